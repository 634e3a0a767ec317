import { describe, expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";
import { featuresOf } from "./features.ts";
import { rescore } from "./index.ts";
import { impactLabel } from "./label.ts";
import { fit, fitPlatt, probabilities, sigmoid } from "./model.ts";
import { bestThreshold, createScorer, decide, relevanceOf, type ScoreWeights } from "./predict.ts";
import { averagePrecision, ece } from "./report.ts";
import { TUNE_SETS } from "./sets.ts";
import { outerFoldOf } from "./cv.ts";
import { SETTINGS } from "./settings.ts";
import { chooseHighThreshold, foldOf, trainScore } from "./train.ts";
import weights from "./weights.json" with { type: "json" };

describe("the model's parts", () => {
  test("the logistic regression learns a separable toy problem", () => {
    // Feature 0 means class 1, feature 1 means class 0.
    const rows = Array.from({ length: 40 }, (_, i) => ({ idx: [i % 2], val: [1] }));
    const labels = rows.map((r) => (r.idx[0] === 0 ? 1 : 0));
    const m = fit(rows, labels, { classes: 2, dims: 2, lambda: 0.001, iterations: 200 });
    expect(probabilities(m, { idx: [0], val: [1] })[1]).toBeGreaterThan(0.9);
    expect(probabilities(m, { idx: [1], val: [1] })[0]).toBeGreaterThan(0.9);
  });

  test("Platt scaling maps an over-confident probability to the rate at which it is right", () => {
    // Says 0.9 and is right 70% of the time; says 0.6 and is right 40%: calibrated, it says 0.7 and 0.4.
    const raw = Array.from({ length: 200 }, (_, i) => (i < 100 ? 0.9 : 0.6));
    const right = raw.map((_, i) => (i < 100 ? i % 10 < 7 : i % 10 < 4));
    const { a, b } = fitPlatt(raw, right);
    expect(sigmoid(a * Math.log(0.9 / 0.1) + b)).toBeCloseTo(0.7, 2);
    expect(sigmoid(a * Math.log(0.6 / 0.4) + b)).toBeCloseTo(0.4, 2);
  });

  test("the High threshold keeps the recall target and, among those, the best precision", () => {
    const p = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05];
    const high = [true, true, false, true, true, false, false, false, false, false];
    // Recall 0.80 needs at least 4 of the 4 Highs above… 0.8 of 4 is 3.2: all four, so the cut is at 0.5.
    expect(chooseHighThreshold(p, high)).toBe(0.5);
    expect(bestThreshold(p, high)).toBe(0.5);
  });

  test("a smoothing window moves the relevance cut from a lone peak of F1 to the best neighbourhood", () => {
    // Posts in falling probability, relevant or not: the single best cut is a peak between worse cuts;
    // judged by the mean F1 of the cuts within 5 posts either side, a cut further down is best.
    const relevant = [..."11110111010000101000000000"].map((c) => c === "1");
    const p = relevant.map((_, i) => Math.round((1 - i / relevant.length) * 1000) / 1000);
    expect(bestThreshold(p, relevant)).toBe(0.654);
    expect(bestThreshold(p, relevant, 0)).toBe(0.654);
    expect(bestThreshold(p, relevant, 0.2)).toBe(0.538);
  });

  test("a level: High at its threshold, None under the relevance threshold, else the likelier of Medium and Low", () => {
    const t = { highThreshold: 0.3, noneThreshold: 0.5 };
    // Order of levels: High, Medium, Low, None.
    expect(decide([0.35, 0.3, 0.2, 0.15], t).level).toBe(0);
    expect(decide([0.1, 0.1, 0.2, 0.6], t).level).toBe(3);
    expect(decide([0.1, 0.2, 0.35, 0.35], t).level).toBe(2);
  });

  test("relevance: one minus the impact model's P(None), or its mix with the relevance model's own probability", () => {
    // Order of levels: High, Medium, Low, None. The relevance model reads feature 0 as relevant.
    const p = [0.05, 0.05, 0.1, 0.8];
    const model = { weights: [[-2], [2]], bias: [0, 0] };
    const row = { idx: [0], val: [1] };
    expect(relevanceOf(p, undefined, row)).toBeCloseTo(0.2, 10);
    const own = probabilities(model, row)[1]!;
    expect(relevanceOf(p, { model, mix: 1 }, row)).toBeCloseTo(own, 10);
    expect(relevanceOf(p, { model, mix: 0.5 }, row)).toBeCloseTo((own + 0.2) / 2, 10);
    // The impact model alone says None; with the relevance model the post is relevant, and its
    // level is the likelier of Medium and Low.
    const t = { highThreshold: 0.5, noneThreshold: 0.5 };
    expect(decide(p, t).level).toBe(3);
    expect(decide(p, t, relevanceOf(p, { model, mix: 0.5 }, row)).level).toBe(2);
  });

  test("relevance with trees: their share of the relevance model's own probability, the linear model the rest", () => {
    const p = [0.05, 0.05, 0.1, 0.8];
    const model = { weights: [[-2], [2]], bias: [0, 0] };
    const row = { idx: [0], val: [1] };
    // One tree, one leaf: the trees' probability is sigmoid(base + rate × leaf) = sigmoid(0) = 0.5.
    const trees = { base: -1, rate: 0.5, trees: [[{ v: 2 }]] };
    const own = probabilities(model, row)[1]!;
    expect(relevanceOf(p, { model, mix: 1, trees, treeShare: 0.3 }, row)).toBeCloseTo(0.7 * own + 0.3 * 0.5, 10);
    expect(relevanceOf(p, { model, mix: 1, trees, treeShare: 0 }, row)).toBeCloseTo(own, 10);
  });

  test("about tariffs is decided apart from relevance: a post judged None may still speak of tariffs (rubric: tariff)", () => {
    // One feature, "tariff": the impact model reads it as None, the tariff model as about tariffs.
    const none = [0, 0, 0, 5];
    const w: ScoreWeights = {
      generatedBy: "test",
      trainedOn: { files: [], posts: 0 },
      levels: ["High", "Medium", "Low", "None"],
      vocabulary: ["w:tariffs"],
      impact: { weights: none.map((x) => [x]), bias: [0, 0, 0, 0] },
      tariff: { weights: [[-3], [3]], bias: [0, 0] },
      highThreshold: 0.9,
      noneThreshold: 0.5,
      tariffThreshold: 0.5,
      platt: { a: 1, b: 0 },
      rulesConfidence: 0.5,
    };
    const s = createScorer(w).score({ facts: new Map(), factCount: 0, words: new Set(["tariffs"]) });
    expect(s?.impact).toBe("None");
    expect(s?.tariff).toBe(true);
  });

  test("the features carry the rules' endorsement veto, the sectors named and the tariff topic, whatever the rules' relevance", () => {
    const f = featuresOf(judge("It is my Honor to give a Complete and Total Endorsement of the Prime Minister. We made a great Trade Deal together!"));
    expect(f.facts.get("endorses")).toBe(1);
    expect(f.facts.get("tariff-topic")).toBe(1);
    expect(featuresOf(judge("CONGRESS, PASS THE FARM BILL, NOW! Our Farmers need it.")).facts.get("sector:agriculture")).toBe(1);
  });

  test("a fold seed deals the posts into other folds; seed 0 is the split `npm run eval` prints by default", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `post-${i}`);
    expect(ids.map((id) => outerFoldOf(id))).toEqual(ids.map((id) => foldOf(id)));
    const moved = ids.filter((id) => outerFoldOf(id, 1) !== outerFoldOf(id, 0)).length;
    // Four in five posts land elsewhere when the folds are dealt afresh.
    expect(moved).toBeGreaterThan(120);
    expect(new Set(ids.map((id) => outerFoldOf(id, 1)))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  test("average precision: 1 when every positive ranks above every negative, the mean precision above each positive otherwise", () => {
    expect(
      averagePrecision([
        { p: 0.9, yes: true },
        { p: 0.8, yes: true },
        { p: 0.1, yes: false },
      ]),
    ).toBe(1);
    // Positives at ranks 1 and 3: (1/1 + 2/3) / 2.
    expect(
      averagePrecision([
        { p: 0.9, yes: true },
        { p: 0.5, yes: false },
        { p: 0.4, yes: true },
      ]),
    ).toBeCloseTo(5 / 6, 10);
    // A post the score cannot read (null) ranks last; no positive, or no ranking at all, has no figure.
    expect(
      averagePrecision([
        { p: null, yes: true },
        { p: 0.2, yes: false },
      ]),
    ).toBe(0.5);
    expect(averagePrecision([{ p: 0.2, yes: false }])).toBeNull();
    expect(averagePrecision([{ p: null, yes: true }])).toBeNull();
  });

  test("ECE: zero when confidence matches the rate of right answers, the gap otherwise", () => {
    const half = Array.from({ length: 10 }, (_, i) => ({ confidence: 0.55, right: i < 5 }));
    expect(ece(half)).toBeCloseTo(0.05, 5);
    expect(ece(Array.from({ length: 10 }, () => ({ confidence: 0.95, right: true })))).toBeCloseTo(0.05, 5);
  });

  test("the label every surface shows: 'High · 83%', or the impact alone without a confidence", () => {
    expect(impactLabel("High", 0.834)).toBe("High · 83%");
    expect(impactLabel("Medium", null)).toBe("Medium");
  });
});

describe("the shipped weights", () => {
  const w = weights as ScoreWeights;
  test("say the command that made them, and were trained on the tune sets only", () => {
    expect(w.generatedBy).toContain("bun scripts/train-score.ts");
    expect(w.trainedOn.files.length).toBe(TUNE_SETS.length);
    for (const f of w.trainedOn.files) expect(f).not.toMatch(/labeled-test|second-reader|holdout/);
    expect(w.impact.weights).toHaveLength(4);
    expect(w.impact.weights[0]).toHaveLength(w.vocabulary.length);
  });

  test("a post the score cannot read (no fact, no word it knows) keeps the rules' level and says so", () => {
    const sig = judge("https://t.co/x");
    expect(createScorer(w).score(featuresOf({ ...sig, body: "", slugs: "" }))).toBeNull();
    const r = rescore({ ...sig, body: "", slugs: "", facts: [] });
    expect(r.judgedBy).toBe("rules");
    expect(r.impact).toBe(sig.impact);
    expect(r.confidence).toBe(w.rulesConfidence);
  });

  test("an analysis carries the impact's calibrated confidence and which judged it; relevant follows the impact", () => {
    const r = analyzeWithRules({ content: "Starting August 1st, we will charge Japan a 25% Tariff on all products sent into the United States." });
    expect(r.judgedBy).toBe("score");
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(r.relevant).toBe(r.impact !== "None");
    expect(r.impact).toBe("High");
  });
});

describe("training choices", () => {
  // Forty posts: the fact feature "kind:x" means High, the word "alpha" means about tariffs.
  const example = (i: number) => ({
    id: `e${i}`,
    features: { facts: new Map([[i % 2 ? "kind:x" : "kind:y", 1]]), factCount: 1, words: new Set(i % 4 < 2 ? ["alpha"] : ["beta"]) },
    impact: (i % 2 ? "High" : "None") as "High" | "None",
    tariff: i % 4 < 2,
    rulesImpact: "None" as const,
  });
  const examples = Array.from({ length: 40 }, (_, i) => example(i));

  test("a group the impact model does not read (impactDrop) keeps a zero weight there, and the tariff model still reads it", () => {
    const w = trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, impactDrop: ["w:"] });
    const alpha = w.vocabulary.indexOf("w:alpha");
    expect(alpha).toBeGreaterThanOrEqual(0);
    for (const row of w.impact.weights) expect(row[alpha]).toBe(0);
    expect(w.tariff.weights[1]![alpha]).not.toBe(0);
    const scorer = createScorer({ ...w, generatedBy: "test", trainedOn: { files: [], posts: 0 } });
    expect(scorer.score({ facts: new Map(), factCount: 0, words: new Set(["alpha"]) })?.tariff).toBe(true);
  });

  test("a relevance model of its own (relevanceMix > 0) reads the words the impact model does not; none is fitted at 0", () => {
    // Relevant (not None) follows the word "alpha" here, not the fact.
    const relevantByWord = examples.map((e) => ({ ...e, impact: (e.features.words.has("alpha") ? "Medium" : "None") as "Medium" | "None" }));
    const w = trainScore(relevantByWord, { ...SETTINGS, minWords: 1, minFacts: 1, relevanceMix: 1 });
    expect(w.relevance?.mix).toBe(1);
    const alpha = w.vocabulary.indexOf("w:alpha");
    expect(w.relevance!.model.weights[1]![alpha]).toBeGreaterThan(0);
    for (const row of w.impact.weights) expect(row[alpha]).toBe(0);
    const scorer = createScorer({ ...w, generatedBy: "test", trainedOn: { files: [], posts: 0 } });
    const post = (word: string) => scorer.score({ facts: new Map([["kind:x", 1]]), factCount: 1, words: new Set([word]) })?.impact;
    expect(post("alpha")).not.toBe("None");
    expect(post("beta")).toBe("None");
    expect(trainScore(relevantByWord, { ...SETTINGS, minWords: 1, minFacts: 1, relevanceMix: 0 }).relevance).toBeUndefined();
  });

  test("with words in, the impact model reads them", () => {
    const w = trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, impactDrop: [] });
    const alpha = w.vocabulary.indexOf("w:alpha");
    expect(w.impact.weights.some((row) => row[alpha] !== 0)).toBe(true);
  });
});
