/**
 * OCR's public face: the engine, the image store and reader, the pixel limit, the doctor's check.
 */
export { MAX_PIXELS } from "./dimensions.ts";
export { ocrCheck } from "./doctor.ts";
export { createOcrEngine } from "./engine.ts";
export { createImageStore, type ImageStore, joinImageText, type PostImageRow } from "./images.ts";
export { createImageReader, type ImageReader } from "./service.ts";
