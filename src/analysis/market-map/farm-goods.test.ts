import { expect, test } from "bun:test";
import { analysis, ways } from "./directions-for-tests.ts";

/**
 * A tariff on one farm good the partners sell (forty-sixth round, a development probe in new words): the good's U.S. price and
 * the partners' own markets, not the broad U.S. market's escalation nor the partners' makers of other goods.
 */
test("a tariff on rice from the partners that sell it lifts the U.S. rice price and weighs on those partners alone", () => {
  const post = "India, Thailand and Vietnam are dumping rice into our Country. We will be looking at Tariffs on Rice very soon!";
  expect(ways(post)).toEqual({ INDA: "down", INR: "down", VNM: "down", THD: "down", THB: "down", "ZR=F": "up" });
  expect(analysis(post).instruments.find((i) => i.symbol === "ZR=F")?.name).toBe("rough rice futures");
});
