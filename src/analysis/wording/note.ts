/**
 * The words of a rules alert: what a trader reads in Telegram. The judgement (relevant, impact,
 * tariff, sectors) comes from rules.ts; this module only says it: a one-sentence summary from the
 * post's own words (who, what, how much, when), a desk analyst's one to three sentences, things
 * to watch naming instruments, the instruments themselves (lexicon/tickers.ts) and the alert's
 * category (what the post is about).
 */
import type { Analysis, Category, Instrument, Sector } from "../analyzer.ts";
import { endsConcession, factPhrase, impliedBy, instrumentsOf } from "../market-map/instruments.ts";
import type { Fact } from "../facts/kinds.ts";
import { cleanBody, countryIn, countryName, goodsOf, keySentence, list, moneyOf, rateOf, retell, sentencesOf, unshout, whenOf } from "../facts/text.ts";
import { mayMatch } from "../lexicon/quick.ts";
import { COMMODITIES, COUNTRY_INSTRUMENTS, SECTOR_ETF } from "../lexicon/tickers.ts";
import { T } from "../lexicon/terms.ts";
import type { Signals } from "../rules.ts";

export type Note = Pick<Analysis, "category" | "tickers" | "instruments" | "summary" | "marketAnalysis" | "tradingIdeas">;

const RELIEF_IN = /\btariffs?\b[^.!?]{0,40}\b(is|are|will be|has been|have been) (reduced|lowered|cut|paused|suspended|lifted|removed|dropped)\b/i;
const isRelief = (sig: Signals, key: string) => sig.topics.relief || RELIEF_IN.test(key);
const RELIEF_VERB: [RegExp, string][] = [
  [/\b(paus|suspend|delay|postpon)/i, "pauses"],
  [/\bextend/i, "extends the pause on"],
  [/\b(lower|reduc|cut|slash|roll)/i, "cuts"],
  [/\b(lift|drop|remov|eliminat|waiv|exempt|exclu)/i, "lifts"],
];
const DRUG_PRICING =
  /\b(TrumpRx|drug pric(es?|ing)|Most Favou?red Nation|MFN|medicine prices|prescription drug prices|price of (drugs|medicines|prescription drugs))\b/i;
const PHARMA_TOPIC =
  /\b(TrumpRx|Big Pharma|drug prices?|prescription drugs?|pharmaceutical(s| companies)?|Most Favou?red Nation|medicine prices|drug ?makers|price of drugs|Obamacare|Affordable Care Act|health insurance|insurance companies|health ?care (plan|costs|prices))\b/i;

/** Producers whose fighting moves crude (Canada and Norway produce oil but fight no one). */
const OIL_STATES = new Set([
  "Iran",
  "Iraq",
  "Saudi Arabia",
  "Venezuela",
  "Russia",
  "Qatar",
  "United Arab Emirates",
  "Yemen",
  "Libya",
  "Kuwait",
  "Oman",
  "Nigeria",
  "Algeria",
  "Kazakhstan",
]);
const oilStates = (sig: Signals) => sig.countries.filter((c) => OIL_STATES.has(c));

/** Which topic a sentence is about, for the category and the key sentence. */
const TOPIC_RE: Record<Exclude<Category, "markets">, RegExp> = {
  tariff: T.tariff,
  fed: T.fed,
  energy: new RegExp(`${T.energy.source}|${T.oilChoke.source}`, "i"),
  pharma: PHARMA_TOPIC,
  sanctions: T.sanctions,
  company: /$^/, // decided from the companies named, not from words
  crypto: T.crypto,
  defense: new RegExp(`${T.defense.source}|${T.military.source}`, "i"),
  fiscal: new RegExp(`${T.fiscalMover.source}|${T.fiscal.source}`, "i"),
  housing: T.housing,
};

/** What the post is about: the action it announces, else the topic most of its sentences are about. */
export function categoryOf(sig: Signals): Category {
  // A drug-pricing post (TrumpRx, most-favored-nation prices) that mentions a tariff or names a
  // drugmaker is about drug pricing; a tariff on pharmaceuticals is a tariff.
  if (DRUG_PRICING.test(sig.body) || DRUG_PRICING.test(sig.slugs)) {
    if (
      sig.action === null ||
      sig.action === "tariff" ||
      sig.action === "trade-deal" ||
      sig.action === "company-demand" ||
      sig.action === "company-deal" ||
      sig.action === "official-act"
    )
      return "pharma";
  }
  switch (sig.action) {
    case "tariff":
    case "trade-deal":
      return "tariff";
    case "sanctions":
      return "sanctions";
    case "oil-conflict":
    case "oil-route":
    case "oil-policy":
      return "energy";
    case "fed-personnel":
      return "fed";
    case "company-demand":
    case "company-deal":
      return "company";
    case "buy-call":
      return sig.companies.length ? "company" : "markets";
  }
  if (sig.impact === "None") return "markets";
  // Fighting that involves an oil producer is, for a trader, about oil.
  if (!sig.tariff && oilStates(sig).length && (sig.topics.energy || T.oilChoke.test(sig.body) || sig.topics.military)) return "energy";
  const t = dominant(sig, ["tariff", "pharma", "fed", "sanctions", "energy", "crypto", "housing", "fiscal", "defense"]);
  if (t) return t;
  return sig.companies.length ? "company" : sig.tariff ? "tariff" : "markets";
}

/** The topic with the most sentences, in the order given on a tie; null when none is named. */
function dominant(sig: Signals, order: Exclude<Category, "markets" | "company">[]) {
  const sents = sentencesOf(`${sig.body} ${sig.slugs}`);
  let best: (typeof order)[number] | null = null;
  let most = 0;
  for (const c of order) {
    const n = mayMatch(TOPIC_RE[c], sig.starts) ? sents.filter((s) => TOPIC_RE[c].test(s)).length : 0;
    if (n > most) [best, most] = [c, n];
  }
  return best;
}

interface Exposure {
  /** Funds the post's facts reach without naming them (instruments.ts impliedBy); a company so reached is among `companies`. */
  implied: { ticker: string }[];
  countries: string[];
  companies: { name: string; ticker: string }[];
  commodities: { name: string; ticker: string }[];
  sectors: Sector[];
}

function exposureOf(sig: Signals): Exposure {
  const text = `${sig.body} ${sig.slugs}`;
  const implied = sig.impact === "High" || sig.impact === "Medium" ? sig.facts.flatMap(impliedBy) : [];
  let plain: string | undefined;
  const companies = [
    ...sig.companies.filter((c) => c.ticker).map((c) => ({ name: companyName(c.match, text, (plain ??= unshout(text))) ?? c.ticker, ticker: c.ticker })),
    ...implied.filter((i) => i.company),
  ];
  return {
    implied: implied.filter((i) => !i.company),
    countries: sig.countries.filter((c) => COUNTRY_INSTRUMENTS[c] && (COUNTRY_INSTRUMENTS[c]!.etf.length || COUNTRY_INSTRUMENTS[c]!.currency)),
    companies: [...new Map(companies.map((c) => [c.ticker, c])).values()],
    commodities: COMMODITIES.filter((c) => mayMatch(c.match, sig.starts) && c.match.test(text)).filter(
      (c) => c.name !== "crude" || sig.topics.energy || sig.oilCountry,
    ),
    sectors: [...sig.sectors],
  };
}

/** The name as the post wrote it ("Goldman Sachs"), for prose; `plain` is the text unshouted. */
function companyName(match: RegExp, text: string, plain: string) {
  const m = plain.match(match) ?? text.match(match);
  return m ? m[0] : null;
}

/**
 * The instruments an alert names: the companies the post names, the country funds and currencies
 * of the countries it names, the commodities it names; a sector fund only when nothing more
 * direct is named. Low impact posts name only what the post names itself.
 */
export function tickersOf(sig: Signals, category: Category, x: Exposure = exposureOf(sig)): string[] {
  const out: string[] = [...x.companies, ...x.implied].map((c) => c.ticker);
  const watch = sig.impact === "High" || sig.impact === "Medium";
  if (countryWatch(sig, category)) {
    for (const c of x.countries.slice(0, 3)) {
      const i = COUNTRY_INSTRUMENTS[c]!;
      out.push(...i.etf);
      if (i.currency) out.push(i.currency);
      if (sig.impact === "High" && sig.tariff && i.peers) out.push(...i.peers.tickers);
    }
  }
  out.push(...x.commodities.map((c) => c.ticker));
  if (watch && category === "fed") out.push("TLT", "UUP");
  if (watch && (category === "energy" || (category === "sanctions" && sig.oilCountry))) out.push("USO", "XLE");
  const lead = sig.facts.find((f) => f.action && f.action === sig.action);
  if (watch && out.length === 0 && lead?.whoever) out.push("SPY");
  if (watch && out.length === 0) {
    const sectors = x.sectors.filter((s) => s !== "currencies");
    for (const s of sectors.length ? sectors : ["broad-market" as const]) out.push(SECTOR_ETF[s]);
  }
  // Oil let through or held back, a war calmed or widened: airlines pay for the fuel.
  if (watch && category === "energy" && sig.facts.some((f) => f.voice === "own" && OIL_MOVES.has(f.kind))) out.push("JETS");
  // An action that reaches the whole market (a global tariff or pause, a buy call on stocks) names it.
  if (watch && sig.facts.some((f) => f.voice === "own" && f.global && f.action && !f.whoever)) out.push("SPY", "QQQ");
  // Direct market talk names the market.
  if (sig.topics.market && /\b(stock market|Dow|S&P|NASDAQ)\b/i.test(sig.body)) out.push("SPY");
  return [...new Set(out)].slice(0, 8);
}

const OIL_MOVES = new Set<Fact["kind"]>(["supply-up", "supply-down", "escalation", "de-escalation", "ceasefire"]);

/** A country's fund and currency are the instruments when the post is about trade with it, not when it is named in passing. */
const countryWatch = (sig: Signals, category: Category) => sig.tariff || category === "tariff" || category === "sanctions" || leaderTalks(sig, category);
/** A call or meeting with a big trading partner's leader, with no other subject: its markets trade on the outcome. */
const leaderTalks = (sig: Signals, category: Category) => category === "markets" && sig.majorCountry && sig.topics.negotiate;

export function writeNote(sig: Signals): Note {
  if (sig.impact === "None")
    return { category: "markets", tickers: [], instruments: [], summary: "Not market relevant.", marketAnalysis: "", tradingIdeas: [] };
  const category = categoryOf(sig);
  const x = exposureOf(sig);
  const tickers = tickersOf(sig, category, x);
  const sents = sentencesOf(cleanBody(sig.body));
  // A sentence cut short ends on its ellipsis, not on "…." .
  const summary = summaryOf(sig, category, sents).replace(/…\.$/, "…");
  const instruments = instrumentsOf(
    sig.facts,
    tickers,
    new Map(x.companies.map((c) => [c.ticker, c.name])),
    new Map(x.commodities.map((c) => [c.ticker, c.name])),
  );
  const marketAnalysis = analysisOf(sig, category, x, sents, instruments);
  const tradingIdeas = sig.impact === "High" || sig.impact === "Medium" ? ideasOf(sig, category, instruments) : [];
  return { category, tickers, instruments, summary, marketAnalysis, tradingIdeas };
}

// ── summary ────────────────────────────────────────────────────────────────────────────────

function summaryOf(sig: Signals, category: Category, sents: string[]): string {
  const words = sig.body.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
  // "Secretary Wright: “…”": someone else's words, said as theirs.
  const quote = sig.body.match(/^([A-Z][\w.'’ ,-]{2,40}):\s*[“"](.+?)[”"]?\s*$/);
  if (quote) return `Trump quotes ${unshout(quote[1]!)}: “${quoted(quote[2]!)}”.`;
  const repost = sig.body.match(/^@\s?(\w{2,30})\s+(.*)$/);
  if (repost) return `Trump reposts @${repost[1]}: “${retell(firstSentence(repost[2]!), 180, true)}”.`;
  if (sig.article || words < 4) {
    const headline = (sig.body.replace(/:\s*$/, "") || sig.slugs).trim();
    return `Trump shares ${words < 4 && !sig.body ? "a link" : "an article"}: “${retell(firstSentence(headline), 160, true)}”.`;
  }
  // The sentence that carries the post's fact says it best, when he says it himself.
  const lead = leadFact(sig, category);
  // (A sentence that leaves out the companies the fact is about, "GET THAT DEAL DONE!", says less than one that names them.)
  const named = (x: string) => !lead?.companies.length || lead.companies.some((c) => c.match.test(x));
  const own = lead && lead.voice === "own" ? sents.find((x) => (x.includes(lead.sentence.slice(0, 40)) || lead.sentence.includes(x)) && named(x)) : undefined;
  // A tariff post's summary says its action: the sentence it was read from, when it has one.
  // (A sentence that states the rate says it better than one that does not.)
  const rated = sents.some((x) => T.tariff.test(x) && rateOf(x));
  const acted = lead?.action && lead.action === sig.action && own && (rateOf(own) || !rated) ? own : undefined;
  if (category === "tariff" && sig.action === "trade-deal") return dealSummary(sig, sents) ?? said(sents, [T.deal, /\d\s?%|\$/]);
  if (category === "tariff")
    return (
      (lead && acted && threatSummary(lead, acted)) ??
      tariffSummary(sig, sents, acted) ??
      said(sents, [...(acted ? [new RegExp(escapeText(acted.slice(0, 40)))] : []), T.tariff, /\d\s?%/, T.trade])
    );
  const patterns: Record<Category, RegExp[]> = {
    tariff: [T.tariff],
    fed: [T.fedPersonnel, /\b(cut|lower)\b[^.!?]{0,25}\brates?\b/i, T.fed],
    energy: [T.ceasefireOrStrike, T.oilChoke, T.energy, T.military],
    pharma: [T.drugs, TOPIC_RE.pharma],
    sanctions: [T.sanctionAction, T.sanctions],
    company: [...sig.companies.map((c) => c.match), T.companyDemand, T.money],
    crypto: [T.crypto],
    defense: [T.defense, T.military],
    fiscal: [TOPIC_RE.fiscal],
    housing: [T.housing],
    markets: [T.market, T.macro, T.economy],
  };
  return said(sents, own ? [new RegExp(escapeText(own.slice(0, 40)))] : patterns[category]);
}

const escapeText = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "their drone attack" → "Iran's drone attack": the country the sentences before it named. */
function resolvePronouns(key: string, before: string[]): string {
  if (!/^(Also,?\s+)?(their|they|them)\b/i.test(key)) return key;
  const named = before
    .map((x) => countryIn(x))
    .filter(Boolean)
    .pop();
  if (!named || new RegExp(`\\b${named}\\b`).test(key)) return key;
  return key.replace(/^(Also,?\s+)?their\b/i, `$1${countryName(named)}’s`).replace(/^(Also,?\s+)?they\b/i, `$1${countryName(named)}`);
}

/** Someone else's words as they said them (their "we" stays theirs): plain case, first sentence, not too long. */
function quoted(words: string) {
  const s = unshout(firstSentence(words)).replace(/[\s.!?…"“”]+$/, "");
  return s.length > 160 ? `${s.slice(0, s.lastIndexOf(" ", 160))}…` : s;
}

/** A quoted headline or repost, cut to its first sentence: a summary is one sentence. */
const firstSentence = (s: string) => sentencesOf(s)[0] ?? s;

/** "Trump says …" with the key sentence retold. */
function said(sents: string[], patterns: RegExp[]): string {
  let key = keySentence(sents, patterns) ?? sents[0] ?? "";
  key = resolvePronouns(key, sents.slice(0, Math.max(0, sents.indexOf(key))));
  // "He must cut rates now!" says who only with the sentence before it.
  const i = sents.indexOf(key);
  if (i > 0 && /^(He|She|They)\b/.test(key)) key = `${sents[i - 1]!.replace(/[.!?]+$/, "")}; ${key.charAt(0).toLowerCase()}${key.slice(1)}`;
  // A question is his, asked: quoted, not told as a statement.
  if (/\?[”"]?\s*(\([^)]*\))?\s*$/.test(key)) return `Trump asks: “${retell(key.replace(/\s*\([^)]*\)\s*$/, ""), 200, true)}?”`;
  const told = retell(key);
  if (!told) return "Trump posts about the markets.";
  // "he is pleased to announce that X" is an announcement of X.
  const announced = told.match(
    /^(?:(today|tonight|this morning|earlier today),?\s+)?he (is|was) (very )?(pleased|proud|honored|thrilled|happy|excited|delighted) to (announce|report|inform you|share)( that)?\s+(.*)$/i,
  );
  if (announced) return `Trump announces${announced[1] ? ` ${announced[1].toLowerCase()}` : ""}${announced[6] ?? ""} ${announced[7]}.`;
  // "Very much looking forward to…", "Will be speaking…": he leaves out the subject; a note does not.
  if (/^(will|has|had|was|did|would|can)\b/.test(told)) return `Trump says he ${told}.`;
  // "Just spoke to the Prime Minister…", "Just completed a call…": he is the one who did it.
  if (
    /^(just |also |then |today |recently )?(spoke|had|met|made|signed|completed|concluded|finished|received|returned|told|got|sent|ordered|authorized|directed|approved|landed|arrived|talked|called|agreed|learned)\b/.test(
      told,
    )
  )
    return `Trump says he ${told}.`;
  return /^(very much |very |so |really )?(looking forward|honored|thrilled|pleased|happy|proud|getting|working|heading|leaving|meeting|departing)\b/i.test(
    told,
  )
    ? `Trump says he is ${told}.`
    : `Trump says ${told}.`;
}

/**
 * A threat whose sentence leans on the sentences before it ("I agreed to give her until our
 * Country’s 250th Birthday or… their Tariffs would jump"): said from the fact, its target and deadline.
 */
function threatSummary(f: Fact, sentence: string): string | null {
  if (f.kind !== "tariff-threatened" || f.countries.length !== 1 || !/\b(she|her|him|they|their|them)\b/i.test(sentence)) return null;
  const rate = f.size ?? rateOf(sentence);
  const higher = /\bmuch (higher|more)\b/i.test(sentence) ? "much higher " : /\b(higher|jump|rais|increas|hike|go up)/i.test(sentence) ? "higher " : "";
  const until = deadlineOf(sentence);
  const deadline = until ? `, giving it ${until}` : "";
  return `Trump threatens ${countryName(f.countries[0]!)} with ${rate ? `a ${rate} tariff` : `${higher}tariffs`}${deadline}.`;
}

/** The time a threat gives ("until our Country’s 250th Birthday or…" → "until America's 250th birthday"). */
function deadlineOf(sentence: string): string | null {
  const until = sentence.match(/\buntil ([^,;.!?]{3,60}?)(?=\s+or\b|\s*[,;.!?]|$)/i)?.[1];
  return until ? `until ${retell(until, 60)}` : null;
}

function tariffSummary(sig: Signals, sents: string[], own?: string): string | null {
  const key = own && T.tariff.test(own) ? own : keySentence(sents, [/\d\s?(%|percent)/i, T.tariff, T.concrete, T.tariffRelief, T.tariffLetters]);
  if (!key || !T.tariff.test(key)) return null;
  // "They have charged our Farmers 400%", "Vietnam wants to cut their Tariffs": the other side's
  // tariffs; his own sentence says it better than a template would.
  if (/\b(they|their|them)\b|\bcharged? (us|our)\b/i.test(key)) return null;
  // "reduced to 30%": the new rate is the one that counts.
  const rate = key.match(/\b(?:to|at) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i)?.[1]?.concat("%") ?? rateOf(key);
  const when = whenOf(key) ?? whenOf(sig.body);
  // "A Country supplying Military Weapons to Iran will be tariffed…": on whoever does it, not on Iran.
  const whoever = sig.facts.find((f) => f.whoever)?.whoever;
  if (whoever) return `Trump sets a ${rate ? `${rate} ` : ""}tariff on ${whoever}${when ? `, ${when}` : ""}.`;
  const { goods, all } = goodsOf(key);
  // "on the European Union" names a country; "on all Japanese products" names goods from one.
  const generic = goods !== null && /\b(products|goods|imports|exports|items|merchandise)$/i.test(goods);
  const fromCountry = goods ? countryIn(goods) : null;
  const goodsCountry =
    fromCountry &&
    !generic &&
    !/\b(cars|autos|vehicles|trucks|steel|aluminum|copper|chips|semiconductors|pharmaceuticals|drugs|movies|films|furniture|lumber)\b/i.test(goods!)
      ? fromCountry
      : null;
  const countries = [
    ...new Set([...(goodsCountry ? [goodsCountry] : []), ...sig.countries.filter((c) => new RegExp(`\\b${c}\\b`, "i").test(key) || countryIn(key) === c)]),
  ];
  const named = countries.length ? countries : fromCountry ? [fromCountry] : sig.countries.slice(0, 1);
  let target: string | null = null;
  if (goods && !goodsCountry) {
    const plain = goods
      .replace(/^(imported|foreign)\s+/i, "")
      .toLowerCase()
      .replace(
        /\b(japanese|chinese|european|canadian|mexican|korean|indian|brazilian|swiss|german|french|british)\b/g,
        (w) => w[0]!.toUpperCase() + w.slice(1),
      );
    if (named.length && generic) target = `all goods from ${list(named.map(countryName))}`;
    else target = `${all ? "all " : ""}${plain}${named.length ? ` from ${list(named.map(countryName))}` : ""}`;
  } else if (named.length) target = list(named.map(countryName));
  // Without a target, or with only a country and no rate or goods, the post's own sentence says
  // it better ("a 90 day pause on reciprocal tariffs…", "when he puts on a Retaliatory Tariff…").
  if (!target || (!rate && !goods)) return null;
  const relief = isRelief(sig, key) ? RELIEF_VERB.find(([re]) => re.test(key))?.[1] : undefined;
  const verb =
    relief ??
    (sig.topics.letters
      ? "sends tariff letters setting"
      : /\brecommend/i.test(key)
        ? "proposes"
        : sig.impact !== "High" && /\b(could|may|might|consider|threat|will soon|are coming)/i.test(key)
          ? "threatens"
          : "sets");
  const on = target ? ` on ${target}` : "";
  const at = when ? ` ${when}` : "";
  // "raising the Tariff charged to China to 125%", "increasing the Tariff on Canada by 10%".
  const raise = key.match(/\b(rais|increas|hik|doubl)\w*\b[^!?;]{0,90}?\b(to|by) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i);
  if (raise) return `Trump raises the tariff${on} ${raise[2]!.toLowerCase()} ${raise[3]}%${at}.`;
  // "cuts the tariff on China to 30%": only when the new rate belongs to the cut.
  const cutTo = key.match(/\b(reduc|lower|cut|paus|slash|drop)\w*\b[^.!?;]{0,40}?\bto (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i);
  if (relief && cutTo) return `Trump ${verb} the tariff${on} to ${cutTo[2]}%${at}.`;
  if (relief && rate) return null;
  const what = rate ? `a ${rate} tariff` : "tariffs";
  return `Trump ${verb} ${what}${on}${at}.`;
}

function dealSummary(sig: Signals, sents: string[]): string | null {
  if (!sig.countries.length) return null;
  const key = keySentence(sents, [T.deal, /\d\s?(%|percent)/i, /\$\s?\d/]) ?? "";
  const terms = sents.join(" ");
  const rate = rateOf(key) ?? rateOf(terms);
  const money = moneyOf(terms);
  const parts = [rate ? `a ${rate} tariff` : null, money ? `${money} of ${/\b(buy|purchase)/i.test(terms) ? "purchases" : "investment"}` : null].filter(
    Boolean,
  ) as string[];
  return `Trump announces a trade deal with ${list(sig.countries.slice(0, 2).map(countryName))}${parts.length ? `: ${list(parts)}` : ""}.`;
}

// ── market analysis ────────────────────────────────────────────────────────────────────────

/** The fact the note leads with: the post's action, else its first own fact on the alert's subject. */
function leadFact(sig: Signals, category: Category): Fact | null {
  const own = sig.facts.filter((f) => f.voice === "own");
  // An official act says little by itself ("I directed…"): the fact it brought about says more.
  const action = own.find((f) => f.action && f.action === sig.action);
  // Else a fact on the alert's subject, else one on the companies or goods it names (any fact of a
  // High): the note follows what was read, never a line that says no measure was found when one
  // was (a purchase, a merger pushed, more orders).
  return (
    (action?.kind === "official-act" ? null : action) ??
    own.find((f) => KIND_CATEGORY[f.kind] === category) ??
    action ??
    own.find((f) => NAMED_KINDS.has(f.kind) || (sig.impact === "High" && f.kind !== "official-act")) ??
    null
  );
}
/** Facts about the companies or goods a post names: what the note says before any topic line. */
const NAMED_KINDS = new Set<Fact["kind"]>(["company-demand", "company-attack", "company-praise", "company-deal", "company-orders", "merger-push", "purchase"]);
const KIND_CATEGORY: Record<Fact["kind"], Category> = {
  "tariff-imposed": "tariff",
  "tariff-raised": "tariff",
  "tariff-threatened": "tariff",
  "tariff-paused": "tariff",
  "tariff-cut": "tariff",
  "trade-deal": "tariff",
  "trade-cutoff": "tariff",
  sanction: "sanctions",
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
  purchase: "tariff",
  "fed-pressure": "fed",
  "fed-personnel": "fed",
  "buy-call": "markets",
  "drug-pricing": "pharma",
  "crypto-policy": "crypto",
  "official-act": "markets",
};

/** What the fact means for prices, in one sentence naming the post's own specifics. */
function meaningOf(f: Fact, sig: Signals, x: Exposure, sents: string[]): string {
  const what = cap(factPhrase(f));
  switch (f.kind) {
    case "tariff-imposed":
    case "tariff-raised":
      if (f.whoever) return `${what}: a secondary tariff aimed at whoever trades with the target, so the post names no country to price it on.`;
      return `${what} raises the cost of ${f.goods ? `imported ${f.goods}` : f.countries.length ? `${list(f.countries.slice(0, 2).map(countryName))}'s goods` : "those imports"} in the U.S. and hits the exporters that sell them${f.global ? "; a tariff on everyone reaches the whole market" : ""}.`;
    case "tariff-threatened": {
      // What the threat leaves open: the rate, the date, or both ("until America's 250th birthday" is a date).
      const when = deadlineOf(f.sentence) ?? f.when;
      const open = f.size && when ? null : f.size ? "no date yet" : when ? `no rate yet, but a date (${when})` : "no rate or date yet";
      const on = f.countries.length ? ` on ${list(f.countries.slice(0, 2).map(countryName))}` : "";
      return `${what}: ${open ? `${open}, so ` : ""}tariff risk${on} stays on the table${sig.topics.negotiate ? " while talks go on" : ""}.`;
    }
    case "tariff-paused":
    case "tariff-cut":
      return `${what} is tariff relief: it lowers costs for importers${f.global ? " everywhere and lifts the whole market" : ""}.`;
    case "trade-cutoff":
      return `${what} puts that country's trade with the U.S. at risk.`;
    case "trade-deal":
      return `${what} sets terms, which takes the worst tariff outcome off the table.`;
    case "sanction":
      return `${what} cut off trade that companies price in${sig.oilCountry ? "; a producer under sanctions ships less oil" : ""}.`;
    case "escalation":
      return `${what} puts a supply risk premium on crude${f.when ? ` (${f.when})` : ""}.`;
    case "de-escalation":
    case "ceasefire":
      return `${what} takes war risk premium out of crude${f.when ? ` (${f.when})` : ""}.`;
    case "supply-up":
      return f.size || !/blockade/i.test(f.sentence)
        ? `${what}: more supply weighs on crude prices.`
        : "The post describes a blockade and oil still getting out: the supply picture is mixed.";
    case "supply-down":
      return `${what}: less supply lifts crude prices.`;
    case "energy-policy":
      if (endsConcession(f))
        return `${what}: less of its oil reaches the market${x.companies.some((c) => impliedBy(f).some((i) => i.ticker === c.ticker)) ? ", and the companies producing under it lose that output" : ""}.`;
      return "An energy measure on a producer: more supply or fewer limits weigh on crude; curbs do the opposite.";
    case "company-demand":
      return /\bagreed\b/i.test(f.sentence)
        ? `${cap(list(f.companies.map((c) => c.ticker)))} agreed to what the White House asked: the terms are now known.`
        : `${what} is a cost or a sales risk the market prices at the open.`;
    case "company-attack":
      return `${what} from the President is a reputational and sales risk for the stock.`;
    case "company-praise":
      return f.companies.length > 1
        ? `${what}${sig.topics.invest ? " and their U.S. investment" : ""} is supportive for the names, with little read-through for their sectors.`
        : `${what}${sig.topics.invest ? " and its U.S. investment" : ""} is supportive for the name, with little read-through for its sector.`;
    case "company-deal":
      return `${what} has terms that are new, so the stock reprices.`;
    case "company-orders":
      return `${what}: more production is more revenue for the makers named.`;
    case "merger-push":
      return `${what}: approval would reprice both names on the deal's terms, which the post does not give.`;
    case "purchase":
      return `${what}: a new buyer supports the price of what it buys.`;
    case "fed-pressure":
      return "More pressure on the Fed to cut rates; it moves expectations only if the Fed signals it is listening.";
    case "fed-personnel":
      return "A change at the top of the Fed moves rate-cut expectations and raises questions about its independence.";
    case "buy-call":
      return `${what} from the President: a short-lived lift is the usual pattern.`;
    case "drug-pricing":
      return `${what} squeeze drugmakers' U.S. margins${x.companies.length ? `: ${list(x.companies.slice(0, 3).map((c) => c.name))} named` : ""}.`;
    case "crypto-policy":
      return "Government support for crypto is a tailwind for bitcoin and listed crypto names.";
    case "official-act": {
      const key = retell(keySentence(sents, [T.officialAct]) ?? sents[0] ?? "", 140);
      return `An official act (${key}) takes effect as written; the instruments below are where it lands.`;
    }
  }
}

/** The Fed's people rather than its rates: who leads it. */
const FED_PEOPLE = /\b(Powell|Chair(man)?|[Bb]oard|Governors?|Waller|Hassett|Warsh|Rieder)\b/;

/** Without a fact to lead with: what the post is about, with its countries or companies. */
function topicLead(sig: Signals, category: Category, x: Exposure): string {
  // Whom it is about, as the post names them: a country without a fund of its own (Iran) too.
  const countries = x.countries.length ? x.countries : sig.countries;
  const where = countries.length
    ? ` on ${list(countries.slice(0, 2).map(countryName))}`
    : x.companies.length
      ? ` on ${list(x.companies.slice(0, 2).map((c) => c.name))}`
      : "";
  const about: Record<Category, string> = {
    tariff: `Tariff talk${where} without a rate or a date`,
    fed: FED_PEOPLE.test(sig.body) ? "Fed commentary aimed at its chair and board, without a decision" : "Fed commentary without a decision",
    energy: `Energy talk${where} without a measure`,
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
function movesOf(instruments: Instrument[]): string[] {
  const named = (d: Instrument["direction"]) => list(instruments.filter((i) => i.direction === d).map((i) => `${i.name} (${i.symbol})`));
  const out: string[] = [];
  const up = named("up");
  const down = named("down");
  const unclear = named("unclear");
  if (down) out.push(`Likely lower: ${down}.`);
  if (up) out.push(`Likely higher: ${up}.`);
  if (unclear) out.push(`No settled direction from this post: ${unclear}.`);
  return out;
}

function analysisOf(sig: Signals, category: Category, x: Exposure, sents: string[], instruments: Instrument[]): string {
  if (sig.impact === "Low") return lowAnalysis(category, instruments);
  const f = leadFact(sig, category);
  return [f ? meaningOf(f, sig, x, sents) : topicLead(sig, category, x), ...movesOf(instruments)].join(" ");
}

function lowAnalysis(category: Category, instruments: Instrument[]): string {
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
  const named = instruments.length ? ` Named: ${list(instruments.map((i) => `${i.name} (${i.symbol})`))}.` : "";
  return `${about[category]} that repeats what is already known; unlikely to move prices on its own.${named}`;
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
    ? ` about ${list(sig.countries.slice(0, 2).map(countryName))}`
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

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
