/**
 * Government money and the dollar: a government shut down or a debt limit fought over, the fight
 * ended, the dollar he says he wants stronger or weaker, and what the Treasury borrows (checks sent
 * out, long bonds sold or bought back), the money he asks for defense, a cap on credit card rates, and money put behind a partner. The rubric's "government shutdown /
 * debt ceiling" is relevant news; what it does to prices is the map's (market-map/policy-rows.ts).
 */
import type { Fact, FactKind, Reading } from "./kinds.ts";
import { countriesIn, fact, ownSentenceWith } from "./patterns.ts";

/**
 * The government reopened, funded, or its debt limit raised or done away with (or proposed to be, or its reopening
 * foretold: "Government will be open again soon": the odds of a standoff fall). A reopening asked for ("should OPEN THE GOVERNMENT") says it is still shut, and so does a vote "AGAINST keeping the Government open".
 */
const FUNDING_RESOLVED =
  /\b((?<!\b(should|must|needs? to|ha(ve|s) to|will not|won['’]t|refuse to|do not|does not|don['’]t|doesn['’]t)\s|\b(cancell?ed|blocked|rejected|killed) the (vote|bill|plan) to |\brefus\w*\b[^.!?]{0,30}\bto )(re-?)?open(s|ed|ing)? (up )?(our |the )?government|(?<!\b(bill|resolution|measure|trying|tries|try|wants?|hopes?|vote) to |\bagainst )(keep|keeps|kept|keeping) (our |the )?government open|government is (now )?(open|re-?opened)|end(s|ed|ing)? the (\w+ ){0,2}shut ?down|shut ?down is over|(?<!(\bnot|\bnever|n['’]t|\brefuse to) )sign(ed|ing)? (the |a )?(\w+ ){0,3}(funding bill|continuing resolution|spending bill)|(avert\w*|avoid\w*) (a |the )?(\w+ ){0,2}shut ?down|government (will|is going to) (stay|remain) open|government (will|is going to) be (re-?)?open(ed)? again\b|\b(CR|continuing resolution|funding bill|spending bill) (will|is going to) (now )?pass\b|(?<!(\bnot|\bnever|n['’]t|\brefuse to) )(rais\w*|suspend\w*|terminat\w*|eliminat\w*|scrap\w*|get rid of|abolish\w*) (the )?debt (ceiling|limit)|debt (ceiling|limit) (should|must|will) be (entirely )?(scrapped|terminated|eliminated|abolished|raised|suspended)|(deal|agreement) (is )?(done|reached|made) on the debt (ceiling|limit)|debt (ceiling|limit) (deal|agreement) (is )?(done|reached|made))\b/i;

/** The government shut down or about to be, or a default on the debt in play. */
const FUNDING_STANDOFF =
  /\b(shut(s|ting)? ?down (the |our )?(federal |United States )?government|government (will|would|is going to|could|may) (be )?shut ?down|government (shuts|closes) down|(do not|does not|don['’]t|doesn['’]t|won['’]t|will not|refuse to) (re-?)?open (up )?(the |our )?government|government is (now )?(officially )?shut ?down|shut ?down (of|at) |(government|Democrat|Democrats['’]|Schumer|Radical Left)\s+(\w+\s+)?shut ?down\b|the shutdown|a shutdown|long(er)? shutdown|default on (our|the) debt|(will not|won['’]t|refuse to) (raise|lift|increase) the debt (ceiling|limit)|debt (ceiling|limit)\b[^.!?]{0,40}\b(unless|default))\b/i;

/**
 * The shutdown of the border or of a program is no lapse of the government's funding; nor is shutdown talk blamed for a market's
 * fall ("The Stock Market went down today because of the Fake News and the Democrats' shutdown talk").
 */
const NOT_FUNDING =
  /\bshut(ting)? ?down (the |our )?(border|southern border|program|investigation|plant|pipeline)\b|\b(market|stocks)\b[^.!?]{0,20}\b(went|go|goes|is|was) down\b[^.!?]{0,20}\bbecause of\b/i;

/**
 * A weaker dollar wanted ("We want a competitive Dollar", "A strong Dollar… KILLS our manufacturers"),
 * or partners blamed for holding their currencies down ("Japan is letting the Yen fall", "keep pushing their currency DOWN", "Japan's Yen is way
 * too low, and the Dollar way too high"): pressure
 * that the dollar fall against them.
 */
const WEAK_DOLLAR =
  /\b(weak(er)? dollar\b[^.!?]{0,30}\b(good|great|better|helps?|not (a |so )?bad)|(don'?’?t|do not) want (it|the dollar) (too|so) strong|competitive dollar|(dollar|currency) ((that |which )?(is|has been|was) )?(way |far |much )?too (strong|high)|(yen|yuan|euro|won)( is)? (way |far |much )?too (low|weak)|\bthe dollar (down|DOWN)\b|strong dollar\b[^.!?]{0,40}\b(kills|hurts|hurting|killing|bad|terrible|disaster)|lower (the |our )?dollar|devalu\w* (the |our )?dollar|(manipulat\w*|devalu\w*)\b[^.!?]{0,30}\b(their |its )?(currenc(y|ies)|Yen|Yuan|Renminbi|Euro)\b|(let\w*|allow\w*) (the |their |its )?(currenc(y|ies)|Yen|Yuan|Renminbi|Euro)\b[^.!?]{0,15}\b(fall|drop|sink|collapse)|(push\w*|keep\w*|hold\w*|driv\w*) (the |their |its )?(own )?(currenc(y|ies)|Yen|Yuan|Renminbi|Euro) (down|low|lower)\b|(bring|get|push|lift|rais|strengthen)\w*\b[^.!?]{0,30}\b(yen|won|yuan|renminbi|euro|currenc(y|ies))\b[^.!?]{0,30}\b(fair value|higher|stronger)|\b(act|interven)\w*\b[^.!?]{0,40}\b(currency|foreign exchange) markets\b|(push|driv|hold|keep)\w* down (the |their |its )?(own )?(currenc(y|ies)|yen|yuan|renminbi|euro|won)\b|(sold|sell\w*) (\w+ )?dollars,? and (bought|buy\w*) (\w+ )?(yen|won|yuan|euros?)\b|designat\w* (\w+ ){0,2}(as )?a currency manipulator)/i;

/** A strong dollar wanted, or its place as the world's currency defended ("I LOVE a strong Dollar"). */
const STRONG_DOLLAR =
  /\b((I|we) (love|like|want|believe in) (a |the )?strong(er)? dollar|strong dollar (is|policy)\b[^.!?]{0,30}\b(great|good|important|essential)|(dollar|it) (will|must|shall) (always )?(remain|stay) the (world['’]s )?reserve currency|replace the ((U\.S\.?|mighty|great|almighty) )*dollar)\b/i;

/** The fight is over the debt limit rather than the government's funding. */
export const DEBT_LIMIT = /\bdebt (ceiling|limit)\b|\bdefault\b/i;

/** His own first sentence that says one of these, read as its kind: the first kind of the list he says wins. */
function firstSaid(r: Reading, said: [RegExp, FactKind][], also = (_x: string) => true): Fact | null {
  for (const [re, kind] of said) {
    const i = r.may(re) ? ownSentenceWith(r, (x) => re.test(x) && also(x)) : null;
    if (i !== null) return fact(r, kind, i, null, { countries: [] });
  }
  return null;
}

/** "I just signed the Bill that ENDS the Democrat Shutdown": the end of it, whatever it is called. */
export const fundingFact = (r: Reading) =>
  firstSaid(
    r,
    [
      [FUNDING_RESOLVED, "funding-resolved"],
      [FUNDING_STANDOFF, "funding-standoff"],
    ],
    // ("Open the Government NOW!" asks for it: still shut. "…passed a clean bill to keep the Government open": one chamber's bill, not the end.)
    (x) => !NOT_FUNDING.test(x) && !/^\W*(re-?)?open (up )?(our |the )?government\b/i.test(x),
  );

export const dollarFact = (r: Reading) => {
  const f = firstSaid(r, [
    [WEAK_DOLLAR, "weak-dollar"],
    [STRONG_DOLLAR, "strong-dollar"],
  ]);
  // Partners blamed for holding their currencies down are whose currencies the pressure lifts.
  // (…named in any of its sentences: "The Dollar has been far too strong… With Japan and South Korea, we will act JOINTLY in the currency markets".)
  return f?.kind === "weak-dollar" ? { ...f, countries: [...new Set(r.sents.flatMap((x) => (WEAK_DOLLAR.test(x) ? countriesIn(r, x) : [])))] } : f;
};

/** Checks sent to households ("a Tariff Dividend check of $2,000", "$1,000 Tariff Rebate Checks"). */
const REBATE_CHECKS =
  /\b((tariff )?(rebate|dividend|stimulus) (checks?|payments?)|dividend of (at least )?\$[\d,]+|\$[\d,]+ (tariff )?(rebate|dividend) (checks?|payments?))\b/i;
/** More long bonds sold, or longer ones ("selling 50 and 100 year Bonds"; not "sell NO NEW 30 Year Bonds"). */
const MORE_BONDS = /\b(sell\w*|issu\w*)\b(?! no\b)[^.!?]{0,30}\b(\d+[- ]year|long[- ](term|dated)|century|ultra[- ]long)\b[^.!?]{0,15}\bbonds\b/i;
/**
 * Fewer long bonds sold, or old ones bought back ("cutting the sale of Long Term Bonds", "STOP issuing 30 Year Bonds", "SUSPEND the issuance of new
 * 30-Year Bonds", "far fewer Long-Term Bonds", "will sell NO NEW 30 Year Bonds",
 * "BUY BACK $100 Billion of old Bonds").
 */
const FEWER_BONDS =
  /\b(cut\w*|reduc\w*|stop\w*|end\w*|halt\w*|suspend\w*|paus\w*)\b[^.!?]{0,20}\b(sale|sales|issuance|issuing|selling)\b[^.!?]{0,20}\b(long[- ](term|dated)|\d+[- ]year) bonds\b|\b(fewer|no( new)?|not (sell|issue) any( new)?)\b[^.!?]{0,10}\b(long[- ](term|dated)|\d+[- ]year) bonds\b|\bbuy\w* back\b[^.!?]{0,40}\bbonds\b|\bbond buy ?backs?\b/i;

/** What the Treasury borrows: checks it sends out, long bonds it sells more or fewer of. */
export const borrowingFact = (r: Reading) =>
  firstSaid(r, [
    [REBATE_CHECKS, "rebate-checks"],
    [FEWER_BONDS, "fewer-bonds"],
    [MORE_BONDS, "more-bonds"],
  ]);

/**
 * More money for defense, with its size ("a Defense Budget of $1.5 Trillion in 2027, up from $1 Trillion", "$1.5 TRILLION DOLLARS for our
 * Military", "will call for 1.5 TRILLION DOLLARS for our Military") or asked for as the largest ever ("asking Congress for the largest Military Budget in the History of our
 * Country"; not one "passed"): asked of Congress, a signal (rubric: Medium) that the map reads as orders for the contractors.
 */
export const DEFENSE_BUDGET =
  /\b(ask\w*|send\w*|propos\w*|request\w*|seek\w*)\b[^.!?]{0,40}\b(largest|biggest|record|highest) (military|defen[cs]e) budget\b|\b(military|defen[cs]e) budget\b[^.!?]{0,60}\$[\d.,]+\s*(trillion|billion)\b|(\$[\d.,]+\s*(trillion|billion)( dollars)?|\b\d[\d.,]*\s+(trillion|billion) dollars)\b[^.!?]{0,30}\b(for (our|the) (military|defen[cs]e)|(military|defen[cs]e) budget)\b/i;

export const defenseBudgetFact = (r: Reading) => firstSaid(r, [[DEFENSE_BUDGET, "official-act"]]);

/**
 * A cap on what credit cards may charge, with its rate ("Credit Card Interest will be capped at 10%", "no Credit Card company will be allowed
 * to charge more than 10% Interest", "Card Companies charging… 30% interest… those rates must be CAPPED at 10%", "a one year CAP of 10% on
 * Credit Card Interest Rates"): an act when he gives it a start ("As of January 20th", "Effective 30 days from today"), else a signal.
 */
const CARD_CAP = /\b(capped|limited|charge (no )?more than|cap (of|at))\b[^.!?]{0,20}\b\d{1,2}(\.\d+)?\s?%/i;
const CARDS = /\bcredit cards?\b/i;
const STARTS =
  /\b(starting|beginning|as of|effective|from)\b[^.!?,]{0,20}\b(January|February|March|April|May|June|July|August|September|October|November|December|the \d{1,2}(st|nd|rd|th))\b|\b(starting|beginning|effective) (in )?\d{1,3} days\b/i;

/** A sentence (or two joined) that caps what credit cards may charge at a rate: the reader's test, and the map's (market-map/act-targets.ts). */
export const cardCapSaid = (x: string) => CARDS.test(x) && CARD_CAP.test(x);

export function cardCapFact(r: Reading): Fact | null {
  if (!r.has(CARDS)) return null;
  const i = ownSentenceWith(r, (x) => CARD_CAP.test(x));
  if (i === null || !(CARDS.test(r.sents[i]!) || CARDS.test(r.sents[i - 1] ?? ""))) return null;
  const x = r.sents[i]!;
  return fact(r, "official-act", i, STARTS.test(x) ? "official-act" : null, {
    countries: [],
    ...(CARDS.test(x) ? {} : { sentence: `${r.sents[i - 1]} ${x}` }),
  });
}

/** Money put behind a partner ("a $20 Billion Swap Line with Argentina's Central Bank", "BOUGHT Argentine Pesos", "buying Argentina's Pesos", "purchases of their Dollar Bonds"). */
const BACKSTOP =
  /\b(swap lines?|(bought|buy|buying|purchas\w*) [\w ’']{0,25}\b(pesos|currency|bonds)|purchases? of (their|its) (dollar )?bonds|bail ?out|backstop|(financial|economic) (lifeline|support package))\b/i;

/** The backstop done, not offered ("The Treasury has finalized a $20 Billion Swap Line"). */
const BACKSTOP_DONE = /\b(has|have) (now |just )?(finalized|signed|approved|completed|opened|extended)\b/i;

export function backstopFact(r: Reading): Fact | null {
  if (!r.countries.length || !r.may(BACKSTOP)) return null;
  const i = ownSentenceWith(r, (x) => BACKSTOP.test(x) && countriesIn(r, x).length > 0);
  // Done: an official act (rubric: High).
  const done = i !== null && BACKSTOP_DONE.test(r.sents[i]!);
  return i === null
    ? null
    : fact(r, "backstop", i, done ? "official-act" : null, { countries: countriesIn(r, r.sents[i]!).filter((c) => c !== "United States") });
}
