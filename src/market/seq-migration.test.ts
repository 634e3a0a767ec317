import { expect, test } from "bun:test";
import { migratedUpTo } from "../../test/helpers/migrate-to.ts";

/**
 * Migration 0031 gives market_reactions its seq (the "written since" cursor that was the rowid):
 * an upgraded install keeps every move, numbered by the rowid it had, so the order stays and a
 * stream's cursor taken before the upgrade stays valid; new moves number on from the highest.
 */
test("an upgrade numbers every move by its old rowid, and new moves after the highest", () => {
  const { sqlite, finish } = migratedUpTo("0031_market-reactions-seq");
  sqlite.exec(`INSERT INTO posts (id, source, account, created_at, seen_at, content) VALUES ('p1', 'truthsocial', 'realDonaldTrump', 1, 1, 'x')`);
  sqlite.exec(`INSERT INTO alerts (post_id, impact, created_at) VALUES ('p1', 'High', 1)`);
  const alertId = (sqlite.query("SELECT id FROM alerts").get() as { id: number }).id;
  const move = (symbol: string, horizon: string, rowid: number) =>
    sqlite
      .query(`INSERT INTO market_reactions (rowid, alert_id, symbol, horizon, status, granularity, fetched_at) VALUES (?, ?, ?, ?, 'ok', '1m', 0)`)
      .run(rowid, alertId, symbol, horizon);
  // Written in an order the key (alert, symbol, horizon) does not follow, with a gap (a deleted move).
  move("SPY", "15m", 3);
  move("EWJ", "1m", 7);
  move("SPY", "1m", 8);
  finish();
  const rows = sqlite.query("SELECT seq, symbol, horizon FROM market_reactions ORDER BY seq").all();
  expect(rows).toEqual([
    { seq: 3, symbol: "SPY", horizon: "15m" },
    { seq: 7, symbol: "EWJ", horizon: "1m" },
    { seq: 8, symbol: "SPY", horizon: "1m" },
  ]);
  sqlite.exec(`INSERT INTO market_reactions (alert_id, symbol, horizon, status, granularity, fetched_at) VALUES (${alertId}, 'EWJ', '5m', 'ok', '1m', 0)`);
  expect(sqlite.query("SELECT max(seq) AS n FROM market_reactions").get()).toEqual({ n: 9 });
  // The key is still unique: the same horizon of the same symbol is written once.
  expect(() =>
    sqlite.exec(`INSERT INTO market_reactions (alert_id, symbol, horizon, status, granularity, fetched_at) VALUES (${alertId}, 'EWJ', '5m', 'ok', '1m', 0)`),
  ).toThrow("UNIQUE constraint failed");
  // Its alert's deletion still takes its moves with it.
  sqlite.exec(`DELETE FROM alerts WHERE id = ${alertId}`);
  expect(sqlite.query("SELECT count(*) AS n FROM market_reactions").get()).toEqual({ n: 0 });
});
