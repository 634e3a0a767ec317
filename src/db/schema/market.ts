import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { alerts } from "./posts.ts";

/**
 * The market's reaction after each alert (src/market/). A watch is one (alert, symbol): the
 * alert's instruments and the broad market, what the provider calls it, and how far its bars
 * have been read; a reaction is one horizon's move once it is known. Rows are written as the
 * job reads bars, so a restart resumes from the watches still open.
 */
export const WATCH_STATUSES = ["watching", "done", "skipped"] as const;
export const marketWatches = sqliteTable(
  "market_watches",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    symbol: text().notNull(), // as the analysis names it (EUR, EWJ, SPY)
    role: text({ enum: ["instrument", "market"] }).notNull(),
    direction: text({ enum: ["up", "down", "unclear"] }),
    provider: text().notNull(), // yahoo | alpaca
    providerSymbol: text("provider_symbol"), // EURUSD=X; null when the provider lacks it
    // The quote is units per dollar (JPY=X): the currency's own move is the inverse.
    invert: integer({ mode: "boolean" }).notNull().default(false),
    granularity: text().notNull(), // 1m | 5m | 1d: the finest the provider still kept
    postedAt: integer("posted_at").notNull(),
    status: text({ enum: WATCH_STATUSES }).notNull(),
    reason: text(), // why skipped, or the last error while watching
    coveredTo: integer("covered_to"), // bars are read up to here
    lookedBack: integer("looked_back", { mode: "boolean" }).notNull().default(false),
    failures: integer().notNull().default(0),
    nextTryAt: integer("next_try_at").notNull(),
    // An instrument's β against SPY and the flat band its calls are scored with (src/market/beta.ts),
    // set on its first read; flatPct null: not decided yet; beta null: unknown (1 is used).
    beta: real(),
    flatPct: real("flat_pct"),
    // The move from 15 minutes before the post to the post (a leak, or a move already under way);
    // null when no recent price at either end. Decided once, with the first horizon written.
    prePct: real("pre_pct"),
    preKnown: integer("pre_known", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.symbol] }),
    index("market_watches_due_idx").on(t.status, t.nextTryAt),
    // The bar pruner asks, per bar, whether some alert's chart window holds it (src/market/prune.ts).
    index("market_watches_chart_idx").on(t.providerSymbol, t.postedAt),
  ],
);

export const HORIZONS = ["1m", "5m", "15m", "60m", "close", "post", "open"] as const;
export type Horizon = (typeof HORIZONS)[number];
export const REACTION_STATUSES = ["ok", "no-bar", "too-coarse"] as const;

export const marketReactions = sqliteTable(
  "market_reactions",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    symbol: text().notNull(),
    horizon: text({ enum: HORIZONS }).notNull(),
    status: text({ enum: REACTION_STATUSES }).notNull(),
    reason: text(), // for no-bar: e.g. "market closed at +15 min"
    fromPrice: real("from_price"),
    fromAt: integer("from_at"),
    toPrice: real("to_price"),
    toAt: integer("to_at"),
    pct: real(), // the instrument's own move (a currency against the dollar)
    agreement: text({ enum: ["agree", "disagree", "flat"] }), // 15m and close, where a direction was given
    // The move beyond the market: pct − β × the market's move (SPY's, or ES=F's when SPY had no
    // price) over the same horizon. marketRef says which was used: null not decided yet, "none"
    // when neither had a price then (abnormalPct stays null: nothing invented).
    abnormalPct: real("abnormal_pct"),
    marketPct: real("market_pct"),
    marketRef: text("market_ref"),
    granularity: text().notNull(),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.symbol, t.horizon] }), index("market_reactions_fetched_idx").on(t.fetchedAt)],
);

/**
 * Per provider symbol and Eastern date, the daily closes of the 20 sessions before it, read once
 * that day and shared by every alert of the day (src/market/beta.ts): SPY's, for the regression,
 * and each instrument's with its β against SPY and the σ of its daily returns (null: too few).
 */
export const marketDaily = sqliteTable(
  "market_daily",
  {
    provider: text().notNull(),
    symbol: text().notNull(), // the provider's symbol
    day: text().notNull(), // YYYY-MM-DD, Eastern: the sessions before this date
    closes: text({ mode: "json" }).$type<{ d: string; c: number }[]>().notNull(),
    beta: real(),
    sigmaPct: real("sigma_pct"),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.symbol, t.day] })],
);

/** Bars read from the provider, kept for the per-alert chart and so a range is read once. */
export const marketBars = sqliteTable(
  "market_bars",
  {
    provider: text().notNull(),
    symbol: text().notNull(), // the provider's symbol
    granularity: text().notNull(),
    t: integer().notNull(),
    close: real().notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.symbol, t.granularity, t.t] })],
);

/**
 * What an alert called, frozen when its watches are opened (within a tick of the alert for a live
 * one), so the track record never follows a later re-analysis: its impact, category and analyzer,
 * whether subscribers were alerted (live) or the post was back-filled, and its primary call (the
 * analysis's first instrument and its direction). The other instruments' directions are frozen on
 * their watches.
 */
export const marketCalls = sqliteTable("market_calls", {
  alertId: integer("alert_id")
    .primaryKey()
    .references(() => alerts.id, { onDelete: "cascade" }),
  impact: text().notNull(),
  category: text().notNull(),
  analyzer: text().notNull(),
  live: integer({ mode: "boolean" }).notNull(),
  primarySymbol: text("primary_symbol"),
  primaryDirection: text("primary_direction", { enum: ["up", "down", "unclear"] }),
  frozenAt: integer("frozen_at").notNull(),
});
