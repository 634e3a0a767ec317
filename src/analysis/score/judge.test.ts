import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { scoreSignals } from "./judge.ts";
import { createScorer, type ScoreWeights } from "./predict.ts";

/** Weights with no vocabulary whose impact model says High for any post it reads (order: High, Medium, Low, None). */
const alwaysHigh: ScoreWeights = {
  generatedBy: "test",
  trainedOn: { files: [], posts: 0 },
  levels: ["High", "Medium", "Low", "None"],
  vocabulary: [],
  impact: { weights: [[], [], [], []], bias: [4, 1, 0, -4] },
  tariff: { weights: [[], []], bias: [0, 0] },
  highThreshold: 0.5,
  noneThreshold: 0.5,
  tariffThreshold: 0.5,
  platt: { a: 1, b: 0 },
  rulesConfidence: 0.5,
};
const scorer = createScorer(alwaysHigh);

describe("the score's level in a judgement", () => {
  test("a shared article reports an act, it is not one: the score's High becomes the likelier of Medium and Low", () => {
    const sig = judge("https://www.example.com/2025/07/trump-announces-massive-trade-deal-with-japan-15-percent/");
    expect(sig.article).toBe(true);
    expect(sig.facts.length).toBeGreaterThan(0);
    const s = scoreSignals(sig, scorer, 0.5);
    expect(s.judgedBy).toBe("score");
    expect(s.impact).toBe("Medium");
  });

  test("his own act stays High, and so does the order itself shared with his words", () => {
    const own = judge("I am hereby imposing a 50% Tariff on Brazil, starting August 1st.");
    expect(scoreSignals(own, scorer, 0.5).impact).toBe("High");
    const order = judge(
      "For the first time in many years, we will slash the cost of prescription drugs! EXECUTIVE ORDER: https://www.whitehouse.gov/presidential-actions/2025/05/delivering-most-favored-nation-prescription-drug-pricing-to-american-patients/",
    );
    expect(order.facts.some((f) => f.voice === "own" && f.kind === "official-act")).toBe(true);
    expect(scoreSignals(order, scorer, 0.5).impact).toBe("High");
  });
});
