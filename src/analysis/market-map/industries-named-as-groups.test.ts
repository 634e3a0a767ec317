import { test } from "bun:test";
import { pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probes' misses counted by symbol (the
 * defense fund not named in 225 expected calls beside Lockheed and RTX, the financials fund in 81 beside the banks): an
 * industry named as a group moves its sector's fund with its members, unless another row reaches the fund itself.
 */
test("an attack on 'our Defense Contractors' puts the defense fund down with them", () =>
  pointsAs("Our Defense Contractors are way over budget and years late on everything. Disgraceful!", { ITA: "down", LMT: "down" }));

test("a demand on 'the Big Banks' puts the financials fund down with them", () =>
  pointsAs("The Big Banks must stop debanking Americans, NOW!", { XLF: "down", JPM: "down" }));

test("a defense budget beside a demand on the defense companies keeps the fund the budget's way: up", () =>
  pointsAs("I am asking Congress for a $1.4 Trillion Defense Budget, the biggest ever. Our Defense Companies must now build FAST!", { ITA: "up" }));

/** From probe-dev632.json (named companies): a company the lexicon did not know, and an airline by its own ticker. */
test("contracts with Accenture cancelled put Accenture down", () =>
  pointsAs("Effective Monday, every Federal Agency will cancel its Consulting Contracts with Accenture. Total waste!", { ACN: "down" }));

test("a demand on one airline by name is on that airline's stock, not only the airline fund", () =>
  pointsAs("American Airlines must stop charging for checked bags, IMMEDIATELY!", { AAL: "down" }));
