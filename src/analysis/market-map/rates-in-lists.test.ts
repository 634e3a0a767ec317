import { expect, test } from "bun:test";
import { kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/** Written for these tests (fortieth round, from probe-dev535.json, probe-dev540.json and probe-dev545.json, in new words): rates told without the word "tariff", and who a fine is aimed at. */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "a partner's rate raised by name ('Raising MEXICO to 40%') is a tariff raised",
    "Raising MEXICO to 40%, effective immediately, for doing NOTHING on the Border!",
    "tariff-raised",
    { EWW: "down", MXN: "down" },
  ],
  [
    "'imported Copper pays 50%' is a tariff on copper: its U.S. miners gain",
    "Starting October 1st, imported Copper pays 50%. Dig, baby, dig!",
    "tariff-imposed",
    { FCX: "up" },
  ],
  ["'Sec. 232 on copper = 50%' is a tariff on copper", "Sec. 232 on copper = 50%, eff. Sept 1. Big for our mines!", "tariff-imposed", { FCX: "up" }],
  [
    "'the higher Reciprocal rates are SUSPENDED', after a reason put first, is a pause",
    "Because the talks are going so well, the higher Reciprocal rates are SUSPENDED for 90 days, effective immediately.",
    "tariff-paused",
    { SPY: "up" },
  ],
  [
    "a numbered list of partners and rates is a tariff on each",
    "Letters going out today:\n1. Indonesia — 32%\n2. Thailand — 36%\n3. Vietnam — 46%\nAll start August 1.",
    "tariff-imposed",
    { EIDO: "down", THD: "down" },
  ],
  [
    "a rate 'on Philippine goods coming in' is a tariff on the Philippines, named by its adjective",
    "President Marcos came to the Oval Office and we got it DONE. 18% on Philippine goods coming in, nothing on ours.",
    "tariff-imposed",
    { EPHE: "down" },
  ],
  [
    "a partner 'REMOVED from all preferential Trade programs' has its trade cut",
    "Effective Monday, South Africa is REMOVED from all preferential Trade programs. They take the land of their farmers!",
    "trade-cutoff",
    { EZA: "down", ZAR: "down" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as never, expected));

test("a raise on one partner beside a pause for '80+ Countries': the broad market follows the pause", () => {
  readsAs(
    "Raising JAPAN to 35%, effective Monday, for treating us so badly. Everyone else who did NOT retaliate (80+ Countries): 90 day PAUSE, 10% only.",
    "tariff-paused",
    { SPY: "up", EWJ: "down" },
  );
});

test("companies others fine ('Europe keeps fining our great Tech Companies') are defended, not told", () => {
  pointsAs(
    "Europe keeps fining our great Tech Companies, Google and Apple, Billions of Dollars, money that should go to American Workers. We will respond, and soon!",
    { GOOGL: "up", AAPL: "up" },
  );
});

test("a rate 'on everything' after a colon ('a letter today: 30% on everything') is a tariff on the partner", () => {
  readsAs("Korea is very spoiled on trade. I am sending them a letter today: 30% on everything, starting August 1.", "tariff-imposed", { EWY: "down" });
});

test("a call to buy airline stocks names the airlines", () => {
  readsAs("Oil is coming down fast. This is a GREAT TIME TO BUY AIRLINE STOCKS!", "buy-call", { JETS: "up", SPY: undefined });
});

test("a rate the partner 'still pays' is no new tariff", () => {
  expect(kinds("Canada is very difficult. They still pay the 35% on non-USMCA goods, and yet they run phony Ads. Not nice!")).not.toContain("tariff-imposed");
});

test("a uranium tariff on Russia and China shields Cameco, which mines in Canada; one on all uranium is Cameco's to pay", () => {
  readsAs("Effective immediately, Uranium from Russia and China will be subject to a 50% Tariff. Allies will not be affected.", "tariff-imposed", {
    UEC: "up",
    CCJ: "up",
  });
  readsAs("Effective October 1st, all imported Uranium will pay a 25% Tariff. We will mine our own!", "tariff-imposed", { UEC: "up", CCJ: "down" });
});
