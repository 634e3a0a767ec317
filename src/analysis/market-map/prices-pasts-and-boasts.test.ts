import { expect, test } from "bun:test";
import { sentencesOf } from "../facts/sentences.ts";
import { analysis, kinds, pointsAs, readsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-second round, in new words), from the development probe probe-dev631.json (smaller partners and
 * blocs): prices a partner raises beside a tariff it is spared, tariffs a partner "was paying", boasts of what tariffs did, a hedge
 * told after "and", a deal "very close" with a partner at peace, acts told as history that point nothing now, trade talks ended
 * by an act beside tariffs only talked of, and the importers of watches, bananas and a partner's best-known listed names.
 */

test("a partner raising what it pays for medicines 'by 30%', its drugs spared at a ZERO Tariff, is relief, not a tariff raised by 30%", () => {
  const post =
    "Japan will raise the prices it pays for new American Medicines by 30%, and in return, Japanese Pharmaceutical products will be subject to a ZERO Tariff for two years.";
  readsAs(post, "tariff-cut", { EWJ: "up", JPY: "up" });
  expect(kinds(post)).not.toContain("tariff-raised");
  expect(analysis(post).summary).not.toContain("raises the tariff");
});

test("a tariff a partner 'was paying' until it came to terms is history: nothing new points", () =>
  pointsAs("Norway was paying a 15% Tariff until it agreed to our terms. Now they are buying American products like never before.", {
    NORW: "unclear",
    NOK: "unclear",
  }));

test("'Tariffs have made…' is a boast, no tariff on the partners named beside it", () =>
  expect(kinds("Tariffs have made the U.S.A. WEALTHY again. Record money, from Japan, Korea, Taiwan, everyone! President DJT")).toEqual([]));

test("a tariff put on 'last month' is restated, and the map points nothing with it", () => {
  const post = "Last month I put a 30% Tariff on South Korea. It is working very well.";
  expect(analysis(post).summary).toContain("restates");
  pointsAs(post, { EWY: "unclear", KRW: "unclear" });
});

test("history, then a raise with a date in the next sentence, still points the raise", () =>
  pointsAs("The 15% Tariff I put on Korean Steel was a gift. It will go up to 40% on March 1st, because Korea refuses to play fair.", { EWY: "down" }));

test("'a very good chance we can… and possibly bring the Tariffs down' hedges the cut: a signal, not High", () =>
  expect(
    analysis(
      "Good meeting with the President of Chile. I think there is a very good chance we can make a deal, and possibly bring the Tariffs down. We will see!",
    ).impact,
  ).not.toBe("High"));

test("an aside '(and possibly…)' still hedges nothing of the act before it", () =>
  expect(
    analysis("If the Strait is not open by Monday, we will strike every Oil Terminal in Iran (and possibly its Power Plants!) within 24 hours.").impact,
  ).toBe("High"));

test("'very close to a final Deal with' a partner at peace is trade talks with it", () =>
  readsAs("We are very close to a final Deal with Thailand. Big announcement soon!", "trade-talks", { THD: "up" }));

test("'a peace deal with' a partner is no trade deal", () => expect(kinds("We are very close to a peace deal with Cambodia.")).not.toContain("trade-talks"));

test("trade talks 'HEREBY TERMINATED' after a sentence that only praises tariffs are trade cut off, decided", () => {
  const post = "TARIFFS ARE CRUCIAL TO THE STRENGTH OF THE U.S.A. Because of their disgraceful conduct, ALL TRADE TALKS WITH COLOMBIA ARE HEREBY TERMINATED.";
  expect(kinds(post)).toContain("trade-cutoff");
  expect(analysis(post).impact).toBe("High");
});

test("'…in the U.S.A.' before a capital ends the sentence", () =>
  expect(sentencesOf("They are building plants in the U.S.A. Jobs are coming back!")).toEqual([
    "They are building plants in the U.S.A.",
    "Jobs are coming back!",
  ]));

test("Swiss watches spared a tariff lift the importers of watches (Movado, Fossil)", () =>
  pointsAs("Watches from Switzerland will be EXEMPT from all Tariffs, effective Friday.", { MOV: "up", FOSL: "up" }));

test("bananas spared a tariff lift Dole beside Fresh Del Monte", () =>
  pointsAs("Bananas and Pineapples will be EXEMPT from our Reciprocal Tariffs, effective tonight.", { DOLE: "up", FDP: "up" }));

test("Israel's tariff removed lifts Teva; Vietnam's cut lifts Crocs", () => {
  pointsAs("Effective immediately, the Tariff on Israel is hereby removed.", { EIS: "up", TEVA: "up" });
  pointsAs("Vietnam will pay a 10% Tariff, cut from 20%, effective immediately.", { VNM: "up", CROX: "up" });
});

/** From probe-dev633 (health care): the builders' exemption told without its subject. */
test("'Build them in America and pay NO TARIFF!' after a device tariff is no relief for the partner named before it", () =>
  pointsAs(
    "I am announcing a 20% Tariff on all imported Hospital Beds, effective June 1st. We can never again depend on China for them. Build them in America and pay NO TARIFF!",
    { FXI: "unclear", SPY: undefined },
  ));

test("a raise with its own date after 'As I have said many times' is news: it still points", () =>
  pointsAs("As I have said many times, Tariffs WORK. Because Korea will not open its Markets, the Tariff on Korea goes from 15% to 30%, effective May 2nd.", {
    EWY: "down",
  }));
