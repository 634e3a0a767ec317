import type { Db } from "../db/index.ts";

/** A repeat joins the first alert within this long of it; later, the story is news again. */
export const STORY_WINDOW_MS = 24 * 60 * 60_000;

// "RT @ NewtGingrich …" (the RSS archive), "RT @WhiteHouse: …" (Truth Social reblogs), "RT: <link>".
const REPOST_PREFIX = /^\s*RT\s*(?:@\s*[\w.]+)?\s*:?\s*/i;
// A Truth Social post named by its link: truthsocial.com/@user/123…, /users/user/statuses/123….
const TRUTH_LINK = /truthsocial\.com\/(?:@|users\/)[\w.]+\/(?:statuses\/|posts\/)?(\d{6,})/gi;
// The archive breaks long links with spaces ("https:// justthenews.com/government/whi te-house/…"):
// a link runs to the end of its line, spaces dropped.
const LINK = /https?:\/\/[^\n]+/gi;
const LINK_SHARE_WORDS = 20;

/** The text a repost or copy shares with its original: no repost prefix, no links, no case or punctuation. */
function normalisedText(content: string) {
  return content
    .replace(REPOST_PREFIX, "")
    .replace(LINK, " ")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function normalisedLink(raw: string) {
  return raw
    .replace(/\s+/g, "")
    .replace(/^https?:\/\/(www\.)?/i, "")
    .replace(/[/.,;:!?)"'’]+$/, "")
    .toLowerCase();
}

/**
 * What makes two posts one story: the same normalised text, the same quoted Truth Social post
 * (its id, or a link to it), or the same link shared with a few words at most. A post with neither text nor link ("RT @ someone"
 * with the quoted words missing, a picture alone) has no keys: it is never called a repeat.
 */
export function storyKeys(post: { id: string; content: string }): string[] {
  const keys = new Set<string>();
  const text = normalisedText(post.content);
  if (text) keys.add(`text:${text}`);
  if (/^\d{6,}$/.test(post.id)) keys.add(`post:${post.id}`);
  for (const m of post.content.matchAll(TRUTH_LINK)) keys.add(`post:${m[1]}`);
  // A link makes the story only in a link share (a headline or a word or two around it): a
  // long post that ends in a link (every endorsement ends in the same voting site) is its text.
  const shared = text.split(" ").filter(Boolean).length <= LINK_SHARE_WORDS;
  for (const m of shared ? post.content.matchAll(LINK) : []) {
    if (/truthsocial\.com\//i.test(m[0])) continue;
    const link = normalisedLink(m[0]);
    if (link.includes("/")) keys.add(`link:${link}`);
  }
  return [...keys];
}

/**
 * The first post of the story a new post repeats, if any: an original (itself no repeat) that
 * made an alert within the last 24 hours, or that is still being judged (so two copies seen
 * together make one alert). Live posts count from when they were first seen; back-filled ones
 * (an import, a first run) from when they were posted, so one story is one row there too. Each
 * original's keys are stored hashed (story_keys): the lookup is an indexed equality. Runs on the
 * connection, inside the caller's transaction (bun:sqlite is synchronous).
 */
export function createStories(db: Db) {
  const client = db.$client;
  const find = (n: number) =>
    client.prepare<{ id: string }, (string | number)[]>(
      // The post itself is read last (CROSS JOIN keeps SQLite to this order): the keys of a text
      // posted again and again without an alert are many, and most are ruled out by the two
      // covering indexes first; reading each post's row first cost half the lookup.
      `SELECT k.post_id AS id FROM story_keys k
       LEFT JOIN alerts a ON a.post_id = k.post_id
       LEFT JOIN analyses n ON n.post_id = k.post_id
       CROSS JOIN posts p ON p.id = k.post_id
       WHERE k.hash IN (${Array(n).fill("?").join(",")}) AND k.backfilled = ? AND k.at BETWEEN ? AND ? AND k.post_id <> ?
         AND p.duplicate_of IS NULL AND (a.id IS NOT NULL OR n.post_id IS NULL)
       ORDER BY k.at, k.post_id LIMIT 1`,
    );
  const finders = new Map<number, ReturnType<typeof find>>();
  const mark = client.prepare<unknown, [string, string]>("UPDATE posts SET duplicate_of = ? WHERE id = ?");
  const remember = client.prepare<unknown, [string, string, number, number]>(
    "INSERT OR IGNORE INTO story_keys (hash, post_id, at, backfilled) VALUES (?, ?, ?, ?)",
  );

  /** Records a post as a repeat of its story's first post (returning that post's id), or as a first post (null). */
  function join(post: { id: string; content: string; createdAt: number; backfilled: boolean }, now: number): string | null {
    const hashes = storyKeys(post).map((k) => Bun.hash(k).toString(36));
    if (hashes.length === 0) return null;
    const at = post.backfilled ? post.createdAt : now;
    if (!finders.has(hashes.length)) finders.set(hashes.length, find(hashes.length));
    const first = finders.get(hashes.length)!.get(...hashes, post.backfilled ? 1 : 0, at - STORY_WINDOW_MS, at, post.id);
    if (first) {
      mark.run(first.id, post.id);
      return first.id;
    }
    for (const h of hashes) remember.run(h, post.id, at, post.backfilled ? 1 : 0);
    return null;
  }

  return { join };
}

/** A later post of the same story, shown on its alert as "also posted at …". */
export interface AlsoPosted {
  postId: string;
  postedAt: number;
  url: string | null;
}

/** The repeats of the listed first posts, oldest first, in one query. */
export function alsoPostedOf(db: Db, postIds: string[]): Map<string, AlsoPosted[]> {
  const out = new Map<string, AlsoPosted[]>();
  if (postIds.length === 0) return out;
  const rows = db.$client
    .prepare<{ postId: string; postedAt: number; url: string | null; of: string }, string[]>(
      `SELECT id AS postId, created_at AS postedAt, url, duplicate_of AS "of" FROM posts
       WHERE duplicate_of IN (${postIds.map(() => "?").join(",")}) ORDER BY created_at, id`,
    )
    .all(...postIds);
  for (const { of, ...r } of rows) out.set(of, [...(out.get(of) ?? []), r]);
  return out;
}
