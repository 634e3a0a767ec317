import { describe, expect, test } from "bun:test";
import { judge } from "../../rules.ts";
import { featuresOf } from "../features.ts";
import weights from "../weights.json" with { type: "json" };
import { DIMS, keyOf, meanDirection, tableWords } from "./index.ts";

const cosine = (a: Float64Array, b: Float64Array) => a.reduce((s, x, d) => s + x * b[d]!, 0);
const direction = (text: string) => meanDirection(text.split(" "))!;

describe("word vectors", () => {
  test("a direction is a unit vector of the known words; no known word, no direction", () => {
    expect(Math.hypot(...direction("tariffs imports"))).toBeCloseTo(1, 6);
    expect(meanDirection(["qwzxv", "zzkrpt"])).toBeNull();
    expect(meanDirection([])).toBeNull();
    // An unknown word adds nothing to a known one's direction.
    expect(cosine(direction("tariffs"), direction("tariffs qwzxv"))).toBeCloseTo(1, 6);
  });

  test.each([
    // Words no economic lexicon of the project lists still point at the economy.
    ["holidays closed businesses cost billions", "economy jobs wages", "football touchdown stadium"],
    ["duties levied imported steel", "tariffs trade", "wedding bride flowers"],
    ["crude barrels refinery", "oil prices", "poem novel author"],
  ])("%s is nearer %s than %s", (text, near, far) => {
    expect(cosine(direction(text), direction(near))).toBeGreaterThan(cosine(direction(text), direction(far)) + 0.1);
  });

  test("every post's features carry its direction (links' words too), and only the relevance model reads it", () => {
    const f = featuresOf(judge("Too many holidays: businesses closed, costing billions. https://example.com/economy-jobs-report")).facts;
    const vec = Array.from({ length: DIMS }, (_, d) => f.get(`vec:${d}`) ?? 0);
    expect(Math.hypot(...vec)).toBeCloseTo(4, 3);
    const columns = weights.vocabulary.flatMap((v, j) => (v.startsWith("f:vec:") ? [j] : []));
    expect(columns).toHaveLength(DIMS);
    for (const j of columns) {
      for (const row of [...weights.impact.weights, ...weights.tariff.weights]) expect(row[j]).toBe(0);
    }
    expect(columns.some((j) => weights.relevance!.model.weights[1]![j] !== 0)).toBe(true);
  });
});

test("no two words of the table share a key, so a word is never read as another", () => {
  const words = tableWords();
  expect(words).toHaveLength(20_000);
  expect(new Set(words.map(keyOf)).size).toBe(words.length);
});
