/**
 * The figures `npm run eval` prints for the score, beside the rules' on the same posts: relevant
 * and tariff F1, High precision and recall, impact accuracy, the calibration error of
 * `confidence`, and the direction accuracy and wrong-way share on the direction cases.
 */
import { type DirectionLabel, directionScore, evaluate, type Labeled } from "../metrics.ts";
import { analysisOf } from "../rules.ts";
import type { Predicted } from "./cv.ts";
import { withLevel } from "./judge.ts";

/** Expected calibration error: the gap between confidence and accuracy, over equal-width bins, weighted by their posts. */
export function ece(items: { confidence: number; right: boolean }[], bins = 10): number {
  const b = Array.from({ length: bins }, () => ({ n: 0, conf: 0, right: 0 }));
  for (const it of items) {
    const x = b[Math.min(bins - 1, Math.floor(it.confidence * bins))]!;
    x.n++;
    x.conf += it.confidence;
    x.right += it.right ? 1 : 0;
  }
  return items.length ? b.reduce((s, x) => s + Math.abs(x.conf - x.right), 0) / items.length : 0;
}

/**
 * Average precision of a ranking: the mean, over the positives, of the precision above each. Free of
 * any threshold, so a few posts either side of one do not swing it: the figure to compare training
 * choices by on a small target file. Posts the score cannot read rank last.
 */
export function averagePrecision(items: { p: number | null; yes: boolean }[]): number | null {
  const order = [...items].sort((a, b) => (b.p ?? -1) - (a.p ?? -1));
  const positives = order.filter((x) => x.yes).length;
  if (!positives || order.every((x) => x.p === null)) return null;
  let [tp, sum] = [0, 0];
  order.forEach((x, i) => {
    if (x.yes) sum += ++tp / (i + 1);
  });
  return sum / positives;
}

export interface Figures {
  posts: number;
  relevantF1: number;
  tariffF1: number;
  highPrecision: number;
  highRecall: number;
  high: string;
  impactAccuracy: number;
  /** Average precision of the raw P(High) and P(relevant) (null for the rules' column). */
  highAP: number | null;
  relevantAP: number | null;
  ece: number | null;
  /** The first-contact reads among the posts (sets.ts): how the confidence then and as shown now hold there. */
  firstContact: string | null;
  judgedByRules: number;
  directionAccuracy: number | null;
  wrongWay: number | null;
  directions: string;
}

/** The score's figures and the rules' alone, for labeled posts and direction cases judged out of fold. */
export function figures(
  labels: Labeled[],
  judged: Predicted[],
  cases: (DirectionLabel & { created_at?: string })[],
  casesJudged: Predicted[],
): { score: Figures; rules: Figures } {
  // The broad market is named by its cash funds or its futures by when the post came.
  const at = new Map(cases.map((c) => [c.id, c.created_at ? Date.parse(c.created_at) : undefined]));
  const byScore = new Map(judged.map((p) => [p.id, { ...p.scored, relevant: p.scored.impact !== "None" }]));
  const byRules = new Map(judged.map((p) => [p.id, { relevant: p.sig.impact !== "None", impact: p.sig.impact, tariff: p.sig.tariff }]));
  const label = new Map(labels.map((l) => [l.id, l]));
  const dirScore = directionScore(cases, new Map(casesJudged.map((p) => [p.id, analysisOf(withLevel(p.sig, p.scored), at.get(p.id))])));
  const dirRules = directionScore(cases, new Map(casesJudged.map((p) => [p.id, analysisOf(p.sig, at.get(p.id))])));
  const one = (preds: typeof byRules, dir: typeof dirScore, withEce: boolean): Figures => {
    const e = evaluate(labels, preds);
    return {
      posts: e.n,
      relevantF1: e.relevant.f1,
      tariffF1: e.tariff.f1,
      highPrecision: e.high.precision,
      highRecall: e.high.recall,
      high: `tp ${e.high.tp}, fp ${e.high.fp}, fn ${e.high.fn}`,
      impactAccuracy: e.impactAccuracy,
      highAP: withEce
        ? averagePrecision(judged.map((p) => ({ p: p.raw === undefined ? null : (p.raw?.high ?? -1), yes: label.get(p.id)?.impact === "High" })))
        : null,
      relevantAP: withEce
        ? averagePrecision(
            judged.map((p) => ({ p: p.raw === undefined ? null : (p.raw?.relevant ?? -1), yes: (label.get(p.id)?.impact ?? "None") !== "None" })),
          )
        : null,
      ece: withEce ? ece(judged.map((p) => ({ confidence: p.scored.confidence, right: p.scored.impact === label.get(p.id)?.impact }))) : null,
      firstContact: withEce ? firstContactLine(judged) : null,
      judgedByRules: withEce ? judged.filter((p) => p.scored.judgedBy === "rules").length : judged.length,
      directionAccuracy: cases.length ? dir.accuracy : null,
      wrongWay: cases.length ? dir.wrongShare : null,
      directions: `${dir.correct} of ${dir.named} named right, ${dir.wrong} the wrong way; ${dir.named} of ${dir.labeled} labeled instruments named`,
    };
  };
  return { score: one(byScore, dirScore, true), rules: one(byRules, dirRules, false) };
}

/**
 * The posts read at their file's first contact: the calibration error of the confidence that analyzer
 * gave, and of that confidence as the out-of-fold model shows it (its `unseen` maps were learned
 * without the post's fold); High's share right against its mean confidence, before and after.
 */
function firstContactLine(judged: Predicted[]): string | null {
  const reads = judged.flatMap((p) => p.firstContact ?? []);
  if (!reads.length) return null;
  const high = reads.filter((r) => r.impact === "High");
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / (xs.length || 1)).toFixed(3);
  const then = ece(reads.map((r) => ({ confidence: r.confidence, right: r.right })));
  const now = ece(reads.map((r) => ({ confidence: r.shown, right: r.right })));
  return `first contact (${reads.length} posts read by the analyzer of their file's first read): confidence ECE ${then.toFixed(3)} as read → ${now.toFixed(3)} as shown out of fold; High right ${high.filter((r) => r.right).length} of ${high.length}, mean confidence ${mean(high.map((r) => r.confidence))} → ${mean(high.map((r) => r.shown))}`;
}

/** The two columns, one figure a line. */
export function formatFigures(f: { score: Figures; rules: Figures }): string {
  const n = (x: number | null) => (x === null ? "—" : x.toFixed(3));
  const row = (name: string, k: keyof Figures) =>
    `${name.padEnd(24)}${n(f.score[k] as number | null).padStart(8)}${n(f.rules[k] as number | null).padStart(8)}`;
  return [
    `${"".padEnd(24)}${"score".padStart(8)}${"rules".padStart(8)}`,
    row("relevant F1", "relevantF1"),
    row("tariff F1", "tariffF1"),
    row("High precision", "highPrecision"),
    row("High recall", "highRecall"),
    row("impact accuracy", "impactAccuracy"),
    row("confidence ECE (10 bins)", "ece"),
    row("direction accuracy", "directionAccuracy"),
    row("wrong-way calls", "wrongWay"),
    `High: score ${f.score.high}; rules ${f.rules.high}`,
    `directions: score ${f.score.directions}; rules ${f.rules.directions}`,
    `posts ${f.score.posts}; judged by the rules because the score cannot read them: ${f.score.judgedByRules}`,
    ...(f.score.firstContact ? [f.score.firstContact] : []),
  ].join("\n");
}
