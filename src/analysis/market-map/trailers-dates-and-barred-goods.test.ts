import { test } from "bun:test";
import { pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probe probe-dev627.json (sectors and
 * named companies): trailers as trucks, a start date that is no goods, a company named among ours that others wronged, goods
 * barred the sentence before the licences revoked, and minerals a partner failed to deliver.
 */
test("semi-trailers made abroad pay the tariff: the U.S. truck maker shielded, Mexico's exports taxed", () =>
  pointsAs("Beginning March 1st, Semi-Trailers made outside the USA will pay a 25% Tariff.", { PCAR: "up", MXN: "down" }));

test("a partner's coffee that 'will go to a 40% Tariff on August 6th': the goods are the coffee, not the date", () =>
  pointsAs("Brazilian Coffee will go to a 40% Tariff on August 6th.", { SBUX: "down", BRL: "down" }));

test("'Our Great Steel Companies, like Nucor, have been ripped off' names Nucor as wronged, not attacked: the tariff lifts it", () =>
  pointsAs("Our Great Steel Companies, like Nucor, have been ripped off by Chinese dumping for years. A 50% Tariff on Chinese Steel starts Monday.", {
    NUE: "up",
  }));

test("aircraft engines barred the sentence before 'revoking the licenses' are the goods held back: the engine makers down", () =>
  pointsAs("Effective today, no American Aircraft Engines may be sold to Chinese airlines. Commerce is revoking the licenses now.", { GE: "down" }));

test("rare earths a partner 'has failed to deliver' are held back, not let go: U.S. miners up", () =>
  pointsAs("China has failed to deliver the Rare Earths it agreed to send. We will respond.", { MP: "up", REMX: "up" }));
