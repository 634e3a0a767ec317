import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probe probe-dev630.json (the border of
 * relevance): a blockade "the U.S. Naval Blockade" lifted (the initials' stops are no sentence's end), and a court's hearing
 * on the tariffs, which sets no tariff.
 */
test("'lifting the U.S. Naval Blockade' of a producer lets its oil out: crude down, not a fight", () =>
  pointsAs("I am hereby lifting the U.S. Naval Blockade of Venezuela, effective at noon today.", { USO: "down", JETS: "up" }));

test("a court's hearing on the tariffs 'next week' sets no tariff: no tariff fact, not High", () => {
  const post = "The Supreme Court hearing on our Tariffs is next week. We are confident the Justices will do the right thing!";
  expect(judge(post).facts.map((f) => f.kind)).not.toContain("tariff-imposed");
  expect(analysis(post).impact).not.toBe("High");
});
