import { z } from "zod";
import { htmlToText } from "./html-to-text.ts";
import { compareIds, fetchSource, SourceError, type Page, type RawPost, type Source, type SourceCursor } from "./source.ts";

const PAGE = 40;

/** The fields of a Mastodon status that Squawk reads; anything else may come and go. */
const mediaSchema = z.object({ type: z.string().optional(), url: z.string().nullish(), preview_url: z.string().nullish() });
const statusSchema = z.object({
  id: z.string().regex(/^\d+$/),
  created_at: z.string(),
  content: z.string().nullish(),
  url: z.string().nullish(),
  uri: z.string().nullish(),
  in_reply_to_id: z.string().nullish(),
  reblog: z
    .object({
      id: z.string(),
      content: z.string().nullish(),
      url: z.string().nullish(),
      account: z.object({ acct: z.string() }).partial().nullish(),
      media_attachments: z.array(mediaSchema).nullish(),
    })
    .nullish(),
  media_attachments: z.array(mediaSchema).nullish(),
});
type Status = z.infer<typeof statusSchema>;

export function statusToPost(s: Status): RawPost {
  const inner = s.reblog ?? null;
  const html = inner ? (inner.content ?? "") : (s.content ?? "");
  let content = htmlToText(html);
  if (inner) content = `RT @${inner.account?.acct ?? "unknown"}: ${content}`.trim();
  const media = [...(s.media_attachments ?? []), ...(inner?.media_attachments ?? [])].map((m) => m.url ?? m.preview_url).filter((u): u is string => !!u);
  const created = Date.parse(s.created_at);
  return {
    id: s.id,
    createdAt: Number.isFinite(created) ? created : Date.now(),
    content,
    url: s.url ?? s.uri ?? null,
    media,
    isRepost: !!inner,
  };
}

/**
 * Truth Social's Mastodon-compatible API: look the account up once, then page forward from the
 * cursor with `min_id` (each answer holds the statuses just after it), until a short page.
 */
export function createTruthSocialSource(opts: { baseUrl: string; account: string; timeoutMs?: number }): Source {
  let accountId: string | null = null;

  async function call(path: string, signal?: AbortSignal) {
    const { res, body } = await fetchSource(`${opts.baseUrl}${path}`, {}, signal, opts.timeoutMs);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new SourceError("malformed", `not JSON from ${path.split("?")[0]}`);
    }
    // Out of calls for this window: finish this page, then wait for the reset.
    const remaining = Number(res.headers.get("x-ratelimit-remaining"));
    const reset = res.headers.get("x-ratelimit-reset");
    const pauseUntil = res.headers.has("x-ratelimit-remaining") && remaining <= 0 && reset ? Date.parse(reset) || Number(reset) * 1000 : undefined;
    return { json, pauseUntil };
  }

  async function lookup(signal?: AbortSignal) {
    if (accountId) return accountId;
    const { json } = await call(`/api/v1/accounts/lookup?acct=${encodeURIComponent(opts.account)}`, signal);
    const parsed = z.object({ id: z.string() }).safeParse(json);
    if (!parsed.success) throw new SourceError("malformed", "account lookup answered without an id");
    return (accountId = parsed.data.id);
  }

  return {
    kind: "truthsocial",
    async *pages(state: SourceCursor, signal?: AbortSignal): AsyncGenerator<Page> {
      const id = await lookup(signal);
      // The page after `cursor`: asked for, checked, and made into posts.
      const stop = new AbortController();
      const asked = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
      async function pageAfter(cursor: string | null) {
        const q = new URLSearchParams({ exclude_replies: "true", limit: String(PAGE) });
        if (cursor) q.set("min_id", cursor);
        const { json, pauseUntil } = await call(`/api/v1/accounts/${id}/statuses?${q}`, asked);
        const parsed = z.array(statusSchema).safeParse(json);
        if (!parsed.success) throw new SourceError("malformed", `statuses answer did not match: ${parsed.error.issues[0]?.message ?? "invalid"}`);
        // Ids may come in any order; only those after the cursor count.
        const statuses = parsed.data.filter((s) => !s.in_reply_to_id && (!cursor || compareIds(s.id, cursor) > 0)).sort((a, b) => compareIds(a.id, b.id));
        const next = statuses.at(-1)?.id ?? cursor;
        // A first run takes only the latest page; a short page means we are caught up.
        const more = !!cursor && parsed.data.length >= PAGE && next !== cursor && !pauseUntil;
        return { page: { posts: statuses.map(statusToPost), cursor: next, pauseUntil } satisfies Page, more };
      }
      // While a page is stored and judged, the next one is already on its way: catching up on
      // many pages then costs one round trip to the source, not one per page. The requests are
      // the same, in the same order; one the caller no longer wants (it stopped, or failed
      // storing a page) is cancelled, and a failure surfaces when its page is asked for.
      let ahead = pageAfter(state.cursor);
      try {
        for (;;) {
          const { page, more } = await ahead;
          if (more) {
            ahead = pageAfter(page.cursor);
            ahead.catch(() => {}); // awaited next turn; unheard of if the caller stops first
          }
          yield page;
          if (!more) return;
        }
      } finally {
        stop.abort();
      }
    },
  };
}
