import type { PostInput } from "../analysis/index.ts";
import type { Logger } from "../log.ts";
import type { Ingest } from "../sources/index.ts";
import type { OcrEngine } from "./engine.ts";
import { unreadable } from "./dimensions.ts";
import { fetchImage } from "./fetch-image.ts";
import type { ImageStore } from "./images.ts";

const MAX_ATTEMPTS = 3;

/**
 * Reads pending pictures one at a time (fetch, size check, hash, OCR) and, once a post's last picture is
 * settled, has it judged with the text read. Every outcome is written before the next step,
 * so a restart resumes with the next pending picture; one that failed is recorded with its
 * reason and its post is judged on its words.
 */
export function createImageReader(deps: {
  images: ImageStore;
  engine: OcrEngine;
  /** The configured sources' own hosts (host:port): their media may sit on a private address. */
  allowedHosts: Set<string>;
  /** Judges a post once its pictures are settled. */
  ingest: Pick<Ingest, "analyzeAfterImages">;
  log: Logger;
}) {
  const { images, log } = deps;
  // The pictures of the post being read, kept for a vision model until the post is judged.
  const fetched = new Map<string, NonNullable<PostInput["images"]>>();

  async function readOne() {
    const row = await images.nextPending();
    if (!row) return false;
    const attempt = await images.startAttempt(row);
    const t0 = performance.now();
    if (attempt > MAX_ATTEMPTS) {
      await images.settle(row, { status: "failed", error: `gave up after ${MAX_ATTEMPTS} attempts` });
    } else {
      try {
        const { bytes, contentType } = await fetchImage(row.url, { allowedHosts: deps.allowedHosts });
        // Its size from its header, before any decoder (OCR or a vision model) sees it.
        const why = unreadable(bytes);
        if (why) throw new Error(why);
        const sha256 = new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
        const known = await images.readBefore(sha256);
        const text = known ?? (await deps.engine.read(bytes));
        await images.settle(row, { status: "done", text: text.trim(), sha256, durationMs: Math.round(performance.now() - t0) });
        fetched.set(row.postId, [...(fetched.get(row.postId) ?? []), { contentType, bytes }]);
      } catch (e) {
        const error = (e instanceof Error ? e.message : String(e)).slice(0, 300);
        log.warn("image not read; the post is judged on its words", { postId: row.postId, url: row.url, error });
        await images.settle(row, { status: "failed", error, durationMs: Math.round(performance.now() - t0) });
      }
    }
    if ((await images.waiting([row.postId])).size === 0) {
      const pictures = fetched.get(row.postId);
      fetched.delete(row.postId);
      await deps.ingest.analyzeAfterImages(row.postId, pictures);
    }
    return true;
  }

  return {
    /** Reads pending pictures until none is left (or `max` were read); answers how many. */
    async drain(max = Infinity) {
      let n = 0;
      while (n < max && (await readOne())) n++;
      return n;
    },
  };
}

export type ImageReader = ReturnType<typeof createImageReader>;
