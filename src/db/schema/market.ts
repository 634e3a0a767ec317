import { col, index, primaryKey, table, uniqueIndex } from "../dialect/index.ts";
import { alerts } from "./posts.ts";

/**
 * The market's reaction after each alert (src/market/). A watch is one (alert, symbol): the
 * alert's instruments and the broad market, what the provider calls it, and how far its bars
 * have been read; a reaction is one horizon's move once it is known. Rows are written as the
 * job reads bars, so a restart resumes from the watches still open.
 */
export const WATCH_STATUSES = ["watching", "done", "skipped"] as const;
export const marketWatches = table(
  "market_watches",
  {
    alertId: col
      .int("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    symbol: col.text().notNull(), // as the analysis names it (EUR, EWJ, SPY)
    role: col.text({ enum: ["instrument", "market"] }).notNull(),
    direction: col.text({ enum: ["up", "down", "unclear"] }),
    provider: col.text().notNull(), // yahoo | alpaca
    providerSymbol: col.text("provider_symbol"), // EURUSD=X; null when the provider lacks it
    // The quote is units per dollar (JPY=X): the currency's own move is the inverse.
    invert: col.bool().notNull().default(false),
    granularity: col.text().notNull(), // 1m | 5m | 1d: the finest the provider still kept
    postedAt: col.time("posted_at").notNull(),
    status: col.text({ enum: WATCH_STATUSES }).notNull(),
    reason: col.text(), // why skipped, or the last error while watching
    coveredTo: col.time("covered_to"), // bars are read up to here
    lookedBack: col.bool("looked_back").notNull().default(false),
    failures: col.int().notNull().default(0),
    nextTryAt: col.time("next_try_at").notNull(),
    // An instrument's β against SPY and the flat band its calls are scored with (src/market/beta.ts),
    // set on its first read; flatPct null: not decided yet; beta null: unknown (1 is used).
    beta: col.real(),
    flatPct: col.real("flat_pct"),
    // The move from 15 minutes before the post to the post (a leak, or a move already under way);
    // null when no recent price at either end. Decided once, with the first horizon written.
    prePct: col.real("pre_pct"),
    preKnown: col.bool("pre_known").notNull().default(false),
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

export const marketReactions = table(
  "market_reactions",
  {
    // Insertion order, the "written since" cursor of the streams and the alert lists' stamp
    // (src/market/view.ts). SQLite's rowid was that cursor; PostgreSQL has none, and the key
    // (alert, symbol, horizon) is not insertion order. An identity on both (AUTOINCREMENT on
    // SQLite: never reused, so a cursor never skips a row written after a deleted newest one).
    seq: col.id(),
    alertId: col
      .int("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    symbol: col.text().notNull(),
    horizon: col.text({ enum: HORIZONS }).notNull(),
    status: col.text({ enum: REACTION_STATUSES }).notNull(),
    reason: col.text(), // for no-bar: e.g. "market closed at +15 min"
    fromPrice: col.real("from_price"),
    fromAt: col.time("from_at"),
    toPrice: col.real("to_price"),
    toAt: col.time("to_at"),
    pct: col.real(), // the instrument's own move (a currency against the dollar)
    agreement: col.text({ enum: ["agree", "disagree", "flat"] }), // 15m and close, where a direction was given
    // The move beyond the market: pct − β × the market's move (SPY's, or ES=F's when SPY had no
    // price) over the same horizon. marketRef says which was used: null not decided yet, "none"
    // when neither had a price then (abnormalPct stays null: nothing invented).
    abnormalPct: col.real("abnormal_pct"),
    marketPct: col.real("market_pct"),
    marketRef: col.text("market_ref"),
    granularity: col.text().notNull(),
    fetchedAt: col.time("fetched_at").notNull(),
  },
  (t) => [uniqueIndex("market_reactions_alert_symbol_horizon_idx").on(t.alertId, t.symbol, t.horizon), index("market_reactions_fetched_idx").on(t.fetchedAt)],
);

/**
 * Per provider symbol and Eastern date, the daily closes of the 20 sessions before it, read once
 * that day and shared by every alert of the day (src/market/beta.ts): SPY's, for the regression,
 * and each instrument's with its β against SPY and the σ of its daily returns (null: too few).
 */
export const marketDaily = table(
  "market_daily",
  {
    provider: col.text().notNull(),
    symbol: col.text().notNull(), // the provider's symbol
    day: col.text().notNull(), // YYYY-MM-DD, Eastern: the sessions before this date
    closes: col.json().$type<{ d: string; c: number }[]>().notNull(),
    beta: col.real(),
    sigmaPct: col.real("sigma_pct"),
    fetchedAt: col.time("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.symbol, t.day] })],
);

/** Bars read from the provider, kept for the per-alert chart and so a range is read once. */
export const marketBars = table(
  "market_bars",
  {
    provider: col.text().notNull(),
    symbol: col.text().notNull(), // the provider's symbol
    granularity: col.text().notNull(),
    t: col.time().notNull(),
    close: col.real().notNull(),
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
export const marketCalls = table("market_calls", {
  alertId: col
    .int("alert_id")
    .primaryKey()
    .references(() => alerts.id, { onDelete: "cascade" }),
  impact: col.text().notNull(),
  category: col.text().notNull(),
  analyzer: col.text().notNull(),
  live: col.bool().notNull(),
  primarySymbol: col.text("primary_symbol"),
  primaryDirection: col.text("primary_direction", { enum: ["up", "down", "unclear"] }),
  frozenAt: col.time("frozen_at").notNull(),
});
