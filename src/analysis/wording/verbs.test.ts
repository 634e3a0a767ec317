import { describe, expect, test } from "bun:test";
import { analysisOf, judge } from "../rules.ts";
import { retell } from "./retell.ts";

const summary = (content: string) => analysisOf(judge(content)).summary;

/** What Trump does with a tariff, as the summary says it: an extension is no new tariff, a rate floated is not set. */
const CASES: [string, string, RegExp][] = [
  [
    "a deadline extended",
    "The Commission asked for an extension on the July 1st deadline on the 40% Tariff on the European Union. I agreed to the extension.",
    /^(?!Trump sets).*exten/i,
  ],
  ["a rate floated", "A 60% Tariff on China seems right!", /^Trump floats a 60% tariff on China\.$/],
  ["a rate that takes 'an'", "An 80% Tariff on China would be fair!", /^Trump floats an 80% tariff on China\.$/],
  ["a rate set", "Effective immediately, an 18% Tariff will be charged on all goods from Peru.", /\ban 18% tariff\b/],
  // A denial is no relief; a rate said to be going down is a cut; one that will come down, or is stated as it stands, is not set.
  ["a relief denied", "Never said I would lift Tariffs on China. Fake News!", /^(?!Trump lifts).*\bnever said\b/i],
  ["a rate going down", "TARIFFS ON CHINA ARE GOING DOWN TO 10%. THEY ARE BUYING OUR SOYBEANS!!!", /^Trump cuts the tariff on China to 10%\.$/],
  ["a rate that will come down", "The 145% Tariff on China is very high, and it will come down substantially, but it won't be zero.", /^(?!Trump sets)/],
  ["a rate as it stands", "Tariffs on Swiss goods are 39%. Switzerland will have to do better!", /^Trump says tariffs on Swiss goods are 39%\.$/],
  [
    "a rate still to be set",
    "Furniture coming from other Countries into the United States will be Tariffed at a Rate yet to be determined.",
    /^(?!Trump sets)/,
  ],
  // A rate he holds over a condition ("or face") is a threat.
  ["a rate 'or face'", "Russia must agree to a ceasefire within 10 days or face very severe Tariffs of about 100%.", /^Trump threatens\b/],
  // "additional", "on top of existing tariffs": the rate is added, not the whole.
  [
    "an additional rate",
    "India will be charged an additional 25% Tariff for buying Russian Oil, starting in 21 days.",
    /\ban additional 25% tariff on India\b/,
  ],
  [
    "a rate on top",
    "If China does not stop its Rare Earth export controls, we will impose a 100% Tariff on top of existing tariffs, starting November 1st.",
    /^Trump threatens an additional 100% tariff on China from November 1\.$/,
  ],
  [
    "two rates, the second added",
    "Today, I have implemented a 25% Tariff on Imports from Mexico and Canada, and a 10% additional Tariff on China.",
    /^(?!Trump sets).*\b10% additional tariff on China\b/,
  ],
  // A tariff called off is not set; a cut "down from" a rate is told as his sentence says it; a range is said as one; every partner is named.
  ["a tariff called off", "Japan and I have agreed that the 25% Tariff will not go into effect. Great news for Toyota!", /^(?!Trump sets)/],
  ["a rate down from another", "The EU has agreed to a 15% Tariff on Cars, down from 27.5%.", /^(?!Trump sets).*\bdown from 27\.5%/],
  ["a range", "We will be imposing Secondary Tariffs of 25% to 50% on all Oil coming out of Russia.", /\ba 25% to 50% tariff on all oil from Russia\b/],
  [
    "a people's word names no partner",
    "India will be charged an additional 25% Tariff for buying Russian Oil, starting in 21 days.",
    /\btariff on India in 21 days\./,
  ],
  ["two partners", "We are putting a 25% Tariff on Autos coming from Korea and Japan, effective in two weeks.", /\bautos from Japan and South Korea\b/],
  // "from 25% to 50%": a rise says both.
  [
    "a rise from one rate to another",
    "The Tariff on Steel and Aluminum will go from 25% to 50%, effective Wednesday, June 4th.",
    /^Trump raises the tariff on steel and aluminum from 25% to 50%/,
  ],
  // "any Country that…" is whoever does it: no country of another sentence, no goods made of its words.
  [
    "any country that does not",
    "In order to make North Carolina, which has completely lost its furniture business to China, and other Countries, GREAT again, I will be imposing substantial Tariffs on any Country that does not make its furniture in the United States.",
    /\bany country that does not make its furniture\b/,
  ],
  [
    "any country aligning",
    "We will be imposing a 10% additional Tariff on any Country aligning themselves with the Anti-American policies of BRICS.",
    /\bany country aligning themselves with\b/,
  ],
  // "any … product" is all of them.
  [
    "any product",
    "We will be putting a 100% Tariff on any branded or patented Pharmaceutical product starting October 1st, unless a company is building its plant in America.",
    /\bon all branded or patented pharmaceutical products\b/,
  ],
  // The other side's tariffs on his country's goods are not his.
  [
    "the other side charging",
    "Despite the fact that Canada is charging the USA from 250% to 390% Tariffs on many of our farm products, Ontario just announced a 25% surcharge on electricity.",
    /^(?!Trump sets)/,
  ],
  [
    "the other side's tariff, then his",
    "Canada just put a 250% Tariff on our Dairy. We will respond with a 250% Tariff on Canadian Dairy.",
    /^(?!.*\bour\b).*250% tariff on Canadian dairy/,
  ],
];

describe("the verb and the article of a tariff summary", () => {
  test.each(CASES)("%s", (_kind, content, want) => {
    expect(summary(content)).toMatch(want);
  });
});

/** His "I" and "we" retold as "he" and "the U.S.": the verb agrees, whatever verb it is; a past form or a modal stays. */
const AGREEMENT: [string, string][] = [
  ["I fully authorize the toll free opening of the Strait of Hormuz.", "he fully authorizes the toll free opening of the Strait of Hormuz"],
  ["We anticipate a substantial Tariff to be placed on them.", "the U.S. anticipates a substantial tariff to be placed on them"],
  ["I hereby order the Navy to reopen the Strait.", "he orders the Navy to reopen the strait"],
  ["I apply the tariff to every country.", "he applies the tariff to every country"],
  ["I don't want war.", "he doesn't want war"],
  ["I do want a deal.", "he does want a deal"],
  ["I told Tim Cook that Apple must build here.", "he told Tim Cook that Apple must build here"],
  ["I set the tariffs at 25%.", "he set the tariffs at 25%"],
  ["I signed the order.", "he signed the order"],
  ["I alone can fix it.", "he alone can fix it"],
  ["We cannot allow it.", "the U.S. cannot allow it"],
  // A present verb that ends in -ed is no past form; an adverb between "we" and "have" keeps the agreement.
  ["We need Tariffs on China!", "the U.S. needs tariffs on China"],
  ["We now have the strongest border, and we also have the best economy.", "the U.S. now has the strongest border, and the U.S. also has the best economy"],
  ["I just have to say it.", "he just has to say it"],
  ["We agreed to a deal.", "the U.S. agreed to a deal"],
  // A subject of two takes the plural; a clause of his own after a comma is his.
  ["Japan and I have agreed to a deal.", "Japan and he have agreed to a deal"],
  ["President Xi and I agree on many things, and I want a deal.", "President Xi and he agree on many things, and he wants a deal"],
  // "I.D." is no "I".
  ["A voter must show PHOTO I.D. to vote, I insist.", "a voter must show photo I.D. to vote, he insists"],
];

describe("a verb after his I or we agrees with he or the U.S.", () => {
  test.each(AGREEMENT)("%s", (post, want) => {
    expect(retell(post).replace(/^He\b/, "he")).toBe(want);
  });
});

describe("a long sentence keeps his act, not the occasion or reason fronted before it", () => {
  test.each([
    [
      "In Honor of the King and Queen of the United Kingdom, who have just left the White House, soon headed back to their wonderful Country, I will be removing the Tariffs and Restrictions on Whiskey having to do with Scotland's ability to work with the Commonwealth of Kentucky.",
      /^he will be removing the tariffs and restrictions on whiskey/,
    ],
    [
      "Based on the fact that discussions with the Islamic Republic of Iran have been brought to the highest level of Iranian leadership and approved, I have, as President of the United States of America, cancelled the scheduled strikes and bombings against Iran this evening.",
      /^he has, as president of the United States of America, cancelled the scheduled strikes/,
    ],
  ])("%s", (post, want) => {
    expect(retell(post).replace(/^He\b/, "he")).toMatch(want);
  });

  test("a short one keeps its reason", () => {
    expect(retell("Based on their great progress, I am extending the deadline.")).toMatch(/^based on their great progress, he is extending the deadline/i);
  });
});

/**
 * Every verb of his coordinated predicate agrees, not only the first ("he authorizes …, and
 * authorizes …"); a verb that goes on an infinitive ("to open … and buy") or a modal stays as it is.
 */
const COORDINATED: [string, string][] = [
  [
    "I hereby fully authorize the toll free opening of the Strait of Hormuz, and, simultaneously herewith, authorize the immediate removal of the United States Naval blockade.",
    "he fully authorizes the toll free opening of the Strait of Hormuz, and, simultaneously herewith, authorizes the immediate removal of the United States Naval blockade",
  ],
  ["We support our Farmers and protect them from unfair Trade.", "the U.S. supports America's farmers and protects them from unfair trade"],
  ["I thank President Xi and look forward to the meeting.", "he thanks President Xi and looks forward to the meeting"],
  ["I approve the deal, but reject the new terms.", "he approves the deal, but rejects the new terms"],
  ["I order the Navy to stop the ships and seize their cargo.", "he orders the Navy to stop the ships and seize their cargo"],
  ["I want China to open its markets and buy our soybeans.", "he wants China to open its markets and buy America's soybeans"],
  ["I will sign the order and impose the tariff.", "he will sign the order and impose the tariff"],
  ["I love our steel and aluminum workers.", "he loves America's steel and aluminum workers"],
  ["I rebuilt the Military in my first term, and continue to do so.", "he rebuilt the military in his first term, and continues to do so"],
];

describe("every verb of his coordinated predicate agrees with he or the U.S.", () => {
  test.each(COORDINATED)("%s", (post, want) => {
    expect(retell(post).replace(/^He\b/, "he")).toBe(want);
  });
});
