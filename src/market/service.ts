import { and, asc, count, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import type { Store, StoreTables } from "../db/store.ts";
import { emit } from "../delivery/index.ts";
import type { Logger } from "../log.ts";
import { cleanBars, limiter } from "./bar-checks.ts";
import { GRANULARITY_MS, MarketDataError, MAX_RETRY_AFTER_MS, type Bar, type Granularity, type MarketData } from "./market-data.ts";
import { beyondMarket, createAbnormal, decideAbnormal, decidePre } from "./abnormal.ts";
import { agreement, baseAt, evaluate, FLAT_PCT, GIVE_UP_MS, LOOKBACK_MS, movePct, READ_BEFORE_MS, type Outcome } from "./reaction.ts";
import { createBarPruner } from "./prune.ts";
import { freezeCall } from "./track-record.ts";
import { inRegularHours } from "./sessions.ts";
import { broadMarket, instrumentSymbol, providerSymbol } from "./symbols.ts";
import { watchBars } from "./view.ts";
import { timeParam, within } from "./on-store.ts";
import { createBarStore } from "./bar-store.ts";

type Watch = StoreTables["marketWatches"]["$inferSelect"];
const MIN = 60_000;
/** Symbols read at once in one pass: one slow answer does not hold the rest. */
const READS_AT_ONCE = 4;
/** A failing symbol is read again after 5 s, doubling up to this. */
const MAX_BACKOFF_MS = 2 * MIN;
/** "Not found" this many times, while other symbols are read fine, skips the watch. */
const NOT_FOUND_STRIKES = 3;
/** Failures in a row (about 13 minutes of them, with the back-off) before a watch past GIVE_UP_MS is given up. */
const GIVE_UP_FAILURES = 10;
type Read = { through: number; lastBar: number | null };
/** Live alerts are watched for this long after their post; older ones are `squawk reactions`' work. */
const LIVE_WINDOW_MS = 2 * 86_400_000;
/**
 * PostgreSQL: the transaction-scoped advisory lock the market's writers of moves take first, so
 * their seqs commit in order (an identity hands values to concurrent transactions that may commit
 * out of order, and a stream reading `seq > cursor` would skip the lower one for good). SQLite's
 * writers take turns already (BEGIN IMMEDIATE). "mkts": no other feature locks this key.
 */
const MOVES_LOCK = 0x6d6b7473;

/**
 * The reaction job: watches each live alert's instruments and the broad market, reads bars per
 * provider symbol (one request per symbol and range, shared by every alert waiting on it), and
 * writes each horizon's move once it is known. Market data never sits in the pipeline's path:
 * this runs as its own job, and a failing provider only delays the moves.
 */
export function createMarketService(deps: {
  store: Store;
  log: Logger;
  provider: MarketData | null;
  /**
   * Old alerts (`squawk reactions`): the moves are recorded and nobody is told. Otherwise each
   * alert's new moves are announced as an `alert.moves` delivery event in the transaction that
   * writes them, and delivery's events step plans what every channel owes for them.
   */
  quiet?: boolean;
  /** Delivery's events step, woken once moves announced were committed. */
  wakeEvents?: () => void;
  now?: () => number;
}) {
  const { store, provider } = deps;
  const { alerts, analyses, posts, marketBars, marketReactions, marketWatches } = store.tables;
  const log = deps.log.child({ feature: "market" });
  const now = deps.now ?? Date.now;
  const stats = { calls: 0, rateLimited: 0, errors: 0 };
  let pausedUntil = 0;
  const storeBars = createBarStore(store, provider?.name ?? "");
  const abnormal = provider && createAbnormal({ store, provider, log, fetchBars: (...a) => fetchBars(...a), now });
  let pauses = 0;
  /** When a read last succeeded: a "not found" counts against a symbol only while others are found. */
  let lastOkAt = 0;
  /** Per watch, how many "not found" answers came while other symbols were read fine. */
  const notFound = new Map<string, number>();
  const keyOf = (w: Watch) => `${w.alertId}\u0000${w.symbol}`;

  // The job's two reads run every 2 s, mostly to find nothing: prepared once instead of built and
  // compiled on every tick (`squawk reactions`, run by hand, prepares its wider ones per call).
  const unwatched = (liveOnly: boolean) =>
    store.db
      .select({ alertId: alerts.id, postId: posts.id, postedAt: posts.createdAt, instruments: analyses.instruments, tickers: analyses.tickers })
      .from(alerts)
      .innerJoin(posts, eq(posts.id, alerts.postId))
      .innerJoin(analyses, eq(analyses.postId, alerts.postId))
      .leftJoin(marketWatches, eq(marketWatches.alertId, alerts.id))
      .where(and(gte(posts.createdAt, timeParam("since", posts.createdAt)), isNull(marketWatches.alertId), liveOnly ? eq(posts.backfilled, false) : undefined))
      .prepare(liveOnly ? "market_unwatched_live" : "market_unwatched");
  const watching = (all: boolean) =>
    store.db
      .select()
      .from(marketWatches)
      .where(
        and(
          eq(marketWatches.status, "watching"),
          eq(marketWatches.provider, sql.placeholder("provider")),
          all ? undefined : lte(marketWatches.nextTryAt, timeParam("now", marketWatches.nextTryAt)),
        ),
      )
      .prepare(all ? "market_watching" : "market_due");
  const liveUnwatched = unwatched(true);
  const dueWatches = watching(false);

  /** Opens watches for alerts that have none yet: live ones by default, or those `filter` picks. */
  async function plan(opts: { since: number; liveOnly: boolean; exclude?: Set<string> }) {
    if (!provider) return 0;
    const rows = (await (opts.liveOnly ? liveUnwatched : unwatched(false)).execute({ since: opts.since })).filter((r) => !opts.exclude?.has(r.postId));
    if (rows.length === 0) return 0;
    const at = now();
    await store.tx(async (tx) => {
      for (const r of rows) {
        const granularity = provider.finestFor(at - r.postedAt);
        const named = r.instruments.length ? r.instruments : r.tickers.map((symbol) => ({ symbol, direction: "unclear" as const }));
        const symbols = new Map<string, { role: "instrument" | "market"; direction: string | null }>();
        for (const i of named) symbols.set(instrumentSymbol(i.symbol), { role: "instrument", direction: i.direction });
        for (const m of broadMarket(provider.name, inRegularHours(r.postedAt))) if (!symbols.has(m)) symbols.set(m, { role: "market", direction: null });
        // What the alert called, frozen with its watches: the track record never follows a re-analysis.
        await freezeCall(within(store, tx), r.alertId, named[0] ? { symbol: instrumentSymbol(named[0].symbol), direction: named[0].direction } : null, at);
        for (const [symbol, s] of symbols) {
          const mapped = providerSymbol(provider.name, symbol);
          const skipped = !mapped.ok ? mapped.reason : granularity === null ? `${provider.name} keeps no bars this far back` : null;
          await tx
            .insert(marketWatches)
            .values({
              alertId: r.alertId,
              symbol,
              role: s.role,
              direction: s.direction as Watch["direction"],
              provider: provider.name,
              providerSymbol: mapped.ok ? mapped.symbol : null,
              invert: mapped.ok && mapped.invert,
              granularity: granularity ?? "1d",
              postedAt: r.postedAt,
              status: skipped ? "skipped" : "watching",
              reason: skipped,
              nextTryAt: at,
            })
            .onConflictDoNothing();
        }
      }
    });
    return rows.length;
  }

  /** One pass: open new watches, read what is due, write the moves now known. */
  async function tick(): Promise<"skipped" | undefined> {
    if (!provider) return "skipped";
    await plan({ since: now() - LIVE_WINDOW_MS, liveOnly: true });
    return (await fill()) ? undefined : "skipped";
  }

  /**
   * Reads bars for every due watch, grouped by provider symbol, a few symbols at once (each
   * request bounded by the provider's timeout): an alert is settled as soon as its own symbols
   * are read, so a slow or failing symbol holds only the alerts that watch it, for one read.
   * True when anything was read.
   */
  async function fill(opts: { all?: boolean } = {}) {
    if (!provider || now() < pausedUntil) return false;
    const due = await (opts.all ? watching(true) : dueWatches).execute({ provider: provider.name, now: now() });
    if (due.length === 0) return false;
    const groups = new Map<string, Watch[]>();
    for (const w of due) {
      const key = `${w.providerSymbol}\u0000${w.granularity}`;
      groups.set(key, [...(groups.get(key) ?? []), w]);
    }
    const read = new Map<Watch, Read>();
    const limit = limiter(READS_AT_ONCE);
    const reads = new Map<Watch[], Promise<void>>();
    for (const watches of groups.values())
      reads.set(
        watches,
        limit(() => (now() < pausedUntil ? Promise.resolve() : readGroup(watches, read))),
      );
    // Per alert one transaction for all its symbols: channels hear of an alert's new moves once, with the moves.
    const byAlert = new Map<number, { watches: Watch[]; groups: Watch[][] }>();
    for (const watches of groups.values())
      for (const w of watches) {
        const a = byAlert.get(w.alertId) ?? { watches: [], groups: [] };
        a.watches.push(w);
        if (!a.groups.includes(watches)) a.groups.push(watches);
        byAlert.set(w.alertId, a);
      }
    const changed: number[] = [];
    await Promise.all(
      [...byAlert].map(async ([alertId, a]) => {
        await Promise.all(a.groups.map((g) => reads.get(g)));
        const done = a.watches.filter((w) => read.has(w));
        if (done.length && (await settleAlert(alertId, done, read))) changed.push(alertId);
      }),
    );
    if (changed.length && !deps.quiet) deps.wakeEvents?.();
    return true;
  }

  async function readGroup(watches: Watch[], read: Map<Watch, Read>) {
    const { providerSymbol: symbol, granularity } = watches[0]! as Watch & { providerSymbol: string; granularity: Granularity };
    // From the last bar stored (read again: it may have been in progress), so a late bar is read when it comes.
    const from = Math.min(...watches.map((w) => w.coveredTo ?? w.postedAt - READ_BEFORE_MS));
    const to = now();
    try {
      const bars = clean(symbol, granularity, await fetchBars(symbol, from, to, granularity));
      await storeBars(symbol, granularity, bars);
      lastOkAt = now();
      const lastBar = bars.at(-1)?.t ?? null;
      for (const w of watches) if (!w.lookedBack && !(await storedBase(w, baseAt(w.postedAt, granularity)))) await lookBack(w);
      await abnormal!.ensureStats(watches);
      for (const w of watches) {
        notFound.delete(keyOf(w));
        read.set(w, { through: to, lastBar: lastBar === null ? w.coveredTo : Math.max(lastBar, w.coveredTo ?? lastBar) });
      }
    } catch (e) {
      await failed(watches, e);
    }
  }

  const clean = (symbol: string, granularity: Granularity, bars: Bar[]) =>
    cleanBars(bars, granularity, (b, why) => log.warn("market data: price rejected", { symbol, t: new Date(b.t).toISOString(), close: String(b.close), why }));

  /** The market was closed at the post: the base is the last bar before it, maybe days earlier. */
  async function lookBack(w: Watch) {
    const granularity = w.granularity as Granularity;
    const before = await fetchBars(w.providerSymbol!, lookBackFrom(w), w.postedAt - READ_BEFORE_MS, granularity);
    const last = before.findLast((b) => b.t <= baseAt(w.postedAt, granularity));
    if (last) await storeBars(w.providerSymbol!, w.granularity, [last]);
    await store.db.update(marketWatches).set({ lookedBack: true }).where(watchKey(w));
    w.lookedBack = true;
  }

  async function fetchBars(symbol: string, from: number, to: number, granularity: Granularity) {
    stats.calls++;
    try {
      const bars = await provider!.bars(symbol, from, to, granularity);
      pauses = 0;
      return bars;
    } catch (e) {
      if (e instanceof MarketDataError && e.kind === "rate-limited") {
        stats.rateLimited++;
        // The provider said how long (at most 15 min, whatever it said), or we double the pause (from 30 s, at most 10 min).
        pausedUntil = now() + Math.min(e.retryAfterMs ?? Math.min(30_000 * 2 ** pauses++, 10 * MIN), MAX_RETRY_AFTER_MS);
      } else stats.errors++;
      throw e;
    }
  }

  function barsOf(on: Store, w: Watch, from: number, to: number) {
    return on.db
      .select({ t: marketBars.t, close: marketBars.close })
      .from(marketBars)
      .where(watchBars(marketBars, w, from, to))
      .orderBy(asc(marketBars.t));
  }

  /** A look-back reads 4 days, or from the last session's daily bar if earlier (after a Monday holiday, Friday's). */
  const lookBackFrom = (w: Watch, g = w.granularity as Granularity) => Math.min(w.postedAt - LOOKBACK_MS, baseAt(w.postedAt, g) - GRANULARITY_MS[g]);

  /** The base from stored bars, trusting only what this watch's own reads covered (other alerts' bars may leave gaps). */
  async function storedBase(w: Watch, at: number, on: Store = store) {
    const since = w.lookedBack ? lookBackFrom(w) : w.postedAt - READ_BEFORE_MS;
    const [base] = await on.db
      .select({ t: marketBars.t, close: marketBars.close })
      .from(marketBars)
      .where(watchBars(marketBars, w, since, at))
      .orderBy(desc(marketBars.t))
      .limit(1);
    return base ?? null;
  }

  /** Writes every newly known horizon of one alert's watches, in one transaction; true when any was. */
  function settleAlert(alertId: number, watches: Watch[], read: Map<Watch, Read>) {
    const at = now();
    return store.tx(async (t) => {
      if (store.kind === "pg") await t.execute(sql`SELECT pg_advisory_xact_lock(${MOVES_LOCK})`);
      const tx = within(store, t);
      const wrote = new Set<string>();
      for (const w of watches) for (const h of await settle(tx, w, read.get(w)!, at)) wrote.add(h);
      // Before the moves are announced, so what channels send carries the move beyond the market.
      await decideAbnormal(tx, alertId);
      // Delivery's emit still writes through SQLite's builder (its own conversion is delivery's).
      if (wrote.size && !deps.quiet) emit(t as unknown as Db, { type: "alert.moves", alertId, horizons: [...wrote] });
      return wrote.size > 0;
    });
  }

  /** Works out a watch's horizons from the stored bars, writes those now known, answers which. */
  async function settle(tx: Store, w: Watch, { through, lastBar }: Read, at: number): Promise<string[]> {
    const granularity = w.granularity as Granularity;
    const base = await storedBase(w, baseAt(w.postedAt, granularity), tx);
    const outcomes: Outcome[] = base
      ? evaluate({ postedAt: w.postedAt, granularity, bars: await barsOf(tx, w, base.t, through), through }, base)
      : (["1m", "5m", "15m", "60m", "close"] as const).map((horizon) => ({
          horizon,
          state: "no-bar" as const,
          reason: "no bar in the 4 days before the post",
        }));
    const pending = outcomes.filter((o) => o.state === "pending");
    const givenUp = through - w.postedAt > GIVE_UP_MS;
    const wrote: string[] = [];
    for (const o of outcomes) {
      if (o.state === "pending" && !givenUp) continue;
      if (await writeOutcome(tx, w, o.state === "pending" ? { horizon: o.horizon, state: "no-bar", reason: "no bar in the 5 days after the post" } : o, at))
        wrote.push(o.horizon);
    }
    const next = pending.length && !givenUp ? Math.max(at, Math.min(...pending.map((o) => o.at))) : null;
    // The base is final once a horizon is: the move before the post with it.
    if (wrote.length || next === null) await decidePre(tx, w, base);
    await tx.db
      .update(marketWatches)
      .set({ coveredTo: lastBar, failures: 0, reason: null, status: next === null ? "done" : "watching", nextTryAt: next ?? at })
      .where(watchKey(w));
    return wrote;
  }

  async function writeOutcome(tx: Store, w: Watch, o: Exclude<Outcome, { state: "pending" }>, at: number) {
    const moved = o.state === "ok" ? movePct(o.from.close, o.to.close, w.invert) : null;
    // Bars are cleaned as they are stored; a move that still is not a number is not written.
    if (o.state === "ok" && !Number.isFinite(moved)) {
      log.warn("market data: move rejected", { alertId: w.alertId, symbol: w.symbol, horizon: o.horizon, from: String(o.from.close), to: String(o.to.close) });
      return 0;
    }
    const pct = moved === null ? null : Math.round(moved * 1000) / 1000;
    const r = await tx.db
      .insert(marketReactions)
      .values({
        alertId: w.alertId,
        symbol: w.symbol,
        horizon: o.horizon,
        status: o.state,
        reason: o.state === "ok" ? null : o.reason,
        fromPrice: o.state === "ok" ? o.from.close : null,
        fromAt: o.state === "ok" ? o.from.t : null,
        toPrice: o.state === "ok" ? o.to.close : null,
        toAt: o.state === "ok" ? o.to.t : null,
        pct,
        // An instrument's call is scored on its move beyond the market, once that is known (decideAbnormal).
        agreement:
          pct !== null && (o.horizon === "15m" || o.horizon === "close") && !beyondMarket(w) ? agreement(w.direction, pct, w.flatPct ?? FLAT_PCT) : null,
        granularity: w.granularity,
        fetchedAt: at,
      })
      .onConflictDoNothing()
      .returning({ alertId: marketReactions.alertId });
    return r.length;
  }

  /**
   * A failed read backs off each of its watches (5 s doubling to 2 min). "Not found" skips a
   * watch, that watch only and only while it is still open, once it came 3 times while other
   * symbols were read fine: an endpoint-wide outage answers "not found" for everything. A watch
   * still failing 5 days after its post (GIVE_UP_MS), 10 reads in a row, is skipped with its last error.
   */
  async function failed(watches: Watch[], e: unknown) {
    const message = e instanceof Error ? e.message : String(e);
    const unknown = e instanceof MarketDataError && e.kind === "unknown-symbol";
    const limited = e instanceof MarketDataError && e.kind === "rate-limited";
    const othersFine = now() - lastOkAt < 5 * MIN;
    log.warn("market data read failed", { symbol: watches[0]!.providerSymbol, error: message });
    await store.tx(async (tx) => {
      for (const w of watches) {
        const strikes = (notFound.get(keyOf(w)) ?? 0) + (unknown && othersFine ? 1 : 0);
        notFound.set(keyOf(w), strikes);
        // Past the wait a horizon gets for its bars, a symbol failing read after read (not paused by a 429) is not read again.
        const givenUp = !limited && now() - w.postedAt > GIVE_UP_MS && w.failures + 1 >= GIVE_UP_FAILURES;
        if (strikes >= NOT_FOUND_STRIKES || givenUp) {
          notFound.delete(keyOf(w));
          await tx
            .update(marketWatches)
            .set({ status: "skipped", reason: givenUp ? `no answer in the 5 days after the post (${message})` : message })
            .where(and(watchKey(w), eq(marketWatches.status, "watching")));
          log.info("market data: symbol skipped", { alertId: w.alertId, symbol: w.providerSymbol, reason: message });
          // A market gauge skipped for good: moves waiting on it are decided without it.
          if (!beyondMarket(w)) await decideAbnormal(within(store, tx), w.alertId);
          continue;
        }
        const wait = Math.min(5000 * 2 ** w.failures, MAX_BACKOFF_MS);
        await tx
          .update(marketWatches)
          .set({ failures: w.failures + 1, reason: message, nextTryAt: now() + wait })
          .where(watchKey(w));
      }
    });
  }

  const watchKey = (w: Pick<Watch, "alertId" | "symbol">) => and(eq(marketWatches.alertId, w.alertId), eq(marketWatches.symbol, w.symbol));

  async function status() {
    // count() maps PostgreSQL's bigint count to a number.
    const counts = await store.db.select({ status: marketWatches.status, n: count() }).from(marketWatches).groupBy(marketWatches.status);
    const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>;
    return {
      provider: provider?.name ?? "off",
      ...stats,
      pausedUntil: pausedUntil > now() ? pausedUntil : null,
      watching: byStatus.watching ?? 0,
      done: byStatus.done ?? 0,
      skipped: byStatus.skipped ?? 0,
    };
  }

  return { plan, tick, fill, status, provider, pruneBars: createBarPruner({ store, now }) };
}

export type MarketService = ReturnType<typeof createMarketService>;
