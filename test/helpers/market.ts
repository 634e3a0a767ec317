import { eq } from "drizzle-orm";
import type { PriceScript } from "../fakes/bars.ts";
import type { FakeYahoo } from "../fakes/yahoo.ts";
import { marketReactions, marketWatches } from "../../src/db/schema/market.ts";
import { alerts, analyses, posts } from "../../src/db/schema/posts.ts";
import { createLogger, type Logger } from "../../src/log.ts";
import { createMarketService, createYahoo } from "../../src/market/index.ts";
import { eastern } from "../../src/market/sessions.ts";
import type { testApp } from "./app.ts";

/**
 * The market service's tests share these: an alert written as the pipeline writes one, the
 * service on the fake Yahoo with one clock for both, and the moves and watches it wrote.
 */
type App = ReturnType<typeof testApp>;

/** A US equity's bars: pre-market from 4:00 to the end of after-hours at 20:00 ET, weekdays only. */
export const usHours =
  (price: PriceScript): PriceScript =>
  (t) => {
    const e = eastern(t);
    return e.weekday === "Sat" || e.weekday === "Sun" || e.minute < 4 * 60 || e.minute >= 20 * 60 ? null : price(t);
  };

let seq = 0;
/**
 * A live High alert on a post, as the pipeline writes one; `lateBy` is how long after the post it
 * was seen and alerted (a post seen late).
 */
export function alertAt(
  app: App,
  postedAt: number,
  instruments: { symbol: string; direction: "up" | "down" | "unclear"; name?: string }[],
  o: { lateBy?: number; content?: string } = {},
) {
  const id = `mk${++seq}-${postedAt}`;
  const at = postedAt + (o.lateBy ?? 0);
  return app.db.transaction((tx) => {
    tx.insert(posts)
      .values({ id, source: "truthsocial", account: "realDonaldTrump", createdAt: postedAt, seenAt: at, content: o.content ?? "Tariffs on Japan!" })
      .run();
    tx.insert(analyses)
      .values({
        postId: id,
        relevant: true,
        impact: "High",
        tariff: true,
        sectors: [],
        tickers: instruments.map((i) => i.symbol),
        instruments: instruments.map((i) => ({ name: i.symbol, why: "", ...i })),
        summary: "s",
        marketAnalysis: "m",
        tradingIdeas: [],
        analyzer: "rules",
        analyzedAt: at,
      })
      .run();
    return tx.insert(alerts).values({ postId: id, impact: "High", createdAt: at }).returning().get().id;
  });
}

export function marketOn(app: App, yahoo: FakeYahoo, clock: { now: number }, log: Logger = createLogger("error"), opts: { quiet?: boolean } = {}) {
  yahoo.now = () => clock.now;
  const provider = createYahoo({ baseUrl: yahoo.url, log });
  return createMarketService({ store: app.store, log, provider, now: () => clock.now, ...opts });
}

export const movesOf = (app: App, alertId: number) =>
  Object.fromEntries(
    app.db
      .select()
      .from(marketReactions)
      .where(eq(marketReactions.alertId, alertId))
      .all()
      .map((r) => [`${r.symbol} ${r.horizon}`, r]),
  );

export const watchesOf = (app: App, alertId: number) =>
  Object.fromEntries(
    app.db
      .select()
      .from(marketWatches)
      .where(eq(marketWatches.alertId, alertId))
      .all()
      .map((r) => [r.symbol, r]),
  );
