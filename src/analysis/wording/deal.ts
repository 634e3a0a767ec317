/**
 * A trade deal told in one sentence: its partners and its terms (the tariff rate agreed, the money
 * invested or spent).
 */
import { countriesSaid, countryIn, list, moneyAt } from "../facts/text.ts";
import { T } from "../lexicon/terms.ts";
import { fromTo } from "../facts/tariff-kind.ts";
import type { Signals } from "../rules.ts";

/** "an 80%", "an 18%", "a 25%": the article a rate takes when it is read aloud. */
export const aRate = (rate: string) => `${/^(8|11|18)(?!\d\d)/.test(rate) && !/^(8\d\d\d|1[18]\d)/.test(rate) ? "an" : "a"} ${rate}`;

/**
 * A deal's tariff rate: the new one in a tariff sentence ("will go from 25% down to 18%"), or the one
 * beside the word ("charged a Tariff of 15%"), never another figure ("keeping 90% of the Profits").
 */
const PAID = /\b(?:pay|pays|paying|charged?)\s+(?:a\s+)?(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i;

function dealRate(sents: string[], partners: string[]): string | null {
  // Only where the deal or its partner is named, or in the sentence after ("They will pay a 15% Tariff");
  // "South Korea is right now at a 25% Tariff" is not Pakistan's deal.
  const names = (y: string) => T.deal.test(y) || partners.some((c) => countryIn(y) === c || new RegExp(`\\b${c}\\b`, "i").test(y));
  for (const x of sents.filter((y, i) => T.tariff.test(y) && (names(y) || names(sents[i - 1] ?? "")))) {
    const m =
      x.match(/\b(?:reduc\w*|lower\w*|cut|down)\b[^.!?%]{0,20}?\bto (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i) ??
      // "from 25% down to 18%": the second rate (after slice, at m[1] like the others).
      fromTo(x) ??
      x.match(/(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)\s+(?:\w+\s+)?tariffs?\b/i) ??
      x.match(/\b(?:to|at) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i) ??
      x.match(/\btariffs?\b[^.!?%]{0,30}?(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i);
    if (m) return `${m[1]}%`;
  }
  // "Indonesia will pay 19%": the rate paid, with no word for it.
  const paid = sents.find((y, i) => (names(y) || names(sents[i - 1] ?? "")) && PAID.test(y));
  return paid ? `${PAID.exec(paid)![1]}%` : null;
}

/**
 * What the deal's first sum is for, by the verb just before it ("invest $350 Billion in the U.S.A., and buy $100 Billion of our
 * LNG": investment), else by any verb of the terms.
 */
function moneyFor(terms: string, at: number): "purchases" | "investment" {
  const verbs = terms.slice(Math.max(0, at - 60), at).match(/\b(invest|buy|purchas)\w*/gi);
  const verb = verbs?.at(-1) ?? (/\b(buy|purchase)/i.test(terms) ? "buy" : "invest");
  return /^invest/i.test(verb) ? "investment" : "purchases";
}

export function dealSummary(sig: Signals, sents: string[]): string | null {
  // The deal's own partners ("a Trade Deal… India", not Russia, whose oil it stops buying).
  const partners = sig.facts.find((f) => f.kind === "trade-deal" && f.countries.length)?.countries ?? sig.countries;
  if (!partners.length) return null;
  // The money of the partners' own sentences (or the one after, naming no other partner): "…a deal with
  // Indonesia: they will… buy $15 Billion" is not Vietnam's deal.
  const theirs = (y: string) => partners.some((c) => countryIn(y) === c || new RegExp(`\\b${c}\\b`, "i").test(y));
  const terms = sents.filter((y, i) => theirs(y) || (theirs(sents[i - 1] ?? "") && countryIn(y) === null)).join(" ");
  const rate = dealRate(sents, partners);
  const money = moneyAt(terms);
  const parts = [rate ? `${aRate(rate)} tariff` : null, money ? `${money.said} of ${moneyFor(terms, money.at)}` : null].filter(Boolean) as string[];
  return `Trump announces a trade deal with ${countriesSaid(partners)}${parts.length ? `: ${list(parts)}` : ""}.`;
}
