/** The buyers' facts: a partner that buys a commodity from us or stops, and the government buying crypto. */
import { COINS, COMMODITIES } from "../lexicon/tickers.ts";
import type { Fact, Reading } from "./kinds.ts";
import { PRODUCERS_OIL } from "./oil-patterns.ts";
import { CONDITIONAL, CRYPTO_SUPPORT, countriesIn, fact, gistOf, LEFT_OUT, ownSentenceWith, sentenceWith } from "./patterns.ts";
import { whenOf } from "./text.ts";

/**
 * A country that agrees to buy a commodity ("President Xi authorized China to begin the purchase of massive amounts of Soybeans"),
 * or opens itself to it ("…is CUTTING ITS TARIFFS on American Soybeans, Corn and Pork to ZERO"); the purchase may come after
 * another promise ("has agreed to END ALL IMPORTS of Russian Gas… and to purchase $250 Billion of American LNG"); or signs on to it, starts
 * or resumes it ("China has signed on to buy 25 Million Metric Tons", "has started buying our Soybeans again", "SOYBEAN PURCHASES RESUME"; not "China better start buying our Soybeans", a demand);
 * or signs contracts for it ("has signed contracts to buy American LNG"), or ends a list of terms with it ("…will pay a 15% Tariff, invest $350
 * Billion…, and purchase $100 Billion of our LNG").
 */
const PURCHASE =
  /\b(agreed|agrees|authori[sz]ed|commit\w*|will|(is|are) going to|to begin|begin)\b[^.!?]{0,40}\b(purchas\w*|buy\w*)\b|\b(will|agreed to)\b[^.!?]{0,100},? and (to )?(purchase|buy) \$\d|\bsigned (\w+ ){0,2}(contracts?|deals?|agreements?) to (buy|purchase)\b|\b(agreed|agrees|committed)\b[^.!?]{0,100}\band to (purchase|buy)\b|(?<!\b(not|NOT|never|failed to|refused to|refuses to)\s)\b(cut\w*|drop\w*|remov\w*|eliminat\w*|lower\w*)\s+(its|their)\s+([\w%]+\s+){0,2}(tariffs?|duty|duties)\s+on\s+(American|our|U\.S\.)\b|\bZERO (tariffs?|duty|duties) on (American|our|U\.S\.)\b|\b(purchas\w*|buy\w*) (massive|large|huge|record|enormous|vast) (amounts|quantities)\b|\b(is|are) (now )?back (to )?(buying|purchasing)\b|(?<!\b(better|must|should|needs? to|has to|have to|got to)\s)\b(signed on|signed up|start(s|ed|ing)?|resum(e|es|ed|ing)|restart(s|ed|ing)?)\b[^.!?]{0,30}\b(purchas\w*|buy\w*)\b|\b(purchases|buying)\b[^.!?]{0,20}\b(resum(e|es|ed|ing)|restart(s|ed|ing)?)\b/i;

/** Purchases stopped ("CHINA HALTS U.S. SOYBEAN PURCHASES", "China has stopped buying our Soybeans", "is deliberately not buying our Soybeans"): the buyer lost. */
const PURCHASE_HALTED =
  /\b(halt\w*|stop\w*|suspend\w*|cancel\w*|end\w*|refus\w*|freez\w*)\b(?:[^.!?]|(?<=\b[A-Z])\.){0,40}\b(purchas\w*|buy\w*|orders|imports)\b|\b(purchas\w*|buying|orders|imports)\b[^.!?]{0,20}\b(halted|stopped|suspended|cancell?ed|frozen)\b|\b(is|are) (deliberately |purposely |intentionally )?not (buying|purchasing)\b(?![^.!?]{0,30}\benough\b)/i;

/**
 * The part of a sentence from its halt on, up to a purchase told after it: "…agreed to buy American Corn…, and will stop buying
 * Russian Oil" halts the oil, not the corn; "…to END ALL IMPORTS of Russian Gas… and to purchase $250 Billion of American LNG" the gas.
 */
const haltedPart = (x: string) => {
  const from = x.slice(Math.max(0, x.search(PURCHASE_HALTED)));
  const then = from.search(/\b(and|but|while)\s+(to |will |is going to )?(purchas|buy)\w*\b/i);
  return then > 0 ? from.slice(0, then) : from;
};
/**
 * Imports of another producer's goods ("Russian Gas", "Iranian Oil"), or our own imports from a partner stopped ("SUSPEND all imports of
 * Live Cattle… from Mexico"): halted, they are no purchases of ours lost.
 */
const ANOTHERS =
  /\b(Russian|Iranian|Venezuelan|Chinese|from (Russia|Iran|Venezuela|China))\b|\bimports of\b[^.!?]{0,60}\bfrom (?!(the )?(U\.S\.A?|USA|United States|America|us)\b)\w/i;

/** A buyer's purchases of another producer's oil ("…and they buy massive amounts of Russian Oil"): no purchase from us (purchases cut are the oil reader's). */
const BUYS_ANOTHERS = new RegExp(
  String.raw`(?<!\b(cut\w*|reduc\w*|stop\w*|end\w*|halt\w*|lower\w*)\s+(its |their |all )?)\b(buy|buys|buying|bought|purchas\w*)\b[^.!?,]{0,40}${PRODUCERS_OIL.source}`,
  "gi",
);

/** Purchases denied, stopped, or promised and not made ("China did not meet the deadline to begin its promised purchases of American Soybeans"). */
const NONE_BOUGHT =
  /\b(no longer|not|never|stop\w*)\b[^.!?]{0,20}\b(purchas|buy)|\b(did not|didn['’]t|failed to|has not|hasn['’]t|missed)\b[^.!?]{0,50}\b(purchas|buy)/i;

/**
 * Allies told to spend more on defense, or to buy American weapons ("NATO Countries must spend 5% of GDP on Defense… they will be buying lots
 * of American equipment"): orders for U.S. defense makers, in words, with no order placed. (A company's stock "Buybacks while
 * delivering our Military equipment YEARS late" buy no weapons.)
 */
const ALLIES_ARM =
  /\b(NATO|allies|Europe|European (countries|nations)|countries)\b[^.!?]{0,50}\b(spend\w*|pay\w*|going to|agreed to)\b[^.!?]{0,30}(\b\d+(\.\d+)?\s?%|\b(much|far) more\b)[^.!?]{0,30}\bdefen[cs]e\b|\b(?!buy[\s-]?backs?\b)(buy\w*|purchas\w*)\b[^.!?]{0,30}\b(American|U\.S\.|our (great )?(American )?)\b[^.!?]{0,15}\b(weapons|military equipment|equipment|arms)\b/i;

export function purchaseFact(r: Reading): Fact | null {
  // A partner that halts its purchases of a commodity ("CHINA HALTS U.S. SOYBEAN PURCHASES").
  const halted = sentenceWith(
    r,
    (x, j) =>
      r.voices[j] !== "quote" &&
      countriesIn(r, x).length > 0 &&
      PURCHASE_HALTED.test(x) &&
      !ANOTHERS.test(haltedPart(x)) &&
      COMMODITIES.some((c) => c.name !== "crude" && c.match.test(haltedPart(x))),
  );
  if (halted !== null) return fact(r, "purchase-halted", halted, null, { gist: gistOf(r.sents[halted]!, PURCHASE_HALTED) });
  const armed = r.may(ALLIES_ARM) ? ownSentenceWith(r, (x) => ALLIES_ARM.test(x) && !NONE_BOUGHT.test(x)) : null;
  if (armed !== null) return fact(r, "purchase", armed, null, { countries: [], gist: gistOf(r.sents[armed]!, ALLIES_ARM) });
  if (!r.may(PURCHASE)) return null;
  const i = sentenceWith(
    r,
    (x, j) =>
      r.voices[j] === "own" &&
      (countriesIn(r, x).length > 0 || (r.countries.length > 0 && FROM_US.test(x))) &&
      PURCHASE.test(x.replace(BUYS_ANOTHERS, " ")) &&
      !CONDITIONAL.test(x) &&
      !NONE_BOUGHT.test(x),
  );
  if (i === null) return null;
  // "…for the purchase of Corn, Wheat, Soybeans. Food is needed in Iran, and we will be purchasing it…": the goods bought are named beside the buyer.
  const goods = (x: string) => COMMODITIES.some((c) => c.name !== "crude" && c.match.test(x));
  const beside = goods(r.sents[i]!) ? undefined : [i - 1, i + 1].find((j) => r.voices[j] === "own" && goods(r.sents[j] ?? "") && BUY_WORD.test(r.sents[j]!));
  const sentence = beside === undefined ? {} : { sentence: beside < i ? `${r.sents[beside]} ${r.sents[i]}` : `${r.sents[i]} ${r.sents[beside]}` };
  return fact(r, "purchase", i, null, { gist: gistOf(r.sents[i]!, BUY_WORD), ...sentence });
}
/** Bought from U.S. sellers ("exclusively from the United States", "from our great American Farmers"), by the partner the post names. */
const FROM_US = /\bfrom (the )?(United States|U\.S\.A?\.?|USA|America)\b|\bfrom our\b[^.!?]{0,30}\b(farmers|ranchers|producers)\b/i;
const BUY_WORD = /\b(purchas\w*|buy\w*)\b/i;

/** "We will NOT be buying ANY Bitcoin with taxpayer money": the government's purchases ruled out, no support to price. */
const NO_CRYPTO_BOUGHT = /\b(not|never|no)\b[^.!?]{0,15}\b(buy|buying|purchas\w*)\b[^.!?]{0,10}\b(any )?(more )?(bitcoin|crypto)\b/i;

/** A purchase's size in coins or dollars ("200,000 Coins over the next twelve months"). */
const COINS_COUNTED = /\b[\d,.]+\s*(coins|bitcoins?|BTC)\b|\$[\d,.]+\s*(million|billion)\b|\b[\d,.]+ (million|billion) dollars\b/i;
// ("…the United States Treasury will use a portion of our massive TARIFF revenue to buy BITCOIN")
const GOVERNMENT_BUYS_CRYPTO = /\b(Treasury|government|United States)\b[^.!?]{0,70}\b(buy|buying|purchas\w*|acquir\w*)\b[^.!?]{0,40}\b(bitcoin|crypto)/i;

/** An order that sets it up, told in its sentence ("By Executive Order,", "I have just signed", "Today I signed", "hereby"). */
// ("My Executive Order directs the Working Group to…", "Just signed the GENIUS Act… into Law")
const ORDERED =
  /\bby (executive )?order\b|\bI (have |just )+signed\b|\b(today|tonight|this (morning|afternoon|evening)),? I signed\b|\bhereby\b|\bmy executive order (directs|establishes|creates|orders|requires)\b|^\W*just signed\b|\bsigned\b[^.!?]{0,60}\binto law\b/i;

const RESERVE_FILLED = /\breserve\b[^.!?]{0,30}\b(will )?(include|includes|hold|holds)\b[^.!?]{0,20}\b(bitcoin|BTC|ETH|ethereum|XRP|SOL|ADA)\b/i;

export function cryptoFact(r: Reading): Fact | null {
  if (!r.may(CRYPTO_SUPPORT) || NO_CRYPTO_BOUGHT.test(r.text)) return null;
  // The government's own purchase first ("Starting next Monday, the United States Treasury will begin purchasing Bitcoin…"):
  // with a time set it is an act, as an official order is (rubric: High); a reserve or a law praised is a signal.
  const bought = ownSentenceWith(r, (x) => GOVERNMENT_BUYS_CRYPTO.test(x) && (whenOf(x) !== null || COINS_COUNTED.test(x)));
  // …or a reserve set up by an order told in its sentence ("By Executive Order, the Strategic Crypto Reserve will include Bitcoin…").
  // (…or a reserve whose coins are named: "A Strategic Crypto Reserve will include XRP, SOL, ADA…" is a measure, not a hope.)
  const ordered = bought === null ? ownSentenceWith(r, (x) => CRYPTO_SUPPORT.test(x) && (ORDERED.test(x) || RESERVE_FILLED.test(x))) : null;
  const i = bought ?? ordered ?? sentenceWith(r, (x) => CRYPTO_SUPPORT.test(x));
  if (i === null) return null;
  // The coins he names for it, in any of his sentences ("a Crypto Strategic Reserve that includes XRP, SOL, and ADA"): each gains as bitcoin
  // does; not those he leaves out ("Ethereum, XRP and the other coins… will NOT be part of the Reserve").
  const coins = COINS.filter((c) => r.sents.some((x, j) => r.voices[j] === "own" && c.match.test(x) && !LEFT_OUT.test(x))).map((c) => c.ticker);
  return fact(r, "crypto-policy", i, bought === null && ordered === null ? null : "official-act", { countries: [], ...(coins.length ? { coins } : {}) });
}
