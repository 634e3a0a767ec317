import { z } from "zod";
import { htmlToText } from "./html-to-text.ts";
import { compareIds, fetchSource, SourceError, type Page, type RawPost, type Source, type SourceCursor } from "./source.ts";

/** Our export format and CNN's / stiles' archive share these fields (media as URLs or objects). */
const archivePost = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  created_at: z.string().refine((v) => Number.isFinite(Date.parse(v)), "not a date"),
  // Present on every post (empty or null for a media-only post): a missing field is a misnamed one.
  content: z.string().nullable(),
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
    createdAt: created,
    content,
    url: p.url ?? null,
    media: (p.media ?? []).map((m) => (typeof m === "string" ? m : (m.url ?? ""))).filter(Boolean),
    isRepost: !!p.is_reblog || !!p.reblog || /^RT[: ]/.test(content),
  };
}

export const ARCHIVE_SHAPE = 'a JSON array of posts, each {"id", "created_at", "content"}';
/** Field names people write for ours, and the one they meant. */
const MEANT: Record<string, string> = {
  text: "content",
  body: "content",
  date: "created_at",
  createdAt: "created_at",
  created: "created_at",
  timestamp: "created_at",
};
const WORDS: Record<string, string> = {
  id: "a string or a number",
  created_at: "a date as text (ISO 8601, e.g. 2025-07-07T16:08:00Z)",
  content: "text (empty or null for a media-only post)",
};
const MAX_PROBLEMS = 10;

/** Every problem of a posts file in words, one per entry, at most MAX_PROBLEMS and a count of the rest. */
function problemsOf(json: unknown, error: z.ZodError): string[] {
  if (!Array.isArray(json)) return [`expected ${ARCHIVE_SHAPE}`];
  const out: string[] = [];
  for (const issue of error.issues) {
    const [index, field] = issue.path as [number, string | undefined];
    const post = json[index] as Record<string, unknown> | undefined;
    let what: string;
    if (field === undefined) what = `expected an object {"id", "created_at", "content"}`;
    else if (post?.[field] === undefined) {
      const misnamed = Object.keys(post ?? {}).find((k) => MEANT[k] === field);
      what = `"${field}" is missing${misnamed ? ` (found "${misnamed}": the field is named "${field}")` : ""}`;
    } else if (issue.message === "not a date") what = `"${field}" is not a date: ${JSON.stringify(post![field])}`;
    else what = `"${field}" must be ${WORDS[field] ?? "valid"}`;
    out.push(`post ${index + 1}: ${what}`);
  }
  return out.length > MAX_PROBLEMS ? [...out.slice(0, MAX_PROBLEMS), `… and ${out.length - MAX_PROBLEMS} more problems`] : out;
}

/** Reads a posts file (ours, or a CNN / stiles archive): its posts, or every problem in words. */
export function readArchive(text: string): { posts: RawPost[]; problems?: undefined } | { posts?: undefined; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { problems: [`not valid JSON (${e instanceof Error ? e.message : e}); expected ${ARCHIVE_SHAPE}`] };
  }
  const parsed = archiveSchema.safeParse(json);
  if (!parsed.success) return { problems: problemsOf(json, parsed.error) };
  return { posts: parsed.data.map(archiveToPost) };
}

/** Parses a whole archive, throwing its problems in words. */
export function parseArchive(text: string): RawPost[] {
  const r = readArchive(text);
  if (r.problems) throw new SourceError("malformed", `the archive is not a list of posts: ${r.problems.join("; ")}`);
  return r.posts;
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
