import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";

const OPEN = Date.UTC(2026, 3, 7, 15);
const read = (content: string) => {
  const sig = judge(content);
  const f = sig.facts.find((x) => x.goods === "critical minerals");
  const ways: Record<string, string> = Object.fromEntries(analysisOf({ ...sig, impact: "Medium" }, OPEN).instruments.map((i) => [i.symbol, i.direction]));
  return { kind: f?.kind as string | undefined, ways };
};

// Written for these tests: a partner's hold on critical minerals, and its release, whatever the wording.
describe("critical minerals a partner holds back or lets go", () => {
  test.each([
    ["a ban announced", "China has just announced a ban on Rare Earth Magnets to the whole World. Very hostile!", "supply-down", "up"],
    [
      "export controls, the country in the sentence before",
      "Beijing is playing games again. China put Export Controls on Gallium and Germanium.",
      "supply-down",
      "up",
    ],
    ["hoarding", "China has been HOARDING Critical Minerals for years.", "supply-down", "up"],
    ["holding the world captive", "China is holding the World captive on Magnets. Very hostile!", "supply-down", "up"],
    ["restrictions lifted", "China has agreed to lift all of its restrictions on Rare Earths. Good!", "supply-up", "down"],
    // (Forty-ninth round: the minerals promised with no ban named; ours to supply is not the partner's.)
    ["promised, no ban named", "Under our new Agreement, all the Magnets we need will be supplied, up front, by China!", "supply-up", "down"],
    ["agreed to ship", "Great call with President Xi. China agreed to ship Rare Earths to our Factories, starting Monday.", "supply-up", "down"],
    ["sent slowly", "Beijing is being very slow in shipping the Magnets it promised. China must speed it up!", "supply-down", "up"],
    ["ours to supply", "We will supply Japan with Uranium for its new Reactors.", "none", "none"],
    // (Fiftieth round, from probe-dev618.json: exports resumed.)
    ["exports resumed", "After the talks in London, China will resume the export of Gallium and Magnets to the U.S., as of today.", "supply-up", "down"],
  ])("%s", (_, content, kind, mp) => {
    const r = read(content);
    expect(r.kind ?? "none").toBe(kind);
    expect(r.ways.MP ?? "none").toBe(mp);
  });

  test.each([
    ["no partner named", "Rare Earths are very important for our Country."],
    ["a measure of ours", "We will ban the export of Rare Earths from the United States to China."],
  ])("not a partner's hold: %s", (_, content) => {
    expect(read(content).kind).toBeUndefined();
  });
});
