import type { Category, Instrument } from "../../analysis/index.ts";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { col, index, primaryKey, table } from "../dialect/index.ts";

export const IMPACTS = ["High", "Medium", "Low", "None"] as const;
export type Impact = (typeof IMPACTS)[number];

/** One post, whichever source saw it first; deduplicated on the original Truth Social id. */
export const posts = table(
  "posts",
  {
    id: col.text().primaryKey(), // the original post id (Truth Social id, or the source's own)
    source: col.text().notNull(), // truthsocial | rss | archive | replay | import
    account: col.text().notNull(),
    createdAt: col.time("created_at").notNull(), // when it was posted
    seenAt: col.time("seen_at").notNull(), // when Squawk first fetched it
    content: col.text().notNull(), // faithful plain text
    url: col.text(),
    media: col.json().$type<string[]>().notNull().default([]),
    isRepost: col.bool("is_repost").notNull().default(false),
    // Stored without alerting: a back-fill on first run or after a long outage.
    backfilled: col.bool().notNull().default(false),
    // A repost, quote or copy of a story already alerted on (or being judged) within 24 hours:
    // the first post's id. It joins that alert ("also posted at …") instead of making its own.
    duplicateOf: col.text("duplicate_of").references((): AnySQLiteColumn => posts.id, { onDelete: "set null" }),
  },
  // seen_at: the posts a free viewer may not count yet (the last freeDelayMinutes of them).
  (t) => [index("posts_created_idx").on(t.createdAt), index("posts_seen_idx").on(t.seenAt), index("posts_duplicate_of_idx").on(t.duplicateOf)],
);

export const analyses = table(
  "analyses",
  {
    postId: col
      .text("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    relevant: col.bool().notNull(),
    impact: col.text({ enum: IMPACTS }).notNull(),
    tariff: col.bool().notNull(),
    // What the post is about (the alert's label); see CATEGORIES in analysis/analyzer.ts.
    category: col.text().$type<Category>().notNull().default("markets"),
    sectors: col.json().$type<string[]>().notNull(),
    tickers: col.json().$type<string[]>().notNull(),
    instruments: col.json().$type<Instrument[]>().notNull().default([]),
    summary: col.text().notNull(),
    marketAnalysis: col.text("market_analysis").notNull(),
    tradingIdeas: col.json("trading_ideas").$type<string[]>().notNull(),
    analyzer: col.text().notNull(), // rules | llm
    // The calibrated probability of `impact` (analysis/score/); null for a model's answer or an analysis made before it.
    confidence: col.real(),
    // score | rules | llm: which judged the impact.
    judgedBy: col.text("judged_by"),
    model: col.text(),
    // Set when the llm analyzer failed and rules answered instead; says why.
    fallbackReason: col.text("fallback_reason"),
    promptTokens: col.int("prompt_tokens").notNull().default(0),
    completionTokens: col.int("completion_tokens").notNull().default(0),
    costUsd: col.real("cost_usd").notNull().default(0),
    durationMs: col.int("duration_ms").notNull().default(0),
    analyzedAt: col.time("analyzed_at").notNull(),
  },
  (t) => [index("analyses_analyzed_idx").on(t.analyzedAt)],
);

/** One alert per relevant post at or above the minimum impact, written with its analysis. */
export const alerts = table(
  "alerts",
  {
    id: col.id(),
    postId: col
      .text("post_id")
      .notNull()
      .unique()
      .references(() => posts.id, { onDelete: "cascade" }),
    impact: col.text({ enum: IMPACTS }).notNull(),
    createdAt: col.time("created_at").notNull(),
  },
  (t) => [index("alerts_created_idx").on(t.createdAt)],
);

/**
 * Analyses counted by the hour of their post and by verdict, kept up to date by triggers as
 * analyses are written (migration post_stats_triggers), so /api/stats sums a few thousand rows
 * instead of reading every post.
 */
export const postStats = table(
  "post_stats",
  {
    hour: col.time().notNull(), // the post's created_at, floored to the UTC hour (ms)
    impact: col.text({ enum: IMPACTS }).notNull(),
    relevant: col.bool().notNull(),
    n: col.int().notNull(),
  },
  (t) => [primaryKey({ columns: [t.relevant, t.hour, t.impact] })],
);

/**
 * The newest changes to post_stats, one row per counted analysis added (n 1) or taken away (n -1),
 * written by triggers beside post_stats's own (the newest 10,000 kept). /api/stats adds those
 * since it last summed instead of summing post_stats again: ~166,000 rows, 100-600 ms at a million
 * (that full sum, still needed once after start, runs in chunks: alerts/stats.ts).
 */
export const postStatsChanges = table("post_stats_changes", {
  id: col.rowid(),
  hour: col.time().notNull(),
  impact: col.text({ enum: IMPACTS }).notNull(),
  relevant: col.bool().notNull(),
  n: col.int().notNull(),
});

/**
 * One row (id 1), kept by the same triggers: how many posts and analyses there are, and a number
 * that grows whenever an analysis is written, changed or removed (what /api/stats's cache is
 * keyed on). Summing post_stats for the analyses held the admin panel ~25-60 ms at a million.
 */
export const postTotals = table("post_totals", {
  id: col.int().primaryKey(),
  posts: col.int().notNull(),
  analysesVersion: col.int("analyses_version").notNull(),
  analyses: col.int().notNull().default(0),
});

/**
 * What makes each first post of a story findable (alerts/story.ts): a hash of each of its keys
 * (normalised text, quoted post, shared link) and when it counts from (live: first seen;
 * back-filled: posted), so a new post finds its story by an indexed equality, not a scan.
 */
export const storyKeys = table(
  "story_keys",
  {
    hash: col.text().notNull(),
    postId: col
      .text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    at: col.time().notNull(),
    backfilled: col.bool().notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.postId] })],
);

/** Each source's cursor and health, so a restart resumes where it left off. */
export const sourceState = table("source_state", {
  source: col.text().primaryKey(),
  cursor: col.text(),
  etag: col.text(),
  lastModified: col.text("last_modified"),
  lastSuccessAt: col.time("last_success_at"),
  lastAttemptAt: col.time("last_attempt_at"),
  lastPostAt: col.time("last_post_at"),
  consecutiveFailures: col.int("consecutive_failures").notNull().default(0),
  lastError: col.text("last_error"),
  nextAttemptAt: col.time("next_attempt_at"),
  circuitOpenUntil: col.time("circuit_open_until"),
});

export const IMAGE_STATUSES = ["pending", "done", "failed", "video"] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

/**
 * A live post's pictures (up to 4) and the text OCR read from them, kept beside the post so its
 * own words stay as posted. A post with a pending image waits for it before it is analysed;
 * `sha256` is the fetched image's hash (an image met before is not read again); a failure
 * keeps its reason. Videos are listed (the alert says so) but never fetched.
 */
export const postImages = table(
  "post_images",
  {
    postId: col
      .text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: col.int().notNull(),
    url: col.text().notNull(),
    status: col.text({ enum: IMAGE_STATUSES }).notNull(),
    sha256: col.text(),
    text: col.text(),
    error: col.text(),
    attempts: col.int().notNull().default(0),
    durationMs: col.int("duration_ms"),
    updatedAt: col.time("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index("post_images_status_idx").on(t.status), index("post_images_sha_idx").on(t.sha256)],
);
