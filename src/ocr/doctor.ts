import { sql } from "drizzle-orm";
import type { App } from "../app.ts";
import { postImages } from "../db/schema/posts.ts";
import type { Check } from "../doctor.ts";

/** The OCR worker starts from what the binary carries, and how the pictures have fared lately. */
export function ocrCheck(app: App): Check {
  return {
    name: "ocr",
    run: async () => {
      const t0 = performance.now();
      await app.ocr.ready();
      const since = Date.now() - 24 * 3600_000;
      const { pending, failed } = app.db
        .select({
          pending: sql<number>`coalesce(sum(case when ${postImages.status} = 'pending' then 1 else 0 end), 0)`,
          failed: sql<number>`coalesce(sum(case when ${postImages.status} = 'failed' and ${postImages.updatedAt} > ${since} then 1 else 0 end), 0)`,
        })
        .from(postImages)
        .get()!;
      return `ok (engine ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${pending} images waiting; ${failed} failed in the last day)`;
    },
  };
}
