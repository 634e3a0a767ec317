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
    "a demand on a company after a fact about it told as history (its profits last year): still a demand",
    "I see that Walmart wants to raise its prices and blame it on Tariffs. Walmart made MASSIVE profits last year! Walmart and its Chinese suppliers should absorb the cost themselves, SWALLOW THE TARIFFS!",
    "High",
  ],
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
  [
    "a tariff with no rate, no date and no 'immediately': a threat",
    "In order to make North Carolina, which has completely lost its furniture business to China, and other Countries, GREAT again, I will be imposing substantial Tariffs on any Country that does not make its furniture in the United States. Details to follow!!!",
    "not High",
  ],
  [
    "a tariff with its rate and its date",
    "Beginning November 1st, 2025, all Medium and Heavy Duty Trucks coming into the United States from other Countries will be Tariffed at a 25% Rate. Thank you for your attention to this matter!",
    "High",
  ],
  [
    "a raise decided on a country named, no rate: his act, not a condition",
    "India is not only buying massive amounts of Russian Oil, they are then selling it on the Open Market for big profits. Because of this, I will be substantially raising the Tariff paid by India to the USA. Thank you for your attention to this matter!!!",
    "High",
  ],
  [
    "another country's standing tariffs, a grievance",
    "Canada is cheating the United States Farmers on USMCA. In 2024, Canada retained Tariffs on various U.S. Goods, particularly in protected sectors like Dairy that are operated under a supply management system. Some examples of Canadian Tariffs on U.S. Dairy outside of the limited quota include: Milk: Up to 243%Butter: Up to 298%Cheese: Up to 245%These sky high Tariffs are part of Canada’s unfair, long-standing policy to shield domestic producers from foreign competition, especially in Agriculture. Our Great U.S. Dairy Farmers deserve fair treatment from Canada. Enjoy it while you can!",
    "not High",
  ],
  [
    "a bare link to an order, no words of his",
    "https://www.whitehouse.gov/presidential-actions/2025/04/lowering-drug-prices-by-once-again-putting-americans-first/",
    "not High",
  ],
  [
    "a deal's next step: our deal, known already, launched",
    "Our MASSIVE Trade Deal with Japan has just launched! Japan is now officially, and financially, moving forward with the FIRST set of Investments under its $550 BILLION Dollar Commitment to invest in the United States of America — part of our Historic Trade Deal to REVITALIZE the American Industrial Base. Today, I am pleased to announce three TREMENDOUS Projects in the Strategic Areas of Oil & Gas in the Great State of Texas, Power Generation in the Great State of Ohio, and Critical Minerals in the Great State of Georgia. The scale of these projects are so large, and could not be done without one very special word, TARIFFS.",
    "not High",
  ],
  [
    "a new deal, with its terms",
    "I am pleased to announce that the United States of America has agreed to a Full and Complete Trade Deal with the Republic of Korea. South Korea will pay a 15% Tariff, and will invest $350 Billion Dollars in the United States.",
    "High",
  ],
  [
    "a ceasefire already in force, named as the period of another matter",
    "There will be NO TOLLS in the Hormuz Strait for 60 days during the Cease Fire Period, unless they are imposed by and for the United States of America, should the deal not be completed.",
    "not High",
  ],
  [
    "what people want to talk about, reported",
    "The trip was a Great Success but, mostly what people wanted to talk about, is the fact that Iran will not have a Nuclear Weapon, and that the Strait of Hormuz will immediately be opened!",
    "not High",
  ],
  [
    "an opening upon a signing still to come",
    "This Great Deal will bring Peace and Security to the whole Region. Many presidents have tried to make Peace with Iran, and all have failed before me. With the opening of the Strait upon the signing of the Deal on Friday, for purposes of mine removal, oil will flow on both ends again for the Region, and the World! President DONALD J. TRUMP",
    "not High",
  ],
  [
    "a demand on a company about its internal politics, not its business",
    "APPLE SHOULD GET RID OF DEI RULES, NOT JUST MAKE ADJUSTMENTS TO THEM. DEI WAS A HOAX THAT HAS BEEN VERY BAD FOR OUR COUNTRY. DEI IS GONE!!!",
    "not High",
  ],
  [
    "a strike on an oil producer he sets a time for",
    "The United States will be hitting Iran (Whose Navy, Air Force, Radar, Anti Aircraft, and all other forms of Defense, together with most of its offensive capability, are GONE!), VERY HARD TONIGHT. At some point in the not too distant future, we will be taking Kharg Island, and other oil infrastructure points.",
    "High",
  ],
  [
    "force promised on a condition, 'tonight' in the past",
    "ANY RETALIATION BY IRAN AGAINST THE UNITED STATES OF AMERICA WILL BE MET WITH FORCE FAR GREATER THAN WHAT WAS WITNESSED TONIGHT. THANK YOU!",
    "not High",
  ],
  ["an oil route declared open, as news", "IRAN HAS JUST ANNOUNCED THAT THE STRAIT OF IRAN IS FULLY OPEN AND READY FOR FULL PASSAGE. THANK YOU!", "High"],
  [
    "an oil route open, listed in a boast",
    "Their Military is DONE, their Navy is GONE, their Economy is BROKEN, their Soldiers aren't being paid, the Hormuz Strait is OPEN, THE OIL IS GUSHING, and the U.S. Stock Market and Jobs are at record HIGHS. That's what's CHANGED!",
    "not High",
  ],
  [
    "a tariff told as history, dated in the past",
    "Last month I put 25% Tariffs on Canada and Mexico, and now they are treating us with great respect. Billions of Dollars are pouring into our Treasury. MAKE AMERICA GREAT AGAIN!",
    "not High",
  ],
  [
    "a tariff named as the cause of what followed",
    "The 50% Tariffs I placed on Steel and Aluminum have brought back thousands of jobs to Pennsylvania and Ohio. U.S. Steel is booming again. Thank you for your attention to this matter!",
    "not High",
  ],
  [
    "a tariff in effect since a date gone by",
    "The Reciprocal Tariffs, imposed on April 2nd, have brought in over $100 Billion Dollars. The Democrats want to give it all back!",
    "not High",
  ],
  [
    "history first, then a new rate with its date: the new act",
    "Last month I put a 25% Tariff on Mexico, and they did nothing to stop the Fentanyl. Therefore, effective August 1st, the Tariff on Mexico will go to 30%.",
    "High",
  ],
  [
    "history in the sentence of a new act done today",
    "Last week China refused to buy our Soybeans. Therefore, I am hereby ordering a 100% Tariff on Chinese Cooking Oil, starting November 1st.",
    "High",
  ],
  [
    "a known deal's terms told after its history",
    "Our Deal with Japan, signed last month, is the biggest Deal in History. Japan is paying $550 Billion Dollars, and a 15% Tariff! Nobody thought it could be done.",
    "not High",
  ],
  [
    "a reminder of a tariff already set",
    "Just a reminder, the 30% Tariff on the European Union, which I announced last week, goes into effect August 1st. Thank you for your attention to this matter!",
    "not High",
  ],
  [
    "an act the next sentence dates in the past",
    "The Fake News is saying I raised Tariffs on Canada to 35%. That was done weeks ago. Nothing new. Canada must stop the flow of Fentanyl!",
    "not High",
  ],
  ["a hedged rate: 'could'", "We could put a 50% Tariff on the European Union if they don't start treating us fairly. They have been very nasty!", "not High"],
  ["a rate asked as a question", "Maybe we should put a 100% Tariff on Chips made in Taiwan? Just asking!", "not High"],
  [
    "a rate he thinks will come 'at some point'",
    "Japan has been very difficult on Rice. I think we will be putting a 35% Tariff on Japan at some point, they have been taking advantage of us.",
    "not High",
  ],
  [
    "'possibly' in an aside does not hedge the act",
    "If the Strait of Hormuz is not open by Friday, we will hit all of Iran's Oil Wells and Kharg Island (and possibly all desalinization plants!) within 48 hours.",
    "High",
  ],
  [
    "an announcement still to come, no rate",
    "I will be announcing a very big Tariff on Pharmaceuticals next week. The Drug Companies have been ripping us off for decades. Stay tuned!",
    "not High",
  ],
  [
    "a partner's own announced tariff",
    "China announced today that it will put a 34% Tariff on all American goods. They played it wrong, they panicked - the one thing they cannot afford to do!",
    "not High",
  ],
  [
    "another's announced plan, named by no country",
    "The European Commission said it will impose 25% retaliatory Tariffs on $26 Billion of U.S. goods starting April 15th. They are making a big mistake!",
    "not High",
  ],
  [
    "a company's own announced investment, with its size",
    "Great news! Apple just announced it will invest $500 Billion Dollars in the United States over the next four years. Thank you Tim Cook!",
    "not High",
  ],
  [
    "an official quoted after his name, reporting the act",
    'Commerce Secretary Howard Lutnick: "The 50% Copper Tariff goes into effect on August 1st, as the President said."',
    "not High",
  ],
  [
    "others' prediction about his tariff",
    "Everyone said my 145% Tariffs on China would destroy our Economy. They were wrong! The Tariffs put on in April have made us the hottest Country in the World.",
    "not High",
  ],
  [
    "a partner's tariff, announced by its leader and named",
    "Canada's Prime Minister just announced that Canada will put a 25% Tariff on American Cars. Big mistake! We will respond in a very strong way.",
    "not High",
  ],
  [
    "a raise told in a relative clause with its month gone by",
    "The Steel Tariffs, which I doubled to 50% in June, have saved our Steel Industry. Cleveland-Cliffs and Nucor are doing record business!",
    "not High",
  ],
  [
    "history named as the cause, then a raise today",
    "Because of the Tariffs I placed on China in April, they are now at the table. But they are not moving fast enough, so I am raising the Tariff to 125%, effective today!",
    "High",
  ],
  [
    "a tariff dated on a day gone by, and a deal only wished for",
    "Our 34% Tariff on China, announced on Liberation Day, has brought them to their knees. They want to make a Deal so badly!",
    "not High",
  ],
  [
    "history, then the next sentence raises it with a date",
    "The 10% Tariff I put on Canadian Energy was a courtesy. It will go up to 25% on August 1st, because Canada continues to play games.",
    "High",
  ],
  ["a demand on Congress to pass a tariff", "Congress should pass a 25% Tariff on every Car made outside of the USA. Republicans, get it done!", "not High"],
  [
    "a repost of another's post about an order",
    "RT @WhiteHouse: President Trump's Executive Order placing a 25% tariff on imported autos takes effect today. https://www.whitehouse.gov/presidential-actions/2025/03/adjusting-imports-of-automobiles/",
    "not High",
  ],
  // Written in the tenth round's probe: "the primary site" is no election, and "my nominee" names a chair.
  [
    "a strike on a producer's sites, one of them 'the primary site'",
    "We have just completed a very successful attack on the three Nuclear sites in Iran, including Fordow, Natanz, and Esfahan. All planes are now outside of Iranian air space. A full payload of BOMBS was dropped on the primary site, Fordow.",
    "High",
  ],
  ["a Fed chair named as his nominee", "Kevin Warsh will be my nominee to be the next Chairman of the Federal Reserve. Congratulations Kevin!", "High"],
  ["a nominee still to be interviewed", "I will be interviewing a nominee for Fed Chair next week.", "not High"],
  ["relief denied", "Never said I would lift Tariffs on China.", "not High"],
  ["relief he may give, on a condition", "I may lower the Tariffs on China if they buy our Soybeans.", "not High"],
  // Written in the twelfth round's development probe (test/labeled/probe-dev12.json): acts told as standing, as history, as others' news.
  [
    "a tariff in place since the start of the year",
    "Our 25% Tariffs on Foreign Steel, which have been in place since the beginning of the year, are working BEAUTIFULLY.",
    "not High",
  ],
  ["a rate of another century", "Back in 1890 William McKinley put TARIFFS of almost 50% on foreign goods, and we became rich.", "not High"],
  ["a tariff someone else kept in place", "Crooked Joe Biden kept my China Tariffs of 25% in place for FOUR YEARS because he knew they WORKED.", "not High"],
  [
    "a company's investment it announced months ago, praised",
    "Congratulations to Tim Cook and Apple on the massive $600 Billion investment in America they announced this Summer.",
    "not High",
  ],
  ["a firing he is asked about and rules out", "People keep asking whether I will fire Jerome Powell. I have no intention of doing that.", "not High"],
  [
    "bombers that hit a producer's sites moments ago",
    "Moments ago our B-2 bombers hit Iran's nuclear sites at Fordow, Natanz and Isfahan. A spectacular success!",
    "High",
  ],
  [
    "a strike inside a producer whose regime is called narco-terrorist",
    "Tonight, at my direction, the United States Military struck military targets inside Venezuela used by the Narco-Terrorist Regime.",
    "High",
  ],
  [
    "a strike its military 'has just' carried out",
    "At my direction, the United States Military has just destroyed the oil export facilities of Iran. They were warned many times!",
    "High",
  ],
  ["a tariff said to remain fully in effect", "As I have said many times, the 25% Tariff on foreign Automobiles remains fully in effect.", "not High"],
  ["a tariff in place, raised now", "The 25% Tariff on Canadian steel has been in place since March and will be raised to 50% on June 4th.", "High"],
  ["a tariff said not to last, no date set", "A 100% Tariff on China cannot last forever, but they FORCED me into it with their Rare Earth move!", "not High"],
  ["a ceasefire both sides agreed to just now", "Israel and Iran have both agreed, just now, to a FULL CEASEFIRE which begins in a few hours.", "High"],
  // (Forty-ninth round, from probe-dev615.json, in new words: a date kept that was set before is told again.)
  [
    "a tariff announced before, gone into effect on schedule",
    "Our Stock Market is at a record! Mexico's 30% Tariff, which I announced in June, went into effect this morning, right on schedule.",
    "not High",
  ],
  [
    "a tariff officially in effect, as announced last week",
    "The 25% Tariff on Foreign Trucks is officially in effect as of midnight, as President Trump announced last week. American Trucks are back!",
    "not High",
  ],
  [
    "a rate he negotiated, now collected",
    "Great news: the 18% Tariff I negotiated with Thailand is now being collected, and the Farm purchases are moving forward!",
    "not High",
  ],
  [
    "a tariff announced before, called off today: the calling off is new",
    "After a great call, I have decided NOT to go ahead with the 50% Tariff on Brazil that I announced on Monday.",
    "High",
  ],
];

describe("new and decided (rules.ts decided)", () => {
  test.each(cases)("%s", (_kind, post, want) => {
    const { impact, acts } = judge(post);
    if (want === "High") expect(impact).toBe("High");
    else {
      expect(impact).not.toBe("High");
      // The score reads the acts as well: a post with no decided act is not High there either (judge.ts).
      expect(acts).toEqual([]);
    }
  });
});
