import { expect, test } from "bun:test";
import { analysis } from "./directions-for-tests.ts";

/**
 * Written for these tests (thirtieth round, from the development probes probe-dev161.json … probe-dev178.json, in new
 * words): posts read as a new, concrete act (High) that tell none: relief he may give, an order told as working, a truce
 * wondered about, sanctions named as a past cause, a deal he is sure of without terms. (The first guards this round's wider
 * reading of exemptions: the start code read it right.)
 */
test.each([
  [
    "relief he 'may very well' give is weighed, not given",
    "We may very well exempt Cement, Glass and other Building Materials from Tariffs, so Homes get built faster!",
  ],
  ["an order of his told as working is no new act", "My Executive Order on Drug Price Gouging is working beautifully. Pharmacies are behaving much better!"],
  [
    "a truce he 'will see if' is possible is wondered about",
    "I meet President Putin in Geneva on Monday. A first meeting, we will see whether a Ceasefire is possible. Stay tuned!",
  ],
  [
    "sanctions named as the cause of a fall are sanctions in force",
    "The Iranian Rial fell again this morning after our Sanctions. Too bad, they should have made a deal!",
  ],
  ["a deal he is '100%' sure of, without terms, is a promise", "Great talk with the Prime Minister of Spain. There will be a Trade Deal with the EU, 100%!"],
  [
    "a resignation demanded of a Fed governor is pressure, not a removal",
    "Governor Lisa Cook should resign, immediately. If she won't, we will look at every option!",
  ],
  [
    "a removal he is 'considering whether' to make is weighed",
    "Powell's Fed renovation is a disgrace. I am considering whether this is grounds to remove him. Stay tuned!",
  ],
  [
    "'thinking very seriously about firing him' is weighed",
    "The Fed is way behind. Powell should have cut long ago. I am thinking very seriously about firing him!",
  ],
  [
    "'Reminder to' a partner of a rate already set is a repeat",
    "Reminder to Mexico: the 30% Tariff on Tomatoes goes into effect on June 1st. They could have stopped it!",
  ],
  [
    "tariffs others call illegal, and a rate that stays where it is, are no new act",
    'Mexico\'s leaders say my Tariffs are "illegal." They are not! The 25% Tariff I set last month stays exactly where it is.',
  ],
])("%s", (_why, content) => {
  expect(analysis(content).impact).not.toBe("High");
});

test.each([
  "The truce with Iran is OVER. Iran fired rockets at our base in Bahrain, and we have just responded by striking their oil depots at Kharg Island.",
  "Iran has just attacked an oil tanker near Hormuz. The U.S. Navy has responded, destroying the Iranian boats and the radar site that guided them.",
])("force in answer, told as done, is a strike touching oil (rubric: High): %s", (content) => {
  expect(analysis(content).impact).toBe("High");
});

test.each([
  "Condolences to the family of a great aluminum man who lived to see the Aluminum Tariffs save his industry!",
  "The 50% Copper Tariff that I announced is already working beautifully. Mines are opening!",
])("tariffs credited with a result are a boast, not a new act: %s", (content) => {
  expect(analysis(content).impact).not.toBe("High");
});

test.each([
  ["sanctions on a network of money men fund no market", "Treasury today sanctioned a network of money men funding the Houthis. We will cut off every dollar!"],
  ["a rate a partner 'is now paying' is in force, not new", "Vietnam is now paying 20% Tariffs, as they should. Billions pouring into our Treasury!"],
  [
    "eliminating a partner's Non-Tariff Trade Barriers in talks is no tariff cut of ours",
    "We are negotiating with Japan to eliminate their Non-Tariff Trade Barriers. A deal will be done soon!",
  ],
])("%s", (_why, content) => {
  expect(analysis(content).impact).not.toBe("High");
});

test("a post that opens 'Remember,' and then sets a new rate is a new act, not a recap", () => {
  expect(
    analysis(
      "Remember, while Brazil is our friend, their Tariffs are far too high. Brazil will therefore pay a Tariff of 25%, plus a penalty, starting on August 1st.",
    ).impact,
  ).toBe("High");
});

test.each([
  [
    "a stake told as past that 'made our Country a FORTUNE' is a boast",
    "The United States took a 10% stake in MP Materials last July, and it has made our Country a FORTUNE. Wrong again, Fake News!",
  ],
  [
    "'Re-posting my 2025 Proclamation' is a repeat",
    "Re-posting my 2025 Proclamation raising the Steel Tariff to 50%. Our Steelworkers have never been happier!",
  ],
  ["a rate that 'still stands' is in force", "The 25% Tariff on Mexico still stands. Mexico has been very slow on the Cartels. Not happy!"],
  [
    "'A Deal is getting close!' after good talks is talks",
    "Very good call with the Prime Minister of India. Our Trade Talks are moving along nicely. A Deal is getting close!",
  ],
])("%s", (_why, content) => {
  expect(analysis(content).impact).not.toBe("High");
});
