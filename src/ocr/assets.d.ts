// Files embedded with `with { type: "file" }`: the import is the file's path (in the binary, a /$bunfs path).
declare module "tesseract.js-core/tesseract-core-simd-lstm.wasm" {
  const path: string;
  export default path;
}
declare module "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz" {
  const path: string;
  export default path;
}
