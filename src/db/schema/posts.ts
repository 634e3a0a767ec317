import type { Category, Instrument } from "../../analysis/analyzer.ts";
import { sqliteTable, integer, text, real, index, primaryKey, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

export const IMPACTS = ["High", "Medium", "Low", "None"] as const;
export type Impact = (typeof IMPACTS)[number];

/** One post, whichever source saw it first; deduplicated on the original Truth Social id. */
export const posts = sqliteTable(
  "posts",
  {
    id: text().primaryKey(), // the original post id (Truth Social id, or the source's own)
    source: text().notNull(), // truthsocial | rss | archive | replay | import
    account: text().notNull(),
    createdAt: integer("created_at").notNull(), // when it was posted
    seenAt: integer("seen_at").notNull(), // when Squawk first fetched it
    content: text().notNull(), // faithful plain text
    url: text(),
    media: text({ mode: "json" }).$type<string[]>().notNull().default([]),
    isRepost: integer("is_repost", { mode: "boolean" }).notNull().default(false),
    // Stored without alerting: a back-fill on first run or after a long outage.
    backfilled: integer({ mode: "boolean" }).notNull().default(false),
    // A repost, quote or copy of a story already alerted on (or being judged) within 24 hours:
    // the first post's id. It joins that alert ("also posted at …") instead of making its own.
    duplicateOf: text("duplicate_of").references((): AnySQLiteColumn => posts.id, { onDelete: "set null" }),
  },
  // seen_at: the posts a free viewer may not count yet (the last freeDelayMinutes of them).
  (t) => [index("posts_created_idx").on(t.createdAt), index("posts_seen_idx").on(t.seenAt), index("posts_duplicate_of_idx").on(t.duplicateOf)],
);

export const analyses = sqliteTable(
  "analyses",
  {
    postId: text("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    relevant: integer({ mode: "boolean" }).notNull(),
    impact: text({ enum: IMPACTS }).notNull(),
    tariff: integer({ mode: "boolean" }).notNull(),
    // What the post is about (the alert's label); see CATEGORIES in analysis/analyzer.ts.
    category: text().$type<Category>().notNull().default("markets"),
    sectors: text({ mode: "json" }).$type<string[]>().notNull(),
    tickers: text({ mode: "json" }).$type<string[]>().notNull(),
    instruments: text({ mode: "json" }).$type<Instrument[]>().notNull().default([]),
    summary: text().notNull(),
    marketAnalysis: text("market_analysis").notNull(),
    tradingIdeas: text("trading_ideas", { mode: "json" }).$type<string[]>().notNull(),
    analyzer: text().notNull(), // rules | llm
    // The calibrated probability of `impact` (analysis/score/); null for a model's answer or an analysis made before it.
    confidence: real(),
    // score | rules | llm: which judged the impact.
    judgedBy: text("judged_by"),
    model: text(),
    // Set when the llm analyzer failed and rules answered instead; says why.
    fallbackReason: text("fallback_reason"),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    costUsd: real("cost_usd").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    analyzedAt: integer("analyzed_at").notNull(),
  },
  (t) => [index("analyses_analyzed_idx").on(t.analyzedAt)],
);

/** One alert per relevant post at or above the minimum impact, written with its analysis. */
export const alerts = sqliteTable(
  "alerts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    postId: text("post_id")
      .notNull()
      .unique()
      .references(() => posts.id, { onDelete: "cascade" }),
    impact: text({ enum: IMPACTS }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("alerts_created_idx").on(t.createdAt)],
);

/**
 * Analyses counted by the hour of their post and by verdict, kept up to date by triggers as
 * analyses are written (migration post_stats_triggers), so /api/stats sums a few thousand rows
 * instead of reading every post.
 */
export const postStats = sqliteTable(
  "post_stats",
  {
    hour: integer().notNull(), // the post's created_at, floored to the UTC hour (ms)
    impact: text({ enum: IMPACTS }).notNull(),
    relevant: integer({ mode: "boolean" }).notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.relevant, t.hour, t.impact] })],
);

/**
 * The newest changes to post_stats, one row per counted analysis added (n 1) or taken away (n -1),
 * written by triggers beside post_stats's own (the newest 10,000 kept). /api/stats adds those
 * since it last summed instead of summing post_stats again: ~166,000 rows, 100-600 ms at a million
 * (that full sum, still needed once after start, runs in chunks: alerts/stats.ts).
 */
export const postStatsChanges = sqliteTable("post_stats_changes", {
  id: integer().primaryKey(),
  hour: integer().notNull(),
  impact: text({ enum: IMPACTS }).notNull(),
  relevant: integer({ mode: "boolean" }).notNull(),
  n: integer().notNull(),
});

/**
 * One row (id 1), kept by the same triggers: how many posts and analyses there are, and a number
 * that grows whenever an analysis is written, changed or removed (what /api/stats's cache is
 * keyed on). Summing post_stats for the analyses held the admin panel ~25-60 ms at a million.
 */
export const postTotals = sqliteTable("post_totals", {
  id: integer().primaryKey(),
  posts: integer().notNull(),
  analysesVersion: integer("analyses_version").notNull(),
  analyses: integer().notNull().default(0),
});

/**
 * What makes each first post of a story findable (alerts/story.ts): a hash of each of its keys
 * (normalised text, quoted post, shared link) and when it counts from (live: first seen;
 * back-filled: posted), so a new post finds its story by an indexed equality, not a scan.
 */
export const storyKeys = sqliteTable(
  "story_keys",
  {
    hash: text().notNull(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    at: integer().notNull(),
    backfilled: integer({ mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.postId] })],
);

/** Each source's cursor and health, so a restart resumes where it left off. */
export const sourceState = sqliteTable("source_state", {
  source: text().primaryKey(),
  cursor: text(),
  etag: text(),
  lastModified: text("last_modified"),
  lastSuccessAt: integer("last_success_at"),
  lastAttemptAt: integer("last_attempt_at"),
  lastPostAt: integer("last_post_at"),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  lastError: text("last_error"),
  nextAttemptAt: integer("next_attempt_at"),
  circuitOpenUntil: integer("circuit_open_until"),
});

export const IMAGE_STATUSES = ["pending", "done", "failed", "video"] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

/**
 * A live post's pictures (up to 4) and the text OCR read from them, kept beside the post so its
 * own words stay as posted. A post with a pending image waits for it before it is analysed;
 * `sha256` is the fetched image's hash (an image met before is not read again); a failure
 * keeps its reason. Videos are listed (the alert says so) but never fetched.
 */
export const postImages = sqliteTable(
  "post_images",
  {
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    url: text().notNull(),
    status: text({ enum: IMAGE_STATUSES }).notNull(),
    sha256: text(),
    text: text(),
    error: text(),
    attempts: integer().notNull().default(0),
    durationMs: integer("duration_ms"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index("post_images_status_idx").on(t.status), index("post_images_sha_idx").on(t.sha256)],
);
