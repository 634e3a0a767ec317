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

  test("an order shared by its title and link alone is the White House's notice of it, not High", () => {
    const sig = judge(
      "“Reinvigorating America’s Beautiful Clean Coal Industry and Amending Executive Order 14241” https://www.whitehouse.gov/presidential-actions/2025/04/reinvigorating-americas-beautiful-clean-coal-industry-and-amending-executive-order-14241/",
    );
    expect(sig.facts.some((f) => f.voice === "own" && f.kind === "official-act")).toBe(true);
    expect(scoreSignals(sig, scorer, 0.5).impact).not.toBe("High");
    // His capitals with a rate are his words, not a title.
    expect(
      scoreSignals(
        judge("BIG NEWS! TARIFFS ON CHINA RAISED TO 145%, EFFECTIVE IMMEDIATELY! https://www.whitehouse.gov/presidential-actions/2025/04/china/"),
        scorer,
        0.5,
      ).impact,
    ).toBe("High");
  });
});

/** The score says High only where the rules read a new, decided act in a post about markets (rubric: High is an action). */
const actCases: [string, string, "High" | "not High"][] = [
  [
    "a warning with no act",
    "Let nobody be fooled! The attacks by the Houthis all emanate from IRAN. Any further attack will be met with great force, and Iran will be held responsible.",
    "not High",
  ],
  [
    "talks on a ceasefire to come",
    "Just completed my two hour call with President Putin of Russia. It went very well. Russia and Ukraine will immediately start negotiations toward a Ceasefire.",
    "not High",
  ],
  [
    "an endorsement naming a trading partner",
    "It is my Great Honor to endorse Mike Collins for the Senate in Georgia. He will be a champion for our Farmers, who are doing great with China buying record amounts of Soybeans, and he will never let Canada rip us off on Trade. Complete and Total Endorsement!",
    "not High",
  ],
  ["a tariff with a rate and a date", "I am hereby imposing a 50% Tariff on Brazil, starting August 1st.", "High"],
  [
    "a strike he announces",
    "Tonight, at my direction, the United States Military struck Iranian oil facilities on Kharg Island. Iran's Navy has been destroyed!",
    "High",
  ],
];

describe("no act, no High", () => {
  test.each(actCases)("%s", (_kind, post, want) => {
    const { impact } = scoreSignals(judge(post), scorer, 0.5);
    if (want === "High") expect(impact).toBe("High");
    else expect(impact).not.toBe("High");
  });
});

/** Weights whose impact model says Medium for any post it reads. */
const alwaysMedium = createScorer({ ...alwaysHigh, impact: { weights: [[], [], [], []], bias: [1, 4, 0, -4] } });

describe("the rubric's named High kinds the score sees too seldom to learn", () => {
  test.each([
    [
      "a Fed chair named, decided",
      "I am pleased to announce that I am nominating Kevin Warsh to be the CHAIRMAN OF THE BOARD OF GOVERNORS OF THE FEDERAL RESERVE SYSTEM. Kevin currently serves as the Shepard Family Distinguished Visiting Fellow in Economics at the Hoover Institution. He will be a great Chairman of the Fed!",
      "High",
    ],
    ["pressure on the Fed to cut", "Jerome 'Too Late' Powell should cut Interest Rates NOW. The Fed is always too late!", "Medium"],
    ["a resignation demanded, not a removal", "'Too Late' Powell should resign immediately!!! The Fed has been a disaster.", "Medium"],
    ["an explicit buy call, among other words", "BE STRONG, BE CALM. Stocks are on SALE. NOW IS A GREAT TIME TO BUY!!! President DJT", "High"],
  ])("%s", (_kind, post, want) => {
    expect(scoreSignals(judge(post), alwaysMedium, 0.5).impact).toBe(want as "High" | "Medium");
  });

  /** Weights whose impact model says Low for any post it reads. */
  const alwaysLow = createScorer({ ...alwaysHigh, impact: { weights: [[], [], [], []], bias: [0, 1, 4, -4] } });
  test("a buy call stays High where the score says Low; a post with no call does not", () => {
    expect(scoreSignals(judge("Stocks are on SALE. THIS IS A GREAT TIME TO BUY AMERICAN COMPANIES!!!"), alwaysLow, 0.5).impact).toBe("High");
    expect(scoreSignals(judge("The Stock Market hit a new record high today. Thank you!"), alwaysLow, 0.5).impact).toBe("Low");
  });
});

describe("the confidence of a level a rule of the rubric moved", () => {
  const nominated = judge(
    "I am pleased to announce that I am nominating Kevin Warsh to be the Chairman of the Federal Reserve. He will be a great Chairman of the Fed!",
  );
  const routes = { floor: 0.3, rubric: 0.8, "bare-threat": 0.6, "no-act": 0.55 };

  test("is how often that rule was right in training (the weights' routes), not the score's probability of a level it did not pick", () => {
    const s = scoreSignals(nominated, alwaysMedium, 0.5, routes);
    expect(s).toMatchObject({ impact: "High", confidence: 0.8, judgedBy: "score" });
    // Without the routes, the score's own probability of High, far below one half.
    expect(scoreSignals(nominated, alwaysMedium, 0.5).confidence).toBeLessThan(0.5);
    // A level the score picks itself keeps its own confidence.
    expect(scoreSignals(judge("Jerome Powell should cut Interest Rates NOW!"), alwaysMedium, 0.5, routes).confidence).not.toBe(0.55);
  });

  test("the shipped weights carry one for every rule, between 0 and 1", async () => {
    const w = (await Bun.file(new URL("./weights.json", import.meta.url)).json()) as ScoreWeights;
    for (const c of Object.values(w.routes ?? {})) expect(c).toBeGreaterThan(0);
    expect(Object.keys(w.routes ?? {}).sort()).toEqual(["bare-threat", "floor", "no-act", "rubric"]);
  });
});

describe("the rubric's floor (a threat or a strike of his own is at least Medium)", () => {
  const alwaysNone = createScorer({ ...alwaysHigh, impact: { weights: [[], [], [], []], bias: [-4, 0, 1, 4] } });
  test("lifts his own strike, and not an opinion piece he shares that backs it", () => {
    expect(scoreSignals(judge("Tonight our military struck Iran's nuclear sites at Fordow and Natanz."), alwaysNone, 0.5).impact).toBe("Medium");
    const shared = judge(
      "DOUG SCHOEN: As a Democrat, I back Trump's Iran strike — my party is wrong: https://www.foxnews.com/opinion/doug-schoen-as-a-democrat-i-back-trumps-iran-strike",
    );
    expect(shared.article).toBe(true);
    expect(scoreSignals(shared, alwaysNone, 0.5).impact).toBe("None");
  });
});
