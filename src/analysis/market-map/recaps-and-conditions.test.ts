import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });

/**
 * Written for these tests (twenty-ninth round, from the false alarms of the development probes probe-dev127.json,
 * dev128, dev130, dev131 and dev136, in new words): what is told again, asked for, or held over a condition is no new act.
 */
test.each([
  [
    "a deal boasted of, with its known terms ('Our Deal with Korea… is the greatest Deal ever made')",
    "Our Deal with Korea, $350 Billion of investment and a 15% Tariff, is the greatest Deal ever made. The Fake News never mentions it!",
  ],
  [
    "an investment 'announced in my first months in office' that is going well",
    "Apple's $500 Billion investment in America, announced in my first months in office, is going really well. MADE IN USA!",
  ],
  ["a rate that 'is still at 50%'", "Just as I promised, the Tariffs on Canadian Lumber are still at 50%. They knew it was coming!"],
  [
    "a deal asked for ('Get a deal done, Vladimir!') beside a threat on a condition",
    "If Russia does not make a deal very soon, I will have no choice but to put very big Sanctions and Tariffs on Russian Oil and on anyone who buys it. Get a deal done, Vladimir!",
  ],
  [
    "sanctions he will put 'before' if others do not act first",
    "Europe must stop buying Russian Gas, totally, before I put the big sanctions on Russia. They are funding the war!",
  ],
  [
    "'making progress on a Trade Deal' is talks, whatever they will open",
    "India has been very tough on our Apples. We are making progress on a Trade Deal, and they will open their market. Modi is a friend!",
  ],
  [
    "a deal's rate told 'just as we agreed'",
    "Korea is paying 15% Tariffs and investing $350 Billion in the USA, just as we agreed. Money is pouring in. The Deal is working!",
  ],
  [
    "people sanctioned, and nothing a market trades",
    "Treasury has sanctioned six corrupt officials of a small government who helped Venezuela's cartels launder money. Justice!",
  ],
  [
    "a company's own investment announced ('PepsiCo just announced…'), praised",
    "PepsiCo just announced a $3 Billion investment in new plants in Ohio, creating 2,000 jobs. Great news, because of TARIFFS!",
  ],
  [
    "a court ruling against his tariffs, which he will appeal",
    "The Court of International Trade, packed with Judges who have never run a business, has ruled against our Section 122 Tariffs. We will appeal and WIN!",
  ],
  [
    "a deal praised as 'working out better than anyone thought', with its known terms",
    "Our incredible Deal with Korea — $350 Billion of Investment, 15% on their goods, and they open up to our Rice — is working out better than anyone thought!",
  ],
  [
    "a slogan ('TARIFFS = JOBS!') after a kept rate",
    "The 25% Tariffs on Foreign Trucks are working beautifully. Truck plants are coming back. TARIFFS = JOBS!",
  ],
  [
    "vandals told they 'should go to jail', whatever company they attack",
    "Anyone caught vandalizing Tesla cars should go to jail for a very long time. Domestic terrorism!",
  ],
  [
    "a rate 'as previously announced' with 'Nothing has changed'",
    "As previously announced, the Reciprocal Tariffs will go into effect on October 1st. Nothing has changed. Thank you!",
  ],
  [
    "tariffs credited with saving an industry, and what would be without them",
    "The 50% Aluminum Tariffs saved Century Aluminum, and now it's booming. Without Tariffs, there would be no Aluminum Industry in America!",
  ],
  [
    "an industry booming 'because of the 50% Tariffs'",
    "Our Copper Industry is booming because of the 50% Tariffs, which Chile complained about so much. Miners are happy!",
  ],
  ["companies that 'already agreed' to lower their prices", "Pfizer and AstraZeneca already agreed to lower their prices. Others will follow soon!"],
] as const)("%s is not High", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test("a rate that goes into effect 'as scheduled', with no more extensions, is still news (a real post of March 2025)", () => {
  const post = "The 25% Tariffs on Canada and Mexico will go into effect as scheduled on Tuesday. There will be NO more extensions!";
  expect(analysis(post).impact).toBe("High");
});
