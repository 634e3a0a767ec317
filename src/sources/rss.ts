import { decodeEntities, htmlToText } from "./html-to-text.ts";
import { compareIds, fetchSource, SourceError, type Page, type RawPost, type Source, type SourceCursor } from "./source.ts";

const tag = (item: string, name: string) => {
  const m = item.match(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "i"));
  if (!m) return null;
  const v = m[1]!.trim();
  const cdata = v.match(/^<!\[CDATA\[([\s\S]*?)\]\]>$/);
  return cdata ? cdata[1]! : decodeEntities(v);
};

/** One feed item → a post, keyed on the original Truth Social id so both sources deduplicate. */
export function itemToPost(item: string): RawPost | null {
  const link = tag(item, "link");
  const original = tag(item, "truth:originalId");
  const guid = tag(item, "guid") ?? link;
  const own = guid?.match(/(\d+)\/?$/)?.[1];
  const id = original && /^\d+$/.test(original) ? original : own ? `trumpstruth:${own}` : null;
  if (!id) return null;
  const html = tag(item, "description") ?? tag(item, "content:encoded") ?? "";
  const created = Date.parse(tag(item, "pubDate") ?? "");
  // Attachments, and pictures placed in the post's HTML (some feeds inline them as <img>).
  const attached = [...item.matchAll(/<(?:enclosure|media:content)\s[^>]*url="([^"]+)"/gi)].map((m) => decodeEntities(m[1]!));
  const inline = [...html.matchAll(/<img\s[^>]*src="(https?:[^"]+)"/gi)].map((m) => decodeEntities(m[1]!));
  const media = [...new Set([...attached, ...inline])];
  let content = htmlToText(html);
  const title = tag(item, "title") ?? "";
  // trumpstruth.org titles media-only posts "[No Title] - Post from …"; the text is then empty.
  if (/^\[No Title\]/i.test(title) && !content) content = "";
  const isRepost = /^RT[: ]/.test(content);
  return {
    id,
    createdAt: Number.isFinite(created) ? created : Date.now(),
    content,
    url: tag(item, "truth:originalUrl") ?? link,
    media,
    isRepost,
  };
}

/** A trumpstruth.org-style RSS feed; one page per poll, with ETag / Last-Modified. */
export function createRssSource(opts: { url: string; timeoutMs?: number }): Source {
  return {
    kind: "rss",
    async *pages(state: SourceCursor, signal?: AbortSignal): AsyncGenerator<Page> {
      const headers: Record<string, string> = { accept: "application/rss+xml, application/xml, text/xml" };
      if (state.etag) headers["if-none-match"] = state.etag;
      if (state.lastModified) headers["if-modified-since"] = state.lastModified;
      const { res, body } = await fetchSource(opts.url, { headers }, signal, opts.timeoutMs);
      if (res.status === 304) return;
      if (!/<rss[\s>]|<feed[\s>]/i.test(body)) throw new SourceError("malformed", "the feed is not RSS");
      const items = [...body.matchAll(/<item[\s>][\s\S]*?<\/item>/gi)].map((m) => itemToPost(m[0]));
      const posts = items.filter((p): p is RawPost => !!p).sort((a, b) => a.createdAt - b.createdAt || compareIds(a.id, b.id));
      const newest = posts
        .filter((p) => /^\d+$/.test(p.id))
        .map((p) => p.id)
        .sort(compareIds)
        .at(-1);
      yield {
        posts,
        cursor: newest && (!state.cursor || compareIds(newest, state.cursor) > 0) ? newest : state.cursor,
        etag: res.headers.get("etag"),
        lastModified: res.headers.get("last-modified"),
      };
    },
  };
}
