import { COUNTRIES } from "./countries.ts";
import { RATE_DROPPED } from "./tariff-relief.ts";
import { anyWay } from "./ways.ts";

/**
 * The ways a post names a tariff itself (T.tariff): the word and its misspellings, the duties and
 * levies, and the shapes that say a rate is charged without the word. One pattern per way, joined
 * into one case-blind pattern; it is tested and counted (read.ts TARIFF_G), never captured from.
 */

/** A rate written out ("FIFTY PERCENT", "ONE HUNDRED PERCENT"), or in figures. */
const RATE_WORDS =
  "(?:(?:one|two) hundred|hundred|ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))? percent";
const RATE = `(?:\\d{1,3}(?:\\.\\d+)?\\s?%|${RATE_WORDS})`;

/** The partners by name ("SOUTH KOREA", "THE PHILIPPINES"), and the goods the tariffs of 2025-26 named. */
const PARTNERS = `(?:the )?(?:${COUNTRIES.map((c) => c.name.replace(/ /g, "\\s")).join("|")}|EU|E\\.U\\.)`;
const GOODS =
  "(?:steel|alumin(?:um|ium)|copper|lumber|timber|pharma(?:ceuticals)?|drugs?|medicines?|chips|semiconductors|(?:heavy )?trucks|cars|autos|automobiles|auto parts|movies|films|(?:upholstered )?furniture|kitchen cabinets|(?:bathroom )?vanities|critical minerals)";
const SUBJECT = `(?:${PARTNERS}(?:\\s${GOODS})?|${GOODS})(?:\\s(?:and|&)\\s(?:${PARTNERS}|${GOODS}))?`;

/**
 * More time asked or given on a rate ("Ursula… asked for more time on the 50%"): the tariff, named by its rate
 * (facts/tariff-kind.ts reads whether it was granted).
 */
export const MORE_TIME_ON_RATE = new RegExp(`\\b(more time|an extension|a delay) on (the |its |their )?${RATE}`, "i");

const WAYS: RegExp[] = [
  // Misspelt too ("Tarrifs", "Tarifs"): posts are typed fast. ("Non-Tariff Barriers" are rules and standards, no tariff.)
  /(?<!\bnon[- ]?)\b(tariff(s|ed|ing)?|tarr?iff?s|tarrif(ed)?|trade war|import dut(y|ies)|duties|\d+(\.\d+)?\s?%\s+((anti-?dumping|countervailing)\s+)?duty|(anti-?dumping|countervailing) duty|levies|import tax(es)?|adjust(s|ing)? imports)\b/,
  // "Liberation Day" is the name the President gave the day of the reciprocal tariffs (2 April 2025): a post that says it speaks of them.
  /\b((April 2(nd)?\W{1,4}(“|")?)?Liberation Day|taxes on (imports|foreign (goods|products|cars))|de minimis|reciprocal(?! (visits?|trips?|invitations?|state visits?))|transship(ping|ment|ped)?|(section|sec\.) (232|301)|anti-?dumping|countervailing|trade barriers?|IEEPA)\b/,
  // A rate put on goods ("charge 25% on all Mexican products", "we will charge the Philippines 20% on any and all Philippine products").
  /\b(add|adding|put|putting|charge|charging|impose|imposing) (another |an additional |an extra )?\d{1,3}\s?% on (all )?([\w’'-]+ ){0,2}(goods|products|imports)\b/,
  // …or on a partner or goods by name, now or to come ("I am adding ANOTHER 25% on India", "we will put 50% on Brazil"); not one told
  // as history ("as you know, we put 145% on China").
  new RegExp(
    `\\b((am|are|is|will|shall|['’]ll|hereby|now) (be |also |hereby )?(add|put|impose|slap)|adding|putting|imposing|slapping) (another |an additional |an extra )?${RATE} on (all )?${SUBJECT}\\b`,
  ),
  // A rate on everything a partner sends, told after a colon ("I am sending them a letter today: 25% on everything, starting August 1"), or
  // on goods, told bare ("Twenty-five percent on Korean cars.", "Forty percent on every foreign drone and drone part, beginning Monday").
  new RegExp(`(?:^|[.!?:\\n—–])\\W{0,3}${RATE} on (?:everything|all (?:their |its )?(?:goods|products|imports))\\b`),
  new RegExp(`(?:^|[.!?:\\n—–])\\W{0,3}${RATE} on (?:(?:every|all|any) (?:foreign|imported) [\\w-]+|(?:[\\w’'-]+ )?${GOODS})\\b`),
  // A rate on a partner's goods coming in ("19% on Philippine goods coming in"), not one they "still pay".
  new RegExp(`(?<!\\bstill (?:pay|pays|paying) (?:the )?)\\b${RATE} on (?:all |any and all |every )?(?:[\\w’'-]+ ){0,2}(?:goods|products|imports)\\b`),
  // Goods let in at a rate cut from another ("their Cars come in at 15%, not 25%", "Canadian Aluminum will come in at 15%, within a quota, down from 50%").
  new RegExp(`\\b(${GOODS}|goods|products) (now )?(come|comes|will come) in at ${RATE}[^.!?]{0,30}\\b(not|instead of|down from) ${RATE}`),
  // Goods made abroad at a rate ("any branded or patented Drug made outside the U.S.A. pays 100%").
  new RegExp(`\\b${GOODS} (made|produced|manufactured|built) (outside|abroad|overseas)\\b(?:[^.!?]|\\.(?=\\w|\\s[a-z])){0,30}\\b(pays|will pay) ${RATE}`),
  // Foreign goods at a rate now ("Foreign Lumber is now 10%, and Kitchen Cabinets… are now 25%", "imported Copper pays 50%").
  // ("every imported Medium and Heavy Truck pays 25%")
  new RegExp(`\\b(foreign|imported) ([\\w-]+ (and )?){0,3}?(${GOODS}|truck|car|drug)\\b[^.!?]{0,60}\\b((is|are) now|pays|will pay) ${RATE}`),
  // A partner's rate raised by name ("Raising CHINA to 125%, effective immediately").
  new RegExp(`\\b(rais|hik|increas)(e|es|ed|ing) ${PARTNERS} to ${RATE}`),
  new RegExp(`\\bcharg(e|es|ed|ing) ([\\w’'.-]+ ){1,3}${RATE} on (any and all |all |every )?([\\w’'-]+ ){0,2}(goods|products|imports)\\b`),
  // A rate they will pay or be charged ("will pay 25%", "will be charged approximately ONE HUNDRED PERCENT", "everything coming in from Canada
  // and Mexico pays 25%"), not a share of something.
  /\b((will|shall) (also |now |then )?(pay|be charged)|(goods?|products?|imports?|everything( coming in| sent| shipped)?) from [^.!?]{1,30}\bpays?)( an?)?( additional| extra)? \d{1,3}(\.\d+)?\s?%(?!\s*(less|more|lower|higher|off|of|on their|in)\b)/,
  // A rate paid on everything a partner sends ("From now on, Switzerland pays 39% on everything it sends us"), or goods that face one
  // ("Australian goods coming into America face 15%", "every Canadian good entering our Country will be hit with 100%").
  /\b(pays?|paying) (an? )?(additional |extra )?\d{1,3}(\.\d+)?\s?% on (everything|all|every|any)\b/,
  // ("From August 1st, all Brazilian goods pay 50% at our border")
  /\b(goods|products|imports)\b[^.!?]{0,10}\b(pay|will pay) (an? )?(additional |extra )?\d{1,3}(\.\d+)?\s?%(?!\s*(less|more|of|interest)\b)/,
  // ("Indian goods coming into the U.S.A. get hit with ANOTHER 25%")
  /\b(goods?|products?|imports?|exports)\b(?:\bU\.S\.(?:A\.)?|[^.!?]){0,40}\b(face|faces|will face|(will be|are|is|gets?|will get) hit with) (an? |another )?(additional |extra )?\d{1,3}(\.\d+)?\s?%(?!\s*(less|more|of|chance|odds)\b)/,
  new RegExp(
    `\\b(will|shall) (also |now |then )?(pay|be charged) ((approximately|about|roughly|around|only|just|over|nearly) )?(an? )?((additional|extra) )?${RATE_WORDS}\\b`,
  ),
  /\b(will|shall) (also |now |then )?(pay|be charged) (approximately|about|roughly|around|only|just|over|nearly) \d{1,3}(\.\d+)?\s?%/,
  // What partners will pay to sell here ("Letters… telling them what they will pay to do business in the United States"): the tariff, unnamed.
  /\b(what|how much) (they|each country|every country|countries|each of them) (will|would|must|are going to) (have to )?pay to (do business|sell|trade) (in|with|into) (the United States|the U\.S\.A?\.?|the USA|America)\b/,
  // ("They will very soon be paying MUCH more to do business with the United States", "may have to pay much more for the privilege of trading with the USA")
  /\b(will|may|are going to|is going to)( very)?( soon)?( have to)? (be )?pay(ing)? (much|far|a lot|MUCH) more (to (do business|sell|trade)|for the privilege of (doing business|selling|trading)) (in|with|into) (the United States|the U\.S\.A?\.?|the USA|America)\b/i,
  // A rate the partner agreed to pay ("Japan has agreed to pay 15% (not 25%!) on its products"), or its rate moved ("So, on August 1st,
  // Mexico goes to 30% on all goods"; "Japanese Automobiles go to 25% on the 1st of the month"; "Korean goods go back to 25%, not 15%").
  new RegExp(
    `\\bagree(d|s)? to pay ${RATE}( \\([^)]{0,20}\\))? on (its|their|all|every)\\b|\\b${PARTNERS} (goes|go|will go|is going) (up |back )?to ${RATE} on (all|every|its|their)\\b|\\b(${GOODS}|goods|products|imports) (go|goes|will go|are going|is going) (up |back )?to ${RATE}`,
  ),
  // A rate moved on goods or a partner with no word for it ("Korean Cars, Lumber, Pharma, and everything else now go from 15% to 25%",
  // "…go back to 25%, from 15%").
  new RegExp(`\\b(now go|go|goes|will go|are going|is going) (back )?(up |down )?(from ${RATE} to ${RATE}|to ${RATE},? from ${RATE})`),
  // A rate paid "only" while talks go on ("they pay only 10% while we talk"), or a floor ("Every Country on Earth now pays at least 10% to sell here").
  /\bpays? (only|just|at least|a minimum of) \d{1,3}(\.\d+)?\s?%(?! (interest|a year|annually)\b)/,
  // The duty, levy or charge on a partner or on goods ("increasing the duty on Canada", "the Fentanyl charge on China", "a levy on Pharmaceuticals").
  new RegExp(
    `\\b(the|a|an|new|additional|extra|higher|its|their|this|that) ([\\w’'-]+ )?(duty|levy|charge) on (all |any |foreign |imported )?(${PARTNERS}|${GOODS}|(\\w+ )?(imports|goods|products))\\b`,
  ),
  // A fee on ships or cargo by the ton ("Ships built in China docking at American Ports will pay a fee of $50 per ton"): a duty by another name.
  // ("…every Chinese-built Ship that docks in an American Port will pay a fee of $1.5 Million per visit")
  /\b(port|docking) fees?\b|\bfees? of \$\s?\d[\d,.]*( (million|thousand))? (a|per) (net )?(ton|visit|port call|call|docking)\b/,
  // An exemption ended, and the rate it spared paid ("The exemption for Canadian Aluminum is TERMINATED… they pay the full 50%").
  new RegExp(
    `\\b(exemptions?|exclusions?|carve-?outs?)\\b[^.!?]{0,40}\\b(is|are|has been|have been|will be) (now |hereby )?(terminated|ended|revoked|cancell?ed|over)\\b(?=[^.!?]{0,60}${RATE})`,
  ),
  // A rate named and done with ("The additional 25% is REMOVED"), or no longer charged ("no longer be charged the extra 10%").
  ...RATE_DROPPED,
  MORE_TIME_ON_RATE,
  // A partner's deadline moved ("I have agreed to extend the EU deadline to July 9"): the date its tariffs were to start.
  new RegExp(`\\bextend(s|ed|ing)? (the )?${PARTNERS}(['’]s)? (trade |tariff )?deadline\\b`),
  new RegExp(`\\b${PARTNERS}(['’]s)? (trade |tariff )?deadline\\b[^.!?]{0,30}\\b(is|has been|was|will be) (now )?(extended|moved|pushed back)\\b`),
  // A rate put first, then its partner or goods, and nothing but a date or a stop after it ("50% on Brazil, effective August 1. Enough!").
  new RegExp(`(?:^|[.!?\\n])\\W{0,3}${RATE} on (?:all )?${SUBJECT}(?=\\s*(?:$|[.!,;]|effective\\b|starting\\b|beginning\\b|as of\\b))`),
  // A headline of rates ("CANADA: 35%.", "JAPAN - 25%.", "STEEL: 25% -> 50%.", "United Kingdom Steel and Aluminum: to ZERO", "1. Japan — 25% 2. …"):
  // a partner or goods, then the rate, and nothing but a date, a stop or the next of a list after it ("Japan 25% South Korea 25% Malaysia 25%").
  new RegExp(
    `(?:^|[.!?:\\n])\\W{0,3}(?=[^.!?\\n]{0,80}(?:\\d\\s?%|percent|zero))${SUBJECT}\\s*(?::|—|–|-{1,2}|->|→)?\\s*(?:goes\\s)?(?:(?:down|up)\\s)?(?:to\\s)?(?:${RATE}|zero\\b)(?=\\s*(?:$|\\d{1,2}\\.(?:\\s|$)|[.!,;(]|->|→|plus\\b|starting\\b|effective\\b|beginning\\b|from\\b|as of\\b|on\\s)|\\s+${SUBJECT}\\s*(?::|—|–|-{1,2})?\\s*${RATE})`,
  ),
];

export const TARIFF = anyWay(WAYS);
