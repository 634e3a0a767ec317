import { IMPACTS, type Impact } from "../db/schema/posts.ts";

export interface Labeled {
  id: string;
  relevant: boolean;
  impact: Impact;
  tariff: boolean;
}

export interface Prf {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export function prf(pairs: [predicted: boolean, actual: boolean][]): Prf {
  let tp = 0, fp = 0, fn = 0;
  for (const [p, a] of pairs) {
    if (p && a) tp++;
    else if (p) fp++;
    else if (a) fn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { tp, fp, fn, precision, recall, f1 };
}

/** Precision/recall/F1 for relevant, tariff and High, and the impact confusion matrix (rows: labeled). */
export function evaluate(labels: Labeled[], predictions: Map<string, Omit<Labeled, "id"> & { tickers?: string[] }>) {
  const joined = labels.flatMap((l) => {
    const p = predictions.get(l.id);
    return p ? [{ l, p }] : [];
  });
  const confusion = Object.fromEntries(IMPACTS.map((a) => [a, Object.fromEntries(IMPACTS.map((b) => [b, 0]))])) as Record<Impact, Record<Impact, number>>;
  for (const { l, p } of joined) confusion[l.impact][p.impact]++;
  return {
    n: joined.length,
    missing: labels.length - joined.length,
    relevant: prf(joined.map(({ l, p }) => [p.relevant, l.relevant])),
    tariff: prf(joined.map(({ l, p }) => [p.tariff, l.tariff])),
    high: prf(joined.map(({ l, p }) => [p.impact === "High", l.impact === "High"])),
    // Of the alerts a trader acts on (predicted High or Medium), how many name an instrument.
    tickerCoverage: coverage(joined.map(({ p }) => p).filter((p) => p.impact === "High" || p.impact === "Medium").map((p) => (p.tickers?.length ?? 0) > 0)),
    impactAccuracy: joined.length ? joined.filter(({ l, p }) => l.impact === p.impact).length / joined.length : 0,
    confusion,
  };
}

function coverage(has: boolean[]) {
  const n = has.filter(Boolean).length;
  return { n, of: has.length, share: has.length ? n / has.length : 1 };
}

export type Evaluation = ReturnType<typeof evaluate>;

/** A fixed split of a labeled set by a hash of the id: "tune" is the half the rules were tuned on. */
export function splitOf(id: string): "tune" | "holdout" {
  return new Bun.CryptoHasher("sha256").update(id).digest()[0]! < 128 ? "tune" : "holdout";
}

export function formatEvaluation(e: Evaluation): string {
  const pct = (x: number) => x.toFixed(3);
  const row = (name: string, m: Prf) =>
    `${name.padEnd(10)} precision ${pct(m.precision)}  recall ${pct(m.recall)}  F1 ${pct(m.f1)}   (tp ${m.tp}, fp ${m.fp}, fn ${m.fn})`;
  const lines = [
    `posts: ${e.n}${e.missing ? ` (${e.missing} without a prediction)` : ""}`,
    row("relevant", e.relevant),
    row("tariff", e.tariff),
    row("High", e.high),
    `impact accuracy ${pct(e.impactAccuracy)}`,
    `High/Medium alerts with a ticker ${pct(e.tickerCoverage.share)}   (${e.tickerCoverage.n} of ${e.tickerCoverage.of})`,
    "",
    "impact confusion (rows: labeled, columns: predicted)",
    `${"".padEnd(8)}${IMPACTS.map((i) => i.padStart(8)).join("")}`,
    ...IMPACTS.map((a) => `${a.padEnd(8)}${IMPACTS.map((b) => String(e.confusion[a][b]).padStart(8)).join("")}`),
  ];
  return lines.join("\n");
}
