import { expect, test } from "bun:test";
import { pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (thirty-first round, from the development probes probe-dev228.json … probe-dev245.json, in new
 * words): calls that were read the wrong way.
 */
test.each([
  [
    "a pause for everyone else, told without the word tariff after a raise on one partner, is relief for the broad market",
    "As of today the Tariff on China goes to 125%, effective immediately. Meanwhile a 90 day pause is granted to all other Countries!",
    { SPY: "up", QQQ: "up", FXI: "down" },
  ],
  [
    "'far fewer' long bonds sold is less supply of them",
    "The Treasury will be selling far fewer 30 Year Bonds from now on. Bills are much cheaper!",
    { TLT: "up" },
  ],
  [
    "one 'Export Control' lifted is export controls eased",
    "The Export Control on Chip Design Software sold to China is hereby lifted. Synopsys and Cadence can sell again!",
    { SNPS: "up", CDNS: "up" },
  ],
  [
    "an agreement to 'stop all strikes' on a producer's energy sites is calm: more barrels",
    "Russia and Ukraine have agreed to stop all strikes on each other's Refineries and Power Plants for 30 days, starting tomorrow!",
    { USO: "down" },
  ],
  [
    "an ally 'told… not to strike' a producer's oil fields is held back",
    "I told Israel not to strike Iran's Oil Refineries. Bad for everyone!",
    { USO: "down" },
  ],
  [
    "a token strike told in the past, then 'time for Peace', is calm ahead",
    "Iran launched 10 missiles at our base in Iraq, all shot down, with notice given in advance. Now is the time for Peace!",
    { USO: "down", SPY: "up" },
  ],
  [
    "sanctions that 'will follow' unless a partner acts are a threat, not sanctions released",
    "Mexico owes our Farmers Water under the Treaty. If they don't release it soon, Tariffs and Sanctions will follow!",
    { MXN: "down", EWW: "down" },
  ],
  [
    "a secondary tariff deadline 'EXTENDED' lets the buyers keep buying: more barrels",
    "The deadline for Secondary Tariffs on buyers of Russian Oil is hereby EXTENDED by 60 days, as talks go well.",
    { USO: "down" },
  ],
  [
    "truce talks that 'have collapsed', then sanctions on a producer's energy, are no ceasefire",
    "Peace talks between Russia and Ukraine have collapsed. Effective immediately, I am putting full Sanctions on Russian Oil exports!",
    { USO: "up", VGK: undefined },
  ],
  [
    "a tariff rate quota raised lets more of the partner's goods in at the low rate: relief for the partner",
    "I have authorized the Tariff Rate Quota for Argentine Beef to be raised fourfold, to bring down Beef prices for our families!",
    { ARGT: "up" },
  ],
])("%s", (_, post, expected) => pointsAs(post, expected));

test("a vote 'AGAINST keeping the Government open' is no funding restored: the market is not called up", () => {
  expect(ways("Senate Democrats voted AGAINST keeping the Government open. The Government is now shut down, and it is their fault!").SPY).not.toBe("up");
});

test("a means to end a war ('the way to end the War') is no calm: crude is not called down", () => {
  expect(ways("Country after Country is STOPPING purchases of Russian Oil because of my Tariffs. That is the way to end the War!").USO).not.toBe("down");
});

test("companies told they build abroad 'but sell them here' are not praised", () => {
  const got = ways("Ford and GM build cars in Mexico but sell them here. No more!");
  expect([got.F, got.GM]).not.toContain("up");
});
