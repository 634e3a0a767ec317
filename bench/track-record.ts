/**
 * The track record's build time on a big database (in-process, real SQLite, the real migrations):
 *   npx bun bench/track-record.ts [ALERTS]
 * ALERTS alerts 1.3 hours apart (default 3000), each with three named instruments and SPY and QQQ
 * at five horizons, its primary's chart bars and quarter-hour bars for its session (what pruning
 * keeps); prints how long the public and the admin record take to build, and the baseline's n.
 */
import { testApp } from "../test/helpers/app.ts";
import { createTrackRecord } from "../src/market/index.ts";

const app = testApp({ MARKET_DATA: "off" });
// Direct SQL: the bench fills in seconds what the pipeline would take days to write.
const db = app.db.$client;
const N = Number(process.argv[2] ?? 3000);
const MIN = 60_000;
const start = Date.now() - 200 * 86_400_000;
const syms = ["EWJ", "FXI", "KWEB", "X", "NUE", "GM", "F", "TM"];
db.run("BEGIN");
const ip = db.prepare("INSERT INTO posts (id, source, account, created_at, seen_at, content, backfilled) VALUES (?, 'truthsocial', 'a', ?, ?, 'c', 0)");
const ia = db.prepare(
  "INSERT INTO analyses (post_id, relevant, impact, tariff, sectors, tickers, instruments, summary, market_analysis, trading_ideas, analyzer, analyzed_at) VALUES (?, 1, 'High', 1, '[]', '[]', ?, 's', 'm', '[]', 'rules', ?)",
);
const ial = db.prepare("INSERT INTO alerts (post_id, impact, created_at) VALUES (?, 'High', ?) RETURNING id");
const iw = db.prepare(
  "INSERT INTO market_watches (alert_id, symbol, role, direction, provider, provider_symbol, invert, granularity, posted_at, status, next_try_at) VALUES (?, ?, ?, ?, 'yahoo', ?, 0, '1m', ?, 'done', 0)",
);
const ir = db.prepare(
  "INSERT INTO market_reactions (alert_id, symbol, horizon, status, pct, agreement, granularity, fetched_at) VALUES (?, ?, ?, 'ok', ?, ?, '1m', 0)",
);
const ic = db.prepare(
  "INSERT INTO market_calls (alert_id, impact, category, analyzer, live, primary_symbol, primary_direction, frozen_at) VALUES (?, 'High', 'markets', 'rules', 1, ?, 'down', 0)",
);
const ib = db.prepare("INSERT OR IGNORE INTO market_bars (provider, symbol, granularity, t, close) VALUES ('yahoo', ?, '1m', ?, ?)");
for (let i = 0; i < N; i++) {
  const P = Math.floor((start + i * 1.3 * 3_600_000) / MIN) * MIN;
  const id = `p${i}`;
  const named = [syms[i % 8]!, syms[(i + 1) % 8]!, syms[(i + 2) % 8]!];
  ip.run(id, P, P);
  ia.run(id, JSON.stringify(named.map((s) => ({ symbol: s, name: s, direction: "down", why: "w" }))), P);
  const aid = (ial.get(id, P) as { id: number }).id;
  ic.run(aid, named[0]!);
  for (const s of [...named, "SPY", "QQQ"]) {
    iw.run(aid, s, named.includes(s) ? "instrument" : "market", named.includes(s) ? "down" : null, s, P);
    for (const h of ["1m", "5m", "15m", "60m", "close"]) {
      const pct = Math.sin(i * 7 + s.length + h.length) * 2;
      ir.run(aid, s, h, pct, named.includes(s) && (h === "15m" || h === "close") ? (Math.abs(pct) < 0.2 ? "flat" : pct < 0 ? "agree" : "disagree") : null);
    }
  }
  // The chart window's bars of the primary, plus quarter-hour bars for the rest of the session.
  for (let k = -10; k <= 60; k++) ib.run(named[0]!, P + k * MIN, 100 + Math.sin(k));
  for (let k = 75; k <= 400; k += 15) ib.run(named[0]!, Math.floor((P + k * MIN) / (15 * MIN)) * 15 * MIN - MIN, 100 + Math.cos(k));
}
db.run("COMMIT");
const counts = db.query("SELECT (SELECT count(*) FROM market_reactions) AS reactions, (SELECT count(*) FROM market_bars) AS bars").get();
const record = createTrackRecord({ store: app.store });
for (const what of ["public", "admin"] as const) {
  // The longest the event loop was held during the build (a 5 ms timer's worst lateness).
  let last = performance.now();
  let held = 0;
  const timer = setInterval(() => {
    held = Math.max(held, performance.now() - last);
    last = performance.now();
  }, 5);
  const t0 = performance.now();
  const r = what === "public" ? await record.publicRecord(Date.now()) : await record.adminRecord();
  const ms = performance.now() - t0;
  clearInterval(timer);
  console.log(
    what,
    `${ms.toFixed(0)} ms, loop held at most ${held.toFixed(0)} ms`,
    JSON.stringify({ counts, baseline: r.live.baseline.ordinary15m, headline: r.live.headline.at(-1)?.hitRate.m15 }),
  );
}
await app.close();
