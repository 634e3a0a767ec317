import { describe, expect, test } from "bun:test";
import { fit, probabilities } from "./model.ts";
import { columnsOf, createScorer, encode } from "./predict.ts";
import { SETTINGS } from "./settings.ts";
import { type Example, trainScore } from "./train.ts";

/**
 * The round-five training choices (settings.ts SETTINGS): the word weighting, the groups each model
 * does not read, words that must be seen in several stories, and a heavier L2 on some columns.
 */
describe("encoding a post's words (wordNorm)", () => {
  const index = columnsOf(["f:kind:x", ...Array.from({ length: 16 }, (_, i) => `w:w${i}`)]);
  const features = (n: number) => ({ facts: new Map([["kind:x", 1]]), factCount: 1, words: new Set(Array.from({ length: n }, (_, i) => `w${i}`)) });

  test("without it every known word weighs 1", () => {
    expect(encode(features(16), index).val).toEqual(Array(17).fill(1));
  });
  test("with it, 16 known words weigh 3 / √16 each, a few weigh 1 at most, and the facts keep their value", () => {
    const many = encode(features(16), index, 3);
    expect(many.val[0]).toBe(1);
    expect(many.val.slice(1)).toEqual(Array(16).fill(0.75));
    expect(encode(features(4), index, 3).val).toEqual(Array(5).fill(1));
  });
});

describe("what each model reads", () => {
  // Forty posts: the fact "kind:x" means High and about tariffs, the word "alpha" marks half of each.
  const examples: Example[] = Array.from({ length: 40 }, (_, i) => ({
    id: `e${i}`,
    features: { facts: new Map([[i % 2 ? "kind:x" : "kind:y", 1]]), factCount: 1, words: new Set([i % 4 < 2 ? "alpha" : "beta"]) },
    impact: i % 2 ? "High" : "None",
    tariff: i % 2 === 1,
    rulesImpact: "None",
    group: `story-${i}`,
  }));

  test("a group the tariff model does not read (tariffDrop) keeps a zero weight there, and the impact model still reads it", () => {
    const w = trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, tariffDrop: ["f:kind:x"], impactDrop: [] });
    const x = w.vocabulary.indexOf("f:kind:x");
    expect(w.tariff.weights.every((row) => row[x] === 0)).toBe(true);
    expect(w.impact.weights.some((row) => row[x] !== 0)).toBe(true);
  });

  test("a word said in one story only does not enter the vocabulary under minWordStories; one said across stories does", () => {
    // "gamma" is said by eight posts of one story, "alpha" by twenty posts of twenty stories.
    const oneStory = examples.map((e, i) => (i < 8 ? { ...e, group: "one", features: { ...e.features, words: new Set([...e.features.words, "gamma"]) } } : e));
    const vocabulary = (minWordStories: number) => trainScore(oneStory, { ...SETTINGS, minWords: 1, minFacts: 1, minWordStories }).vocabulary;
    expect(vocabulary(0)).toContain("w:gamma");
    expect(vocabulary(4)).not.toContain("w:gamma");
    expect(vocabulary(4)).toContain("w:alpha");
  });
});

test("a column's L2 scale holds its weight nearer zero than the same column without it", () => {
  const rows = Array.from({ length: 40 }, (_, i) => ({ idx: [i % 2], val: [1] }));
  const labels = rows.map((r) => (r.idx[0] === 0 ? 1 : 0));
  const o = { classes: 2, dims: 2, lambda: 0.01, iterations: 200 };
  const plain = fit(rows, labels, o);
  const held = fit(rows, labels, { ...o, lambdaScale: Float64Array.from([10, 1]) });
  expect(Math.abs(held.weights[1]![0]!)).toBeLessThan(Math.abs(plain.weights[1]![0]!));
});

describe("the relevance model's word scaling (nbScale)", () => {
  // "alpha" is said by relevant posts only, "beta" by the others; the fact "kind:x" by all.
  const examples: Example[] = Array.from({ length: 40 }, (_, i) => ({
    id: `n${i}`,
    features: { facts: new Map([["kind:x", 1]]), factCount: 1, words: new Set([i % 2 ? "alpha" : "beta"]) },
    impact: i % 2 ? "Low" : "None",
    tariff: false,
    rulesImpact: "None",
    group: `story-${i}`,
  }));

  test("a word of relevant posts is scaled up and one of the others turned negative; facts keep 1; off, there is no scale", () => {
    const w = trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, nbScale: 1, relevanceMix: 1 });
    const at = (v: string) => w.relevance!.scale![w.vocabulary.indexOf(v)]!;
    expect(at("w:alpha")).toBeGreaterThan(1);
    expect(at("w:beta")).toBeLessThan(0);
    expect(at("f:kind:x")).toBe(1);
    expect(trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, nbScale: 0, relevanceMix: 1 }).relevance!.scale).toBeUndefined();
  });

  test("the scorer applies the scale: the word of relevant posts makes a post relevant, the other does not", () => {
    const w = trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, nbScale: 1, relevanceMix: 1 });
    const scorer = createScorer({ ...w, generatedBy: "test", trainedOn: { files: [], posts: 0 } });
    const post = (word: string) => scorer.score({ facts: new Map([["kind:x", 1]]), factCount: 1, words: new Set([word]) })?.impact;
    expect(post("alpha")).not.toBe("None");
    expect(post("beta")).toBe("None");
  });

  test("the relevance model's trees (relevanceTrees) read the facts, never the words (relevanceTreeShape.drop), and ship with their share", () => {
    const read = (drop: string[]) => {
      const w = trainScore(examples, {
        ...SETTINGS,
        minWords: 1,
        minFacts: 1,
        relevanceMix: 1,
        relevanceTrees: 0.3,
        relevanceTreeShape: { ...SETTINGS.relevanceTreeShape, minLeaf: 1, drop },
      });
      expect(w.relevance!.treeShare).toBe(0.3);
      return new Set(w.relevance!.trees!.trees.flat().flatMap((n) => ("c" in n ? [w.vocabulary[n.c]!] : [])));
    };
    // The words alone tell the relevant posts here: trees that may read words split on one.
    const words = (drop: string[]) => [...read(drop)].filter((v) => v.startsWith("w:"));
    expect(words([]).length).toBeGreaterThan(0);
    expect(words(["w:"])).toEqual([]);
    expect(trainScore(examples, { ...SETTINGS, minWords: 1, minFacts: 1, relevanceMix: 1, relevanceTrees: 0 }).relevance!.trees).toBeUndefined();
  });
});

describe("a soft relevance label for posts labeled Low (lowTarget)", () => {
  // The fact "kind:low" is always labeled Low, "kind:none" always None, "kind:mid" always Medium.
  const kinds = ["kind:low", "kind:none", "kind:mid"] as const;
  const level = { "kind:low": "Low", "kind:none": "None", "kind:mid": "Medium" } as const;
  const examples: Example[] = Array.from({ length: 60 }, (_, i) => ({
    id: `s${i}`,
    features: { facts: new Map([[kinds[i % 3]!, 1]]), factCount: 1, words: new Set<string>() },
    impact: level[kinds[i % 3]!],
    tariff: false,
    rulesImpact: "None",
    group: `story-${i}`,
  }));
  const pRelevant = (lowTarget: number, kind: string) => {
    const w = trainScore(examples, { ...SETTINGS, minFacts: 1, relevanceMix: 1, nbScale: 0, lowTarget, relevanceTrees: 0 });
    return createScorer({ ...w, generatedBy: "test", trainedOn: { files: [], posts: 0 } }).score({
      facts: new Map([[kind, 1]]),
      factCount: 1,
      words: new Set(),
    })!.relevant;
  };

  test("at 1 a Low post is learned as wholly relevant; below, its probability is pulled towards the target, and a Medium one's is not", () => {
    expect(pRelevant(1, "kind:low")).toBeGreaterThan(0.9);
    const soft = pRelevant(0.6, "kind:low");
    expect(soft).toBeLessThan(0.8);
    expect(soft).toBeGreaterThan(0.4);
    expect(pRelevant(0.6, "kind:mid")).toBeGreaterThan(0.9);
  });
});

test("a sample weight of zero leaves the example out of the fit", () => {
  const rows = Array.from({ length: 40 }, () => ({ idx: [0], val: [1] }));
  const labels = rows.map((_, i) => (i < 20 ? 1 : 0));
  const o = { classes: 2, dims: 1, lambda: 0.001, iterations: 300 };
  const p = (w?: number[]) => probabilities(fit(rows, labels, { ...o, sampleWeight: w }), { idx: [0], val: [1] })[1]!;
  expect(p()).toBeCloseTo(0.5, 1);
  expect(p(labels.map((y) => (y ? 1 : 0)))).toBeGreaterThan(0.9);
});
