/**
 * A post's sentence retold for a note: third person, plain case (his capitals on common words
 * lowered, names kept), one sentence, cut at a clause.
 */
import { ACRONYMS, countryIn, MONTHS, namesCased, PROPER, unshout } from "../facts/text.ts";
import { isCommonWord } from "../lexicon/common-words.ts";
import { COMPANY_INDEX } from "../lexicon/companies.ts";
import { COUNTRIES, COUNTRY_INDEX } from "../lexicon/countries.ts";
import { COUNTRY_INSTRUMENTS } from "../lexicon/tickers.ts";
import { thirdPerson } from "./person.ts";

// His habit of capitalising common nouns ("a Tariff on all Trucks"); a note writes them plainly.
const COMMON_NOUNS =
  /\b(Tariffs?|Tariffed|Trade|Country|Countries|Deals?|Agreements?|Products?|Goods|Cars|Trucks|Imports?|Exports?|Nations?|Percent|Billion|Trillion|Dollars|Farmers|Manufacturers|Taxes|Prices|Drugs?|Prescription|Pharmaceuticals?|Pharma|Oil|Gas|Energy|Companies|Company|Market|Markets|Stock|Stocks|Steel|Aluminum|Copper|Lumber|Chips|Semiconductors|Interest Rates?|Rates?|Sanctions|Ceasefire|Sectoral|Furniture|Movies|Investment|Plants?|Factories|Jobs|Economy|Letters?|Negotiations|Talks|Meeting|Strikes?|Military)\b/g;

/** A people's word ("American", "Chinese", "Swiss"): always written with a capital, shouted or not ("Polish" is also a verb). */
export const ADJECTIVES = [
  ...new Set(["American", "Russian", "Ukrainian", "Iranian", "Israeli", "Venezuelan", ...Object.values(COUNTRY_INSTRUMENTS).map((c) => c.adjective)]),
].filter((a) => a !== "Polish");
const PEOPLE = new Set(ADJECTIVES.flatMap((a) => [a, `${a}s`]));
/** The same words as a shouted sentence made plain writes them ("the great american comeback"). */
const PEOPLE_LOWER = new RegExp(`\\b(${ADJECTIVES.map((a) => a.toLowerCase()).join("|")})s?\\b`, "g");

/** The companies whose name the text may say; an industry named as a group ("the big Oil Companies") is a description, not a name. */
const companyNames = (s: string) => COMPANY_INDEX.candidates(s).filter((c) => !c.group);
/** The stretches of the text that are a company's name ("Nippon Steel", "U.S. Steel"): his capitals there are the name's. */
function companySpans(s: string): [number, number][] {
  return companyNames(s).flatMap((c) =>
    [...s.matchAll(new RegExp(c.match.source, `${c.match.flags.replace("g", "")}g`))].map((m) => [m.index, m.index + m[0].length] as [number, number]),
  );
}

const TITLES =
  /^(President|Prime|Minister|Secretary|Chairman|Chairwoman|Governor|Chancellor|Emir|King|Queen|Crown|Prince|General|Speaker|Vice|Ambassador|Mayor|Senator|Leader)$/;
/** A nationality: a country's adjective ("Indian", "Chinese", "Swiss"), not its name nor a place in it ("Hormuz"). */
const NATIONALITY = {
  test: (w: string) =>
    /(an|ese|ish|ch|ss|i)$/.test(w) &&
    !COUNTRIES.some((c) => c.name === w) &&
    (countryIn(w) !== null || [...COUNTRIES.map((c) => c.name), "America"].some((n) => n.length > 3 && w.startsWith(n.slice(0, 4)))),
};
/** A run with an institution's word in it ("National Trust…", "Genius Act", "Environmental Protection Agency") is its name. */
const INSTITUTION =
  /^(Act|Agency|Administration|Office|Department|Ministry|Commission|Committee|Council|Bureau|Trust|Foundation|Institute|Association|Command|Corps|Authority)$/;
/** The head of a name that goes on with "of" ("Strait of Hormuz", "Department of War", "Bank of Japan"). */
const NAME_HEAD = /^(Strait|Gulf|Bay|Sea|Bank|Department|Ministry|Republic|Kingdom|Commonwealth|University|Islands?|Canal)$/;
/** Numbers are never names ("cut their Tariffs to ZERO", "100 MILLION Barrels"). */
const NUMBER_WORD =
  /^(zero|one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|hundreds|thousand|thousands|million|millions|billion|billions|trillion|trillions)$/;
const CALENDAR = new RegExp(`^(${MONTHS.join("|")}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$`);
const PROPER_ONE = new RegExp(PROPER.source, "i");
/** A word a dictionary writes in lower case, or that this text writes so ("Egg prices… large egg prices"). */
const common = (w: string, lower: ReadonlySet<string>) => {
  // The dictionary has no contractions: "shouldn’t" is "should", "won’t" is "will".
  const k = w
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(ca|wo)(?=n't$)/, (m) => (m === "ca" ? "can" : "will"))
    .replace(/(n't|'s|'re|'ll|'ve|'d|'m)$/, "");
  return isCommonWord(k) || lower.has(k) || NUMBER_WORD.test(k);
};
/**
 * A name: a run with a word no dictionary writes in lower case ("Carney", "Indian"), or one the
 * analyzer knows as a name though it is also a common word: a country ("China", "Turkey"), a
 * company ("Apple", "General Motors"), a month or a day, one of the proper names ("Supreme Court").
 */
const isName = (words: string[], lower: ReadonlySet<string> = new Set()) => {
  const run = words.join(" ");
  return (
    words.some((w) => !common(w, lower) || CALENDAR.test(w)) ||
    (words.length > 1 && words.some((w) => INSTITUTION.test(w))) ||
    PROPER_ONE.test(run) ||
    knownName(run)
  );
};
/**
 * Whether a country's or a company's pattern matches the words. Only the patterns of the countries
 * and companies whose words the run has are run, not all 300 (each is compiled on its first run).
 * The same capitalised words come back post after post, so answers are remembered.
 */
const KNOWN = new Map<string, boolean>();
const knownName = (run: string) => {
  let known = KNOWN.get(run);
  if (known === undefined) {
    known = countryIn(run) !== null || companyNames(run).some((c) => c.match.test(run));
    if (KNOWN.size >= 10_000) KNOWN.clear();
    KNOWN.set(run, known);
  }
  return known;
};
/**
 * How many words of a run are a name that opens it: a title and the name after it ("President
 * Trump"), an institution ("Environmental Protection Agency"), a known name ("Cracker Barrel",
 * "Supreme Court"); 0 when none does.
 */
const nameAtStart = (run: string): number => {
  const words = run.split(/\s+/);
  const [first, ...rest] = words;
  if (rest.length && (TITLES.test(first!) || (!/^(To|The|A|An|Of|In|On|For|And|Or|But)$/.test(first!) && rest.some((w) => INSTITUTION.test(w)))))
    return words.length;
  let known = KNOWN_AT_START.get(run);
  if (known === undefined) {
    known = Math.max(
      0,
      ...namePatterns(run)
        .map((re) => run.match(re))
        .filter((m) => m?.index === 0)
        .map((m) => m![0].split(/\s+/).length),
    );
    if (KNOWN_AT_START.size >= 10_000) KNOWN_AT_START.clear();
    KNOWN_AT_START.set(run, known);
  }
  return known;
};
/** The names' patterns that may match the run: only the countries and companies whose words it has. */
const namePatterns = (run: string) => [PROPER_ONE, ...COUNTRY_INDEX.candidates(run).map((c) => c.match), ...companyNames(run).map((c) => c.match)];
/** A company whose name has a lower-case word in it opens the sentence ("Bank of America and JPMorgan…"): the opening run stops before "of". */
const companyAtStart = (s: string) => companyNames(s.slice(0, 40)).some((c) => c.match.exec(s)?.index === 0);
/** How many words of the run are a name of the lexicons that opens it: remembered as knownName's answers are. */
const KNOWN_AT_START = new Map<string, number>();
/**
 * His random capitals made plain ("relative to stopping the War", "a Great Deal"): a capitalised
 * word, or a run of them, is lowered when it is not a name (isName); a run with a name in it
 * ("Prime Minister Carney", "Supreme Court", "Tim Cook") keeps its capitals, and so does the run
 * before "of" and a name ("Strait of Hormuz"). The sentence's first word and a word after a full
 * stop or a colon are left as they are.
 */
/** A department told to act by its short name ("I have ordered Commerce to require licenses"): a name, capital kept. */
const AGENCY_NAME = /^(Interior|Commerce|Treasury|Justice|Labor|Agriculture)$/;
const AGENCY_TOLD = /\b(order\w*|instruct\w*|direct\w*|authoriz\w*|ask\w*|told|tell\w*) (the )?$/i;

export function plainCase(s: string): string {
  const tokens = s.split(/(\s+)/);
  const lowered = new Set(s.match(/\b[a-z][a-z’']+\b/g) ?? []);
  const word = (t: string) => t.replace(/^[^A-Za-z]+|[^A-Za-z’']+$/g, "");
  const capital = (t: string | undefined) => t !== undefined && /^[A-Z][a-z’']+$/.test(word(t)) && /^[“"(]?[A-Z]/.test(t);
  // A run: consecutive capitalised words, not broken by a comma or after a possessive ("America's | Historic").
  const runEnd = (i: number) => {
    let j = i;
    while (j + 2 < tokens.length && !/[,;:.!?)”"]$|[’']s$/.test(tokens[j]!) && capital(tokens[j + 2])) j += 2;
    return j;
  };
  const wordsOf = (i: number, j: number) =>
    tokens
      .slice(i, j + 1)
      .filter((_t, k) => k % 2 === 0)
      .map(word);
  // A company's name keeps its capitals wherever its run starts ("U.S. Steel", "Nippon Steel").
  const names = companySpans(s);
  const offsets: number[] = [];
  tokens.reduce((at, t) => (offsets.push(at), at + t.length), 0);
  const inName = (k: number) => names.some(([a, b]) => offsets[k]! >= a && offsets[k]! < b);
  let i = 0;
  while (i < tokens.length) {
    if (!capital(tokens[i])) {
      i++;
      continue;
    }
    const j = runEnd(i);
    const before = tokens.slice(0, i).join("").trim();
    // The first word keeps its capital; the words after it are judged as a run of their own,
    // unless the run is a name that starts there ("Cracker Barrel should…").
    if (before === "" || (/[.!?:]["”’]?$/.test(before) && !/\bU\.S\.$/.test(before))) {
      i += 2 * Math.max(1, nameAtStart(wordsOf(i, j).join(" ")));
      continue;
    }
    const run = wordsOf(i, j);
    const lower = (from: number) => {
      // A people's word in the run keeps its capital ("the Great American Comeback" → "the great American comeback").
      for (let k = from; k <= j; k += 2) if (!PEOPLE.has(word(tokens[k]!)) && !inName(k)) tokens[k] = tokens[k]!.replace(/[A-Z]/, (c) => c.toLowerCase());
    };
    const ofEnd = tokens[j + 2] === "of" && capital(tokens[j + 4]) ? runEnd(j + 4) : null;
    // "Strait of Hormuz", "Department of War": one name, both runs kept.
    if (ofEnd !== null && run.length === 1 && NAME_HEAD.test(run[0]!)) {
      i = ofEnd + 1;
      continue;
    }
    // A title that describes rather than names ("the Prime Minister of Cambodia"): plain.
    const described = ofEnd !== null && run.every((t) => TITLES.test(t));
    // "Venture Global LNG", "BAE Systems", "L3Harris Missile Solutions": capitals beside an acronym or a coined name are a name's.
    const coined = (t: string | undefined) => {
      const w = t?.replace(/^[“"(]+|[^A-Za-z0-9&]+$/g, "") ?? "";
      return /^[A-Z][A-Za-z0-9&]*[A-Z0-9][A-Za-z0-9&]*$/.test(w) && !/^(AN|THE|AND|OF|TO|IN|ON|US)$/.test(w);
    };
    const agency = run.length === 1 && AGENCY_NAME.test(run[0]!) && AGENCY_TOLD.test(`${before} `);
    if (described || (!isName(run, lowered) && !agency && !coined(tokens[j + 2]) && !coined(tokens[i - 2]))) lower(i);
    // "Indian Ships", "Chinese Government": after a nationality, his capitals on common words go
    // ("European Union" is a name whole).
    // ("European Commission" too: a name the lexicon holds whole.)
    else if (
      NATIONALITY.test(run[0]!) &&
      countryIn(run.join(" ")) !== run.join(" ") &&
      namesCased(run.join(" ").toLowerCase()) !== run.join(" ") &&
      !isName(run.slice(1), lowered)
    )
      lower(i + 2);
    i = j + 1;
  }
  return tokens.join("");
}

/** The sentence as a note retells it: in the third person, plain case, no salutation, one sentence. */
/** A department named by its short name as a subject ("Interior has ordered…", "Commerce will…"): a name, capital kept. */
const AGENCY = /^(Interior|Commerce|Treasury|Justice|Labor|Agriculture)\s+(has|have|is|was|will|just)\b/;

export function retell(sentence: string, max = 200, quoted = false): string {
  let s = unshout(sentence)
    .replace(PEOPLE_LOWER, (w) => w.charAt(0).toUpperCase() + w.slice(1))
    // Initials a shouted sentence made plain ("photo voter i.d.", "the u.n."): capitals again, not "e.g." or "a.m.".
    .replace(/\b(?!(?:e\.g|i\.e|a\.m|p\.m)\.)([A-Za-z])\.([a-z])\.(?![a-z])/g, (m) => m.toUpperCase())
    // "buys ANY AMOUNT of OIL": his short shouted words that are common words are plain ones.
    .replace(/\b[A-Z]{2,3}\b/g, (w, at: number, all: string) =>
      !quoted && w !== "US" && !ACRONYMS.test(w) && !/[&.]/.test(`${all[at - 1] ?? ""}${all[at + w.length] ?? ""}`) && isCommonWord(w.toLowerCase())
        ? w.toLowerCase()
        : w,
    )
    .replace(/\b([ap])\.\s?m\./gi, (_m, x: string) => `${x.toLowerCase()}m`)
    .replace(/\s*Thank you[^.!?]{0,50}[.!]*\s*$/i, "")
    // "…four years. (Secretary Scott Bessent)": who said it, kept inside the one sentence.
    .replace(/[.!?…]+[”"]?\s+\(([^)]{2,60})\)\s*$/, " ($1)")
    .replace(/^Dear [^:]{1,80}:\s*/i, "")
    // "A Statement from President Donald J. Trump “We had…”": the heading of his statement, not its first words.
    .replace(/^(A |The )?Statement (from|by) (President )?(Donald )?(J\. )?Trump\s+(?=\S)/i, "")
    .replace(
      /^(Therefore|Because of this|Because of that|As a result|For this reason|So|And|But|Also|Additionally|Accordingly|Furthermore|Moreover|Well|However|As you know|Importantly|Frankly|Remember|In addition|As such|Finally|Again|Moments ago|Just moments ago|Earlier today|Last night|Tonight|A short while ago|As an example|For example|In other words|Fortunately|Unfortunately|Sadly|Obviously|Clearly|Conversely|Likewise|Meanwhile|Breaking news|Breaking(?=[,:])|Just in)([,:]?\s+|(?<=news)(\.{2,}|…)\s*)/i,
      "",
    )
    .replace(/^RT\b\s*/i, "")
    // "Shockingly, the CBO…", "Hopefully, …": a comment on the sentence, not its subject.
    .replace(/^([A-Z][a-z]{3,}ly),\s+(?=\S)/, (m, w: string) => {
      const k = w.toLowerCase();
      const adverb = [k, k.slice(0, -2), k.replace(/ily$/, "y")].some((x) => isCommonWord(x));
      return adverb && !/^(only|early|family|likely|italy)$/.test(k) ? "" : m;
    })
    // "Strategic Bitcoin Reserve: I signed…": a heading before the sentence goes after it.
    .replace(/^([^:.!?]{3,40}):\s+(\S[^:]{30,})$/, (_m, head: string, rest: string) =>
      /\s/.test(head.trim()) ? `${rest.replace(/[.!?…"“”]+$/, "")} (${head.trim()})` : rest,
    )
    .replace(/\bhereby\s+/gi, "")
    .replace(/^[\s"“”'‘’*•-]+|[\s"“”'‘’*]+$/g, "")
    .replace(/\s*(!+|\?+|\.+)$/, "");
  // A quotation cut in half leaves a stray mark: drop the marks rather than leave one open.
  if ((s.match(/[“”"]/g) ?? []).length % 2) s = s.replace(/[“”"]/g, "");
  // "In honor of the King…, I will be removing the tariffs…": a long sentence keeps his act, not the
  // preamble before it, which a cut would keep alone.
  if (s.length > max && !quoted) s = s.replace(PREAMBLE, "");
  const first = s.charAt(0);
  // Someone's words in quotation marks stay as said ("I am now convinced"); his own are told in the third person.
  if (!quoted) s = thirdPerson(s);
  // Proper nouns keep their capital; his capitalised common nouns lose it (not the first word).
  // ("the Department of Energy" keeps its name).
  // (A company's name keeps its words: "Nippon Steel", "U.S. Steel".)
  const rest = s.slice(1);
  const names = companySpans(s).map(([a, b]) => [a - 1, b - 1]);
  s =
    s.charAt(0) +
    rest.replace(COMMON_NOUNS, (w, _m, at: number, all: string) =>
      // "Energy Secretary Chris Wright": a title before a name keeps its capitals.
      /\b(Department|Secretary|Ministry) of $/.test(all.slice(0, at)) ||
      /^ (Secretary|Minister|Department)\b/.test(all.slice(at + w.length)) ||
      (AGENCY_NAME.test(w) && AGENCY_TOLD.test(all.slice(0, at))) ||
      names.some(([a, b]) => at >= a && at < b)
        ? w
        : w.toLowerCase(),
    );
  // Someone else's words (a headline, a repost) keep their own case; his own words are made plain.
  if (!quoted) s = plainCase(s);
  if (
    !quoted &&
    /^(The|A|An|This|That|These|Those|There|It|Its|Today|Now|All|Any|Every|Each|Many|Some|No|Starting|Beginning|Effective|Based|If|As|While|When|For|Then|Once|After|Before|Unless|Because|Although|Tariffs|Very|Our|Their|His|Her|In|On|At|By|With|Without|Despite|Over|Under|Since|Until|Only|Just|Even|Not|Nothing|Everyone|Everybody|Nobody|Costs|Prices|Jobs|Last|Next|Yesterday|Earlier|Later|Both|Here|What|Why|How|Everything|Something|Several|Most|More|Other|Another|Such|Much|Also|Their|They|Them|Will|Has|Had|Was|Did|Would|Can)\b/.test(
      s,
    )
  )
    s = first.toLowerCase() + s.slice(1);
  // "Great trade deals were made": his capital on a common first word goes too ("I" and names
  // stay, and so does a name's first word: "President Trump", "Cracker Barrel").
  const opening = s.match(/^[A-Z][a-z’']+(?:\s+[A-Z][a-z’']+\b)*/)?.[0];
  if (
    opening &&
    !quoted &&
    !isName([opening.split(/\s/)[0]!], new Set(s.match(/\b[a-z][a-z’']+\b/g) ?? [])) &&
    !nameAtStart(opening) &&
    !companyAtStart(s) &&
    !AGENCY.test(s)
  )
    s = s.charAt(0).toLowerCase() + s.slice(1);
  if (s.length > max) {
    const cut = s.slice(0, max);
    const at = clauseEnd(cut, max * 0.5);
    s = at > 0 ? cut.slice(0, at) : `${cut.slice(0, cut.lastIndexOf(" ")).replace(/([\s,;:—–-]|\s(or|and|but|nor))+$/, "")}…`;
  }
  return s;
}

/** A fronted reason or occasion before his own main clause ("Based on…, I have…"). */
const PREAMBLE =
  /^(?:In order to|In (?:honou?r|light|recognition|view) of|Based (?:on|upon)|Because(?: of)?|Due to|As a result of|Following|Given|Pursuant to)\b[^.!?]*?,\s+(?=(?:I|we)\s)/i;

/** A clause left open: it ends on a joining word ("…a negotiation or") or before its participle ("…Maduro, who has been"). */
const OPEN_CLAUSE =
  /\b(or|and|but|nor|yet|so|as|if|when|whenever|while|because|although|though|that|which|who|whom|whose|where|the|a|an|of|to|in|on|at|by|for|with|from|than|into|like|such as|including|especially|been|being)$/i;
/** A noun phrase left open ("this horrible, bloody war" cut after "this horrible"). */
const OPEN_PHRASE = /\b(this|that|these|those|the|a|an|his|her|its|their|our|my|your|very|so|such|most|more)\s+\S+$/i;
/**
 * Where a long sentence can stop and still be a sentence: the last comma or semicolon after
 * `from` that closes a clause, and none after an aside opened by "and," / "or," / "but," that may
 * not have closed; -1 if none.
 */
function clauseEnd(text: string, from: number): number {
  const aside = text.search(/\b(or|and|but),\s/i);
  for (
    let at = Math.max(text.lastIndexOf(", "), text.lastIndexOf("; "));
    at > from;
    at = Math.max(text.lastIndexOf(", ", at - 1), text.lastIndexOf("; ", at - 1))
  ) {
    const head = text.slice(0, at);
    const openParen = (head.match(/\(/g) ?? []).length > (head.match(/\)/g) ?? []).length;
    if ((aside < 0 || at < aside) && !openParen && !OPEN_CLAUSE.test(head) && !OPEN_PHRASE.test(head)) return at;
  }
  return -1;
}

/** The post's words without his signature or the pieces of a link the feed split off. */
export function cleanBody(body: string): string {
  return (
    body
      // His signature goes; his name inside a sentence ("back President Donald J. Trump’s plan") stays a name.
      .replace(/\b(President )?(DONALD J\. TRUMP|Donald J\. Trump|DJT)\s*(PRESIDENT OF THE UNITED STATES OF AMERICA)?\s*$/g, "")
      .replace(/\bPresident (DONALD J\. TRUMP|Donald J\. Trump)\b/g, "Trump")
      .replace(/(^|\s)\S*\/\S*(?=\s|$)/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The sentence that carries the news: the one the most of `patterns` match, earliest on a tie. */
export function keySentence(sentences: string[], patterns: RegExp[]): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const s of sentences) {
    let score = patterns.reduce((n, re, i) => n + (re.test(s) ? patterns.length - i : 0), 0);
    // On a tie, a sentence with something to say beats a slogan ("Drill, baby, drill!").
    if (score > 0 && s.split(/\s+/).length >= 6) score += 0.5;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}
