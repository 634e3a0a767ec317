import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";
import { kinds } from "./directions-for-tests.ts";

const ways = (content: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-first round, from the development probes probe-dev37.json to
 * probe-dev39.json, in new words): relief the readers had taken for escalation (a pause, a deadline
 * moved, a trade war ended, sanctions that may come off), and companies read the wrong way round.
 */
test.each([
  [
    "every reciprocal tariff put 'ON HOLD', with words between, is relief for everyone",
    "So many Countries are lining up to make Deals that I am putting ALL Reciprocal Tariffs over the 10% floor ON HOLD for 60 DAYS, effective now.",
    { SPY: "up", VIX: "down" },
  ],
  [
    "a deadline for tariffs 'hereby EXTENDED', told at length, is relief for everyone",
    "The July 9th deadline for all of the Reciprocal Tariffs is hereby EXTENDED to September 1st for every Country.",
    { SPY: "up", VIX: "down" },
  ],
  [
    "a trade war ended with a major partner is relief with it",
    "Great call with President Xi of China. Together we have agreed to END the Trade War! Details to follow.",
    { FXI: "up", CNY: "up" },
  ],
  [
    "sanctions on a producer that 'may come off' bring its barrels back",
    "Sanctions on Venezuela may come off if they hold a fair election. We will see!",
    { USO: "down" },
  ],
  [
    "a tariff on 'Imports of' a partner's minerals is the minerals' row, not a rate below the partner's standing one",
    "Imports of Graphite and Rare Earth Magnets from China will face a new 20% Tariff, effective in 90 days.",
    { MP: "up" },
  ],
  [
    "a partner's tariffs that 'could come down' on a condition are relief offered, not a threat",
    "If Mexico finally stops the Fentanyl, their Steel Tariffs could come down. Talks are going well!",
    { EWW: "up", MXN: "up" },
  ],
  [
    "a tariff increase 'DELAYED' is relief on the goods: the importers gain",
    "The increase of the Tariff on imported Furniture and Kitchen Cabinets, scheduled for March 1st, is DELAYED six months so the talks can work.",
    { RH: "up", WSM: "up" },
  ],
  [
    "a company that 'will pay NOTHING' under a tariff is spared, not told to pay",
    "Starting next month, a 100% Tariff on branded Drugs, unless the maker is BUILDING in America. Eli Lilly, building big in Indiana, will pay NOTHING!",
    { LLY: "up" },
  ],
  [
    "a company said to cost the taxpayer a loss, and charged more by order, is attacked, not praised",
    "Walmart ships Billions of packages through the Post Office at a huge LOSS to the American Taxpayer. I am instructing the Postal Service to raise the rates it charges Walmart!",
    { WMT: "down" },
  ],
  [
    "'breaking up' a company 'would be a disaster' defends it; 'we should protect' it is praise, not a demand",
    "Breaking up Meta would be a disaster for our Country. Meta is a great American Company that we should protect!",
    { META: "up" },
  ],
  [
    "a debt-limit deal done is the standoff over: risk-on",
    "Debt Limit deal DONE! America will never default. Great job by the House!",
    { SPY: "up", VIX: "down" },
  ],
  [
    "tankers a navy 'will turn back' from a producer's ports hold its oil back",
    "Starting tonight, the Coast Guard will turn back all Oil Tankers leaving Cuba and Venezuela. Not one more barrel!",
    { USO: "up" },
  ],
  ["a company said to be 'censoring' is attacked", "Google is censoring Republican voices, again and again. Very sad!", { GOOGL: "down" }],
  [
    "'every one of them will pay' a tariff: the goods of the company named before",
    "Mattel wants to build its toy trucks in Mexico. OK. But every one of them will pay a 40% Tariff coming back into our Country.",
    { MAT: "down" },
  ],
  [
    "a lift they ask about, refused, then its state oil companies sanctioned: sanctions, not relief",
    "Reporters asked whether I would LIFT the sanctions on Venezuela. Absolutely NOT! Starting today, PDVSA is added to the Sanctions list.",
    { USO: "up" },
  ],
  [
    "'I am NOT firing' the Fed chair is the chair kept",
    "I am NOT firing Jerome Powell, no matter what they say. I just want lower Rates!",
    { DXY: "up", GLD: "down" },
  ],
  [
    "a partner cutting ITS tariffs on our crops is a buyer opened to them",
    "Japan has just told us it is CUTTING ITS TARIFFS on American Rice and Corn to zero, starting in July. Our Farmers win!",
    { CORN: "up" },
  ],
  [
    "a producer cutting its production by barrels a day holds oil back",
    "Bad news from OPEC: Saudi Arabia will CUT production by 500,000 barrels a day starting next month.",
    { USO: "up", JETS: "down" },
  ],
] as const)("%s", (_name, content, want) => {
  expect(ways(content)).toMatchObject(want);
});

test("people asking whether tariffs go up is their question, not a tariff raised", () => {
  expect(kinds("Reporters keep asking if the tariffs go up on Friday. No. We are talking to everyone!")).not.toContain("tariff-imposed");
});

test("a pause the press reports of him, denied in the next sentence, is no pause", () => {
  expect(kinds("The Fake News says that I am going to pause the EU Tariffs for 60 days. TOTALLY FALSE! Never said it!")).not.toContain("tariff-paused");
});

test("a Fed chair named who 'will not cut' is no chair named to cut: the dollar is not called lower", () => {
  const w = ways("I am nominating Mary Quinn as the next Chair of the Federal Reserve. She will not cut Rates until inflation is beaten!");
  expect(w.DXY).not.toBe("down");
  expect(w.SHY).not.toBe("up");
});

test("government purchases of bitcoin ruled out are no support for it", () => {
  expect(ways("The Strategic Bitcoin Reserve holds only what we seized from criminals. We will NOT be buying ANY Bitcoin with your money!").BTC).not.toBe("up");
});

test("a deal declared over is no deal made", () => {
  expect(kinds("The Brazilian Coffee deal is over. A 20% Tariff will apply to all Coffee from Brazil above the quota, starting next month.")).not.toContain(
    "trade-deal",
  );
});

test("'Breaking up' opens no 'Breaking news' to cut", () => {
  const { summary } = analyzeWithRules({ content: "Breaking up Meta would be a terrible thing for America. China would love it!" });
  expect(summary).not.toMatch(/^Trump says up\b/);
});
