/**
 * The other partners' tariffs in a post that treats partners differently ("ALL Canadian goods… 35%…
 * I am extending Mexico's current Tariff arrangement for another 90 days"). The tariff reader
 * (trade.ts) finds the post's first tariff act; it is read again with that sentence set aside, and
 * what it finds there is another fact when it is aimed at partners or goods no fact before named.
 */
import type { Fact, Reading } from "./kinds.ts";
import { countriesIn } from "./patterns.ts";
import { tariffFact } from "./trade.ts";

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
  if (countriesIn(r, f.sentence).length) return f.countries.length > 0 && f.countries.every((c) => !named.has(c));
  return f.goods !== null && !f.countries.length && before.every((b) => b.goods !== f.goods);
}

/** The tariff facts on other partners or goods after the first (none when the first is no tariff). */
export function otherTariffFacts(r: Reading, first: Fact): Fact[] {
  const found: Fact[] = [];
  const aside = new Set<number>();
  let last = first;
  for (let n = 0; n < TRIES; n++) {
    const i = r.sents.indexOf(last.sentence);
    if (i < 0) break;
    aside.add(i);
    const next = tariffFact({ ...r, sents: r.sents.map((x, j) => (aside.has(j) ? "" : x)) });
    if (!next) break;
    if (elsewhere(r, next, [first, ...found])) found.push(next);
    last = next;
  }
  return found;
}
