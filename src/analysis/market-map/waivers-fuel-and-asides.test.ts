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
