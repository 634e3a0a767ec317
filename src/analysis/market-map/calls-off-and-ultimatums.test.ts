import { expect, test } from "bun:test";
import { analysis, kinds, pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (forty-eighth round, from the development probes probe-dev588.json … probe-dev593.json, in new
 * words): calls that were read the wrong way.
 */
test.each([
  [
    "a raise he 'will NOT proceed with' is called off: relief",
    "After a great call, the United States will NOT proceed with the additional 50% Tariff on Japan that was set for March 1st.",
    { EWJ: "up", SPY: "up" },
  ],
  [
    "'Either their tariffs come down, or we will respond' is a threat on the partner, not relief",
    "Mexico charges our Corn Farmers a fortune. Either these Tariffs come down, or the United States will respond very strongly!",
    { EWW: "down", MXN: "down" },
  ],
  [
    "a lower rate that 'will NOT go into effect' is relief withheld",
    "Until Japan's Parliament passes the Bill, the lower Tariff on Japanese Cars will NOT go into effect. Get it done!",
    { EWJ: "down" },
  ],
  [
    "a company that 'should be treated fairly' is defended, not given a demand",
    "Splitting up Amazon would be a disaster. Amazon is a great American Company and should be treated fairly!",
    { AMZN: "up" },
  ],
  [
    "a deal named only as what the partner cared less about is no deal: the tariff stands",
    "After a year of talks, which went nowhere because their Leaders care more about Politics than about a real Deal, I have decided that all Brazilian products will be charged a 40% Tariff.",
    { EWZ: "down", BRL: "down" },
  ],
  [
    "a partner brought 'to the Table, after years of ripping us off' is talks, not a hard line",
    "Japan is finally coming to the Table, after years of ripping us off. Good!",
    { EWJ: "up" },
  ],
  [
    "'The Trade Deal with X is DONE!' heads the terms that follow",
    "BREAKING: The Trade Deal with Vietnam is DONE! Vietnam will pay a 20% Tariff and open its Market to our Cars.",
    { VNM: "up" },
  ],
  [
    "buying American oil instead is no more oil on the market: the secondary tariff on buyers lifts crude",
    "Any Country that buys Oil from Venezuela will pay a 25% Secondary Tariff, starting next week. They can buy American Oil instead!",
    { USO: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("'Either…, or we will respond' with no rate is a threat, not a decision (rubric: Medium)", () => {
  expect(analysis("Canada overcharges our Wine makers. Either those Tariffs come down, or we will respond very strongly!").impact).not.toBe("High");
});

test("a partner that 'will not put any restrictions' on its chips and minerals sets none", () => {
  const w = ways("Indonesia will be a great partner in Semiconductors and Rare Earths, and will not put any restrictions on shipping them to us.");
  expect(w.SMH).not.toBe("down");
  expect(w.EIDO).not.toBe("down");
});

test("a factory reopened is no strait reopened", () => {
  expect(ways("Ford is reopening the Louisville Plant and bringing jobs back from Canada!").EWC).toBeUndefined();
});

test("a deal's first sum is investment when the verb before it is 'invest'", () => {
  expect(
    analysis("The Trade Deal with Japan is DONE! Japan will pay a 15% Tariff, invest $550 Billion in the USA, and buy $8 Billion of our Rice.").summary,
  ).toContain("$550 billion of investment");
});

test("a company's chief who 'came to the Oval Office to announce' its investment: the company's news, praised (rubric: Medium)", () => {
  const a = analysis("Lisa Su of AMD just came to the Oval Office to announce a $50 Billion investment in American chip plants. Great Company!");
  expect(a.impact).not.toBe("High");
  expect(ways("Lisa Su of AMD just came to the Oval Office to announce a $50 Billion investment in American chip plants. Great Company!").AMD).toBe("up");
});

test("'X has to fix it fast' is a rebuke, not a demand that moves its price (rubric: Medium)", () => {
  expect(analysis("Lockheed is a year late on the new fighter jets, and way over budget. Not good! Jim Taiclet has to fix it fast.").impact).not.toBe("High");
});

// Written for these tests (forty-eighth round, from the development probes probe-dev594.json … probe-dev599.json, in new words).
test.each([
  [
    "an extra tariff that 'was set to go into effect' and 'will NOT happen' is called off",
    "India has agreed to stop buying Russian Oil, so the additional 25% Tariff that was set to go into effect on Monday will NOT happen. Good!",
    { INDA: "up", INR: "up" },
  ],
  [
    "a shutdown whose end he foretells ('Government will be open again soon') is relief for the market",
    "The Schumer Shutdown is hurting everyone, but a Deal is close and the Government will be open again soon!",
    { SPY: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test.each([
  [
    "a date kept that was set before ('just as I said they would')",
    "Today the Furniture Tariffs go into effect, just as I said they would. Great for North Carolina!",
  ],
  [
    "terms in force told against the past ('used to pay… now they pay')",
    "Korea used to pay us NOTHING, and now they pay 15%, and they invest $350 Billion. Great deal for the USA!",
  ],
  [
    "a demand he recalls ('I recently called for… to resign')",
    "I recently called for the CEO of Boeing to resign, but after a great meeting he is staying. Good man!",
  ],
])("%s is told again or kept, not a new act (not High)", (_why, content) => {
  expect(analysis(content).impact).not.toBe("High");
});

test("automakers 'not \"double\" tariffed' is relief, not a raise", () => {
  expect(kinds('I have told my Team that our Automakers must not be "double" tariffed on Steel and Aluminum. No Stacking!')).not.toContain("tariff-raised");
});

test("a company's purchase he says 'is APPROVED' and must close is a deal pushed through, not a demand on the buyer", () => {
  expect(
    ways("The Port deal, where a Great American Company, Blackstone, buys the Terminals from the Chinese owners, is APPROVED and must close NOW!").BX,
  ).not.toBe("down");
});

test("an operation that 'captured' a producer's leader is his own military act on an oil producer", () => {
  expect(
    kinds(
      "Last night, at my direction, our Military carried out a powerful operation in Tehran and captured the leaders of the Regime. No American lives were lost!",
    ),
  ).toContain("escalation");
});

test("large investors barred by his steps from buying homes: the landlords that buy them to rent lose their growth", () => {
  expect(ways("I am therefore immediately taking steps to BAN big Wall Street investors from buying any more single-family houses.").INVH).toBe("down");
});

test("'I am going to buy a brand new' car is a purchase of its product, not a call to buy its stock (no buy call: not High)", () => {
  expect(kinds("To show my support, I will buy a new Tesla Cybertruck this weekend! Great car.")).not.toContain("buy-call");
});

test("'The CR will now pass' after a shutdown averted is the standoff over", () => {
  expect(ways("Congratulations to the Senate for doing the right thing. A Shutdown would have been a disaster. The CR will now pass!").SPY).toBe("up");
});

test("a headline in single quotes with its outlet after a dash is the outlet's words, quoted", () => {
  const a = analysis("'Nvidia shares jump after Washington approves H200 sales' - Bloomberg");
  expect(a.summary).toBe("Trump quotes Bloomberg: “Nvidia shares jump after Washington approves H200 sales”.");
  expect(a.impact).not.toBe("High");
});

test("a rate he says is 'probably' coming, 'soon', is a threat floated, not a tariff set", () => {
  const a = analysis("We will soon be putting a very large Tariff on Furniture coming into our Country, probably close to 50%.");
  expect(a.impact).not.toBe("High");
  expect(a.summary).not.toStartWith("Trump sets");
});

test.each([
  [
    "another side's attack he reacts to",
    "Very disappointed in the Russian missile attack on Kyiv last night. Totally unnecessary, and very bad timing, when we are so close to a Peace Deal. Vladimir, STOP!",
  ],
  [
    "goods 'still subject to' a tariff in force, after a report he denies",
    'The Fake News is saying that Phones and Laptops got a "free pass" on Tariffs. WRONG! They are still subject to the 20% Fentanyl Tariff.',
  ],
  [
    "a tariff in force called 'very high', beside a deal he believes he and the partner's leader will end up with",
    "The 125% Tariff on China is very high. We are dealing with China very nicely, and I believe President Xi and I will end up with a very FAIR DEAL.",
  ],
])("%s is no new act of his (not High)", (_why, content) => {
  expect(analysis(content).impact).not.toBe("High");
});

test("a tariff 'very high' that 'will come down substantially' is told as coming down, never as a rate set", () => {
  expect(analysis("The 145% Tariff on China is very high, and it won't be that high — it will come down substantially.").summary).not.toStartWith("Trump sets");
});

// Written for these tests (forty-eighth round, from the development probes probe-dev606.json … probe-dev611.json, in new words).
test.each([
  [
    "companies 'REQUIRED to' pay by his order are given a demand, not praised for building",
    "Amazon and Oracle, both building giant Data Centers, will be REQUIRED to pay for their own Power Plants. I have instructed the Department of Energy to do it now.",
    { AMZN: "down", ORCL: "down" },
  ],
  [
    "a company that 'no longer has to worry' is not given a demand",
    "Nvidia no longer has to worry about its chips in China. Jensen has committed to invest $500 Billion in the USA. Great job!",
    { NVDA: "up" },
  ],
  [
    "a tariff told before, more time asked, then 'I have decided to hold off until' a date: a pause",
    "I was going to put a 30% Tariff on Japan starting March 1st. The Prime Minister called and asked for more time. Actually, I have decided to hold off until April 15th.",
    { EWJ: "up" },
  ],
])("%s", (_why, content, expected) => pointsAs(content, expected));

test("a tariff that 'has not changed', left 'exactly where it is', is no tariff set", () => {
  const a = analysis("Just to be clear: the 25% Tariff on Lumber has not changed. Some wanted it higher. I have decided to leave it exactly where it is!");
  expect(a.impact).not.toBe("High");
  expect(a.summary).not.toStartWith("Trump sets");
});

test("the suspension of a tariff 'is being extended' is a pause extended: relief", () => {
  expect(
    ways(
      "Secretary Lutnick: At the President's direction, the suspension of the additional 20% tariff on Vietnamese goods is being extended for another 60 days.",
    ).VNM,
  ).toBe("up");
});

test("'In case you missed it' opens a reminder: the deal it recalls is no new act", () => {
  expect(analysis("In case you missed it: Korea agreed to a Great Deal at 15%, and they are investing $350 Billion in the USA!").impact).not.toBe("High");
});

test("a headline labelled so ('Headline: “…”') is shared, not quoted from a person, and its words are not his act", () => {
  const a = analysis('Headline: "Boeing to cut 737 output as China halts deliveries." Not good!');
  expect(a.summary).toStartWith("Trump shares a headline:");
  expect(a.impact).not.toBe("High");
});

test("a partner's 'suspension' of its export controls extended is controls eased: its minerals flow, the U.S. producer's premium goes", () => {
  const w = ways("China has agreed to extend the suspension of its Rare Earth Export Controls for another year. A great deal for our Car Companies!");
  expect(w.MP).toBe("down");
  expect(w.FXI).not.toBe("down");
});
