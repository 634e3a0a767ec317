import { z } from "zod";
import { htmlToText } from "./html-to-text.ts";
import { compareIds, fetchSource, SourceError, type Page, type RawPost, type Source, type SourceCursor } from "./source.ts";

/** Our export format and CNN's / stiles' archive share these fields (media as URLs or objects). */
const archivePost = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  created_at: z.string(),
  content: z.string().nullish(),
  url: z.string().nullish(),
  media: z.array(z.union([z.string(), z.object({ url: z.string().nullish() }).passthrough()])).nullish(),
  is_reblog: z.boolean().nullish(),
  reblog: z.unknown().nullish(),
});
export const archiveSchema = z.array(archivePost);
export type ArchivePost = z.infer<typeof archivePost>;

export function archiveToPost(p: ArchivePost): RawPost {
  const raw = p.content ?? "";
  const content = /<\/?[a-z][^>]*>/i.test(raw) ? htmlToText(raw) : raw.trim();
  const created = Date.parse(p.created_at);
  return {
    id: p.id,
    createdAt: Number.isFinite(created) ? created : Date.now(),
    content,
    url: p.url ?? null,
    media: (p.media ?? []).map((m) => (typeof m === "string" ? m : m.url ?? "")).filter(Boolean),
    isRepost: !!p.is_reblog || !!p.reblog || /^RT[: ]/.test(content),
  };
}

/** Parses a whole archive file, reporting the first bad row in words. */
export function parseArchive(text: string): RawPost[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SourceError("malformed", "the archive is not JSON");
  }
  const parsed = archiveSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new SourceError("malformed", `the archive is not a list of posts (${i?.path.join(".")}: ${i?.message})`);
  }
  return parsed.data.map(archiveToPost);
}

const FIRST_RUN = 40;

/** A JSON archive (CNN / stiles format) fetched with ETag / If-Modified-Since. */
export function createArchiveSource(opts: { url: string; timeoutMs?: number }): Source {
  return {
    kind: "archive",
    async *pages(state: SourceCursor, signal?: AbortSignal): AsyncGenerator<Page> {
      const headers: Record<string, string> = {};
      if (state.etag) headers["if-none-match"] = state.etag;
      if (state.lastModified) headers["if-modified-since"] = state.lastModified;
      const { res, body } = await fetchSource(opts.url, { headers }, signal, opts.timeoutMs);
      if (res.status === 304) return;
      const all = parseArchive(body).sort((a, b) => compareIds(a.id, b.id));
      // The archive holds years of posts: a first run takes the latest few, later runs what is new.
      const posts = state.cursor ? all.filter((p) => compareIds(p.id, state.cursor!) > 0) : all.slice(-FIRST_RUN);
      yield {
        posts,
        cursor: posts.at(-1)?.id ?? state.cursor,
        etag: res.headers.get("etag"),
        lastModified: res.headers.get("last-modified"),
      };
    },
  };
}
