import { anyWay } from "./ways.ts";

/**
 * Tariff relief: a pause, removal or cut of tariffs is as concrete as a new rate (rubric: High).
 * One pattern per way of saying it, joined into one case-blind pattern (T.tariffRelief); it is only
 * ever tested, so the order of the ways changes nothing.
 */
/**
 * A rate no longer charged, or an increase put off, told without the word tariff ("will no longer be charged the extra 10%", "The
 * additional 25% is REMOVED", "the extra 25% Oil penalty on India is TERMINATED"): a tariff (tariff-words.ts) and relief on it at once.
 */
export const RATE_DROPPED: RegExp[] = [
  /\b(will not|won'?’?t|shall not|no longer)( be)? charged (at all|any (import )?(duty|duties|levy|levies)|the (extra|additional) \d{1,3}(\.\d+)?\s?%)/,
  /\b(additional|extra) \d{1,3}(\.\d+)?\s?%[^.!?]{0,30}\b(is|are|will be|has been|have been) (now |hereby )?(removed|lifted|eliminated|dropped|cancell?ed|gone|terminated)\b/,
  // A scheduled increase on goods put off or called off ("I am delaying the increase on Upholstered Furniture… by one year", "the increase
  // on Canadian Steel and Aluminum to 50% will NOT take place").
  /\b(delay\w*|postpon\w*|push\w* back) the (scheduled |planned |coming |upcoming )?(increase|hike)s? (on|of|for)\b/,
  // Goods let in at a low rate ("the import of 80,000 Tons of Argentinian Beef…, four times the old Quota, at a very low Tariff").
  /\b(import|imports|importing|imported)\b[^.!?]{0,80}\bat a (very |much )?(low|lower|reduced) tariff\b/,
  // ("CANADA: I have agreed to hold off on the increase for 30 days")
  /\bhold(ing)? off on the (scheduled |planned |coming |upcoming )?(increase|hike)s?\b/,
  /\b(the|this|that) (scheduled |planned )?(increase|hike) (on|of|to)\b[^.!?]{0,60}\b(will not|won'?’?t|shall not) (go into effect|take effect|come into effect|take place|happen)\b/,
];

const WAYS: RegExp[] = [
  // A relief verb before the tariff ("LIFTING the Tariffs", "exempted from tariffs", "a delay of the tariffs", "REMOVING the 40% duties").
  /\b(lift(s|ed|ing)?|drop(s|ped|ping)?|reduc(e|es|ed|ing)|lower(s|ed|ing)?|cut(ting)?|(?<!\b(tax|spending|budget|rate|job|price) )cuts|slash(es|ed|ing)?|roll(s|ed|ing)? back|remov(e|es|ed|ing)|rescind(ed|ing)?|revok(e|ed|ing) the|withdr(aw|awing|awn|ew)|revers(e|ed|ing) the|eliminat(e|ed|ing)|terminat(e|ed|ing) the|waiv(e|ed|ing)|exempt(ed|ing|ions?)?|exclu(de|ded|sions?)|paus(e|ed|ing)|suspend(ed|ing)?|delay(ed|ing)?|postpon(e|ed|ing))\b[^.!?]{0,40}(?<!\bnon[- ]?)\b(tariff(s|ed)?|(?<=\d\s?% )duties)\b(?! (exemptions?|exclusions?|offsets?|relief|breaks?)\b)/,
  // …with the start told between ("removing, effective immediately, the additional 25% Tariff").
  // ("…to TERMINATE, effective 12:01 A.M. tomorrow, the 25% Tariffs on Canadian Lumber")
  /\b(lift(ed|ing)?|remov(e|ed|ing)|eliminat(e|ed|ing)|terminat(e|ed|ing)|cut(ting)?|reduc(e|ed|ing)),? (effective|starting|as of) ([AP]\.M\.|[^,.!?]){1,30}, (the |all )?[^.!?]{0,30}\btariffs?\b/,
  // Goods exempted, however long the list between ("EXEMPTING copper concentrate and refined copper from Indonesia from all reciprocal Tariffs").
  // ("a one month EXEMPTION on any Autos coming through USMCA, from the Canada and Mexico Tariffs")
  /\bexempt(ed|ing|s|ions?)?\b[^.!?]{0,80}\bfrom (all |any |the )?([\w%-]+ ){0,3}(tariffs?|port fees?)\b/,
  // Tariffs that will not be charged or take effect ("will not be tariffed", "decided not to impose", cancelled).
  /\b(will not|won'?’?t|shall not|will no longer|no longer) be tariffed\b/,
  /\b(will not|won'?’?t|not going to|decided not to) (be )?(impos|charg|put|plac|apply)\w*\b[^.!?]{0,20}\btariffs?\b/,
  // A raise called off ("I will NOT be doubling the Steel and Aluminum Tariff on Canada").
  /\b(will not|won'?’?t|not going to|decided not to|shall not)( be)? (rais|increas|doubl|tripl|hik)\w*\b[^.!?]{0,50}\btariffs?\b/,
  /\bcancel\w*\b[^.!?]{0,30}\btariffs?\b/,
  /\btariffs?\b[^.!?]{0,30}\b(will not|won'?’?t) be (imposed|charged|applied)\b/,
  /\btariffs?\b[^.!?]{0,80}\b(will( therefore| now| also)? not|won'?’?t|shall not|is not going to|are not going to) (go into|take|come into) effect\b/,
  // Kept back as a threat ("The Tariffs and Sanctions will be held in reserve, and not signed").
  /\btariffs?\b[^.!?]{0,40}\b(will be|are|is being|are being) held in reserve\b/,
  /\b(increase|hike|raise)\b[^.!?]{0,20}\b(will not|won'?’?t|shall not) (go into|take|come into) effect\b/,
  // …or is called off ("the scheduled increase to 30% is hereby CANCELED").
  /\b(increases?|hikes?|raises?)\b[^.!?]{0,30}\b(is|are|has been|have been|will be) (now |hereby )?(cancell?ed|called off|scrapped|withdrawn)\b/,
  // The arrangement in force kept longer ("EXTEND, for another 90 days, the exact same arrangement we have now").
  /\bextend\w*\b[^.!?]{0,40}\b(the )?(exact )?(same )?(current |existing )?(arrangement|pause|truce|reprieve)\b/,
  // Tariffs that will not rise, or not reach some goods ("will NOT go up on Saturday", "will NOT apply to Copper Cathodes").
  /\btariffs?\b[^.!?]{0,40}\b(will not|won'?’?t|shall not) (go up|rise|increase|be raised|be increased)\b(?! (on|for) (any|every) (country|company|nation)\b)/,
  /\btariffs?\b[^.!?]{0,30}\b(will not|won'?’?t|shall not|does not|doesn'?’?t) apply to\b/,
  // Goods that carry none ("GOLD will not carry a Tariff!").
  /\b(will not|won'?’?t|shall not|does not|doesn'?’?t) (carry|bear|face) (a |any )?tariffs?\b/,
  /\b(will not|won'?’?t|shall not|are not|is not) be covered by (the |our |any )?([\w%-]+ ){0,3}tariffs?\b/,
  /\bno (new )?(tariff )?(increases?|hikes?) will (go into|take|come into) effect\b/,
  // Tariffs cut, coming down or taken off ("cut to 10%", "will come down", "drops to 15%", "take the tariffs off").
  /\btariffs?( on [^.!?]{0,30}?)? (cut|lowered|reduced|slashed|halved) (to|by|from|in half)\b/,
  // (Not "…will go down as one of the worst in history": remembered, not lowered.)
  /\btariffs?\b[^.!?]{0,30}\b((will|to|could|can|may|might|would) (come|go) down|(go|come|goes|comes|went|came|is going|are going) down)\b(?! (as|in history)\b)/,
  // A hold put on them ("a 90 day hold on the higher Reciprocal Tariffs").
  /\b(hold|freeze|standstill) on (the |all |our )?([\w-]+ ){0,3}tariffs?\b/,
  /\btariffs?\b[^.!?]{0,30}\b(drops?|dropped|falls?|fell) (just |all the way )?to\b/,
  /\b(tak(e|es|ing|en)|took) (the )?tariffs? off\b/,
  // Goods let in free ("Mexico will be allowed to ship its historical volume of Steel Tariff-free").
  /\b(allowed|able|free|permitted) to (ship|sell|export|send)\b[^.!?]{0,60}\b(tariff|duty)[- ]free\b/,
  // The tariff paid on part of the goods only ("Mexican-built Heavy Trucks… will now pay the Truck TARIFF only on their non-American parts").
  /\bpay (the )?([\w-]+ ){0,2}tariffs? only on\b/,
  // ("I have agreed to allow 1.2 Million Tons of Canadian Primary Aluminum per year into our Country TARIFF FREE")
  /\b(allow|allows|allowing|let|letting)\b(?:[^.!?]|\.\d){0,80}\binto\b[^.!?]{0,30}\b(tariff|duty)[- ]free\b/,
  // A cut named by its noun ("I could see a reduction in the Tariffs").
  /\b(reductions?|decreases?|lowering) (in|of|on) (the |our )?tariffs?\b/,
  // A ceiling on the rate ("Pharmaceutical Tariffs… will be capped at 15%", "tariffed at no more than 15%"): the worse rates threatened are off.
  /\btariff(s|ed)?\b[^.!?]{0,100}\b(capped at|at no more than|no more than|not (to )?exceed|a maximum of) \d{1,3}(\.\d+)?\s?(%|percent)/,
  /\bcapped at (a |an )?\d{1,3}(\.\d+)?\s?(%|percent) tariffs?\b/,
  // The tariff itself moved to a later date ("I agreed to move the 50% Tariff on the European Union to July 9th").
  /\b(mov(e|ed|ing)|push(ed|ing)?|delay(ed|ing)?|postpon(e|ed|ing))\b (the )?[^.!?]{0,40}\btariffs?\b[^.!?]{0,40}\b(to|until|till) (january|february|march|april|may|june|july|august|september|october|november|december)\b/,
  // Tariffs told as coming off in a phrase ("will now come in with the 40% additional Tariff REMOVED", "Lumber Tariffs may be phased back down").
  /\bwith (the )?([\w%-]+ ){0,3}tariffs? (now |hereby )?(removed|lifted|eliminated|dropped|cancell?ed|waived|suspended|paused)\b/,
  /\btariffs?\b[^.!?]{0,30}\b(phased|stepped|ratcheted|brought) (back )?down\b/,
  // Both sides at nothing ("have agreed to ZERO Tariffs on Wine and Spirits, both ways").
  /\bagreed to (zero|0%|no) tariffs?\b/,
  // Its date put off ("agreed to push the date for the 50% Tariff on the E.U. back from June 1st to July 9th").
  /\b(push|pushed|pushing|mov(e|ed|ing))\b (the )?(start |effective )?(date|deadline)\b[^!?]{0,60}\bback\b/,
  // …or moved from one month to a later one ("move the start date of the 32% Tariff… from August 1st to SEPTEMBER 1st").
  /\b(push|pushed|pushing|mov(e|ed|ing))\b (the )?(start |effective )?(date|deadline)\b[^!?]{0,60}\bfrom (january|february|march|april|may|june|july|august|september|october|november|december)\b[^.!?]{0,20}\bto (january|february|march|april|may|june|july|august|september|october|november|december)\b/,
  // More let in at the low rate ("increase the Tariff-Rate Quota for Argentine Beef to 80,000 Tons", "quadrupling the quota of Argentine
  // Beef allowed into the USA at the low tariff rate"): the quota's goods pay less.
  /\b(increas|expand|rais|doubl|tripl|quadrupl|enlarg)\w*\b[^.!?]{0,10}\bquotas?\b[^.!?]{0,60}\b(low|lower|reduced|zero) tariff\b/,
  // A tariff held off ("I have decided to HOLD OFF on the Foreign Movie Tariff for now").
  /\bhold(ing)? off on (the )?([\w-]+ ){0,3}tariffs?\b/,
  /\b(increas|expand|rais|doubl|tripl|quadrupl|enlarg)\w*\b[^.!?]{0,15}\btariff[- ](rate|free) quotas?\b/,
  // Part of the tariff paid back to those who build here ("extending the Auto Parts Tariff Offset for five more years").
  /\btariff offsets?\b|\boffsets? (on|against|for|from) (the |our )?([\w-]+ ){0,3}tariffs?\b/,
  // "I have today terminated all Tariffs on Potash…" ("terminated the…" is the first way's); "an order ending all Tariffs on imported Aluminum".
  /\bend(s|ed|ing)? (all )?(\w+ ){0,2}tariffs? on\b/,
  /\bterminat(e|ed|ing) all (\w+ ){0,2}tariffs?\b/,
  // A headline's verdict after a colon ("TARIFFS ON BRAZILIAN COFFEE: REMOVED").
  /\btariffs?\b[^.!?:]{0,50}:\s*(removed|lifted|cancell?ed|terminated|eliminated|paused|suspended|off)\b/,
  // …or a headline's tariffs and their verdict with no verb between ("CHINA: TARIFFS PAUSED FOR 90 DAYS", "MEXICO TARIFFS REMOVED.").
  /^\W*([\w.]+:?\s+){0,3}tariffs?\s+(removed|lifted|cancell?ed|terminated|eliminated|paused|suspended)\b\s*(for \d|effective|immediately|now|today|[.!?]|$)/,
  // …with the partner named between ("Tariffs on Canada PAUSED for 30 days").
  /^\W*tariffs? on (\w+ ){1,2}(removed|lifted|cancell?ed|terminated|eliminated|paused|suspended)\b\s*(for \d|effective|immediately|now|today|[.!?]|$)/,
  // Relief given, or no tariff at all ("get relief on the tariffs", "give them a break on the Aluminum Tariff", "there will be no tariffs on", "will not pay tariffs").
  /\b(get|gets|getting|got|receiv\w*|grant\w*|giv\w*)\s+(\w+\s+)?relief (on|from) (\w+ ){0,3}tariffs?\b/,
  /\b(give|gives|giving|gave|get|gets|getting)\s+(\w+\s+){0,3}a break on (\w+ ){0,3}tariffs?\b/,
  // (Not the builders' exemption: "…but there will be no Tariff for any Company that is building its plant here".)
  /\b(there will be|there are|there is|will be|with) (no|zero|a zero) (more )?tariffs? (on|for)\b(?! (any |a |the |those |every )?(compan(y|ies)|firms?|makers?|manufacturers?) (that|which|who)\b)/,
  /^\W*no (more )?tariffs? on\b/,
  // ("British Pharmaceutical products will be subject to a ZERO Tariff for three years")
  /\b(face|faces|facing|pay|pays|will have|gets?|getting|subject to) (no|zero|a zero) (new |more )?([\w-]+ )?tariffs?\b/,
  // Goods that "will be tariff free" ("Starting next week, Brazilian Orange Juice, Coffee and Beef will be tariff free").
  // …or that "will enter the U.S. TARIFF FREE" (not goods that "still come in Tariff free": nothing new).
  /\b(will be|are now|is now|become|becomes) (completely |totally |entirely )?(tariff|duty)[- ]free\b|(?<!\b(still|already|always) )\b(enter|enters|entering|come in|comes in|coming in|be imported|will be sold)\b(?:U\.S\.|[^.!?]){0,30}\b(tariff|duty)[- ]free\b/,
  // A rate set at nothing ("the Tariff on Scotch Whisky coming into the United States will be ZERO").
  /\btariffs?\b[^.!?]{0,80}\b(will be|is now|are now|goes|go|will go) (down )?(to )?(zero|0%)(?! percent of)\b/,
  // Tariffs not piled on one another ("There will be no \"stacking\" of Tariffs on Autos!").
  /\bno\W{0,2}\s*\W?stacking\W?\s+of (\w+ )?tariffs?\b/,
  // …or charged twice ("…make sure that our Automakers are not \"double\" tariffed on Steel, Aluminum and Autos").
  /\b(not|never|no longer) (be )?\W?(double|twice)\W?[- ]?(tariffed|taxed|charged)\b/,
  // A quota let in free ("Mexico will get a quota equal to its 2015-2017 average shipments at ZERO Tariff").
  /\b(quotas?|shipments|volumes?)\b[^.!?]{0,60}\bat (zero|0%|no) tariffs?\b/,
  // Goods let in or traded free ("Mexican Steel will enter at ZERO Tariff up to its historic volumes", "will trade at ZERO Tariffs both ways").
  /\b(enter|enters|entering|come|comes|coming|trade|trades|traded|trading|ship|ships|shipped|shipping)\b[^.!?]{0,40}\bat (zero|0%|no) tariffs?\b/,
  /\b(will not|won'?’?t|shall not|no longer|not) (also |then )?((be required to |have to |need to )?pay|be (paying|charged)) (any |a |the )?([\w%-]+,? (and )?){0,3}tariffs?\b/,
  // A rate charged no longer, or brought down ("no longer be charged the extra 10%", "will NOT be charged any import duty",
  // "The additional 25% is REMOVED", "Switzerland goes DOWN TO 15%").
  ...RATE_DROPPED,
  /\b(goes|go|went|is going|comes|came|is coming|will go|will come) (right |all the way )?(back )?down to \d{1,3}(\.\d+)?\s?%/,
  // A rate he brings down ("an Order bringing the Tariff on Coffee from Brazil down to ZERO", "We are taking the Tariff on Beef down to 10%").
  /\b(bring|brings|bringing|brought|take|takes|taking|took)\b[^.!?]{0,20}\btariffs?\b[^.!?]{0,60}\bdown to (zero|0|\d{1,3}(\.\d+)?\s?%)/,
  /(:|—|–|->|→)\s*((goes\s)?down\s)?(to\s)?zero\b/,
  // A court that strikes the tariffs down ("the Court of International Trade has just ruled that my Tariffs are not allowed").
  /\b(court|judges?|justices)\b[^.!?]{0,100}\b(ruled against|struck down|strikes down|blocked|blocks|invalidated|overturned)\b[^.!?]{0,40}\btariffs?\b/,
  /\b(court|judges?|justices)\b[^.!?]{0,100}\bruled\b[^.!?]{0,30}\btariffs?\b[^.!?]{0,20}\b(are|were) (not allowed|illegal|unlawful|unconstitutional)\b/,
  // Goods spared a tariff, named or not ("Generic Drugs will NOT be subject to the Pharmaceutical Tariffs").
  /\b(will not|won'?’?t|shall not|no longer|not) be subject to (any |a |the )?([\w%-]+ ){0,2}tariffs?\b/,
  // Tariffs lifted, paused or put on hold, however the sentence runs ("a 90-day pause", "put… on hold"); "lifted to 50%" is raised.
  // ("…the higher Reciprocal rates are SUSPENDED for 90 days": the reciprocal rates are the tariffs.)
  /\b(tariffs?|reciprocal (rates?|tariff rates?))\b[^.!?]{0,50}\b(will be|is|are|has been|have been|being|may be|could be|might be) (now |hereby |therefore |also |officially |permanently |fully |completely |immediately )?(lifted(?! (up )?to \d)|dropped|reduced|lowered|cut|removed|eliminated|waived|paused|suspended|ended|terminated|held off|put on hold)\b(?! off\b)/,
  // Called off after a long clause, not another thing's ("the Tariffs on the European Countries that were set to start February 1st are CANCELLED",
  // "The Tariffs that were scheduled to go into effect on the European Countries will NOT be imposed"; not "…a 50% Tariff…, and the meetings are CANCELLED").
  /\btariffs?\b(?:(?!\band\b)[^.!?]){0,80}\b((are|is|have been|has been|will be) (now |hereby |all |officially )?(cancell?ed|revoked|rescinded|withdrawn|scrapped|called off)|(will not|won'?’?t) be (imposed|charged|applied))\b/,
  // …after a long list of goods and partners ("Tariffs on Coffee, Bananas, Beef… from Brazil, Colombia, Ecuador… are REMOVED").
  /\btariffs? on (\w+( \w+)?, ){2,}[^.!?]{0,120}\b(are|have been|will be) (now |hereby )?(removed|lifted|eliminated)\b/,
  // Tariffs kept off ("…and the U.S. will keep the higher Tariffs suspended").
  /\bkeep(s|ing)?\b[^.!?]{0,30}\btariffs?\b[^.!?]{0,10}\b(suspended|paused|on hold|off)\b/,
  // Tariffs coming off ("The Tariffs we put on India… may be coming off soon").
  /\btariffs?\b[^.!?]{0,60}\b(may|might|could|will|would|are|is)( be)? (coming|come|taken) off\b/,
  // A start put back, however long the sentence between ("The 50% Tariff…, which was scheduled to start on June 1st, will be DELAYED").
  /\btariffs?\b[^.!?]{0,80}\b(will be|is|are|has been|have been|is being|are being) (now |hereby )?(delayed|postponed|pushed back)\b/,
  // ("The 50% Tariff…, which was to start June 1st, will now start July 9th")
  /\btariffs?\b(?:\b[EU]\.[SUK]\.|[^.!?]){0,60}\b(was|were) (scheduled |supposed |set |due )?to (start|begin|take effect|go into effect)\b[^.!?]{0,40}\bwill (now )?(start|begin|take effect|go into effect)\b/,
  // Tariffs that "are off (for now)", scheduled ones called off.
  /\btariffs?\b[^.!?]{0,60}\b(are|is|will be) (now )?(off|called off)\b/,
  /\b\d+[- ]day pause\b/,
  // Tariffs moved to a later start ("will now begin on October 1st instead of March 1st").
  /\btariffs?\b[^.!?]{0,60}\b(begin|start|take effect|go into effect|kick in)\b[^.!?]{0,40}\binstead of\b/,
  /\btariffs?\b[^.!?]{0,40}\b(are|is|will be) (now )?(put )?on hold\b/,
  // ("…the Mexico Tariffs will be held off for one month while we negotiate")
  /\btariffs?\b[^.!?]{0,40}\b(are|is|will be) (now )?held off\b/,
  /\bput\w* (the )?tariffs? on hold\b/,
  /\bput\w*\b[^.!?]{0,50}\btariffs?\b[^.!?]{0,40}\bon hold\b/,
  // Tariffs he says cannot last ("cannot stay forever", "not sustainable").
  /\btariffs?\b[^.!?]{0,30}\b(cannot|can['’]t|won['’]t|will not) (last|stay|remain)( forever| long)?\b/,
  /\btariffs?\b[^.!?]{0,20}\b(is|are) not sustainable\b/,
  // A tariff said to be gone ("The 145% Tariff on China is no longer!", "…is no more").
  /\btariffs?\b[^.!?]{0,40}\b(is|are) no (longer|more)\s*([.!?]|$)/,
  // Our tariffs brought down; the trade war ended.
  /\bbring(s|ing)? (ours|our tariffs?|the tariffs?|tariffs?)\b[^.!?]{0,30}\bdown\b/,
  /\b(end|ends|ended|ending)\b[^.!?]{0,10}\b(the |our |this )?trade war\b/,
  /\btrade war\b[^.!?]{0,20}\b(is |has )?(now )?(over|ended)\b/,
  // More time: every country has until a date, an increase delayed, a deadline, pause or truce extended.
  /\b(every|each|all) (other )?(country|countries|nation|nations) (gets?|will get|ha(s|ve)) until\b/,
  /\b(increase|hike|rise)\b[^.!?]{0,150}\b(is|are|will be|has been|have been) (now |hereby )?(delayed|postponed|paused|suspended|put on hold)\b/,
  /\bextend(s|ed|ing)? (the )?(\w+ ){0,3}(deadline|pause|suspension|truce|reprieve)\b/,
  /\b(deadline|pause|suspension|truce)\b[^.!?]{0,50}\b(extended|moved)\b/,
  // Today's rates kept rather than the higher one due ("extend, for 90 days, the current Tariffs on Mexico rather than the 30% that was scheduled").
  /\bextend\w*\b[^.!?]{0,40}\b(the )?(current|existing|present) tariffs?\b[^.!?]{0,40}\b(rather than|instead of)\b/,
  /\bextension\b[^.!?]{0,40}\b(deadline|pause)\b[^.!?]{0,40}\btariffs?\b/,
  // The current terms extended ("extend the current tariff arrangement").
  /\bextend(s|ed|ing)?\b[^.!?]{0,40}\b(current|existing|present) tariffs? (arrangement|deal|agreement|terms|rates?)\b/,
  /\bextend(s|ed|ing)?\b[^.!?]{0,40}\b(current|existing|present) (arrangement|deal|agreement|terms|rates?)\b[^.!?]{0,80}\btariffs?\b/,
  // Tariffs offset, not stacked, or given a grace period.
  /\b(offsets?|credits?) against (the )?(\w+ ){0,3}tariffs?\b/,
  /\bno (more )?stacking\b/,
  // ("Steel and Aluminum Tariffs will NOT stack on top of Auto Tariffs"; "giving India's Generic Drug makers some relief on Tariffs".)
  /\b(will|shall|do|does) not stack\b/,
  // ("…and so there will be NO 5% Tariff")
  /\bthere will be no \d{1,3}(\.\d+)?\s?% tariffs?\b/,
  /\b(give|gives|giving|grant\w*|offer\w*)\b[^.!?]{0,40}\brelief (on|from) (the |our |their )?(\w+ )?tariffs?\b/,
  /\bgrace period (on|from) (\w+ ){0,2}tariffs?\b/,
];

export const TARIFF_RELIEF = anyWay(WAYS);
