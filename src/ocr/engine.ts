import { createWorker, OEM, type Worker } from "tesseract.js";

/**
 * Tesseract in one worker thread, one image at a time: recognition takes a second or more of
 * CPU, which on the main thread would stall HTTP and polling. The worker starts on first use
 * (a server that never sees a picture never pays for it) and stays up; it is restarted after
 * it fails.
 */
export function createOcrEngine() {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function start() {
    // The worker script takes the wasm core and the English model from files embedded in the
    // executable; build.ts lists it as an entrypoint so `dist/squawk` carries it.
    const workerPath = Bun.fileURLToPath(new URL("./worker.ts", import.meta.url));
    return createWorker("eng", OEM.LSTM_ONLY, { workerPath, langPath: "embedded", cacheMethod: "none", gzip: true, errorHandler: () => {} });
  }

  async function recognize(image: Uint8Array): Promise<string> {
    worker ??= start();
    try {
      const w = await worker;
      const { data } = await w.recognize(Buffer.from(image));
      return data.text;
    } catch (e) {
      const failed = worker;
      worker = null;
      void failed?.then((w) => w.terminate()).catch(() => {});
      throw e instanceof Error ? e : new Error(String(e));
    }
  }

  return {
    /** The text in an image (PNG, JPEG, GIF, WebP, BMP); jobs run strictly one after another. */
    read(image: Uint8Array): Promise<string> {
      const run = queue.then(() => recognize(image));
      queue = run.catch(() => {});
      return run;
    },
    async stop() {
      const w = worker;
      worker = null;
      if (w) await (await w.catch(() => null))?.terminate();
    },
  };
}

export type OcrEngine = ReturnType<typeof createOcrEngine>;
