import { expect, test } from "bun:test";
import { analyzeWithRules, judge } from "../rules.ts";
import { kinds, pointsAs } from "./directions-for-tests.ts";

/** Written for these tests (thirty-seventh round, from probe-blind36.json and probe-dev498.json … probe-dev509.json, in new words). */
const impact = (post: string) => analyzeWithRules({ content: post }).impact;

test("a deal the partner is 'stalling on' is no deal made: the tariff set beside it is the news", () => {
  const post =
    "The European Union has been stalling for a year on a Trade Deal while it hits our Farmers. I have informed Brussels that, starting September 1st, all European goods will pay a 35% Tariff.";
  expect(kinds(post)).toContain("tariff-imposed");
  pointsAs(post, { VGK: "down", EUR: "down", SPY: "down" });
});

test.each([
  ["not lived up to", "We made a very good Deal with South Korea, and they are not living up to it. They had better get moving!"],
  ["slow to approve", "South Korea has been so slow in getting the Trade Deal approved by their Assembly. Not acceptable!"],
  ["cheated on", "China has been cheating on the Agreement they signed with us. We are watching very closely."],
])("a deal %s is a grievance: the partner's relief is at risk", (_, post) => {
  expect(judge(post).facts.some((f) => f.kind === "trade-deal" && !f.broken)).toBe(false);
  expect(impact(post)).not.toBe("High");
});

test("a deal cheated on, then a new tariff with a date: the tariff points the partner down", () => {
  const post =
    "China has been cheating on the Deal they signed, big league. As of April 2nd, every product made in China will carry an EXTRA 20% Tariff. No more games!";
  pointsAs(post, { FXI: "down", CNY: "down", SPY: "down" });
});

test.each([
  [
    "'rather than raising' it, today's terms kept 'for another 90 days'",
    "Rather than raising their Tariff on Monday, we have agreed with Mexico to keep the current arrangement in place for another 90 days while we talk.",
    { EWW: "up", MXN: "up" },
  ],
  [
    "more time asked for, and granted two sentences on",
    "Ursula called and asked for more time on the EU Tariff due June 1st. She says they want to talk, fast. Out of respect, I have agreed to push the date back to July 9th.",
    { VGK: "up", EUR: "up" },
  ],
  ["'held off for one month'", "In return, the Mexico Tariffs will be held off for one month while we negotiate.", { EWW: "up", MXN: "up" }],
])("a raise called off, %s, is a pause (relief)", (_, post, expected) => {
  expect(kinds(post)).toContain("tariff-paused");
  pointsAs(post, expected);
});

test("a partner's own tariffs 'are coming down' in talks close to a deal: relief, a signal, not an act", () => {
  const post = "We are very close to getting a great Trade Deal done with India. Their Tariffs are among the highest anywhere, but they are coming down!";
  expect(kinds(post)).toContain("tariff-cut");
  expect(impact(post)).not.toBe("High");
  pointsAs(post, { INDA: "up" });
});

test("'close to a Deal that will open up the Strait' is no strait closed", () => {
  const post = "Talks with Iran are going very well. We are close to a Deal with Iran that will open up the Strait.";
  expect(kinds(post)).not.toContain("supply-down");
  expect(analyzeWithRules({ content: post }).instruments.find((i) => i.symbol === "USO")?.direction).not.toBe("up");
});

test("an export hub struck and kept shut 'until the Strait is OPEN' holds barrels back", () => {
  const post =
    "Moments ago our Military struck the oil loading terminals on Kharg Island, Iran. Every berth for Iranian crude is now out of business, and will stay that way until the Strait is OPEN.";
  expect(kinds(post)).not.toContain("supply-up");
  pointsAs(post, { USO: "up", XLE: "up", SPY: "down" });
});

test("'Intel should be a GREAT American Company again' with help talked about is support, a signal", () => {
  const post = "Intel should be a GREAT American Company again. We are talking to them about helping, in a big way!";
  expect(impact(post)).toBe("Medium");
  pointsAs(post, { INTC: "up" });
});

test("'Boeing has to get its act together' is a rebuke, not a demand that moves its price", () => {
  expect(impact("Boeing is years late on the new tankers. Boeing has to get its act together, fast!")).not.toBe("High");
});

test.each([
  ["tariffs only looked at", "Canada has been very nasty on Trade. We are looking at a very large increase in Tariffs on Canada!"],
  [
    "a deal with its terms that 'is working out beautifully'",
    "Our Trade Deal, where Korea invests $350 Billion in America and pays 15%, is working out beautifully for everyone.",
  ],
  ["a tariff in place 'for over a month' now", "The 25% Tariff on Mexico has now been in place for over two months, and they want to talk."],
  ["a tariff that 'stays', alone", "The 50% Tariff on Steel stays."],
  ["a Fed chair nominated before", "Kevin Hassett, who I was honored to nominate, will be a great Chairman of the Fed. Markets are up!"],
  [
    "a company's own announcement in the Oval Office",
    "Jensen Huang came to the Oval Office and announced that Nvidia is raising its investment in America to $700 Billion. Great job, Jensen!",
  ],
])("%s is no new act (not High)", (_, post) => {
  expect(impact(post)).not.toBe("High");
});

test("oil released from the reserve 'I am releasing' is energy policy, crude down", () => {
  const post = "To bring Gasoline prices down, I am releasing 50 Million Barrels from the Strategic Petroleum Reserve starting Monday.";
  expect(kinds(post)).toContain("energy-policy");
  pointsAs(post, { USO: "down" });
});

test.each([
  [
    "added to the Entity List, with a long list between",
    "Commerce has just added 90 Chinese chip firms, including SMIC and every one of its affiliates, to the Entity List.",
  ],
  [
    "chips that 'can no longer be shipped without a License'",
    "Commerce has told AMD that its MI308 Chips can no longer be shipped to China without a License.",
  ],
])("export controls %s are an act", (_, post) => {
  const f = judge(post).facts.find((x) => x.kind === "sanction");
  expect(f?.action).toBe("sanctions");
});

test("'my choice to lead the Federal Reserve… will be' names the chair", () => {
  expect(kinds("My choice to lead the Federal Reserve, as Chairman, will be Kevin Hassett. He will be outstanding!")).toContain("fed-personnel");
});

test.each([
  ["'wants a deal'", "I get along very well with President Xi. We will be meeting soon. China wants a deal!", { FXI: "up" }],
  ["a deal 'very close'", "The Japan Trade Deal is very close. We will finalize it when I am in Tokyo!", { EWJ: "up" }],
  ["talks that 'went very well'", "Trade talks with China in Geneva went very well. We will have a full agreement soon!", { FXI: "up" }],
  ["'a very good, long call'", "Had a very good, long call with President Xi of China. Our teams will meet in London next week.", { FXI: "up" }],
  ["'Much progress was made'", "Spoke with President Xi of China today. Much progress was made on Trade and Soybeans!", { FXI: "up" }],
  ["a meeting with its leader ahead", "Meeting with President Xi of China next week. Much to discuss!", { FXI: "up" }],
  [
    "'things are going very well'",
    "A large Chinese delegation is coming to Washington to talk Trade. President Xi and I have been speaking, and things are going very well.",
    { FXI: "up" },
  ],
])("talks going well, %s, lift the partner", (_, post, expected) => {
  expect(kinds(post)).toContain("trade-talks");
  pointsAs(post, expected);
});

test.each([
  ["'is going to be hit VERY HARD'", "China is going to be hit VERY HARD if they don't make a deal with us!", { FXI: "down" }],
  ["'will pay a price'", "Canada has been very nasty, with a dishonest Ad. Very bad behavior. They will pay a price!", { EWC: "down", CAD: "down" }],
  ["'had better move quickly' on a deal", "The Korean Parliament had better move quickly on our Trade Deal. They agreed to it!", { EWY: "down" }],
  ["'a BIG price to pay'", "The European Union has been very difficult on Trade. If this doesn't change, there will be a BIG price to pay!!!", { VGK: "down" }],
  ["'THEY WILL SEE!'", "THE EU HAS BEEN VERY NASTY ON TRADE. THEY WILL SEE!", { VGK: "down" }],
  [
    "'will not be tolerated'",
    "The European Union just fined our Tech Companies Billions on Trade. It will not be tolerated by the United States!",
    { VGK: "down" },
  ],
  [
    "'they'll pay a big economic price'",
    "Mexico must do much more to stop the Cartels. If they don't, they'll pay a big economic price at the Border!",
    { MXN: "down" },
  ],
  ["'OR PAY A VERY BIG PRICE'", "MEXICO MUST STOP THE FENTANYL AND THE CARTELS, OR PAY A VERY BIG PRICE!!!", { MXN: "down" }],
  [
    "'we will impose consequences'",
    "Mexico still owes Texas a lot of Water under the 1944 Treaty. If they don't release it soon, we will impose consequences!",
    { MXN: "down" },
  ],
  [
    "'looking at very strong action'",
    "Mexico continues to dump cheap Tomatoes into our Country, hurting Florida growers. We are looking at very strong action!",
    { MXN: "down" },
  ],
  [
    "the USMCA left to expire",
    "Under the terms of USMCA, I have today notified Mexico that the United States will NOT agree to extend the Agreement for another 16 years.",
    { MXN: "down" },
  ],
])("a warning to a partner, %s, points it down", (_, post, expected) => {
  pointsAs(post, expected);
});

test("an ultimatum to an oil producer ('The Clock is ticking… or things will happen') lifts crude", () => {
  pointsAs("Iran doesn't have much time. The Clock is ticking! They better come to the table, or things will happen that nobody wants to see.", {
    USO: "up",
  });
});

test("other tariffs 'not counting' the one set are not its goods: a bloc's tariff still moves the broad market", () => {
  const post =
    "Beginning September 1st, goods coming from the EU will pay a 30% Tariff, not counting the Sectoral Tariffs on Cars, Steel and Lumber. Should they retaliate, we will add that number on.";
  expect(judge(post).facts.find((f) => f.kind === "tariff-imposed")?.goods ?? null).toBeNull();
  pointsAs(post, { SPY: "down", VGK: "down", EUR: "down" });
});

test.each([
  [
    "beside sanctions on its oil companies",
    "Today the Treasury is imposing full blocking Sanctions on Rosneft and Lukoil, Russia's biggest Oil Companies. I hope they will not last long, but the killing must stop!",
  ],
  [
    "beside a secondary tariff on its oil buyers",
    "Because Russia refuses a Ceasefire, we will impose a Secondary Tariff of 25% on any Country that buys Russian Oil, effective in ten days. The killing must stop!",
  ],
])("'the killing must stop' %s is a wish, not a calm: crude up", (_, post) => {
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up" });
});

test("a producer 'given until Monday at 8:00 P.M.' to open the Strait, or be hit, is an ultimatum: crude up", () => {
  const post =
    "I have given Iran until Friday at 6:00 P.M. Eastern to fully OPEN the Strait of Hormuz. If it is not open by then, we will hit every Refinery they have.";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: "up", SPY: "down" });
});

test("a call to buy U.S. oil and gas stocks names the sector and its largest names, not the whole market", () => {
  pointsAs("There has never been a better time to BUY AMERICAN OIL AND GAS STOCKS. They are going way up!", { XLE: "up", XOM: "up", CVX: "up" });
});

test.each([
  ["'with their 250% Dairy Tariffs'", "Canada is very nasty on Trade, with their 250% Dairy Tariffs and Digital Taxes."],
  ["'with Tariffs of 250% and more'", "Canada keeps treating our Dairy Farmers terribly, with Tariffs of 250% and more."],
])("a partner's own tariffs, %s, are no tariff of ours", (_, post) => {
  expect(kinds(post)).not.toContain("tariff-imposed");
});

test("'They will soon find out what that feels like' is a warning to the partner just named", () => {
  pointsAs("Canada keeps treating our Dairy Farmers terribly, with Tariffs of 250% and more. They will soon find out what that feels like!", {
    EWC: "down",
  });
});

test("'they will be paying a very big price' if the partner does not act is a warning to it", () => {
  pointsAs("Mexico must do much more on the Cartels. If they don't, they will be paying a very big price, very soon!", { MXN: "down" });
});

test.each([
  [
    "handed over",
    "Venezuela has agreed to hand over 30 Million Barrels of oil, which had been sitting under Sanctions, to the U.S.A. It will be sold at Market price.",
  ],
  [
    "shipped, 'tens of millions of barrels'",
    "Venezuela will ship tens of millions of barrels of crude, which had been stuck under sanctions, to the United States, starting this week.",
  ],
])("a producer's oil %s that 'had been under Sanctions' is oil let out: crude down, no sanction set", (_, post) => {
  expect(judge(post).facts.some((f) => f.kind === "sanction")).toBe(false);
  pointsAs(post, { USO: "down" });
});

test("a partner 'deliberately not buying our Soybeans' has halted its purchases: the crop down", () => {
  const post = "China is deliberately not buying our Soybeans to hurt our Farmers. That is a hostile act!";
  expect(kinds(post)).toContain("purchase-halted");
  pointsAs(post, { SOYB: "down" });
});

test.each([
  ["'OPEC should be doing more'", "Oil prices are still too high. OPEC should be doing more, and they know it!"],
  ["'Pump more and keep the price DOWN!'", "Oil Companies, this is NOT the time to raise prices. Pump more and keep the price DOWN!"],
])("producers pressed to pump, %s, is pressure on crude (down)", (_, post) => {
  pointsAs(post, { USO: "down" });
});

test("oil companies told to drill are not pressed on price: their stocks are not called down", () => {
  const dir = analyzeWithRules({ content: "Oil companies should DRILL, DRILL, DRILL. We are opening more federal land than ever!" }).instruments.find(
    (i) => i.symbol === "XLE",
  )?.direction;
  expect(dir).not.toBe("down");
});

test("OPEC's increases paused, with a call that it pump more, leaves crude unsettled", () => {
  const post = "OPEC has decided to PAUSE its production increases. Not good! Saudi Arabia and OPEC should pump MORE, not less.";
  expect(analyzeWithRules({ content: post }).instruments.find((i) => i.symbol === "USO")?.direction).not.toBe("down");
});

test("relief a partner 'promised' and 'STILL hasn't' given is a deal not kept: the partner down", () => {
  pointsAs("The EU promised to take their Tariffs on our cars down to ZERO, and their Parliament STILL hasn't done it. My patience is wearing thin!", {
    VGK: "down",
    EUR: "down",
  });
});

test.each([
  [
    "at the end of a deal's list of terms",
    "We have a Full Trade Deal with Japan. Japan will pay a 15% Tariff, invest $550 Billion in projects we select, and purchase $80 Billion of our LNG.",
  ],
  ["by contracts signed", "The European Union has signed contracts to buy American LNG, 20 years long, starting at 50 Million Tons a year."],
])("U.S. gas bought %s lifts it and its exporters", (_, post) => {
  expect(kinds(post)).toContain("purchase");
  pointsAs(post, { UNG: "up", LNG: "up" });
});

test("a deal a government department makes with a rare-earth producer backs the industry: the miners' fund up", () => {
  pointsAs("Today the Department of War signed a Historic Agreement with MP Materials. China will no longer control our Magnets!", {
    MP: "up",
    REMX: "up",
  });
});

test("rare earths 'added to their Export Control list' by China are held back by China, not sanctions of ours", () => {
  const post =
    "China just announced that rare earth magnets and six more Rare Earth Elements will be added to their Export Control list, effective November 1st.";
  expect(kinds(post)).not.toContain("sanction");
  pointsAs(post, { MP: "up", REMX: "up" });
});

test("firing 'Too Late Powell' weighed is a threat to the Fed's independence: the dollar down, volatility up", () => {
  const post = "I'm thinking very seriously about firing Too Late Powell. It would be so easy. We will see!";
  expect(kinds(post)).toContain("fed-personnel");
  pointsAs(post, { DXY: "down", VIX: "up" });
});

test("a warning that names no one, after a sentence naming an oil producer, is aimed at the producer", () => {
  pointsAs("I will make a decision on Iran within the next two weeks. All options are on the table!", { USO: "up" });
});

test.each([
  [
    "'NO EXTENSION'",
    "There will be NO EXTENSION of the August 1st deadline. The letters are out, and Tariffs will be paid starting that day!",
    { SPY: "down", VIX: "up" },
  ],
  ["'There is NO PAUSE'", "The story that I am considering a 90 day PAUSE on Tariffs is FAKE NEWS. There is NO PAUSE.", { SPY: "down", VIX: "up" }],
  ["'Tariff letters go out Monday!'", "Tariff letters go out Monday!", { SPY: "down", VIX: "up" }],
  [
    "'will soon be paying very big Tariffs'",
    "Countries that stole our Manufacturing Jobs will soon be paying very big Tariffs. The days of the Rip Off are OVER!",
    { SPY: "down" },
  ],
  ["'will pay much higher Tariffs'", "Countries that don't make a Deal soon will pay much higher Tariffs. Time is running out!", { SPY: "down" }],
  [
    "'will be hit much harder' for retaliating",
    "Any Country that retaliates against the USA on Trade will be hit much harder than they ever thought possible!",
    { SPY: "down" },
  ],
  [
    "letters telling them what they will pay",
    "Trade Letters will be going out to many Countries over the next few days, telling them what they will be paying.",
    { SPY: "down" },
  ],
])("a hard line on every country's tariffs, %s, is risk-off", (_, post, expected) => {
  pointsAs(post, expected);
});

test("letters going out after every country is given more time are no hard line", () => {
  const post = "Many people asking if the tariffs go up on July 9th. No. Every Country gets until September 1st. Letters will go out soon!";
  expect(analyzeWithRules({ content: post }).instruments.find((i) => i.symbol === "SPY")?.direction).not.toBe("down");
});

test.each([
  ["'planning to put a big Tariff on'", "We are planning to put a big Tariff on the European Union, probably soon. They have been very unfair to us!"],
  ["'there will be very substantial Tariffs'", "If the European Union does not remove its Digital Taxes, there will be very substantial Tariffs. Be warned!"],
  ["'BIG TARIFFS ARE READY!'", "EUROPEAN UNION: BE VERY CAREFUL ON TRADE. BIG TARIFFS ARE READY!"],
  ["'will be going WAY UP'", "If the European Union does not drop its Digital Tax on our Tech companies, Tariffs on the EU will be going WAY UP!"],
  [
    "'will be facing very substantial Tariffs'",
    "The European Union must DROP its Digital Taxes. If they do not, they will be facing very substantial Tariffs.",
  ],
])("a tariff threatened with no rate, %s, points the partner down", (_, post) => {
  expect(kinds(post).some((k) => k === "tariff-threatened" || k === "tariff-raised")).toBe(true);
  pointsAs(post, { VGK: "down", EUR: "down" });
});

test("'a very small price to pay' is no warning", () => {
  expect(kinds("Higher oil prices for a while are a very small price to pay for a World without an Iranian nuclear bomb.")).not.toContain("escalation");
});

test("letters going out while the pause is extended 'to August 1st' are no hard line", () => {
  const post =
    "The 90 Day Pause ends on July 9th. For the Countries that have not received a Letter, I am extending it to August 1st. Letters will go out in the meantime.";
  expect(analyzeWithRules({ content: post }).instruments.find((i) => i.symbol === "SPY")?.direction).not.toBe("down");
});

test("a deadline 'to show real progress' in peace talks is no progress", () => {
  const post = "I am giving Russia and Ukraine two weeks to show real progress, or the United States will walk away from the talks.";
  expect(analyzeWithRules({ content: post }).instruments.find((i) => i.symbol === "USO")?.direction).not.toBe("down");
});

test("the alert on a hard line on every country says every country, not 'the partner'", () => {
  const a = analyzeWithRules({
    content: "There will be NO EXTENSION of the August 1st deadline. The letters are out, and Tariffs will be paid starting that day!",
  });
  expect(a.marketAnalysis).toContain("tariffs on every country stay or rise");
});
