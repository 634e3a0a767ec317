import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, pointsAs, readsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fiftieth round, in new words), from the development probe probe-dev618.json (sanctions and export
 * controls): licences revoked past an aside, bars dated by the close of business, chip models named by number, imports barred
 * at the border, the A.I. Diffusion Rule scrapped in any words, sanctions on people alone.
 */
test("licences revoked past an aside ('REVOKE, effective early Monday morning, every licence…') bar the chips: the makers down", () =>
  readsAs("Commerce will REVOKE, effective early Monday morning, every licence that lets AMD and Nvidia send A.I. Chips to China.", "sanction", {
    AMD: "down",
    NVDA: "down",
  }));

test("a bar 'effective at the close of business' is dated: an act", () => {
  const s = judge(
    "Effective at the close of business Thursday, no American company may sell Jet Engines to any Chinese buyer without a license. None will be granted!",
  );
  expect(s.facts.some((f) => f.kind === "sanction" && f.action === "sanctions")).toBe(true);
});

test("leave for a chip named by its model number ('its H500 products') is chips let go, and 'will also apply to' others is theirs too", () =>
  pointsAs("The United States will allow Nvidia to ship its H500 products to approved buyers in China. This arrangement will also apply to AMD.", {
    NVDA: "up",
    AMD: "up",
    SMH: "up",
  }));

test("a producer's refineries 'SANCTIONED by the United States' are sanctioned, and oil sold them 'from AMERICA' is no more oil", () =>
  pointsAs(
    "Three Chinese refineries that buy Venezuelan Oil are SANCTIONED by the United States as of today. They can buy all the Oil they need — from AMERICA!",
    { USO: "up", FXI: "down" },
  ));

test("a good 'no longer allowed into the United States' is barred at the border: its U.S. and allied miners up", () =>
  pointsAs("Enriched Uranium from Russia will no longer be allowed into the United States. The last waivers end on March 1st!", {
    CCJ: "up",
    URA: "up",
  }));

test.each([
  ["scrapped after the verb", "Biden's AI Diffusion Rule, which strangled our Chip makers, is hereby REVOKED. Sell to the World!"],
  ["got rid of", "The Biden A.I. Diffusion Rule was a catastrophe. We are getting rid of it, and replacing it with something far better!"],
])("the A.I. Diffusion Rule %s is chips let go: the chip fund up", (_why, content) => pointsAs(content, { SMH: "up" }));

test("sales of a good 'cut off' to a foreign buyer are export controls on its makers", () =>
  pointsAs("I have ordered Commerce to halt all sales of aircraft engines and parts to China's COMAC, immediately!", { GE: "down" }));

test("sanctions on judges alone are no market act", () => {
  expect(
    analysis("I am imposing Sanctions on the biased Judges of the International Criminal Court, effective immediately. They are not welcome here!").impact,
  ).not.toBe("High");
});

test("leave asked for a company ('should be allowed to make chips… We're looking at that') is his support, no High act", () => {
  expect(analysis("Intel should be allowed to make older chips for customers in China. We're looking at that. Great Company!").impact).not.toBe("High");
});

/** From the development probe probe-dev621.json (companies and assets), in new words. */
test("a licence 'granted to' a chipmaker for a long list of chips 'is REVOKED' bars its chips: the maker down", () =>
  pointsAs("Starting Friday, the Export License granted last year to AMD for sales of its MI308 and similar chips to China is REVOKED. Too bad!", {
    AMD: "down",
  }));

test("a merger the Department of Justice is told 'to oppose' is blocked: the company bought loses its premium", () =>
  readsAs(
    "Comcast now wants to buy Warner Bros. Discovery. I have instructed the Department of Justice to oppose this deal with everything it has!",
    "merger-blocked",
    { WBD: "down" },
  ));

test.each([
  [
    "a stake taken in Wolfspeed",
    "The United States will take a 10% Equity Stake in Wolfspeed, in return for the CHIPS money. A great deal for Taxpayers!",
    { WOLF: "up" },
  ],
  [
    "contracts cut with Booz Allen",
    "I am hereby directing every Agency to cancel all of its consulting contracts with Booz Allen, immediately!",
    { BAH: "down" },
  ],
] as const)("%s names the company", (_why, content, expected) => pointsAs(content, expected));

/** From the development probe probe-dev620.json (the Fed, the dollar, housing), in new words. */
test("a Fed chair nominated by a name with a middle initial, who will get rates 'in the U.S.' lowest, is a dove named: the dollar down", () =>
  pointsAs(
    "Today I am nominating Judy R. Vance to be the next Chairman of the Federal Reserve. Judy knows Interest Rates in the U.S. should be the lowest anywhere!",
    { DXY: "down", SHY: "up", GLD: "up" },
  ));

test("capital gains on the sale of their homes ended is housing news, whoever he thanks for it: the homebuilders up", () =>
  pointsAs(
    "Today I signed the Home Freedom Act. Retirees will no longer pay Capital Gains Tax when they sell their Primary Home. Thank you to Congressman Dale Ross and all of the Republicans who voted YES. Not one Democrat!",
    {
      ITB: "up",
    },
  ));

test("a dollar that 'has been way too high' is a weaker dollar wanted", () =>
  pointsAs("Our Dollar has been way too high for too long, and our Manufacturers are paying the price!", { DXY: "down" }));

test("'Rocket must…' with a penalty is a demand on Rocket Companies", () =>
  pointsAs("Rocket must lower its closing costs for first time buyers by June 1st, or HUD will drop it from the FHA program!", { RKT: "down" }));

/** From the development probe probe-dev623.json (wars and peace touching markets), in new words. */
test("Saudi Arabia and OPEC 'told' to bring down the price of oil is more oil asked for: crude down", () =>
  pointsAs("Last night I told the Saudis and OPEC to bring down the price of crude. They will!", { USO: "down" }));

test.each([
  ["buying much less", "Prime Minister Modi promised me India will be buying much less oil from Russia, starting soon. A great friend!"],
  ["cutting its purchases", "Turkey told me it will be cutting its purchases of Iranian Oil, substantially, this year. Good!"],
])("a buyer cutting back on a sanctioned producer's oil (%s) is spared the penalties: its market up", (_why, content) => {
  const got = Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));
  expect(got.INDA ?? got.TUR).toBe("up");
});

/** From the tune direction cases the alerts named only `unclear` (the monitor set's tax on American tech companies), in new words. */
test("'any Country that adopts such a Levy' is the partners two sentences before who are weighing it: their market down", () =>
  pointsAs(
    "Several European Countries want a new Levy on American Banks. A few are very close. Any Country that adopts such a Levy will pay a 50% Tariff on everything it sends us!",
    { VGK: "down", EUR: "down" },
  ));

/** From the development probe probe-dev619.json (tariffs on sectors and goods), in new words. */
test("a tariff set beside an exemption for 'any company that' buys here is the tariff set: the U.S. makers up", () =>
  readsAs(
    "Starting March 1st, every commercial vessel built abroad and sold in the U.S. will pay a 40% Tariff, and any company that orders from American yards will be exempt from Port Fees.",
    "tariff-imposed",
    { HII: "up" },
  ));

test("'Because of this,' before a partner's goods 'EXEMPT from the 25%… Tariff' is relief for that partner", () =>
  readsAs(
    "Canada agreed to stop the drugs at the border. Because of this, Canadian Heavy Trucks will be EXEMPT from the 25% Heavy Truck Tariff, starting today!",
    "tariff-cut",
    { CAD: "up", EWC: "up" },
  ));

test("a dated tariff 'except for Countries with which we have signed Trade Deals' is still the act, on the goods before the verb", () => {
  const s = judge(
    "A 20% Tariff on imported Jet Engines and Parts will go into effect on June 1st, except for Countries with which we have signed Trade Deals.",
  );
  expect(s.acts).toContain("tariff");
  expect(s.facts.find((f) => f.kind === "tariff-imposed")?.goods).toBe("jet engines and parts");
});

/** From the development probe probe-dev622.json (trading partners), in new words. */
test("a partner's deadline extended, its tariff told in the next sentence, is a pause for it: its market up", () =>
  readsAs(
    "Japan asked for more time, and I have agreed to extend the deadline for Japan by 60 days, to March 3rd. Until then the Tariff stays at 15%.",
    "tariff-paused",
    { EWJ: "up" },
  ));

test("fees a company charges, cut by his order to an agency, are its cost: the company down", () =>
  pointsAs("Good news for buyers: I have directed HUD to cut the Insurance Fees charged by Fannie Mae and Freddie Mac by half, starting April 1st!", {
    FNMA: "down",
    FMCC: "down",
  }));
