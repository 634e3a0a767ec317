import { expect, test } from "bun:test";
import { analysis, pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (forty-eighth round, from the development probes probe-dev582.json … probe-dev587.json, in new
 * words): calls that were read the wrong way.
 */
test.each([
  [
    "a deal told by 'X just signed.' and a list of terms opening on its rate is relief, not a tariff set",
    "Malaysia just signed. 18% Tariff, ZERO on American Chips and Soybeans, and they will buy $4 Billion of our Jets. Great job!",
    { EWM: "up", MYR: "up" },
  ],
  [
    "today's rate that 'will remain in place for another' stretch, rather than going up, is a pause",
    "After a great call with Canada, the current 35% Tariff will remain in place for another 60 days, rather than going up to 45% on Monday.",
    { EWC: "up", CAD: "up" },
  ],
  [
    "today's rates kept 'for another' stretch after a long list of them is a pause too",
    "We will keep the current 20% Tariff on Vietnam, and 40% on Transshipments, and 50% on Steel and Copper, for another 30 days, rather than the 46% rate.",
    { VNM: "up" },
  ],
  [
    "sanctions waivers issued are sanctions eased: the buyer and the producer's barrels gain",
    "India can keep buying Oil from Venezuela for now. Sanctions waivers will be issued by the Treasury Department this afternoon.",
    { INDA: "up", USO: "down" },
  ],
  [
    "a ceasefire 'being violated' is fighting back, not calm",
    "The Cease Fire with Iran is being violated by both sides tonight. Both must stop, NOW!",
    { USO: "up", VIX: "up" },
  ],
  [
    "orders placed with a contractor for weapons others pay for are sales, not a demand on it",
    "We are shipping more Patriots to Poland, which the European Union will pay for. Orders have been placed with Lockheed and others.",
    { LMT: "up" },
  ],
  [
    "a company called by its short name, then warned on a condition, is threatened, not praised",
    "Harley-Davidson, once a great American Company, is moving its Motorcycle plants to Thailand. Harley, if you do this, you will be taxed like never before!",
    { HOG: "down" },
  ],
  [
    "a company 'now spending' billions here is praised for the investment",
    "Micron is now spending $200 Billion in Idaho and New York. Great job!",
    { MU: "up" },
  ],
  [
    "peace between Russia and Ukraine is fewer weapons ordered: defense contractors down",
    "Russia and Ukraine have just signed a full and lasting Peace Agreement. The bloodbath is over!",
    { ITA: "down", VGK: "up" },
  ],
  [
    "allies told to spend a share of GDP on defense, said with a space after the rate, are orders for the contractors",
    "Every NATO Country must spend 5% of GDP on Defense, not 2%, starting now!",
    { ITA: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a partner 'not buying nearly enough' is pressed to buy more, not one that stopped", () => {
  expect(ways("Japan is not buying nearly enough of our Corn and Rice, as they promised. Get going, or else!").CORN).not.toBe("down");
});

test("a tariff brought 'down to ZERO' is lifted, and the goods read without the 'down'", () => {
  const a = analysis("I have just signed an Order bringing the Tariff on Bananas and Coffee from Ecuador down to ZERO, effective immediately.");
  expect(a.summary).toStartWith("Trump lifts tariffs on bananas and coffee from Ecuador");
  const cut = analysis("I have just signed an Order bringing the Tariff on Cocoa down to 10%.");
  expect(cut.summary).toBe("Trump cuts the tariff on cocoa to 10%.");
});

test("a company written in capitals keeps them in the summary", () => {
  expect(analysis("TSMC is now spending $100 Billion more in Arizona. Thank you!").summary).toContain("TSMC");
});

test("a stock buyback is no purchase of weapons: the contractors' buybacks are no orders for them", () => {
  const w = ways(
    "Defense Contractors like Lockheed and General Dynamics pay huge Dividends and Stock Buybacks while delivering our Military equipment late. From today, none of them will be allowed to do Buybacks until they deliver!",
  );
  expect([w.LMT, w.GD, w.ITA]).not.toContain("up");
});

test("a deal 'closer and closer' is talks under way, not a deal announced", () => {
  const a = analysis("Talks with Brazil are going great, and we are getting closer and closer to a Deal that will open their Market to our Beef.");
  expect(a.impact).not.toBe("High");
  expect(a.summary).not.toContain("announces");
});

test("a stake talked about with the company is weighed, not taken", () => {
  expect(analysis("We are talking with Micron about the Government taking a 5% equity stake in the Company. Great for Taxpayers!").impact).not.toBe("High");
});
