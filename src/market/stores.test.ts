import { afterAll, describe, expect, test } from "bun:test";
import { stepAt } from "../../test/fakes/bars.ts";
import { startYahoo } from "../../test/fakes/yahoo.ts";
import { usHours } from "../../test/helpers/market.ts";
import { type FreshStore, storeBackends, freshStorePerTest } from "../../test/helpers/stores.ts";
import type { Instrument } from "../analysis/index.ts";
import type { Store } from "../db/store.ts";
import { createLogger } from "../log.ts";
import { alertMoves, movesSincePremium } from "./moves-text.ts";
import { createBarPruner } from "./prune.ts";
import { createMarketService } from "./service.ts";
import { atEastern } from "./sessions.ts";
import { createTrackRecord } from "./track-record.ts";
import { alertReaction, lastReactionRow, reactionsOf, reactionsSince } from "./view.ts";
import { createYahoo } from "./yahoo.ts";

/**
 * The market on both stores (issue 36 §2): the reaction job's writes and the view's reads, the
 * moves cursor (seq), the bar pruner's and the track record's raw statements, each in its own
 * dialect's form, on a fresh migrated SQLite file and a fresh PostgreSQL database.
 */
const MIN = 60_000;
const DAY = 86_400_000;
const log = createLogger("error");
const yahoo = startYahoo();
afterAll(() => yahoo.stop());

let posts = 0;
/** A High alert on a post, as the pipeline writes one, through the store. */
async function alertOn(store: Store, postedAt: number, instruments: Instrument[], o: { backfilled?: boolean; content?: string } = {}) {
  const { posts: postsT, analyses, alerts } = store.tables;
  const id = `st${++posts}-${postedAt}`;
  await store.db.insert(postsT).values({
    id,
    source: "truthsocial",
    account: "realDonaldTrump",
    createdAt: postedAt,
    seenAt: postedAt,
    content: o.content ?? "Tariffs on Japan!",
    backfilled: o.backfilled ?? false,
  });
  await store.db.insert(analyses).values({
    postId: id,
    relevant: true,
    impact: "High",
    tariff: true,
    sectors: [],
    tickers: instruments.map((i) => i.symbol),
    instruments,
    summary: "s",
    marketAnalysis: "m",
    tradingIdeas: [],
    analyzer: "rules",
    analyzedAt: postedAt,
  });
  const [a] = await store.db.insert(alerts).values({ postId: id, impact: "High", createdAt: postedAt }).returning({ id: alerts.id });
  return a!.id;
}

const ewj = (direction: "up" | "down"): Instrument => ({ symbol: "EWJ", name: "iShares MSCI Japan", direction, why: "tariff" });

describe.each(storeBackends())("the market on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  test("the reaction job writes each horizon's move once, and every reader reads them back: the alert's moves, the early line, the line since premium", async () => {
    const P = atEastern("2026-11-10", 10 * 60) + 5_000;
    yahoo.prices.set("EWJ", usHours(stepAt(P + 3 * MIN, 80, 78)));
    for (const sym of ["SPY", "QQQ"]) yahoo.prices.set(sym, usHours(stepAt(P + 3 * MIN, 100, 99)));
    const id = await alertOn(s.store, P, [ewj("down")]);
    const clock = { now: P + 20 * MIN };
    yahoo.now = () => clock.now;
    // Quiet: delivery's emit of `alert.moves` still writes through SQLite's builder (its own conversion).
    const market = createMarketService({ store: s.store, log, provider: createYahoo({ baseUrl: yahoo.url, log }), now: () => clock.now, quiet: true });
    expect(await market.plan({ since: P - MIN, liveOnly: true })).toBe(1);
    expect(await market.fill()).toBe(true);

    const moves = (await reactionsOf(s.store, [id], true)).get(id)!;
    const ewj15 = moves.find((m) => m.symbol === "EWJ" && m.horizon === "15m");
    expect(ewj15).toMatchObject({ pct: -2.5, from: 80, to: 78, horizonMinutes: 15, granularity: "1m" });
    // Beyond the market: EWJ −2.5% less β (1: no daily history) × SPY's −1%; the call (down) agreed.
    expect(ewj15).toMatchObject({ abnormalPct: -1.5, agreement: "agree" });
    expect(ewj15!.fromAt).toBeNumber();
    // Instruments first, then the market, by horizon.
    expect(moves.map((m) => `${m.symbol} ${m.horizon}`).slice(0, 3)).toEqual(["EWJ 1m", "EWJ 5m", "EWJ 15m"]);
    expect(moves.findLastIndex((m) => m.symbol === "EWJ")).toBeLessThan(moves.findIndex((m) => m.symbol === "SPY"));
    // A free reader sees the move, never the call.
    expect((await reactionsOf(s.store, [id], false)).get(id)!.every((m) => m.agreement === null)).toBe(true);
    expect(await alertMoves(s.store, id)).toBe("SPY −1.0% · EWJ −2.5% (−1.5% vs market) (15 min)");
    expect(await movesSincePremium(s.store, id, clock.now)).toMatch(/^SPY −1\.0% · EWJ −2\.5% \(−1\.5% vs market\) \((19|20) min\)$/);

    // The alert's page: its moves and each symbol's chart bars, times as milliseconds.
    const page = await alertReaction(s.store, id, false);
    const chart = page.charts.find((c) => c.symbol === "EWJ")!;
    expect(chart.bars.length).toBeGreaterThan(20);
    expect(chart.bars[0]!.t).toBeGreaterThanOrEqual(P - 10 * MIN);
    expect(chart.bars.find((b) => b.t === Math.floor(P / MIN) * MIN + 5 * MIN)).toEqual({ t: Math.floor(P / MIN) * MIN + 5 * MIN, close: 78 });
    expect(page).toMatchObject({ skipped: [] });
    expect(page.reactions.length).toBe(moves.length);

    // Stored as each store keeps it: a time as ms or a timestamptz, the watch's flag as 0/1 or a boolean.
    const [w] = await s.read<{ posted_at: unknown; invert: unknown; pre_known: unknown }>(
      `SELECT posted_at, invert, pre_known FROM market_watches WHERE alert_id = ${id} AND symbol = 'EWJ'`,
    );
    if (backend.name === "SQLite") expect(w).toEqual({ posted_at: P, invert: 0, pre_known: 1 });
    else expect(w).toMatchObject({ invert: false, pre_known: true });
    // The call was frozen with the watches.
    expect(await s.read(`SELECT primary_symbol, primary_direction FROM market_calls WHERE alert_id = ${id}`)).toEqual([
      { primary_symbol: "EWJ", primary_direction: "down" },
    ]);
    // The close is still to come: every watch open, counted as numbers (PostgreSQL's count is a bigint).
    expect(await market.status()).toMatchObject({ provider: "yahoo", watching: 3, done: 0, skipped: 0 });

    // A second pass writes nothing twice.
    const count = async () => Number((await s.read<{ n: unknown }>("SELECT count(*) AS n FROM market_reactions"))[0]!.n);
    const before = await count();
    clock.now += 10 * MIN;
    await market.fill();
    expect(await count()).toBeGreaterThanOrEqual(before);
    expect((await reactionsOf(s.store, [id], true)).get(id)!.filter((m) => m.symbol === "EWJ" && m.horizon === "15m")).toHaveLength(1);
  }, 30_000);

  test("the moves cursor is seq: a new stream starts after every move written, reads only what came since, in order, and moves on", async () => {
    const { marketReactions, marketWatches } = s.store.tables;
    const P = Date.now() - 30 * MIN;
    const a = await alertOn(s.store, P, [ewj("down")]);
    const b = await alertOn(s.store, P + MIN, [ewj("up")]);
    for (const alertId of [a, b])
      await s.store.db.insert(marketWatches).values({
        alertId,
        symbol: "EWJ",
        role: "instrument",
        direction: alertId === a ? "down" : "up",
        provider: "yahoo",
        providerSymbol: "EWJ",
        granularity: "1m",
        postedAt: P,
        status: "watching",
        nextTryAt: P,
      });
    const move = (alertId: number, horizon: "1m" | "5m" | "15m", pct: number) => ({
      alertId,
      symbol: "EWJ",
      horizon,
      status: "ok" as const,
      fromPrice: 80,
      fromAt: P,
      toPrice: 80 * (1 + pct / 100),
      toAt: P + MIN,
      pct,
      agreement: horizon === "15m" ? ("agree" as const) : null,
      granularity: "1m",
      fetchedAt: Date.now(),
    });
    expect(await lastReactionRow(s.store)).toBe(0);
    await s.store.db.insert(marketReactions).values(move(a, "1m", -1));
    const start = await lastReactionRow(s.store);
    expect(start).toBeGreaterThan(0);
    expect(await reactionsSince(s.store, start, undefined, true)).toEqual({ cursor: start, events: [] });

    await s.store.db.insert(marketReactions).values([move(b, "1m", 0.5), move(a, "5m", -2), move(a, "15m", -3)]);
    const since = await reactionsSince(s.store, start, undefined, true);
    expect(since.cursor).toBe(await lastReactionRow(s.store));
    expect(since.cursor).toBe(start + 3);
    expect(since.events.map((e) => [e.alertId, e.horizons])).toEqual([
      [b, ["1m"]],
      [a, ["5m", "15m"]],
    ]);
    // Every move known of the alert, not only the new ones; calls only for premium.
    expect(since.events[1]!.reactions.map((r) => r.horizon)).toEqual(["1m", "5m", "15m"]);
    expect(since.events[1]!.reactions[2]).toMatchObject({ pct: -3, agreement: "agree" });
    expect((await reactionsSince(s.store, start, undefined, false)).events[1]!.reactions[2]!.agreement).toBeNull();
    // A free stream's alerts newer than its delay are left out; the cursor moves on all the same.
    const free = await reactionsSince(s.store, start, P, false);
    expect(free).toMatchObject({ cursor: start + 3, events: [{ alertId: a, horizons: ["5m", "15m"] }] });
    expect(await reactionsSince(s.store, since.cursor, undefined, true)).toEqual({ cursor: since.cursor, events: [] });
  });

  test("the bar pruner keeps chart windows, an open watch's look-back, the last day and the primaries' quarter-hour bars; deletes the rest in chunks", async () => {
    const { marketBars, marketWatches, marketCalls } = s.store.tables;
    const now = Date.now();
    const old = now - 10 * DAY;
    const open = now - 2 * DAY;
    const watch = async (alertId: number, symbol: string, postedAt: number, status: "done" | "watching") =>
      await s.store.db.insert(marketWatches).values({
        alertId,
        symbol,
        role: symbol === "EWJ" ? "instrument" : "market",
        provider: "yahoo",
        providerSymbol: symbol,
        granularity: "1m",
        postedAt,
        status,
        nextTryAt: now,
      });
    const done = await alertOn(s.store, old, [ewj("down")]);
    await watch(done, "SPY", old, "done");
    await watch(done, "EWJ", old, "done");
    await s.store.db.insert(marketCalls).values({
      alertId: done,
      impact: "High",
      category: "markets",
      analyzer: "rules",
      live: true,
      primarySymbol: "EWJ",
      primaryDirection: "down",
      frozenAt: old,
    });
    await watch(await alertOn(s.store, open, []), "SPY", open, "watching");

    const bar = (t: number, symbol = "SPY") => ({ provider: "yahoo", symbol, granularity: "1m", t, close: 100 });
    const kept = [old - 10 * MIN, old, old + 60 * MIN, open - 4 * DAY + MIN, now - 2 * MIN];
    const gone = [old - 11 * MIN, old + 61 * MIN, old - 3 * DAY];
    // Three hours after the post: EWJ's bar ending on the quarter hour stays, the next two go.
    const quarter = Math.floor((old + 3 * 60 * MIN) / (15 * MIN)) * 15 * MIN - MIN;
    await s.store.db.insert(marketBars).values([...kept, ...gone].map((t) => bar(t)));
    await s.store.db.insert(marketBars).values([quarter, quarter + MIN, quarter + 2 * MIN].map((t) => bar(t, "EWJ")));
    // A backlog of another symbol, more than one chunk (2,000) of it.
    const backlog = Array.from({ length: 2300 }, (_, i) => bar(now - 30 * DAY + i * MIN, "QQQ"));
    for (let i = 0; i < backlog.length; i += 500) await s.store.db.insert(marketBars).values(backlog.slice(i, i + 500));

    const prune = createBarPruner({ store: s.store, now: () => now });
    expect(await prune()).toBe(gone.length + 2 + backlog.length);
    const left = await s.store.db.select().from(marketBars);
    expect(left.filter((b) => b.symbol === "SPY").map((b) => b.t)).toEqual(expect.arrayContaining(kept));
    expect(left.map((b) => `${b.symbol} ${b.t}`).sort()).toEqual([...kept.map((t) => `SPY ${t}`), `EWJ ${quarter}`].sort());
    expect(await prune()).toBe(0);
  });

  test("the track record's statement: one call per alert (its primary, frozen or the analysis's first), live apart from back-filled, the biggest moves with their posts, calls public after a day", async () => {
    const { marketReactions, marketWatches, marketCalls, marketBars } = s.store.tables;
    const now = Date.now();
    const seed = async (postedAt: number, o: { backfilled?: boolean; frozen: boolean; pct: number; content: string }) => {
      const id = await alertOn(s.store, postedAt, [ewj("down"), { symbol: "fxi", name: "China", direction: "down", why: "" }], o);
      for (const symbol of ["EWJ", "FXI", "SPY"]) {
        const role = symbol === "SPY" ? "market" : "instrument";
        await s.store.db.insert(marketWatches).values({
          alertId: id,
          symbol,
          role,
          direction: role === "instrument" ? "down" : null,
          provider: "yahoo",
          providerSymbol: symbol,
          invert: false,
          granularity: "1m",
          postedAt,
          status: "done",
          nextTryAt: postedAt,
        });
        const pct = symbol === "SPY" ? -0.5 : symbol === "EWJ" ? o.pct : 1;
        for (const horizon of ["15m", "close"] as const)
          await s.store.db.insert(marketReactions).values({
            alertId: id,
            symbol,
            horizon,
            status: "ok",
            pct,
            abnormalPct: symbol === "SPY" ? null : pct + 0.5,
            agreement: role === "instrument" ? (pct < 0 ? "agree" : "disagree") : null,
            granularity: "1m",
            fetchedAt: postedAt,
          });
      }
      // Frozen when watched; an alert watched before market_calls existed has none, and its
      // primary is the analysis's first instrument (JSON read in each dialect's syntax).
      if (o.frozen)
        await s.store.db.insert(marketCalls).values({
          alertId: id,
          impact: "High",
          category: "markets",
          analyzer: "rules",
          live: !o.backfilled,
          primarySymbol: "EWJ",
          primaryDirection: "down",
          frozenAt: postedAt,
        });
      return id;
    };
    const live = await seed(now - 3 * DAY, { frozen: true, pct: -2, content: "Japan pays 25%!" });
    await seed(now - 4 * DAY, { frozen: false, pct: -4, content: "Tokyo again" });
    const backfilled = await seed(now - 5 * DAY, { frozen: false, backfilled: true, pct: 3, content: "History" });
    const young = await seed(now - 2 * 60 * MIN, { frozen: true, pct: -1, content: "Too new for the public" });
    // One quarter-hour's bars for the baseline's read (its rows come mapped on both stores).
    await s.store.db.insert(marketBars).values({ provider: "yahoo", symbol: "EWJ", granularity: "1m", t: now - 20 * DAY, close: 80 });

    const record = createTrackRecord({ store: s.store });
    const admin = await record.adminRecord();
    const all = (r: typeof admin.live) => r.headline.find((l) => l.key === "All")!;
    // Live: three alerts (the young one too, for admins), one call each (EWJ, not FXI), all agreeing.
    expect(all(admin.live)).toMatchObject({ alerts: 3, hitRate: { m15: { hits: 3, n: 3 }, close: { hits: 3, n: 3 } } });
    expect(admin.live.allCalls.find((l) => l.key === "All")!.hitRate.m15).toMatchObject({ hits: 3, n: 6 });
    expect(all(admin.backfilled)).toMatchObject({ alerts: 1, hitRate: { m15: { hits: 0, n: 1 } } });
    expect(admin.byCategory.length).toBeGreaterThan(0);
    // The biggest moves, with their posts, times as milliseconds and flags as booleans.
    const top = admin.biggest[0]!;
    expect(top).toMatchObject({ symbol: "EWJ", pct: -4, live: true, call: "down", agreement: "agree", content: "Tokyo again", postedAt: now - 4 * DAY });
    expect(admin.biggest.find((b) => b.alertId === backfilled)).toMatchObject({ live: false, pct: 3, content: "History" });
    expect(admin.biggest.find((b) => b.alertId === live)).toMatchObject({ postId: expect.any(String), url: null });

    const pub = await record.publicRecord(now);
    expect(all(pub.live!).alerts).toBe(2);
    expect(pub.biggest.some((b) => b.alertId === young)).toBe(false);
  });
});
