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
  return content.replace(REPOST_PREFIX, "").replace(LINK, " ").normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

function normalisedLink(raw: string) {
  return raw.replace(/\s+/g, "").replace(/^https?:\/\/(www\.)?/i, "").replace(/[/.,;:!?)"'’]+$/, "").toLowerCase();
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
 * The first post of the story a new live post repeats, if any: a live original (itself no
 * repeat) that made an alert within the last 24 hours, or that is still being judged (so two
 * copies seen together make one alert). Runs on the connection, inside the caller's
 * transaction when there is one (bun:sqlite is synchronous: it sees the rows stored so far).
 */
export function createStories(db: Db) {
  const candidates = db.$client.prepare<{ id: string; content: string }, [string, number]>(
    `SELECT p.id, p.content FROM posts p
     LEFT JOIN alerts a ON a.post_id = p.id
     LEFT JOIN analyses n ON n.post_id = p.id
     WHERE p.id <> ? AND p.backfilled = 0 AND p.duplicate_of IS NULL
       AND (a.id IS NOT NULL OR n.post_id IS NULL)
       AND coalesce(a.created_at, p.seen_at) >= ?
     ORDER BY coalesce(a.created_at, p.seen_at), p.id`,
  );
  // Back-filled posts (an import, a first run) are one story by when they were posted: their
  // alert rows are the record the dashboard shows, and one story is one row there too.
  const backfilled = db.$client.prepare<{ id: string; content: string }, [string, number, number]>(
    `SELECT p.id, p.content FROM posts p
     LEFT JOIN alerts a ON a.post_id = p.id
     LEFT JOIN analyses n ON n.post_id = p.id
     WHERE p.id <> ? AND p.backfilled = 1 AND p.duplicate_of IS NULL
       AND (a.id IS NOT NULL OR n.post_id IS NULL)
       AND p.created_at BETWEEN ? AND ?
     ORDER BY p.created_at, p.id`,
  );
  const mark = db.$client.prepare<unknown, [string, string]>("UPDATE posts SET duplicate_of = ? WHERE id = ?");

  /** Records a post as a repeat of its story's first post; returns that post's id, or null. */
  function join(post: { id: string; content: string; createdAt: number; backfilled: boolean }, now: number): string | null {
    const mine = new Set(storyKeys(post));
    if (mine.size === 0) return null;
    const earlier = post.backfilled ? backfilled.all(post.id, post.createdAt - STORY_WINDOW_MS, post.createdAt) : candidates.all(post.id, now - STORY_WINDOW_MS);
    for (const c of earlier) {
      if (storyKeys(c).some((k) => mine.has(k))) {
        mark.run(c.id, post.id);
        return c.id;
      }
    }
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
