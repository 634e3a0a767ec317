/**
 * An image's width and height, read from its header without decoding it: a 400 KB PNG may
 * decode to 20000×20000 pixels (1.6 GB), so the size is checked before any decoder sees it.
 * PNG (IHDR), JPEG (the SOFn segment), GIF (the logical screen) and WebP (VP8, VP8L, VP8X);
 * null for anything else or a header cut short.
 */
export function imageDimensions(b: Uint8Array): { width: number; height: number; format: string } | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, s: string) => b.length >= at + s.length && [...s].every((c, i) => b[at + i] === c.charCodeAt(0));
  if (b.length >= 24 && b[0] === 0x89 && ascii(1, "PNG") && ascii(12, "IHDR")) return { width: v.getUint32(16), height: v.getUint32(20), format: "PNG" };
  if (b.length >= 10 && (ascii(0, "GIF87a") || ascii(0, "GIF89a"))) return { width: v.getUint16(6, true), height: v.getUint16(8, true), format: "GIF" };
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return webp(b, v);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpeg(b, v);
  return null;
}

function webp(b: Uint8Array, v: DataView) {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === "VP8X") return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)), format: "WebP" };
  if (chunk === "VP8 ") return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff, format: "WebP" };
  if (chunk === "VP8L") {
    const bits = v.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), format: "WebP" };
  }
  return null;
}

/** Walks the JPEG segments to the first start-of-frame (SOF0-SOF15 but DHT, JPG and DAC). */
function jpeg(b: Uint8Array, v: DataView) {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: v.getUint16(at + 7), height: v.getUint16(at + 5), format: "JPEG" };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the image data began without a frame header
    at += 2 + v.getUint16(at + 2);
  }
  return null;
}

/** Larger pictures are not read: a letter scanned at 600 dpi is about 35 megapixels. */
export const MAX_PIXELS = 40_000_000;

/** Why a picture is not handed to the decoder, or null: its size is read from its header first. */
export function unreadable(bytes: Uint8Array): string | null {
  const d = imageDimensions(bytes);
  if (!d) return "not a PNG, JPEG, GIF or WebP image (or its header is cut short)";
  const pixels = d.width * d.height;
  if (pixels === 0) return `a ${d.format} of ${d.width}×${d.height} pixels has nothing to read`;
  if (pixels > MAX_PIXELS)
    return `too large to read: a ${d.format} of ${d.width}×${d.height} pixels (${Math.round(pixels / 1e6)} megapixels; the limit is ${MAX_PIXELS / 1e6})`;
  return null;
}
