import { alerts, analyses, posts } from "../../src/db/schema/posts.ts";
import type { SqliteApp } from "../../src/app.ts";
import type { Instrument } from "../../src/analysis/index.ts";
import { emit } from "../../src/delivery/index.ts";

let seq = 0;

/** A steel tariff's instruments, as an analyzer names them. */
export const STEEL: Instrument[] = [
  { symbol: "X", name: "U.S. Steel", direction: "up", why: "a higher tariff shields domestic steelmakers" },
  { symbol: "NUE", name: "Nucor", direction: "up", why: "a higher tariff shields domestic steelmakers" },
];

export interface FakeAlert {
  content?: string;
  impact?: "High" | "Medium" | "Low" | "None";
  tariff?: boolean;
  summary?: string;
  marketAnalysis?: string;
  sectors?: string[];
  tickers?: string[];
  instruments?: Instrument[];
  tradingIdeas?: string[];
  /** The impact's calibrated confidence and what judged it (default: none, as before the score). */
  confidence?: number;
  judgedBy?: "score" | "rules" | "llm";
  url?: string;
  /** When the post was published (default now): earlier, so market horizons have passed. */
  postedAt?: number;
}

/**
 * A detected post, as the pipeline's ingest stores it and tells the alert service (postDetected:
 * a `post.detected` event), then expanded into every channel's rows as delivery's events step
 * does once that transaction has committed.
 */
export async function detectPost(app: SqliteApp, content = "Tariffs on steel go up to 50% on Monday!", postedAt = Date.now()) {
  const id = String(115_000_000_000_000_000n + BigInt(++seq) * 65536n);
  const row = {
    id,
    source: "replay",
    account: "realDonaldTrump",
    createdAt: postedAt,
    seenAt: postedAt,
    content,
    url: `https://truthsocial.com/@realDonaldTrump/${id}`,
  };
  app.db.transaction((tx) => {
    tx.insert(posts).values(row).run();
    emit(tx, { type: "post.detected", postId: id });
  });
  await app.events.expand();
  return row;
}

/**
 * The analysis and its alert in one transaction with their event (`alert.created`, or
 * `post.dismissed` for an impact of None), as the alert service writes them; then expanded into
 * every channel's rows, as delivery's events step does once that transaction has committed.
 */
export async function analyse(app: SqliteApp, postId: string, a: FakeAlert = {}) {
  const alertId = app.db.transaction((tx) => {
    const impact = a.impact ?? "High";
    tx.insert(analyses)
      .values({
        postId,
        relevant: impact !== "None",
        impact,
        tariff: a.tariff ?? true,
        sectors: a.sectors ?? ["metals", "autos"],
        tickers: a.tickers ?? (a.instruments ?? STEEL).map((i) => i.symbol),
        instruments: a.instruments ?? (a.tickers ? [] : STEEL),
        summary: a.summary ?? "Steel tariffs rise to 50%.",
        marketAnalysis: a.marketAnalysis ?? "Domestic steelmakers gain; importers and automakers face higher costs.",
        tradingIdeas: a.tradingIdeas ?? ["Watch US steel producers"],
        analyzer: "rules",
        confidence: a.confidence ?? null,
        judgedBy: a.judgedBy ?? null,
        analyzedAt: Date.now(),
      })
      .run();
    if (impact === "None") {
      emit(tx, { type: "post.dismissed", postId });
      return null;
    }
    const alert = tx.insert(alerts).values({ postId, impact, createdAt: Date.now() }).returning().get();
    emit(tx, { type: "alert.created", alertId: alert.id });
    return alert.id;
  });
  await app.events.expand();
  return alertId;
}

/** A post detected and analysed straight away. */
export async function makeAlert(app: SqliteApp, a: FakeAlert = {}) {
  const post = await detectPost(app, a.content, a.postedAt);
  return { post, alertId: await analyse(app, post.id, a) };
}
