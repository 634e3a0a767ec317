import { expect, test } from "bun:test";
import { analysis, pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (thirtieth round, from the development probes probe-dev166.json … probe-dev179.json, in new
 * words): calls that were read the wrong way or missed.
 */
test.each([
  [
    "talks a partner asked for, after a grievance turned ('but they are now ready to be fair'), are talks",
    "India has asked to start Trade negotiations right away. India treated us very unfairly, but they are finally willing to be fair!",
    { INDA: "up", INR: "up" },
  ],
  [
    "tariffs that 'may not be necessary' after progress are a threat eased, not one made",
    "Good call with the Prime Minister of Norway on the Arctic. Big progress, and Tariffs might not be needed. Stay tuned!",
    { NORW: "up" },
  ],
  [
    "an offset on a tariff for cars built here is relief for the makers who build here",
    "Effective immediately, automakers will receive a 15% offset on the Auto Parts Tariff for cars assembled in America, for one more year.",
    { GM: "up", F: "up" },
  ],
  [
    "a partner buying American weapons is orders for the contractors that make them",
    "Japan has just agreed to purchase $8 Billion Dollars of American Weapons, including Patriots and Missiles. We build, they pay!",
    { ITA: "up", LMT: "up", RTX: "up" },
  ],
  [
    "buybacks barred for defense contractors, with the contractors listed between, cut what their shareholders get",
    "I am signing an Order that prohibits Defense Contractors, such as Lockheed Martin, Northrop Grumman and General Dynamics, from doing Stock Buybacks until their Planes are delivered.",
    { ITA: "down", LMT: "down" },
  ],
  [
    "cuts pressed for, with homes in the next sentence, are cheaper mortgages for the builders too",
    "The Fed must cut Rates, NOW! If they did, Mortgage Rates would fall and Homes would sell like never before.",
    { XHB: "up" },
  ],
  [
    "his own words after a quoted headline, an explicit buy call, are his act",
    "Bloomberg: “Stocks bounce on hopes of trade deals.” THIS IS A GREAT TIME TO BUY!!!",
    { SPY: "up" },
  ],
  [
    "a trade agreement extended by its members is a deal, not a tariff",
    "I am pleased to report that the United States, Canada and Mexico have agreed to RENEW the USMCA for 16 more years, with tougher enforcement against Chinese transshipment!",
    { CAD: "up", MXN: "up" },
  ],
  [
    "waters offered for oil and gas leasing are acreage for U.S. producers",
    "Interior is offering 80 Million Acres of Federal Offshore Waters in Lease Sales for Oil and Gas Leasing this year!",
    { XLE: "up" },
  ],
  [
    "an exemption a partner asked for, refused, is no relief: the rate stays and a new one comes",
    "Japan asked for an exemption from our Steel Tariff. The answer is NO. Japanese Steel will keep paying 50%, and from May 1st Japanese Steel pipe will pay an additional 20%!",
    { EWJ: "down" },
  ],
  [
    "a quota let in at zero tariff is relief for the partner",
    "Canada has agreed to stop dumping Aluminum. In exchange, Canada will get a quota equal to its 2019 shipments at ZERO Tariff. Above that, 50%. Signed today!",
    { CAD: "up", EWC: "up" },
  ],
  [
    "a government the other side will not reopen stays shut: a standoff",
    "If Schumer doesn't reopen the Government by Friday, the Air Traffic Controllers will stop working. Very dangerous!",
    { VIX: "up" },
  ],
  [
    "a tariff that 'will be ZERO' from now on is relief",
    "Effective immediately, the Tariff on French Wine coming into the United States will be ZERO. A great gesture to our friends in France!",
    { EWQ: "up" },
  ],
  [
    "a deal slow-walked, and a rate that will 'go a lot higher' if they do not act, is a threat, not a deal",
    "Japan is slow walking the Deal we made. If they don't lower their Tariffs on our Rice very soon, the 15% will go a lot higher!",
    { EWJ: "down" },
  ],
  [
    "'NO sanctions relief until…' keeps the sanctions: no barrels freed",
    "Venezuela has been told that there will be NO sanctions relief until free elections are held. They will come around!",
    { USO: "up" },
  ],
  [
    "an export-control rule suspended as part of a deal eases the controls",
    "As part of our Deal with China, we will pause, for one year, the rule that puts Chinese subsidiaries on the Entity List under Export Controls. Good for both!",
    { FXI: "up" },
  ],
  [
    "barrels a producer 'still sells' are a state, not supply added: the secondary tariffs threatened hold them back",
    "Iran's oil money is down 40%, but they still sell 2 million barrels a day. If they do not make a deal soon, I will put Secondary Tariffs on every country that buys Iranian Oil!",
    { USO: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a demand on a seller is not on the buyers it names", () => {
  const got = ways(
    "Nucor should NOT be raising the price of Steel to Ford, General Motors and Tesla just because we protected them with Tariffs. Roll it back, NOW!",
  );
  expect(got.NUE).toBe("down");
  expect(got.GM).not.toBe("down");
  expect(got.TSLA).not.toBe("down");
});

test("his own buy call after a quoted headline is High (rubric: an explicit buy call)", () => {
  expect(analysis("Bloomberg: “Stocks bounce on hopes of trade deals.” THIS IS A GREAT TIME TO BUY!!!").impact).toBe("High");
});

test("oil that gets out around sanctions, on a dark fleet, is a complaint, not barrels added", () => {
  expect(
    ways("Venezuelan Oil is flowing to Cuba through 'shadow fleet' tankers with fake flags. We know every ship, and we will be doing something about it, soon!")
      .USO,
  ).not.toBe("down");
});

test("a company that 'needs to get back on top', after praise, is encouraged, not demanded of", () => {
  expect(ways("Boeing is a great American Company that needs to get back on top. I will meet their CEO on Monday!").BA).not.toBe("down");
});

/** Posts with several facts (probe-dev212.json and others, in new words): each fact points its own partner. */
test.each([
  [
    "a deal with one partner beside another's deal not approved: the breach is the other's",
    "We have just completed a great Deal with the United Kingdom: a 10% Tariff and $150 Billion invested. India, on the other hand, has not approved its Deal. Therefore, effective immediately, the Tariff on India is raised from 25% to 50%.",
    { EWU: "up", INDA: "down" },
  ],
  [
    "a company stake called 'a fantastic Deal for our Country' is the company's, not a trade deal with the partner named after it",
    "The United States Government now owns 10% of MP Materials, a fantastic Deal for our Country. China, which hoards Rare Earths, will pay a 30% Tariff on all Magnets starting March 1st!",
    { MP: "up", FXI: "down" },
  ],
  [
    "talks told beside an agreement violated are no talks going well",
    "We had very good talks with Japan last month, and I made a quick Deal. The bad news is that Japan HAS TOTALLY VIOLATED ITS AGREEMENT WITH US. We will see what happens.",
    { EWJ: "down" },
  ],
  [
    "a tariff imposed 'until it is withdrawn' is no relief",
    "Canada will force American streamers to pay a 5% Content Tax. Effective Monday, we will impose an ADDITIONAL 10% Tariff on all Canadian goods until it is withdrawn!",
    { EWC: "down", CAD: "down" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a rate a partner 'has been paying… for more than a year' is in force, not new", () => {
  expect(analysis("Mexico has been paying the 25% Fentanyl Tariff for more than a year. Good job on the Border!").impact).not.toBe("High");
});

test.each([
  [
    "an offset on tariffs paid, and 'no \"stacking\" of Tariffs on Autos', are relief for the makers here",
    'Great news for our Auto Companies! Trucks assembled in America will receive a full offset on the Tariffs paid on imported Parts, effective today. There will be no "stacking" of Tariffs on Autos!',
    { GM: "up", F: "up" },
  ],
  [
    "a partner that 'has agreed that' its goods will pay a lower rate, in exchange for zero on ours, made a deal",
    "Japan has agreed that, effective September 1st, Japanese Cars coming into the USA will pay a 15% Tariff, in exchange for ZERO Tariffs on American Cars and Rice going into Japan!",
    { EWJ: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a deal 'signed… last July' and slow to pay is old news with friction, not a new deal", () => {
  expect(ways("Korea signed its great Deal last July, but the $350 Billion is coming in far too slowly. Not acceptable!").EWY).not.toBe("up");
});
