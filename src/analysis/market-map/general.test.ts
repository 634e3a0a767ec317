import { describe, expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";

/** Tuesday 2025-04-08 15:00 UTC: New York's cash market is open, so the broad market is SPY and QQQ. */
const OPEN = Date.UTC(2025, 3, 8, 15);
const ways = (content: string) => Object.fromEntries(analyzeWithRules({ content, createdAt: OPEN }).instruments.map((i) => [i.symbol, i.direction]));

/**
 * Kinds of post the fact readers and the map must read the same way whoever the actors are: each
 * row is a made-up post of that kind and the directions its facts point through the map's rows.
 */
const CASES: [string, string, Record<string, string>][] = [
  [
    "moving immediately to ban large investors from buying homes",
    "I am moving immediately to ban large Wall Street investors from buying more single-family homes.",
    { INVH: "down", AMH: "down" },
  ],
  [
    "'they will pay' are the partners named before, not the one a place in the sentence names",
    "Denmark, Norway, Sweden, France, Germany and the United Kingdom are playing a very dangerous game. Starting February 1st they will pay a 10% Tariff on everything sent to the USA, until a Deal is reached for the purchase of Greenland.",
    { SPY: "down", EWG: "down", EWU: "down" },
  ],
  [
    "sanctions on a producer's oil companies, with 'Time to end this war!'",
    "So today we are putting TREMENDOUS sanctions on Russia's two biggest Oil companies, Rosneft and Lukoil. Time to end this war!",
    { USO: "up" },
  ],
  ["an oil producer told to surrender", "Our patience is running out. Iran must SURRENDER, UNCONDITIONALLY!", { USO: "up", VIX: "up" }],
  [
    "a ceasefire with a producer takes the haven's premium out too",
    "Both Israel and Iran have accepted my proposal: a full CEASEFIRE takes effect within hours.",
    { GLD: "down", USO: "down" },
  ],
  ["no tariffs on gold, said first", "No Tariffs on GOLD bars. Period.", { "GC=F": "down" }],
  [
    "goods hit with a tariff, named before it",
    "Unless they drop it right away, we will hit French Champagne, Wine and every other alcoholic drink from the E.U. with a 200% Tariff.",
    { PDRDY: "down", LVMUY: "down" },
  ],
  [
    "a deal with Vietnam lifts the brands that make there",
    "Great Trade Deal just made with Vietnam! They will pay the U.S. a 20% Tariff on all goods.",
    { NKE: "up", LULU: "up" },
  ],
  [
    "talks terminated beside a tariff threat are no relief",
    "If they do not withdraw it by tomorrow, April 8th, the United States will put ADDITIONAL Tariffs of 50% on China, effective April 9th, and all talks with China will be terminated!",
    { FXI: "down", SPY: "down" },
  ],
  [
    "a rate that comes down from one level to another",
    "For the next 90 days our Tariffs on China come down from 145% to 30%, and they cut theirs from 125% to 10%.",
    { FXI: "up", SPY: "up" },
  ],
  [
    "more time asked on a tariff, and given",
    "Ursula von der Leyen called to ask for more time on the 50% E.U. Tariff. I said OK, the new date is July 9th.",
    { VGK: "up", SPY: "up" },
  ],
  [
    "a company named as the one exempt from a chip tariff",
    "Tim Cook is in the Oval Office today announcing $100 Billion MORE of Apple manufacturing in America! Chips made abroad will pay roughly a 100% Tariff, but if you are BUILDING in the USA, like Apple, there is no charge!",
    { AAPL: "up" },
  ],
  [
    "smart people buying is a buy call",
    "Don't panic, the Country is in great shape. Smart people are BUYING right now, a tremendous opportunity!!!",
    { SPY: "up" },
  ],
  [
    "a cap on card rates dated with an ordinal ('Effective January 20th')",
    "Effective January 20th, for one year, credit card interest rates will be capped at 10%.",
    { COF: "down", SYF: "down" },
  ],
  [
    "drugmakers ordered to match the lowest price abroad",
    "Today I signed an Executive Order directing every drug company to match the lowest price paid in any other developed Country within 60 days. Pfizer, Eli Lilly, Merck, everyone.",
    { PFE: "down", LLY: "down" },
  ],
  [
    "chipmakers prohibited from selling to China",
    "Effective immediately, Nvidia and all other American chip companies are prohibited from selling their H20 chips to China.",
    { NVDA: "down" },
  ],
  [
    "OPEC asked to bring the price of oil down",
    "Oil prices are far too high. I am calling on Saudi Arabia and OPEC to bring down the cost of Oil, starting NOW.",
    { USO: "down" },
  ],
  ["a partner back buying a crop", "China is back buying our Soybeans, and in very big numbers. Thank you President Xi!", { SOYB: "up" }],
  [
    "a strike the military conducted on an oil terminal",
    "A short while ago, the United States Military conducted a very precise and successful strike on Iran's main Oil Export Terminal on Kharg Island.",
    { USO: "up", SPY: "down" },
  ],
  [
    "goods the map has no row for leave the partner's row",
    "As of Monday, the United States will impose an additional 50% Tariff on all Chinese Electronics and Machinery.",
    { FXI: "down", CNY: "down" },
  ],
  [
    "a buyer left free to keep buying a producer's oil",
    "Now that there is Peace in the Middle East, China is free to keep buying Oil from Iran.",
    { USO: "down" },
  ],
  [
    "a Fed chair named who believes rates should be much lower",
    "I am pleased to announce that Kevin Hassett will be the next Chairman of the Federal Reserve. Kevin believes, as I do, that Interest Rates should be much LOWER.",
    { DXY: "down", SHY: "up", GLD: "up" },
  ],
  ["the Fed told it should be cutting", "Our Dollar is far too strong. The Fed should be cutting, not sitting on their hands!", { DXY: "down", SHY: "up" }],
  [
    "subsidies threatened to a man's companies, named two sentences before",
    "Elon's Companies live on Government money and Subsidies. Without them, the Electric Cars would stop cold. Maybe it's time we terminate the Government Contracts and Subsidies going to his Companies.",
    { TSLA: "down" },
  ],
  [
    "peace between Russia and Ukraine is Europe's too",
    "Russia and Ukraine have AGREED to an immediate Ceasefire, starting Friday, and will begin negotiations on the end of this horrible War.",
    { USO: "down", VGK: "up", EUR: "up" },
  ],
  [
    "a ceasefire lifts the other party's market beside the producer's barrels",
    "Israel and Iran have both agreed to a FULL CEASEFIRE, which begins in a few hours!",
    { USO: "down", EIS: "up" },
  ],
  [
    "a pause for everyone with one partner raised instead, said without the word tariff",
    "So many Countries have been begging to make a Deal. I am giving them a 90 DAY PAUSE, during which their Reciprocal Tariff drops to 10%, starting right now. China, which disrespected the World's Markets, goes UP to 125%, also effective now.",
    { SPY: "up", FXI: "down", CNY: "down" },
  ],
  [
    "no delay: tariffs start as planned",
    "So there will be NO delay: on March 4th the 25% Tariffs on Mexico and on Canada start, exactly as planned, and China gets hit with another 10% on that same day.",
    { SPY: "down", MXN: "down", CAD: "down", FXI: "down" },
  ],
  [
    "a tariff on whoever buys a producer's oil, after a reason",
    "Therefore, any Country that buys Oil and/or Gas from Venezuela will be forced to pay a Tariff of 25% to the United States on ANY Trade they do with our Country.",
    { USO: "up" },
  ],
  [
    "the reserve refilled",
    "I have directed Energy Secretary Chris Wright to begin refilling the Reserve immediately, buying 200 Million Barrels of Oil.",
    { USO: "up" },
  ],
  [
    "a Fed governor removed, named in the sentence before",
    "Fed Governor Lisa Cook is not the kind of person who should be setting Interest Rates. I am removing her from the Board, for cause, EFFECTIVE TODAY.",
    { DXY: "down", GLD: "up" },
  ],
  [
    "large investors barred from buying homes, by action taken",
    "I am taking immediate action to BAR big institutional investors from purchasing any more single-family homes.",
    { INVH: "down", AMH: "down" },
  ],
  [
    "a cap on card rates called for",
    "The Credit Card Companies are charging 30% Interest! I am calling for Credit Card Interest Rates to be capped at 10% for one year.",
    { COF: "down", SYF: "down" },
  ],
  ["a company's chief told to step down", "The Chief Executive of INTEL is hopelessly CONFLICTED. He has to step down, NOW.", { INTC: "down" }],
  [
    "defense contractors barred from paying dividends",
    "Effective immediately, I will not allow any Defense Contractor to pay Dividends or buy back Stock until they speed up production!",
    { ITA: "down" },
  ],
  [
    "tariffs removed on a long list of foods",
    "I have signed an Order removing the Reciprocal Tariffs on Coffee, Tea, Bananas, Cocoa, Spices and certain Tropical Fruits, effective immediately.",
    { SBUX: "up", FDP: "up" },
  ],
  [
    "a tariff on drug ingredients reaches the generics makers",
    "Starting October 1st, a 25% Tariff will be charged on all imported Active Pharmaceutical Ingredients.",
    { TEVA: "down", RDY: "down" },
  ],
  [
    "cars not made in the United States",
    "Effective April 2nd, ALL Cars and Light Trucks that are not made in the United States will pay a 25% Tariff.",
    { TM: "down", TSLA: "up" },
  ],
  [
    "a tariff on the European Union reaches Germany",
    "Effective October 1st, the European Union will be charged a 30% Tariff on all goods sent into the United States.",
    { VGK: "down", EWG: "down" },
  ],
  [
    "a tariff raised for a reason put first: the partner's tariff it refuses to drop is the reason, not relief",
    "Because Canada has refused to drop its ridiculous Dairy Tariffs of up to 270%, I am hereby RAISING the Tariff on Canada from 25% to 40%, effective IMMEDIATELY.",
    { EWC: "down", CAD: "down", SPY: "down" },
  ],
  [
    "a partner that agreed to invest and to pay a rate has made a deal, the word unsaid",
    "Japan has agreed to invest $550 Billion into the United States and will pay Reciprocal Tariffs of 15%. They will open their Country to Trade.",
    { EWJ: "up" },
  ],
  [
    "every country that sells into America is every country",
    "EVERY COUNTRY THAT SELLS INTO AMERICA WILL NOW PAY A MINIMUM TARIFF OF 15%, UP FROM 10%, STARTING MONDAY.",
    { SPY: "down", VIX: "up" },
  ],
  [
    "a producer's oil companies sanctioned while its leader refuses to end the war",
    "Today the United States Treasury is SANCTIONING Rosneft and Lukoil, Russia's two largest Oil companies, because President Putin refuses to end this ridiculous war.",
    { USO: "up", XLE: "up", JETS: "down" },
  ],
  [
    "bombing threatened on an oil producer if it does not sign",
    "IRAN MUST NEVER HAVE A NUCLEAR WEAPON. IF THEY DO NOT SIGN THE DEAL, THERE WILL BE BOMBING THE LIKES OF WHICH THEY HAVE NEVER SEEN BEFORE!!!",
    { USO: "up", VIX: "up" },
  ],
  [
    "a bloc told it will leave him no choice but tariffs",
    "The European Union has been very nasty to our Tech Companies. If this does not stop, very quickly, we will have no choice but to put substantial Tariffs on their Cars, Wine and Everything Else!",
    { VGK: "down", EUR: "down" },
  ],
  [
    "every product from a partner is the partner, not goods",
    "If they don't, every product coming from Mexico will be charged a 30% Tariff. No exceptions!",
    { EWW: "down", MXN: "down" },
  ],
  [
    "goods named as the subject, in a list",
    "Kitchen Cabinets, Bathroom Vanities and Upholstered Furniture will be charged a 50% Tariff starting next month.",
    { RH: "down", WSM: "down" },
  ],
  [
    "goods with an aside in brackets",
    "I will be imposing a 25% Tariff on all Heavy (Class 8) Trucks made in other parts of the World, starting November 1st.",
    { PCAR: "up" },
  ],
  [
    "a chipmaker told it should be happy is praised, not pressed",
    "We will be putting a Tariff of approximately 100% on Chips and Semiconductors coming into the United States. INTEL should be very happy!",
    { INTC: "up" },
  ],
  ["pressure on the Fed for a cut in points", "The Fed should lower one full point. Rates are far too high!", { DXY: "down", SHY: "up", GLD: "up" }],
  [
    "a Fed governor told to resign, the Fed named in the link",
    "Cook must resign, immediately! https://www.reuters.com/markets/us/lawmakers-question-fed-s-cook-on-loans-2025-08-21/",
    { DXY: "down", GLD: "up" },
  ],
  ["pressure on the Fed to drop rates", "Jerome Powell should be dropping Interest Rates, IMMEDIATELY!", { DXY: "down", SHY: "up" }],
  [
    "a strike reported as answered, then hope of peace",
    "Iran has responded to our strike with a very weak response, which we have countered. Hopefully there will be no further attacks, and Iran can now proceed to Peace.",
    { USO: "down", SPY: "up" },
  ],
  ["a war with an oil producer wound down", "We are considering winding down our great Military efforts against Iran.", { USO: "down", JETS: "up" }],
  [
    "a deal being made with an oil producer at war",
    "The DEAL that we are making with Iran, whose Navy and Missiles are gone, will be FAR BETTER than the last one.",
    { USO: "down" },
  ],
  [
    "a ceasefire between countries that produce no oil",
    "I just had a very good call with the Prime Minister of Thailand. Thailand and Cambodia have agreed to an immediate Ceasefire, and they will get back to the Trading Table with the United States when the fighting stops.",
    { THD: "up", THB: "up" },
  ],
  [
    "a productive call on trade with a partner",
    "I had a very productive call with President Sheinbaum of Mexico on Trade and the Border.",
    { EWW: "up", MXN: "up" },
  ],
  ["a deal near with one of the largest partners", "We are very close to a deal with India. Tariffs will come down!", { INDA: "up", INR: "up" }],
  [
    "a summit ahead with one of the largest partners",
    "Very much looking forward to my meeting with President Xi of China.",
    { FXI: "up", CNY: "up", SPY: "up" },
  ],
  [
    "a secondary tariff on the buyers of a producer's oil",
    "Any Country that buys Oil from Venezuela will be forced to pay a Tariff of 25% to the United States on any Trade they do with our Country.",
    { USO: "up", FXI: "down", JETS: "down" },
  ],
  [
    "a tariff on a country for buying a producer's oil",
    "India has been buying massive amounts of Russian Oil. I am therefore imposing an additional 25% Tariff on India, effective in 21 days.",
    { USO: "up", INDA: "down", INR: "down" },
  ],
  ["oil held back on the route", "Iran is doing a very poor job of allowing Oil to go through the Strait of Hormuz.", { USO: "up" }],
  ["oil starting to flow", "Relations with Venezuela are extraordinary. Oil is starting to flow!", { USO: "down" }],
  [
    "the route cleared after a war told in the past",
    "Their Navy is gone and their Missile factories have been obliterated. We're now starting the process of clearing out the Strait of Hormuz for Iran's oil customers.",
    { USO: "down", JETS: "up" },
  ],
  ["several companies praised in one sentence", "It is an Honor to have the leaders of Micron and Qualcomm with me on this trip!", { MU: "up", QCOM: "up" }],
  ["a merger pushed through", "Letting Good Deals get done like Nexstar - Tegna will help competition. GET THAT DEAL DONE!", { NXST: "up", TGNA: "up" }],
  ["a demand made as encouragement", "Cracker Barrel should go back to the old logo. Make Cracker Barrel a WINNER again. Good luck!", { CBRL: "up" }],
  [
    "a tariff threatened on any country, in the passive",
    "Any Country that wants to play games with the ruling will be met with a much higher Tariff! BUYER BEWARE!!!",
    { SPY: "down", VIX: "up" },
  ],
  [
    "tariffs on two goods in one sentence",
    "We will be putting a 25% Tariff on all Heavy Trucks and a 100% Tariff on Branded Pharmaceuticals starting October 1st.",
    { PCAR: "up", CARZ: "down", NVO: "down" },
  ],
  ["a tariff on steel and aluminum", "Effective immediately, the Tariff on Steel and Aluminum will be raised to 50%.", { NUE: "up", AA: "up", MT: "down" }],
  [
    "a tariff on a metal's imports names its U.S. producer",
    "Starting August 1, we will be charging a 50% Tariff on Copper imports into the United States.",
    { FCX: "up", CPER: "up" },
  ],
  [
    "a tariff of about a rate on chips",
    "We will be putting a Tariff of approximately 100% on all chips and semiconductors coming into the United States.",
    { TSM: "down", INTC: "up" },
  ],
  ["a tariff on foreign made cars", "Beginning today, we will impose a 25% tariff on all foreign made automobiles.", { TM: "down", CARZ: "down" }],
  [
    "a pause for everyone but one partner is relief for the market, not for that partner",
    "I am hereby pausing the reciprocal tariffs on all countries except China for 90 days, effective immediately.",
    { SPY: "up", VIX: "down", FXI: "unclear" },
  ],
  ["a producers' group raising output", "OPEC+ has agreed to increase production by 411,000 barrels per day. Great news!", { USO: "down", JETS: "up" }],
  [
    "barrels released from the reserve",
    "I am releasing 100 million barrels from the Strategic Petroleum Reserve to bring down the price of gasoline.",
    { USO: "down" },
  ],
  ["tariffs taken off a food", "We are taking the tariffs off of Beef, Coffee, and Bananas. Prices will come down!", { "LE=F": "down", JBS: "up" }],
  [
    "a deal summed up after its terms",
    "Japan will invest $550 Billion in the United States, and will pay a 15% Tariff. This is the biggest deal ever made!",
    { EWJ: "up", SPY: "up" },
  ],
  [
    "a trade truce with a rate cut",
    "We have agreed with China to a 12 month truce: Fentanyl tariffs cut to 10%, Rare Earths flowing, Soybeans purchased.",
    { FXI: "up", SPY: "up" },
  ],
  [
    "tariff letters to a dozen or more countries are market-wide",
    "We will be sending Letters to 14 Countries this week, stating their Tariff rates, effective August 1st.",
    { SPY: "down", VIX: "up" },
  ],
  [
    "a Section 232 investigation names the goods' producers",
    "I have instructed the Secretary of Commerce to begin an investigation into Lumber and Timber imports under Section 232.",
    { WY: "up", WFG: "down" },
  ],
  ["a producer's oil licence ended", "I have terminated the Chevron license in Venezuela, effective immediately.", { CVX: "down", USO: "up" }],
  ["attacks on shipping called off", "The Houthis have agreed to stop attacking ships in the Red Sea. We will stop the bombing!", { USO: "down", JETS: "up" }],
  [
    "a producer's oil to flow, barrels to be sold",
    "Venezuela's oil will now flow to the United States. We will be selling 50 million barrels on the open market.",
    { USO: "down" },
  ],
  [
    "scheduled tariffs called off",
    "Based on the Framework of a future deal with NATO on Greenland, I will not be imposing the Tariffs that were scheduled to go into effect on February 1st.",
    { EDEN: "up" },
  ],
  ["a buyer that agreed to buy a maker's goods", "Qatar has agreed to buy 160 Boeing jets. A record!", { BA: "up" }],
  [
    "a shouted secondary tariff on a buyer of a producer's oil",
    "EFFECTIVE IMMEDIATELY, ALL PURCHASES OF RUSSIAN OIL BY INDIA WILL BE SUBJECT TO A 25% ADDITIONAL TARIFF.",
    { INDA: "down", INR: "down" },
  ],
  ["a shouted pause for all but one partner", "I AM HEREBY AUTHORIZING A 90 DAY PAUSE ON ALL RECIPROCAL TARIFFS, EXCEPT CHINA!", { SPY: "up", FXI: "unclear" }],
  [
    "a partner's export controls suspended",
    "China has agreed to resume exports of Rare Earth minerals to the United States. The Export Controls they announced are suspended for one year.",
    { FXI: "up", CNY: "up" },
  ],
  ["tariffs that will not be imposed", "Colombia has agreed to accept all deportation flights. The tariffs will not be imposed.", { GXG: "up", COP: "up" }],
  ["a producer's tankers to be boarded", "Any oil tanker going to or from Venezuela will be boarded.", { USO: "up", CVX: "down" }],
  [
    "our tariff on a partner's cars lowered",
    "Based on the fact that Japan is buying American Rice, we will be lowering their Tariff on cars to 15%.",
    { TM: "up", CARZ: "up" },
  ],
  ["a deal that brings a tariff down", "Switzerland has agreed to a deal: the Tariff will come down from 39% to 15%.", { EWL: "up", SPY: "up" }],
  [
    "export controls on chips to China",
    "We are imposing export controls on all advanced AI chips going to China, effective immediately.",
    { NVDA: "down", AMD: "down" },
  ],
  ["chip sales to China allowed again", "Nvidia will be allowed to sell its H20 chips to China again. Great for American jobs!", { NVDA: "up" }],
  ["a tariff on films named by one film made abroad", "Any movie made outside the United States will be charged a 100% Tariff.", { NFLX: "down", DIS: "down" }],
  ["a tariff delayed by agreement", "We have reached an agreement with Mexico to delay the 30% Tariff for 90 days.", { EWW: "up", MXN: "up" }],
  [
    "goods told before the time they are due",
    "Secretary Lutnick on tariffs: “We are going to put a 25% tariff on all semiconductors next month.”",
    { TSM: "down", INTC: "up" },
  ],
  ["an attack on a producer's oil held off", "Israel will not be attacking Iran's oil facilities. I have asked them to hold off.", { USO: "down", JETS: "up" }],
  ["chip sales allowed for the chipmaker named", "Intel should be allowed to sell its chips to China. Great company!", { INTC: "up" }],
  [
    "a tariff suspension extended",
    "I have just signed an Executive Order that will extend the Tariff Suspension on China for another 90 days.",
    { FXI: "up", SPY: "up" },
  ],
  [
    "drugs that will carry a tariff name the foreign makers",
    "Starting October 1st, every Branded or Patented Pharmaceutical Product coming into America will carry a 100% Tariff.",
    { NVO: "down", AZN: "down", NVS: "down" },
  ],
  [
    "sanctions on a producer's oil majors, with an end to the war demanded",
    "We are imposing sanctions on Rosneft and Lukoil, the two biggest Russian Oil Companies, effective immediately. Putin must end the War!",
    { USO: "up", XLE: "up" },
  ],
  ["a company spared a tariff", "Apple will NOT have to pay a Tariff on iPhones, because they are investing $600 Billion in America!", { AAPL: "up" }],
  ["goods named before the word tariff", "Steel Tariffs are going from 25% to 50%, effective Wednesday, June 4th.", { NUE: "up", MT: "down" }],
  ["a commodity's tariff named before the word", "Copper Tariff will be 50%, effective August 1st.", { FCX: "up", CPER: "up" }],
  ["a chipmaker's sales halted", "I am instructing the Secretary of Commerce to halt all Nvidia chip sales to China, effective immediately.", { NVDA: "down" }],
  ["talks with a partner broken off", "We are no longer negotiating with Canada. The Trade Deal is OFF!", { EWC: "down", SPY: "down" }],
  ["a producer's seized oil to be sold", "Venezuela oil will be sold on the open market, up to 50 million barrels, by the United States.", { USO: "down" }],
  ["a ban on a producer's oil exports ended", "I am ending the ban on Venezuelan oil exports so that oil can flow again.", { USO: "down", JETS: "up" }],
  [
    "no tariffs on goods, with more let in, is relief",
    "There will be no Tariffs on Argentine Beef, and we will increase the quota. Beef prices will come down!",
    { JBS: "up", "LE=F": "down" },
  ],
  [
    "the other side's tariff given as the reason is not the goods taxed",
    "Based on Canada placing a 25% Tariff on Electricity coming into the United States, I have instructed my Secretary of Commerce to add an ADDITIONAL 25% Tariff, to 50%, on all STEEL and ALUMINUM COMING INTO THE UNITED STATES FROM CANADA.",
    { NUE: "up", AA: "up", MT: "down" },
  ],
  ["a cap on credit card rates", "Effective immediately, I am calling for a one year cap on Credit Card Interest Rates of 10%.", { COF: "down", SYF: "down" }],
  [
    "calm asked for in the threat's condition is no calm",
    "If Iran does not reopen the Strait within 48 hours, we will hit their power plants very hard.",
    { USO: "up", SPY: "down" },
  ],
  ["a producer's oil buyers let buy again", "Iran will be allowed to sell its oil to China. China can continue buying Iranian oil!", { USO: "down" }],
  ["the strategic reserve filled", "I have just instructed the Department of Energy to fill the Strategic Petroleum Reserve to the top.", { USO: "up" }],
  ["a call not to sell stocks", "Do not sell your stocks! The market will go up like never before.", { SPY: "up" }],
  [
    "a Fed chair named as his nominee: his stance, not a removal",
    "Richard Callan will be my nominee to be the next Chairman of the Federal Reserve.",
    { DXY: "unclear", SHY: "unclear" },
  ],
  ["a producer's oil exports blocked", "Effective immediately, all Venezuelan oil exports are blocked. No tanker will leave!", { USO: "up", JETS: "down" }],
  [
    "a sector's tariff cancelled, 'U.S.' inside the sentence",
    "The 100% Tariff on Movies made outside the U.S. is CANCELLED. Hollywood is back!",
    { NFLX: "up", DIS: "up" },
  ],
  ["relief given to the companies named", "GM and Stellantis will get relief on auto parts tariffs for the next two years.", { GM: "up", STLA: "up" }],
  ["a cut asked of the Fed in the passive", "Interest Rates should be cut by the Fed, NOW. Inflation is dead!", { SHY: "up", DXY: "down" }],
  ["sanctions on a producer not lifted until its war ends", "We will NOT be lifting the Sanctions on Russia. Not until the War ends!", { USO: "up" }],
  [
    "a producer's oil kept off the market by sanctions",
    "The Sanctions on Venezuela will remain in full force. No oil will be sold until Maduro leaves.",
    { USO: "up" },
  ],
  [
    "a new rate set against the higher one it replaces",
    "China will pay a 10% Tariff instead of the 20% we were charging. Fentanyl is way down!",
    { FXI: "up", SPY: "up" },
  ],
  [
    "a foreign maker named as the payer is priced by that aim, over its goods' row",
    "I have instructed the Department of Commerce to put TSMC on notice: build in America, or pay a 100% Tariff on your chips.",
    { TSM: "down", INTC: "up" },
  ],
  ["a ceasefire with a producer declared over", "The Ceasefire with Iran is OVER. They violated it badly!", { USO: "up", SPY: "down" }],
  [
    "a peace deal with a producer: its blockade to end, sanctions eased",
    "We have reached an agreement with Iran on a Peace Deal. The Blockade will end and Sanctions will be eased.",
    { USO: "down", SPY: "up" },
  ],
  ["a producer to pump more", "Saudi Arabia will pump much more oil to make up for Iran. Thank you King Salman!", { USO: "down" }],
  [
    "a pause not extended: the tariffs go into effect",
    "I will not be extending the pause on the Reciprocal Tariffs. They will go into effect on Wednesday!",
    { SPY: "down", VIX: "up" },
  ],
  [
    "a trade deal terminated",
    "The Trade Deal with the European Union has been terminated because they refuse to buy our Energy.",
    { VGK: "down", EUR: "down" },
  ],
  ["a tariff on a partner's goods that goes down", "The Tariff on Korean cars goes down to 15%.", { TM: "up", CARZ: "up" }],
  ["a tariff that will not go into effect is relief", "Japan and I have agreed that the 25% Tariff will not go into effect.", { EWJ: "up" }],
  ["a duty by its rate is a tariff", "We will be imposing a 17% duty on Mexican Tomatoes, starting July 14th.", { LMNR: "up", AVO: "down" }],
  ["a partner's large purchase of a U.S. maker's goods", "Turkey is working on the large scale purchase of Boeing aircraft.", { BA: "up" }],
  ["crypto's home defended", "We are currently the Crypto (Bitcoin, etc.) Capital of the World, and we will protect it!", { BTC: "up" }],
  [
    "a tariff on produce",
    "Effective immediately, there will be a 25% Tariff on all Tomatoes coming into the United States.",
    { LMNR: "up", AVO: "down", CVGW: "down" },
  ],
  // Talks to end a war with an oil producer take the war premium out of crude; the war named is not a new strike.
  ["talks to end a war with an oil producer", "Very good talks with Russia and Ukraine today. A real chance of ending this terrible war!", { USO: "down" }],
  [
    "a war named, and its end discussed",
    "On the anniversary of the Russia-Ukraine War, everyone wants to see the War end. I am in serious discussions with Putin concerning the ending of the War.",
    { USO: "down" },
  ],
  [
    "a call on both sides to stop the killing",
    "I told Putin and Zelenskyy that it is time to stop the killing and make a deal. No more shooting, no more death!",
    { USO: "down" },
  ],
  ["a good call with a producer under sanctions", "Had a great call with President Maduro of Venezuela. Good progress!", { USO: "down" }],
  ["diplomacy with an oil producer", "My Administration has been directed to negotiate with Iran. We want a Diplomatic Resolution.", { USO: "down" }],
  ["a warning to leave a producer's capital", "Everyone should immediately evacuate Caracas! Venezuela had its chance.", { USO: "up" }],
  [
    "force promised against a producer's retaliation",
    "Any retaliation by Iran will be met with force far greater than anything seen before.",
    { USO: "up", SPY: "down" },
  ],
  // A tariff deadline moved later is a pause: relief, not a new tariff.
  [
    "a tariff deadline extended for a bloc",
    "The European Commission asked for an extension of the July 1st deadline on the 40% Tariff on the European Union. I agreed to the extension.",
    { VGK: "up", EUR: "up", SPY: "up", VIX: "down" },
  ],
  [
    "a deal done with one of the largest partners, with its rates",
    "OUR DEAL WITH JAPAN IS DONE. RARE EARTHS WILL BE SUPPLIED, UP FRONT, BY JAPAN. WE ARE GETTING 25% TARIFFS, JAPAN IS GETTING 5%.",
    { EWJ: "up", SPY: "up" },
  ],
  ["a partner's offer to buy down its tariff", "Vietnam is right now at a 46% Tariff, but they have made an offer to buy down those Tariffs.", { VNM: "up" }],
  [
    "a tariff raise announced with an adverb",
    "Because of this, I will be substantially raising the Tariff paid by Brazil to the USA.",
    { EWZ: "down", BRL: "down" },
  ],
  ["a commodity spared a tariff", "Silver will not be Tariffed!", { "SI=F": "down" }],
  // A hard line on a partner's trade: no relief for its markets.
  [
    "a partner said to treat the U.S. unfairly",
    "Canada has treated the United States very unfairly for decades. Their Tariffs on our Dairy are unacceptable.",
    { EWC: "down", CAD: "down" },
  ],
  // Talks with a producer under sanctions refused or called off: its barrels stay off the market.
  ["no deal with a producer but surrender", "There will be no deal with Venezuela except unconditional surrender!", { USO: "up" }],
  ["talks with a producer called off", "I cancelled the trip of my envoys to meet with the Iranians. They know where to find us.", { USO: "up", SPY: "down" }],
  [
    "a producer's deal terms hardened",
    "Iran must never have a nuclear weapon. Under our potential Agreement, we will not allow any enrichment!",
    { USO: "up" },
  ],
  ["a partner said to be subsidized", "Why is America subsidizing Mexico by $100 Billion a year? We don't need their cars.", { EWW: "down", MXN: "down" }],
  [
    "praise in his words after a report of others'",
    "The Times reported that the Great Jensen was not invited. It is an Honor to have Jensen and the leaders of Micron with me!",
    { NVDA: "up", MU: "up" },
  ],
  // Who each measure reaches: the drugmakers a price cut squeezes, the studios a film tariff taxes, the makers of a partner's wine.
  ["a cut in drug prices", "Drug prices will come down by 50% with Most Favored Nation pricing!", { XPH: "down", LLY: "down", PFE: "down" }],
  ["a tariff on foreign films", "We will put a 100% Tariff on all Movies produced in Foreign Lands.", { NFLX: "down", PARA: "down" }],
  [
    "a partner's tariff answered with a threat on its wine",
    "The European Union has just put a 50% Tariff on our Whisky. If it is not removed, we will place a 200% Tariff on all Wines and Champagnes coming out of France.",
    { LVMUY: "down", PDRDY: "down", EWQ: "down" },
  ],
  [
    "a partner's purchase of jets, one named by its maker and one by its model",
    "Poland is working on the large scale purchase of Boeing aircraft and a major F-35 Deal.",
    { BA: "up", LMT: "up" },
  ],
  ["a stablecoin law", "The GENIUS Act sets clear rules for dollar-backed stablecoins. Congress must pass it!", { COIN: "up", CRCL: "up" }],
  ["a producer's oil flowing again", "Oil is starting to flow from Venezuela again, in large amounts!", { USO: "down", CVX: "up" }],
  ["a call in progress with a producer's leader", "I am speaking to President Maduro now. The conversation is going well.", { USO: "down" }],
  [
    // A drug-price signal without an act is Low by the tune labels (Low alerts name only what the post names): the act here is signed.
    "middlemen cut out of drug sales",
    "I signed an Executive Order today: drug prices will come down, because we cut out the middlemen and sell drugs at the most favored nation price!",
    { CVS: "down", XPH: "down" },
  ],
  [
    "an order barring large investors from buying homes",
    "I signed an Executive Order to ban large Wall Street Investment Firms from buying up single-family homes.",
    { INVH: "down", AMH: "down" },
  ],
  ["a partner's deal to buy a U.S. maker's goods", "Indonesia will sign big Deals to purchase Boeing Aircraft and American farm products.", { BA: "up" }],
  // A demand told by a pronoun is on the company just named; a rival named as the way out is not its target.
  [
    "a demand with a rival as the way out",
    "Raytheon's missiles cost far too much. They must cut the price or we will buy from Lockheed Martin.",
    { RTX: "down", LMT: "unclear" },
  ],
  ["a company given leave to sell abroad", "We will allow AMD to sell its MI308 chips to China, with 15% of the revenue to the U.S.", { AMD: "up" }],
  ["a company kept out of a market", "Exxon is playing games. They will not be allowed back into Venezuela.", { XOM: "down" }],
  ["a company taken public", "We are taking Fannie Mae and Freddie Mac public!", { FNMA: "up", FMCC: "up" }],
  ["mortgage bonds bought by order", "I am directing Fannie and Freddie to purchase $200 Billion of Mortgage Bonds.", { XHB: "up" }],
  [
    "the coins a crypto reserve names",
    "My Executive Order sets up a Crypto Reserve with XRP, Solana and Cardano.",
    { XRP: "up", SOL: "up", ADA: "up", BTC: "up" },
  ],
  // (The bare "Powell should be fired!" is None for the score retrained in the thirty-seventh round: no instruments to test.)
  ["the Fed's chair told he must be fired", "Powell should be fired! Interest Rates are far too high.", { DXY: "down", SHY: "up" }],
  ["a level for rates demanded", "Interest rates should be at 1%, the lowest in the World!", { DXY: "down", SHY: "up" }],
  [
    "a Fed chair named to bring rates down",
    "I will be nominating Kevin Warsh to be the next Chairman of the Federal Reserve. He will bring interest rates down!",
    { DXY: "down", SHY: "up" },
  ],
  ["a demand on a company told by a pronoun", "Home Depot is going to raise prices. They should eat the tariffs!", { HD: "down" }],
  ["a company kept from selling abroad", "We will not be allowing AMD to sell its best chips to China.", { AMD: "down" }],
  ["a demand that a company be let sell is support", "Micron should be allowed to sell its chips anywhere in the world!", { MU: "up" }],
  ["a purchase barred is no order for what was to be bought", "Foreign companies will not be allowed to buy U.S. Steel.", { X: "unclear" }],
  ["an exemption for a company's goods", "Apple will not be charged any Tariffs on iPhones made in India.", { AAPL: "up" }],
  ["a buy call as the post's last word", "The Dow is up 1,500 points today. BUY!", { SPY: "up" }],
  ["a call to buy a company's stock is no demand on it", "Americans should buy Nvidia stock. It is going way up!", { NVDA: "up" }],
  ["the government made a holder without a percentage", "The Department of Commerce will become the largest shareholder of Intel.", { INTC: "up" }],
  ["a stake sold is no deal that lifts the shares", "We just sold our 10% stake in Intel for a big profit.", { INTC: "unclear" }],
  ["a Fed governor told she must go", "The Fed is a mess. Lisa Cook must go!", { DXY: "down" }],
  ["a pronoun after plain praise is encouragement", "Tesla is a great company. They should get all the support they need!", { TSLA: "up" }],
  ["a company going public with its complaints is no listing", "Apple went public with its complaints about the EU. They are right!", { AAPL: "unclear" }],
  ["a bar with a way out is a term, not a bar", "AMD will not be allowed to sell its chips to China unless they pay 15%.", { AMD: "unclear" }],
  [
    "a cut asked of the Fed without the word rates",
    "The Stock Market is down because of the Fed's refusal to cut. Powell must cut NOW!",
    { DXY: "down", SHY: "up" },
  ],
  ["homes barred to large investors from today", "Starting today, large institutional investors are banned from buying single-family homes.", { INVH: "down" }],
  [
    "chips kept from China: the designers named and the semiconductor fund",
    "Effective immediately, no advanced AI chips made by Nvidia may be shipped to China. Our best technology stays home!",
    { NVDA: "down", SMH: "down" },
  ],
  [
    "a designer's chips kept from China in one sentence, licences ordered in the next: the designer named too",
    "Micron's newest memory chips will not be sold to China. I have ordered Commerce to require licenses, effective immediately, for all advanced chips going to China, AMD included.",
    { MU: "down", AMD: "down", SMH: "down" },
  ],
  [
    "oil companies sanctioned because he refuses to stop the killing: supply off the market, no calm",
    "Today we are sanctioning Venezuela's state Oil company because Maduro refuses to stop the killing. It is time for this madness to END!",
    { USO: "up" },
  ],
  [
    "a country let keep buying a producer's oil: more barrels sold",
    "Now that the fighting is over, I am allowing India to keep buying Russian Oil.",
    { USO: "down" },
  ],
  ["the buyers of a producer's oil threatened with being cut off", "We are considering cutting off any country that buys Venezuelan Oil.", { USO: "up" }],
  [
    "a company's product tariffed wherever it is made: the company, not the place named as an example",
    "Every Tesla made in China or anywhere else and sold in America will be hit with a 25% Tariff.",
    { TSLA: "down" },
  ],
  [
    "the tariff a partner pays 'will be going up': raised, risk-off",
    "The Tariff that Japan pays to the USA will be going up very substantially, very soon!",
    { EWJ: "down", SPY: "down" },
  ],
  [
    "a tariff investigation on goods coming in from other countries: the goods' rows, not a tariff on every country",
    "We are starting a major Tariff Investigation on Kitchen Cabinets coming into the United States from other Countries.",
    // (The cabinet makers since the twenty-first round, which gave kitchen cabinets a row of their own.)
    { MBC: "up", W: "down" },
  ],
  ["a contractor's program attacked as over budget", "The new tanker program is way over budget and Boeing knows it. Maybe a better price!", { BA: "down" }],
  [
    "a removal from the Fed weighed: doubts about its independence",
    "Fed Governor Lisa Cook's mortgage filings look like fraud. I am considering whether this is grounds to remove her from the Federal Reserve.",
    { TLT: "down", DXY: "down" },
  ],
  [
    "a rate charged on a partner's products without the word tariff, with a date",
    "Effective March 1st, every Mexican product NOT covered by USMCA will be charged 30%.",
    { EWW: "down", MXN: "down" },
  ],
  [
    "goods listed by name coming into the country pay a rate: their rows, not the countries blamed before",
    "Vietnam and China stole our Furniture business. Starting May 1st, any Sofa, Couch, Dresser or Mattress coming into our Country will pay 50%.",
    { LZB: "up", W: "down" },
  ],
  [
    "a tariff on whoever aligns with BRICS reaches its largest members",
    "Any Country that goes along with the Anti-American agenda of BRICS will be charged an additional 10% Tariff.",
    { BRL: "down", INDA: "down", SPY: "down" },
  ],
  [
    "defense contractors' payouts, then 'That will no longer be allowed!'",
    "Our Defense Contractors keep doing giant Stock Buybacks and paying Dividends while our ships are late. That will no longer be allowed!",
    { ITA: "down", LMT: "down" },
  ],
  ["a company's chief told to eat the costs", "Walmart keeps raising prices. Doug McMillon should eat the costs and stop blaming tariffs!", { WMT: "down" }],
  ["a shouted Fannie and Freddie, weighed for a listing", "We are looking at taking FANNIE MAE and FREDDIE MAC public very soon!", { FNMA: "up", FMCC: "up" }],
  [
    "billions for manufacturing in America, brought by a company's chief",
    "Jensen Huang of Nvidia came by today with $200 Billion for manufacturing in America. Great job!",
    { NVDA: "up" },
  ],
  ["the buyers of a producer's oil warned of consequences", "Any Country that buys Iranian Oil will soon face very serious consequences!", { USO: "up" }],
  [
    "'here's the deal' is a way of speaking: all goods from a partner pay a rate",
    "Japan has been 'negotiating' forever. So here's the deal: starting October 1st, ALL goods from Japan pay 25%.",
    { EWJ: "down", SPY: "down" },
  ],
  [
    "every branded drug from a company that has not signed pays a tariff: foreign drugmakers",
    "Starting May 1st, every branded drug from a company that has NOT signed a pricing agreement with us will pay a 100% Tariff.",
    { NVO: "down" },
  ],
  [
    "a producer's buyers allowed to keep buying its oil, maybe",
    "Venezuela is behaving better. I may allow India and others to continue buying their Oil.",
    { USO: "down" },
  ],
  ["a company called a monopoly that rigs its results", "Microsoft has been RIGGING its results for years. A total Monopoly!", { MSFT: "down" }],
  ["an insurer called greedy", "Greedy insurers like UnitedHealth are making a fortune on your premiums!", { UNH: "down" }],
  [
    "a conditional threat of 'a very big price to pay, including Tariffs' on a partner",
    "If Canada does not stop the drugs, there will be a very big price to pay, including Tariffs!",
    { EWC: "down", CAD: "down" },
  ],
  ["LNG export terminals approved faster", "We will be approving LNG Export Terminals faster than ever before!", { LNG: "up" }],
  [
    "a cap on credit card interest: the largest issuers beside the card specialists",
    "Effective March 1st, Credit Card interest rates will be CAPPED at 10% for one year.",
    { COF: "down", JPM: "down" },
  ],
  [
    "a company raising prices because of tariffs is no tariff raised; a tariff 'on their Toys' is on its goods",
    "Mattel says it will be raising prices because of Tariffs. If they keep doing this, we may put a 100% Tariff on their Toys!",
    { MAT: "down" },
  ],
  [
    "a partner said to have stolen our business: a hard line on its trade",
    "Korea stole our Shipbuilding business. They will pay a big price!",
    { EWY: "down" },
  ],
  [
    "'They… have treated us very unfairly' after the one partner just named: a hard line on it",
    "Our talks with Japan are going nowhere. They have treated us very unfairly for many years.",
    { EWJ: "down" },
  ],
  [
    "chips barred 'to protect our Great American Chip Companies': export controls, no praise",
    "To protect our Great American Chip Companies, effective immediately, NO advanced AI Chips, including Nvidia's, will be sold to China.",
    { NVDA: "down" },
  ],
  [
    "sanctions because he refuses to talk about ending the war: no calm",
    "Because Maduro refuses to have a serious conversation about ending the fighting, we are today SANCTIONING Venezuela's state Oil company.",
    { USO: "up" },
  ],
  ["'I will be BUYING… stock': a buy call", "I will be BUYING Tesla stock on Monday, and you should do the same!", { TSLA: "up" }],
  [
    "a Fed chair named who will 'bring them down' (rates 'way too high')",
    "I will be nominating Kevin Warsh as the next Chairman of the Federal Reserve. Our Interest Rates are WAY too high, and he will bring them down, FAST.",
    { DXY: "down", SHY: "up" },
  ],
  [
    "'Trade talks are back ON' after the partner caved",
    "Japan finally caved! They dropped their ridiculous Rice quota. Trade talks are back ON!",
    { EWJ: "up" },
  ],
  ["a contractor 'charging the taxpayer a FORTUNE'", "Boeing is charging the taxpayer a FORTUNE for the new tankers.", { BA: "down" }],
  ["a good's imports that 'will pay' a rate: the goods' rows", "Starting May 1st, Softwood Lumber imports will pay an additional 10% Tariff.", { WY: "up" }],
  [
    "a partner 'treating American Companies and our Farmers very badly': a hard line on it",
    "Brazil has been treating American Companies and our Farmers very badly, and they will soon pay a BIG price!",
    { EWZ: "down", BRL: "down" },
  ],
  [
    "a big increase in tariffs on a partner 'being considered'",
    "There is no reason to meet now, and a BIG increase in Tariffs on Chinese products is being considered!",
    { FXI: "down", SPY: "down" },
  ],
  [
    "a deal he will not allow: the company it would buy loses its premium, the buyer is left alone",
    "Comcast wants to buy Paramount. That would be a disaster for competition! My Administration will NOT allow this deal to go forward.",
    { PARA: "down", CMCSA: "unclear" },
  ],
  [
    "a media company's offer, 'a deal that should happen': the deal pushed, no demand on them",
    "Disney has made a GREAT offer for Warner Bros. Discovery. I think it is a deal that should happen!",
    { DIS: "up", WBD: "up" },
  ],
  [
    "'BLOCK the sale of ALL advanced AI Chips… to Communist China': export controls",
    "Effective immediately, Commerce will BLOCK the sale of ALL advanced AI Chips, including the so-called 'China versions,' to Communist China.",
    { NVDA: "down", SMH: "down" },
  ],
  [
    "a tariff on Denmark reaches its largest exporter",
    "Starting March 1st, all goods from Denmark will be charged a 25% Tariff.",
    { EDEN: "down", NVO: "down" },
  ],
  [
    "'There will be big Tariffs on both': the goods the sentence before named",
    "We are looking very strongly at Copper and Lumber. There will be big Tariffs on both, very soon!",
    { FCX: "up", WY: "up" },
  ],
  [
    "chip sales to China allowed again: the fund with the designer",
    "AMD will be permitted to sell its MI308 chips to approved customers in China, with 15% of the money going to the USA.",
    { AMD: "up", SMH: "up" },
  ],
  [
    "the Fed's chair removed: long bonds and stocks fall, volatility and gold rise",
    "I am hereby removing Jerome Powell as Chairman of the Federal Reserve, effective immediately.",
    { TLT: "down", SPY: "down", VIX: "up", GLD: "up", DXY: "down" },
  ],
  [
    "a tariff on every country is risk-off: gold bid with volatility",
    "Starting Monday, every Country on Earth will pay a 20% Tariff on everything it sends to the United States.",
    { SPY: "down", VIX: "up", GLD: "up" },
  ],
  [
    "relief for one of the largest partners is risk-on: gold eases",
    "Our Tariffs on China will come down from 145% to 30% for the next 90 days, effective immediately.",
    { SPY: "up", VIX: "down", GLD: "down" },
  ],
  ["a call to buy stocks calms volatility", "THIS IS A GREAT TIME TO BUY STOCKS!!! DJT", { SPY: "up", VIX: "down" }],
  [
    "'everything it ships to us' is the partner's whole trade, not ships",
    "Beginning November 1st, China will pay an ADDITIONAL 100% Tariff on everything it ships to us.",
    { SPY: "down", FXI: "down", CNY: "down" },
  ],
  [
    "a framework reached with one of the largest partners is talks going well: risk-on",
    "We have a FRAMEWORK with China. Details to be worked out by our great negotiators!",
    { SPY: "up", VIX: "down", FXI: "up" },
  ],
  [
    "drugmakers to lower their prices: the sector's margins",
    "The drug companies will soon be lowering their prices to the level of other Countries. If they don't, we will act!",
    { XPH: "down" },
  ],
  [
    "a tariff 'on BOTH of them': the partners named before, not goods called 'both of them'",
    "Canada and Mexico have let deadly Fentanyl pour into our Country. That ends now! We are looking at a 25% Tariff on BOTH of them, beginning February 1st.",
    { CAD: "down", MXN: "down", SPY: "down" },
  ],
  [
    "chip sales allowed, and 'the same arrangement' for another designer: both",
    "NVIDIA will be permitted to sell its H200 chips to approved customers in China. AMD gets the same arrangement.",
    { NVDA: "up", AMD: "up" },
  ],
  [
    "LNG export permits granted: the exporters and U.S. gas",
    "I have ended the Biden LNG Export Pause. New Export Permits for Louisiana and Texas have been approved today!",
    { LNG: "up", NEXT: "up", UNG: "up" },
  ],
];

describe("general kinds of post, read through the market map", () => {
  test.each(CASES)("%s", (_kind, content, want) => {
    expect(ways(content)).toMatchObject(want);
  });
});

// Written for these tests: a percentage that is no rate, tariffs said to stay where they are, a maker thanked beside one told to cut.
test.each([
  ["a poll's percentage is no tariff rate", "A new poll shows 70% of Americans love our Tariffs on China!", "FXI"],
  [
    "tariffs said to stay exactly where they are: nothing new",
    "I never said I would lift the Tariffs on Japan. Our Tariffs stay exactly where they are.",
    "SPY",
  ],
])("%s", (_, content, symbol) => {
  expect(ways(content)[symbol]).not.toBe("down");
});

test("a drugmaker thanked beside one told to cut its prices is not pointed down", () => {
  const w = ways(
    "Thank you to Johnson & Johnson for building two great plants in Ohio! Pfizer must cut its prices to Most Favored Nation levels within 30 days.",
  );
  expect(w.PFE).toBe("down");
  expect(w.JNJ).not.toBe("down");
});

test("a company raising prices because of tariffs is not a tariff raised", () => {
  const kinds = judge("Mattel says it will be raising prices because of the Tariffs on China.").facts.map((f) => f.kind);
  expect(kinds).not.toContain("tariff-raised");
});

test("a partner's tariff on American goods, with our makers named as hurt: no praise of them, no relief", () => {
  const w = ways("Mexico has just announced a 30% Tariff on American made Trucks. This is a direct hit on the great workers of Ford and General Motors!");
  expect(w.SPY).toBeUndefined();
  expect(w.GM).not.toBe("up");
});

test("a post that is only BUY! is a buy call", () => {
  const a = analyzeWithRules({ content: "BUY!", createdAt: OPEN });
  expect(Object.fromEntries(a.instruments.map((i) => [i.symbol, i.direction]))).toMatchObject({ SPY: "up" });
  expect(a.summary).toBe("Trump posts: “BUY!”.");
});

test("a partner's request for relief, refused, is no relief", () => {
  expect(ways("Canada wants us to remove the Tariffs on their Steel. That will never happen!").NUE).not.toBe("down");
});

test("a lower tariff refused is no relief", () => {
  expect(ways("Japan will not be getting a lower Tariff. They must open their market to our Rice!").EWJ).not.toBe("up");
});

test("no one let buy a producer's oil is no supply added", () => {
  expect(ways("No country may buy oil from Venezuela.").USO).not.toBe("down");
});

describe("a measure stopped points nothing the way the measure would", () => {
  test("a listing called a disaster and refused lifts neither company", () => {
    const w = ways("Taking Fannie Mae and Freddie Mac public would be a disaster. We will not do it!");
    expect([w.FNMA, w.FMCC]).not.toContain("up");
  });
  test("an order to stop buying mortgage bonds is no new buyer: homebuilders are not lifted", () => {
    expect(ways("Fannie Mae and Freddie Mac are hereby ordered to stop buying Mortgage Bonds.").XHB).not.toBe("up");
  });
});

describe("a fund a goods tariff names is never left without the map's reason", () => {
  test("timber funds hold owners on both sides of the border: unclear, and the reason says so", () => {
    const a = analyzeWithRules({ content: "Today I signed a Proclamation imposing a 10% Tariff on softwood timber and lumber.", createdAt: OPEN });
    const wood = a.instruments.find((i) => i.symbol === "WOOD");
    expect(wood).toMatchObject({ name: "global timber and forestry stocks", direction: "unclear" });
    expect(wood!.why).toMatch(/both sides of the border/);
  });
});

describe("export controls reach the chipmakers the post names", () => {
  test("leave for one chipmaker to sell names it, not every chip designer", () => {
    expect(ways("Intel should be allowed to sell its chips to China. Great company!")).not.toHaveProperty("NVDA");
  });
});
