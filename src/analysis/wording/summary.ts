/** The alert's one-sentence summary, from the post's own words: who, what, how much, when. */
import { companyName } from "../market-map/apply.ts";
import type { Company } from "../lexicon/companies.ts";
import type { Category } from "../analyzer.ts";
import type { Fact } from "../facts/kinds.ts";
import { excepts, INTO_US, KEPT_IN_FORCE, RELIEF_IN, RELIEF_REFUSED, TARIFF_DECISION, TARIFF_STUDIED, toldAsHistory, UNMET } from "../facts/patterns.ts";
import { countryIn, countryName, goodsOf, list, namesCased, rateOf, unshout, whenOf, withoutCountry } from "../facts/text.ts";
import { PRICES_MOVED, REASON_CLAUSE, fromTo as ratesMoved, rateMove, withoutCondition } from "../facts/tariff-kind.ts";
import { aRate, dealSummary } from "./deal.ts";
import { keySentence, retell } from "./retell.ts";
import { escapeText, firstSentence, quoted, said } from "./said.ts";
import { T } from "../lexicon/terms.ts";
import { COUNTRY_INSTRUMENTS } from "../lexicon/tickers.ts";
import { COUNTRIES } from "../lexicon/countries.ts";

/** Each country by its name, for its own pattern ("Korea" is South Korea's). */
const COUNTRY_BY_NAME = new Map(COUNTRIES.map((c) => [c.name, c]));
/** Whether the sentence names the country itself, not its people's word ("for buying Russian Oil" names no partner). */
const namedIn = (country: string, key: string) => {
  const m = key.match(COUNTRY_BY_NAME.get(country)?.match ?? /$^/);
  return !!m && !/(?:an|ese|ish|i)$/i.test(m[0]);
};
import type { Signals } from "../rules.ts";
import { datedPast, hedged, toldAgain } from "../decided.ts";
import { HEADLINE_LABEL } from "../facts/voice.ts";
import { TOPIC_RE } from "./category.ts";
import { deadlineOf } from "./deadline.ts";
import { dealTerms, leadFact } from "./meaning.ts";

/** A tariff told as coming down ("TARIFFS ON CHINA ARE GOING DOWN TO 10%", "down from 145%", "The 145% Tariff… is very high… it will come down"). */
const GOING_DOWN = /\btariffs?\b[^.!?]{0,80}\b(?:(?:is|are|will|to) (?:be )?(?:going|coming|come|go) down|down from \d)/i;
/** Relief the key sentence tells, unless it refuses it ("We are not going to be lowering the Tariffs"). */
/** Relief the sentence tells ("will go from 25% down to 18%"), or a pause the readers found in it ("asked for more time… I said OK"). */
const isRelief = (sig: Signals, key: string) =>
  ((sig.topics.relief || RELIEF_IN.test(key) || GOING_DOWN.test(key) || rateMove(key) === "down") && !RELIEF_REFUSED.test(key)) ||
  sig.facts.some((f) => f.voice === "own" && f.sentence === key && f.kind === "tariff-paused");
/** Each relief's verb, made and floated ("I think we will be reducing the Tariffs on India at some point"). */
const RELIEF_VERB: { re: RegExp; made: string; floated: string }[] = [
  { re: /\b(paus|suspend|delay|postpon)/i, made: "pauses", floated: "floats pausing" },
  { re: /\bexten(d|sion)/i, made: "extends the pause on", floated: "floats extending the pause on" },
  { re: /\b(lower|reduc|cut|slash|roll)|\b(come|go|coming|going) down\b|\bdown (from|to) \d/i, made: "cuts", floated: "floats cutting" },
  {
    // ("bringing the Tariff on Coffee down to ZERO": lifted, not cut.)
    re: /\b(lift|drop|remov|eliminat|waiv|exempt|exclu|cancel|terminat|revok|rescind|withdr)|\btak(e|es|ing|en) (the )?tariffs? off\b|\bdown to (zero|0)\b(?!\.\d| ?%\S)/i,
    made: "lifts",
    floated: "floats lifting",
  },
];

/** A rate floated rather than set ("80% Tariff on China seems right!", "Should we put a 25% Tariff on Canadian Lumber?"). */
const FLOATED = /\b(seems?|sounds?) (right|good|fair|about right)\b|\bwould be (fair|right|good|appropriate)\b|\?\s*$/i;

/** A site's section before the slug ("opinion/", "politics/", "news/article/"): not the article's words. */
const SECTION =
  /^(?:(?:opinions?|articles?|politics|news|latest news|world|business|us news|uk politics|media room|livecoverage|story|video|government|restoring america|redstate|economy|markets|finance|jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec) )+/i;

/** Nationalities a slug writes in lower case ("russian oil", "american workers"), and the blocs' initials. */
const NATIONALITIES = new RegExp(
  `\\b(${[...new Set(["American", "Russian", "Ukrainian", "Iranian", "Israeli", "Venezuelan", ...Object.values(COUNTRY_INSTRUMENTS).map((c) => c.adjective)])].join("|")})s?\\b|\\b(eu|uk)\\b`,
  "gi",
);

/** A bare link's slug as words: without the site's sections, page ids and file endings; the names it holds capitalised. */
function slugTitle(slugs: string): string {
  const words = slugs
    .replace(/\b(?:[a-z]*\d[a-z\d]*|html?|amp|php|aspx?)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(SECTION, "")
    .replace(/\btrumps\b/gi, "Trump's");
  return namesCased(words)
    .replace(NATIONALITIES, (m) => (m.length === 2 ? m.toUpperCase() : m[0]!.toUpperCase() + m.slice(1)))
    .replace(/^\w/, (c) => c.toUpperCase());
}

export function summaryOf(sig: Signals, category: Category, sents: string[]): string {
  const words = sig.body.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
  // "Secretary Wright: “…”": someone else's words, said as theirs.
  const quote = sig.body.match(/^([A-Z][\w.'’ ,-]{2,40}):\s*[“"](.+?)[”"]?\s*$/);
  // "Peter Navarro is right: “…”": his agreement, not the speaker's name; "Secretary Lutnick on tariffs": the speaker, on a subject.
  if (quote) {
    const agrees = quote[1]!.match(/^(.+?) (?:is|was|are|were) (?:right|correct|so right|100% right|absolutely right)$/i);
    // "From my Speech tonight in Pittsburgh: “…”": his own words, quoted from where he said them.
    const own = quote[1]!.match(/^from my (.+)$/i);
    // ("Headline: “Canada weighs scrapping…”": a headline he shares, labelled so, not a person quoted.)
    const who = agrees
      ? `agrees with ${unshout(agrees[1]!)}`
      : own
        ? `quotes his ${unshout(own[1]!).replace(/^[A-Z]/, (c) => c.toLowerCase())}`
        : HEADLINE_LABEL.test(quote[1]!.trim())
          ? "shares a headline"
          : `quotes ${unshout(quote[1]!)}`;
    return `Trump ${who}: “${quoted(quote[2]!)}”.`;
  }
  // "“We need Tariffs on China!” Gordon Chang", "“Tariffs are working,” says Secretary Bessent": the words are theirs.
  const cited =
    sig.body.match(/^[“"]([^”"]{5,300}?)[,.!]?[”"],?\s+(?:says|said)\s+([A-Z][\w.'’ -]{2,50}?)(?=[.!,;]|$)/) ??
    sig.body.match(/^[“"]([^”"]{5,300})[”"]\s*(?:[-—–]+\s*([A-Z][^“”"]{2,80}?)|([A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){1,4}))\s*$/) ??
    // ("'Intel shares rise after Washington takes 10% stake' - CNBC": a headline in single quotes, its outlet after a dash.)
    sig.body.match(/^['‘](.{5,300}?)['’]\s*[-—–]+\s*([A-Z][\w.&'’ -]{1,40}?)\s*$/);
  if (cited) return `Trump quotes ${unshout((cited[2] ?? cited[3])!.replace(/[.!]+$/, ""))}: “${quoted(cited[1]!)}”.`;
  const repost = sig.body.match(/^@\s?(\w{2,30}):?\s+(.*)$/);
  if (repost) return `Trump reposts @${repost[1]}: “${retell(firstSentence(repost[2]!), 180, true)}”.`;
  // "BUY!", "TARIFFS!!!": a few words of his own, no link, are his post, quoted.
  if (!sig.article && !sig.slugs && words < 4 && sig.body) return `Trump posts: “${retell(sig.body, 60, true)}${sig.body.match(/[!?]/)?.[0] ?? ""}”.`;
  if (sig.article || words < 4) {
    const headline = (sig.body.replace(/:\s*$/, "") || slugTitle(sig.slugs)).trim();
    return `Trump shares ${words < 4 && !sig.body ? "a link" : "an article"}: “${retell(firstSentence(headline), 160, true)}”.`;
  }
  // The sentence that carries the post's fact says it best, when he says it himself.
  const lead = leadFact(sig, category);
  // (A sentence that leaves out the companies the fact is about, "GET THAT DEAL DONE!", says less than one that names them.)
  // One that opens with a pronoun goes on about the company just named ("They should eat the tariffs"): said() tells it with that sentence.
  const named = (x: string) => !lead?.companies.length || lead.companies.some((c) => c.match.test(x)) || /^\W*(They|He|She|It)\b/.test(x);
  const own = lead && lead.voice === "own" ? sents.find((x) => (x.includes(lead.sentence.slice(0, 40)) || lead.sentence.includes(x)) && named(x)) : undefined;
  // A tariff post's summary says its action: the sentence it was read from, when it has one.
  // (A sentence that states the rate says it better than one that does not.)
  const rated = sents.some((x) => T.tariff.test(x) && rateOf(x));
  const acted = lead?.action && lead.action === sig.action && own && (rateOf(own) || !rated) ? own : undefined;
  // "an agreement with Mexico to delay the 30% Tariff": what was agreed is a pause, told as his sentence says it.
  const paused = sig.facts.some((f) => f.voice === "own" && f.kind === "tariff-paused");
  if (category === "tariff" && !paused && (sig.action === "trade-deal" || dealTerms(sig))) return dealSummary(sig, sents) ?? said(sents, [T.deal, /\d\s?%|\$/]);
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

/**
 * A threat whose sentence leans on the sentences before it ("I agreed to give her until our
 * Country’s 250th Birthday or… their Tariffs would jump"): said from the fact, its target and deadline.
 */
export function threatSummary(f: Fact, sentence: string): string | null {
  if (f.kind !== "tariff-threatened" || f.countries.length !== 1 || !/\b(she|her|him|they|their|them)\b/i.test(sentence)) return null;
  const rate = f.size ?? rateOf(sentence);
  const higher = /\bmuch (higher|more)\b/i.test(sentence) ? "much higher " : /\b(higher|jump|rais|increas|hike|go up)/i.test(sentence) ? "higher " : "";
  const until = deadlineOf(sentence);
  const deadline = until ? `, giving it ${until}` : "";
  return `Trump threatens ${countryName(f.countries[0]!)} with ${rate ? `${aRate(rate)} tariff` : `${higher}tariffs`}${deadline}.`;
}

/** A product the post names by its own word, matched by the company's pattern ("iPhone" for Apple): one word, not a person's name. */
function productOf(c: Company, body: string): string | null {
  const name = companyName(c.ticker);
  const word = [...body.matchAll(new RegExp(c.match.source, `${c.match.flags.replace("g", "")}g`))]
    .map((m) => m[0])
    .find((w) => w !== name && !/\s/.test(w) && /^[a-z]/.test(w));
  return word ? (word.endsWith("s") ? word : `${word}s`) : null;
}
const BUILT_HERE = /\b(built|made|manufactured|build|make)\b[^.!?]{0,40}\b(in (the )?(United States|America|U\.S\.|USA))\b/i;
const CONDITION = /\b(if|unless|or (pay|be charged|face))\b/i;
/** Goods named by where they are made: "Movies … produced in Foreign Lands" are not all movies. */
const ABROAD =
  /\b(made|produced|manufactured|built)\s+(in foreign (lands|countries|nations)|abroad|overseas|outside (of )?(the United States|the U\.?S\.?A?\.?|America|our country))/i;
/** The other side's tariffs on his country's goods ("Canada is charging the USA 390%", "a 250% Tariff on our Dairy"): not his. */
const THEIRS =
  /\bcharg\w* (?:the )?(?:us|our|USA|U\.S\.A?\.?|United States|America)\b|\btariffs? on (?:many of |all of |some of )?(?:our|U\.S\.|American)\b(?! (?:oil|gas|energy|LNG)\b)/i;
/** "Never said I would lift Tariffs": a denial, no relief. */
const DENIED = /\b(?:never|not|didn['’]?t|did not)\s+(?:said|say|says|claimed|promised|agreed)\b/i;
/** "Tariffs on Swiss goods are 39%": the rate as it stands, told, not set. */
const STANDS = /\btariffs?\b[^.!?]{0,40}\b(?:is|are)\s+(?:only |just |still |already |currently )?\d{1,3}(?:\.\d+)?\s?(?:%|percent)/i;
const NEW_NOW = /\b(will|shall|now|starting|beginning|effective|as of|from (?:today|now|tomorrow))\b/i;
/** "the 25% Tariff will not go into effect", "will not be imposed": a tariff called off, not set. */
const NOT_IN_EFFECT =
  /\b(?:will not|won['’]t|shall not|would not|not)\s+(?:go|come|take|be put)\s+into effect\b|\b(?:will not|won['’]t|shall not)\s+be\s+(?:imposed|charged|applied|put on|collected)\b/i;
/** "at a Rate yet to be determined": no rate set. */
const UNSET = /\b(?:yet )?to be (?:determined|decided|set|announced|worked out)\b/i;
/** "or face very severe Tariffs", "or pay a 25% Tariff": a rate held over a condition. */
const OR_ELSE = /\bor (?:else )?(?:face|pay|be (?:charged|hit))\b/i;
/** "an additional 25%", "a 100% Tariff on top of existing tariffs": that rate is added to what is charged. */
const added = (key: string, rate: string) => {
  const r = escapeText(rate.replace(/%$/, ""));
  return new RegExp(`\\b(?:additional|extra|another) ${r}\\s?%|\\b${r}\\s?%\\s+(?:additional|extra)\\b|\\b${r}\\s?%[^.!?;]{0,30}\\bon top of\\b`, "i").test(
    key,
  );
};
/** Words the goods' pattern can take that are not goods ("top of existing tariffs", "of their goods", "country aligning themselves"). */
const NOT_GOODS = /^(?:top of|of)\b|\btariffs?\b|\b(?:country|countries|nations?)\s+\S/i;
/** "begin the process of instituting a tariff": the work starts, the tariff is not set yet. */
const PROCESS = /\b(begin|start|commence|initiate)\w*\s+(the\s+)?process\b/i;

/** A tariff a company is made to pay: named as the post names it ("a 25% tariff on iPhones made outside the U.S."), never "on imports". */
function companyTariff(sig: Signals, rate: string | null, when: string | null): string | null {
  const f = sig.facts.find((x) => x.voice === "own" && x.kind.startsWith("tariff") && x.companies.length && !x.countries.length);
  if (!f) return null;
  const c = f.companies[0]!;
  const product = productOf(c, sig.body);
  const outside = BUILT_HERE.test(sig.body) ? " made outside the U.S." : "";
  const name = companyName(c.ticker);
  const target = product ? `${product}${outside}` : `${name}${outside ? ` products${outside}` : ""}`;
  const tariff = `${rate ? `${aRate(rate)} ` : "a "}tariff on ${target.replace(/\.$/, "")}${when ? ` ${when}` : ""}`;
  if (f.kind === "tariff-threatened" || CONDITION.test(sig.body)) return product ? `Trump threatens ${name} with ${tariff}.` : `Trump threatens ${tariff}.`;
  // "a 25% tariff on Apple’s iPhones made outside the U.S.": the company named before its product, the sentence's stop kept once.
  const owned = product ? `${name}’s ${product}${outside}` : target;
  return `Trump sets ${rate ? `${aRate(rate)} ` : "a "}tariff on ${owned.replace(/\.$/, "")}${when ? ` ${when}` : ""}.`;
}

export function tariffSummary(sig: Signals, sents: string[], own?: string): string | null {
  // (A sentence on the other side's tariffs is passed over for his own: "Canada just put a 250% Tariff on our Dairy. We will respond with…".)
  const mine = sents.filter((x) => !THEIRS.test(x));
  const key =
    own && T.tariff.test(own) && !THEIRS.test(own)
      ? own
      : keySentence(mine.some((x) => T.tariff.test(x)) ? mine : sents, [/\d\s?(%|percent)/i, T.tariff, T.concrete, T.tariffRelief, T.tariffLetters]);
  if (!key || !T.tariff.test(key)) return null;
  // "They have charged our Farmers 400%", "Vietnam wants to cut their Tariffs": the other side's
  // tariffs; his own sentence says it better than a template would.
  // "on all countries except China": a template would name the one left out; his sentence says it right.
  // "No Tariffs on Chips made in the USA!": an exemption; "…stays in place": a tariff kept; his own words say them.
  if (/\b(they|their|them)\b/i.test(key) || THEIRS.test(key) || excepts(key) || /\bno tariffs?\b/i.test(key) || KEPT_IN_FORCE.test(key)) return null;
  // "Never said I would lift…", "Tariffs on Swiss goods are 39%", "at a Rate yet to be determined": nothing set; his own words say it.
  if (DENIED.test(key) || (STANDS.test(key) && !NEW_NOW.test(key)) || UNSET.test(key) || NOT_IN_EFFECT.test(key)) return null;
  // "Apple will not be charged any Tariffs on iPhones…": an exemption his sentence tells, not a tariff set.
  if (/\b(not|never|no longer) be (charged|subject to) (any )?tariffs?\b/i.test(key)) return null;
  // "reduced to 30%": the new rate is the one that counts.
  // "Secondary Tariffs of 25% to 50%": a range is said as one ("from 25% to 30%" is a change, below).
  const range = key.match(/(?<!\bfrom )\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)?\s?(?:to|-|–)\s?(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i);
  const rate =
    (range && !/\bfrom\s*$/i.test(key.slice(0, range.index)) && Number(range[2]) > Number(range[1]) ? `${range[1]}% to ${range[2]}%` : null) ??
    key.match(/\b(?:to|at) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i)?.[1]?.concat("%") ??
    rateOf(key);
  // The post's date when its sentence has none, but not the date of an act the other way in it: "Raising JAPAN to 35%…
  // Everyone else…: 90 day PAUSE" is no raise "for 90 days".
  const eases = (k: string) => k === "tariff-paused" || k === "tariff-cut";
  const fact = sig.facts.find((f) => f.sentence === key);
  const kind = fact?.kind;
  const dated = whenOf(sig.body);
  const otherWay = (f: Fact) => kind !== undefined && f.kind.startsWith("tariff") && eases(f.kind) !== eases(kind) && whenOf(f.sentence) === dated;
  const when = whenOf(key) ?? (sig.facts.some(otherWay) ? null : dated);
  // "A Country supplying Military Weapons to Iran will be tariffed…": on whoever does it, not on Iran.
  const whoever = sig.facts.find((f) => f.whoever)?.whoever;
  if (whoever) return `Trump sets ${rate ? `${aRate(rate)} ` : "a "}tariff on ${whoever}${when ? `, ${when}` : ""}.`;
  const payer = companyTariff(sig, rate, when);
  if (payer) return payer;
  // "on any Country that does not make its furniture here", "any Country aligning themselves with…": whoever does it, as he says it.
  if (/\bany (?:other )?(?:country|countries|nations?)\b/i.test(key)) return null;
  // ("Based on Canada placing a 25% Tariff on Electricity, I have… raise the Tariff on Canadian Steel": the reason's goods are theirs;
  // "The day Canada signs a Trade Deal with Beijing is the day every Canadian product… pays a 100% TARIFF": the condition's partner is not the target.)
  const aimed = tariffTarget(sig, withoutCondition(key.replace(REASON_CLAUSE, "")), fact?.countries ?? []);
  if (!aimed) return null;
  const { target, goods } = aimed;
  // Without a target, or with only a country and no rate or goods, the post's own sentence says
  // it better ("a 90 day pause on reciprocal tariffs…", "when he puts on a Retaliatory Tariff…").
  if (!target || (!rate && !goods)) return null;
  // "Gold will not be Tariffed!": an exemption, told as one.
  if (/\b(will not|won['’]?t|shall not|no longer) be tariffed\b/i.test(key)) return `Trump says ${target} will not be tariffed${when ? ` ${when}` : ""}.`;
  // The verb of the clause that speaks of the tariff ("I am lowering the Fentanyl Tariff…, and China will… suspend its export controls").
  const clause = key.split(/,\s+and\s+|;\s+/).find((c) => T.tariff.test(c)) ?? key;
  // A relief the clause hedges is floated, not made (decided.ts `hedged`: the rubric's signal).
  const way = hedged(clause) ? "floated" : "made";
  const verbIn = (text: string) => RELIEF_VERB.find(({ re }) => re.test(text))?.[way];
  const relief = isRelief(sig, key) ? (verbIn(clause) ?? verbIn(key) ?? RELIEF_VERB[0]![way]) : undefined;
  // "Four years ago, I put Tariffs on China", "The Tariffs on Steel are working", "I will be announcing a
  // major Tariff… in the near future": no rate, no date, no decision in the sentence: his words, not "sets".
  if (!rate && !relief && !T.concrete.test(key) && !TARIFF_DECISION.test(key) && !T.tariffLetters.test(key)) return null;
  // "I have instructed Commerce to look at DOUBLING the Aluminum Tariff on Canada": a study, told in his words, never "sets".
  if (TARIFF_STUDIED.test(key)) return null;
  // "India is paying a 50% Tariff… That Tariff remains in effect": no tariff fact read, nothing set; his words tell it.
  if (!sig.facts.some((f) => f.kind.startsWith("tariff") || f.kind === "trade-cutoff")) return null;
  const verb = relief ?? tariffVerb(sig, key, sents, kind);
  const on = target ? ` on ${target}` : "";
  // "zero for two years, after which the tariff will be raised to 100%": the rise comes later.
  const at = when ? ` ${when}` : /\b(after which|thereafter)\b/i.test(key) ? " after a set period" : "";
  // "raising the Tariff charged to China to 125%", "increasing the Tariff on Canada by 10%".
  // "will go from 25% to 50%": a rise says both rates (a cut says the new one, below).
  // ("STEEL: 25% -> 50%": a headline's arrow says the same.)
  const moved = ratesMoved(key);
  if (moved && verb === "sets" && Number(moved[1]) > Number(moved[0])) return `Trump raises the tariff${on} from ${moved[0]}% to ${moved[1]}%${at}.`;
  if (moved && verb === "cuts" && Number(moved[1]) < Number(moved[0])) return `Trump cuts the tariff${on} from ${moved[0]}% to ${moved[1]}%${at}.`;
  // (Not prices raised: "The U.K. will increase the prices it pays for new Medicines by 25%, and in return…".)
  const raise = key.replace(PRICES_MOVED, " ").match(/\b(rais|increas|hik|doubl)\w*\b[^!?;]{0,90}?\b(to|by) (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i);
  if (raise) return `Trump raises the tariff${on} ${raise[2]!.toLowerCase()} ${raise[3]}%${at}.`;
  // "cuts the tariff on China to 30%": only when the new rate belongs to the cut.
  const cutTo = key.match(/\b(reduc|lower|cut|paus|slash|drop|down)\w*\b[^.!?;]{0,40}?\bto (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i);
  if (relief && cutTo) return `Trump ${verb} the tariff${on} to ${cutTo[2]}%${at}.`;
  // "10% on energy products, and 25% on everything else": two rates are his sentence's to tell.
  // ("…25% on Mexico and Canada, and a 10% additional Tariff on China" is two rates too.)
  // ("…25% Tariffs on Mexico and on Canada start…, and China gets hit with another 10%" too.)
  if ((relief && rate) || /\d\s?%[^.!?]{0,80}\band\s+(?:an?\s+)?\d{1,3}(\.\d+)?\s?%|\d\s?%[^.!?]{0,100},\s+and\b[^.!?%]{0,50}?\d{1,3}(\.\d+)?\s?%/i.test(key))
    return null;
  const what = rate ? `${added(key, rate) ? `an additional ${rate}` : aRate(rate)} tariff` : "tariffs";
  return `Trump ${verb} ${what}${on}${at}.`;
}

/**
 * The target of a tariff as its sentence names it: goods (from the partners named, or made abroad)
 * or the partners; undefined where his own sentence names it better ("all Nicaraguan goods"). `partners`: those
 * the sentence's own tariff fact was read as aimed at.
 */
function tariffTarget(sig: Signals, key: string, partners: string[]): { target: string | null; goods: string | null } | undefined {
  const read = goodsOf(key);
  const all = read.all;
  // ("Imports of processed Critical Minerals… from China will face…": the goods the tariff's reader found, where the shapes here find none.)
  const found = read.goods ?? sig.facts.find((f) => f.kind.startsWith("tariff") && f.goods && key.includes(f.goods))?.goods ?? null;
  const goods = found && !NOT_GOODS.test(found) ? found : null;
  // "on the European Union" names a country; "on all Japanese products" names goods from one.
  // ("ALL Canadian softwood lumber and dairy products" names goods; "all Canadian products" does not.)
  // ("any and all South African products" does not either.)
  const generic =
    goods !== null && /^([\w’'-]+\s+){0,2}(products|goods|imports|exports|items|merchandise)$/i.test(goods.replace(/^(any and all|all|any|every)\s+/i, ""));
  const fromCountry = goods ? countryIn(goods) : null;
  // "the European Union" is the partner; "Brazilian Beef, Coffee, and Orange Juice" and "Canadian Lumber" are goods from one.
  const goodsCountry = fromCountry && !generic && withoutCountry(goods!) === goods ? fromCountry : null;
  const countries = [
    ...new Set([
      ...(goodsCountry ? [goodsCountry] : []),
      ...sig.countries.filter((c) => new RegExp(`\\b${c}\\b`, "i").test(key) || countryIn(key) === c || namedIn(c, key)),
    ]),
  ];
  // Goods "made outside of the United States" come from everywhere, whatever countries the post names after.
  // (So do goods "coming into our Country": the partners blamed before are not where they come from.)
  // ("imported Steel", "foreign Cars": from wherever they come, not the partner another sentence names.)
  const anywhere = ABROAD.test(key) || INTO_US.test(key) || (goods !== null && new RegExp(`\\b(imported|foreign) ${escapeText(goods)}`, "i").test(key));
  // A sentence that names them before ("all of the above mentioned Countries will be charged…"): the partners its fact's reader
  // found, not only the first country of the post.
  const named = countries.length ? countries : fromCountry ? [fromCountry] : anywhere ? [] : partners.length ? partners : sig.countries.slice(0, 1);
  let target: string | null = null;
  if (goods && !goodsCountry) {
    const plain = goods
      .replace(/^(imported|foreign)\s+/i, "")
      .toLowerCase()
      .replace(
        /\b(japanese|chinese|european|canadian|mexican|korean|indian|brazilian|swiss|german|french|british)\b/g,
        (w) => w[0]!.toUpperCase() + w.slice(1),
      );
    // "on EVERY Country that sells…", "on all Countries": everyone, in the plural.
    if (/^countr(y|ies)$/.test(plain)) target = all || /\b(worldwide|global)\b/i.test(key) ? "all countries" : null;
    else if (named.length && generic) target = `all goods from ${list(named.map(countryName))}`;
    // "all Nicaraguan goods" from a partner the lexicon does not know: his words name it better.
    else if (generic) return undefined;
    // "Canadian lumber" says where it comes from already.
    else
      target = `${all ? "all " : ""}${plain}${named.length && !countryIn(plain) ? ` from ${list(named.map(countryName))}` : named.length ? "" : ABROAD.test(key) ? " made abroad" : ""}`;
  } else if (named.length) target = list(named.map(countryName));
  return { target, goods };
}

/**
 * How a tariff that is no relief is told: letters sent, a process begun, proposed, floated, threatened, restated ("As I
 * said two months ago, Movies… will be charged a 100% Tariff", "Reminder: the 25% Tariff… starts on November 1st", "Last month I
 * put a 25% Tariff on Mexico"), or set.
 */
function tariffVerb(sig: Signals, key: string, sents: string[], kind?: Fact["kind"]): string {
  return sig.topics.letters
    ? "sends tariff letters setting"
    : PROCESS.test(key)
      ? "starts the process for"
      : /\brecommend/i.test(key)
        ? "proposes"
        : FLOATED.test(key)
          ? "floats"
          : (sig.impact !== "High" && /\b(could|may|might|threat|will soon|are coming)/i.test(key)) ||
              /\bconsider/i.test(key) ||
              UNMET.test(key) ||
              OR_ELSE.test(key) ||
              kind === "tariff-threatened"
            ? "threatens"
            : toldAgain(key, sents) || datedPast(key) || toldAsHistory(key)
              ? "restates"
              : "sets";
}
