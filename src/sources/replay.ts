import { readFileSync } from "node:fs";
import { parseArchive } from "./archive.ts";
import type { Page, RawPost, Source, SourceCursor } from "./source.ts";

/**
 * Posts from a file (our JSON format), released a few at a time as if they were new: each
 * poll hands over the next `perPoll` posts with the time of release, so a demo alerts.
 * The cursor is the position in the file.
 */
export function createReplaySource(opts: { file?: string; posts?: RawPost[]; perPoll?: number; now?: () => number }): Source {
  let posts: RawPost[] | null = opts.posts ?? null;
  const perPoll = opts.perPoll ?? 1;
  const now = opts.now ?? Date.now;
  return {
    kind: "replay",
    async *pages(state: SourceCursor): AsyncGenerator<Page> {
      if (!posts) {
        if (!opts.file) throw new Error("REPLAY_FILE is not set");
        posts = parseArchive(readFileSync(opts.file, "utf8")).sort((a, b) => a.createdAt - b.createdAt);
      }
      const from = Number(state.cursor ?? 0);
      if (from >= posts.length) return;
      const batch = posts.slice(from, from + perPoll).map((p) => ({ ...p, createdAt: now() }));
      yield { posts: batch, cursor: String(from + batch.length) };
    },
  };
}
