import { describe, expect, test } from "bun:test";
import archive from "../../../test/labeled/labeled-archive.json";
import archive2 from "../../../test/labeled/labeled-archive2.json";
import monitor from "../../../test/labeled/labeled-monitor.json";
import { analyzeWithRules } from "../rules.ts";

/**
 * How far a fact reaches (issue 34, the misreadings of the fix8 round): a tariff on one good of a
 * partner is the goods row and the partner's own stocks and currency, not the broad market's; a ceasefire that names no party names nothing but the
 * broad market; a request to a company is a demand on it, not praise. Each row is a made-up post of
 * that kind, or a real tune post by id, with the directions it must give and the symbols it must not name.
 */

/** Tuesday 2025-04-08 15:00 UTC: the cash market is open (SPY); Saturday 2025-06-28: it is closed (ES=F). */
const OPEN = Date.UTC(2025, 3, 8, 15);
const CLOSED = Date.UTC(2025, 5, 28, 15);
const tune = new Map([...archive, ...archive2, ...monitor].map((p) => [p.id, p.content]));
const contentOf = (post: string) => (/^\d+$/.test(post) ? tune.get(post)! : post);
const ways = (post: string, at = OPEN) =>
  Object.fromEntries(analyzeWithRules({ content: contentOf(post), createdAt: at }).instruments.map((i) => [i.symbol, i.direction]));

const BROAD = ["SPY", "QQQ", "ES=F", "NQ=F", "VIX"];

const CASES: [string, string, Record<string, string>, string[]][] = [
  [
    "one good of a major partner, its tariff removed: that good's foreign makers and the partner's own markets, not the U.S. market",
    "In honor of the King and Queen of the United Kingdom, who are visiting, I will be removing the tariffs on whiskey so that Kentucky can work with Scotland on the whiskey business.",
    { DEO: "up", EWU: "up", GBP: "up" },
    [...BROAD, "GLD"],
  ],
  ["the real post: the U.K.'s whiskey tariff removed", "116495078448348822", { DEO: "up", EWU: "up", GBP: "up" }, [...BROAD, "GLD"]],
  [
    "one good of a major partner, its tariff raised: that good's U.S. producers up, its foreign makers and the partner's markets down",
    "Effective immediately, I am raising the Tariff on Canadian Lumber to 35%.",
    { WY: "up", WFG: "down", EWC: "down", CAD: "down" },
    [...BROAD, "GLD"],
  ],
  [
    "one good of a major partner, its tariff set: the good's row and the partner's stocks, not its exporters of other goods",
    "Starting August 1st, we will charge a 50% Tariff on Steel from Japan.",
    { NUE: "up", MT: "down", EWJ: "down" },
    [...BROAD, "GLD", "TM", "HMC"],
  ],
  [
    "one good's tariff sparing partners by name: the spared are not called down",
    "Starting October 1st, a 25% Tariff on imported Heavy Trucks, except those from Mexico and Canada under USMCA.",
    { PCAR: "up" },
    [...BROAD, "EWW", "MXN", "EWC", "CAD"],
  ],
  [
    "goods most of whose imports one partner sells, no partner named: that partner's stocks and currency too (twenty-third round)",
    "Beginning next month, a 50% Tariff on all imported Aluminum.",
    { AA: "up", EWC: "down", CAD: "down" },
    [...BROAD],
  ],
  [
    "…but not where the tariff spares some: the supplier may be the one spared",
    "A 50% Tariff on imported Aluminum, except from our USMCA partners.",
    { AA: "up" },
    [...BROAD, "EWC", "CAD"],
  ],
  [
    "one good's tariff on 'every country but' a partner: that partner is not called down",
    "A 50% Tariff on Steel from every country but the United Kingdom, effective Monday.",
    { NUE: "up" },
    ["EWU", "GBP"],
  ],
  [
    "one good, two partners, relief for one and the tariff kept on the other: neither partner is called",
    "Japan will get relief on the Auto Tariffs, while the 25% Tariff on Korean cars remains.",
    {},
    ["EWJ", "EWY", "KRW"],
  ],
  [
    "a tariff on one good made the price of the partner's conduct is pressure on the partner",
    "If, for any reason, this situation is not immediately corrected, I am going to charge Canada a 50% Tariff on any and all Aircraft sold into the United States.",
    { EWC: "down", CAD: "down" },
    [],
  ],
  [
    "relief for the partner as a whole stays the partner's row",
    "I am removing the Tariffs on the United Kingdom, effective immediately.",
    { SPY: "up", EWU: "up" },
    [],
  ],
  [
    "a tariff on the partner as a whole stays the partner's row",
    "Starting August 1st, we will charge Japan a Tariff of 25%.",
    { SPY: "down", EWJ: "down" },
    [],
  ],
  [
    "a ceasefire he announces with no party named: risk-on for the broad market, nothing else",
    "THE CEASEFIRE IS NOW IN EFFECT. PLEASE DO NOT VIOLATE IT!",
    { SPY: "up", QQQ: "up" },
    ["USO", "XLE", "JETS", "EIS", "ILS"],
  ],
  ["the real post, on a weekend: index futures up, no crude named", "114736609585800487", { "ES=F": "up" }, ["USO", "XLE", "JETS"]],
  [
    "a ceasefire with an oil producer named: crude down as before",
    "The Ceasefire between Israel and Iran is now in effect. Please do not violate it!",
    { USO: "down", SPY: "up" },
    [],
  ],
  [
    "a request to a company is a demand on it, not praise",
    "I hope Univision, a great and very popular Hispanic Network, can get BACK onto the very amazing Google/YouTube. Google, for the purpose of FAIRNESS, please let Univision back!",
    { GOOGL: "down" },
    [],
  ],
  ["a request to a company to build here", "Apple, please build your iPhones in the United States!", { AAPL: "down" }, []],
  ["praise with no request stays praise", "Congratulations to Google on a fantastic quarter!", { GOOGL: "up" }, []],
];

describe("how far a fact reaches through the map", () => {
  test.each(CASES)("%s", (_kind, post, want, absent) => {
    const got = ways(post, post === "114736609585800487" ? CLOSED : OPEN);
    expect(got).toMatchObject(want);
    for (const s of absent) expect(got[s]).toBeUndefined();
  });

  test("the analysis of a ceasefire that names no party says what the map says, no crude", () => {
    const n = analyzeWithRules({ content: "THE CEASEFIRE IS NOW IN EFFECT. PLEASE DO NOT VIOLATE IT!", createdAt: OPEN });
    expect(n.marketAnalysis).toMatch(/^A ceasefire he announces ends fighting: risk-on for the broad market/);
    expect(n.marketAnalysis).not.toMatch(/crude oil \(|waits on specifics/);
  });

  test("the real request to Google is a demand on a named company: at least Medium", () => {
    const n = analyzeWithRules({ content: tune.get("115318223084524890")!, createdAt: OPEN });
    expect(Object.fromEntries(n.instruments.map((i) => [i.symbol, i.direction]))).toMatchObject({ GOOGL: "down" });
    expect(n.marketAnalysis).not.toMatch(/Praise/);
    expect(["High", "Medium"]).toContain(n.impact);
  });
});
