/** How a post speaks of a named company: it agreed, buy it, its stake, praise, more orders, an attack. */
import { anyWords } from "../lexicon/ways.ts";
import { KEPT_OUT } from "./pointing.ts";

export const COMPANY_AGREED = /\b(has|have) (just )?agreed to\b|\bthey agreed to\b|(?<=^\W*(Today|Just now),? [A-Z][\w&.-]*( [A-Z][\w&.-]*)? )agreed to\b/i;

export const COMPANY_BUY =
  /\bI('m| am| will)( going to| gonna)? buy\b(?! (a|an|one|myself) )|\b(go( out)?( and)?|(everyone|everybody|people|you) should( be)?) buy(ing)?\b(?! (a|an|the|my|one|some|more)\b)|\bbuy (shares|stock) (of|in)\b|^\W*buy\s+(?!(American|now|the|a|an|more|it)\b)\w|\b(is|are) (an? (great |strong |big |screaming )?BUY|(great |strong |big |screaming )BUYS)\b(?! (American|now)\b)/i;

export const COMPANY_STAKE = /\b(owns?|stake|equity|shares|ownership|warrants for)\b/i;

/** (Not the imperative "Toyota, Hyundai, BMW: build your plants in Michigan": a demand on them, no praise;
 * but "Build your plants in America, like Micron is doing" praises the one it holds up;
 * and "open the books or get out!" is an ultimatum, as "Lockheed, Raytheon…: BUILD THE WEAPONS FIRST" is an order;
 * nor is building "more motorcycles overseas" or "new factories in India instead", nor a company that "doesn't want to invest";
 * nor "all of them — build FASTER", an order; nor "open a full review of every NBC Broadcast License", an inquiry;
 * nor "once a great American Company", a fall.) */
export const COMPANY_PRAISE =
  /\b((?<!\bonce (a |an )?)great|fantastic|tremendous|incredible|amazing|wonderful|record|investing|investment|(?<!(\bnot|n['’]t) want to )invest|(building|(?<![:—–]\s{0,3})build(?! your\b(?![^.!?]*\blike\b)))(?![^.!?]{0,40}\b(overseas|abroad|offshore|in (India|China|Mexico|Vietnam|Thailand|Europe|Canada|Japan|Brazil|Ireland)|instead(?! of))\b)|(?<!(\bnot|\bnever|n['’]t)\s)open(s|ing)?(?!\s+up\b)(?!\s+(a|an)\s+(\w+\s+)?(review|investigation|probe|inquiry)\b)(?![^.!?]{0,30}\bor (else|get out|be delisted|pay)\b)|commit(s|ted)?|expand(ing)?|thank you|congratulat\w*|congrats|good luck|hottest|flying off the shelves|hono(u)?r to have)\b|\$[\d,.]+ (billion|trillion) for (manufacturing|building|factories|plants)\b|\b(is|are) (now )?spending \$[\d,.]+ (billion|trillion)\b(?![^.!?]{0,40}\b(overseas|abroad|offshore|in (India|China|Mexico|Vietnam|Thailand|Europe|Canada|Japan|Brazil|Ireland|Taiwan))\b)/i;

export const MORE_ORDERS =
  /\b(quadrupl\w*|tripl\w*|doubl\w*|increas\w*|expand\w*|ramp\w* up|boost\w*)\b[^.!?]{0,20}\b(production|orders|output)\b|(?<!\b(freez\w*|halt\w*|stop\w*|suspend\w*|cancel\w*|paus\w*) (all |any )?)\b(increased|new|more|bigger|larger) orders\b|\b(large[- ]scale|massive|major|big|record) (purchase|order)s? of\b|\b(largest|biggest|record) (\w+ ){0,2}order (in|ever)\b|\b(will be|is|are) ordering\b|\b(awarded|(will|to) award)\b[^.!?]{0,40}\b(a|an|the)\b[^.!?]{0,50}\bcontracts?\b|\b(signed|placed|finali[sz]ed)\b[^.!?]{0,40}\border (for|of)\b|\borders (have been|has been|were|are being|will be) (\w+ )?placed\b|\bapprov\w* the sale of\b/i;

/** An order told as a memory ("Remember, Qatar Airways bought 160 Boeing Planes on my watch", "A year ago, Qatar placed the largest order"): no news. */
export const ORDERS_RECALLED = /^\W*remember\b|\bon my watch\b|\b(a|one|last) (year|month|week)s? ago\b|\blast (year|month)\b/i;

/** Output it is blamed for not raising ("…the slowest in increasing production", "failed to ramp up output"): a complaint, no orders. */
export const TOO_SLOW =
  /\b(slow(est|er)?|least|fail(ed|ing|s)?|refus(ed|ing|es)?|not|never)\b[^.!?]{0,20}\b(quadrupl|tripl|doubl|increas|expand|ramp|boost)\w*\b/i;

/** The business taken elsewhere if the company fails ("If RTX can't ramp up production fast, we will find someone who can!"): a threat to its sales. */
export const ELSEWHERE = /\b(we|I)(['’]ll| will) find (someone|somebody|another|others)\b/i;

/** An attack on a named company: a boycott, insults, its costs, censoring, an order cancelled, a monopoly, its business taken elsewhere. */
export const COMPANY_ATTACK = anyWords([
  ELSEWHERE,
  // Shut out of the business on offer.
  KEPT_OUT,
  // A boycott, or people told not to buy.
  /boycott/,
  /don'?’?t (use|buy|take|give)/,
  /stop (buying|using) (?!(their|its|our|the) )/,
  // Insults ('woke', not 'not woke').
  /terrible/,
  /disgrace/,
  /failing/,
  // ('I am very disappointed that Tim Cook is building plants in India.', 'Boeing is building my new Air Force One far too slowly.')
  /disappointed (in|with|that|by)/,
  /(far |way |much )too slow(ly)?/,
  /dishonest/,
  // ("Amazon is putting a 'Tariff Surcharge' next to every product. That is a HOSTILE and POLITICAL ACT.")
  /hostile (and political )?act/,
  // ('woke up' is waking, 'no longer debank' a promise kept.)
  /(?<!\bnot\s)woke(?! up)/,
  // Debanking, ripping people off; 'should be ashamed', 'fired', 'losers'.
  // ('a very good call with Brian Moynihan of Bank of America about Debanking': the topic of a talk.)
  /(?<!\b(?:no longer|not|never|stop|stopped|end|ending|ended|about|regarding)\s)debank\w*/,
  /refus\w* (to )?(take|accept|hold|keep) (my|our|his|their) (deposits|money|accounts?|business)/,
  // (Not those shielded from it: "Amazon, Google, Meta and others will no longer be ripped off!")
  /(?<!\b(no longer|not|never) be )ripp(ed|ing) off/,
  /should be (ashamed|fined)/,
  // A warning with no demand ('Amazon should be careful').
  /(should|had better|better) be (very |extremely )?careful/,
  // A warning with no measure named ('will pay a very big price').
  /(will|would|are going to) pay a (very )?(big|heavy|steep|high|terrible|severe) price/,
  /fired/,
  /losers?/,
  /pathetic/,
  // A disappointment; it let us down.
  /(big |great |total |major )?disappointment/,
  /(let|letting) (us|America|the Country|our Country|the American people) down/,
  // Told to stop selling or making.
  /stop (selling|making|using)/,
  // Its costs: over budget, overpriced, out of control, a loss to the taxpayer, rates it raises.
  /over budget/,
  // Its money misspent ("spending far too much on Stock Buybacks and not enough on building our Planes", "buying back Stock,
  // while our Military waits"), or late in delivering.
  /(spend\w*|spent|wast\w*|pay\w*)\b[^.!?]{0,20}\b(far |way |much )?too much\b/,
  /not (nearly )?enough (on|money on) (build|produc|deliver|mak)\w*/,
  /(buy(ing)?[- ]?backs?|buying back (their |its )?stock|dividends)\b[^.!?]{0,60}\b(while|instead of|rather than)\b/,
  /\b(late|slow) (on|in) (deliver|build|produc)\w*/,
  // ("…are not building our great Military Equipment quickly enough")
  /not (building|producing|delivering|making) (\w+ ){0,6}(fast|quickly) enough/,
  /stop wasting/,
  // What it charges, called unfair ("charging Ridiculous 'Junk Fees'", "charging outrageous rates").
  /charg(ing|es|ed)\b[^.!?]{0,12}\b(ridiculous|outrageous|excessive|crazy|junk)/,
  // Late: behind schedule, the least responsive.
  /(years |months |way |far )?behind schedule/,
  /least responsive/,
  /(very|way|years|months) late/,
  /overpriced/,
  // ("I am not happy with the price of the F-35. It is far too expensive.")
  /(far|way|much|simply) too expensive/,
  /(price|cost)s? (is|are) (totally |completely )?(ridiculous|way too high|far too high)/,
  // Censoring.
  /censor(s|ed|ing)?\b/,
  /cost overruns?/,
  /(costs?|prices?) (are|is) (totally |completely )?out of control/,
  /(a |great |big |huge ){0,2}loss(es)? to (the |our )?(American )?(taxpayers?|people|Country)/,
  /raise (the )?(rates?|prices?|fees?) (it|they|we) charges?/,
  // An order or a contract cancelled.
  /cancel(led)? (the |that |this |their |its )?(order|contract)s?/,
  // Its export licences revoked ("Commerce has just revoked all export licenses for Intel and Qualcomm to ship chips to Huawei").
  /(revok|rescind|cancel|pull|suspend)\w* (all |the |their |its )?(export )?licen[cs]es (for|of|held by)/,
  // Sanctions laid on it by name ("imposing Sanctions on Ecopetrol, Colombia's State Oil Company"): cut off from U.S. finance and buyers.
  /(impos\w*|plac\w*|put\w*|slap\w*) (\w+ ){0,2}sanctions (on|against) (?![^.!?]{0,25}\b(people|persons|individuals|officials|leaders|judges|justices|prosecutors|ministers|generals|members)\b)/,
  // A buyer that backs out of its deal with the company, or will not take its goods; a probe opened into it.
  /(reneged|reneging|backed out|backing out|pulled out|walked away) (on|of|from) (its|their|the|a|our) (big |huge |massive )?(deal|order|contract|commitment)/,
  /(will not|won'?’?t|refus\w* to) take (possession|delivery) of/,
  /(antitrust|anti-?monopoly|anti-?dumping|criminal|federal|full) (investigation|probe|case)s? (into|of|against)/,
  /(price[- ]fixing|collusion)/,
  // Rigged, a monopoly, greedy, charging too much.
  /rigg(ed|ing)/,
  /monopol(y|ies)/,
  /greedy/,
  /(price[- ])?goug(e|es|ed|ing)/,
  // Costs fallen, prices kept ("The big Oil Companies are not dropping their price at the pump"): a complaint of gouging.
  /(not|n'?’?t|refus\w* to) (dropping|lowering|reducing|cutting|passing on) (their |the |its )?(prices?|savings)/,
  /record profits? while/,
  /money[- ]sucking/,
  /charg(ing|es|ed) (the )?(taxpayers?|Americans|us|our( \w+){1,2}) (a fortune|far too much|too much)/,
]);

/** A social occasion, and the words of a business that would make it more than one. */
const SOCIAL =
  /\b(birthday|wedding|wife|husband|family|party|dinner|note|letter|launch|DJ|golf|funeral|condolences|prayers|Christmas|Thanksgiving|Easter|came by|stopped by)\b/i;
const BUSINESS =
  /\b(invest\w*|build\w*|plants?|factor(y|ies)|jobs|hir(e|es|ed|ing)|billions?|millions?|prices?|products?|chips?|cars?|production|manufactur\w*|deals?|stocks?|shares|compan(y|ies)|economy|tariffs?|orders?)\b/i;
export const socialOnly = (x: string) => SOCIAL.test(x) && !BUSINESS.test(x);

/**
 * Others taxing or fining it, whom he punishes ("any Country collecting a Digital Services Tax from Amazon… will pay a 50% Tariff",
 * "Europe keeps fining our great Tech Companies — Google, Apple, Meta"): his shield.
 */
export const TAXED_BY_OTHERS =
  /\b(collect\w*|charg\w*|impos\w*|levy\w*)\b[^.!?]{0,30}\b(tax|taxes|fines?|penalt\w*)\b[^.!?]{0,10}\b(from|on|against)\b|\b(fin(es|ed|ing)|tax(es|ed|ing)) our (great |wonderful |American )*(tech(nology)? )?companies\b/i;

/** Prices complained of ("…not raising prices", "the gouging must stop!"): help offered beside it is no support. */
export const PRICES_COMPLAINED = /\b(raising|hiking|jacking up) (their |the )?prices\b|\bgoug\w*/i;

/** A boycott others try ("the Radical Left Lunatics… are trying to… boycott Tesla"): his words against it. */
const OTHERS_BOYCOTT = /\b(trying to|tried to|want(s|ed)? to|attempt\w* to|calling for|call(ed|ing)? for)\b[^.!?]{0,40}\bboycott/i;
/** Told to make more ("must DOUBLE the production of Patriot… interceptors"): orders for it, not a cost. */
// ("…but they must go faster. Production must double!", "…they must build FASTER")
export const MORE_OUTPUT =
  /\b(quadrupl|tripl|doubl|increas|expand|ramp\w* up|boost)\w*\b[^.!?]{0,20}\b(production|output)\b|\b(production|output)\b[^.!?]{0,10}\b(must|should|will|has to|needs to) (double|triple|quadruple|increase|go up)\b|\b(must|should|need to|needs to|has to|have to) (build|produce|go|move|work|deliver) (much |far |a lot |even )?faster\b/i;
/**
 * A demand that the company be let do something ("Intel should be allowed to sell its chips anywhere", "The sale of the Ports to BlackRock…
 * must be approved", "Apple should not be paying Billions in Fines to Europe"): his support for it.
 */
const LET_IT =
  /\b(should|must|ought to) be (allowed|permitted|free) to\b|\b(should|must|ought to) (all )?(follow|copy|do what|be like)\b|\b(FAA|FDA|FCC|SEC|regulators?)\b[^.!?]{0,20}\b(must|should|needs? to|has to)\b[^.!?]{0,15}\b(speed up|approve|clear|certify|fast[- ]track)\b|\b(should|must|ought to) be approved\b|\bshould (not|NOT|never) (be )?pay(ing)?\b[^.!?]{0,40}\bfines\b/i;
/** A company wished well ("Intel should be a GREAT American Company again"): his support, with nothing done to it yet. */
export const WISHED_WELL = /\b(should|must|will) be (a |an )?(great|strong|leading|dominant|thriving)\b[^.!?]{0,30}\b(company|companies|again)\b/i;
/** A case against the company demanded dropped ("The FTC should drop the Biden case against Amazon"): his support for it. */
// ("Apple and the DOJ should be able to settle their case"; others told to leave it alone: "The EU should stop going after Apple".)
const CASE_DROPPED =
  /\b(drop|end|dismiss|settle|withdraw)\w*\b[^.!?]{0,30}\b(case|suit|lawsuit|investigation|probe)\b[^.!?]{0,10}\bagainst\b(?! (the United States|our Country|America|us)\b)|\bsettle\w*\b[^.!?]{0,30}\b(case|suit|lawsuit)s?\W*$|\b(stop|quit)\w* (going after|attacking|targeting|harass\w*|suing|fining|persecuting|punishing)\b/i;

/** What shows him defending the company, whatever "should" or "must" says of a demand. */
export const DEFENDS = [OTHERS_BOYCOTT, LET_IT, CASE_DROPPED, TAXED_BY_OTHERS, WISHED_WELL];

/** Terms it signed ("Merck has signed our Most Favored Nation Pricing Agreement"): agreed, when its sector's tariffs are spared in return. */
export const TERMS_SIGNED = /\b(has|have) (just )?signed (our|the|my|a|an)\b/i;

/**
 * Prices cut in return for tariff relief ("In exchange… a three year grace period from Pharmaceutical Tariffs", "Both Companies are exempt
 * from Pharmaceutical Tariffs", "NO pharma tariffs for them!").
 */
export const TRADED_FOR_RELIEF =
  /\b(in exchange|in return)\b[^.!?]{0,80}\b(tariffs?|grace period)\b|\bgrace period from\b[^.!?]{0,40}\btariffs?\b|\b(pass|reprieve|holiday) (on|from) (\w+ ){0,2}tariffs?\b|\b(companies|both|each|they|it) (is|are|will be) (\w+ )?exempt(ed)? from (\w+ ){0,2}tariffs?\b|\bno (\w+ )?tariffs? for (them|it|those companies|these companies)\b/i;

/**
 * A penalty for not doing it ("Lockheed, Raytheon… — build faster, or no more rewards for shareholders!", "No more Dividends… until they
 * build faster"), or what he dislikes
 * ("I don't like that Apple is building so many of its plants in India"), an offer ("If Toyota… wants to build here, NO Tariff"), or
 * sarcasm ("Thank you Walmart for raising prices and blaming it on Tariffs"): no praise.
 */
export const OR_ELSE =
  /\bor (no more|else|lose|face|pay)\b|^\W*no more\b[^.!?]{0,60}\buntil\b|\bI (don['’]t|do not) like\b|\b(I am|I['’]m) not (happy|pleased)\b|^\W*If\b[^.!?]{0,60}\bwants? to\b|\bthank(s| you)\b[^.!?]{0,30}\bfor (raising|hiking|blaming)\b/i;

/**
 * Praise taken back by a complaint or a loss ("Lockheed does a great job, but the price is ridiculous", "Coke is great, the prices are not!"),
 * or building told as done abroad for our market ("Tesla and GM build cars in China but sell them here").
 */
export const BUT_COMPLAINT =
  /\bgreat, (but )?the (prices?|costs?) (are|is) not\b|\b(build|make|produce|manufactur)\w*\b[^.!?]{0,40}\b(overseas|abroad|offshore|in (China|Mexico|other countries))\b[^.!?]{0,30}\bbut\b[^.!?]{0,15}\b(sell|ship|send)\w*|\bbut\b[^.!?]{0,40}\b(ridiculous|too (high|much|expensive|slow)|way too|terrible|unacceptable|overpriced|a disgrace|(are|is) (now )?gone|(can(not|['’]t)|must not|should not|shouldn['’]t) (be|keep|go on)|the answer is no|nobody gets|(have|has) to be (very )?careful)\b/i;

/** How a drug-price cut is made: the price other rich countries pay (most favored nation), direct sale past the middlemen. */
export const DRUG_MECHANISM =
  /\b(most favou?red nation (price|prices|pricing)|MFN (price|prices|pricing)|direct(ly)? (sale|to (the )?(American )?(consumers?|patients?|citizens?))|cut(ting)? out the middlem[ae]n)\b/i;
/** The cut still to come or starting now ("TO BE CUT BY 59%", "we're gonna cut out…"), not one recalled. */
export const DRUG_CUT_AHEAD = /\b(will|to be|gonna|going to|today|starting|effective|hereby)\b/i;
/** A cut past the whole price ("Drug Prices will come down 500%, 600%!"): his boast of where prices go, no measure with its figure. */
export const PAST_WHOLE = /\b([1-9]\d{2,}|\d{1,3}(,\d{3})+)\s?(%|percent)/i;
