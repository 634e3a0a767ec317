/** A fact in a few words, for an instrument's context, the note and the ideas ("a 25% tariff on Japan from August 1"). */
import { AGENCY_CLEARED, ALLOWED_TO_SELL, BARRED, GOING_PUBLIC } from "../facts/company-acts.ts";
import { DEBT_LIMIT } from "../facts/fiscal.ts";
import type { COMPANY_FACT_KINDS, Fact } from "../facts/kinds.ts";
import { WARNING } from "../facts/patterns.ts";
import { ACRONYMS, countriesSaid, list } from "../facts/text.ts";
import { endsConcession } from "../market-map/aims.ts";
import { companyName } from "../market-map/apply.ts";
import { aRate } from "./deal.ts";

/** A company's investment announced in the sentence ("has just announced a $200 Billion investment"). */
export const INVESTMENT_ANNOUNCED = /\bannounc\w*\b[^.!?]{0,40}\binvest\w*|\binvest\w*\b[^.!?]{0,40}\bannounc\w*/i;

/**
 * The goods a tariff fact names, when they are goods: not what the goods' pattern took from a
 * clause ("of their goods", "top of existing tariffs", "country aligning themselves"), nor our own
 * goods another country taxes ("our Dairy").
 */
export function goodsNamed(f: Fact): string | null {
  const g = f.goods?.trim();
  if (!g || /^(?:of|top of)\b|\b(?:tariffs?|our|us|their|its)\b|\b(?:country|countries|nations?)\s+\S/i.test(g)) return null;
  // Goods shouted ("ALL STEEL FROM MEXICO") are said plainly, as the summary says them; "LNG" stays.
  return /[a-z]/.test(g) ? g : g.replace(/[A-Z]+/g, (w) => (ACRONYMS.test(w) ? w : w.toLowerCase()));
}

/** A quoted piece of the post, cut where a clause ends, not on "in" or "at this" ("attack on the three Nuclear sites in"). */
const trimGist = (gist: string) => {
  let g = gist.trim();
  for (let before = ""; before !== g; ) {
    before = g;
    g = g
      .replace(/[\s,;:—–-]+\b(?:in|at|on|of|to|for|with|by|from|into|the|a|an|this|that|these|those|and|or|but|our|their|his|its|my|your|very)$/i, "")
      .trim();
  }
  return g;
};

/** The fact in a few words, for an instrument's `why` and the note ("a 25% tariff on Japan from August 1"). */
export function factPhrase(f: Fact): string {
  const on = f.countries.length ? countriesSaid(f.countries) : null;
  const size = f.size ? `${f.size} ` : "";
  const when = f.when ? ` ${f.when}` : "";
  // The companies by their own names ("praise for Apple and Alphabet"): the ticker is the instrument's, beside it.
  const cos = list(f.companies.slice(0, 2).map((c) => companyName(c.ticker)));
  const gist = f.gist ? trimGist(f.gist) : "";
  const said = gist ? ` (“${gist}”)` : "";
  // Critical minerals a partner holds back or lets go (facts/minerals.ts), not oil.
  const minerals = f.goods === "critical minerals";
  const by = on ? ` by ${on}` : "";
  switch (f.kind) {
    case "tariff-imposed":
      return `${f.size ? `${aRate(f.size)} ` : "a "}tariff${f.whoever || target(f, on) ? ` on ${f.whoever ?? target(f, on)}` : ""}${when}`;
    case "tariff-raised":
      return `a tariff raised${target(f, on) ? ` on ${target(f, on)}` : ""}${f.size ? ` to ${f.size}` : ""}${when}`;
    case "tariff-threatened":
      return `a threatened ${size}tariff${target(f, on) ? ` on ${target(f, on)}` : ""}`;
    case "tariff-paused":
      return `a pause in tariffs${target(f, on) ? ` on ${target(f, on)}` : ""}${when}`;
    case "tariff-cut":
      return `a tariff cut${target(f, on) ? ` on ${target(f, on)}` : ""}${f.size ? ` to ${f.size}` : ""}${when}`;
    case "trade-talks":
      if (f.stance === "refused") return `talks refused${on ? ` with ${on}` : ""}${said}`;
      if (f.stance === "hard") return on || !goodsNamed(f) ? `a hard line on trade${on ? ` with ${on}` : ""}${said}` : `the tariff on ${goodsNamed(f)} kept`;
      return `constructive trade talks${on ? ` with ${on}` : f.global ? " with many countries" : ""}`;
    case "trade-cutoff":
      return `trade cut off${on ? ` with ${on}` : ""}`;
    case "trade-deal":
      return `the trade deal${on ? ` with ${on}` : ""}${f.size ? ` (${f.size})` : ""}`;
    case "sanction-lifted":
      return `sanctions lifted${on ? ` on ${on}` : ""}`;
    case "sanction":
      if (f.goods === "chips") return `export controls on chips${on ? ` to ${on}` : ""}`;
      return f.goods === "oil" ? `sanctions on buyers of oil${on ? ` from ${on}` : ""}` : `sanctions${on ? ` on ${on}` : ""}`;
    case "escalation":
      // "If they do not sign the deal, there will be bombing…", "Iran will pay a very big price!": a threat, not an act.
      return `${!f.action && (/\b(if|unless|otherwise|or else)\b/i.test(f.sentence) || WARNING.test(f.sentence)) ? "the threat of " : ""}military action${on ? ` involving ${on}` : ""}${said}`;
    case "de-escalation":
      return `a step back from the fighting${on ? ` involving ${on}` : ""}${said}`;
    case "ceasefire":
      return `a ceasefire${on ? ` involving ${on}` : ""}${said}`;
    case "supply-up":
      return minerals ? `${f.goods} let go again${by}` : f.size ? `${f.size} of oil reaching the market` : "oil moving to market";
    case "supply-down":
      return minerals ? `${f.goods} held back${by}` : `oil held back${on ? ` from ${on}` : ""}`;
    case "energy-policy":
      return endsConcession(f) ? `the end of an oil concession${on ? ` in ${on}` : ""}` : "the energy measure";
    case "fed-pressure":
      return "pressure on the Fed to cut rates";
    case "fed-personnel":
      return f.kept ? "no change at the top of the Fed" : "a change at the top of the Fed";
    case "buy-call":
      return `a call to buy${cos ? ` ${cos}` : " stocks"}`;
    case "drug-pricing":
      return "lower U.S. drug prices";
    case "crypto-policy":
      return "government support for crypto";
    case "backstop":
      return `U.S. backing for ${on ?? "the partner"}${said}`;
    case "official-act":
      return "the official act";
    case "funding-standoff":
    case "funding-resolved":
    case "weak-dollar":
    case "strong-dollar":
    case "rebate-checks":
    case "more-bonds":
    case "fewer-bonds":
      return fiscalPhrase(f);
    case "purchase":
      return `purchases by ${on ?? "a trading partner"}${said}`;
    case "purchase-halted":
      return `purchases halted by ${on ?? "a trading partner"}${said}`;
    default:
      // What is left are the facts on companies.
      return companyPhrase(f.kind, f, cos, said);
  }
}

/** The government's money and the dollar (facts/fiscal.ts) in a few words. */
function fiscalPhrase(f: Fact): string {
  const debt = DEBT_LIMIT.test(f.sentence);
  if (f.kind === "funding-standoff") return debt ? "the fight over the debt limit" : "the government shutdown";
  if (f.kind === "funding-resolved") return debt ? "the debt limit settled" : "the government funded again";
  if (f.kind === "rebate-checks") return `checks sent to households${f.size ? ` (${f.size})` : ""}`;
  if (f.kind === "more-bonds" || f.kind === "fewer-bonds") return `${f.kind === "more-bonds" ? "more" : "fewer"} long bonds sold`;
  return f.kind === "weak-dollar" ? "a call for a weaker dollar" : "support for a strong dollar";
}

/** A fact on companies in a few words: a demand, an attack or praise, a deal, orders, a merger pushed or blocked. */
function companyPhrase(kind: (typeof COMPANY_FACT_KINDS)[number], f: Fact, cos: string, said: string): string {
  switch (kind) {
    case "company-demand":
      // A demand made as encouragement, with no penalty ("Intel should be allowed to sell…"), is support, as the map reads it.
      return f.support ? `support for ${cos || "the company"}` : `the demand on ${cos || "the company"}`;
    case "company-attack":
      return BARRED.test(f.sentence) ? `the bar on ${cos || "the company"}${said}` : `the attack on ${cos || "the company"}`;
    case "company-praise":
      return `praise for ${cos || "the company"}`;
    case "company-deal":
      // Leave to sell and a listing are told as what they are, not as a deal.
      if (GOING_PUBLIC.test(f.sentence)) return `the listing of ${cos || "the company"}${said}`;
      if (ALLOWED_TO_SELL.test(f.sentence)) return `leave for ${cos || "the company"} to sell${said}`;
      if (AGENCY_CLEARED.test(f.sentence)) return `the approval for ${cos || "the company"}${said}`;
      // "Micron has just announced a $200 Billion investment": the company's own pledge, not a deal with it.
      if (INVESTMENT_ANNOUNCED.test(f.sentence)) return `the ${f.size ? `${f.size} ` : ""}investment ${cos || "the company"} announced`;
      return `the deal naming ${cos || "the company"}`;
    case "company-orders":
      return `more orders for ${cos || "the companies"}${said}`;
    case "merger-push":
    case "merger-blocked":
      return f.kind === "merger-blocked"
        ? `the deal for ${cos || "the company"} blocked`
        : `the push to get the ${f.companies.length > 1 ? f.companies.map((c) => c.ticker).join("–") : cos || "company"} deal done`;
  }
}

/** What a tariff is on: goods from a country, goods, a country, or everyone. */
function target(f: Fact, on: string | null): string | null {
  const goods = goodsNamed(f);
  if (goods) return `${goods}${on ? ` from ${on}` : ""}`;
  // "any Country aligning themselves with…" read as goods: some countries, not all of them.
  if (f.goods && /\b(?:country|countries|nations?)\s+\S/i.test(f.goods)) return on;
  const companies = f.companies.length ? list(f.companies.slice(0, 2).map((c) => companyName(c.ticker))) : null;
  return on ?? companies ?? (f.global ? "all countries" : null);
}
