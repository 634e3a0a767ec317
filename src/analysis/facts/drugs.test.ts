/**
 * A new drug-price cut with a figure or a named mechanism (a most-favored-nation price, direct sale
 * that cuts out the middlemen) is sector regulation with a direct price effect (rubric: at least
 * Medium; High when concrete): a decided act on pharma, drugmakers down with the map's reason. Praise
 * of the program already running, a headline or a recap of it stays what it was.
 */
import { describe, expect, test } from "bun:test";
import archive from "../../../test/labeled/labeled-archive.json";
import monitor from "../../../test/labeled/labeled-monitor.json";
import { analyzeWithRules, judge } from "../rules.ts";

const tune = new Map([...archive, ...monitor].map((p) => [p.id, p.content]));
const contentOf = (post: string) => (/^\d+$/.test(post) ? tune.get(post)! : post);

const CASES: [string, string, "act" | "no act"][] = [
  ["a cut with a figure", "DRUG PRICES TO BE CUT BY 59%, PLUS! Gasoline, Energy, Groceries, and all other costs, DOWN.", "act"],
  ["the real post with a figure", "114494372667836601", "act"],
  [
    "a cut with a named mechanism",
    "We are going to slash the cost of prescription drugs. Drug prices will come down—We're gonna cut out the middlemen and sell drugs at the most favored nation price directly to the American citizen!",
    "act",
  ],
  ["the real post with the mechanism", "114496851630865496", "act"],
  ["a wish with neither", "Drug prices will come down, and fast. Big Pharma has been ripping us off!", "no act"],
  ["the program recalled in a nomination", "116813202769287423", "no act"],
  ["a headline about the program", "Two more major pharmaceutical companies to launch products through TrumpRx: https://example.com/trumprx-launch", "no act"],
];

describe("a new drug-price cut with a figure or a mechanism is a decided act on pharma", () => {
  test.each(CASES)("%s", (_kind, post, want) => {
    const sig = judge(contentOf(post));
    expect(sig.acts.includes("drug-pricing")).toBe(want === "act");
    if (want === "no act") return;
    const n = analyzeWithRules({ content: contentOf(post) });
    expect(["High", "Medium"]).toContain(n.impact);
    const pharma = n.instruments.find((i) => i.symbol === "XPH");
    expect(pharma).toMatchObject({ direction: "down", why: "Lower U.S. drug prices squeeze drugmakers' margins." });
  });
});
