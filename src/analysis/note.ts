/**
 * The words of a rules alert: what a trader reads in Telegram. The judgement (relevant, impact,
 * tariff, sectors) comes from rules.ts; this module only says it: a one-sentence summary from the
 * post's own words (who, what, how much, when), a desk analyst's one to three sentences, things
 * to watch naming instruments, the instruments themselves (lexicon/tickers.ts) and the alert's
 * category (what the post is about).
 */
import type { Analysis, Category, Sector } from "./analyzer.ts";
import { cleanBody, countryIn, countryName, goodsOf, keySentence, list, moneyOf, rateOf, retell, sentencesOf, unshout, whenOf } from "./facts.ts";
import { COMMODITIES, COUNTRY_INSTRUMENTS, CURRENCY_NAMES, SECTOR_ETF } from "./lexicon/tickers.ts";
import { T } from "./lexicon/terms.ts";
import type { Signals } from "./rules.ts";

export type Note = Pick<Analysis, "category" | "tickers" | "summary" | "marketAnalysis" | "tradingIdeas">;

const RELIEF_IN = /\btariffs?\b[^.!?]{0,40}\b(is|are|will be|has been|have been) (reduced|lowered|cut|paused|suspended|lifted|removed|dropped)\b/i;
const isRelief = (sig: Signals, key: string) => sig.topics.relief || RELIEF_IN.test(key);
const RELIEF_VERB: [RegExp, string][] = [
  [/\b(paus|suspend|delay|postpon)/i, "pauses"],
  [/\bextend/i, "extends the pause on"],
  [/\b(lower|reduc|cut|slash|roll)/i, "cuts"],
  [/\b(lift|drop|remov|eliminat|waiv|exempt|exclu)/i, "lifts"],
];
const DRUG_PRICING = /\b(TrumpRx|drug pric(es?|ing)|Most Favou?red Nation|MFN|medicine prices|prescription drug prices|price of (drugs|medicines|prescription drugs))\b/i;
const PHARMA_TOPIC = /\b(TrumpRx|Big Pharma|drug prices?|prescription drugs?|pharmaceutical(s| companies)?|Most Favou?red Nation|medicine prices|drug ?makers|price of drugs|Obamacare|Affordable Care Act|health insurance|insurance companies|health ?care (plan|costs|prices))\b/i;
const CEASEFIRE = /\b(cease[- ]?fire|truce|peace (deal|agreement)|stop (the )?(shooting|fighting)|call(ed)? off|hold(ing)? off|reopen|open(ed|ing)? the Strait|end(ed)? the war)\b/i;

/** Producers whose fighting moves crude (Canada and Norway produce oil but fight no one). */
const OIL_STATES = new Set(["Iran", "Iraq", "Saudi Arabia", "Venezuela", "Russia", "Qatar", "United Arab Emirates", "Yemen", "Libya", "Kuwait", "Oman", "Nigeria", "Algeria", "Kazakhstan"]);
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
    if (sig.action === null || sig.action === "tariff" || sig.action === "trade-deal" || sig.action === "company-demand" || sig.action === "company-deal" || sig.action === "official-act") return "pharma";
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
    const n = sents.filter((s) => TOPIC_RE[c].test(s)).length;
    if (n > most) [best, most] = [c, n];
  }
  return best;
}

interface Exposure {
  countries: string[];
  companies: { name: string; ticker: string }[];
  commodities: { name: string; ticker: string }[];
  sectors: Sector[];
}

function exposureOf(sig: Signals): Exposure {
  const text = `${sig.body} ${sig.slugs}`;
  const companies = sig.companies.filter((c) => c.ticker).map((c) => ({ name: companyName(c.match, text) ?? c.ticker, ticker: c.ticker }));
  return {
    countries: sig.countries.filter((c) => COUNTRY_INSTRUMENTS[c] && (COUNTRY_INSTRUMENTS[c]!.etf.length || COUNTRY_INSTRUMENTS[c]!.currency)),
    companies: [...new Map(companies.map((c) => [c.ticker, c])).values()],
    commodities: COMMODITIES.filter((c) => c.match.test(text)).filter((c) => c.name !== "crude" || sig.topics.energy || sig.oilCountry),
    sectors: [...sig.sectors],
  };
}

/** The name as the post wrote it ("Goldman Sachs"), for prose. */
function companyName(match: RegExp, text: string) {
  const m = unshout(text).match(match) ?? text.match(match);
  return m ? m[0] : null;
}

/**
 * The instruments an alert names: the companies the post names, the country funds and currencies
 * of the countries it names, the commodities it names; a sector fund only when nothing more
 * direct is named. Low impact posts name only what the post names itself.
 */
export function tickersOf(sig: Signals, category: Category, x: Exposure = exposureOf(sig)): string[] {
  const out: string[] = x.companies.map((c) => c.ticker);
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
  if (watch && out.length === 0) {
    const sectors = x.sectors.filter((s) => s !== "currencies");
    for (const s of sectors.length ? sectors : ["broad-market" as const]) out.push(SECTOR_ETF[s]);
  }
  // Direct market talk names the market.
  if (sig.topics.market && /\b(stock market|Dow|S&P|NASDAQ)\b/i.test(sig.body)) out.push("SPY");
  return [...new Set(out)].slice(0, 8);
}

/** A country's fund and currency are the instruments when the post is about trade with it, not when it is named in passing. */
const countryWatch = (sig: Signals, category: Category) => sig.tariff || category === "tariff" || category === "sanctions" || leaderTalks(sig, category);
/** A call or meeting with a big trading partner's leader, with no other subject: its markets trade on the outcome. */
const leaderTalks = (sig: Signals, category: Category) => category === "markets" && sig.majorCountry && sig.topics.negotiate;

export function writeNote(sig: Signals): Note {
  if (sig.impact === "None") return { category: "markets", tickers: [], summary: "Not market relevant.", marketAnalysis: "", tradingIdeas: [] };
  const category = categoryOf(sig);
  const x = exposureOf(sig);
  const tickers = tickersOf(sig, category, x);
  const sents = sentencesOf(cleanBody(sig.body));
  const summary = summaryOf(sig, category, sents);
  const marketAnalysis = analysisOf(sig, category, x, sents);
  const tradingIdeas = sig.impact === "High" || sig.impact === "Medium" ? ideasOf(sig, category, x, tickers) : [];
  return { category, tickers, summary, marketAnalysis, tradingIdeas };
}

// ── summary ────────────────────────────────────────────────────────────────────────────────

function summaryOf(sig: Signals, category: Category, sents: string[]): string {
  const words = sig.body.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
  if (sig.article || words < 4) {
    const headline = (sig.body.replace(/:\s*$/, "") || sig.slugs).trim();
    return `Trump shares ${words < 4 && !sig.body ? "a link" : "an article"}: “${retell(headline, 160)}”.`;
  }
  const repost = sig.body.match(/^@\s?(\w{2,30})\s+(.*)$/);
  if (repost) return `Trump reposts @${repost[1]}: “${retell(repost[2]!, 180)}”.`;
  if (category === "tariff" && sig.action === "trade-deal") return dealSummary(sig, sents) ?? said(sents, [T.deal, /\d\s?%|\$/]);
  if (category === "tariff") return tariffSummary(sig, sents) ?? said(sents, [T.tariff, /\d\s?%/, T.trade]);
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
  return said(sents, patterns[category]);
}

/** "Trump says …" with the key sentence retold. */
function said(sents: string[], patterns: RegExp[]): string {
  let key = keySentence(sents, patterns) ?? sents[0] ?? "";
  // "He must cut rates now!" says who only with the sentence before it.
  const i = sents.indexOf(key);
  if (i > 0 && /^(He|She|They)\b/.test(key)) key = `${sents[i - 1]!.replace(/[.!?]+$/, "")}; ${key.charAt(0).toLowerCase()}${key.slice(1)}`;
  const told = retell(key);
  if (!told) return "Trump posts about the markets.";
  // "he is pleased to announce that X" is an announcement of X.
  const announced = told.match(/^he (is|was) (very )?(pleased|proud|honored|thrilled|happy|excited|delighted) to (announce|report|inform you|share)( that)?\s+(.*)$/i);
  if (announced) return `Trump announces${announced[5] ?? ""} ${announced[6]}.`;
  // "Very much looking forward to…": he leaves out the subject; a note does not.
  return /^(very much |very |so |really )?(looking forward|honored|thrilled|pleased|happy|proud|getting|working|heading|leaving|meeting|departing)\b/i.test(told) ? `Trump says he is ${told}.` : `Trump says ${told}.`;
}

function tariffSummary(sig: Signals, sents: string[]): string | null {
  const key = keySentence(sents, [/\d\s?(%|percent)/i, T.tariff, T.concrete, T.tariffRelief, T.tariffLetters]);
  if (!key || !T.tariff.test(key)) return null;
  // "They have charged our Farmers 400%", "Vietnam wants to cut their Tariffs": the other side's
  // tariffs; his own sentence says it better than a template would.
  if (/\b(they|their|them)\b|\bcharged? (us|our)\b/i.test(key)) return null;
  // "reduced to 30%": the new rate is the one that counts.
  const rate = key.match(/\b(?:to|at) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i)?.[1]?.concat("%") ?? rateOf(key);
  const when = whenOf(key) ?? whenOf(sig.body);
  const { goods, all } = goodsOf(key);
  // "on the European Union" names a country; "on all Japanese products" names goods from one.
  const generic = goods !== null && /\b(products|goods|imports|exports|items|merchandise)$/i.test(goods);
  const fromCountry = goods ? countryIn(goods) : null;
  const goodsCountry = fromCountry && !generic && !/\b(cars|autos|vehicles|trucks|steel|aluminum|copper|chips|semiconductors|pharmaceuticals|drugs|movies|films|furniture|lumber)\b/i.test(goods!) ? fromCountry : null;
  const countries = [...new Set([...(goodsCountry ? [goodsCountry] : []), ...sig.countries.filter((c) => new RegExp(`\\b${c}\\b`, "i").test(key) || countryIn(key) === c)])];
  const named = countries.length ? countries : fromCountry ? [fromCountry] : sig.countries.slice(0, 1);
  let target: string | null = null;
  if (goods && !goodsCountry) {
    const plain = goods.replace(/^(imported|foreign)\s+/i, "").toLowerCase().replace(/\b(japanese|chinese|european|canadian|mexican|korean|indian|brazilian|swiss|german|french|british)\b/g, (w) => w[0]!.toUpperCase() + w.slice(1));
    if (named.length && generic) target = `all goods from ${list(named.map(countryName))}`;
    else target = `${all ? "all " : ""}${plain}${named.length ? ` from ${list(named.map(countryName))}` : ""}`;
  } else if (named.length) target = list(named.map(countryName));
  // Without a target, or with only a country and no rate or goods, the post's own sentence says
  // it better ("a 90 day pause on reciprocal tariffs…", "when he puts on a Retaliatory Tariff…").
  if (!target || (!rate && !goods)) return null;
  const relief = isRelief(sig, key) ? RELIEF_VERB.find(([re]) => re.test(key))?.[1] : undefined;
  const verb = relief ?? (sig.topics.letters ? "sends tariff letters setting" : /\brecommend/i.test(key) ? "proposes" : sig.impact !== "High" && /\b(could|may|might|consider|threat|will soon|are coming)/i.test(key) ? "threatens" : "sets");
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
  const parts = [rate ? `a ${rate} tariff` : null, money ? `${money} of ${/\b(buy|purchase)/i.test(terms) ? "purchases" : "investment"}` : null].filter(Boolean) as string[];
  return `Trump announces a trade deal with ${list(sig.countries.slice(0, 2).map(countryName))}${parts.length ? `: ${list(parts)}` : ""}.`;
}

// ── market analysis ────────────────────────────────────────────────────────────────────────

const currencyName = (code: string) => (CURRENCY_NAMES[code] ? `${CURRENCY_NAMES[code]} (${code})` : code);
/** "yen crosses", "CNH crosses". */
const crosses = (code: string) => `${CURRENCY_NAMES[code] && !CURRENCY_NAMES[code]!.includes(" ") ? CURRENCY_NAMES[code] : code} crosses`;
function countryExposure(countries: string[]) {
  return countries.slice(0, 2).map((c) => {
    const i = COUNTRY_INSTRUMENTS[c]!;
    return `${i.adjective} equities (${i.etf.join(", ") || "local markets"})${i.currency ? ` and the ${currencyName(i.currency)}` : ""}`;
  });
}

function analysisOf(sig: Signals, category: Category, x: Exposure, sents: string[]): string {
  if (sig.impact === "Low") return lowAnalysis(category);
  const out: string[] = [];
  const cos = x.companies.slice(0, 3);
  const coList = list(cos.map((c) => `${c.name} (${c.ticker})`));
  switch (category) {
    case "tariff": {
      const key = keySentence(sents, [/\d\s?(%|percent)/i, T.tariff, T.concrete, T.tariffRelief]) ?? "";
      const rate = rateOf(key);
      const where = x.countries.length ? list(x.countries.slice(0, 2).map(countryName)) : null;
      if (sig.action === "trade-deal") {
        out.push(`A deal with terms takes the worst tariff outcome off the table for ${where ?? "the partner"}.`);
        if (x.countries.length) out.push(`Supportive for ${list(countryExposure(x.countries))}, and for U.S. exporters to it.`);
      } else if (sig.action === "tariff" && isRelief(sig, key)) {
        out.push(`Tariff relief${where ? ` for ${where}` : ""} lowers costs for importers and is a relief-rally signal.`);
        out.push(x.countries.length ? `${cap(list(countryExposure(x.countries)))} should firm; retailers and automakers that import from there benefit.` : "Retailers (XRT) and importers benefit most.");
      } else if (sig.action === "tariff" && !x.countries.length && cos.length) {
        out.push(`A tariff${rate ? ` of ${rate}` : ""} aimed squarely at ${coList} puts the stock in play: it is a direct cost unless the company moves production to the U.S.`);
        out.push("Peers with the same supply chains tend to move in sympathy.");
      } else if (sig.action === "tariff") {
        const goods = goodsOf(key).goods;
        const on = where ?? (goods && !countryIn(goods) ? `imported ${goods.replace(/^(imported|foreign)\s+/i, "").toLowerCase()}` : null);
        out.push(`A ${rate ? `${rate} ` : "new "}tariff${on ? ` on ${on}` : ""} raises the cost of ${where ? "its goods" : "those imports"} in the U.S. and is a direct hit to the exporters that sell them.`);
        if (x.countries.length) out.push(`Expect pressure on ${list(countryExposure(x.countries))}, and on U.S. importers and retailers that depend on them; the dollar tends to firm on tariff news.`);
        else {
          const sectors = x.sectors.filter((s) => s !== "broad-market" && s !== "currencies").slice(0, 2);
          out.push(`Foreign makers lose share and U.S. producers gain pricing power; importers carry the cost${sectors.length ? `, most of all in ${list(sectors.map((s) => `${s} (${SECTOR_ETF[s]})`))}` : ""}.`);
        }
      } else {
        out.push(`No rate or date yet, but tariff risk${where ? ` on ${where}` : ""} stays on the table${sig.topics.negotiate ? " while talks go on" : ""}.`);
        if (x.countries.length) out.push(`${cap(list(countryExposure(x.countries)))} trade on the headlines until terms are set.`);
        else out.push("Importers and retailers trade on the headlines until terms are set.");
      }
      if (cos.length && !out.join(" ").includes(cos[0]!.ticker)) out.push(`Named: ${coList}.`);
      break;
    }
    case "energy": {
      const ceasefire = sents.some((s) => CEASEFIRE.test(s));
      if (sig.action === "oil-route") {
        out.push("What the U.S. does on the route through Hormuz sets the risk premium on a fifth of the world's oil.");
        out.push("Escorts and an open strait ease crude (USO) and tanker rates; any clash there lifts them, with energy shares (XLE) and airlines (JETS) moving opposite ways.");
      } else if (sig.action === "oil-policy" || (!sig.oilCountry && !sig.topics.military)) {
        out.push("Energy policy news for crude and producers: more supply or fewer limits weigh on oil prices and help refiners and transports; curbs do the opposite.");
      } else if (ceasefire) {
        out.push(`A ceasefire or de-escalation${sig.countries.length ? ` involving ${list(sig.countries.slice(0, 2).map(countryName))}` : ""} takes risk premium out of crude.`);
        out.push("Oil (USO) and energy shares (XLE) likely ease; airlines (JETS) and broad equities firm.");
      } else {
        out.push(`Military pressure on ${oilStates(sig).length ? list(oilStates(sig).slice(0, 2).map(countryName)) : "an oil producer"} adds a supply risk premium to crude.`);
        out.push("Oil (USO) and energy shares (XLE) likely bid, airlines (JETS) lower, and defense contractors (ITA) in demand.");
      }
      break;
    }
    case "fed":
      if (sig.action === "fed-personnel") out.push("A change at the top of the Fed moves rate-cut expectations and raises questions about its independence.", "Watch the front end of the Treasury curve, long bonds (TLT), the dollar and gold.");
      else out.push("More pressure on the Fed to cut rates; it moves expectations only if the Fed signals it is listening.", "Rate-sensitive sectors (homebuilders, small caps) and long bonds (TLT) are the gauges.");
      break;
    case "pharma":
      if (sig.action === "tariff") out.push(`A tariff on imported medicines raises costs for drugmakers that make them abroad${cos.length ? `: ${coList} named` : ""}; companies building U.S. plants are spared.`, "Large-cap pharma (XPH) and European drugmakers are most exposed.");
      else out.push(`Drug-pricing pressure squeezes drugmakers' U.S. margins${cos.length ? `: ${coList} named` : ""}.`, "Large-cap pharma (XPH) is most exposed; pharmacies and benefit managers move with it.");
      break;
    case "sanctions":
      out.push(`Sanctions or export controls${x.countries.length || sig.countries.length ? ` on ${list(sig.countries.slice(0, 2).map(countryName))}` : ""} cut off trade that companies price in.`);
      out.push(sig.oilCountry ? "A producer under sanctions tightens oil supply: crude (USO) and tanker rates likely firm." : "Companies selling there, chipmakers above all, are exposed.");
      break;
    case "company":
      if (sig.action === "company-demand" && /\bagreed\b/i.test(sig.body)) out.push(`An agreement the White House extracted from ${coList}: the terms are now known, which usually lifts the overhang on the stock.`, "Peers facing the same demand are next in line.");
      else if (sig.action === "company-demand") out.push(`A demand aimed squarely at ${coList || "a named company"} puts the stock in play at the open.`, "What he asks for (prices, plants, people or tariffs) is a cost or a sales risk the market prices at once.");
      else if (sig.action === "buy-call") out.push(`An explicit buy call on ${coList} from the President: a short-lived lift is the usual pattern.`);
      else if (sig.action === "company-deal") out.push(`A deal with terms naming ${coList}: the details are new, so expect the stock to reprice at the open.`, "Read-through to peers depends on whether the same terms are offered to them.");
      else out.push(`News about ${coList || "named companies"}${sig.topics.invest ? " and their U.S. investment" : ""}: supportive for the names mentioned, little read-through for the sector.`);
      break;
    case "crypto":
      out.push("Crypto policy from the White House moves sentiment in bitcoin (BTC) and listed crypto names (COIN, MSTR).");
      break;
    case "defense":
      if (sents.some((x) => T.defense.test(x))) out.push("Alliance and troop news moves defense budgets: contractors (ITA, LMT, RTX) are the beneficiaries of higher spending.");
      else out.push("Military action away from the oil trade: defense contractors (ITA) are the direct read-through; broad markets usually look past it.");
      break;
    case "fiscal":
      out.push("Tax and budget news moves the deficit outlook: Treasuries (TLT) and the broad market (SPY) react, sectors named in the bill most.");
      break;
    case "housing":
      out.push("Housing-finance policy moves homebuilders (XHB) and mortgage lenders, and the agencies (FNMA, FMCC).");
      break;
    case "markets":
      if (leaderTalks(sig, category) && x.countries.length) {
        out.push(`Leader-level talks with ${list(x.countries.slice(0, 2).map(countryName))}: no terms yet, but trade and tariffs are what such talks are about.`, `${cap(list(countryExposure(x.countries)))} trade on the headlines until there is an outcome.`);
        break;
      }
      out.push(sig.action === "buy-call" ? "An explicit call to buy stocks from the President: sentiment tends to lift briefly across the broad market (SPY)." : "A market-wide signal without a concrete measure; the broad market (SPY) is the gauge.");
      break;
  }
  const commodity = x.commodities.filter((c) => c.name !== "crude" || category !== "energy").slice(0, 2);
  const said = out.join(" ");
  commodity.splice(0, commodity.length, ...commodity.filter((c) => !said.includes(`(${c.ticker})`)));
  if (out.length < 3 && commodity.length) out.push(`${cap(list(commodity.map((c) => `${c.name} (${c.ticker})`)))} ${commodity.length > 1 ? "are" : "is"} directly exposed.`);
  return out.slice(0, 3).join(" ");
}

function lowAnalysis(category: Category): string {
  const about: Record<Category, string> = {
    tariff: "Tariff commentary", fed: "Fed commentary", energy: "Energy commentary", pharma: "Drug-pricing commentary", sanctions: "Sanctions commentary",
    company: "Commentary on a company", crypto: "Crypto commentary", defense: "Defense commentary", fiscal: "Budget and tax commentary", housing: "Housing commentary", markets: "Market commentary",
  };
  return `${about[category]} that repeats what is already known; unlikely to move prices on its own.`;
}

// ── things to watch ────────────────────────────────────────────────────────────────────────

function ideasOf(sig: Signals, category: Category, x: Exposure, tickers: string[]): string[] {
  const ideas: string[] = [];
  const when = sig.impact === "High" ? " at the open" : " on follow-up headlines";
  for (const c of countryWatch(sig, category) ? x.countries.slice(0, 2) : []) {
    const i = COUNTRY_INSTRUMENTS[c]!;
    const parts = [...i.etf, ...(sig.tariff && i.peers ? [`${i.peers.what} (${i.peers.tickers.join(", ")})`] : [])];
    if (!parts.length) parts.push(`the ${i.currency}`);
    ideas.push(`Watch ${list(parts)}${when}${i.currency && i.etf.length ? `; ${crosses(i.currency)}` : ""}.`);
  }
  if (x.companies.length) ideas.push(`Watch ${list(x.companies.slice(0, 4).map((c) => c.ticker))} for a gap${when}${category === "company" ? " and for a response from the company" : ""}.`);
  if (category === "energy" || (category === "sanctions" && sig.oilCountry) || x.commodities.some((c) => c.name === "crude")) ideas.push("Watch crude (USO) and energy shares (XLE) for the direction of the supply risk premium.");
  else if (x.commodities.some((c) => c.ticker !== "BTC" || category !== "crypto")) ideas.push(`Watch ${list(x.commodities.slice(0, 2).map((c) => `${c.name} (${c.ticker})`))}.`);
  if (category === "fed") ideas.push("Watch 2-year Treasury yields, TLT and the dollar (UUP) for a shift in rate-cut odds.");
  if (category === "tariff" && !x.countries.length && !x.companies.length) {
    const sectors = x.sectors.filter((s) => s !== "broad-market" && s !== "currencies").slice(0, 2);
    ideas.push(sectors.length ? `Watch ${list(sectors.map((s) => `${s} (${SECTOR_ETF[s]})`))}${when} for how far the tariff reaches.` : `Watch SPY and importers and retailers (XRT)${when} for how far the tariff news reaches.`);
  }
  if (category === "crypto") ideas.push(`Watch bitcoin (BTC) and listed crypto names (COIN, MSTR)${when}.`);
  if (!ideas.length && tickers.length) ideas.push(`Watch ${list(tickers.slice(0, 3))}${when}.`);
  return ideas.slice(0, 3);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
