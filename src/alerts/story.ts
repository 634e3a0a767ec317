import { and, asc, between, eq, exists, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { boundParam, placeholders, preparedOn, preparedSet } from "../db/prepared.ts";
import type { Store, StoreDb, StoreTables } from "../db/store.ts";

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

/** Whether a normalised text (its words apart by one space) has at most `n` words: counted up to there, not split. */
function atMostWords(text: string, n: number) {
  let spaces = 0;
  for (let i = text.indexOf(" "); i >= 0; i = text.indexOf(" ", i + 1)) if (++spaces >= n) return false;
  return true;
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
  const shared = atMostWords(text, LINK_SHARE_WORDS);
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
 * handle it is given: the caller's transaction.
 *
 * The keys are read first, alone: most posts repeat nothing, and a query that also opened the
 * posts, alerts and analyses cost several times as much to find no row. Only a key that matches
 * is checked. A matching original judged without an alert can be joined by nothing: its key is
 * dropped then, so a text posted again and again without an alert is one key, not one per copy
 * to check each time; `remember` brings the keys back if a re-judgement alerts on it.
 */
export function createStories(store: Store) {
  const { find, on } = storyStatements(store.tables);
  const hashesOf = (post: { id: string; content: string }) => storyKeys(post).map((k) => Bun.hash(k).toString(36));
  /** The story's first post: the earliest, ties by id. */
  const byStart = (a: { id: string; at: number }, b: { id: string; at: number }) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  /** Records a post as a repeat of its story's first post (returning that post's id), or as a first post (null). */
  async function join(t: StoreDb, post: { id: string; content: string; createdAt: number; seenAt: number; backfilled: boolean }): Promise<string | null> {
    const hashes = hashesOf(post);
    if (hashes.length === 0) return null;
    const at = post.backfilled ? post.createdAt : post.seenAt;
    const q = on(t);
    const found = await find(t, hashes.length).execute({
      ...hashParams(hashes),
      backfilled: post.backfilled,
      from: at - STORY_WINDOW_MS,
      to: at,
      postId: post.id,
    });
    for (const key of found.sort(byStart)) {
      const [joinable] = await q.joinable.execute({ id: key.id });
      if (joinable) {
        await q.mark.execute({ of: key.id, id: post.id });
        return key.id;
      }
      await q.drop.execute({ hash: key.hash, postId: key.id });
    }
    // SQLite's INSERT OR IGNORE, as drizzle writes it for each dialect (ON CONFLICT DO NOTHING).
    for (const hash of hashes) await q.insert.execute({ hash, postId: post.id, at, backfilled: post.backfilled });
    return null;
  }

  return {
    join,
    /** An original alerted: its keys, back if a repeat found it judged without an alert and dropped them. */
    async remember(t: StoreDb, post: { id: string; content: string }) {
      const hashes = hashesOf(post);
      if (hashes.length === 0) return;
      const q = on(t);
      // As `join` stores them, counted from the stored post (a re-judgement passes every post as back-filled).
      const [row] = await q.postTimes.execute({ id: post.id });
      if (!row) return;
      const at = row.backfilled ? row.createdAt : row.seenAt;
      for (const hash of hashes) await q.insert.execute({ hash, postId: post.id, at, backfilled: row.backfilled });
    },
  };
}

const hashParams = (hashes: string[]) => Object.fromEntries(hashes.map((h, i) => [`h${i}`, h]));

/**
 * The stories' statements, prepared once per connection (on PostgreSQL, per transaction): a post
 * runs several of them, and building each with drizzle and compiling it in SQLite on every call
 * cost more than running it. One definition serves both stores.
 */
function storyStatements(tables: Pick<StoreTables, "storyKeys" | "posts" | "alerts" | "analyses">) {
  const { storyKeys: keys, posts, alerts, analyses } = tables;
  const at = sql.placeholder;
  // The lookup takes one placeholder per key: one statement per count of keys (one to a few).
  const find = (t: StoreDb, n: number) =>
    t
      .select({ id: keys.postId, at: keys.at, hash: keys.hash })
      .from(keys)
      .where(
        and(
          inArray(
            keys.hash,
            Array.from({ length: n }, (_, i) => at(`h${i}`)),
          ),
          eq(keys.backfilled, boundParam("backfilled", keys.backfilled)),
          between(keys.at, boundParam("from", keys.at), boundParam("to", keys.at)),
          ne(keys.postId, at("postId")),
        ),
      )
      .prepare(`story_keys_find_${n}`);
  const finders = preparedOn((_t: StoreDb) => new Map<number, ReturnType<typeof find>>());
  const statements = preparedSet({
    joinable: (t: StoreDb) =>
      t
        .select({ x: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.id, at("id")),
            isNull(posts.duplicateOf),
            or(
              exists(t.select({ x: alerts.id }).from(alerts).where(eq(alerts.postId, posts.id))),
              notExists(t.select({ x: analyses.postId }).from(analyses).where(eq(analyses.postId, posts.id))),
            ),
          ),
        )
        .limit(1)
        .prepare("story_joinable"),
    mark: (t: StoreDb) =>
      t
        .update(posts)
        .set({ duplicateOf: boundParam("of", posts.duplicateOf) })
        .where(eq(posts.id, at("id")))
        .prepare("story_mark"),
    drop: (t: StoreDb) =>
      t
        .delete(keys)
        .where(and(eq(keys.hash, at("hash")), eq(keys.postId, at("postId"))))
        .prepare("story_keys_drop"),
    insert: (t: StoreDb) =>
      t
        .insert(keys)
        .values(placeholders(keys, ["hash", "postId", "at", "backfilled"]))
        .onConflictDoNothing()
        .prepare("story_keys_insert"),
    postTimes: (t: StoreDb) =>
      t
        .select({ createdAt: posts.createdAt, seenAt: posts.seenAt, backfilled: posts.backfilled })
        .from(posts)
        .where(eq(posts.id, at("id")))
        .prepare("story_post_times"),
  });
  return {
    /** The lookup for `n` keys on `t`. */
    find(t: StoreDb, n: number) {
      const made = finders(t);
      let f = made.get(n);
      if (!f) made.set(n, (f = find(t, n)));
      return f;
    },
    on: statements,
  };
}

/** A later post of the same story, shown on its alert as "also posted at …". */
export interface AlsoPosted {
  postId: string;
  postedAt: number;
  url: string | null;
}

/** The repeats of the listed first posts, oldest first, in one query, on either store. */
export async function alsoPostedIn(db: StoreDb, tables: Pick<StoreTables, "posts">, postIds: string[]): Promise<Map<string, AlsoPosted[]>> {
  const out = new Map<string, AlsoPosted[]>();
  if (postIds.length === 0) return out;
  const { posts } = tables;
  const rows = await db
    .select({ postId: posts.id, postedAt: posts.createdAt, url: posts.url, of: posts.duplicateOf })
    .from(posts)
    .where(inArray(posts.duplicateOf, postIds))
    .orderBy(asc(posts.createdAt), asc(posts.id));
  for (const { of, ...r } of rows) out.set(of!, [...(out.get(of!) ?? []), r]);
  return out;
}
