import type { App } from "../app.ts";
import type { Check } from "../doctor.ts";

/** The OCR worker starts from what the binary carries, and how the pictures have fared lately. */
export function ocrCheck(app: App): Check {
  return {
    name: "ocr",
    run: async () => {
      const t0 = performance.now();
      await app.ocr.ready();
      const { waiting, failedLastDay } = await app.images.queueStatus();
      return `ok (engine ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${waiting} images waiting; ${failedLastDay} failed in the last day)`;
    },
  };
}
