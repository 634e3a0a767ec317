import { expect, test } from "bun:test";
import { kinds, pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-second round, in new words), from the development probe probe-dev639.json (agriculture and food):
 * an agreement a partner "has not lived up to", tariff money told as "a fortune in Tariffs", and a partner's purchases of another
 * producer's oil beside a hard line on it.
 */

test("a partner that 'has not lived up to' an agreement is no deal: a duty that follows points its market down", () =>
  pointsAs(
    "Canada has not lived up to the Lumber Agreement, and has been dumping Lumber on our Great Builders. As of August 1st, there will be a 20% Countervailing Duty on Canadian Lumber.",
    { EWC: "down", CAD: "down" },
  ));

test("'we are taking in a fortune in Tariffs' is the tariffs' money, no threat against the partner in talks", () =>
  pointsAs(
    "We are very close to a Deal with China on Beef, and I will be meeting with President Xi next week in Japan. I think he wants to buy a lot of our Beef, and we want that too. If it happens, it will be great for our Ranchers. If it doesn't, that's OK too, we are taking in a fortune in Tariffs!",
    { FXI: "up" },
  ));

test("a partner's purchases of 'Russian Oil' beside 'or face consequences' are no sales of ours, and the talks beside them are not going well", () => {
  const post =
    "Brazil has very high Tariffs on our Ethanol, and they buy massive amounts of Russian Oil. That is not going to continue! Brazil must open its Markets or face consequences. We are talking to them.";
  expect(kinds(post)).not.toContain("purchase");
  pointsAs(post, { EWZ: "unclear", BRL: "unclear" });
});
