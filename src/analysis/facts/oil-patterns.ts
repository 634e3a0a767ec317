/** How a post says that oil flows or is held back, that fighting stops, or that calm is refused: tables of the ways (lexicon/ways.ts). */
import { anyWay, anyWords } from "../lexicon/ways.ts";
import { CONDITIONAL } from "./patterns.ts";

/**
 * Land or waters opened up for drilling, or offered for lease ("opening up 600 Million Acres of Federal Offshore Waters… to Oil
 * and Gas Leasing", "offering tens of millions of acres of the Gulf of America for Offshore Oil and Gas Leasing", "lifting all restrictions on Oil and
 * Gas drilling on Federal Lands").
 */
const DRILLING_OPENED_WAY =
  /\b(lift\w*|remov\w*|end\w*)\b[^.!?]{0,20}\b(restrictions|limits|bans?) on\b[^.!?]{0,20}\b(oil|gas|oil and gas) (drilling|leasing|production)\b|\bopen(s|ed|ing)? (it |them |the \w+ )?up to (our |the )?(\w+ )?(energy|oil|drilling) (companies|producers)\b|\bopen(s|ed|ing)?( up)?\b[^.!?]{0,80}\b(to|for) (oil |gas |oil and gas )?(drilling|exploration|leasing)\b|\b(offer\w*|auction\w*|sell\w*|hold\w*)\b[^.!?]{0,80}\b(for|in) ((offshore|onshore) )?(oil |gas |oil and gas )?(leasing|lease sales?)\b/;
export const DRILLING_OPENED = new RegExp(DRILLING_OPENED_WAY.source, "i");

/**
 * An ally held back ("I have told Bibi that Israel must NOT strike Iran while we are negotiating", "told Israel not to strike Iran's Oil fields",
 * "Israel must not bomb Iran's Oil facilities again", "ISRAEL. DO NOT DROP THOSE BOMBS"): no strike, and none on the oil.
 */
const ALLY_HELD =
  /(told|asked|urged|instructed) \w+( \w+)? ((that )?\w+ (must|should|will) not|not to|(that )?(now|this) is not the time to) (strike|attack|bomb|hit)|(Israel|Ukraine)\W{1,4}(must not|should not|do not|don['’]t) (drop|strike|attack|bomb|hit)/;
export const HELD_BACK = anyWords([ALLY_HELD]);

/** De-escalation: a ceasefire, a truce, an end to the shooting, a strait reopened, strikes postponed (not a meeting postponed because of them). */
export const DE_ESCALATION = anyWords([
  // A ceasefire, a truce, a peace deal.
  /cease[- ]?fire/,
  /truce/,
  /peace (deal|agreement|treaty)/,
  // The fighting stopped, or told to stop; the war ended.
  /stop (the )?\W?(shooting|firing|fighting|killing|bloodshed|slaughter|the war|bombing|attacks|attacking)/,
  /(will not|won'?’?t|not going to|no longer|(will|to) (stop|cease)) (be )?(attack|strik|bomb)\w*/,
  // ("the Houthis will cease all attacks on commercial vessels"; not "Iran refused to stop its attacks".)
  /will (stop|cease) (all|their|its|any) (attack|strik|bomb)\w*/,
  /(shooting|firing|fighting|killing|bloodshed) (will|must|to|has to) stop/,
  /(the )?(shooting|firing|fighting|killing|bloodshed|bombing) stops\b/,
  // ("I have therefore ordered our bombing campaign in Yemen to STOP")
  /(order\w*|direct\w*|instruct\w*|told)\b[^.!?]{0,20}\b(bombing|strikes|attacks|military) (campaign|operations?)?\b[^.!?]{0,30}\bto (stop|end|cease|halt)\b/,
  /(strikes|attacks|bombing|bombings) will (stop|end|cease)/,
  /(shooting|fighting|killing|bloodshed)\b[^.!?]{0,20}\b(has|have) (now )?stopped/,
  /end(ed|ing|s)?( of)? (the|this|that)(\s[\w'’-]+,?){0,3}\swar/,
  /war\b[^.!?]{0,20}\b(end|ends|ended|ending|comes? to an end|came to an end)/,
  /stop(ped)? the war/,
  // ("Iran and Israel have agreed to END HOSTILITIES… The War is OVER!", "…have agreed to the first phase of our Peace Plan")
  /(end|ended|ending|cessation of|cease) (all )?hostilities/,
  /(the )?war is (now )?over/,
  /agreed to (the )?(first phase|phase one) of (our|the|my) peace (plan|deal|agreement)/,
  // A nuclear concession, the war's cause given up ("Iran has agreed to never have a Nuclear Weapon", "…will agree to have Major Weapons Inspections").
  /(agreed|agrees|will agree|has agreed) to (never (have|build|develop|pursue|seek)|give up|end|stop|halt|dismantle) (a |any |its |their |all )?(nuclear (weapons?|bombs?|program)|enrichment)/,
  /(agreed|agrees|will agree|has agreed) to (have |allow |accept )?((full|major|international|complete|strict) )*(weapons |nuclear )?inspections/,
  // Strikes called off, held off, postponed or cancelled (not a meeting or talks called off: "Putin has called off the meeting in Budapest").
  /call(ed)? off(?! (the |a |our |this |his |their )?(meeting|summit|talks|negotiations|call|visit)\b)/,
  /hold(ing)? off/,
  /held off/,
  /postpon\w*(?: (?:the|our|my|all|any|these|those|planned|military|further))* (strikes?|attacks?|bombing|military (action|operations?)|destruction|deadline)/,
  /cancel\w*(?: (?:the|our|my|all|any|these|those|scheduled|planned|military|further))* (strikes?|attacks?|bombings?|military (action|operations?))/,
  /(strikes?|attacks?|bombing|destruction)\b[^.!?]{0,40}\b(is|are|was|were|be|been|being) postpon\w*/,
  // ("…asked that I delay the strike on Iran that was set for this morning. I agreed. The attack is ON HOLD")
  /delay\w*(?: (?:the|our|my|all|any|these|those|planned|military|further))* (strikes?|attacks?|bombing|military (action|operations?))/,
  /(strikes?|attacks?|bombing|military (action|operations?)) (is|are|was|were|will be|has been|have been) (now )?on hold/,
  // ("…we won't be going ahead with the attack on Iran that was scheduled for tomorrow")
  // ("…will NOT be carrying out the Military Strike on Iran that was scheduled for tomorrow morning")
  /(will not|won['’]t|not) (be )?(going ahead|go ahead|proceed(ing)?|carry(ing)? out|launch(ing)?) with (the |our |any |this |that )?(\w+ )?(strikes?|attacks?|bombing|military (action|operations?))/,
  /(will not|won['’]t|not) (be )?(carry(ing)? out|launch(ing)?|conduct(ing)?) (the |our |any |this |that )?(\w+ )?(strikes?|attacks?|bombing|military (action|operations?))/,
  // De-escalation named; a pause or a freeze on strikes.
  /de-?escalat\w*/,
  // ("I have therefore ordered a PAUSE in all Military Strikes on Venezuela")
  /(pause|halt|moratorium|freeze|stop|end|cessation) (on|of|to|in) (\w+ ){0,2}(strikes?|attacks?|bombing|hostilities|fighting|military (operations|action))/,
  // ("I have agreed to PAUSE all strikes on Iran's Power Plants and Oil Facilities for 14 Days")
  // ("…to PAUSE, for 10 Days, all Strikes on Iran's Electric Grid": the time set off by commas.)
  /(pause|paused|pausing|halt(ed|ing)?|suspend(ed|ing)?|freez(e|ing))(,? for [\w ]{1,20},)? (all|any|the|our|its|their|further) (\w+ )?(strikes?|attacks?|bombing|destruction|military (operations|action))/,
  // ("Russia has agreed to stop all strikes on Ukraine's Energy Infrastructure for a period of 60 days"; not "too late to stop the attack".)
  /stop(ped|ping)? (all|any|further) (\w+ )?(strikes|attacks|bombing)/,
  ALLY_HELD,
  // A strait reopened (not one that "won't be reopened until…", nor a route to be forced open: "The Shipping Lanes WILL be reopened, whatever it takes!",
  // nor a factory: "reopening the Belvidere Plant").
  /(?<!(\bnot|\bnever|n['’]t) (be )?)reopen\w*(?![^.!?]{0,10}\b(whatever it takes|by force|one way or (the )?(an)?other|at any cost|no matter what)\b)(?!\s+(the |a |an |its |their |our )?([A-Z][\w-]*\s+){0,3}(plants?|factor(y|ies)|mills?|mines?|smelters?|stores?|offices?|schools?|lines?)\b)/,
  /open(ed|ing)? the (Strait|Hormuz)/,
  // The war wound down: peace next, no more attacks, bombs not dropped, forces brought home, a deal in the making.
  // (Not a company's business wound down: "Chevron will have 30 days to wind down all operations".)
  // (…nor a producer's operations told to wind down: "All oil operations there must wind down within 30 days".)
  // (…nor a licence told of by a pronoun: "The Chevron License… is hereby CANCELLED. It will wind down over 30 days".)
  /(?<!\b(operations|business|production|licen[cs]es?)\b[^.!?]{0,30}|^\W*It will )wind(s|ing)? down(?! (all |its |their |his )?(\w+ )?(operations|business))/,
  // A guarantee that deters ("We will protect Qatar. Any attack on Qatar will be seen as an attack on the United States!").
  /(seen|treated) as an attack on (the United States|America|us)/,
  /proceed to peace/,
  // ("Israel will stand down on new strikes in Iran while the negotiations take place")
  /stand(s|ing)? down\b/,
  // ("I have assured the Emir of Qatar that such a strike will not happen again")
  /(strike|attack|bombing|such a thing)\b[^.!?]{0,20}\b(will|shall) (not|never) happen again/,
  // ("…they are DONE attacking ships in the Red Sea")
  /(are|is|am) (now )?(done|finished|through) (with )?(attacking|striking|bombing|fighting|firing)/,
  /(move|moving) on to peace/,
  /no (further|more) (hate|hostilit\w*|attacks?|fighting|retaliation|strikes?|shooting|killing|death|bloodshed|war|bombs?)/,
  /(do not|don'?’?t) (drop|fire|launch)\b[^.!?]{0,20}\b(bombs?|missiles?)/,
  /bring (your|the|our|their) (pilots|troops|soldiers|forces) home/,
  /(the )?deal (that )?(we are|we're|we are now) (making|negotiating|working on)/,
]);

/** The slogan of more drilling ("DRILL, BABY, DRILL!"). */
const DRILL_SLOGAN_WAY = /\bdrill,? baby,? drill\b/;
export const DRILL_SLOGAN = new RegExp(DRILL_SLOGAN_WAY.source, "i");
/** The slogan credited with what stands ("We… are the biggest producer of Oil… thanks to DRILL, BABY, DRILL!"): a boast, no barrels added. */
export const DRILL_CREDITED = /\b(thanks to|because of|due to)\s+(our\s+)?["“]?drill,? baby\b/i;

/** Oil let through: barrels onto the market, ships safely through the strait, exports flowing. */
/** Oil that "will flow": supply to come, or, beside a threat, a promise that the threat keeps it flowing (flowPromised). */
const OIL_WILL_FLOW = /(?<!\bno (more )?(\w+ )?)\boil (will|can|could|is going to) (now |soon )?flow\b/i;
export const SUPPLY_UP = anyWay([
  // Barrels sold from the reserve; licences to pump restored.
  /\b(sale|sell\w*|releas\w*)\b[^.!?]{0,20}\b(\d[\d,.]*|one|two|three|five|ten|twenty|fifty|a hundred)\s*(million\s+)?barrels\b[^.!?]{0,30}\b(Strategic Petroleum Reserve|SPR|reserve)\b/,
  // ("I have approved an Export License for Chevron to resume producing and exporting oil from Venezuela")
  // ("I am granting Chevron, Exxon and ConocoPhillips full authorization to return to Venezuela, produce, and export Oil")
  /\b(restor\w*|grant\w*|renew\w*|reinstat\w*)\b[^.!?]{0,50}\b(licen[cs]es?|authori[sz]ation|permission)\b[^.!?]{0,40}\b(to )?(pump|produce|export|drill|operate)\b/,
  /\b(approv\w*|issu\w*)\b[^.!?]{0,30}\blicen[cs]es?\b[^.!?]{0,30}\bto (resume )?(pump|produc|export)\w*\b[^.!?]{0,30}\b(oil|crude)\b/,
  // Output that will grow ("…rebuild Venezuela's Oil industry, with production to double within 18 months").
  /\b(oil|crude)\b[^.!?]{0,40}\b(production|output)\b[^.!?]{0,10}\b(to|will) (double|triple|soar|surge|grow|rise|increase)\b/,
  // Oil, tankers or ships moving: onto the market, safely through, flowing (not "will stop flowing", "will not be flowing anywhere"), released.
  /\b(barrels?|oil|tankers?|ships)\b[^.!?]{0,80}\b(into the (open )?market|safely|(?<!\b(stop|stops|stopped|stopping|cease|ceases|from|not be|never be|no longer be) )flowing|flowed|(start\w*|begin\w*|begun) to (flow|move|sail)|getting out|released?|let through|make (its|their) way|making (its|their) way|pumping|more production|increase (oil )?production)\b/,
  // More oil: released, opened up, production raised.
  // (Not a release refused: "I will NOT be releasing oil from our Strategic Petroleum Reserve".)
  /(?<!\b(not|NOT|never|n['’]t)( be)? )\b(releas\w*|open(ing)? up|increase|more)\b[^.!?]{0,30}\b(oil|crude|barrels?)\b[^.!?]{0,30}\b(reserve|supply|production|drilling)\b/,
  /\b(open|tap|draw on|dip into)\w*\s+(up\s+)?(the\s+)?(Strategic Petroleum Reserve|SPR)\b/,
  // (A size's decimal point is no sentence's end: "raise Oil production by 1.5 Million Barrels a day".)
  /\b(increas\w*|rais\w*|boost\w*|ramp\w* up)\b[^.!?]{0,20}\b(production|output)\b(?:[^.!?]|\.\d){0,30}\b(barrels?|bpd)\b/,
  // ("OPEC+ have agreed… to add 411,000 barrels a day of Oil production in July")
  // ("…will be adding 2,000,000 Barrels of Oil per day to the market")
  /\b(add|adding|adds)\b[^.!?]{0,10}\b\d[\d,.]*\s*(million\s+)?barrels( of (oil|crude))? (a|per) day\b/,
  // Land opened up for drilling (DRILLING_OPENED); oil that will now flow.
  DRILLING_OPENED_WAY,
  OIL_WILL_FLOW,
  // Output freed ("to go to FULL PRODUCTION", "will produce as much Oil as it possibly can", "No more caps on barrels").
  /\bfull production\b|\bproduce as much (oil |crude )?as\b|\bno more (caps|limits|quotas) on (barrels|oil|production)\b/,
  // Barrels sold, shipped or turned over, or to be; a ban on exports ended.
  /\b(sell\w*|ship\w*|send\w*|turn\w* over|hand\w* over|deliver\w*)\b[^.!?]{0,30}(\b\d[\d,.]*\s+((to \d+ )?million\s+)?|\b(tens|hundreds) of millions of )barrels\b/,
  /(?<!\bno\s)\b(oil|barrels?)\b[^.!?]{0,40}\b(will be|to be|are being|is being) (sold|shipped|exported|delivered)\b/,
  // ("The United States will soon be selling Venezuelan Oil on the world market", "We will flood the market with American Oil")
  /\b(we|the United States|America|the U\.S\.A?\.?) will (soon |now )?(be )?selling\b[^.!?]{0,25}\boil\b|\bflood(ing)? the (world )?market with (\w+ )?(oil|crude|energy)\b/,
  /\b(end\w*|lift\w*|remov\w*) the ban on\b[^.!?]{0,30}\b(oil|crude)\b/,
  // A producer's exports set to resume ("Exports of Iranian Oil will RESUME next Tuesday").
  /\b(exports? of (\w+ )?(oil|crude)|(oil|crude) exports?)\b[^.!?]{0,20}\b(will|to|shall|can) (now |soon )?(resume|restart|begin again)\b/,
  // More pumped; buyers allowed to buy it (not 'no country may', nor 'China can buy its Oil from the U.S.A.' or 'all the Oil it wants — from AMERICA!', nor 'They can buy American Oil instead').
  /\bpump\w*\s+(\w+\s+){0,2}more\s+(oil|crude|barrels)\b/,
  // Producers pressed to pump more ("OPEC should be doing more", "Pump more and keep the price DOWN!"): the pressure the oil price takes.
  /\b(OPEC|Saudi Arabia|the Saudis|oil companies)\b[^.!?]{0,30}\b(should|must|needs? to|has to|have to|better)\b[^.!?]{0,15}\b(pump|produce|do more|doing more|bring down|lower)\b/,
  /\bpump more\b[^.!?]{0,30}\bprices?\b[^.!?]{0,10}\bdown\b|\bkeep (the )?(oil |gas |gasoline )?prices? down\b/,
  // …or told not to push it up ("DON'T YOU DARE PUSH PRICES UP", "do NOT push oil prices up now"; not a forecast, "Gas prices will go down even further").
  /\b(don['’]?t|do not|never) (you )?(dare )?(push|raise|drive|jack|hike)\w* (\w+ )?(oil |gas |gasoline )?prices? up\b|\b(don['’]?t|do not) (you )?dare (raise|hike)\b[^.!?]{0,10}\b(oil|gas|gasoline) prices\b/,
  /(?<!(\bno|\bnot|\bnever|\bno longer|n['’]t|\bno (one|country|nation|company)|\bnobody)\s(be\s)?)\b(allowed to|free to|can|may)\s(now\s)?(continue\s(to\s)?|keep\s|go on\s)?(buy\w*|purchas\w*|sell\w*|export\w*)\b(?! (American|U\.S\.|our) )[^.!?]{0,25}\boil\b(?![^.!?]{0,15}\bfrom (the )?(U\.S\.A?\.?|USA|United States|America|us)\b)/,
  /\b(let|lets|letting|allow\w*|permit\w*)\s+(\w+\s+){1,3}(to\s+)?(now\s+)?(continue\s+(to\s+)?|keep\s+)(buy\w*|purchas\w*)\b[^.!?]{0,25}\boil\b/,
  /(?<!(\bnot|\bnever|\bno longer|n['’]t)\s)\b(let|lets|letting|allow\w*|permit\w*)\s+(\w+\s+){1,2}(to\s+)?(sell|export|ship)\s+(its|their|his)\s+oil\b/,
  // Companies let pump and sell a producer's oil ("I have authorized Chevron and other American Companies to produce and sell Venezuelan Oil").
  // (Not the licence revoked that allowed it: "REVOKING the License granted by Biden to Chevron allowing it to pump and sell Venezuelan Oil".)
  /(?<!(\bnot|\bnever|\bno longer|n['’]t)\s|\b(revok|rescind|terminat|cancel|end)\w*\b[^.!?]{0,60})\b(authoriz\w*|allow\w*|permit\w*)\b[^.!?]{0,60}\bto (resume \w+ \w+ and |buy,? )?(produce|pump|export|sell|ship)\b[^.!?]{0,25}\boil\b/,
  // The slogan of more drilling; OPEC asked to bring the price down.
  DRILL_SLOGAN_WAY,
  /\b(ask\w*|call\w* (on|upon)|urg\w*|tell\w*|told)\b[^.!?]{0,30}\b(Saudi Arabia|OPEC|the Saudis)\b[^.!?]{0,40}\b(bring down|lower|reduce|cut)\b[^.!?]{0,20}\b(cost|price)s? of (oil|crude)\b/,
  /\b(Saudi Arabia|OPEC|the Saudis)\b[^.!?]{0,20}\b(should|must|needs? to|has to|have to|better)\b[^.!?]{0,20}\b(bring down|lower|reduce|cut)\b[^.!?]{0,20}\b(cost|price)s? of (oil|crude)\b/,
]);

/** Oil held back: a blockade, a closed strait, exports stopped, a producer's fields hit. */
export const SUPPLY_DOWN = anyWords([
  // A producer's output cut, or its increases paused ("OPEC has decided to PAUSE its production increases").
  /(cut|cutting|reduc\w*|lower\w*|slash\w*)\b[^.!?]{0,20}\b(oil )?(production|output)\b[^.!?]{0,30}\b(barrels?|bpd)\b/,
  /(paus\w*|halt\w*|stop\w*|end\w*)\b[^.!?]{0,10}\b(its|their) (oil )?(production|output) (increases|hikes)\b/,
  // A blockade; the strait closed, mined or blocked; nothing through.
  /blockad\w*/,
  /(Strait|Hormuz)\b[^.!?]{0,30}\b(closed|mined|blocked)/,
  /(clos(e|ed|ing)|block(ed|ing)?|mine[ds]?)\b[^.!?]{0,30}\b(Strait|Hormuz)/,
  /nothing gets through/,
  // Ships not allowed through; oil or exports cut off, halted or to zero.
  /(not|poor job|fail\w*|refus\w*|stop\w*)\b[^.!?]{0,40}\ballow\w*\b[^.!?]{0,15}\b(oil|tankers?|ships)\b[^.!?]{0,20}\bthrough/,
  /cut (off )?(oil|exports)/,
  /(oil|exports?|tankers?|shipments?)\b[^.!?]{0,20}\b(are|is|will be|have been|has been) (now )?(blocked|halted|stopped|banned|cut off)/,
  /(oil|exports?)\b[^.!?]{0,20}\b(go|goes|going|will go|drop|drops|fall|falls|cut|(be |been )?(taken|brought|driven|squeezed) down) to (zero|nothing)\b/,
  // ("Not one drop will leave the Country until…")
  /not (one|a) (single )?(drop|barrel)\b[^.!?]{0,20}\b(will|shall|can) (leave|get out|be sold|be shipped)/,
  // A producer's ports closed by force ("our Navy will close off every Iranian port").
  /(close|closes|closing|closed|seal|seals|sealing|sealed) off (every|all|each|the) (of )?(\w+ ){0,2}ports?\b/,
  // ("…will squeeze their Oil sales down to nothing")
  /(squeez|driv|push|cut|bring)\w*\b[^.!?]{0,30}\b(oil|exports?)\b[^.!?]{0,15}\b(down )?to (zero|nothing)\b/,
  // No tankers to leave; tankers boarded, seized or turned back.
  /no (oil )?(tankers?|ships?|oil)\b[^.!?]{0,10}\b(will|can|shall) (leave|pass|get out|get through)/,
  // ("…no Tanker carrying Iranian Oil will be allowed through the Strait", "a full Naval quarantine of all Oil Tankers leaving Venezuela")
  /no (oil )?(tankers?|ships?|vessels?)\b[^.!?]{0,60}\b(will be|is|are|shall be) allowed\b/,
  /quarantin\w*\b[^.!?]{0,30}\b(oil|tankers?)\b/,
  /(tankers?|(ships?|vessels?)\b[^.!?]{0,30}\b(oil|crude))\b[^.!?]{0,60}\bwill be (\w+, )*(boarded|seized|stopped|turned back)/,
  // ("our Navy is stopping every Tanker and Cargo Ship moving through Hormuz")
  /\b(will|to|shall|is|are) (now )?(stop|turn back|board|seize|intercept|stopping|turning back|boarding|seizing|intercepting)\b[^.!?]{0,30}\b(all |every |any )?(oil )?tankers?\b/,
  // Oil fields, terminals or refineries hit.
  // (Not strikes halted: "a 30 Day halt on ALL strikes against Energy Infrastructure, including Refineries", "NO MORE STRIKES on Refineries".)
  /(?<!\b(halt|paus|stop|end|ban|no more|no|ceas|moratorium)\w*\b[^.!?]{0,30})(hit|strik(e|es|ing)|destroy\w*|bomb\w*)\b[^.!?]{0,60}\b(oil (fields?|terminals?)|refiner(y|ies)|Kharg)/,
  // A producer's licence to drill revoked.
  /(revok\w*|revers\w*|cancel\w*|terminat\w*|rescind\w*)\b[^.!?]{0,90}\b(oil|drilling|production|Chevron['’]?s?|concession)\b[^.!?]{0,30}\blicen[cs]es?\b/,
  // ("The Chevron License to produce and export Oil in Venezuela, a gift from Sleepy Joe…, is hereby CANCELLED.")
  /licen[cs]es? to (produce|pump|drill|export|sell)\b[^.!?]{0,20}\boil\b[^.!?]{0,80}\b(is|are|has been|will be) (hereby |now )?(cancel|revok|terminat|rescind)\w*/,
  // ("When renewal comes up on March 1st, the license ends.")
  /licen[cs]es?\b[^.!?]{0,10}\b(ends|will end|is (over|dead|terminated|revoked))\b/,
  // The reserve refilled: barrels bought off the market.
  /(fill\w*|refill\w*|replenish\w*)\b[^.!?]{0,30}\b(Strategic Petroleum Reserve|SPR|(the|our) (oil )?Reserve)/,
  /(buy\w*|purchas\w*)\s+\d[\d,.]*\s+(million\s+)?barrels/,
]);

/**
 * Calm refused or denied: "Putin doesn't want to have a Cease Fire Agreement", "I have not reached out to Iran for Peace Talks", "Putin
 * refuses to stop the killing", "refuses to sit down and end this ridiculous War", "The Christmas Truce proposal was rejected by Russia"; talks for it that "have collapsed"; or only a means to it ("This is the way to end the War!", "…put
 * Tariffs… on China. Then the War will end quickly!").
 */
export const CALM_REFUSED =
  /\b(not|never|no|doesn'?’?t|don'?’?t|didn'?’?t|won'?’?t|haven'?’?t|hasn'?’?t|refus\w*|reject\w*)\b(?:(?!\band\b)[^.!?,;]){0,40}\b(cease[- ]?fire|truce|peace|(end|stop)(s|ed|ing)?\b[^.!?,;]{0,25}\b(war|killing|fighting|bloodshed|shooting))\b|\b(cease[- ]?fire|truce|peace)\b[^.!?]{0,20}\b(talks|negotiations)\b[^.!?]{0,40}\b(collapsed|failed|broke(n)? down|fell apart|stalled)\b|\b(the (only |best |fastest |quickest )?way|how) to (end|stop) the\b|^\W*then,? the (war|fighting|killing) will (end|stop)\b|\b(cease[- ]?fire|truce|peace)\b[^.!?]{0,30}\b(was|were|has been|have been) (rejected|refused|turned down)\b|\b(refus\w*|won'?’?t|will not|doesn'?’?t|does not) (to )?(sit down|come to the table|meet|negotiate) and (end|stop)\b|\b(gave|given|giving|offered)\b[^.!?]{0,30}\bevery (possible )?chance\b/i;

/**
 * Their strike told as done, then peace called for ("Iran fired 14 missiles at our base… They gave us early notice… Now it is time
 * for Peace!"): the answer is spent, calm ahead. Not after a strike of ours ("We have completed our very successful attack… NOW IS
 * THE TIME FOR PEACE!"): ours is the news.
 */
export const THEIR_STRIKE_DONE =
  /^\W*(?!(We|I|Our|The United States|America)\b)[A-Z][\w'’-]*( [A-Z][\w'’-]*)? (fired|launched|attacked|struck|retaliated|answered|responded)\b/;
export const TIME_FOR_PEACE = /\btime for peace\b/i;
/** Told as known already ("As everybody knows", "as you know", "as all know"), a strike dated "last June", or a price recalled "the day of the strikes". */
export const KNOWN_BEFORE =
  /\bas (everybody|everyone|all|you) knows?\b|\bas all know\b|\b(after|since) the (strikes?|attacks?|bombing)\b[^.!?]{0,25}\blast (week|month|year|spring|summer|fall|autumn|winter|January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(was|were) at \$?[\d.]+ (on )?the (day|night|week) of the (strikes?|attacks?|bombing)\b/i;

/**
 * Harm done to an industry, not a war ("flooding the World with cheap Uranium to destroy our Nuclear Fuel industry", "Venezuela's Oil
 * production, which was destroyed by Chávez and Maduro").
 */
export const ECONOMIC_HARM =
  /\b(destroy\w*|kill\w*|attack\w*|decimat\w*|wip\w* out)\b[^.!?]{0,30}\b(industry|industries|business(es)?|jobs|farmers|economy|manufactur\w*|markets?|workers|companies|factories)\b|\b(production|output|industry|economy)\b[^.!?]{0,20}\b(was|were|has been|had been) (destroyed|decimated|ruined|wiped out)\b/gi;

/** A truce set as the condition of something else ("Sanctions… on Russia until a Cease Fire… is reached"): no truce yet. */
export const CALM_AS_CONDITION =
  /\buntil (they|he|she|it|\w+) (agrees? to )?(stop|end|cease)\w*\b|\b(until|unless|once|the moment|as soon as)\b[^.!?,;]{0,30}\b(cease[- ]?fire|truce|peace|(the )?war (ends|is over|stops))\b|\bif\b[^.!?,;]{0,40}(\bnot|n['’]t|\bfails? to|\brefuses? to)\b[^.!?,;]{0,15}\b(reopen\w*|open\w*|stop\w*|end\w*|agree\w*|stand down|come (back )?to the table\b[^.!?,;]{0,20}\b(stop|end)\w*)\b/i;

/** A warning to the other side ("should not even think about", "had better not"): its act is threatened, not ruled out. */
export const WARNED_OFF = /\b(should|had better|better|must) (not|never)\b|\b(should|must)n['’]t\b|\b(do(n['’]t| not)|never) (even )?(think|dare|try)\b/i;

/** Unrest at home ("Antifa Domestic Terrorists are attacking our ICE Facilities"): forces and attacks with no producer in them. */
export const HOME_FRONT =
  /\b(Antifa|ICE|rioters?|looters?|insurrectionists?|protesters?|Democrats?|Radical Left|Mayor|Governor|Portland|Chicago|Minneapolis|Los Angeles|our (streets|cities))\b/;

/** Who fights and what is hit: forces, weapons, targets. */
export const FORCES =
  /\b(military|navy|naval|army|air ?force|marines|warships?|missiles?|troops|soldiers|bombs?|bombers|strikes?|forces?|weapons?|drones?|targets?|terrorists?|regime|enemy|nuclear|sites?|facilit\w*|oil fields?|refiner\w*|bridges?|power plants?|ships?|vessels?|boats?|infrastructure|bases?|hit them)\b/i;

/**
 * A truce broken or declared over ("Iran has Violated the Cease Fire", "The Ceasefire with Iran is being violated by BOTH sides", "the Cease Fire is OVER!"), or one he may let lapse ("The Ceasefire
 * is holding, but… I may not extend it!"): the fighting is back, or may be, not calmed.
 */
export const BROKEN_TRUCE =
  /\b(violat\w*|broke|broken|breach\w*|end(ed|ing)?|terminat\w*)\b[^.!?]{0,20}\b(cease[- ]?fire|truce)\b|\b(cease[- ]?fire|truce)\b[^.!?]{0,25}\b(is|was|has been|have been) (now )?(being )?(violated|broken|breached)\b|\b(cease[- ]?fire|truce)\b[^.!?]{0,25}\b(is|has|was) (now )?(over|ended|finished|dead|terminated)\b|\b((may|might|will|would) not|won['’]t) (extend|renew|prolong) (it|the (cease[- ]?fire|truce))\b(?! (again|any ?more|further)\b)/i;

/** Arms named as things a country may have ("never have a Nuclear Weapon or Bomb"), not an act of war. */
export const ARMS_HELD =
  /\b(nuclear|atomic)\s+(weapons?|bombs?)(\s+or\s+(a\s+)?(weapons?|bombs?))?\b|\b(have|get|build|obtain|acquire|develop|make)\s+(a\s+|an\s+)?(weapons?|bombs?)\b/gi;

/** A truce said to hold now ("THE CEASEFIRE IS NOW IN EFFECT"), not one hoped for, asked for or refused. */
export const TRUCE_IN_EFFECT =
  /\b(cease[- ]?fire|truce)\b[^.!?]{0,30}\b(is|has) (now )?(in effect|in place|begun|started|taken effect|begins?|starts?)\b|\b(cease[- ]?fire|truce)\b[^.!?]{0,20}\b(went|goes|go) into effect\b/i;

/**
 * Output set by its producers ("has agreed to increase", "will cut production by"), or barrels to be sold or handed over ("Venezuela will be
 * turning over between 30 and 50 MILLION Barrels", "The United States will sell 50 million barrels", "…will purchase 200 Million
 * Barrels of Oil for the Strategic Petroleum Reserve"): a decision, not a forecast.
 */
export const OUTPUT_DECIDED =
  /\b(agreed|agrees|decided|will|are going to|is going to)\b[^.!?]{0,20}\b(increas|rais|boost|cut|reduc|lower)\w*\b[^.!?]{0,30}\b(production|output|supply)\b|\b(will|shall|are going to|is going to)\b[^.!?]{0,10}\b(sell(ing)?|turn(ing)? over|hand(ing)? over|deliver(ing)?|releas(e|ing)|purchas(e|ing)|buy(ing)?)\b[^.!?]{0,40}\bbarrels\b/i;

/** The fighting said to have to stop, no more ("the killing has to stop"). */
export const MUST_STOP = /\b(shooting|firing|fighting|killing|bloodshed) (must|has to) stop\b/i;

/** A truce on trade ("a 12 month truce: Fentanyl tariffs cut to 10%"): tariffs' relief, read by the tariff readers, not a war's end. */
export const TRADE_TRUCE = /\btruce\b[^.!?]{0,60}\b(trade|tariffs?)\b|\b(trade|tariffs?)\b[^.!?]{0,30}\btruce\b/i;

/**
 * U.S. gas let out as LNG: a pause on export permits ended, or permits granted ("I have ended the
 * Biden LNG Export Pause. New Export Permits… have been approved today").
 */
export const LNG_EXPORTS_OPENED =
  /\b(end\w*|lift\w*|remov\w*|terminat\w*|revers\w*)\b[^.!?]{0,30}\bLNG (export )?(pause|ban|freeze)\b|\bexport (permits?|licen[cs]es?|approvals?)\b[^.!?]{0,60}\b(approv\w*|granted|issued|restored)\b|\b(approv\w*|grant\w*|issu\w*)\b[^.!?]{0,30}\b(LNG )?export (permits?|licen[cs]es?|terminals?|facilities|projects?)\b/i;

/** Barrels of the nation's reserve let out by his order ("I am today ordering the release of 100 Million Barrels from the Strategic Petroleum Reserve"). */
export const RESERVE_RELEASED =
  /\b(order\w*|direct\w*|authoriz\w*|approv\w*)\b[^.!?]{0,50}\b(release|sale|drawdown|draw down)\b[^.!?]{0,60}\b(Strategic Petroleum Reserve|SPR)\b|\b(will|shall|is going to|are going to|am|are|['’]m) (now |immediately |hereby )?(release|releasing|sell|draw down)\b[^.!?]{0,60}\b(Strategic Petroleum Reserve|SPR)\b/i;

/** A condition that is only the demand just made, not met ("Iran had better make a deal, FAST. Very bad things will happen if they don't!"). */
export const IF_NOT_MET = /\b(if|unless) (they|he|it) (don['’]?t|do not|doesn['’]?t|does not|won['’]?t|will not)\b\W*$/i;

/** "If Iran tries to block the Strait, they will be hit harder than ever. The Oil will flow.": the threat's promise, not barrels added. */
export const flowPromised = (x: string, sents: string[]) =>
  OIL_WILL_FLOW.test(x) && !SUPPLY_UP.test(x.replace(OIL_WILL_FLOW, " ")) && sents.some((y) => CONDITIONAL.test(y));

/**
 * One producer and no one else named in the post, as the subject of a sentence ("Iran has been told… They keep playing games… If they
 * don't get smart…"): "they" is it (not "…the Russia, Russia, Russia Hoax… there must be consequences!").
 */
export const loneProducer = (r: { countries: { sanctioned?: boolean; match: RegExp }[]; sents: string[] }) =>
  r.countries.length === 1 && r.countries[0]!.sanctioned === true && r.sents.some((x) => (x.match(r.countries[0]!.match)?.index ?? 9) <= 2);

/**
 * Oil that goes on flowing ("The oil will keep flowing!", "they still sell 7 million barrels a day"), or vowed to ("The Oil will flow, one
 * way or the other!" after a strike): a state promised, no barrels added.
 */
export const FLOWS_ON =
  /\b(keeps?|will keep|continues? to|will continue to|still)\s+(\w+\s+){0,2}(flow|flowing|moving|move|coming|pumping|sells?|selling|exports?|exporting|ships?|shipping)\b|\bone way or (the )?(other|another)\b/i;

/** Mines swept from a route ("clearing the mines out of the Strait"). */
export const MINES_CLEARED = /\b(clear\w*|sweep\w*|swept)\b[^.!?]{0,20}\bmines\b/i;

/** A sanctioned producer's oil named by its producer ("Russian Oil", "Iranian crude"): what a buyer of it buys, not the producer as a party. */
export const PRODUCERS_OIL = /\b(Russian|Iranian|Venezuelan)\s+(oil|gas|crude|energy|LNG)\b/gi;
