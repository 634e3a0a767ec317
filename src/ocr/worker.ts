/**
 * The OCR thread. tesseract.js's own Node worker script loads the wasm core and the language
 * model from files beside it on disk (or from a CDN), which a compiled `dist/squawk` has not.
 * This script runs the same tesseract.js worker logic with an adapter that takes both from
 * files embedded in the executable (`with { type: "file" }`), so nothing is read from the
 * working directory and nothing is downloaded. build.ts lists this file as an entrypoint.
 */
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { gunzipSync } from "node:zlib";
// @ts-expect-error tesseract.js ships no types for its worker script
import tesseractWorker from "tesseract.js/src/worker-script/index.js";
// @ts-expect-error the emscripten core ships no types
import TesseractCore from "tesseract.js-core/tesseract-core-simd-lstm.js";
import wasmPath from "tesseract.js-core/tesseract-core-simd-lstm.wasm" with { type: "file" };
import modelPath from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz" with { type: "file" };

if (!parentPort) throw new Error("the OCR worker runs as a worker thread");

// Tesseract prints diagnostics ("Estimating resolution as 160") straight to the console, which
// would break the server's one-JSON-object-a-line stderr. Failures still reach the main thread:
// every job answers with its result or its error.
console.log = console.info = console.warn = console.error = () => {};
const port = parentPort;

tesseractWorker.setAdapter({
  // The emscripten core would look for its .wasm beside the script: hand it the bytes instead.
  getCore: async () => (opts: object) => TesseractCore({ ...opts, wasmBinary: readFileSync(wasmPath) }),
  gunzip: gunzipSync,
  fetch: () => Promise.reject(new Error("the OCR worker never downloads anything")),
  // The only file the worker reads is the English model (langPath is ignored on purpose).
  readCache: async () => readFileSync(modelPath),
  writeCache: async () => {},
  deleteCache: async () => {},
  checkCache: async () => false,
});

port.on("message", (packet: unknown) => tesseractWorker.dispatchHandlers(packet, (msg: unknown) => port.postMessage(msg)));
