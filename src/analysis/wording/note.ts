/**
 * The words of a rules alert: what a trader reads in Telegram. The judgement (relevant, impact,
 * tariff, sectors) comes from rules.ts; this module only says it: a one-sentence summary from the
 * post's own words (who, what, how much, when), a desk analyst's one to three sentences, things
 * to watch naming instruments, the instruments themselves (lexicon/tickers.ts) and the alert's
 * category (what the post is about).
 */
import type { Analysis, Category, Instrument, Sector } from "../analyzer.ts";
import { companyName, mapInstruments } from "../market-map/apply.ts";
import { impliedBy, instrumentsOf, pointingFacts } from "../market-map/instruments.ts";
import { factPhrase } from "./phrase.ts";
import { sentencesOf } from "../facts/sentences.ts";
import { countriesSaid, list } from "../facts/text.ts";
import { cleanBody } from "./retell.ts";
import { mayMatch } from "../lexicon/quick.ts";
import { COMMODITIES, COUNTRY_INSTRUMENTS, SECTOR_ETF } from "../lexicon/tickers.ts";
import type { Signals } from "../rules.ts";
import { categoryOf } from "./category.ts";
import { summaryOf } from "./summary.ts";
import { FED_PEOPLE, analysisOf, leadFact } from "./meaning.ts";

export type Note = Pick<Analysis, "category" | "tickers" | "instruments" | "summary" | "marketAnalysis" | "tradingIdeas">;

export interface Exposure {
  /** Funds the post's facts reach without naming them (market-map/instruments.ts impliedBy). */
  implied: string[];
  countries: string[];
  /** The companies the post names, by their own names ("Tim Cook" is evidence for Apple; the company is Apple). */
  companies: { name: string; ticker: string }[];
  commodities: { name: string; ticker: string }[];
  sectors: Sector[];
}

function exposureOf(sig: Signals): Exposure {
  const text = `${sig.body} ${sig.slugs}`;
  const companies = sig.companies.filter((c) => c.ticker).map((c) => ({ name: companyName(c.ticker), ticker: c.ticker }));
  return {
    implied: sig.impact === "High" || sig.impact === "Medium" ? sig.facts.flatMap(impliedBy) : [],
    countries: sig.countries.filter((c) => COUNTRY_INSTRUMENTS[c] && (COUNTRY_INSTRUMENTS[c]!.etf.length || COUNTRY_INSTRUMENTS[c]!.currency)),
    companies: [...new Map(companies.map((c) => [c.ticker, c])).values()],
    commodities: COMMODITIES.filter((c) => mayMatch(c.match, sig.starts) && c.match.test(text)).filter(
      (c) => c.name !== "crude" || sig.topics.energy || sig.oilCountry,
    ),
    sectors: [...sig.sectors],
  };
}

/**
 * The instruments the post names itself: its companies, the funds and currencies of the countries
 * it is about, the commodities it names, the gauges of its subject; the map (market-map/) adds
 * what its facts reach. A sector fund only when neither names anything more direct.
 */
const OIL_WORDS = /\b(oil|crude|gas|gasoline|coal|OPEC|barrels?|LNG|drill\w*|refiner\w*|pipelines?|fracking|energy|Hormuz|tankers?|Strait)\b/i;

export function tickersOf(sig: Signals, category: Category, x: Exposure, mapped: number): string[] {
  const out: string[] = [...x.companies.map((c) => c.ticker), ...x.implied];
  const watch = sig.impact === "High" || sig.impact === "Medium";
  if (countryWatch(sig, category)) {
    for (const c of x.countries.filter((c) => !originOnly(sig, c)).slice(0, 3)) {
      const i = COUNTRY_INSTRUMENTS[c]!;
      out.push(...i.etf);
      if (i.currency) out.push(i.currency);
      if (sig.impact === "High" && sig.tariff && i.peers) out.push(...i.peers.tickers);
    }
  }
  out.push(...x.commodities.map((c) => c.ticker));
  if (watch && category === "fed") out.push("TLT", "DXY");
  // Crude is the gauge of oil news: a post on nuclear power or wind farms alone is not about it, nor controls on chips a producer buys.
  const goodsHeld = sig.facts.some((f) => f.kind.startsWith("sanction") && f.goods && f.goods !== "oil");
  if (watch && ((category === "energy" && (sig.oilCountry || OIL_WORDS.test(sig.body))) || (category === "sanctions" && sig.oilCountry && !goodsHeld)))
    out.push("USO", "XLE");
  // A secondary tariff on whoever trades with the target names no country: the market as a whole carries it.
  const lead = sig.facts.find((f) => f.action && f.action === sig.action);
  if (watch && out.length === 0 && mapped === 0 && lead?.whoever) out.push("SPY");
  if (watch && out.length === 0 && mapped === 0) {
    const sectors = x.sectors.filter((s) => s !== "currencies");
    for (const s of sectors.length ? sectors : ["broad-market" as const]) out.push(SECTOR_ETF[s]);
  }
  // Direct market talk names the market.
  if (sig.topics.market && /\b(stock market|Dow|S&P|NASDAQ)\b/i.test(sig.body)) out.push("SPY");
  return [...new Set(out)];
}

/**
 * A country named only as where the goods of a tariff come from ("the Tariffs on Whiskey" from the
 * U.K.): the goods' makers carry the tariff (market-map/aims.ts), not the country's market.
 */
const originOnly = (sig: Signals, country: string) => {
  const about = sig.facts.filter((f) => f.countries.includes(country));
  const goods = (f: Signals["facts"][number]) => f.kind.startsWith("tariff") && f.goods !== null && !f.pressure;
  // An order that carries the tariff ("Effective immediately, I am raising…") points only through it.
  return about.some(goods) && about.every((f) => goods(f) || f.kind === "official-act");
};

/** A country's fund and currency are the instruments when the post is about trade with it, not when it is named in passing. */
const countryWatch = (sig: Signals, category: Category) => sig.tariff || category === "tariff" || category === "sanctions" || leaderTalks(sig, category);
/** A call or meeting with a big trading partner's leader, with no other subject: its markets trade on the outcome. */
const leaderTalks = (sig: Signals, category: Category) => category === "markets" && sig.majorCountry && sig.topics.negotiate;

/**
 * The note of a judged post; `marketOpen` says whether New York's cash market was trading when it was
 * posted, `at` when that was (ms; the instruments are named as they traded then).
 */
export function writeNote(sig: Signals, marketOpen: boolean, at: number): Note {
  if (sig.impact === "None")
    return { category: "markets", tickers: [], instruments: [], summary: "Not market relevant.", marketAnalysis: "", tradingIdeas: [] };
  const category = categoryOf(sig);
  const x = exposureOf(sig);
  const watch = sig.impact === "High" || sig.impact === "Medium";
  const mapped = mapInstruments(pointingFacts(sig.facts), marketOpen).length;
  const instruments = instrumentsOf(sig.facts, tickersOf(sig, category, x, mapped), { marketOpen, at });
  const sents = sentencesOf(cleanBody(sig.body));
  // A sentence cut short ends on its ellipsis, not on "…." .
  // Nor does one that ends on "U.S." take a second stop.
  const summary = summaryOf(sig, category, sents)
    .replace(/…\.$/, "…")
    .replace(/\b([A-Z]\.)\.$/, "$1");
  const marketAnalysis = analysisOf(sig, category, x, sents, instruments);
  const tradingIdeas = watch ? ideasOf(sig, category, instruments) : [];
  return { category, tickers: instruments.map((i) => i.symbol), instruments, summary, marketAnalysis, tradingIdeas };
}

// ── things to watch ────────────────────────────────────────────────────────────────────────

/** Things to watch: the instruments by direction, with when and for what, from this post's fact. */
function ideasOf(sig: Signals, category: Category, instruments: Instrument[]): string[] {
  const f = leadFact(sig, category);
  const when = sig.impact === "High" ? " at the open" : " on follow-up headlines";
  const why = f ? ` after ${factPhrase(f)}` : "";
  const ideas: string[] = [];
  const group = (d: Instrument["direction"]) => instruments.filter((i) => i.direction === d).map((i) => i.symbol);
  const down = group("down");
  const up = group("up");
  const unclear = group("unclear");
  if (down.length) ideas.push(`Watch ${list(down)}${when} for weakness${why}.`);
  if (up.length) ideas.push(`Watch ${list(up)}${when} for strength${why}.`);
  const about = sig.countries.length
    ? ` about ${countriesSaid(sig.countries)}`
    : sig.companies.length
      ? ` about ${list(sig.companies.slice(0, 2).map((c) => c.ticker))}`
      : category === "fed"
        ? FED_PEOPLE.test(sig.body)
          ? " about who leads the Fed"
          : " about the next rate decision"
        : "";
  if (unclear.length)
    ideas.push(
      `Watch ${list(unclear)}${when}${down.length || up.length || why ? ` for which way ${unclear.length > 1 ? "they break" : "it breaks"}${down.length || up.length ? "" : why}` : `${about} for a direction`}.`,
    );
  return ideas;
}
