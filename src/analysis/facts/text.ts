import { COUNTRIES, COUNTRY_INDEX } from "../lexicon/countries.ts";

/** Others' claim about him ("Everyone is stating that I will…", "The Fake News is reporting that…"). */
export const HEARSAY =
  /\b(is|are|was|were|keeps?) (stating|saying|claiming|reporting|writing) that\b|\b(they|people|everyone|media) (say|says|claim|claims) that\b/i;

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?";

// Names a sentence in capitals keeps capitalised once it is made plain.
const PROPER_NAMES = [
  "United States",
  "America",
  "Trump",
  "Federal Reserve",
  "Fed",
  "Congress",
  "Supreme Court",
  "White House",
  "Wall Street",
  "Main Street",
  // The Fed's people whose surnames are common words ("Lisa Cook must go", not "Lisa cook").
  "Lisa Cook",
  "Michelle Bowman",
  // Companies whose shouted names keep a short word ("FANNIE MAE" is Fannie Mae, not Fannie MAE).
  "Fannie Mae",
  "Freddie Mac",
  // Institutions whose names are common words.
  "Senate",
  "House",
  "Democrats",
  "Democrat",
  "Republicans",
  "Republican",
  "Pentagon",
  "Treasury",
  "European Commission",
  "Navy",
  "Army",
  "Air Force",
  "Marines",
  "Coast Guard",
  "National Guard",
  "Golden Dome",
  "One Big Beautiful Bill Act",
  "One Big Beautiful Bill",
  "Big Beautiful Bill",
  "State of the Union",
  "Liberation Day",
  "World War",
  "Polish",
  // Places whose names are common words.
  "Middle East",
  "Middle Eastern",
  "North Sea",
  "Persian Gulf",
  "West Bank",
  "Gaza Strip",
  "Strait of Hormuz",
  "Hormuz Strait",
  "Hormuz",
  "Kharg Island",
  "Red Sea",
  "Panama Canal",
  "Gulf of America",
  ...COUNTRIES.map((c) => c.name),
];
export const PROPER = new RegExp(`\\b(${PROPER_NAMES.map((n) => n.replace(/\s+/g, "\\s+")).join("|")})\\b`, "gi");
const properCase = (m: string) => PROPER_NAMES.find((n) => n.toLowerCase() === m.toLowerCase().replace(/\s+/g, " ")) ?? m;
/** The names a lower-cased text holds, capitalised again ("tariffs on china" → "tariffs on China"). */
export const namesCased = (s: string) => s.replace(PROPER, properCase);
/** A month lower-cased by `unshout`, where it is a date ("on august 1", "in march"), not a verb ("may"). */
const MONTH_DATE = new RegExp(
  `\\b(${MONTHS.join("|")})(?= \\d)|(?<=\\b(?:in|since|until|from|of|early|late|mid|last|next|this) )(${MONTHS.filter((m) => m !== "May").join("|")})\\b`,
  "gi",
);
/** Names written in capitals that stay so ("NATO", not "Nato"). */
export const ACRONYMS =
  /^(ICE|FED|NATO|OPEC|NASA|NAFTA|USMCA|FISA|CNBC|MSNBC|NASDAQ|ASEAN|BRICS|MAGA|MAHA|NYSE|DOGE|NFIB|ANWR|LNG|IEEPA|NHTSA|FAA|FDA|FTC|FCC|EPA|SEC|DOJ|FBI|CFPB|FHFA|OMB|USTR|NRC|TSMC|IBM|AMD|GE|AT&T|UPS|CBS|NBC|ABC|CNN|BP|FERC|DOE|DOD)$/;
const SHOUTED_SMALL =
  /\b(A|AN|THE|IN|IS|IT|TO|OF|ON|AT|BY|OR|AND|FOR|BUY|NOW|ALL|ARE|WAS|BE|WE|AS|NOT|NO|BIG|NEW|HAS|HAD|OUR|GET|HIS|HER|ITS|YOU|ONE|TWO|TEN|DAY|OUT|UP|SO|DO|GO)\b/g;
/** "GOLDMAN SACHS MUST" → "Goldman Sachs Must": posts shout; a note does not. A sentence in capitals becomes a plain one. */
export function unshout(s: string) {
  // Counted, not built: two copies of the text (letters, capitals) per call added up.
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) letters++, upper++;
    else if (c >= 97 && c <= 122) letters++;
  }
  if (letters > 12 && upper / letters > 0.6)
    return (
      s
        .toLowerCase()
        .replace(/^\W*\w/, (c) => c.toUpperCase())
        .replace(/\bi\b/g, "I")
        .replace(/\b(u\.s\.(a\.)?|a\.i\.)|\b(usa|eu|nato|opec|usmca|nafta)\b/gi, (m) => m.toUpperCase())
        // Days of the week are names; so is each sentence's first word (not after initials: "U.S. steel").
        .replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)day\b|(?<!\b[A-Za-z]\.[A-Za-z])[.!?]\s+[a-z]/g, (m) => m.replace(/[a-z]/, (c) => c.toUpperCase()))
        .replace(PROPER, properCase)
        .replace(MONTH_DATE, (m) => m[0]!.toUpperCase() + m.slice(1))
        // "THE STRAIT OF IRAN": a strait or a gulf of a named place is a place's name too.
        .replace(/\b(strait|gulf|sea|bay) of (?=[A-Z])/g, (m) => m[0]!.toUpperCase() + m.slice(1))
    );
  return (
    s
      // "NO TAX ON TIPS": a shouted phrase is a plain one ("no tax on tips"); its names keep their capitals.
      // ("DON'T TAKE TYLENOL": a shouted contraction is a word of the run.)
      .replace(/\b[A-Z]{2,}(?:['’][A-Z]{1,2})?(?:\s+[A-Z]{2,}(?:['’][A-Z]{1,2})?\b){2,}/g, (run) =>
        run
          .split(/\s+/)
          .map((w) => (ACRONYMS.test(w) ? w : w.toLowerCase()))
          .join(" ")
          .replace(PROPER, properCase),
      )
      .replace(/\b[A-Z]{4,}\b/g, (w) => (ACRONYMS.test(w) ? w : w[0] + w.slice(1).toLowerCase()))
      // "FANNIE MAE": the name's short word follows its first ("Fannie Mae", not "Fannie MAE").
      .replace(/\b(Fannie MAE|Freddie MAC)\b/g, properCase)
      .replace(SHOUTED_SMALL, (w, _m, i: number, all: string) => {
        // "A&B", "A.I.": an initial, not the article.
        const next = all[i + w.length];
        return i === 0 || next === "&" || (w.length === 1 && next === ".") || /[&.]/.test(all[i - 1]!) ? w : w.toLowerCase();
      })
  );
}

/** A rate's words: hundreds ("TWO HUNDRED"), tens with their units ("forty-five"), or ten and fifteen. */
const TENS: Record<string, number> = { ten: 10, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const RATE_IN_WORDS =
  /\b(?:(?:(one|two|three) )?(hundred)|(ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?) percent\b/i;

/** The first rate in a text, as "25%" ("TWO HUNDRED PERCENT" is 200%, not the hundred it ends with). */
export function rateOf(text: string): string | null {
  const m = text.match(/(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s?(?:%|percent\b)/i);
  if (m) return `${m[1]}%`;
  const w = text.match(RATE_IN_WORDS);
  if (!w) return null;
  const [, hundreds, hundred, tens, units] = w;
  const n = hundred ? 100 * (UNITS[hundreds?.toLowerCase() ?? "one"] ?? 1) : TENS[tens!.toLowerCase()]! + (UNITS[units?.toLowerCase() ?? ""] ?? 0);
  return `${n}%`;
}

/** A sum of money with its unit ("$550 billion"), and where the text says it. */
export function moneyAt(text: string): { said: string; at: number } | null {
  const m = text.match(/\$\s?(\d[\d,.]*)\s?(billion|trillion|million|B|T)\b/i) ?? text.match(/\b(\d[\d,.]*) (billion|trillion) dollars\b/i);
  if (!m) return null;
  const unit = { b: "billion", t: "trillion", m: "million" }[m[2]!.toLowerCase()[0]!]!;
  return { said: `$${m[1]} ${unit}`, at: m.index! };
}

/** A sum of money with its unit ("$550 billion"). */
export const moneyOf = (text: string) => moneyAt(text)?.said ?? null;

const DATED = new RegExp(`\\b(starting|beginning|effective|from|as of|on|by|until)\\s+(?:on\\s+)?${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, "i");

/** When it happens, in note form: "from August 1", "on Monday", "effective immediately", "for 90 days". */
export function whenOf(text: string): string | null {
  const d = text.match(DATED);
  // "from August 1 … zero for two years, after which the tariff will be raised to 100%": the date is
  // the first step's, not the rate's; no date is said rather than the wrong one.
  if (d && /\b(after which|thereafter)\b/i.test(text.slice(d.index))) return null;
  if (d) {
    const month = MONTHS.find((m) => m.toLowerCase().startsWith(d[2]!.toLowerCase().slice(0, 3)))!;
    const lead = d[1]!.toLowerCase();
    const word = lead === "on" || lead === "by" || lead === "until" ? lead : "from";
    return `${word} ${month} ${Number(d[3])}`;
  }
  const pause = text.match(/\b(\d{1,3})[- ]day (pause|extension|delay)\b|\bfor (\d{1,3}) days\b/i);
  if (pause) return `for ${pause[1] ?? pause[3]} days`;
  const near = text.match(
    // "immediately begin the process of instituting a tariff": the process starts now, not the tariff.
    /\b(effective immediately|immediately(?! (?:begin|start|commence|initiate))|(?:\d+|one|two|three|four|five|six) (?:days|weeks|months) from (?:today|now)|today|tonight|tomorrow|next week|this week|within (\d+|one|two|three) (days|weeks|hours)|in (\d+|two|three) (days|weeks))\b/i,
  );
  if (near) return near[1]!.toLowerCase() === "immediately" ? "effective immediately" : near[1]!.toLowerCase();
  // ("…beginning Monday", "It starts Wednesday!": from that day.)
  const day = text.match(/\b(on|this|next|by|beginning|starting|starts|from) (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/i);
  if (!day) return null;
  const lead = day[1]!.toLowerCase();
  return `${/^(beginning|starting|starts|from)$/.test(lead) ? "from" : lead} ${day[2]}`;
}

/**
 * Whether a time said (whenOf) sets a start: "from August 1" (however the post led into it: "as of", "beginning",
 * "starting"), "effective immediately". "On March 4th" may be a day told of the past ("which I imposed on March 4th").
 */
export const setsStart = (when: string | null) => when !== null && /^(from|effective)\b/.test(when);

const GOODS_AFTER =
  /\b(?:imported|coming|made|manufactured|produced|from|sent|into|entering|shipped|that|which|will|are|is|and|starting|beginning|effective|as|until|by|in|for|if|unless|separate|to)\b/i;
/** The first word itself, not a part of it ("Ship-to-Shore Cranes" are goods, "to Canada" is not). */
const GOODS_AFTER_WORD = new RegExp(`^${GOODS_AFTER.source}$`, "i");

/** Whoever does not make the goods in the U.S.: a tariff named by the goods, not by a country. */
const MADE_ELSEWHERE =
  /\btariffs?\b[^.!?]{0,40}\b(?:any|every|all) (?:country|countries|company|companies|nation|nations)\b[^.!?]{0,20}\b(?:does not|doesn['’]t|do not|don['’]t) (?:make|build|produce|manufacture) (?:its|their) ((?:[\w’'-]+\s+){0,2}?[\w’'-]+) (?:in|here in) (?:the United States|America|the USA?|the U\.S\.)/i;

/** What a tariff is on ("all Trucks imported" → "trucks"; "the European Union" → that country). */
const NAME = "(?:[A-Z][\\w’'-]*\\s+){0,2}[A-Z][\\w’'-]*";
// "Beginning in 60 days, imported Chips will be charged a 25% Tariff", "every imported brand-name or patented Drug will carry a 100% Tariff".
const SUBJECT_GOODS = new RegExp(
  `(?:^|[:;]\\s*|\\bthat\\s+|,\\s+(?:(?:all|every|any|imported|foreign)\\s+)+)((?!(?:into|from|to|in|by|of)\\s)(?:[a-z][\\w’'-]*\\s+(?:or\\s+)?){0,2}${NAME}(?:(?:,\\s+${NAME})*,?\\s+and\\s+${NAME})?)\\s+(?:(?:are|is)\\s+(?:now\\s+)?(?:exempt(?:ed)?|excluded)\\s+from\\b[^.!?]{0,30}\\btariffs?\\b|(?:will|shall|would)\\s+(?:(?:not\\s+|no longer\\s+)?be\\s+tariffed\\b|be (?:charged|subject to|exempt(?:ed)? from)\\b[^.!?]{0,30}\\btariffs?\\b|(?:carry|pay|face|bear) (?:a|an|the)\\s+(?:[\\d.]+\\s?(?:%|percent)\\s+)?tariff))`,
  "i",
);
const HIT_WITH =
  /\bhit\s+((?:[\w’'.-]+,?\s+){0,10}?[\w’'.-]+?)(?:\s+from\s+(?:the\s+)?[\w’'.-]+(?:\s+[A-Z][\w’'.-]*)?)?\s+with (?:a|an)\s+(?:[\d.]+\s?(?:%|percent)\s+)?tariff/i;
const NO_GOODS_SUBJECT = /^(they|we|it|he|she|you|I|these|those|this|that|everyone|everybody|all|companies|countries|nations|the country)$/i;

/** Goods listed by name ("any Sofa, Bed, Dresser, Cabinet or Table") as what comes in and pays. */
const LISTED_GOODS =
  /\b(any|all|every|each)\s+((?:[A-Z][\w’'-]*,\s+){1,6}[A-Z][\w’'-]*,?\s+(?:or|and)\s+[A-Z][\w’'-]*)\s+(?:coming into|imported into|entering|shipped into|sent into)\b[^.!?]{0,60}\b(?:will|shall)\b/;

/** "every branded drug from a company that has NOT signed… will pay a 150% Tariff": the goods, before whose they are. */
const EVERY_GOODS_PAYS =
  /\b(every|all|any)\s+((?:[a-z][\w’'-]*\s+){0,2}[a-z][\w’'-]*?)\s+(?:from|made by|sold by)\s+(?:a|any|every)\s+(?:company|companies|maker|makers)\b[^.!?]{0,120}\b(?:will|shall)\s+(?:pay|be charged)\b[^.!?]{0,30}\btariff/i;

/** "Softwood Lumber imports will pay an additional 10% Tariff": the goods whose imports pay. */
const IMPORTS_PAY = /()\b((?:[A-Z][\w’'-]*\s+){0,2}[A-Z][\w’'-]*) imports (?:will|shall) (?:pay|be charged|face)\b/;

/** Goods counted one by one, named in the singular after "all", "any", "every" or "each" ("every Heavy Truck"): all of them, in the plural. */
const COUNTED = /\b(product|item|car|truck|vehicle|movie|film|drug|medicine|chip|device|part|appliance|component|ship|plane)$/i;
const counted = (goods: string, determiner: string | undefined) => (determiner ? goods.replace(COUNTED, (w) => `${w}s`) : goods);

/** What no tariff can be on: words, lies and hoaxes (a tariff "on the Lies of Fake News" is a joke). */
export const NOT_GOODS = /\b(lies|lying|hoax(es)?|fake news|stupidity|nonsense|incompetence)\b/i;
/** A tariff "placed" on words: a figure of speech, no act. */
export const tariffOnWords = (x: string) => NOT_GOODS.test(goodsOf(x).goods ?? "");

export function goodsOf(said: string): { goods: string | null; all: boolean } {
  // "all Heavy (Class 8) Trucks": an aside in brackets is no part of the goods' name.
  // "Coffee and Bananas — which we do not grow here in any quantity — will be EXEMPT": so is one between dashes.
  // ("…will pay a 25% Tariff on top of existing Duties": the duties it adds to are no goods.)
  const sentence = said
    .replace(/\s*\([^()]{1,30}\)/g, "")
    // ("…a 100% Tariff, starting now, on all Films…": when it starts is no part of what it is on; "…on its U.S. revenue" is how it is charged.)
    .replace(/,\s*(?:starting|beginning|effective) (?:now|today|tomorrow|immediately)\s*,/gi, "")
    // ("…will go to a 35% Tariff on December 1st": the day it starts is no goods.)
    .replace(/\s+on (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:st|nd|rd|th)?\b(?:,? \d{4})?/g, "")
    .replace(/\s+on (?:its|their) (?:U\.S\.|US|American) (?:revenues?|sales|receipts)\b/gi, "")
    // ("…on all of its products entering the U.S.A.": everything it sells, as "on all goods".)
    .replace(/\bon all of (?:its|their|his|her) (?:products|goods|exports)\b/gi, "on all goods")
    .replace(/\s+[—–]\s+[^—–.!?]{1,60}\s+[—–]\s+/g, " ")
    // ("all Semiconductor Chips, and all Electronics containing them, imported into…": the goods are the chips, the rest what holds them.)
    .replace(/,\s+and\s+(?:all\s+)?[^,.!?]{1,40}?\s+(?:containing|using|with) (?:them|it),/gi, "")
    .replace(/\s+on top of (?:the |all |any )?(?:existing |current |other |previous )?(?:tariffs?|dut(?:y|ies)|taxes|levies)\b(?=\s*(?:[,.;:!?]|$))/gi, "");
  // "Tariffs on any Country that does not make its furniture in the United States": the goods are the furniture.
  const unmade = sentence.match(MADE_ELSEWHERE);
  if (unmade) return { goods: unmade[1]!.trim(), all: false };
  // ("Sec. 232 on copper = 50%": the section's name stands for the tariff, and its rate may follow an equals sign.)
  const m = sentence.match(
    /\b(?:tariffs?|dut(?:y|ies)|levy|(?:Section|Sec\.) 232)\b(?:\s+and\s+(?:restrictions|quotas|barriers|dut(?:y|ies)|taxes))?(?:\s+(?:of|at|rate of)\s+(?:only\s+|just\s+|a\s+|approximately\s+|about\s+|around\s+|roughly\s+|at least\s+|up to\s+)?[\w.]+\s?(?:%|percent))?(?:\s+(?:will|shall)\s+be\s+(?:charged|imposed|placed|applied|levied|put)|\s+(?:are\s+|is\s+)?coming(?:\s+soon)?)?(?:,?\s+(?:to|up to)\s+[\d.]+\s?(?:%|percent),?)?\s+(?:on|off(?:\s+of)?|(?:will\s+)?appl(?:y|ies)\s+to|(?<=(?:applied|imposed|levied|charged)\s+)to)\s+(all\s+|any and all\s+|any\s+|every\s+|each\s+)?(?:foreign[- ](?:made|built)\s+)?((?:[\w’'-]+\s+){0,5}?[\w’'-]+?(?:(?:,\s+[\w’'-]+(?:\s+[\w’'-]+)?){1,4},?\s+and\s+[\w’'-]+(?:\s+[\w’'-]+){0,2}|\s+and\s+(?!(?:we|I|you|they|he|she|it|the|all|any|that|this|will|other|our|their|its|then|also|so|if)\b)[a-z’'-]+(?:\s+(?!(?:we|I|you|they|he|she|it|the|all|any|that|this|will|other|our|their|its|then|also|so|if|imported|coming|made|manufactured|produced|from|sent|into|entering|shipped|which|are|is|and|at|starting|beginning|effective|as|until|by|in|for|unless|to|with|next|within|today|tomorrow|tonight|goes|go|comes|come|start|starts)\b)[a-z’'-]+)?)?)(?=\s*[,.;:!?—–=]|["”]\s*(?:[—–,.;:!?]|$)|\s*$|\s+(?:imported|coming|made|manufactured|produced|from|sent|into|entering|shipped|that|which|will|are|is|and|at|starting|beginning|effective|as|until|by|in|for|if|unless|separate|to|so|having|because|with|next|this|within|today|tomorrow|tonight|goes|go|went|comes|come|stays?|remains?|reduced|lowered|slashed|halved|cut|raised|increased|doubled|start|starts|down)\b)/i,
  );
  if (!m) {
    // "any Sofa, Bed, Dresser, Cabinet or Table coming into our Country will pay 40%": the goods listed.
    const listed = sentence.match(LISTED_GOODS) ?? sentence.match(EVERY_GOODS_PAYS) ?? sentence.match(IMPORTS_PAY);
    if (listed) return { goods: listed[2]!, all: /\b(all|every|each)\b/i.test(listed[1]!) };
    const passive = sentence.match(
      /\b(all\s+|any and all\s+|any\s+|every\s+|each\s+)?((?:[\w’'-]+\s+){0,5}?[\w’'-]+),?\s+(?:coming into|imported into|entering|sent into|shipped into|coming from|imported from|(?:being )?brought into|(?:made|produced|manufactured) (?:outside|abroad|overseas|elsewhere|in foreign|in other (?:countries|nations)|in (?!(?:the|a|an|America|our|this|these)\b)[A-Z][\w.]*)|(?:that|which) (?:are|is) not (?:made|built|produced|manufactured) in)\b[^.!?]{0,80}?\b(?:will (?:be (?:tariffed|charged)|be (?:completely |fully |totally )?(?:exempt(?:ed)?|excluded) from (?:all |any |the )?tariffs?|be hit with (?:a|an|the)(?:\s+[\d.]+\s?(?:%|percent))? tariff|(?:continue to )?(?:have|pay|face|carry|bear) (?:a|the)(?:\s+[\d.]+\s?(?:%|percent))? tariff|pay [\d.]+\s?(?:%|percent))|pays (?:a|the)(?:\s+[\d.]+\s?(?:%|percent))? tariff)/i,
    );
    if (passive)
      return {
        goods: counted(
          passive[2]!
            .replace(/^(?:beginning|starting|effective)\b.*?\d{4},?\s+/i, "")
            .replace(/^(?:and|but|so|then|or)\s+/i, "")
            // "every ton of Steel and Aluminum": the goods, not their measure.
            .replace(/^(?:tons?|pounds?|units?|shipments?|pieces?)\s+of\s+/i, "")
            .trim()
            // "Any movie made outside…": every one of them, said in the plural.
            .replace(/^([a-z]+)$/i, (w) => (/^any\b/i.test(passive[1] ?? "") && !/s$/i.test(w) ? `${w}s` : w)),
          passive[1],
        ),
        all: /\b(all|every|each)\b/i.test(passive[1] ?? ""),
      };
    // "Gold will not be Tariffed", "Kitchen Cabinets, Bathroom Vanities and Upholstered Furniture will be
    // charged a 50% Tariff": the goods are the subject (a country or a pronoun there is no goods).
    // "we will hit French Champagne, Wine and every other alcoholic drink… with a 200% Tariff".
    const hit = sentence.match(HIT_WITH);
    if (hit) return { goods: hit[1]!.trim(), all: false };
    const subject = sentence.match(SUBJECT_GOODS);
    // "Customs has confirmed that Smartphones… are EXCLUDED": the goods are what follows "that".
    // ("all smartphones made in China will pay…": the smartphones; where they are made is the partner, not the goods.)
    const named = subject?.[1]
      ?.replace(/^.*\bthat\s+/i, "")
      .replace(/\s+(?:(?:made|produced|manufactured|built|assembled)\s+in|from)\s+.*$/i, "")
      .trim();
    return named && !NO_GOODS_SUBJECT.test(named) ? { goods: named, all: false } : { goods: null, all: false };
  }
  // "on all imported Furniture": the goods are the furniture; "on iPhones not made in America": the iPhones.
  // ("all imported Medium and Heavy-Duty Trucks": one word, then "and" and the name it shares, is that name's pair.)
  const pair = /^((imported|foreign)\s+)?\S+$/i.test(m[2]!.trim()) ? sentence.slice(m.index! + m[0].length).match(PAIRED) : null;
  const goods = `${m[2]!}${pair ? ` and ${pair[1]}` : ""}`
    .trim()
    .replace(/^(imported|foreign)\s+(?=\S)/i, "")
    // "Chinese-made Ship-to-Shore Cranes": the cranes, wherever made.
    .replace(/^[\w’'-]+-(made|built)\s+(?=\S)/i, "")
    .replace(/\s+not$/i, "")
    // ("…on imported Aircraft Engines, Parts and Components will go into effect": the goods end where the verb starts.)
    .replace(/\s+(will|shall)\s+(go|take|come|start|begin|be)\b.*$/i, "");
  // A tariff on the U.S. is another country's, not his.
  if (/^(the\s+)?(U|US|U\.S|USA|United States|America)$/i.test(goods)) return { goods: null, all: false };
  if (!goods || GOODS_AFTER_WORD.test(goods.split(" ")[0]!)) return { goods: null, all: false };
  // "the 50% Tariff will apply to semi-finished Copper products": the scope of a tariff already set, not a tariff on them.
  if (/\bthe\s+([\d.]+\s?(%|percent)\s+)?tariffs?\s+(will\s+)?appl(y|ies)\s+to\b/i.test(sentence)) return { goods: null, all: false };
  return { goods: counted(goods, m[1]), all: Boolean(m[1]) };
}

/** "…and Heavy-Duty Trucks": up to three capitalised words after "and", none shouted ("NOT MADE") nor a preposition ("From China"). */
const NOT_NAME = "(?!(?:From|In|Into|Made|Of|For|To|That|Which|Coming|Imported|Entering|Will|Shall|Are|Is)\\b)";
const PAIRED = new RegExp(`^\\s+and\\s+((?:${NOT_NAME}[A-Z][a-z][\\w’'-]*\\s+){0,2}${NOT_NAME}[A-Z][a-z][\\w’'-]*)`);

/** The country a phrase names, if any ("the European Union", "Japanese products"). */
export function countryIn(phrase: string): string | null {
  return COUNTRY_INDEX.candidates(phrase).find((c) => c.match.test(phrase))?.name ?? null;
}

/**
 * Goods named with the partner's adjective before them ("Canadian Lumber" → "lumber", "Chinese steel"
 * → "steel"); a phrase that names the country itself ("China seems right") is returned as it is.
 */
export function withoutCountry(phrase: string): string {
  const c = COUNTRY_INDEX.candidates(phrase).find((x) => x.match.test(phrase));
  const m = c ? new RegExp(`^(?:the\\s+)?(?:${c.match.source})\\s+`, c.match.flags.replace("g", "")).exec(phrase) : null;
  return m && !m[0].trim().toLowerCase().endsWith(c!.name.toLowerCase()) ? phrase.slice(m[0].length) : phrase;
}

const WITH_THE = new Set(["European Union", "United Kingdom", "United Arab Emirates", "Netherlands", "Philippines"]);
export const countryName = (name: string) => (WITH_THE.has(name) ? `the ${name}` : name);

/** "A", "B" and "C". */
/** Up to three countries by name; of more, two and "others" ("Brazil, India and others"): never two said as if they were all. */
export const countriesSaid = (names: string[]) => list(names.length > 3 ? [...names.slice(0, 2).map(countryName), "others"] : names.map(countryName));

export function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
