/**
 * A post read once: its words without repost prefixes and markup (links kept apart), its
 * sentences and their voices, the countries and companies it names, and its topic flags; the
 * fact readers (kinds.ts) and the judgement (rules.ts) work from this reading.
 */
import { COMPANY_INDEX, type Company } from "../lexicon/companies.ts";
import { COUNTRY_INDEX } from "../lexicon/countries.ts";
import { mayMatch, quickTest, wordStarts } from "../lexicon/quick.ts";
import { T } from "../lexicon/terms.ts";
import type { Flags, Reading } from "./kinds.ts";
import { AID_CUT, BARS_THAT, boughtByOthers, exemptIn, othersAsked, MIDDLEMEN, ORDER_BARE, PCT } from "./patterns.ts";
import { ruledOut } from "./answers.ts";
import { firedByPronoun } from "./fed.ts";
import { namedOrHis } from "./pointing.ts";
import { sentencesOf } from "./sentences.ts";
import { HEARSAY } from "./text.ts";
import { HIS_ORDER, SELF_QUOTED, voicesOf } from "./voice.ts";

/** The order itself; a fact sheet describes an action already announced (rubric: repeating it is Low). */
export const OFFICIAL_URL = /whitehouse\.gov\/presidential-actions\/|federalregister\.gov\//i;
export const URL_RE = /https?:\/\/\S+/g;
/** A link and, after a space, what looks like the rest of its path ("25/11/19/trump-interview…/"). */
export const SPLIT_PATH = /(https?:\/\/\S+)\s+([a-z0-9][\w.%-]*(\/[\w.%-]*)*)(?=\s|$)/g;
export const QUOTED = /^[A-Z][\w.'’ -]{2,40}(:| on [^:]{3,60}:)\s*[“"]/;
/** The Fed in the post: by name, its chair's first name, rates, or a governor by title and name ("naming Governor Christopher Waller as Acting Chairman"). */
export const FED_CONTEXT =
  /\b(Fed|FED|Federal Reserve|Jerome|Lisa Cook|[Rr]ates|RATES|[Tt]oo [Ll]ate[”"']? Powell|TOO LATE[”"']? POWELL|interest rates?|FEDERAL RESERVE|JEROME|LISA COOK|INTEREST RATES?|Governor (Christopher |Chris )?Waller|Governor (Michelle )?Bowman|Governor (Stephen )?Miran)\b/;
/** "GOLDMAN SACHS" → "Goldman Sachs": company names are matched case-sensitively, and posts shout. */
export const SHOUT = /\b[A-Z]{4,}\b/g;
export const unshout = (s: string) => s.replace(SHOUT, (w) => w[0] + w.slice(1).toLowerCase());
/** "I have instructed my Administration to secure more deals", "…to begin examining whether China has complied": an errand, not an act. */
export const INSTRUCTED_TO_SEEK =
  /\b(instructed|directed|asked)\b[^.!?]{0,40}\bto (begin )?(secure|seek|pursue|negotiate|work|look|explore|study|find|examin\w*|review\w*|determine)\b/i;
/** "We will be looking into their actions, effective immediately": an inquiry is a threat without specifics (rubric: Medium), not a decision. */
export const INQUIRY = /\b(look(ing)? into|review(ing)?|investigat\w*|stud(y|ying)|prepar\w* options)\b/i;
/** "…a STOP WORK order on all offshore Wind projects, pending a national security review": the act is done; the review follows it. */
const PENDING_REVIEW = /\bpending (a |an |the )?[^.!?]{0,30}\breview\b/i;
/** Taking away a chief executive's government business. */
/** Others' claim about him (text.ts HEARSAY), or one the next sentence denies ("This is not so!"). */
export const DENIAL = /^\W*((this|that|it) (is|was) (not so|not true|untrue|false|a lie)|not true|untrue|false)\b/i;
export const denied = (sents: string[], i: number) => HEARSAY.test(sents[i]!) || DENIAL.test(sents[i + 1] ?? "");
export const CEO_THREAT = /\b(terminat\w*|cancel\w*|cut(ting)? off|end(ing)?|tak(e|ing) away)\b[^.!?]{0,40}\b(subsid\w*|contracts?)\b/i;
/** Market topics an official act can be about (a sentence that says "hereby" needs one of them to matter). */
export const ACT_TOPIC = new RegExp(
  String.raw`\b(tariff(s|ed)?|dut(y|ies)|trade|sanction(s|ed)?|export controls?|embargo|oil|gas|energy|drugs?|pharmaceutical|prices?|crypto|bitcoin|Federal Reserve|Fed|interest rates?|imports?|exports?|steel|aluminum|copper|lumber|semiconductors?|chips|autos?|cars|trucks|ships?|tankers?|blockade|Strait|ceasefire|strikes?|mortgages?|Fannie|Freddie|fees|bonds|housing|homes|banks?|credit cards?|dividends|buy ?backs|stocks?|contractors|companies|company|investors|minerals|rare earths|AI|technology|pipelines?|LNG|drilling|refiner(y|ies)|electricity|coal|nuclear (power|energy|reactors?)|wind (projects?|farms?)|offshore wind|electric vehicles?|EVs?|solar|tax credits?|H-?1B|farmers|Medicare|Medicaid)\b|${MIDDLEMEN.source}`,
  "i",
);

/** Each run of white space as one " ": a lone " " is left as it is (most are), so most posts need no copy. */
export const SPACES = /[^\S ]\s*|\s{2,}/g;

/** The words a post says, without repost prefixes and leftover markup; links kept apart. */
export function prepare(raw: string) {
  let text = raw
    // Posts shout in "mathematical bold" letters (𝐁𝐈𝐆); compatibility form makes them plain letters.
    .normalize("NFKC")
    .replace(/span class="quote-inline">/g, "")
    // Reposts arrive as "RT @realDonaldTrump…" (often glued to the text) or "RT @handle: …".
    // ("RTX should SUSPEND its Dividend" is no repost: the marker stands alone.)
    .replace(/^\s*RT\b:?\s*(@\s?realDonaldTrump:?|@\s?\w+:)?\s*/i, "")
    .replace(SPACES, " ")
    .trim();
  // Without a link (nor his own status's address) there is nothing to mend or set apart: the body is the text.
  if (!text.includes("http") && !text.includes("truthsocial.com"))
    return { body: text, slugs: "", linkOnly: false, headlineLink: false, article: false, official: false };
  // Feeds split long links with spaces, after the scheme or a dot ("https://www. example.com/a b").
  text = text.replace(/(https?:\/\/(\S*\.)?)\s+(?=\S)/g, "$1");
  // And inside the path ("…/opinions/20 25/11/19/trump-interview…/"): a lower-case piece with a
  // hyphen and a slash, or a hyphenated slug, right after a link is the rest of it; a link may be
  // split more than once.
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(SPLIT_PATH, (m, url: string, rest: string) => (/-/.test(rest) && /\/|-\w+-/.test(rest) ? url + rest : m));
  }
  // A repost of his own post links its status, glued to the text ("…/statuses/116104407604484915The").
  text = text.replace(/(truthsocial\.com\/\S*?statuses\/\d+)(?=\D)/g, "$1 ");
  const urls = text.match(URL_RE) ?? [];
  // Only links to others' pages are shared articles; his own status is the post itself.
  const shared = urls.filter((u) => !/truthsocial\.com\//i.test(u));
  const body = text.replace(URL_RE, " ").replace(SPACES, " ").trim();
  // A linked article's slug tells what it is about ("trump-announces-tariffs-on-…").
  const slugs = urls
    .map((u) => {
      try {
        return decodeURIComponent(new URL(u).pathname)
          .replace(/[-_/.]+/g, " ")
          .replace(/\b\d+\b/g, " ");
      } catch {
        return "";
      }
    })
    .join(" ")
    .trim();
  const words = body.split(" ").filter((w) => /[A-Za-z]/.test(w)).length;
  // "Some Headline: https://…" shares an article: news that is already out.
  // So does a quoted headline with its link ("“Data Shows the Economy Is Back” https://…").
  // So does a headline signed with its outlet ("Japan deal confirmed… - WSJ https://…").
  const article =
    shared.length > 0 && words <= 40 && /^([^\n]{5,240}?:|[“"][^”"]{5,240}[”"]|[^\n]{5,240}?\s[-–—|]\s[A-Z][\w.&' ]{1,30})\s*https?:\/\//.test(text);
  // The White House's own page of an order or proclamation is the action itself, not coverage of it.
  const official = urls.some((u) => OFFICIAL_URL.test(u));
  return { body, slugs, linkOnly: urls.length > 0 && words <= 3, headlineLink: shared.length > 0 && words <= 25, article, official };
}

export const TARIFF_G = new RegExp(T.tariff.source, `${T.tariff.flags}g`);
export const ECONOMY_G = new RegExp(T.economy.source, `${T.economy.flags}g`);
export const count = (re: RegExp, s: string) => (s.match(re) ?? []).length;

/** A network named in a complaint about coverage is not news about the company; a demand that it fire someone, take him off the air or off its board, or pay is. */
export const BUSINESS_TALK =
  /\b(merger|deals? (get|gets|got|to get) done|acquisitions?|purchase of|acquire[ds]?|buy(ing)? out|wants? to buy|offer for|bid for|block (it|the deal|this deal)|licen[cs]es?|stock price|shares|antitrust|break ?up|FCC|sale of|sold to|takeover|(should|must) (immediately )?(fire|pay|be fined|remove|take [^.!?]{1,30} off the air|kick (him|her|them) off)|when (is|are|will)\b[^.!?]{0,40}\bfir(e|ing)\b|board of directors|(on|sitting on) (its|their) board|take (him|her|them) off|fined|(is|are) an? (great |strong |big )?buy)\b/i;

/** A repost of someone else's post ("RT @ NewtGingrich After…"); his reposts of his own posts are his words. */
export const REPOST_OTHER = /^\s*RT:?\s*@\s?(?!realDonaldTrump)\w/i;

/** What the post reads in, for the topic flags. */
interface FlagInput {
  text: string;
  slugs: string;
  official: boolean;
  sents: string[];
  has: (re: RegExp) => boolean;
  companies: Company[];
  names: (c: Company, i: number) => boolean;
}

/** The topic flags of a post's text: which market topics it touches, each read once. */
function flagsOf({ text, slugs, official, sents, has, companies, names }: FlagInput): { s: Flags; tariffHits: number } {
  const tariffHits = has(T.tariff) ? count(TARIFF_G, text) : 0;
  // A tariff rate: a percentage in a sentence about tariffs that is not about deficits, polls or markets.
  const rateSentence = tariffHits > 0 && PCT.test(text) && sents.some((x) => T.tariff.test(x) && PCT.test(x) && !T.notRate.test(x));
  // "Powell" is also a judge's or a candidate's name: Fed leadership needs the Fed in the post.
  // "I have no intention of firing…" is the opposite of news: the chair kept.
  const fedPeople = (has(T.fedPersonnel) || sents.some((_, j) => firedByPronoun(sents, j))) && has(FED_CONTEXT);
  const fedKept = fedPeople && sents.some((x, i) => T.fedPersonnel.test(x) && ruledOut(x, sents[i + 1]));
  const s: Flags = {
    tariff: tariffHits > 0,
    trade: has(T.trade),
    fed: has(T.fed),
    fedPersonnel: fedPeople && !fedKept,
    fedKept,
    sanctions: has(T.sanctions),
    energy: has(T.energy),
    crypto: has(T.crypto),
    market: has(T.market),
    economy: has(T.economy) ? count(ECONOMY_G, text) : 0,
    fiscal: has(T.fiscal),
    fiscalMover: has(T.fiscalMover),
    drugs: has(T.drugs),
    military: has(T.military),
    defense: has(T.defense),
    oilChoke: has(T.oilChoke),
    strike: has(T.ceasefireOrStrike) || has(T.nextTarget),
    invest: has(T.invest) && has(T.investWord),
    buy: has(T.buy),
    // A demand counts only in a sentence that names the company.
    // Cutting a company's subsidies or contracts is aimed at it as surely as a demand.
    // Not one that others are said to fear and the post denies ("Everyone is stating that I will… This is not so!").
    // "…going to his Companies": the man the sentence before named.
    demand: companies.some((c) =>
      sents.some(
        (x, i) =>
          namedOrHis(x, i, (k) => names(c, k)) &&
          (T.companyDemand.test(x) || CEO_THREAT.test(x)) &&
          !denied(sents, i) &&
          !exemptIn(c, x) &&
          !boughtByOthers(c, x) &&
          !othersAsked(c, x),
      ),
    ),
    tariffNumber: has(T.tariffNumber) || rateSentence,
    macro: has(T.macro),
    health: has(T.healthRegulation),
    concrete: has(T.concrete),
    threat: has(T.threat),
    negotiate: has(T.negotiate),
    deal: has(T.deal),
    // An official act about a market topic, in one sentence ("instructed my team to negotiate" is not one).
    // The topic may follow in the next sentence ("I will be signing an Executive Order. Drug prices will…"),
    // or come before a bar that points back at it ("…paying big Dividends… That will no longer be allowed!").
    act:
      (official && ACT_TOPIC.test(slugs)) ||
      (T.officialAct.test(text) &&
        sents.some(
          (x, i) =>
            T.officialAct.test(x) &&
            !T.negotiate.test(x) &&
            !INSTRUCTED_TO_SEEK.test(x) &&
            !INQUIRY.test(x.replace(PENDING_REVIEW, "")) &&
            (ACT_TOPIC.test(x) ||
              ACT_TOPIC.test(sents[i + 1] ?? "") ||
              (BARS_THAT.test(x) && ACT_TOPIC.test(sents[i - 1] ?? "")) ||
              (ORDER_BARE.test(x) && ACT_TOPIC.test(sents.slice(Math.max(0, i - 2), i).join(" ")))),
        )),
    dealDone: has(T.dealDone),
    cutoff: has(T.tradeCutoff) || has(AID_CUT),
  };
  return { s, tariffHits };
}

/** What the post says, read once: its sentences, the countries and companies it names, its topics. */
export function read(content: string) {
  const { body, slugs, linkOnly, headlineLink, article, official } = prepare(content);
  // Links are judged on their slug, the weaker evidence; a post's own words come first.
  // A short headline beside a link is read with the link's slug: together they say what the article is about.
  const text = linkOnly ? slugs : headlineLink && slugs ? `${body}. ${slugs}` : body;
  const all = `${body} ${slugs}`;
  // How the post's words start, read once: most patterns need not scan a post that has none of their words.
  const starts = wordStarts(all);
  const has = (re: RegExp) => quickTest(re, text, starts);
  // A link's slug has no stops or capitals: it is a sentence of its own, after the post's.
  const sents = linkOnly ? [slugs] : headlineLink && slugs ? [...sentencesOf(body), slugs] : sentencesOf(body);
  const may = (re: RegExp) => mayMatch(re, starts);
  // A repost of someone else's post is their words throughout, never his own action.
  const repost = REPOST_OTHER.test(content);
  // (…but for an act his official announces on his orders, "RT @SecScottBessent At the direction of President Trump, Treasury today…".)
  // (…and his own words quoted and signed with his name are his: '"Mexico will pay…" — President Donald J. Trump'.)
  const selfQuoted = SELF_QUOTED.test(body);
  const voices = repost
    ? sents.map((x) => (HIS_ORDER.test(x) ? ("own" as const) : ("quote" as const)))
    : voicesOf(sents, (re, x) => quickTest(re, x, starts)).map((v) => (v === "quote" && selfQuoted ? "own" : v));
  // A country named only in a comparison or a story ("it reminds me of India and Pakistan") is not a target.
  const countries = COUNTRY_INDEX.candidates(all).filter(
    (c) => may(c.match) && c.match.test(all) && (!c.match.test(text) || sents.some((x, i) => voices[i] === "own" && c.match.test(x))),
  );
  const shouty = /[A-Z]{4}/.test(all);
  const allU = shouty ? unshout(all) : all;
  // The same sentences with shouted words in title case, sentence by sentence, so they align.
  const sentsU = shouty ? sents.map(unshout) : sents;
  const businessTalk = BUSINESS_TALK.test(text);
  const companies = COMPANY_INDEX.candidates(all).filter(
    (c) =>
      may(c.match) &&
      (c.match.test(all) || (shouty && c.match.test(allU))) &&
      (!c.media || businessTalk) &&
      (!c.ceoOnly || sents.some((x, i) => namedOrHis(x, i, (k) => k >= 0 && c.match.test(sents[k]!)) && (T.companyDemand.test(x) || CEO_THREAT.test(x)))),
  );
  const names = (c: Company, i: number) => c.match.test(sents[i]!) || (shouty && c.match.test(sentsU[i] ?? ""));
  const { s, tariffHits } = flagsOf({ text, slugs, official, sents, has, companies, names });
  const reading: Reading = {
    text,
    sents,
    has,
    may,
    countries,
    companies,
    names,
    voices,
    s,
    oilCountry: countries.some((c) => (c.oil || c.conflict) && c.name !== "Canada"),
    majorCountry: countries.some((c) => c.major),
  };
  // Quoting a commentator ("Name: “…”") or reposting one is commentary on news already out (not an official's act on his orders).
  return {
    reading,
    body,
    slugs,
    linkOnly,
    headlineLink,
    article,
    official,
    quoted: (repost || QUOTED.test(body)) && !HIS_ORDER.test(body),
    tariffHits,
    starts,
  };
}

export type Read = ReturnType<typeof read>;
