import { and, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Store, StoreTables } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { betaOf, closesBefore, type DailyClose, dailySigma, flatBand } from "./beta.ts";
import { GRANULARITY_MS, type Bar, type Granularity, type MarketData } from "./market-data.ts";
import { agreement, FLAT_PCT, movePct, PRE_MS, RECENT_MS } from "./reaction.ts";
import { atEastern, eastern } from "./sessions.ts";
import { providerSymbol } from "./symbols.ts";
import { watchBars } from "./view.ts";

type Watch = StoreTables["marketWatches"]["$inferSelect"];
type Stats = { beta: number | null; sigmaPct: number | null };
type Daily = Stats & { closes: DailyClose[] };
const DAY = 86_400_000;
/** 20 sessions and their holidays fit in 45 calendar days. */
const DAILY_SPAN_MS = 45 * DAY;
/** The market an instrument is measured against, and what stands for it when it has no price (off hours). */
export const MARKET = "SPY";
export const MARKET_OFF_HOURS = "ES=F";
const REFERENCES = [MARKET, MARKET_OFF_HOURS];
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** An instrument whose move is compared with the market's (not the market itself). */
export const beyondMarket = (w: Pick<Watch, "role" | "symbol">) => w.role === "instrument" && !REFERENCES.includes(w.symbol);

/**
 * Moves beyond the market (README, "Market reaction"): each instrument's β and flat band from
 * daily closes (read once per provider symbol and Eastern day, kept in market_daily and shared by
 * every alert of the day; a read that fails leaves β unknown, 1, and the band 0.2%), its move from
 * 15 minutes before the post to the post, and, per horizon, its move less β × the market's.
 */
export function createAbnormal(deps: {
  store: Store;
  provider: MarketData;
  log: Logger;
  fetchBars: (symbol: string, from: number, to: number, granularity: Granularity) => Promise<Bar[]>;
  now: () => number;
}) {
  const { provider, log } = deps;
  const { db, tables } = deps.store;
  const { marketDaily, marketWatches } = tables;
  const market = providerSymbol(provider.name, MARKET);
  const marketSymbol = market.ok ? market.symbol : MARKET;
  /** Reads under way, so alerts settling at once share one read of a symbol's day. */
  const reading = new Map<string, Promise<Daily>>();

  const cached = async (symbol: string, day: string) =>
    (
      await db
        .select()
        .from(marketDaily)
        .where(and(eq(marketDaily.provider, provider.name), eq(marketDaily.symbol, symbol), eq(marketDaily.day, day)))
        .limit(1)
    )[0];

  async function daily(symbol: string, invert: boolean, day: string): Promise<Daily> {
    const key = `${symbol}\u0000${day}`;
    // A read under way is joined before the store is asked, so alerts settling at once share it.
    const under = reading.get(key);
    if (under) return under;
    const have = await cached(symbol, day);
    if (have) return have;
    const again = reading.get(key);
    if (again) return again;
    const p = readDaily(symbol, invert, day).finally(() => reading.delete(key));
    reading.set(key, p);
    return p;
  }

  /** The closes of the sessions before `day` (none of the post's own day), β against SPY, σ of daily returns. */
  async function readDaily(symbol: string, invert: boolean, day: string): Promise<Daily> {
    const isMarket = symbol === marketSymbol;
    const against: Daily | null = isMarket ? null : await daily(marketSymbol, false, day).catch(() => null);
    const midnight = atEastern(day, 0);
    const bars = await deps.fetchBars(symbol, midnight - DAILY_SPAN_MS, midnight, "1d");
    const closes = closesBefore(
      bars.filter((b) => Number.isFinite(b.close) && b.close > 0).map((b) => ({ d: eastern(b.t).date, c: b.close })),
      day,
    );
    const row = {
      provider: provider.name,
      symbol,
      day,
      closes,
      beta: isMarket ? 1 : against ? betaOf(closes, invert, against.closes) : null,
      sigmaPct: dailySigma(closes, invert),
      fetchedAt: deps.now(),
    };
    // Without SPY's closes β is not known today: kept for this alert only, read again for the next.
    if (isMarket || against) await db.insert(marketDaily).values(row).onConflictDoNothing();
    return row;
  }

  /** Decides β and the flat band of the instruments among `watches` that have none yet (one daily read per symbol and day). */
  async function ensureStats(watches: Watch[]) {
    for (const w of watches) {
      if (w.role !== "instrument" || w.flatPct !== null || !w.providerSymbol) continue;
      let stats: Stats | null = null;
      try {
        stats = await daily(w.providerSymbol, w.invert, eastern(w.postedAt).date);
      } catch (e) {
        log.warn("market data: daily bars unavailable, β taken as 1", { symbol: w.providerSymbol, error: e instanceof Error ? e.message : String(e) });
      }
      const set = { beta: stats?.beta ?? null, flatPct: flatBand(stats?.sigmaPct ?? null) };
      await db
        .update(marketWatches)
        .set(set)
        .where(and(eq(marketWatches.alertId, w.alertId), eq(marketWatches.symbol, w.symbol)));
      Object.assign(w, set);
    }
  }

  return { ensureStats };
}

/**
 * The move from 15 minutes before the post to the post, once: the price at −15 min is the close
 * of the last bar ending at or before it, the price at the post the base; each must be recent
 * (its bar ended at most 5 minutes before), else the move is unknown. Daily bars have none.
 */
export async function decidePre({ db: tx, tables }: Store, w: Watch, base: Bar | null) {
  if (w.preKnown) return;
  const { marketBars, marketWatches } = tables;
  const granularity = w.granularity as Granularity;
  const step = GRANULARITY_MS[granularity];
  const recent = Math.max(RECENT_MS, step);
  const at = w.postedAt - PRE_MS;
  const pre =
    granularity === "1d" || !base || w.postedAt - (base.t + step) > recent
      ? null
      : (
          await tx
            .select({ t: marketBars.t, close: marketBars.close })
            .from(marketBars)
            .where(watchBars(marketBars, w, at - recent - step, at - step))
            .orderBy(desc(marketBars.t))
            .limit(1)
        )[0];
  const pct = pre ? movePct(pre.close, base!.close, w.invert) : null;
  const prePct = pct !== null && Number.isFinite(pct) ? round3(pct) : null;
  await tx
    .update(marketWatches)
    .set({ preKnown: true, prePct })
    .where(and(eq(marketWatches.alertId, w.alertId), eq(marketWatches.symbol, w.symbol)));
}

/**
 * Fills the move beyond the market of an alert's instrument moves that have none yet, where the
 * market's move at the same horizon is known: SPY's, or ES=F's when SPY had no price then. When
 * neither had one (or neither is watched) the abnormal move stays absent ("none") and the call is
 * scored on the move itself; while either may still come, the row waits. Agreement (15 min and
 * the close) is decided here, on the abnormal move, with the instrument's own flat band; a call
 * already scored is never rewritten.
 */
export async function decideAbnormal({ db: tx, tables }: Store, alertId: number) {
  const { marketReactions, marketWatches } = tables;
  const open = await tx
    .select({ r: marketReactions, beta: marketWatches.beta, flatPct: marketWatches.flatPct, direction: marketWatches.direction })
    .from(marketReactions)
    .innerJoin(marketWatches, and(eq(marketWatches.alertId, marketReactions.alertId), eq(marketWatches.symbol, marketReactions.symbol)))
    .where(
      and(
        eq(marketReactions.alertId, alertId),
        eq(marketReactions.status, "ok"),
        isNull(marketReactions.marketRef),
        eq(marketWatches.role, "instrument"),
        notInArray(marketReactions.symbol, REFERENCES),
      ),
    );
  if (open.length === 0) return;
  const refs = await tx
    .select({ symbol: marketReactions.symbol, horizon: marketReactions.horizon, pct: marketReactions.pct })
    .from(marketReactions)
    .where(and(eq(marketReactions.alertId, alertId), inArray(marketReactions.symbol, REFERENCES)));
  const watching = new Set(
    (
      await tx
        .select({ symbol: marketWatches.symbol })
        .from(marketWatches)
        .where(and(eq(marketWatches.alertId, alertId), inArray(marketWatches.symbol, REFERENCES), eq(marketWatches.status, "watching")))
    ).map((w) => w.symbol),
  );
  /** The market's move at a horizon; null when it had none; undefined while it may still come. */
  const reference = (horizon: string) => {
    for (const symbol of REFERENCES) {
      const r = refs.find((x) => x.symbol === symbol && x.horizon === horizon);
      if (r && r.pct !== null && Number.isFinite(r.pct)) return { symbol, pct: r.pct };
      if (!r && watching.has(symbol)) return undefined;
    }
    return null;
  };
  for (const { r, beta, flatPct, direction } of open) {
    const ref = reference(r.horizon);
    if (ref === undefined || r.pct === null) continue;
    const abnormal = ref ? round3(r.pct - (beta ?? 1) * ref.pct) : null;
    const scored = r.horizon === "15m" || r.horizon === "close" ? agreement(direction, abnormal ?? r.pct, flatPct ?? FLAT_PCT) : null;
    await tx
      .update(marketReactions)
      .set({
        abnormalPct: abnormal,
        marketPct: ref?.pct ?? null,
        marketRef: ref?.symbol ?? "none",
        agreement: sql`coalesce(${marketReactions.agreement}, ${scored})`,
      })
      .where(and(eq(marketReactions.alertId, alertId), eq(marketReactions.symbol, r.symbol), eq(marketReactions.horizon, r.horizon)));
  }
}
