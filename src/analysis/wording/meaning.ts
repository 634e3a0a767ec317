/** The desk analyst's sentences: what the lead fact means for prices, and which way the instruments point. */
import type { Exposure } from "./note.ts";
import type { Category, Instrument } from "../analyzer.ts";
import { aimsOf, endsConcession, secondaryProducer } from "../market-map/aims.ts";
import { rowFor } from "../market-map/rows.ts";
import { companyName } from "../market-map/apply.ts";
import { OIL_LICENSEES } from "../lexicon/tickers.ts";
import { INVESTMENT_ANNOUNCED, factPhrase, goodsNamed } from "./phrase.ts";
import { ALLOWED_TO_SELL, BARRED, GOING_PUBLIC } from "../facts/company-acts.ts";
import { DEBT_LIMIT } from "../facts/fiscal.ts";
import { COMPANY_FACT_KINDS, type Fact } from "../facts/kinds.ts";
import { countriesSaid, countryName, list } from "../facts/text.ts";
import { keySentence, retell } from "./retell.ts";
import { T } from "../lexicon/terms.ts";
import type { Signals } from "../rules.ts";
import { deadlineOf } from "./deadline.ts";

/** "We have just completed a Deal with Japan … will pay Reciprocal Tariffs of 15%": the tariff is the deal's terms, as the map reads it (pointingFacts). */
export function dealTerms(sig: Signals): boolean {
  const own = sig.facts.filter((f) => f.voice === "own");
  const deal = own.find((f) => f.kind === "trade-deal" && sig.acts.includes("trade-deal"));
  // Tariffs on other partners after the first ("South Korea… their Tariff will go to 35%") are theirs: the deal's are on its partners.
  const first = own.find((f) => f.kind.startsWith("tariff"));
  const tariffs = own.filter((f) => f.kind.startsWith("tariff") && (f === first || f.countries.some((c) => deal?.countries.includes(c))));
  return (
    !!deal &&
    tariffs.length > 0 &&
    tariffs.every(
      (f) => f.kind === "tariff-imposed" && /%|percent/i.test(f.size ?? "") && f.countries.length > 0 && f.countries.every((c) => deal.countries.includes(c)),
    )
  );
}

/** The fact the note leads with: the post's action, else its first own fact on the alert's subject. */
export function leadFact(sig: Signals, category: Category): Fact | null {
  const own = sig.facts.filter((f) => f.voice === "own");
  // An official act says little by itself ("I directed…"): the fact it brought about says more.
  const action = own.find((f) => f.action && f.action === sig.action);
  // A deal whose terms are a tariff ("…and a 10% tariff will remain") is told as the deal, as the map points it.
  if (dealTerms(sig)) return own.find((f) => f.kind === "trade-deal")!;
  // Else a fact on the alert's subject, else one on the companies or goods it names (any fact of a
  // High): the note follows what was read, never a line that says no measure was found when one
  // was (a purchase, a merger pushed, more orders).
  return (
    (action?.kind === "official-act" ? null : action) ??
    own.find((f) => KIND_CATEGORY[f.kind] === category) ??
    // An oil post's sanction on the oil or its buyers ("Any Country that buys Venezuelan Oil will soon face… consequences").
    own.find((f) => category === "energy" && f.kind === "sanction" && f.goods === "oil") ??
    // What the act's own sentence brings about ("I am directing the Treasury to lift sanctions on…").
    own.find((f) => action?.kind === "official-act" && f !== action && f.sentence === action.sentence) ??
    action ??
    own.find(
      (f) => NAMED_KINDS.has(f.kind) || f.goods === "chips" || f.goods === "critical minerals" || (sig.impact === "High" && f.kind !== "official-act"),
    ) ??
    // A ceasefire he announces that names no party points the broad market alone, whatever the alert's subject.
    own.find((f) => f.kind === "ceasefire" && !f.countries.length) ??
    null
  );
}
/** Facts about the companies or goods a post names: what the note says before any topic line. */
export const NAMED_KINDS = new Set<Fact["kind"]>([...COMPANY_FACT_KINDS, "purchase", "purchase-halted"]);
export const KIND_CATEGORY: Record<Fact["kind"], Category> = {
  "tariff-imposed": "tariff",
  "tariff-raised": "tariff",
  "tariff-threatened": "tariff",
  "tariff-paused": "tariff",
  "tariff-cut": "tariff",
  "trade-deal": "tariff",
  "trade-talks": "tariff",
  "trade-cutoff": "tariff",
  sanction: "sanctions",
  "sanction-lifted": "sanctions",
  escalation: "energy",
  "de-escalation": "energy",
  ceasefire: "energy",
  "supply-up": "energy",
  "supply-down": "energy",
  "energy-policy": "energy",
  "company-demand": "company",
  "company-attack": "company",
  "company-praise": "company",
  "company-deal": "company",
  "company-orders": "company",
  "merger-push": "company",
  "merger-blocked": "company",
  purchase: "tariff",
  "purchase-halted": "tariff",
  "fed-pressure": "fed",
  "fed-personnel": "fed",
  "buy-call": "markets",
  "drug-pricing": "pharma",
  "crypto-policy": "crypto",
  backstop: "markets",
  "funding-standoff": "fiscal",
  "funding-resolved": "fiscal",
  "weak-dollar": "markets",
  "strong-dollar": "markets",
  "rebate-checks": "fiscal",
  "more-bonds": "fiscal",
  "fewer-bonds": "fiscal",
  "official-act": "markets",
};

/** Talks going well, refused with a producer, or a hard line on a partner. */
function talksMeaning(f: Fact, what: string): string {
  const on = f.countries.length ? countriesSaid(f.countries) : null;
  if (f.stance === "refused") return `${what} keeps a deal that would return ${on ? `${on}'s` : "the producer's"} oil to the market further off.`;
  // (A hard line on every country's tariffs, "There is NO PAUSE", names no partner: facts/hardline.ts globalHardLineFact.)
  const whom = on ?? goodsNamed(f) ?? (f.global ? "every country" : "the partner");
  if (f.stance === "hard") return `${what} signals that tariffs on ${whom} stay or rise: no relief to price yet.`;
  return `${what} lower the odds of new tariffs, though nothing is agreed yet.`;
}

/** What the fact means for prices, in one sentence naming the post's own specifics. */
export function meaningOf(f: Fact, sig: Signals, x: Exposure, sents: string[]): string {
  const what = cap(factPhrase(f));
  switch (f.kind) {
    case "tariff-imposed":
    case "tariff-raised":
      // "any Country that buys Oil… from Venezuela": its buyers pay, and its barrels go unsold.
      if (f.whoever && f.oilFrom)
        return `${what}: a secondary tariff on the buyers of ${countryName(f.oilFrom)}'s oil, which leaves its barrels unsold and lifts crude.`;
      // "any Country doing business with Iran": the producer's largest buyers pay, and its barrels go unsold.
      if (f.whoever && secondaryProducer(f))
        return `${what}: a secondary tariff on whoever trades with ${countryName(secondaryProducer(f)!)}, which falls on its largest oil buyers and lifts crude.`;
      if (f.whoever) return `${what}: a secondary tariff aimed at whoever trades with the target, so the post names no country to price it on.`;
      if (f.companies.length && !f.goods && !f.countries.length) return `${what} is a direct cost to the company unless it moves production to the U.S.`;
      return `${what} raises the cost of ${goodsNamed(f) ? `imported ${goodsNamed(f)}` : f.countries.length > 3 ? `the goods of ${countriesSaid(f.countries)}` : f.countries.length ? `${countriesSaid(f.countries)}'s goods` : "those imports"} in the U.S. and hits the exporters that sell them${f.global && !f.goods ? "; a tariff on everyone reaches the whole market" : ""}.`;
    case "tariff-threatened": {
      // What the threat leaves open: the rate, the date, or both ("until America's 250th birthday" is a date).
      const when = deadlineOf(f.sentence) ?? f.when;
      const open = f.size && when ? null : f.size ? "no date yet" : when ? `no rate yet, but a date (${when})` : "no rate or date yet";
      const on = f.countries.length ? ` on ${countriesSaid(f.countries)}` : "";
      return `${what}: ${open ? `${open}, so ` : ""}tariff risk${on} stays on the table${sig.topics.negotiate ? " while talks go on" : ""}.`;
    }
    case "tariff-paused":
    case "tariff-cut":
      return `${what} is tariff relief: it lowers costs for importers${f.global && !f.goods ? " everywhere and lifts the whole market" : ""}.`;
    case "trade-cutoff":
      return `${what} puts that country's trade with the U.S. at risk.`;
    case "trade-deal":
      return `${what} sets terms, which takes the worst tariff outcome off the table.`;
    case "trade-talks":
      return talksMeaning(f, what);
    case "sanction-lifted":
    case "sanction":
      return sanctionMeaning(f, what, sig.oilCountry);
    case "escalation":
    case "de-escalation":
    case "ceasefire":
    case "supply-up":
    case "supply-down":
    case "energy-policy":
      return oilMeaning(f, what);
    case "company-demand":
    case "company-attack":
      return pressMeaning(f, what);
    case "company-praise":
      return f.companies.length > 1
        ? `${what}${sig.topics.invest ? " and their U.S. investment" : ""} is supportive for the names, with little read-through for their sectors.`
        : `${what}${sig.topics.invest ? " and its U.S. investment" : ""} is supportive for the name, with little read-through for its sector.`;
    case "company-deal":
      return dealMeaning(f, what);
    case "company-orders":
      return `${what}: more production is more revenue for the makers named.`;
    case "merger-push":
      return `${what}: a presidential push raises the odds that regulators clear it.`;
    case "merger-blocked":
      return `${what}: the company it would have bought loses the takeover premium in its shares.`;
    case "purchase":
      return `${what}: a new buyer supports the price of what it buys.`;
    case "purchase-halted":
      return `${what}: a buyer lost weighs on the price of what it bought.`;
    case "fed-pressure":
      return "More pressure on the Fed to cut rates; it moves expectations only if the Fed signals it is listening.";
    case "fed-personnel":
      if (f.kept) return "Ruling out a change at the top of the Fed takes the doubt about its independence out of prices.";
      return "A change at the top of the Fed moves rate-cut expectations and raises questions about its independence.";
    case "buy-call":
      return `${what} from the President: a short-lived lift is the usual pattern.`;
    case "drug-pricing":
      return `${what} squeeze drugmakers' U.S. margins${x.companies.length ? `: ${list(x.companies.slice(0, 3).map((c) => c.name))} named` : ""}.`;
    case "crypto-policy":
      return "Government support for crypto is a tailwind for bitcoin and listed crypto names.";
    case "backstop":
      return `${what}: U.S. money behind the partner steadies its currency and lifts its markets.`;
    case "official-act":
      return actMeaning(f, sents);
    default:
      // What is left are the government's money and the dollar (facts/fiscal.ts).
      return fiscalMeaning(f, what);
  }
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The government's funding fought over or settled, and the dollar he wants weaker or stronger. */
function fiscalMeaning(f: Fact, what: string): string {
  const debt = DEBT_LIMIT.test(f.sentence);
  if (f.kind === "funding-standoff")
    return `${what} ${debt ? "puts a missed payment on U.S. debt in play" : "halts federal pay and spending while it lasts"}: a risk-off weight on stocks.`;
  if (f.kind === "funding-resolved") return `${what} ${debt ? "takes a missed payment on U.S. debt off the table" : "restores federal pay and spending"}.`;
  if (f.kind === "rebate-checks") return `${what}: money households spend, paid for with more borrowing.`;
  if (f.kind === "more-bonds" || f.kind === "fewer-bonds") return `${what} changes how many long bonds buyers must absorb.`;
  return f.kind === "weak-dollar"
    ? `${what}: the President talking the dollar down weighs on it and lifts gold.`
    : `${what}: the President backing a strong dollar supports it.`;
}

/** Sanctions or export controls, and their lifting: chips and chipmaking tools are told by whom they reach. */
function sanctionMeaning(f: Fact, what: string, oilCountry: boolean): string {
  const lifted = f.kind === "sanction-lifted";
  if (f.goods === "chips")
    return lifted
      ? "Chip sales to China allowed again give U.S. chip designers back one of their largest markets."
      : `${what} cut U.S. chip designers off from sales there, one of their largest markets.`;
  if (f.goods === "chip tools")
    return `${what} ${lifted ? "give chipmaking-tool makers back" : "cut chipmaking-tool makers off from"} China's fabs, among their largest buyers.`;
  if (lifted) return `${what} reopen trade and finance that companies price in${oilCountry ? "; a producer freed of sanctions ships more oil" : ""}.`;
  // Threatened, not imposed ("We are looking at cutting off… anyone who buys Iranian Oil"): what they would do.
  if (f.action === null)
    return `Threatened: ${lower(what)} would cut off trade that companies price in${oilCountry ? "; a producer under sanctions would ship less oil" : ""}.`;
  return `${what} cut off trade that companies price in${oilCountry ? "; a producer under sanctions ships less oil" : ""}.`;
}

/** Fighting, calm, barrels and energy measures: what they do to crude. */
function oilMeaning(f: Fact, what: string): string {
  if (f.kind === "escalation") return `${what} puts a supply risk premium on crude${f.when ? ` (${f.when})` : ""}.`;
  // A ceasefire that names no party: the map says only what it does to the broad market (market-map/aims.ts).
  if (f.kind === "ceasefire" && !f.countries.length)
    return "A ceasefire he announces ends fighting: risk-on for the broad market; the post names no party, so no crude or country.";
  if (f.kind === "ceasefire" || f.kind === "de-escalation") return `${what} takes war risk premium out of crude${f.when ? ` (${f.when})` : ""}.`;
  // Minerals a partner holds back or lets go (facts/minerals.ts): their U.S. producers, not crude.
  if (f.goods && f.goods !== "oil" && (f.kind === "supply-down" || f.kind === "supply-up"))
    return f.kind === "supply-down"
      ? `${what}: the few U.S. producers of them get more for theirs.`
      : `${what}: the premium U.S. producers had while they were held back fades.`;
  // Both at once (facts/oil.ts supplyFact): a blockade lifted is no mixed picture.
  if (f.kind === "supply-up")
    return !f.mixed ? `${what}: more supply weighs on crude prices.` : "The post describes a blockade and oil still getting out: the supply picture is mixed.";
  if (f.kind === "supply-down") return `${what}: less supply lifts crude prices.`;
  if (endsConcession(f))
    return `${what}: less of its oil reaches the market${f.countries.some((c) => (OIL_LICENSEES[c] ?? []).length > 0) ? ", and the companies producing under it lose that output" : ""}.`;
  return "An energy measure on a producer: more supply or fewer limits weigh on crude; curbs do the opposite.";
}

/** A demand on a company or an attack on it; a demand made as support and a company barred from selling are told as what they are. */
function pressMeaning(f: Fact, what: string): string {
  if (f.kind === "company-attack")
    return BARRED.test(f.sentence)
      ? `${what} cuts off sales it was making or counting on: the stock prices the lost revenue.`
      : `${what} from the President is a reputational and sales risk for the stock.`;
  if (f.support) return `${what} from the President, with no penalty attached, lifts the name.`;
  return /\bagreed\b/i.test(f.sentence)
    ? `${cap(list(f.companies.map((c) => companyName(c.ticker))))} agreed to what the White House asked: the terms are now known.`
    : `${what} is a cost or a sales risk the market prices at the open.`;
}

/** A deal with a company; leave to sell and a listing are told as what they are. */
function dealMeaning(f: Fact, what: string): string {
  if (GOING_PUBLIC.test(f.sentence)) return `${what} values the shares anew, with the government's hold on them loosened: the stock reprices.`;
  if (ALLOWED_TO_SELL.test(f.sentence)) return `${what} opens sales that were shut: new revenue the stock reprices.`;
  if (INVESTMENT_ANNOUNCED.test(f.sentence)) return `${what} comes with the President's backing, which the stock prices as support.`;
  return `${what} has terms that are new, so the stock reprices.`;
}

/** An official act, told by its own sentence and, when the map reads the measure itself (homes barred to large investors, mortgage bonds bought), by what its row says it does. */
function actMeaning(f: Fact, sents: string[]): string {
  const key = retell(keySentence(sents, [T.officialAct]) ?? sents[0] ?? "", 140);
  const row = aimsOf(f)
    .map((a) => rowFor(a.kind, a.target))
    .find((w) => w?.effects.length);
  if (row) return `An official act (${key}): ${row.reason.charAt(0).toLowerCase()}${row.reason.slice(1)}`;
  return `An official act (${key}) takes effect as written; the instruments below are where it lands.`;
}

/** The Fed's people rather than its rates: who leads it. */
export const FED_PEOPLE = /\b(Powell|Chair(man)?|[Bb]oard|Governors?|Waller|Hassett|Warsh|Rieder)\b/;

/** Words of oil and energy themselves, not of the producer's war. */
const OIL_WORDS = /\b(oil|crude|energy|gas(oline)?|barrels?|Hormuz|Strait|tankers?|drill\w*|pipelines?|LNG|refiner\w*|OPEC)\b/i;

/** Without a fact to lead with: what the post is about, with its countries or companies. */
export function topicLead(sig: Signals, category: Category, x: Exposure): string {
  // Whom it is about, as the post names them: a country without a fund of its own (Iran) too.
  const countries = x.countries.length ? x.countries : sig.countries;
  // Talk about a company is on the company, whatever place it names ("Boeing… an order from Qatar Airways").
  // (Only a company the post names by its name: TikTok is no Oracle.)
  const named = category === "company" ? x.companies.filter((c) => sig.body.toLowerCase().includes(c.name.toLowerCase())) : [];
  const where = named.length
    ? ` on ${list(named.slice(0, 2).map((c) => c.name))}`
    : countries.length
      ? ` on ${countriesSaid(countries)}`
      : x.companies.length
        ? ` on ${list(x.companies.slice(0, 2).map((c) => c.name))}`
        : "";
  const about: Record<Category, string> = {
    tariff: `Tariff talk${where} without a rate or a date`,
    fed: FED_PEOPLE.test(sig.body) ? "Fed commentary aimed at its chair and board, without a decision" : "Fed commentary without a decision",
    // A producer's war or weapons talked of with no word of its oil ("for Iran to have a Nuclear Bomb is unacceptable") is security talk.
    energy: `${OIL_WORDS.test(sig.body) ? "Energy" : "Security"} talk${where} without a measure`,
    pharma: `Drug-pricing talk${where} without a measure`,
    sanctions: `Sanctions talk${where} without a measure`,
    company: `Talk${where} without a demand or a deal`,
    crypto: "Crypto talk without a measure",
    defense: `Defense and alliance news${where}`,
    fiscal: "Tax and budget news",
    housing: "Housing-finance talk",
    markets: `A market signal${where} without a concrete measure`,
  };
  return `${about[category]}: the headline risk is real, the price effect waits on specifics.`;
}

/** Which way the alert's instruments point, naming each of them once. */
export function movesOf(instruments: Instrument[]): string[] {
  const named = (d: Instrument["direction"]) => list(instruments.filter((i) => i.direction === d).map((i) => `${i.name} (${i.symbol})`));
  const out: string[] = [];
  const up = named("up");
  const down = named("down");
  const unclear = named("unclear");
  // One sentence for both ways: a market-wide fact names many instruments, and a note stays within three sentences.
  if (down && up) out.push(`Likely lower: ${down}; likely higher: ${up}.`);
  else if (down) out.push(`Likely lower: ${down}.`);
  else if (up) out.push(`Likely higher: ${up}.`);
  if (unclear) out.push(`No settled direction from this post: ${unclear}.`);
  return out;
}

export function analysisOf(sig: Signals, category: Category, x: Exposure, sents: string[], instruments: Instrument[]): string {
  const f = leadFact(sig, category);
  // A Low post's own fact that the map points ("THE CEASEFIRE IS NOW IN EFFECT") is told as the map
  // reads it, with the level's caveat; without one, the level's line says it all.
  if (sig.impact === "Low")
    return f?.voice === "own" && instruments.some((i) => i.direction !== "unclear")
      ? [meaningOf(f, sig, x, sents), LOW_CAVEAT, ...movesOf(instruments)].join(" ")
      : lowAnalysis(category, instruments);
  return [f ? meaningOf(f, sig, x, sents) : topicLead(sig, category, x), ...movesOf(instruments)].join(" ");
}

const LOW_CAVEAT = "Judged Low: little that is new for prices on its own.";

export function lowAnalysis(category: Category, instruments: Instrument[]): string {
  const about: Record<Category, string> = {
    tariff: "Tariff commentary",
    fed: "Fed commentary",
    energy: "Energy commentary",
    pharma: "Drug-pricing commentary",
    sanctions: "Sanctions commentary",
    company: "Commentary on a company",
    crypto: "Crypto commentary",
    defense: "Defense commentary",
    fiscal: "Budget and tax commentary",
    housing: "Housing commentary",
    markets: "Market commentary",
  };
  const lead = `${about[category]} that repeats what is already known; unlikely to move prices on its own.`;
  // What the map points still points its way, however little the post moves it.
  if (instruments.some((i) => i.direction !== "unclear")) return [lead, ...movesOf(instruments)].join(" ");
  const named = instruments.length ? ` Named: ${list(instruments.map((i) => `${i.name} (${i.symbol})`))}.` : "";
  return `${lead}${named}`;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
