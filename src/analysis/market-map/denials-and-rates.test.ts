import { expect, test } from "bun:test";
import { analysis, kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/** Written for these tests (thirty-ninth round, from probe-blind38.json and probe-dev522.json … probe-dev533.json, in new words). */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "a bare rate put on a partner by name ('I am putting another 20% on India') is a tariff",
    "Because they keep buying Russian Oil, I am putting another 20% on India, effective in three weeks.",
    "tariff-imposed",
    { INDA: "down", INR: "down" },
  ],
  [
    "'Foreign Lumber is now 10%': goods from abroad at a rate now are a tariff",
    "Foreign Lumber is now 10%, and Kitchen Cabinets are now 25%, starting the first of the month. Build it HERE!",
    "tariff-imposed",
    {},
  ],
  [
    "a rumoured pause denied ('They are NOT paused') leaves the tariff that starts as scheduled",
    "Some reporters are saying that the Tariffs on Canada are paused. They are NOT paused. The 35% Tariff on Canada starts Friday, as scheduled!",
    "tariff-imposed",
    { EWC: "down", CAD: "down" },
  ],
  [
    "a partner that 'gets no pause' while the others get one: its rate goes up",
    "For the 60 Countries that did not retaliate, I am authorizing a 90 Day PAUSE, and they will pay a reduced Tariff of 10%, effective now. China, which struck back, gets no pause, and its Tariff goes to 125%, IMMEDIATELY.",
    "tariff-paused",
    { FXI: "down", CNY: "down" },
  ],
  [
    "a blockade that 'comes off' lets the oil out",
    "Venezuela has agreed to all of our terms, and the Naval Blockade comes off on Monday. The Oil will flow again!",
    "supply-up",
    { USO: "down" },
  ],
  [
    "bombers that 'completed a second mission against' a producer's sites are a strike",
    "Our great Bombers have just completed another mission against Iran's nuclear sites. Nothing is left. All planes are home safe!",
    "escalation",
    { USO: "up", VIX: "up" },
  ],
  [
    "advanced chips barred to a country and every licence revoked are export controls",
    "No more advanced A.I. Chips, of any kind, to China. I have directed Commerce to revoke every license, effective immediately!",
    "sanction",
    { NVDA: "down", FXI: "down" },
  ],
  [
    "a fee 'per visit' on a partner's ships in our ports, 'starting next month', is a duty by another name",
    "Starting next month, every Chinese-built Ship that docks at an American Port will pay a fee of $2 Million per visit. We will build Ships again!",
    "tariff-imposed",
    { FXI: "down" },
  ],
  [
    "a partner's goods that 'now go from 15% to 25%', with no word for the tariff, are a raise",
    "Japan promised and did not deliver. Japanese Cars, Steel, and everything else now go from 15% to 25%, effective today.",
    "tariff-raised",
    { EWJ: "down", JPY: "down" },
  ],
  [
    "pressure on the Fed without a verb of cutting aimed at rates: rates kept 'so high' and 'he should cut'",
    "Why is Powell keeping Interest Rates so high with NO INFLATION? Everyone knows he should cut. Sad!",
    "fed-pressure",
    { DXY: "down", SHY: "up" },
  ],
  [
    "pressure on the Fed: a cut that 'should have been a FULL POINT'",
    "A tiny Quarter Point? It should have been a FULL POINT. “Too Late” Powell is costing us a fortune!",
    "fed-pressure",
    { DXY: "down", SHY: "up" },
  ],
  [
    "pressure on the Fed: a Fed that 'did NOTHING' again",
    "The Fed, as usual, did NOTHING. Powell is a stubborn man, and every other Country is cutting!",
    "fed-pressure",
    { DXY: "down", SHY: "up" },
  ],
  [
    "large investors that 'will no longer be allowed to buy' homes: the single-family landlords fall",
    "Giant Rental Companies will no longer be allowed to buy Single-Family Homes. I am signing the Order today!",
    "official-act",
    { INVH: "down", AMH: "down" },
  ],
  [
    "'by my Order,' large investors 'may no longer purchase' homes: the single-family landlords fall",
    "That ends now: by my Order, large Wall Street Investors may no longer purchase Single-Family Homes.",
    "official-act",
    { INVH: "down", AMH: "down" },
  ],
  [
    "more time asked 'on the 50%' and granted ('I said OK, the new date is…'): a pause, with no word for the tariff",
    "The Prime Minister of Canada called and asked for more time on the 25%. I said OK, the new date is August 12th. We'll see!",
    "tariff-paused",
    { EWC: "up", CAD: "up" },
  ],
  [
    "goods that 'will enter the U.S. TARIFF FREE' are relief for their maker",
    "In exchange, Canadian Steel, up to 2 Million Tons a year, will enter the U.S. TARIFF FREE, starting next month.",
    "tariff-cut",
    { EWC: "up", CAD: "up" },
  ],
  [
    "a start date corrected to a later one ('…will start on November 1st, NOT October 1st') is a delay",
    "Correction: the new Tariffs on Mexico will start on December 1st, NOT November 1st. They asked for a little more time.",
    "tariff-paused",
    { EWW: "up", MXN: "up" },
  ],
  [
    "'REMOVING the 40% duties' on a partner's goods is a cut",
    "I am hereby REMOVING the 40% duties on Brazilian Coffee and Beef, retroactive to last week.",
    "tariff-cut",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "'TERMINATE, effective 12:01 A.M. tomorrow, the 25% Tariffs': relief with its start between is a cut",
    "After much thought I have decided to TERMINATE, effective 12:01 A.M. tomorrow, the 25% Tariffs on Canadian Lumber. Don't get used to it!",
    "tariff-cut",
    { EWC: "up", CAD: "up" },
  ],
  [
    "a deal's terms listed after a colon ('we did: a 15% Tariff, $350 Billion invested…') are a deal, not a tariff set",
    "I told their President we would get it done, and we did: a 15% Tariff, $350 Billion invested in the U.S.A. by South Korea. Signed today!",
    "trade-deal",
    { EWY: "up", KRW: "up" },
  ],
  [
    "a deadline he agreed 'to extend' in the sentence after the tariff is a pause of it",
    "I said a 50% Tariff on the European Union would start June 1st. After a very nice call, I have agreed to extend that deadline to July 9th.",
    "tariff-paused",
    { VGK: "up", EUR: "up" },
  ],
  [
    "a pause given to 'them', the nations the sentence before named, beside a raise on one partner: the market rises, that partner falls",
    "More than 70 Nations have asked to make a Deal. That is RESPECT! So I am giving them a 90 DAY PAUSE, they pay only 10%, effective now. China retaliated, so their Tariff goes to 125%.",
    "tariff-paused",
    { SPY: "up", VIX: "down", FXI: "down" },
  ],
  [
    "'full authorization to return, produce, and export Oil' granted to the majors adds supply",
    "I am granting Chevron and Exxon full authorization to return to Venezuela, produce, and export Oil, starting today.",
    "supply-up",
    { USO: "down" },
  ],
  [
    "'ONE MILLION BARRELS A DAY' released from the reserve, in words, adds supply",
    "I have directed the Department of Energy to release ONE MILLION BARRELS A DAY from the Strategic Petroleum Reserve for 60 days.",
    "supply-up",
    { USO: "down" },
  ],
  [
    "'Satya' alone names Microsoft's chief: a demand on him is a demand on Microsoft",
    "Why would Microsoft hire a Weaponizer like Lisa Monaco to run its Global Affairs? Satya should fire her, NOW!",
    "company-demand",
    { MSFT: "down" },
  ],
  [
    "a demand that a media company's chief 'kick her off' its board, with its 'acquisitions' at stake, is business, not coverage",
    "Why is Susan Rice still on the Board of Netflix? Reed Hastings should kick her off, NOW, or Netflix will see consequences on its planned acquisitions!",
    "company-demand",
    { NFLX: "down" },
  ],
] as const)("%s", (_, post, kind, directions) => readsAs(post, kind, directions));

/** A decided act with its date or its order: High, with its fact kind where one names it, and the map's directions. */
test.each([
  [
    "'beginning next month' dates an output increase as surely as a weekday",
    "Kuwait has agreed, after a great call, to raise its Oil production by 500,000 Barrels a day, beginning next month. Lower prices!",
    "supply-up",
    { USO: "down" },
  ],
  [
    "'Today the United States sanctioned' tankers of a producer's fleet",
    "Today the United States sanctioned 120 Tankers of Russia's Shadow Fleet, and the traders that keep them moving.",
    null,
    { USO: "up" },
  ],
  [
    "every sanctioned tanker that 'will be stopped and boarded' from now on",
    "From this moment on, EVERY sanctioned Tanker going to, or leaving, Venezuela will be stopped and boarded. Their Oil money is FINISHED!",
    null,
    { USO: "up" },
  ],
  [
    "barrels to be purchased for the reserve, starting this month",
    "Secretary Wright will purchase 150 Million Barrels of Oil for the Strategic Petroleum Reserve, starting this month. We buy LOW!",
    null,
    { USO: "up" },
  ],
  [
    "'My Executive Order directs…' a 'Crypto Strategic Reserve'",
    "My Executive Order directs the Working Group to move forward on a Crypto Strategic Reserve, with BITCOIN at its heart.",
    "crypto-policy",
    { BTC: "up" },
  ],
  [
    "a stablecoin law 'just signed… into Law'",
    "Just signed the GENIUS Act, the first Stablecoin Law in History, into Law. Congratulations to the Crypto Community!",
    "crypto-policy",
    { BTC: "up" },
  ],
  [
    "'NO MORE WAIVERS for Russian Enriched Uranium', effective immediately: a sanction tightened, uranium producers up",
    "Effective immediately, NO MORE WAIVERS for Russian Enriched Uranium. They kept selling to us while they fund their War. That ends today!",
    "sanction",
    { CCJ: "up" },
  ],
] as const)("a decided act: %s (High)", (_, post, kind, directions) => {
  if (kind) expect(kinds(post)).toContain(kind);
  expect(analysis(post).impact).toBe("High");
  pointsAs(post, directions);
});

/** Threats and promises around a producer's oil: no supply added, the risk lifts crude and volatility. */
test.each([
  [
    "'The Oil will flow' after a threat against a producer is the threat's promise: the risk lifts crude",
    "If Iran tries, even once, to close the Strait of Hormuz, they will be hit harder than ever before. The Oil will flow. Remember that!",
  ],
  [
    "oil that 'will stop flowing' if a producer tries again is supply at risk, not supply added",
    "If they so much as TRY to rebuild, we will hit them very hard, and the Oil will stop flowing from Kharg Island. They have been warned!",
  ],
  ["a ceasefire holding that he 'may not extend'", "The Ceasefire with Iran is holding, but they are moving far too slowly. I may not extend it! We'll see."],
] as const)("%s", (_, post) => {
  expect(kinds(post)).not.toContain("supply-up");
  pointsAs(post, { USO: "up", VIX: "up" });
});

test.each([
  ["'Tariffs will be coming down'", "The Prime Minister and I are close to a Trade Deal with India. Tariffs will be coming down. Very good for our Farmers!"],
  [
    "a partner 'willing to take them down'",
    "Very good talks with India this week. India, which charges the highest Tariffs, is now willing to take them down substantially.",
  ],
] as const)("tariffs said to come down, %s, are relief to come, not a threat", (_, post) => {
  expect(kinds(post)).not.toContain("tariff-threatened");
  pointsAs(post, { INDA: "up", INR: "up" });
});

test("'I did NOT say we are lifting the Tariffs on China' is a denial, not relief", () => {
  const post = "The Fake News has it wrong again: I did NOT say we are lifting the Tariffs on China. We are talking, that's all!";
  expect(kinds(post)).not.toContain("tariff-cut");
  expect(kinds(post)).not.toContain("tariff-paused");
});

// (A guard: the new way of reading a bare rate must not take one told as history.)
test("a rate told as history in a speech ('as you know, we put 145% on China') is no new tariff", () => {
  expect(kinds("Great crowd in Ohio tonight: “…as you know, we put 145% on China, and they came running to the table.”")).not.toContain("tariff-imposed");
});

test("a partner that 'wants a “better deal”' has made no deal", () => {
  const post = "Canada is a very difficult Trading Partner. They charge our Dairy Farmers almost 250%, block our Wheat, and now want a “better deal.”";
  expect(kinds(post)).not.toContain("trade-deal");
  pointsAs(post, { EWC: "down", CAD: "down" });
});

test("more time asked on a rate but not granted ('We agreed to keep talking') is talks, no tariff act", () => {
  const post = "Canada asked for more time on the 35%. We agreed to keep talking. A good relationship!";
  expect(kinds(post)).not.toContain("tariff-imposed");
  pointsAs(post, { EWC: "up", CAD: "up" });
});

test("a correction to an earlier start date is no delay, and goods that 'still come in Tariff free' are nothing new", () => {
  pointsAs("The Tariffs on Canada will start on October 1st, not November 1st. No more delays!", { EWC: "down", CAD: "down" });
  expect(kinds("Mexico got special treatment under USMCA, and most of its goods still come in Tariff free, as I said long ago.")).not.toContain("tariff-cut");
});

test("a ceasefire extended, with 'I will not extend it again', is still the calm", () => {
  pointsAs("The Ceasefire with Iran has been extended by two weeks. I will not extend it again!", { USO: "down" });
});

test("a warning to 'they' in a post that names one producer as a sentence's subject is aimed at it: crude up", () => {
  const post =
    "Iran has been told: NO ENRICHMENT. They keep playing games with Ships in the Gulf. Time is running out. If they don't get smart, fast, bad things will happen!";
  expect(kinds(post)).toContain("escalation");
  pointsAs(post, { USO: "up" });
  // (Not a producer named inside a phrase: "…the Russia, Russia, Russia Hoax… there must be consequences!")
  expect(kinds("They pushed the Russia, Russia, Russia Hoax for years. They tried to rig an Election. There must be consequences!")).not.toContain(
    "escalation",
  );
});

test("more output asked of a contractor ('they must go faster. Production must double!') is more business: up; with a threat to move the work, a demand", () => {
  pointsAs("Lockheed Martin and RTX are doing a great job on Interceptors, but they must go faster. Production must double!", { LMT: "up", RTX: "up" });
  pointsAs("Lockheed must build faster, or we will move the work elsewhere!", { LMT: "down" });
});

test("a chief's first name alone in a list of them names no company; named in full, he keeps his name as written in the summary", () => {
  pointsAs("Thank you to Satya, Sundar, Tim and all the great CEOs who came to dinner. They are investing big!", { MSFT: undefined });
  const a = analysis("I met with Mr. Lip-Bu Tan, of Intel, and Satya Nadella of Microsoft, along with Secretary Lutnick. Great meeting!");
  expect(a.summary).toContain("Lip-Bu Tan");
  expect(a.summary).toContain("Satya Nadella");
  expect(a.instruments.map((i) => i.name)).toEqual(expect.arrayContaining(["Intel", "Microsoft"]));
});
