import { expect, test } from "bun:test";
import { kinds, pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-second round, in new words), from the development probes probe-dev635.json (energy beyond crude)
 * and probe-dev636.json (tech, chips and AI): waivers ended beside sanctions on a producer's nuclear fuel, and how long
 * a pause lasts set off by commas.
 */

test("sanctions with 'every waiver' for the producer's uranium ended tighten: the uranium miners gain, nothing is lifted, crude is not named", () => {
  const post =
    "Starting today, the United States is placing full blocking Sanctions on Rosatom, and all of its affiliates, and I have ended every waiver that let Russian Uranium into our Country.";
  expect(kinds(post)).not.toContain("sanction-lifted");
  pointsAs(post, { CCJ: "up", URA: "up", USO: undefined, XLE: undefined });
});

test("a tariff paused 'for a period of 60 Days' set off by commas is still a pause: the partner gains", () =>
  pointsAs("I have agreed to PAUSE, for a period of 60 Days, the Semiconductor Tariff on Japanese Chips, while Japan finalizes its investments.", {
    EWJ: "up",
    JPY: "up",
  }));

/** From probe-dev637 (long posts with the news buried): a partner's tariffs told as what "they charged us", and oil that "will not be flowing". */
test("'for years they charged us the highest Tariffs' is their tariff, no threat of ours beside the deal that follows", () =>
  pointsAs(
    "Prime Minister Takaichi is a great woman and a good friend, and Japan is a great Country, but for years they charged us the highest Tariffs in the World. Not anymore! Today we have reached a Trade Agreement: the Reciprocal Tariff on Japan will be reduced to 12%, Japan will lower its Tariffs on American goods to almost nothing, and Japan has agreed to stop buying Russian Oil and buy more American Energy instead.",
    { EWJ: "up", JPY: "up" },
  ));

test("a producer's oil that 'will not be flowing anywhere' if it does not sign is a threat on its barrels: crude up", () =>
  pointsAs(
    "Venezuela must understand that time is running out. If they do not sign soon, they will be hit very hard, and their Oil will not be flowing anywhere.",
    {
      USO: "up",
    },
  ));

/** From probe-dev638 (industry, transport and defense): makers "not building our great… quickly enough". */
test("defense makers 'not building our great… quickly enough' are attacked, not praised", () =>
  pointsAs(
    "Our Defense Companies are not building our great Fighter Jets and Missiles quickly enough. Therefore, I am today signing an Executive Order barring any late Defense Contractor from buying back its own Stock.",
    { LMT: "down", ITA: "down" },
  ));
