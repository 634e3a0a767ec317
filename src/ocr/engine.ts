import type { Worker } from "tesseract.js";
import { workerPath } from "../worker-path.ts";

/**
 * Tesseract in one worker thread, one image at a time: recognition takes a second or more of
 * CPU, which on the main thread would stall HTTP and polling. The worker starts on first use
 * (a server that never sees a picture never pays for it) and stays up; it is restarted after
 * it fails.
 */
/** A page takes seconds; a worker that has not answered in this long is stuck, and replaced. */
export const OCR_TIMEOUT_MS = 60_000;

export function createOcrEngine(opts: { timeoutMs?: number } = {}) {
  const timeoutMs = opts.timeoutMs ?? OCR_TIMEOUT_MS;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function start() {
    // tesseract.js itself is loaded here too, not at start: it is several MB of idle memory.
    const { createWorker, OEM } = await import("tesseract.js");
    // The worker script takes the wasm core and the English model from files embedded in the
    // executable; build.ts lists it as an entrypoint so `dist/squawk` carries it.
    return createWorker("eng", OEM.LSTM_ONLY, {
      workerPath: workerPath("ocr/worker.ts"),
      langPath: "embedded",
      cacheMethod: "none",
      gzip: true,
      errorHandler: () => {},
    });
  }

  async function recognize(image: Uint8Array): Promise<string> {
    worker ??= start();
    let timer: Timer | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`OCR gave no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    try {
      const w = await Promise.race([worker, timeout]);
      const { data } = await Promise.race([w.recognize(Buffer.from(image)), timeout]);
      return data.text;
    } catch (e) {
      const failed = worker;
      worker = null;
      void failed?.then((w) => w.terminate()).catch(() => {});
      throw e instanceof Error ? e : new Error(String(e));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The text in an image (PNG, JPEG, GIF, WebP, BMP); jobs run strictly one after another. */
    read(image: Uint8Array): Promise<string> {
      const run = queue.then(() => recognize(image));
      queue = run.catch(() => {});
      return run;
    },
    /** Starts the worker (core and model loaded from the binary) and answers once it is ready. */
    async ready() {
      worker ??= start();
      let timer: Timer | undefined;
      try {
        await Promise.race([
          worker,
          new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`the OCR worker did not start within ${timeoutMs / 1000} s`)), timeoutMs))),
        ]);
      } catch (e) {
        worker = null;
        throw e;
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      const w = worker;
      worker = null;
      if (w) await (await w.catch(() => null))?.terminate();
    },
  };
}

export type OcrEngine = ReturnType<typeof createOcrEngine>;
