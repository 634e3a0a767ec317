import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (forty-ninth round, from the development probes probe-dev612.json … probe-dev617.json, in new
 * words): a deal only close, and the partner a pronoun names after a producer's oil.
 */
const POST =
  "Our Negotiations with Turkey are going very well. They have agreed to cut way back on Iranian Oil, and we are close to a Deal that will be very good for both Countries. We will be lowering their Tariffs!";

test("'we are close to a Deal' is no deal made", () => {
  expect(judge(POST).facts.map((f) => f.kind)).not.toContain("trade-deal");
});

test("'their Tariffs', after a buyer agreed to cut back on a producer's oil, are the buyer's", () => {
  expect(judge(POST).facts.find((f) => f.kind === "tariff-cut")?.countries).toEqual(["Turkey"]);
  pointsAs(POST, { TUR: "up" });
});
