import { expect, test } from "bun:test";
import { kinds, readsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (fortieth round, from probe-dev541.json … probe-dev543.json and earlier development probes, in new words): the Fed in his own voice, and his answers. */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "'Imagine how high it would be if… Powell would cut' is his pressure, not an imagined proposal",
    'Markets at a record again! Imagine how high they would be if "Too Late" Powell would cut Rates like he should.',
    "fed-pressure",
    { DXY: "down", SHY: "up" },
  ],
  [
    "a sentence that opens on a quoted nickname ('\"Too Late\" will be gone') is his own",
    '"Too Late" will be gone soon, and the new Chairman will bring Rates down FAST.',
    "fed-pressure",
    { DXY: "down" },
  ],
  [
    "a chair nominated who knows 'Interest Rates should be much, much LOWER' is a dove",
    "I am nominating Judy Shelton to be the next Chair of the Federal Reserve. She knows Interest Rates should be much, much LOWER.",
    "fed-personnel",
    { DXY: "down", SHY: "up" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as never, expected));

test("bonds cut 'until the Fed gets Interest Rates down': the issuance is the news, the Fed only its condition", () => {
  const post = "I have instructed Secretary Bessent to issue fewer 30 Year Bonds until the Fed gets Interest Rates down.";
  expect(kinds(post)).not.toContain("fed-pressure");
  readsAs(post, "fewer-bonds", { TLT: "up" });
});

test("asked whether he will name the next chair, answered with candidates: no chair kept", () => {
  const post =
    "Many people are asking whether I will name the next Chairman of the Federal Reserve before Christmas. I have three great candidates. Stay tuned!";
  expect(ways(post).DXY).not.toBe("up");
});

test("a tariff 'being held off for 90 days' while 'current arrangements stay in place' is a pause", () => {
  readsAs(
    "Spoke with the President of Mexico. We agreed that the 30% Tariff scheduled for Friday is being held off for 90 days, and current arrangements stay in place while we talk.",
    "tariff-paused",
    { EWW: "up", MXN: "up" },
  );
});
