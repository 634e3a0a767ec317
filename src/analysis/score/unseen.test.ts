import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { IMPACTS } from "../../db/schema/posts.ts";
import { fitPlatt, logit, sigmoid } from "./model.ts";
import { createScorer, onUnseen, type ScoreWeights } from "./predict.ts";
import { type FirstRead, TUNE_SETS } from "./sets.ts";
import { SETTINGS } from "./settings.ts";
import { type Example, trainScore } from "./train.ts";
import weights from "./weights.json" with { type: "json" };

const root = resolve(import.meta.dir, "../../..");

describe("the confidence on a post nobody tuned on", () => {
  test("Platt's fit reaches its optimum where a full Newton step runs off: the mean it shows is the share right", () => {
    // Calls near certainty, four in ten of them wrong (High at first contact looked like this): at the
    // optimum of a logistic fit with an intercept, the mean fitted probability is the share right.
    const raw = Array.from({ length: 80 }, (_, i) => [0.999, 0.99, 0.95, 0.9, 0.8][i % 5]!);
    const right = raw.map((_, i) => i % 10 < 6);
    const { a, b } = fitPlatt(raw, right);
    const mean = raw.reduce((sum, r) => sum + sigmoid(a * logit(r) + b), 0) / raw.length;
    expect(mean).toBeCloseTo(0.6, 3);
    expect(Math.abs(a)).toBeLessThan(10);
  });

  test("a level's map applies to that level only, to three places; a level without one keeps its confidence", () => {
    const w = { unseen: { High: { a: 0.5, b: -0.5 } } };
    expect(onUnseen(w, "High", 0.9)).toBe(Math.round(sigmoid(0.5 * logit(0.9) - 0.5) * 1000) / 1000);
    expect(onUnseen(w, "High", 0.9)).toBeLessThan(0.9);
    expect(onUnseen(w, "Medium", 0.6543)).toBe(0.654);
    expect(onUnseen({}, "High", 0.9)).toBe(0.9);
  });

  // Forty posts: the fact "kind:x" means High, else None; out of fold the score is right on every one.
  const example = (i: number, first?: Example["firstContact"]): Example => ({
    id: `e${i}`,
    features: { facts: new Map([[i % 2 ? "kind:x" : "kind:y", 1]]), factCount: 1, words: new Set(["alpha"]) },
    impact: i % 2 ? "High" : "None",
    tariff: false,
    rulesImpact: "None",
    ...(first ? { firstContact: first } : {}),
  });
  const train = (first: (i: number) => Example["firstContact"], s = SETTINGS) =>
    trainScore(
      Array.from({ length: 40 }, (_, i) => example(i, first(i))),
      { ...s, minWords: 1, minFacts: 1 },
    );

  test("a level right far less often at first contact than out of fold is calibrated on its first-contact reads", () => {
    // At first contact every post was called High at 0.9, and half of them were: High is right half the time there.
    const w = train(() => ({ impact: "High", confidence: 0.9 }));
    expect(w.unseen?.High).toBeDefined();
    expect(onUnseen(w, "High", 0.9)).toBeGreaterThan(0.4);
    expect(onUnseen(w, "High", 0.9)).toBeLessThan(0.65);
    expect(w.unseen?.None).toBeUndefined();
  });

  test("no map where first contact was as right as out of fold, nor from fewer reads than minReads", () => {
    expect(train((i) => ({ impact: i % 2 ? "High" : "None", confidence: 0.9 })).unseen).toBeUndefined();
    expect(train((i) => (i < SETTINGS.unseen.minReads - 1 ? { impact: "High", confidence: 0.9 } : undefined)).unseen).toBeUndefined();
  });

  test("the scorer shows a level's confidence through its map, and the judged level's confidence is the one shown", () => {
    const w = { ...train(() => ({ impact: "High", confidence: 0.9 })), generatedBy: "test", trainedOn: { files: [], posts: 0 } };
    const s = createScorer(w).score({ facts: new Map([["kind:x", 1]]), factCount: 1, words: new Set(["alpha"]) })!;
    expect(s.impact).toBe("High");
    expect(s.confidence).toBe(s.shown("High"));
    expect(s.confidence).toBeLessThan(s.calibrated("High"));
    expect(Math.abs(s.confidence - onUnseen(w, "High", s.calibrated("High")))).toBeLessThanOrEqual(0.001);
    expect(s.shown("None")).toBeCloseTo(s.calibrated("None"), 2);
  });

  test("the shipped weights carry a map for High that lowers a sure-looking call", () => {
    const w = weights as ScoreWeights;
    expect(w.unseen?.High).toBeDefined();
    expect(onUnseen(w, "High", 0.95)).toBeLessThan(0.9);
  });
});

describe("the first-contact reads", () => {
  const sets = TUNE_SETS.filter((s) => s.firstContact);
  test("four files have one, each at a commit of this repository's history", () => {
    expect(sets.map((s) => s.file.replace(/^.*\//, ""))).toEqual([
      "labeled-archive.json",
      "labeled-archive2.json",
      "labeled-monitor.json",
      "labeled-rest.json",
    ]);
    for (const s of sets) expect(s.firstContact!.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  test.each(sets.map((s) => [s.file, s] as const))("%s: one read a post of the file, a level and a confidence each, from its commit", async (_, s) => {
    const posts: { id: string }[] = await Bun.file(resolve(root, s.file)).json();
    const file = (await Bun.file(resolve(root, s.firstContact!.reads)).json()) as { generatedBy: string; commit: string; file: string; reads: FirstRead[] };
    expect(file.generatedBy).toContain("bun scripts/first-contact.ts");
    expect(file.commit).toBe(s.firstContact!.commit);
    expect(file.file).toBe(s.file);
    expect(file.reads.map((r) => r.id).sort()).toEqual(posts.map((p) => p.id).sort());
    for (const r of file.reads) {
      expect(IMPACTS).toContain(r.impact);
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
  });
});
