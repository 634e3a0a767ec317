/** The trade deal a post tells of: made now with its terms, only talked of, referred to, or not kept. */
import { T } from "../lexicon/terms.ts";
import type { Fact, Reading } from "./kinds.ts";
import { countriesIn, DATED_PAST, DEAL_NOT_KEPT, DEAL_PROMISE, fact, PCT } from "./patterns.ts";
import { DEAL_BOASTED, oilBoughtFrom } from "./trade.ts";
import { claimedOf } from "./voice.ts";

/**
 * Words for a deal that are no trade deal made: a deal set as the condition of something else
 * ("Sanctions… until a Cease Fire and FINAL SETTLEMENT AGREEMENT ON PEACE IS REACHED", "Should Canada cut a trade deal with
 * China, every Canadian good… will be hit with 100%"), and a peace or
 * nuclear agreement (the conflict readers' calm, not terms of trade).
 */
// ("The day Canada signs a Trade Deal with Beijing is the day every Canadian product… pays a 100% TARIFF!" is a condition too.)
const CONDITION_DEAL =
  /(\b(until|unless|if|once)\b|^\W*should\b|^\W*the (very )?(day|moment|minute) (that )?)[^.!?,;]{0,60}\b(deal|agreement|framework|accord)\b/gi;
const PEACE_DEAL =
  /\b(peace|settlement|cease[- ]?fire|truce|nuclear)\b[^.!?,;]{0,15}\b(deal|agreement|framework|accord)\b|\b(deal|agreement|accord)\b (on|for) (peace|a cease[- ]?fire)\b/gi;
/**
 * A deal not made ("They would not make a deal", "refused to sign the deal", "no deal", "they won't get a deal", "no room left for a deal", "They should
 * have made the DEAL", "had every opportunity to make a Deal", "have NOT made a Trade Deal", "withdrawing from the Tomato Suspension
 * Agreement", "TERMINATING the Tomato Suspension Agreement", "which was never the deal", "more interested in Political Ads… than in a FAIR DEAL", "It is not a done Deal, far from it"): the reason for a tariff, not terms agreed.
 */
const NO_DEAL =
  /\b(would not|wouldn'?’?t|will not|won'?’?t|could not|couldn'?’?t|did not|didn'?’?t|are not|aren'?’?t|is not|isn'?’?t|were not|was not|ha(ve|s) not|ha(ve|s)n'?’?t|refus\w* to|fail\w* to|unable to|unwilling to)\b[^.!?,;]{0,15}\b(make|making|made|get|getting|sign|signing|signed|reach|reached|do|doing|strike|agree to|accept|talk about|discuss|negotiate|enact|ratify|approve|implement|honou?r|comply with)\b[^.!?,;]{0,20}\b(deal|agreement)\b|\b(deal|offer|agreement)\b[^.!?,;]{0,25}\b(was|is|were|are) not (nearly )?(good enough|acceptable|enough)\b|\bwhether\b[^.!?]{0,30}\b(complied|honou?red|lived up)\b[^.!?]{0,30}\b(deal|agreement)\b|\b(withdraw\w*|pull\w* out|exit\w*|terminat\w*) (from |of )?(the |our |this |its |their )?([\w-]+ ){0,3}(agreement|deal)\b|\bno ((room|chance|time|hope|possibility|prospect)( left)? (for|of) (a |any )?)?(trade )?deal\b|\b(was|is) (never|not) the deal\b|\b(had|have had|were given|was given) (every|many|plenty of|ample|all the) (opportunit(y|ies)|chances?) to (make|sign|reach|do|strike) (a |the )?(trade )?(deal|agreement)\b|\b(should|could|would|might) (have|'ve|’ve) (made|signed|taken|done|accepted|struck)\b[^.!?,;]{0,10}\b(deal|agreement)\b|\b(deal|agreement)\b[^.!?]{0,40}\b(has been|have been|is|was|will be) (now |hereby )?(terminated|cancell?ed|ended|off|dead|void)\b|\bthan (in|about|on) (a|making a|getting a) (\w+ )?(trade )?deal\b|\b(not|never|far from) (yet )?a done deal\b/gi;
/** A deal sought ("begging to make a Deal", "while we are trying to make a deal", "where we hope to finalize a very big Trade Deal"): a wish, not terms agreed. */
// ("Get a deal done, Vladimir!" asks for one; "We are making progress on a Trade Deal" is talks; "Florida growers deserve a fair deal!"
// and "now they want a “better deal.”" want one.)
const DEAL_SOUGHT =
  /\b(begg\w*|ask\w*|want\w*|wish\w*|eager|dying|calling|trying|tried)\b[^.!?,;]{0,15}\bto (make|do|sign|strike|negotiate) (a |the )?(trade )?(deal|agreement)\b|\b(I think|I believe|hopefully|maybe|perhaps)\b[^.!?,;]{0,20}\bwe (will|can|could|are going to|'ll) (make|get|do|reach|sign) (a |the )?(\w+ )?(trade )?(deal|agreement)\b|\bget (a|the|this|that) (trade )?deal done\b|\bhope (to|we can|we will) (finali[sz]e|sign|make|complete|conclude|reach)\b[^.!?]{0,30}\b(deal|agreement)\b|\bmaking (good |great |big |real |tremendous )?progress (on|toward|towards) (a|the) (trade )?(deal|agreement)\b|\b(a|the) (trade )?(deal|agreement) is (getting |very |now )*close\b|\b(are|is|getting|very|now) (very )?close(r)? to (a|the|making a|reaching a|finali[sz]ing a) (\w+ ){0,2}(deal|agreement)\b|(?<!\b(not|n['’]t|never) )\b(deserve|deserves|need|needs|want|wants|wanted|ask(ing|s)? for|demand(ing|s)?)\b (a |the )?[“"]?(fair |good |better |great |new )?(trade )?deal\b/gi;
/** Words of today beside a date in the past ("Two weeks ago we began talks; today we signed"): the act is new after all. */
const NEW_NOW = /\b(today|tonight|just|hereby|this morning)\b/i;
/**
 * A deal only referred to, or made before ("separate from any deal with Korea", "NOT part of the 15% Deal", "slow walking the
 * Deal we made", "as they agreed to in our great Trade Deal", "the Fund it agreed to in our Trade Deal", "The Japan Trade Deal is working", "Our Trade Deal, which was
 * signed in the Summer", "Our South Korea Deal, as announced, is 15%"), boasted of, or called bad ("It has been a terrible deal for our Workers"): no new terms.
 */
const DEAL_REFERRED = new RegExp(
  `${DEAL_BOASTED.source}|${/\bany (trade )?(deal|agreement)\b|(\b(as|which|what) )?\b(they|it|we|[A-Z]\w+) (agreed|promised) (to )?in (our|the|their) (great |new |wonderful )?(trade )?(deal|agreement)\b|\b(trade )?(deal|agreement)\b[^.!?]{0,80}\b(is|has been|are) working\b|\b(not|never) (a )?part of (the|our|this|any) ([\w%-]+ ){0,2}(deal|agreement)\b|\b(deal|agreement)\b,? as (previously |already )?announced\b|\b(terrible|horrible|bad|worst|one-sided|disastrous|unfair|lousy) (trade )?(deal|agreement)\b|\b(slow[- ]walk\w*|stall\w*|delay\w*|drag\w* (their|its) feet on)\b[^.!?]{0,20}\b(the|our|a) (trade )?(deal|agreement)\b|\b(deal|agreement)\b[^.!?]{0,15}\b(was|were) (signed|made|reached|struck|agreed)\b[^.!?]{0,20}\b(in (the )?(summer|spring|fall|autumn|winter)|last (year|month|week|summer|spring|fall)|(weeks|months|years) ago)\b/.source}`,
  "gi",
);
/** "So here's the deal:", "the deal is simple", "A deal is a deal!", "It is the Deal of the Century": a way of speaking, no deal. */
const SAYING_DEAL =
  /\b(here['’]?s|that['’]?s) the deal\b|\bthe deal is (this|simple)\b|\ba deal is a deal\b|\b(it|this|that) (is|was) the (\w+ )?deal of the (century|decade|year)\b/gi;
const notTrade = (x: string) =>
  x.replace(CONDITION_DEAL, " ").replace(PEACE_DEAL, " ").replace(NO_DEAL, " ").replace(DEAL_SOUGHT, " ").replace(SAYING_DEAL, " ").replace(DEAL_REFERRED, " ");

/** Talks set for a day: a meeting, a call or a round of talks still to come. */
const MEETING_AHEAD =
  /\b(will|to|shall|are going to|is going to) (be )?(meet(ing)?|hold(ing)? talks|negotiat\w*|speak(ing)?|talk(ing)?)\b|\b(meeting|talks|summit|call) (is |are )?(scheduled|planned|set)\b/i;

/** A trade deal with terms, agreed with a named country. */
/** "100%" as how sure he is ("…a Trade Deal with the EU, 100%!", "100% sure"). */
const SURE = /,\s*100\s?%\s*[!.]*\s*$|\b100\s?%\s+(sure|certain|chance)\b/i;

/** A denial right after ("It did not!", "Wrong!"). */
const DENIED_NEXT = /^\W*(it|they|that|this) (did|does|has|have|was|were|is) not\b|^\W*(wrong|false|not true|fake news)\W*$/i;

/** What a deal is against ("…and real enforcement against Chinese transshipment"), to the clause's end. */
const AGAINST = /\bagainst\b[^,;.!?]*/gi;
/** Goods let in at a rate ("British Cars… come in at 10%"): a deal's terms, told without the word tariff. */
const LET_IN_AT = /\b(come|comes|will come|coming) in at \d{1,3}(\.\d+)?\s?%/i;

export function dealFact(r: Reading): Fact | null {
  const { s, sents, has } = r;
  // (A deal called done with the European Union, a trade bloc, is trade whatever words it takes: "We have reached a Deal with the
  // European Union… details tomorrow"; with a rate beside it, the rate's own reader decides.)
  const bloc = s.dealDone && !PCT.test(r.text) && r.countries.some((c) => c.name === "European Union");
  // (So is a deal called done whose terms are goods let in at a rate: "The UK Deal is DONE! 100,000 British Cars per year come in at 10%".)
  if (!s.deal || !r.countries.length || !(s.tariff || s.trade || bloc || has(T.money) || (s.dealDone && has(LET_IN_AT)))) return null;
  // Terms beside the deal: in its sentence, the next, or the one it sums up ("Japan… will pay a 15% Tariff. This is the biggest deal ever made!").
  // ("There will be a Trade Deal with the EU, 100%!": how sure he is, not a rate of its terms.)
  const near = (i: number, re: RegExp) => [sents[i], sents[i + 1], sents[i - 1]].some((y) => y !== undefined && re.test(y.replace(SURE, " ")));
  // A deal told as a story ("in my first term… a great trade deal was made") is not a new one; nor
  // one whose own sentence says it was not kept ("Biden didn't enforce our Agreement with China").
  const dealSents = sents.flatMap((x, i) => (T.deal.test(notTrade(x)) && r.voices[i] === "own" && !DEAL_NOT_KEPT.test(x) ? [i] : []));
  if (!dealSents.length) return null;
  // A deal dated in the past ("Signed in July, more than two months ago: Japan pays 15%…") is old news told again.
  // (Its terms may follow: "People forget how great the Japan Deal is. Signed in July…".)
  const dated = (i: number) => !NEW_NOW.test(sents[i]!) && [sents[i], sents[i + 1]].some((y) => y !== undefined && DATED_PAST.test(y) && !NEW_NOW.test(y));
  // ("The best Trade Deal in History" after it is the same deal boasted of; a deal of today is new whatever else is dated.)
  if (dealSents.some(dated) && !dealSents.some((i) => NEW_NOW.test(sents[i]!))) return null;
  const termsNear = dealSents.some((i) => near(i, PCT) || near(i, T.money) || near(i, T.dealTerms));
  // A deal that is done counts even when the post also muses about what "could" come next; one
  // not yet called done needs a rate or a promise to pay, buy or open beside it, and no "could".
  const done = s.dealDone && dealSents.some((i) => T.dealDone.test(sents[i]!) || T.dealDone.test(sents[i - 1] ?? ""));
  // A date set for a meeting about the deal ("will be meeting in London on Monday… concerning the Trade Deal") is talks ahead, not terms.
  const meeting = !done && dealSents.every((i) => MEETING_AHEAD.test(sents[i]!));
  const firm =
    (done && (termsNear || s.tariff || has(T.tradeDeal))) ||
    (((s.concrete && !meeting) || dealSents.some((i) => near(i, PCT) || near(i, DEAL_PROMISE))) && !dealSents.some((i) => T.threat.test(sents[i]!)));
  // Talks ahead about it: talks going well with the partners named, no terms yet.
  if (!firm && meeting && s.concrete) return fact(r, "trade-talks", dealSents[0]!, null);
  if (!firm) return null;
  // A deal with a company, told with no country ("…now owns 10% of INTEL… a fantastic Deal for our Country"): the company's, not
  // trade, unless another deal sentence names the partner ("TSMC… has agreed to invest… Taiwan got a very good deal").
  const companyOnly = (j: number) => !countriesIn(r, sents[j]!).length && r.companies.some((c) => r.names(c, j));
  const first = dealSents.find((j) => T.dealDone.test(sents[j]!)) ?? dealSents[0] ?? null;
  const i = first !== null && companyOnly(first) ? (dealSents.find((j) => countriesIn(r, sents[j]!).length > 0) ?? null) : first;
  if (first !== null && i === null) return null;
  // A post that says the deal was broken is about the breach, however it tells the deal itself; not another partner's breach
  // ("…a massive Deal with Japan… South Korea… has not approved its Deal").
  const parties0 = i === null ? [] : countriesIn(r, sents[i]!);
  const brokenBy = (x: string) => countriesIn(r, x).filter((c) => c !== "United States");
  // (Nor a breach others ask about and he denies: "Reporters asked if the South Korea Deal \"fell apart.\" It did not!")
  const breached = (x: string, j: number) => DEAL_NOT_KEPT.test(x) && !claimedOf(sents, j) && !DENIED_NEXT.test(sents[j + 1] ?? "");
  const broken = sents.some((x, j) => r.voices[j] === "own" && breached(x, j) && (!brokenBy(x).length || brokenBy(x).some((c) => parties0.includes(c))));
  // "…because India has agreed to stop buying Russian Oil": the producer whose oil it buys is no party to the deal.
  const oilFrom = i === null ? undefined : oilBoughtFrom(r, r.sents[i]!, []);
  // ("…real enforcement against Chinese transshipment": a country named only as what the deal is against is no party either.)
  const against = i === null ? [] : countriesIn(r, (r.sents[i]!.match(AGAINST) ?? []).join(" "));
  const named = i === null ? [] : countriesIn(r, r.sents[i]!.replace(AGAINST, " "));
  const parties = i !== null && (oilFrom || against.length) ? { countries: named.filter((c) => c !== oilFrom) } : {};
  return fact(r, "trade-deal", i, "trade-deal", { ...parties, ...(broken ? { broken } : {}) });
}
