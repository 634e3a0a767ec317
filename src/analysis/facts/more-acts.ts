/**
 * The other partners' acts in a post that treats partners differently ("ALL Canadian goods… 35%…
 * I am extending Mexico's current Tariff arrangement for another 90 days"; "a Trade Deal with
 * Vietnam… Also, I have finalized a deal with Indonesia"). A reader (trade.ts) finds the post's
 * first tariff or deal; it is read again with that sentence set aside, and what it finds there is
 * another fact when it is aimed at partners or goods no fact before named.
 */
import { T } from "../lexicon/terms.ts";
import type { Fact, Reading } from "./kinds.ts";
import { countriesIn, fact, globalAt, ownSentenceWith, THEIR_CUT, toldAsHistory } from "./patterns.ts";
import { sizeOf } from "./tariff-kind.ts";
import { countryIn } from "./text.ts";
import { dealFact } from "./deals.ts";
import { tariffFact } from "./trade.ts";

/** A pronoun for the partner the sentence before named. */
const THEY = /\b(they|their|them)\b/i;

/** How many sentences are set aside at most: a post names a few partners, and each try is a reading. */
const TRIES = 4;

/**
 * Aimed elsewhere: at partners its own sentence names and none of the facts before named, or at goods
 * none of them named. A fact whose sentence names no partner takes the post's ("If you build your car
 * here, there is no Tariff!"): those are the first fact's already.
 */
function elsewhere(r: Reading, f: Fact, before: Fact[]): boolean {
  if (f.voice !== "own") return false;
  const named = new Set(before.flatMap((b) => b.countries));
  // "South Korea… keeps stalling. If they do not have a Deal…, their Tariff will go to 35%": the partner just named.
  const i = r.sents.indexOf(f.sentence);
  const pointed = THEY.test(f.sentence) && f.countries.length > 0 && f.countries.every((c) => countriesIn(r, r.sents[i - 1] ?? "").includes(c));
  if (countriesIn(r, f.sentence).length || pointed) return f.countries.length > 0 && f.countries.every((c) => !named.has(c));
  return f.goods !== null && !f.countries.length && before.every((b) => b.goods !== f.goods);
}

/** The facts `read` finds in the sentences left once those of the facts before are set aside. */
function again(r: Reading, first: Fact, read: (r: Reading) => Fact | null, seen: Fact[]): Fact[] {
  const found: Fact[] = [];
  const aside = new Set<number>();
  let last = first;
  for (let n = 0; n < TRIES; n++) {
    const i = r.sents.indexOf(last.sentence);
    if (i < 0) break;
    aside.add(i);
    const next = read({ ...r, sents: r.sents.map((x, j) => (aside.has(j) ? "" : x)) });
    if (!next) break;
    if (elsewhere(r, next, [...seen, ...found])) found.push(next);
    last = next;
  }
  return found;
}

/**
 * The tariffs and deals on other partners or goods after the post's first of each. A rate in a deal
 * done ("I have finalized a deal with Indonesia: they will pay 19%") is the deal's terms, not a tariff set.
 */
export function otherTradeFacts(r: Reading, facts: Fact[], tariffRead: Fact | null): Fact[] {
  // Partners the other kinds name (the oil India buys, an order's partner) may still be a tariff's or a deal's.
  const trade = facts.filter((f) => f.kind.startsWith("tariff") || f.kind === "trade-deal");
  const deal = trade.find((f) => f.kind === "trade-deal");
  // (A rate read as a deal's terms is still the tariff reader's first: "…Japan will pay 15%… South Korea… their Tariff will go to 35%".)
  const tariff = trade.find((f) => f.kind.startsWith("tariff")) ?? trade.find((f) => f.sentence === tariffRead?.sentence);
  const more = tariff ? again(r, tariff, tariffFact, trade) : [];
  const terms = more.map((f) =>
    // ("Japan agreed to a 15% Tariff… The Philippines will pay 19%": rates told after a deal's are deals' terms too.)
    (T.dealDone.test(f.sentence) || tariff?.kind === "trade-deal") && f.kind === "tariff-imposed"
      ? fact(r, "trade-deal", r.sents.indexOf(f.sentence), "trade-deal", { countries: f.countries })
      : f,
  );
  const deals = deal ? again(r, deal, dealFact, [...trade, ...terms]) : [];
  return [...terms, ...deals];
}

/** Relief words in a tariff sentence: a pause, a suspension, a lower rate. */
const RELIEF_WORDS = /\b(paus\w*|suspend\w*|lowered|lower|reduc\w*)\b/i;
/** A pause needs no word "tariff" beside the first tariff fact ("…125%. At the same time, a 90 day pause is authorized for all other Countries!"). */
const PAUSE_WORDS = /\b(paus\w*|suspend\w*)\b/i;

/** A partner's rate going up ("China… goes UP to 125%, also effective now"), said without the word tariff. */
const RATE_UP = /\b(rais\w*|increas\w*|hik\w*|(goes|go|going|jumps?) up)\b[^.!?]{0,20}\bto \d{1,3}\s?(%|percent)/i;

/** The partner left out of relief for everyone and raised instead ("a 90 DAY PAUSE… China… goes UP to 125%"). */
export function raisedBesideReliefFact(r: Reading, first: Fact): Fact | null {
  if (!(first.kind === "tariff-paused" || first.kind === "tariff-cut") || !first.global || first.countries.length) return null;
  const i = ownSentenceWith(r, (x) => x !== first.sentence && RATE_UP.test(x) && countryIn(x) !== null && !toldAsHistory(x));
  if (i === null) return null;
  const x = r.sents[i]!;
  return fact(r, "tariff-raised", i, "tariff", { countries: countriesIn(r, x), global: false, size: sizeOf(x, "tariff-raised") });
}

/**
 * Tariff relief for every country in another sentence than the post's first tariff fact: a post
 * can raise one partner's rate and pause everyone else's, and the broad market trades on the wider one.
 */
export function globalReliefFact(r: Reading, first: Fact): Fact | null {
  const i = ownSentenceWith(
    r,
    (x, j) => x !== first.sentence && (T.tariff.test(x) ? RELIEF_WORDS : PAUSE_WORDS).test(x) && globalAt(r.sents, j) && !THEIR_CUT.test(x) && !countryIn(x),
  );
  if (i === null) return null;
  return fact(r, /\b(paus|suspend)/i.test(r.sents[i]!) ? "tariff-paused" : "tariff-cut", i, null, { countries: [], global: true });
}

/** A trade truce (the tariffs held where they are) extended, told with no word "tariff" ("The Trade Truce with China… has been extended by another 90 days"). */
const TRUCE_EXTENDED =
  /\b(trade|tariff) truce\b[^.!?]{0,80}\b(extended|prolonged|renewed)\b|\b(extend\w*|prolong\w*|renew\w*)\b[^.!?]{0,30}\b(trade|tariff) truce\b/i;
/** …told as done, not weighed ("may extend", "would consider extending"). */
const DONE =
  /\b((has|have) been |is (hereby |now )?|was |(I|we) (have |just )+)(extended|prolonged|renewed)\b|\b(hereby|today|just)\b|\bagreed to (extend|prolong|renew)\b/i;

/**
 * A trade truce extended: the tariffs held off longer, a pause for the partner it names, even beside the tariffs the
 * truce holds ("We agreed to extend our Trade Truce for one more year. The 10% Tariff stays…").
 */
export function truceExtendedFact(r: Reading): Fact | null {
  const i = ownSentenceWith(r, (x) => TRUCE_EXTENDED.test(x));
  if (i === null) return null;
  const x = r.sents[i]!;
  // "…spoken with President Xi. We agreed to extend our Trade Truce…": the partner the post names, when the sentence names none.
  const named = countriesIn(r, x);
  const countries = named.length ? named : r.countries.length === 1 ? [r.countries[0]!.name] : [];
  if (!countries.length) return null;
  return fact(r, "tariff-paused", i, DONE.test(x) ? "tariff" : null, { countries });
}
