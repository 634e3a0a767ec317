import type { Db } from "../db/index.ts";

/**
 * The public track record: per impact level (admins also per category and per analyzer), how
 * many alerts were measured, the median absolute move of SPY and of the named instruments at
 * 15 minutes and at the next close, the direction hit rate with its count, and the ten biggest
 * moves with their posts. Read from stored reactions only: nothing is estimated.
 */
type Split = "impact" | "category" | "analyzer";
const COLUMN: Record<Split, string> = { impact: "al.impact", category: "an.category", analyzer: "an.analyzer" };
const ORDER = ["High", "Medium", "Low"];

interface Row {
  key: string;
  alertId: number;
  symbol: string;
  role: "instrument" | "market";
  horizon: "15m" | "close";
  pct: number;
  agreement: string | null;
}

/** One of the ten largest named-instrument moves, with its post (also the web page's row). */
export interface BiggestMove {
  alertId: number;
  impact: string;
  postId: string;
  postedAt: number;
  content: string;
  url: string | null;
  symbol: string;
  horizon: string;
  pct: number;
}

/** One group of the record (an impact level, a category, an analyzer). */
export type Level = ReturnType<typeof summarise>;
export type Rate = Level["hitRate15m"];

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return Math.round((s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2) * 1000) / 1000;
};

function hitRate(rows: Row[]) {
  // Flat counts as a miss: the analysis said the market would move one way and it did not.
  const scored = rows.filter((r) => r.agreement !== null);
  const hits = scored.filter((r) => r.agreement === "agree").length;
  return { hits, scored: scored.length, rate: scored.length ? Math.round((hits / scored.length) * 1000) / 1000 : null };
}

function summarise(key: string, rows: Row[]) {
  const at = (h: Row["horizon"], pick: (r: Row) => boolean) => rows.filter((r) => r.horizon === h && pick(r)).map((r) => Math.abs(r.pct));
  const spy = (r: Row) => r.symbol === "SPY";
  const named = (r: Row) => r.role === "instrument";
  return {
    key,
    alerts: new Set(rows.map((r) => r.alertId)).size,
    spy: { medianAbsPct15m: median(at("15m", spy)), medianAbsPctClose: median(at("close", spy)) },
    instruments: { medianAbsPct15m: median(at("15m", named)), medianAbsPctClose: median(at("close", named)) },
    hitRate15m: hitRate(rows.filter((r) => r.horizon === "15m")),
    hitRateClose: hitRate(rows.filter((r) => r.horizon === "close")),
  };
}

export function createTrackRecord(deps: { db: Db }) {
  const { db } = deps;

  function rows(split: Split, visibleUntil: number) {
    return db.$client
      .query<Row, [number]>(
        `SELECT ${COLUMN[split]} AS key, r.alert_id AS alertId, r.symbol AS symbol, w.role AS role, r.horizon AS horizon, r.pct AS pct, r.agreement AS agreement
         FROM market_reactions r
         JOIN market_watches w ON w.alert_id = r.alert_id AND w.symbol = r.symbol
         JOIN alerts al ON al.id = r.alert_id
         JOIN analyses an ON an.post_id = al.post_id
         WHERE r.status = 'ok' AND r.horizon IN ('15m', 'close') AND al.created_at <= ?`,
      )
      .all(visibleUntil);
  }

  function split(by: Split, visibleUntil: number) {
    const groups = new Map<string, Row[]>();
    for (const r of rows(by, visibleUntil)) groups.set(r.key, [...(groups.get(r.key) ?? []), r]);
    const keys = [...groups.keys()].sort((a, b) => (by === "impact" ? ORDER.indexOf(a) - ORDER.indexOf(b) : a.localeCompare(b)));
    return keys.map((k) => summarise(k, groups.get(k)!));
  }

  /** The ten largest named-instrument moves (15 min or close), each with its post. */
  function biggest(visibleUntil: number) {
    return db.$client
      .query<BiggestMove, [number]>(
        `SELECT r.alert_id AS alertId, al.impact AS impact, p.id AS postId, p.created_at AS postedAt, substr(p.content, 1, 280) AS content, p.url AS url, r.symbol AS symbol, r.horizon AS horizon, r.pct AS pct
         FROM market_reactions r
         JOIN market_watches w ON w.alert_id = r.alert_id AND w.symbol = r.symbol AND w.role = 'instrument'
         JOIN alerts al ON al.id = r.alert_id
         JOIN posts p ON p.id = al.post_id
         WHERE r.status = 'ok' AND r.horizon IN ('15m', 'close') AND al.created_at <= ?
         ORDER BY abs(r.pct) DESC LIMIT 10`,
      )
      .all(visibleUntil);
  }

  /** What anyone may see: alerts past the free delay, so the record gives nothing premium away early. */
  function publicRecord(visibleUntil: number) {
    return { byImpact: split("impact", visibleUntil), biggest: biggest(visibleUntil) };
  }

  function adminRecord() {
    const all = Number.MAX_SAFE_INTEGER;
    return { ...publicRecord(all), byCategory: split("category", all), byAnalyzer: split("analyzer", all) };
  }

  return { publicRecord, adminRecord };
}
