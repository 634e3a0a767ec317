import { describe, expect, test } from "bun:test";
import { blankPng } from "../../test/helpers/png.ts";
import { imageDimensions, unreadable } from "./dimensions.ts";

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("image dimensions from the header", () => {
  test("PNG, GIF, JPEG (past its other segments), WebP in its three kinds", () => {
    expect(imageDimensions(blankPng(640, 480))).toEqual({ width: 640, height: 480, format: "PNG" });
    expect(imageDimensions(bytes("GIF89a", [0x80, 0x02, 0xe0, 0x01], [0, 0, 0]))).toEqual({ width: 640, height: 480, format: "GIF" });
    // SOI, an APP0 segment of 16 bytes, a fill byte, then SOF2 (progressive): height 3000, width 4000.
    const jpeg = bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0, 16],
      "JFIF\0",
      [1, 1, 0, 0, 1, 0, 1, 0, 0],
      [0xff, 0xff, 0xc2, 0, 17, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    );
    expect(imageDimensions(jpeg)).toEqual({ width: 4000, height: 3000, format: "JPEG" });
    const riff = (kind: string, payload: number[]) => bytes("RIFF", [0, 0, 0, 0], "WEBP", kind, [payload.length, 0, 0, 0], payload);
    expect(imageDimensions(riff("VP8X", [0, 0, 0, 0, 0x7f, 0x02, 0, 0xdf, 0x01, 0]))).toEqual({ width: 640, height: 480, format: "WebP" });
    expect(imageDimensions(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toEqual({ width: 640, height: 480, format: "WebP" });
    // VP8L: signature 0x2f, then 14 bits width-1 and 14 bits height-1.
    const bits = (640 - 1) | ((480 - 1) << 14);
    expect(imageDimensions(riff("VP8L", [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >> 24) & 255, 0, 0, 0, 0, 0]))).toEqual({
      width: 640,
      height: 480,
      format: "WebP",
    });
  });

  test("anything else, or a header cut short, has no size", () => {
    expect(imageDimensions(bytes("<html>"))).toBeNull();
    expect(imageDimensions(blankPng(10, 10).slice(0, 20))).toBeNull();
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  test("more than 40 megapixels is refused before decoding, with the size in the reason", () => {
    expect(unreadable(blankPng(6000, 6000))).toBeNull();
    expect(unreadable(blankPng(20000, 20000))).toBe("too large to read: a PNG of 20000×20000 pixels (400 megapixels; the limit is 40)");
    expect(unreadable(blankPng(8000, 6000))).toBe("too large to read: a PNG of 8000×6000 pixels (48 megapixels; the limit is 40)");
    expect(unreadable(bytes("BM"))).toBe("not a PNG, JPEG, GIF or WebP image (or its header is cut short)");
  });
});
