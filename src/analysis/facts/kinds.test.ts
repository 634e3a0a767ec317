import { describe, expect, test } from "bun:test";
import { read } from "./read.ts";
import { factsOf, type Voice } from "./kinds.ts";
import { voiceOf } from "./voice.ts";

const kinds = (content: string) => factsOf(read(content).reading).map((f) => `${f.kind}${f.stance ? `:${f.stance}` : ""} ${f.countries.join("+")}`.trim());

/** What each kind of post states, as the fact readers read it: kind and whom it is aimed at. */
const FACTS: [string, string, string[]][] = [
  ["a war named is not an act of war", "Today is the anniversary of the Russia-Ukraine War. Many were there.", []],
  ["talks to end the war", "Great talks with Russia today. A good chance of ending that horrible war!", ["de-escalation Russia", "trade-talks Russia"]],
  [
    "a producer's leader who does not want the war to stop",
    "Maybe Putin doesn't want to stop the war. Secondary Sanctions on Russia could follow.",
    ["sanction Russia"],
  ],
  [
    "a tariff deadline extended",
    "The EU asked for an extension of the June 1st deadline on the 50% Tariff. I agreed to the extension.",
    ["tariff-paused European Union"],
  ],
  [
    "a tariff suspension extended",
    "I have signed an Executive Order that will extend the Tariff Suspension on China for another 90 days.",
    ["tariff-paused China", "official-act China"],
  ],
  [
    "a pause for all but one partner is not on that partner",
    "I am hereby pausing the reciprocal tariffs on all countries except China for 90 days.",
    ["tariff-paused", "official-act"],
  ],
  [
    "cooking oil is no energy",
    "China is not buying our Soybeans. We are considering terminating business with China having to do with Cooking Oil.",
    ["trade-cutoff China", "purchase-halted China"],
  ],
  [
    "a truce set as the condition of sanctions is no truce",
    "I am strongly considering large scale Banking Sanctions, Sanctions, and Tariffs on Russia until a Cease Fire and FINAL SETTLEMENT AGREEMENT ON PEACE IS REACHED.",
    ["tariff-threatened Russia", "sanction Russia"],
  ],
  ["a trade truce is no ceasefire", "We have agreed with China to a 12 month truce: Fentanyl tariffs cut to 10%.", ["tariff-cut China"]],
  ["a buyer's agreement is orders for the maker, no demand met", "Qatar has agreed to buy 160 Boeing jets. A record!", ["company-orders", "purchase Qatar"]],
  ["a court's hearing date is no tariff's", "The Supreme Court will hear the Tariff case on November 5th. A decision against us would be a disaster!", []],
  [
    "a partner's offer to buy down its tariff",
    "Korea is right now at a 25% Tariff, but they have an offer to buy down those Tariffs.",
    ["trade-talks South Korea"],
  ],
  [
    "a partner's offer beside a deal with another",
    "Korea has an offer to buy down their Tariffs. We have just concluded a Trade Deal with Pakistan, with a 19% Tariff.",
    // (The rate the deal comes with is its terms, not a tariff set: deal-terms.ts.)
    ["trade-deal Pakistan", "trade-deal Pakistan", "trade-talks South Korea"],
  ],
  [
    "an attack in a figure of speech is no act of war",
    "Kazakhstan has signed a $4 Billion purchase of United States Locomotives. Our Rail Industry has been attacked by Fake Environmentalists for years.",
    [],
  ],
  ["a warning to leave a producer's capital", "Everyone should immediately evacuate Tehran!", ["escalation Iran"]],
  ["talks with a producer refused", "There will be no deal with Iran except unconditional surrender!", ["trade-talks:refused Iran"]],
  [
    "a drugmaker's deal on prices is no cut imposed",
    "We have made a Deal with Pfizer to bring Most Favored Nation pricing to American patients.",
    ["company-deal"],
  ],
  ["a partner's own tariff is not ours", "The European Union has just put a 50% Tariff on our Whisky.", []],
  ["a raise said with an adverb", "I will be substantially raising the Tariff paid by Brazil.", ["tariff-raised Brazil"]],
  ["the Fed's chair told he must be fired, without the Fed named", "Powell must be fired!", ["fed-personnel"]],
  ["a level for rates is pressure to cut", "Interest rates should be at 1% or lower!", ["fed-pressure"]],
  ["a company taken public", "We are taking Fannie Mae and Freddie Mac public!", ["company-deal"]],
  ["a company told to buy is the buyer, not a maker with orders", "I have ordered Fannie and Freddie to buy $200 Billion in Mortgage Bonds.", ["official-act"]],
  [
    "leave to sell is controls eased and a deal with the company",
    "We are allowing Nvidia to sell its H20 chips to China.",
    ["sanction-lifted China", "company-deal"],
  ],
  // Written in the tenth round's probe: a deal refused, relief asked of the other side, an end to the war demanded.
  [
    "a deal refused is the reason for a tariff, not a deal",
    "Switzerland will now pay a 39% Tariff. They would not make a deal.",
    ["tariff-imposed Switzerland"],
  ],
  [
    "tariffs on countries cancelled: partners, not goods",
    "The 10% Tariffs on Denmark and the other European countries that opposed us on Greenland are hereby cancelled.",
    // ("the other European countries" are the bloc: thirty-eighth round.)
    ["tariff-cut European Union+Denmark", "official-act European Union+Denmark"],
  ],
  [
    "relief asked of them in a trailing condition is no cut of ours",
    "I will be imposing a 200% Tariff on European Wines and Champagne if the EU does not remove its 50% Tariff on Whisky immediately.",
    ["tariff-threatened European Union"],
  ],
  [
    "an end to the war demanded of a producer is pressure, not calm",
    "Our Country will impose sanctions on Rosneft and Lukoil, the two biggest Russian Oil Companies, effective immediately. Putin must end the War!",
    ["sanction Russia", "energy-policy Russia", "official-act Russia"],
  ],
];

describe("the facts each kind of post states", () => {
  test("a tariff on a buyer of a producer's oil is aimed at the buyer, not at the producer", () => {
    expect(kinds("I am announcing an additional 25% tariff on India because they continue to buy Russian Oil.")).toContain("tariff-imposed India");
  });
  test.each(FACTS)("%s", (_kind, content, want) => {
    expect(kinds(content)).toEqual(want);
  });
});

const VOICES: [string, Voice][] = [
  ["The reporter wrote that Ukraine should get back its territory.", "quote"],
  ["The Times claims that the war will go on for years.", "quote"],
  ["I wrote that the war must end.", "own"],
  ["We will impose a 25% Tariff on Canada.", "own"],
  ["“Tariffs are hurting the farmers,” says the Fake News.", "quote"],
  ['"President Xi and President Trump are AMAZING!"', "quote"],
  ['"Too Late" Powell must cut by at least 3 Points, TODAY.', "own"],
  ["“Sleepy Joe” Biden let China rip us off, but I will put a 50% Tariff on them.", "own"],
];

describe("whose words a sentence is", () => {
  test.each(VOICES)("%s → %s", (sentence, voice) => {
    expect(voiceOf(sentence)).toBe(voice);
  });
});

/** Words that look like the kinds above and are not. */
const NOT_FACTS: [string, string, string[]][] = [
  ["the end of a regime if it goes to war is a threat, not calm", "It will be the end of the Iranian regime if they go to war with us.", ["escalation Iran"]],
  ["a trade deficit named is no grievance", "Our trade deficit with Mexico is shrinking fast.", []],
  ["no deal yet but close is not refused", "There is no deal with Iran yet, but we are very close.", []],
  ["a refusal in another topic after a producer is named", "Russia is a great country. We will never allow the Democrats to steal elections.", []],
  ["telling people not to buy a company's goods is no order", "Tell everyone not to buy Harley-Davidson.", []],
  ["a cut he says should not be made is no pressure to cut", "The Fed should not cut rates before the Election!", []],
];

describe("words that state none of those facts", () => {
  test.each(NOT_FACTS)("%s", (_kind, content, want) => {
    expect(kinds(content).filter((k) => !k.startsWith("company-attack"))).toEqual(want);
  });
});

// Written for this test (eighteenth round, from probe-dev22.json's shape in new words): a resignation
// demanded of the Fed's chair is pressure, no removal, whatever the personnel words; a removal is an act.
test("a resignation demanded is no personnel act; a firing is", () => {
  const acts = (content: string) => factsOf(read(content).reading).flatMap((f) => (f.action ? [f.action] : []));
  expect(acts("Jerome Powell should resign, he has done a TERRIBLE job at the Fed.")).toEqual([]);
  expect(acts("I am firing Jerome Powell, Chairman of the Fed, effective immediately.")).toContain("fed-personnel");
});
