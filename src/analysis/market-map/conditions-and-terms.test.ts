import { expect, test } from "bun:test";
import { analysis, kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/** Written for these tests (forty-fourth round, from probe-dev570.json … probe-dev575.json, in new words). */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "a tariff 'penalty… TERMINATED' is relief",
    "Brazil has dropped the case. The extra 40% Coffee penalty on Brazil is TERMINATED as of midnight!",
    "tariff-cut",
    { EWZ: "up", BRL: "up" },
  ],
  [
    "a rate that 'falls to' a lower one is a cut",
    "After a great call with President Lee, South Korea's Reciprocal rate falls to 12% on Monday.",
    "tariff-cut",
    { EWY: "up" },
  ],
  [
    "'The day X… is the day Y pays' is a threat on a condition",
    "The day Mexico lets Chinese Cars through its Border is the day every Mexican product pays a 60% TARIFF!",
    "tariff-threatened",
    { MXN: "down", EWW: "down" },
  ],
  [
    "goods that 'go back to 30%, not 15%' are raised, with no word for the tariff",
    "Japan still hasn't opened to our Rice. Starting Friday, Japanese goods go back to 30%, not 15%!",
    "tariff-raised",
    { EWJ: "down", JPY: "down" },
  ],
  [
    "a producer's oil depots 'has been hitting' is a strike",
    "Israel has been hitting Iran's Oil Depots, very hard. We will not stop them!",
    "escalation",
    { USO: "up" },
  ],
  [
    "mines cleared from the route let oil through",
    "The Navy is going to start clearing the mines in the Strait of Hormuz, with our Allies. Tankers will follow!",
    "supply-up",
    { USO: "down", JETS: "up" },
  ],
  [
    "a rate a partner will pay beside what it will buy is a deal's terms",
    "Vietnam will pay a 20% Tariff, and will buy $8 Billion of American Farm goods and Boeing Jets.",
    "trade-deal",
    { VNM: "up" },
  ],
  [
    "a rate under 'X has signed!' is a deal's terms",
    "Thailand has signed! Thailand's Tariff goes to 19%, and they open their whole market to our Cars.",
    "trade-deal",
    { THD: "up" },
  ],
  [
    "an exemption 'TERMINATED', with the rate it spared paid, is a tariff",
    "Mexico has been sending us cheap Steel made in China. The exemption for Mexican Steel is TERMINATED as of Friday — they pay the full 50%.",
    "tariff-imposed",
    { MXN: "down", EWW: "down" },
  ],
  [
    "'Our Pilots just flattened…' a producer's base is a strike",
    "Our Pilots just flattened the radar and the missile sites on Iran's coast. The oil terminals were spared, for now!",
    "escalation",
    { USO: "up", VIX: "up" },
  ],
  [
    "'The Deal is DONE!' with goods let in at a rate is a deal's terms",
    "The Japan Deal is DONE! 200,000 Japanese Cars per year come in at 12%, and Japan opens its market to our Rice and Beef.",
    "trade-deal",
    { EWJ: "up", JPY: "up" },
  ],
  [
    "'adding… Barrels of Oil per day' is more supply",
    "Kuwait and the UAE will be adding 1,500,000 Barrels of Oil per day, starting next month. Good for Gasoline prices!",
    "supply-up",
    { USO: "down", JETS: "up" },
  ],
  [
    "a producer's ports closed off by the Navy hold its oil back",
    "Starting tonight, our Navy will seal off every Venezuelan port. Nothing gets in or out until the Regime is gone!",
    "supply-down",
    { USO: "up" },
  ],
  [
    "contracts that 'have been awarded' to companies are new revenue for them",
    "The first $40 Billion of Shipbuilding contracts have been awarded: General Dynamics and Huntington Ingalls. Work begins now!",
    "company-deal",
    { GD: "up" },
  ],
  [
    "drones 'doing a lot of damage' to a producer's oil ports is a strike",
    "Ukraine's Drones are doing a lot of damage to Russia's Refineries. Very effective!",
    "escalation",
    { USO: "up" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as Parameters<typeof readsAs>[1], expected));

test.each([
  ["a demand told as made before", "Putin was told, again and again, to stop the bombing of Kyiv. He did not listen!"],
  ["an end said to be theirs to make", "Russia started this War, and they can end it!"],
])("no calm in %s", (_name, post) => {
  expect(kinds(post)).not.toContain("de-escalation");
  expect(kinds(post)).not.toContain("ceasefire");
});

test("a threat on a condition is summarised as a threat, on the partner it hits, not the one the condition names", () => {
  const n = analysis("The day Canada signs a Trade Deal with Beijing is the day every Canadian product pays a 100% TARIFF!");
  expect(n.summary).toBe("Trump threatens a 100% tariff on Canada.");
  expect(kinds("The day Canada signs a Trade Deal with Beijing is the day every Canadian product pays a 100% TARIFF!")).not.toContain("trade-deal");
  pointsAs("The day Canada signs a Trade Deal with Beijing is the day every Canadian product pays a 100% TARIFF!", { CAD: "down", EWC: "down" });
});

test("a rate a partner 'pays' under 'DEAL with…!' is a deal's terms, not a tariff set", () => {
  const post = "DEAL with Thailand! Thailand pays a 19% Tariff, and opens its market to our Farm Products at ZERO.";
  expect(kinds(post)).toContain("trade-deal");
  expect(kinds(post)).not.toContain("tariff-imposed");
  pointsAs(post, { THD: "up" });
});

test.each([
  [
    "'We may have to do something about that'",
    "Korea still won't take our Beef, even with their prices sky high! We may have to do something about that.",
    { EWY: "down", KRW: "down" },
  ],
  [
    "'This will not continue for very much longer!'",
    "Mexico's Tomatoes are heavily subsidized, and they are dumping them on our great Farmers. This will not continue for very much longer!",
    { MXN: "down", EWW: "down" },
  ],
  [
    "'they are going to pay a very big price'",
    "India took our Pharma business, pure and simple. They must make it here — and if they don't, they are going to pay a very big price!",
    { INDA: "down", INR: "down" },
  ],
  [
    "'Maybe they will have to pay a much higher number'",
    "Japan won't take our Cars, won't take our Beef! It has been a ONE WAY STREET for decades. Maybe they will have to pay a much higher number.",
    { EWJ: "down", JPY: "down" },
  ],
])("a warning to a partner with no measure named is a hard line: %s", (_name, post, expected) => {
  readsAs(post, "trade-talks", expected);
  expect(analysis(post).impact).toBe("Medium");
});

test("'or be prepared to pay Tariffs like you have never seen before' is a tariff threatened", () => {
  const post = "Chip Companies: bring your Factories back to America, NOW, or be prepared to pay Tariffs like you have never seen before!";
  expect(kinds(post)).toContain("tariff-threatened");
  expect(analysis(post).impact).toBe("Medium");
});

test.each([
  [
    "a ruling on tariffs that 'will go down as one of the worst in history' is no cut",
    "The Court's ruling on my Tariffs will go down as one of the worst in history. We had a plan B!",
  ],
  [
    "'The Korea Deal is the biggest Deal…' boasts of a deal known, no new terms",
    "The Korea Deal is the biggest Deal in the history of our Country: $350 Billion invested, and 15% into our Treasury. They said it couldn't be done!",
  ],
])("no new act: %s", (_name, post) => {
  expect(kinds(post).filter((k) => k.startsWith("tariff") || k === "trade-deal")).toEqual([]);
  expect(analysis(post).impact).not.toBe("High");
});

test("'I will NOT be approving the sale of A to B' is a deal blocked: the company sold loses its premium", () => {
  const post = "I will NOT be approving the sale of Paramount to Comcast. Far too much power in one place. Find another buyer!";
  expect(kinds(post)).toContain("merger-blocked");
  pointsAs(post, { PSKY: "down" });
});

test("a rate 'as agreed with' the partner is a deal's terms", () => {
  readsAs("Tariffs on Korean Cars will go to 15%, as agreed with Korea, and Korea will invest 350 Billion Dollars in the U.S.A. Signed today!", "trade-deal", {
    EWY: "up",
    KRW: "up",
  });
});

test("'I have decided that AMD may sell its chips' to a market closed to it is leave to sell", () => {
  pointsAs("After a good call with President Xi, I have decided that AMD may sell its MI308 Chips to approved Chinese buyers. America gets a cut!", {
    AMD: "up",
  });
});

test("'will call for 1.5 TRILLION DOLLARS for our Military' (no dollar sign) is a defense budget: orders for the contractors", () => {
  pointsAs("My Budget for next year will call for 1.2 TRILLION DOLLARS for our Military, the most ever. Ships, Drones, Missiles!", { ITA: "up", LMT: "up" });
});
