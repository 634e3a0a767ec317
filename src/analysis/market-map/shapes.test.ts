import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const ways = (content: string) =>
  Object.fromEntries(analyzeWithRules({ content, createdAt: Date.UTC(2026, 3, 8, 15) }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (nineteenth round, from the development probes probe-dev28.json and
 * probe-dev30.json, in new words): shapes the readers or the map had read the wrong way or not at all.
 */
test.each([
  [
    "a threat on the oil route after a colon, in 'should you…' form",
    "To the leaders in Tehran: should you try to close or mine the Strait of Hormuz, the response will be swift and overwhelming.",
    { USO: "up", SPY: "down" },
  ],
  [
    "tankers sanctioned with a refinery are sanctions on the oil's buyers, not barrels let through",
    "The Treasury has just sanctioned two more Chinese refineries and 15 Tankers of the shadow fleet for buying Iranian Oil.",
    { USO: "up", FXI: "down" },
  ],
  [
    "a tariff for filling tankers with a producer's oil is a secondary tariff on that oil",
    "India keeps filling its tankers with Russian Oil and selling it at a profit. India's Tariff will go up by another 25%, effective in two weeks.",
    { USO: "up", INDA: "down" },
  ],
  [
    "a tariff on potash: the U.S. miner gains, the Canadian exporter pays",
    "Starting next month, a 25% Tariff will be charged on Potash coming in from Canada.",
    { IPI: "up", NTR: "down" },
  ],
  [
    "pressure on the Fed for the sake of housing lifts the builders too",
    "Nobody can buy a home because the Fed refuses to cut rates. Cut now, and mortgages will come down!",
    { XHB: "up", SHY: "up" },
  ],
  [
    "a purchase of mortgage bonds 'at my direction' is his act",
    "Fannie Mae, at my direction, will buy $150 Billion of Mortgage Backed Securities this year. Rates will drop!",
    { XHB: "up" },
  ],
  [
    "an ultimatum with a rate and a date outweighs talks said to be going on elsewhere",
    "China has until Friday to drop its retaliation. If not, we add ANOTHER 40% on Chinese goods starting Monday. Many Countries are lining up to negotiate with us!",
    { SPY: "down", VIX: "up", FXI: "down" },
  ],
  [
    "a chip tariff with no exemption: TSMC pays",
    "Effective July 1st, Semiconductors coming into the United States will pay a 30% Tariff.",
    { TSM: "down", SMH: "down" },
  ],
  [
    "…and where those building here are spared, TSMC (building in Arizona) is unsettled",
    "Chips made overseas will pay a 100% Tariff, unless the company is building in the United States.",
    { TSM: "unclear", SMH: "unclear" },
  ],
  [
    "a cap on card rates told as what the card companies 'will be limited to' from a date",
    "Beginning March 1st, Credit Card companies will be limited to 12% Interest for one year. No more gouging!",
    { COF: "down", SYF: "down" },
  ],
  ["the government buying bitcoin is support for crypto", "The United States will be buying Bitcoin for our Reserve, lots of it!", { BTC: "up" }],
  ["retirement plans opened to crypto are support for it", "I am opening 401(k) plans to Crypto, as they should have been all along.", { BTC: "up" }],
  [
    "goods that 'will be subject to' a tariff name their row; 'to destroy our industry' is no war",
    "They are dumping cheap Uranium to destroy our mining industry. Uranium from Russia will be subject to a 40% Tariff, starting Monday.",
    { UEC: "up" },
  ],
] as const)("%s", (_name, content, want) => {
  expect(ways(content)).toMatchObject(want);
});

test("harm to an industry is no act of war", () => {
  const kinds = judge("China and Russia are flooding the World with cheap Steel to destroy our Steel industry. Not anymore!").facts.map((f) => f.kind);
  expect(kinds).not.toContain("escalation");
});

test("'three weeks from today' is the date, not today", () => {
  const { summary } = analyzeWithRules({
    content: "China's Tariff will go up by ANOTHER 20%, taking effect three weeks from today.",
    createdAt: Date.UTC(2026, 3, 8, 15),
  });
  expect(summary).toContain("three weeks from today");
  expect(summary).toContain("additional 20%");
});
