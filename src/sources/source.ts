/** A post as a source hands it over, before it is stored. */
export interface RawPost {
  id: string; // the original Truth Social id when known, so every source deduplicates on it
  createdAt: number;
  content: string; // faithful plain text
  url: string | null;
  media: string[];
  isRepost: boolean;
}

/** One page of new posts, oldest first, and the cursor to store with it (in one transaction). */
export interface Page {
  posts: RawPost[];
  cursor: string | null;
  etag?: string | null;
  lastModified?: string | null;
  /** The source asked us to slow down (X-RateLimit-Remaining: 0): no call before this time. */
  pauseUntil?: number;
}

export interface SourceCursor {
  cursor: string | null;
  etag: string | null;
  lastModified: string | null;
}

/**
 * A place posts come from. `pages` yields every page newer than the cursor, oldest first; the
 * poller commits each page and its cursor before asking for the next, so a restart mid-way
 * resumes at the last committed page and nothing is skipped or stored twice.
 */
export interface Source {
  readonly kind: "truthsocial" | "rss" | "archive" | "replay";
  pages(state: SourceCursor, signal?: AbortSignal): AsyncGenerator<Page>;
}

export type SourceFailure = "blocked" | "rate-limited" | "http" | "malformed" | "timeout" | "network";

export class SourceError extends Error {
  constructor(
    readonly kind: SourceFailure,
    message: string,
    /** When the source says when to come back (Retry-After, X-RateLimit-Reset). */
    readonly retryAt?: number,
  ) {
    super(message);
  }
}

/** Cloudflare's challenge and block pages, whatever their exact wording that week. */
export function isCloudflareChallenge(res: Response, body: string) {
  if (res.headers.get("cf-mitigated") === "challenge") return true;
  return /cf-chl|challenge-platform|Just a moment\.\.\.|Attention Required! \| Cloudflare|cf-browser-verification/i.test(body);
}

/** Retry-After (seconds or an HTTP date), else X-RateLimit-Reset (epoch seconds or a date). */
export function retryAtFrom(headers: Headers, now = Date.now()): number | undefined {
  const after = headers.get("retry-after");
  if (after) {
    const secs = Number(after);
    if (Number.isFinite(secs)) return now + secs * 1000;
    const at = Date.parse(after);
    if (Number.isFinite(at)) return at;
  }
  const reset = headers.get("x-ratelimit-reset");
  if (reset) {
    const n = Number(reset);
    if (Number.isFinite(n)) return n > 1e12 ? n : n > 1e9 ? n * 1000 : now + n * 1000;
    const at = Date.parse(reset);
    if (Number.isFinite(at)) return at;
  }
  return undefined;
}

const TIMEOUT_MS = 10_000;

/** fetch with a timeout, turning every failure into a SourceError that says what happened. */
export async function fetchSource(url: string, init: RequestInit = {}, signal?: AbortSignal, timeoutMs = TIMEOUT_MS): Promise<{ res: Response; body: string }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let res: Response;
  let body: string;
  try {
    res = await fetch(url, {
      ...init,
      headers: {
        "user-agent": "Squawk/0.1 (+market alerts)",
        accept: "application/json, application/rss+xml, */*",
        ...(init.headers as Record<string, string>),
      },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    body = await res.text();
  } catch (e) {
    if (timeout.aborted) throw new SourceError("timeout", `no answer within ${timeoutMs / 1000} s`);
    throw new SourceError("network", e instanceof Error ? e.message : String(e));
  }
  if (res.status === 304) return { res, body };
  if (res.status === 429) throw new SourceError("rate-limited", "429 Too Many Requests", retryAtFrom(res.headers) ?? Date.now() + 60_000);
  if (res.status === 403 || res.status === 503) {
    if (isCloudflareChallenge(res, body)) throw new SourceError("blocked", `Cloudflare challenge (HTTP ${res.status})`);
    if (res.status === 403) throw new SourceError("blocked", "403 Forbidden");
  }
  if (!res.ok) throw new SourceError("http", `HTTP ${res.status}`);
  return { res, body };
}

const DIGITS = /^\d+$/;
const LEADING_ZEROS = /^0+(?=\d)/;

/** Truth Social ids are snowflakes: compare them as numbers; other ids sort after as text. */
export function compareIds(a: string, b: string): number {
  const na = DIGITS.test(a),
    nb = DIGITS.test(b);
  if (na && nb) {
    // As numbers, without making them (a page's sort compares hundreds): without leading zeros,
    // the longer is the larger, and of two as long the text decides.
    const x = a.replace(LEADING_ZEROS, ""),
      y = b.replace(LEADING_ZEROS, "");
    if (x.length !== y.length) return x.length < y.length ? -1 : 1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na !== nb) return na ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A Truth Social id shifted right by 16 bits is its creation time in ms. */
export function snowflakeTime(id: string): number | undefined {
  if (!/^\d{15,20}$/.test(id)) return undefined;
  return Number(BigInt(id) >> 16n);
}
