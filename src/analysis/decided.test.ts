/**
 * What makes a concrete action new and decided (rules.ts `decided`), as the rubric's High asks: talks
 * reported, a deal still being made, a state foretold with no time set, someone else's wish, a
 * company's own news, a demand on companies not named and a producer's oil named with no measure
 * are signals (Medium), not acts. Each kind
 * stands beside a post of the same kind that is still an act (a rate, a date, his own announcement).
 */
import { describe, expect, test } from "bun:test";
import { judge } from "./rules.ts";

const cases: [string, string, "High" | "not High"][] = [
  [
    "talks reported",
    "I had a very good call with the new Prime Minister of the United Kingdom. He has a big job ahead of him, and the U.S.A. will be there to help! We discussed North Sea Oil, Trade, the Military Alliance, Demining of the Hormuz Strait, and many other topics.",
    "not High",
  ],
  [
    "a state foretold, no time set",
    "Thank you Victoria. Iran will never have a Nuclear weapon, and the Strait of Hormuz will be opening up for business very shortly!!!",
    "not High",
  ],
  [
    "someone else's wish",
    "Iran is collapsing financially! They want the Strait of Hormuz opened immediately - Starving for cash! Losing 500 Million Dollars a day.",
    "not High",
  ],
  [
    "a deal still being made",
    "This morning's attack should not have happened, particularly on a special day when we are so close to a Peace Deal with Iran. Israel has the right to defend itself.",
    "not High",
  ],
  [
    "a company's own investment, praised",
    "For decades politicians let our chip factories move overseas. Now, TSMC has announced an additional 100 Billion Dollar Investment in their Semiconductor Factories in Arizona. The Trump effect!",
    "not High",
  ],
  [
    "a demand on companies not named",
    "Great news! I have just been informed that Walmart will be lowering prices on hundreds of products. Walmart is stepping up in a big and bold way, and other Retailers should follow the lead of these absolute Patriots.",
    "not High",
  ],
  [
    "a producer's oil named, no measure in its sentence",
    "Just as I promised, Oil Prices are plummeting FAST now that Iran is beaten, and Gas Prices at the pump are dropping too. On July 3rd, a smart Retailer will be lowering gas prices to celebrate America's Birthday!",
    "not High",
  ],
  [
    "an energy measure in its sentence",
    "We are hereby reversing the concessions that Crooked Joe Biden gave to Nicolás Maduro, of Venezuela, on the oil transaction agreement, dated November 26, 2022.",
    "High",
  ],
  [
    "a rate set, whenever it comes",
    "The European Union has just put a nasty 50% Tariff on Whisky. If this Tariff is not removed immediately, the U.S. will shortly place a 200% Tariff on all WINES and CHAMPAGNES COMING OUT OF FRANCE.",
    "High",
  ],
  [
    "his own announcement on a company",
    "I am proud to announce that, after much consideration and negotiation, US Steel will REMAIN in America, and keep its Headquarters in Pittsburgh. Nippon Steel will make a $14 Billion Dollar investment in the years to come.",
    "High",
  ],
  [
    "a demand on a company named",
    "Walmart should STOP trying to blame Tariffs as the reason for raising prices throughout the chain. Walmart made BILLIONS OF DOLLARS last year!",
    "High",
  ],
  [
    "a route he opens with a time set",
    "The United States Navy will begin escorting tankers through the Strait of Hormuz tomorrow morning. Iran has been warned!",
    "High",
  ],
];

describe("new and decided (rules.ts decided)", () => {
  test.each(cases)("%s", (_kind, post, want) => {
    const { impact } = judge(post);
    if (want === "High") expect(impact).toBe("High");
    else expect(impact).not.toBe("High");
  });
});
