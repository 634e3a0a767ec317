import { deflateSync } from "node:zlib";

/**
 * A real PNG of `width`×`height` black pixels, 1 bit per pixel: every row is zeros, so it
 * compresses about 1000 to 1 (20000×20000 is ~50 KB) yet decodes to width×height pixels, which a
 * decoder expands to 4 bytes each (1.6 GB for 20000×20000): a decompression bomb.
 */
export function blankPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new Uint8Array(12 + data.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, data.length);
    out.set(body, 4);
    v.setUint32(8 + data.length, Bun.hash.crc32(body));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const h = new DataView(ihdr.buffer);
  h.setUint32(0, width);
  h.setUint32(4, height);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, adaptive filter, no interlace
  const raw = new Uint8Array(height * (1 + Math.ceil(width / 8))); // filter byte 0 and zero pixels per row
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ];
  return Buffer.concat(parts);
}
