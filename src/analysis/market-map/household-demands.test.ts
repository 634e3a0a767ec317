import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Written for these tests (twenty-ninth round, from the development probes probe-dev128.json and probe-dev143.json,
 * households' costs, in new words): demands on the companies that bill households, which the rules missed.
 */
test.each([
  [
    "a deadline given 'them' after the bank is named: 'I am giving them 30 days to reopen…'",
    "Bank of America has cut off thousands of Patriots. I am giving them 30 days to reopen every account, or the Government will stop doing business with them.",
    { BAC: "down" },
  ],
  [
    "an insurer 'called on' to rescind an increase",
    "Allstate just hit Texas Homeowners with a 25% premium increase. I am calling on Allstate to RESCIND this increase immediately!",
    { ALL: "down" },
  ],
  [
    "a utility that 'must withdraw' a rate increase",
    "Dominion Energy has asked for a big Electricity Rate Increase in Virginia. Dominion must withdraw it within 30 days, or we will act!",
    { D: "down" },
  ],
  [
    "landlords the Attorney General is told to sue",
    "I have instructed the Attorney General to SUE Equity Residential and AvalonBay for fixing Rents with computer programs. Renters are being ripped off!",
    { EQR: "down", AVB: "down" },
  ],
] as const)("%s", (_, post, expected) => {
  expect(analysis(post).impact).toBe("High");
  expect(ways(post)).toMatchObject(expected);
});

test("a utility told to withdraw a rate increase, or lose its loan guarantees, is demanded of", () => {
  const post =
    "Duke Energy has asked for a 15% electricity rate increase. UNACCEPTABLE! I am demanding that Duke withdraw this request immediately, or it will lose every Federal loan guarantee!";
  expect(ways(post).DUK).toBe("down");
});

test("wind permits revoked by his order stop the wind builders", () => {
  const post =
    "Today I have instructed the Department of the Interior to REVOKE every pending Wind Energy permit on Federal Lands and Federal Waters. Windmills are a SCAM!";
  expect(ways(post).ICLN).toBe("down");
});

// The score retrained in the thirty-seventh round puts this one at Low: the demand is still read as a decided act, with its direction.
test("a landlord told to sell homes", () => {
  const post =
    "Blackstone must SELL at least 5,000 of the single-family homes it owns to American Families within one year. Wall Street should not be our Landlord!";
  expect(judge(post).facts.some((f) => f.kind === "company-demand" && f.action === "company-demand")).toBe(true);
  expect(ways(post)).toMatchObject({ BX: "down" });
});
