/**
 * Tariff talk without the word tariff: the ways a 2025-26 post speaks of the trade war by its
 * causes, its aims or its partners. General economics of that policy, no phrase of a labeled
 * post. The score reads them as evidence that a post is about tariffs (score/features.ts); the
 * rules' own tariff topic (terms.ts) is left as it is.
 */

/** The partners of the 2025 fentanyl tariffs (IEEPA duties on Canada, Mexico and China, levied over fentanyl and the border). */
export const FENTANYL_PARTNERS = new Set(["Canada", "Mexico", "China"]);
export const FENTANYL = /\bfentanyl\b/i;

/** The grievance the tariffs answer: partners that take advantage of, rip off, are subsidized by or charge the U.S. (or our farmers), or whose goods "we don't need". */
export const TRADE_GRIEVANCE =
  /\b(designat\w* (\w+ ){0,2}(as )?a currency manipulator|treat(ed|s|ing)? (American|our) (companies|farmers|workers|businesses)( and (our )?\w+)? (very |so )?(unfairly|badly|poorly|terribly|horribly)|st(ole|olen|eal|eals|ealing) (our|America['’]s) (\w+ ){0,2}(business|industry|jobs|factories|plants)|tak(en|e|es|ing|ken) advantage of (us|the United States|the U\.?S\.?A?\.?|America|our Country)|ripp(ed|ing) (us |the U\.?S\.?A?\.? |America )?off|rip-?offs?|subsidiz\w* (\w+ )?(Canada|Mexico|China|Europe|the EU|Japan|Korea|India|other countries|foreign countries|them)\b|treat(ed|s|ing)? (us|the United States|the U\.?S\.?A?\.?|America) (very |so )?(unfairly|badly|poorly|terribly|horribly)|(very |so )?(nasty|difficult|horrible|terrible) to deal with|(don['’]?t|do not|not) (even )?bother negotiating|charg(e|es|ed|ing) (us|the United States|the U\.?S\.?A?\.?|America)\b|charg(e|es|ed|ing) our (\w+ ){0,2}(farmers|companies|workers|producers|exporters|ranchers)\b|(don['’]?t|do not) need (their|its) (\w+ ){0,2}(cars|lumber|energy|oil|products|goods|steel|dairy)\b|trade (deficits?|surplus(es)?|imbalances?) with)/i;
/** …aimed at trade itself or at a major economy (score/features.ts), not at an enemy at war. */
export const GRIEVANCE_AIM = /\b(countries|nations|trade|trading|economy|economic|goods|products|cars|companies|business(es)?)\b/i;

/** Countries lining up to negotiate: in 2025-26, talks on the tariffs they face. */
export const COUNTRIES_NEGOTIATE =
  /\b(countries|nations)\b[^.!?]{0,80}\b(negotiat\w*|make a deal|deal with us)\b|\bnegotiat\w*\b[^.!?]{0,80}\b(countries|nations)\b/i;

/** The tariffs' aim told as an offer to business: sell here, build here, move production here. */
export const ONSHORING =
  /\b(sell (\w+ ){0,2}in (America|the U\.?S\.?A?\.?)|(move|bring|moving|bringing|moved|brought) (\w+ ){0,2}(business(es)?|companies|production|manufacturing|plants?|factories|jobs) (back )?(here|to (America|the U\.?S\.?A?\.?))|build (their|your|its) (\w+ ){0,2}(here|in (America|the U\.?S\.?A?\.?)))\b/i;

/** Opening a partner's market to American goods or companies: a trade barrier talked about. */
export const MARKET_ACCESS =
  /\bopen(s|ing|ed)? up\b[^.!?]{0,30}\b(China|Japan|India|Europe|the EU|Canada|Korea|Mexico|Vietnam|markets?|their country|its country|economy)\b|\bmarket access\b/i;

/** Talk with a partner's leader ("I've just spoken to…", "the call went very well"). */
export const LEADER_TALK = /\b(spoken|spoke|speaking|talked|call(ed)?|conversation|meeting|met)\b/i;
