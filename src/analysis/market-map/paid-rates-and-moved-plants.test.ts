import { expect, test } from "bun:test";
import { goodsOf } from "../facts/text.ts";
import { kinds, pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-second round, in new words), from the development probe probe-dev634.json (when an act was made):
 * a rate a partner "paid" told beside talks resumed, a company told that moving its plants here means no tariff, and a secondary
 * tariff "on all of its products".
 */

test("'They paid a 40% Tariff' beside talks resumed is history: no escalation points", () =>
  pointsAs(
    "Japan's Prime Minister called today, and we have resumed Trade talks. They paid a 40% Tariff, which hurt them very badly. We will see what happens!",
    { EWJ: "unclear", JPY: "unclear" },
  ));

test("'…should bring its factories back to America, and there would be NO TARIFF' is the builders' exemption, no tariff on the partner", () => {
  const post =
    'Hasbro, which said only last week that it would be raising Prices on Games because of "Tariffs," has until Friday to REVERSE that Decision, or it will face a 75% Tariff on every Game it makes in Vietnam and ships into our Country. Hasbro should bring its factories back to America, where they belong, and there would be NO TARIFF!';
  expect(kinds(post)).not.toContain("tariff-imposed");
  pointsAs(post, { HAS: "down", VNM: "unclear" });
});

test("a tariff 'on all of its products' is on all goods, not on goods called 'of its products'", () =>
  expect(goodsOf("Any Country that buys Iranian Oil will pay a 30% Tariff on all of its products entering the U.S.A.").goods).toBe("goods"));
