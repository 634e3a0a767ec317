import { expect, test } from "bun:test";
import { pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probe probe-dev628.json (the Fed, the
 * dollar and fiscal news): dollars sold for a partner's currency, a partner designated a currency manipulator, and an acting
 * chair of the Fed named.
 */
test("our Treasury that 'sold Dollars and bought Won' with a partner: the dollar down, the won up", () =>
  pointsAs("Earlier today our Treasury sold Dollars and bought Won, together with the Finance Ministry of South Korea.", { DXY: "down", KRW: "up" }));

test("a partner designated a currency manipulator is a hard line on it: its market down, its currency pressed both ways", () => {
  const w = ways("Treasury will designate South Korea a Currency Manipulator this week. They keep pushing down the Won to hurt our Workers!");
  expect(w).toMatchObject({ EWY: "down", SPY: "down", DXY: "down" });
  expect(w.KRW).toBe("unclear");
});

test("a governor who 'will serve as Interim Chair' of the Fed, praised as seeing inflation defeated, is a dovish chair named", () =>
  pointsAs("Governor Michelle Bowman will serve as Interim Chair of the Federal Reserve. She knows that Inflation is defeated.", {
    DXY: "down",
    SHY: "up",
  }));
