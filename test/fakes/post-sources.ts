import { startFake, waitUntil, type Fake } from "./http.ts";

/**
 * Fake post sources on one loopback server, sharing one timeline:
 * - Truth Social's Mastodon-compatible API (`/api/v1/accounts/lookup`, `/api/v1/accounts/:id/statuses`
 *   with `exclude_replies`, `limit`, `min_id`, `max_id`), statuses in Mastodon's real field shapes,
 *   X-RateLimit-* headers on every answer;
 * - a trumpstruth.org-style RSS feed at `/feed` with `truth:originalId`;
 * - a CNN / stiles-style JSON archive at `/archive.json` with ETag and Last-Modified (304s).
 * - media files at `/media/:name` (pictures a test renders, served with their content type), as
 *   Truth Social's media host would serve a post's attachments;
 * `fault()` injects what real sources do: a Cloudflare challenge, a plain 403, a 429 with
 * Retry-After, slow answers, malformed bodies, 500s, out-of-order pages.
 *
 * Run alone: `bun test/fakes/post-sources.ts` prints the env and adds a post every 10 s.
 */
export const ACCOUNT_ID = "107780257626128497";

export interface FakeStatus {
  id: string;
  createdAt: number;
  html: string;
  inReplyTo?: string;
  reblogOf?: { acct: string; html: string };
  media?: string[];
}

export type FaultKind = "cloudflare" | "forbidden" | "rate-limit" | "slow" | "malformed" | "server-error" | "html-page" | "shuffle";
export interface Fault {
  kind: FaultKind;
  /** How many requests it applies to (default: until cleared). */
  times?: number;
  /** Which paths: "statuses", "lookup", "feed", "archive" or all. */
  on?: "statuses" | "lookup" | "feed" | "archive";
  delayMs?: number;
  retryAfterSeconds?: number;
  /** Lets this many matching requests through before the fault starts. */
  skip?: number;
}

export interface FakePostSources extends Fake {
  statuses: FakeStatus[];
  env: Record<string, string>;
  /** Adds a post "now" (or at `at`), with a Truth Social snowflake id; returns it. */
  add(text: string, opts?: { at?: number; replyTo?: string; reblogOf?: { acct: string; html: string }; media?: string[]; html?: string }): FakeStatus;
  fault(f: Fault | null): void;
  /** Answers with X-RateLimit-Remaining: 0 and a reset this many seconds ahead. */
  exhaustRateLimit(resetSeconds: number | null): void;
  /** Requests seen per area, so a test can tell which source was asked. */
  hits: Record<Area, number>;
  /**
   * Resolves once the statuses timeline has been asked for `n` times (default 2). The poller
   * runs one poll at a time, so a second request means the first poll (the silent back-fill) is over.
   */
  polled(n?: number, timeoutMs?: number): Promise<void>;
  /** Serves `bytes` at `/media/<name>`; returns its URL, for a post's `media`. */
  addMedia(name: string, bytes: Uint8Array | string, contentType: string): string;
}

type Area = "lookup" | "statuses" | "feed" | "archive" | "media";
const areaOf = (path: string): Area =>
  path.includes("/lookup")
    ? "lookup"
    : path.includes("/statuses")
      ? "statuses"
      : path.startsWith("/feed")
        ? "feed"
        : path.startsWith("/media/")
          ? "media"
          : "archive";

let seq = 0;
export function snowflake(ms: number) {
  return String((BigInt(ms) << 16n) + BigInt(seq++ % 65536));
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeXml(p)
          .replace(/\n/g, "<br />")
          .replace(
            /(https?:\/\/[^\s<]+)/g,
            (u) =>
              `<a href="${u}" rel="nofollow noopener noreferrer" target="_blank"><span class="invisible">${u.slice(0, 8)}</span><span class="ellipsis">${u.slice(8, 30)}</span><span class="invisible">${u.slice(30)}</span></a>`,
          )}</p>`,
    )
    .join("");

const account = {
  id: ACCOUNT_ID,
  username: "realDonaldTrump",
  acct: "realDonaldTrump",
  display_name: "Donald J. Trump",
  locked: false,
  bot: false,
  discoverable: true,
  group: false,
  created_at: "2022-02-11T16:16:57.705Z",
  note: "<p>45th &amp; 47th President of the United States of America🇺🇸</p>",
  url: "https://truthsocial.com/@realDonaldTrump",
  avatar: "https://static-assets-1.truthsocial.com/avatar.jpg",
  header: "https://static-assets-1.truthsocial.com/header.jpg",
  followers_count: 10960000,
  following_count: 70,
  statuses_count: 32000,
  last_status_at: "2026-06-12",
  verified: true,
  emojis: [],
  fields: [],
};

function mastodonStatus(s: FakeStatus) {
  const media = (s.media ?? []).map((url, i) => ({
    id: `${s.id}${i}`,
    type: /\.(mp4|mov|webm)$/.test(url) ? "video" : "image",
    url,
    preview_url: url.replace(/(\.\w+)$/, "_small$1"),
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: { original: { width: 1200, height: 800, size: "1200x800", aspect: 1.5 } },
    description: null,
    blurhash: "UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH",
  }));
  const base = {
    id: s.id,
    created_at: new Date(s.createdAt).toISOString(),
    in_reply_to_id: s.inReplyTo ?? null,
    in_reply_to_account_id: s.inReplyTo ? "1" : null,
    sensitive: false,
    spoiler_text: "",
    visibility: "public",
    language: "en",
    uri: `https://truthsocial.com/users/realDonaldTrump/statuses/${s.id}`,
    url: `https://truthsocial.com/@realDonaldTrump/${s.id}`,
    replies_count: 1200,
    reblogs_count: 3400,
    favourites_count: 15000,
    favourited: false,
    reblogged: false,
    muted: false,
    bookmarked: false,
    content: s.reblogOf ? "" : s.html,
    reblog: null as unknown,
    media_attachments: s.reblogOf ? [] : media,
    mentions: [],
    tags: [],
    card: null,
    poll: null,
    quote: null,
    emojis: [],
    account,
  };
  if (s.reblogOf) {
    base.reblog = {
      ...base,
      id: String(BigInt(s.id) - 1000n),
      content: s.reblogOf.html,
      media_attachments: media,
      account: { ...account, acct: s.reblogOf.acct, username: s.reblogOf.acct },
    };
  }
  return base;
}

const cloudflarePage = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "truthsocial.com",cType: 'managed'};var a = document.createElement('script');a.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f0c';document.getElementsByTagName('head')[0].appendChild(a);}());</script></body></html>`;

export function startPostSources(): FakePostSources {
  const statuses: FakeStatus[] = [];
  let fault: Fault | null = null;
  let rateReset: number | null = null;
  const archiveModified = { etag: "", at: new Date() };
  const mediaFiles = new Map<string, { bytes: Uint8Array | string; contentType: string }>();
  const hits: Record<Area, number> = { lookup: 0, statuses: 0, feed: 0, archive: 0, media: 0 };

  // Ids as numbers, parsed once, and the timeline sorted once per change (benches page through 5,000).
  const ids = new WeakMap<FakeStatus, bigint>();
  const big = (s: FakeStatus) => ids.get(s) ?? (ids.set(s, BigInt(s.id)), ids.get(s)!);
  let sorted: FakeStatus[] | null = null;
  const sortedStatuses = () => {
    if (!sorted || sorted.length !== statuses.length) sorted = [...statuses].sort((a, b) => (big(a) < big(b) ? -1 : 1));
    return sorted;
  };
  const touchArchive = () => {
    sorted = null;
    archiveModified.etag = `"${statuses.length}-${statuses.at(-1)?.id ?? 0}"`;
    archiveModified.at = new Date(Math.floor(Date.now() / 1000) * 1000);
  };
  touchArchive();

  const rateHeaders = () => {
    const reset = rateReset ?? Date.now() + 300_000;
    return {
      "x-ratelimit-limit": "300",
      "x-ratelimit-remaining": rateReset ? "0" : "299",
      "x-ratelimit-reset": new Date(reset).toISOString(),
    };
  };

  function applyFault(path: string): Response | "shuffle" | number | null {
    if (!fault) return null;
    const area = areaOf(path);
    if (fault.on && fault.on !== area) return null;
    const f = fault;
    if (f.skip && f.skip-- > 0) return null;
    if (f.times !== undefined && --f.times <= 0) fault = null;
    switch (f.kind) {
      case "cloudflare":
        return new Response(cloudflarePage, {
          status: 403,
          headers: { "content-type": "text/html; charset=UTF-8", server: "cloudflare", "cf-mitigated": "challenge", "cf-ray": "8f0c1d2e3f4a5b6c-FRA" },
        });
      case "forbidden":
        return new Response("Forbidden", { status: 403, headers: { "content-type": "text/plain" } });
      case "rate-limit": {
        const secs = f.retryAfterSeconds ?? 30;
        return Response.json(
          { error: "Too many requests" },
          {
            status: 429,
            headers: {
              "retry-after": String(secs),
              "x-ratelimit-limit": "300",
              "x-ratelimit-remaining": "0",
              "x-ratelimit-reset": new Date(Date.now() + secs * 1000).toISOString(),
            },
          },
        );
      }
      case "server-error":
        return Response.json({ error: "Internal server error" }, { status: 500 });
      case "malformed":
        return new Response('[{"id": "1159', { status: 200, headers: { "content-type": "application/json" } });
      case "html-page":
        return new Response("<html><body>Maintenance</body></html>", { status: 200, headers: { "content-type": "text/html" } });
      case "slow":
        return f.delayMs ?? 15_000;
      case "shuffle":
        return "shuffle";
    }
  }

  const fake = startFake(async (req) => {
    const u = new URL(req.url);
    hits[areaOf(u.pathname)]++;
    let effect = applyFault(u.pathname);
    if (typeof effect === "number") {
      await Bun.sleep(effect);
      effect = null;
    }
    if (effect instanceof Response) return effect;

    if (u.pathname.startsWith("/media/")) {
      const file = mediaFiles.get(decodeURIComponent(u.pathname.slice(7)));
      if (!file) return Response.json({ error: "Not found" }, { status: 404 });
      return new Response(typeof file.bytes === "string" ? file.bytes : Buffer.from(file.bytes), { headers: { "content-type": file.contentType } });
    }
    if (u.pathname === "/api/v1/accounts/lookup") {
      if (u.searchParams.get("acct")?.toLowerCase() !== "realdonaldtrump") return Response.json({ error: "Record not found" }, { status: 404 });
      return Response.json(account, { headers: rateHeaders() });
    }
    const m = u.pathname.match(/^\/api\/v1\/accounts\/(\d+)\/statuses$/);
    if (m) {
      if (m[1] !== ACCOUNT_ID) return Response.json({ error: "Record not found" }, { status: 404 });
      const limit = Math.min(Number(u.searchParams.get("limit") ?? 20), 40);
      const minId = u.searchParams.get("min_id");
      const maxId = u.searchParams.get("max_id");
      let list = sortedStatuses();
      if (u.searchParams.get("exclude_replies") === "true" && list.some((s) => s.inReplyTo)) list = list.filter((s) => !s.inReplyTo);
      if (maxId) {
        const max = BigInt(maxId);
        list = list.filter((s) => big(s) < max);
      }
      // Mastodon: min_id gives the statuses just after it; otherwise the newest. Newest first.
      if (minId) {
        const min = BigInt(minId);
        const from = list.findIndex((s) => big(s) > min);
        list = from < 0 ? [] : list.slice(from, from + limit);
      } else list = list.slice(-limit);
      let out = list.reverse().map(mastodonStatus);
      if (effect === "shuffle") out = out.sort(() => Math.random() - 0.5);
      return Response.json(out, { headers: rateHeaders() });
    }
    if (u.pathname === "/feed") {
      const items = [...statuses]
        .filter((s) => !s.inReplyTo)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, 100)
        .map((s, i) => {
          const own = 39000 + statuses.indexOf(s);
          const html = s.reblogOf ? `<p>RT: ${escapeXml(s.reblogOf.html.replace(/<[^>]+>/g, ""))}</p>` : s.html;
          const media = (s.media ?? []).map((url) => `<media:content url="${escapeXml(url)}" medium="image" />`).join("");
          return `<item><title>${s.html ? escapeXml(s.html.replace(/<[^>]+>/g, "").slice(0, 80)) : `[No Title] - Post from ${new Date(s.createdAt).toDateString()}`}</title><link>https://trumpstruth.org/statuses/${own}</link><guid>https://trumpstruth.org/statuses/${own}</guid><description><![CDATA[${html}]]></description><pubDate>${new Date(s.createdAt).toUTCString()}</pubDate><truth:originalUrl>https://truthsocial.com/@realDonaldTrump/${s.id}</truth:originalUrl><truth:originalId>${s.id}</truth:originalId>${media}</item>${i < 0 ? "" : ""}`;
        })
        .join("\n");
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:truth="https://truthsocial.com/ns" xmlns:media="http://search.yahoo.com/mrss/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Donald Trump's Truth Social Posts</title><link>https://trumpstruth.org</link><description>All of Donald Trump's posts on Truth Social</description>\n${items}\n</channel></rss>`;
      return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=UTF-8" } });
    }
    if (u.pathname === "/archive.json") {
      if (req.headers.get("if-none-match") === archiveModified.etag) return new Response(null, { status: 304, headers: { etag: archiveModified.etag } });
      const since = req.headers.get("if-modified-since");
      if (!req.headers.get("if-none-match") && since && Date.parse(since) >= archiveModified.at.getTime()) return new Response(null, { status: 304 });
      const rows = [...statuses]
        .filter((s) => !s.inReplyTo)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((s) => ({
          id: s.id,
          created_at: new Date(s.createdAt).toISOString(),
          content: (s.reblogOf ? `RT @${s.reblogOf.acct}: ${s.reblogOf.html}` : s.html)
            .replace(/<\/p><p>/g, "\n\n")
            .replace(/<br \/>/g, "\n")
            .replace(/<[^>]+>/g, "")
            .replace(/&amp;/g, "&")
            .replace(/&lt;/g, "<")
            .replace(/&gt;/g, ">"),
          url: `https://truthsocial.com/@realDonaldTrump/${s.id}`,
          media: s.media ?? [],
          replies_count: 1200,
          reblogs_count: 3400,
          favourites_count: 15000,
        }));
      return Response.json(rows, { headers: { etag: archiveModified.etag, "last-modified": archiveModified.at.toUTCString() } });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });

  return Object.assign(fake, {
    statuses,
    hits,
    polled: async (n = 2, timeoutMs = 30_000) =>
      void (await waitUntil(() => hits.statuses >= n, timeoutMs, `the statuses timeline was not asked for ${n} times in ${timeoutMs} ms`)),
    env: { TRUTHSOCIAL_BASE_URL: fake.url, RSS_URL: `${fake.url}/feed`, ARCHIVE_URL: `${fake.url}/archive.json`, SOURCE_ACCOUNT: "realDonaldTrump" },
    add(text: string, opts: { at?: number; replyTo?: string; reblogOf?: { acct: string; html: string }; media?: string[]; html?: string } = {}) {
      const at = opts.at ?? Date.now();
      const s: FakeStatus = {
        id: snowflake(at),
        createdAt: at,
        html: opts.html ?? (text ? textToHtml(text) : ""),
        inReplyTo: opts.replyTo,
        reblogOf: opts.reblogOf,
        media: opts.media,
      };
      statuses.push(s);
      touchArchive();
      return s;
    },
    fault(f: Fault | null) {
      fault = f;
    },
    addMedia(name: string, bytes: Uint8Array | string, contentType: string) {
      mediaFiles.set(name, { bytes, contentType });
      return `${fake.url}/media/${encodeURIComponent(name)}`;
    },
    exhaustRateLimit(resetSeconds: number | null) {
      rateReset = resetSeconds === null ? null : Date.now() + resetSeconds * 1000;
    },
  });
}

if (import.meta.main) {
  const f = startPostSources();
  for (const [k, v] of Object.entries(f.env)) console.log(`${k}=${v}`);
  f.add("Beginning next Monday, a 25% Tariff will be charged on all imported furniture.");
  setInterval(() => f.add(`Post at ${new Date().toISOString()}: the Economy is BOOMING!`), 10_000);
}
