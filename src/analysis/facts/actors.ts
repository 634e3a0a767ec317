/** The readers of companies' and officials' facts (the Fed's: fed.ts; buyers': purchases.ts). */
import type { Company } from "../lexicon/companies.ts";
import { COINS } from "../lexicon/tickers.ts";
import type { Fact, Reading } from "./kinds.ts";
import { BARS_THAT, ORDER_BARE, DRUG_PRICE_CUT, MIDDLEMEN, PCT, fact, gistOf, sentenceWith, ownSentenceWith } from "./patterns.ts";
import { boughtByOthers, namedAfter, othersAsked } from "./patterns.ts";
import {
  BUT_COMPLAINT,
  COMPANY_AGREED,
  COMPANY_ATTACK,
  COMPANY_BUY,
  COMPANY_PRAISE,
  MORE_ORDERS,
  OR_ELSE,
  ORDERS_RECALLED,
  PRICES_COMPLAINED,
  socialOnly,
  DEFENDS,
  MORE_OUTPUT,
  ELSEWHERE,
  TOO_SLOW,
  TRADED_FOR_RELIEF,
  TERMS_SIGNED,
  DRUG_MECHANISM,
  DRUG_CUT_AHEAD,
  PAST_WHOLE,
} from "./company-patterns.ts";
import { T } from "../lexicon/terms.ts";
import { barredChips, onPeopleOnly } from "./sanctions.ts";
import { tariffOnWords, unshout, whenOf } from "./text.ts";
import { IF_CLAUSE } from "./tariff-kind.ts";
import {
  AGENCY_CLEARED,
  AGENCY_SET_ON,
  INQUIRY_DROPPED,
  setOn,
  ALLOWED_TO_SELL,
  aimedAt,
  BARRED,
  barredIn,
  CONTRACT_AWARDED,
  CONTRACT_PRICE,
  GOING_PUBLIC,
  dealMade,
  employerOnly,
  grantOf,
  NOT_BOUGHT,
  PLAIN_PRAISE,
  pronounSubject,
} from "./company-acts.ts";

/** Harm done to a company ("a direct hit on… Ford and General Motors"): a word of praise beside it is sympathy, not praise. */
const HARMED = /\b((direct |big |major )?hit on|attack(s|ed)? on|firebomb\w*)\b/i;

/** A deal the sentence approves ("The Panama Canal Ports deal, where… BlackRock buys the Ports…, is APPROVED"): pushed through. */
const APPROVED_DEAL = /\b(deal|purchase|merger|acquisition)\b[^.!?]{0,120}\b(is|has been) (now |hereby )?(approved|allowed)\b/i;
/** Pushing a merger through ("GET THAT DEAL DONE!", "the deal should be approved", "told the Department of Justice NOT to block…", APPROVED_DEAL). */
export const MERGER_PUSH = new RegExp(
  String.raw`${APPROVED_DEAL.source}|\b(get (that|the|this) (deal|merger) done|approve (the|this|that) (deal|merger|acquisition)|(deal|merger|acquisition) (should|must) be (approved|allowed)|(deal|merger|acquisition) that (should|must) (happen|go through|be done)|(not|never) to (block|stop|challenge|sue)\b[^.!?]{0,40}\b(deal|merger|takeover|acquisition|purchase)|let (the|this|that) (deal|merger|acquisition) (close|go through|happen))\b`,
  "i",
);

/** A deal he will not allow ("My Administration will NOT allow this deal to go forward", "the DOJ is moving to BLOCK IT", "…to oppose this deal"). */
const MERGER_BLOCKED =
  /\b(not|never|won['’]t) (be )?(allow|approv|permit)\w*\b[^.!?]{0,30}\b(deal|merger|takeover|acquisition|sale)\b|\b(not|never|won['’]t) (allow|permit) [\w.-]+( [\w.-]+)? to (buy|acquire|purchase|take over|merge with)\b|\b(deal|merger|takeover|acquisition|purchase|sale)\b(?:[^.!?]|\b(?:Bros|Inc|Corp|Co)\.){0,60}\b(should|must|will) (not|never) be (approved|allowed|permitted)\b|(?<!(\bnot|\bnever|n['’]t) (to )?)\b(block|stop|kill|oppose)(s|d|ed|ing)?\b[^.!?]{0,20}\b(the |this |that )?(deal|merger|takeover|acquisition|purchase)\b|\b(moving|move|sue|suing) to block\b/i;
/** A named buyer barred from its purchase ("Con-cast will NOT be allowed to buy Warner Bros. Discovery"), not buyers in general. */
const BUYER_BARRED = /\b[A-Z][\w.-]+ (will|shall) (not|NOT|never|NEVER) be (allowed|ALLOWED|permitted) to (buy|acquire|purchase|take over|merge with)\b/;
/** The company a deal would buy ("Netflix wants to buy Warner Bros. Discovery"): the one named after the verb. */
const BOUGHT_COMPANY =
  /\b(buy(s|ing)?|acquir(e|es|ing)|tak(e|es|ing) over|takeover of|purchase of|acquisition of|merge with|offer for|bid for)\s+(?<bought>.*?)(?=\s+by\s|$)/i;

/** A share of the sales paid for leave to sell ("they will pay 15% of those sales to the U.S. Treasury"). */
const LICENCE_FEE =
  /\b(pay\w*|receiv\w*|collect\w*|get\w*)\b[^.!?]{0,40}\d+(\.\d+)?\s?(%|percent) of (those|the|their|its|such|all|that) ([\w.]+ ){0,3}(sales|revenues?|money|proceeds)\b|\d+(\.\d+)?\s?(%|percent) of the (proceeds|revenues?|money) (going|goes|will go) to\b/i;

/** Encouragement of a company ("Make Cracker Barrel a WINNER again… Good luck!"), or a demand it meets ("and he is doing it"): a demand made as advice. */
const SUPPORT =
  /\b(winner|(great|big|huge|tremendous) opportunity|good luck|free publicity|rooting for|comeback|back on top|we will (get|give|help|provide) (them|it)(?! down\b)|(he|she|they|it) (is|are) (now )?doing (it|so|that))\b/i;
/** What makes a demand a cost: a penalty attached to it, or an inquiry. */
const PENALTY = /\b(tariffs?|fine[ds]?|fired?|firing|pay|penalt\w*|subsid\w*|contracts?|boycott|or else|lawsuits?|sue|investigat\w*|collu\w*)\b/i;

/**
 * A request made to a company ("Google, for the purpose of FAIRNESS, please let Univision back!",
 * "I urge Apple to…"): a demand aimed at it, however politely put (rubric: a demand on a named company).
 * The company is the one addressed; a "please" to the reader ("please let this statement serve…") is not one.
 */
const requested = (c: Company, x: string) =>
  new RegExp(
    `^\\W*(?:${c.match.source})\\s*,[^.!?]{0,60}\\bplease\\b|\\bplease,?\\s+(?:${c.match.source})\\b|\\b(?:I|we) (?:urge|ask|call on|implore)\\s+(?:${c.match.source})\\b`,
    "i",
  ).test(x);

/**
 * A network's business (a merger, a sale, its shares) is what a demand on a media company moves; a
 * demand about its news, its shows, its hosts or its license is a complaint about coverage, an attack.
 */
const MEDIA_BUSINESS =
  /\b(merger|purchase of|acquisitions?|acquir(e|es|ed|ing)|buy(ing)? out|offer for|bid for|wants? to buy|sale of|sold to|take ?over|break ?up|stock price|shares|antitrust)\b/i;

/**
 * A buyer's commitment to purchase ("agreed to buy", "Deals… to purchase"), or arms we sell or approve ("will sell Patriot Batteries…
 * to Ukraine", "Poland just SIGNED for 96 Apache Helicopters", "approved Tomahawk Missiles for Ukraine"): orders for the maker named beside it.
 */
const BOUGHT =
  /(?<!(\bnot|\bnever|n['’]t|\bstop)\s(\w+\s)?)\b(to|will|(?<!\bI )will be|agreed to|commit\w* to|is|are|(is|are) going to be) (purchas(e|ing)|buy(ing)?)\b|\b(has|have) (just )?ordered (\d[\d,]*|more|another|new)\b|\bpurchases? of\b|\b(they|it) (buy|buys|purchase|purchases) \$|(?<=\bwill\b[^.!?]{0,60}),? and (also )?(buy|purchase)\b|\b(will|to|agreed to) sell\b(?=[^.!?]{0,80}\b(weapons|missiles|batteries|fighters|helicopters|arms)\b)|\bsigned for \d|\bapproved (?=[^.!?]{0,30}\b(missiles|weapons|batteries|fighters)\b[^.!?]{0,10}\bfor\b)/i;

/** A merger pushed through, or a deal blocked. */
function mergerFact(r: Reading, named: Company[]): Fact | null {
  // A deal blocked: the company it would buy loses its takeover premium (the buyer is left alone).
  // (Not another's block set as a condition: "If China tries to block this Deal, I will put an ADDITIONAL 50% Tariff…".)
  // (The sentence that acts on it first: "I will NOT allow Netflix to buy… I have instructed the Department of Justice to file suit to block this deal".)
  const blocks = (x: string) => MERGER_BLOCKED.test(x.replace(IF_CLAUSE, "")) || BUYER_BARRED.test(x);
  const block = ownSentenceWith(r, (x, j) => blocks(x) && setOn(r, j) !== null) ?? ownSentenceWith(r, blocks);
  if (block !== null) {
    // ("…the purchase of WARNER BROS. DISCOVERY by Netflix": a shouted name is found as the lexicon writes it.)
    const bought = r.sents.map((x) => unshout(x.match(BOUGHT_COMPANY)?.groups?.bought ?? ""));
    const targets = named.filter((c) => bought.some((b) => c.match.test(b)));
    return fact(r, "merger-blocked", block, setOn(r, block), { companies: targets.length ? targets : named, countries: [] });
  }
  // "GET THAT DEAL DONE!": a merger of the companies named, pushed through; it does not say which way they move.
  const push = sentenceWith(r, (x) => MERGER_PUSH.test(x));
  return push === null ? null : fact(r, "merger-push", push, null, { companies: named, countries: [] });
}

/** A demand is not on the partner it is told to work with ("TSMC… must form a Joint Venture with Intel"); "business with" a bank is no partner. */
const PARTNERED = "(?:joint venture|partner\\w*|work|team up) with";
/**
 * The buyers a demand on a seller names ("…should NOT be raising the price of Steel to Ford, General Motors and Stellantis just
 * because…", "…must complete the sale of those Ports to the American Group, led by BlackRock, within 30 days").
 */
const SOLD_TO = /\b(?:price|prices|cost|sale) of (?:\w+ ){0,3}to\b([^.!?]*?)(?=\b(?:just |only )?because\b|,? or\b|[.!?]|$)/i;
const soldTo = (c: Company, x: string) => c.match.test(x.match(SOLD_TO)?.[1] ?? "");
const withoutPartners = (r: Reading, hit: { i: number; companies: Company[] } | null) => {
  const rest = hit?.companies.filter((c) => !namedAfter(PARTNERED, c, r.sents[hit.i]!) && !soldTo(c, r.sents[hit.i]!));
  return hit && rest?.length ? { i: hit.i, companies: rest } : hit;
};

/**
 * More output asked for with no penalty: encouragement. ("…or the Department of War will move the work elsewhere", "…must IMMEDIATELY increase
 * production in the Permian. If not, I will take a very hard look at their Federal leases!"; "…if things don't change, I will take action!";
 * "…not raising prices. …the gouging must stop!": a penalty beside it, or prices complained of, make it a demand.) */
const moreWanted = (r: Reading, i: number) =>
  MORE_OUTPUT.test(r.sents[i]!) &&
  !/\bor (the|we|I)\b[^.!?]{0,40}\b(move|take|give)\b/i.test(r.sents[i]!) &&
  !ELSEWHERE.test(r.sents[i]!) &&
  !/^\W*(If not|Otherwise|Or else)\b/i.test(r.sents[i + 1] ?? "") &&
  !/\bwill take (\w+ )?action\b/i.test(r.text) &&
  !PRICES_COMPLAINED.test(r.text);

/**
 * More orders or output (not output asked for with the business taken elsewhere if it fails: "If RTX can't ramp up production fast, we
 * will find someone who can!"; nor output it is blamed for not raising: "…the slowest in increasing production").
 */
const moreOrders = (x: string) => MORE_ORDERS.test(x) && !ELSEWHERE.test(x) && !TOO_SLOW.test(x) && !ORDERS_RECALLED.test(x);

/** A company a sentence can make a demand of: not one others buy or are sold, nor one held up as the example or cheered while others are told,
 * nor the buyer in a deal the sentence approves ("The Panama Canal Ports deal, where… BlackRock buys the Ports…, is APPROVED… and must close NOW"). */
const askable = (c: Company, x: string) => !boughtByOthers(c, x) && !soldTo(c, x) && !othersAsked(c, x) && !APPROVED_DEAL.test(x);

/** A demand on a company, a company that agreed to one, a merger pushed, or a company attacked or praised. */
export function companyFact(r: Reading): Fact | null {
  // (A company named only as where someone worked is none the post is about: "The Judge, whose husband once worked at Bank of America, should recuse".)
  const named = r.companies.filter((c) => r.sents.some((x, i) => r.names(c, i) && !employerOnly(c, x)));
  if (!named.length) return null;
  // The company itself agreed ("Apple has agreed to…"), not a buyer of its goods ("Qatar has agreed to buy 160 Boeing jets").
  const agreedBy = (c: Company, x: string) => {
    const at = x.search(COMPANY_AGREED);
    // ("Today PFIZER agreed to…": a shouted name is found as the lexicon writes it.)
    const name = [x, unshout(x)].map((y) => y.search(c.match)).find((k) => k >= 0) ?? -1;
    return at >= 0 && name >= 0 && name < at;
  };
  const agreed = named.filter((c) => r.sents.some((x, i) => r.names(c, i) && agreedBy(c, x)));
  // "…and they agreed to build their first level Chips with Intel": the partner of what was agreed shares in it.
  const withPartners = (hit: { i: number; companies: Company[] } | null) => {
    if (!hit) return null;
    const x = r.sents[hit.i]!;
    const partners = named.filter((c) => !hit.companies.includes(c) && r.names(c, hit.i) && namedAfter("with", c, x));
    return { i: hit.i, companies: [...hit.companies, ...partners] };
  };
  // A pronoun goes on about the company only in a demand or an attack: praise of "He" is too often a person's.
  const first = (re: Pick<RegExp, "test">, cs: Company[], pronoun = true) => {
    const i = sentenceWith(r, (x, j) => aimedAt(r, cs, j, pronoun).length > 0 && re.test(x));
    return i === null ? null : { i, companies: aimedAt(r, cs, i, pronoun) };
  };
  const ask = ownSentenceWith(r, (x) => named.some((c) => requested(c, x)));
  const asked = ask === null ? null : { i: ask, companies: named.filter((c) => requested(c, r.sents[ask]!)) };
  // "Walmart is going to raise prices. They should eat the tariffs": a demand told by a pronoun is on the company just named.
  // A company named only as what a buyer buys ("…buy $15 Billion of U.S. Energy and 50 Boeing jets") is no company demanded.
  // (Nor one named only as the buyer: "CK Hutchison… must complete the sale of those Ports to the American Group, led by BlackRock".)
  const demandable = named.filter((c) => r.sents.some((x, i) => r.names(c, i) && askable(c, x)));
  const told = ownSentenceWith(r, (x, j) => pronounSubject(r, j) && T.companyDemand.test(x) && aimedAt(r, demandable, j).length > 0);
  // "Americans should buy Tesla stock": a call to buy its shares is no demand on the company (buyFact reads it).
  const buyCall = named.some((c) => r.sents.some((x, j) => r.names(c, j) && STOCK_BUY.test(x)));
  // Leave to sell, or a listing: told by its own sentence, which names what was granted.
  const granted = grantOf(r, named);
  // "…will receive licenses to ship… in return they will pay 15% of those sales": the fee is the price of the leave, a deal.
  const fee = granted !== null && r.has(LICENCE_FEE);
  // "X's purchase of Y should NOT be approved": a deal blocked, whatever "should" says of a demand.
  const merger = mergerFact(r, named);
  if (merger?.kind === "merger-blocked") return merger;
  if (!buyCall && !fee && (r.s.demand || agreed.length || asked || told !== null) && (demandable.length || agreed.length || asked)) {
    const hit = withoutPartners(r, first(T.companyDemand, demandable)) ?? withPartners(first(COMPANY_AGREED, agreed)) ?? asked;
    if (hit?.companies.every((c) => c.media) && !MEDIA_BUSINESS.test(r.text))
      return fact(r, "company-attack", hit.i, null, { companies: hit.companies, countries: [] });
    // Others trying to boycott it, which he opposes, is support for the company, not a demand on it.
    const more = hit !== null && moreWanted(r, hit.i);
    const defended = more || (hit !== null && DEFENDS.some((re) => re.test(r.sents[hit.i]!)));
    // Told by a pronoun after plain praise, with no penalty ("…a great company. They should get every chance"): encouragement.
    const afterPraise = hit !== null && hit.i > 0 && !named.some((c) => r.names(c, hit.i)) && PLAIN_PRAISE(r.sents[hit.i - 1]!);
    const support = defended || ((SUPPORT.test(r.text) || afterPraise) && !PENALTY.test(r.text) && !PRICES_COMPLAINED.test(r.text));
    // A penalty on a condition, with no rate or date ("If Harley-Davidson moves its production overseas, it will be Taxed like never
    // before"): a threat without specifics (rubric: Medium), as a conditional threat to a partner is.
    const said = hit === null ? "" : r.sents[hit.i]!;
    // (A boycott called for on the condition is a call to act, not a threat: "If Harley moves…, Americans should BOYCOTT them".)
    // (Nor is a question he weighs: "We are looking at whether Chevron should be allowed to keep pumping Oil in Venezuela".)
    const threat =
      // ("Harley, if you do this, you will be taxed like never before!": the company called by its name first.)
      (/^\W*([A-Z][\w&.-]*,\s+)?(If|Unless|Should)\b/i.test(said) && !PCT.test(said) && whenOf(said) === null && !/\bboycott/i.test(said)) ||
      /\b(looking (at|into)|considering|deciding|weighing|studying)\s+whether\b/i.test(said);
    // (Its terms traded for its sector's tariffs: "…In return, Pfizer gets a three year grace period from Pharmaceutical Tariffs".)
    const sectorRelief = (agreed.length > 0 || TERMS_SIGNED.test(r.text)) && TRADED_FOR_RELIEF.test(r.text);
    // A demand on a group ("Gasoline Retailers must get their Prices down"; an agency set on it is an act), or leave asked with no penalty: signals.
    const signalOnly = (hit?.companies ?? named).every((c) => c.group) || (defended && !more && !PENALTY.test(r.text));
    return fact(r, "company-demand", hit?.i ?? null, threat || signalOnly ? null : "company-demand", {
      companies: hit?.companies ?? named,
      countries: [],
      ...(support ? { support } : {}),
      ...(sectorRelief ? { sectorRelief } : {}),
    });
  }
  if (merger) return merger;
  const praise = first({ test: praises }, named, false);
  if (granted) {
    const x = r.sents[granted.i]!;
    // Weighed, not decided ("giving very serious consideration to…"): a signal, no High action.
    const decided = !T.threat.test(x);
    const gist = gistOf(
      x,
      ALLOWED_TO_SELL.test(x) ? ALLOWED_TO_SELL : AGENCY_CLEARED.test(x) ? AGENCY_CLEARED : INQUIRY_DROPPED.test(x) ? INQUIRY_DROPPED : GOING_PUBLIC,
    );
    return fact(r, "company-deal", granted.i, decided ? "company-deal" : null, { companies: granted.companies, countries: [], gist });
  }
  const deal = dealMade(r, named, praise);
  if (deal) return TRADED_FOR_RELIEF.test(r.text) ? { ...deal, sectorRelief: true } : deal;
  const awardAt = ownSentenceWith(r, (x, i) => named.some((c) => r.names(c, i)) && CONTRACT_AWARDED.test(x) && CONTRACT_PRICE.test(x));
  if (awardAt !== null)
    return fact(r, "company-deal", awardAt, "company-deal", {
      companies: named.filter((c) => r.names(c, awardAt)),
      countries: [],
      gist: gistOf(r.sents[awardAt]!, CONTRACT_AWARDED),
    });
  // "They have agreed to quadruple Production…": more business for the companies named. "Indonesia will… purchase Boeing Aircraft":
  // orders for the maker named after the purchase; one named before it is the buyer ("ordered Fannie and Freddie to buy… Bonds").
  const bought = (j: number) => {
    const x = r.sents[j]!;
    const at = x.search(BOUGHT);
    return named.filter((c) => r.names(c, j) && (at < 0 || c.match.test(x.slice(at)) || c.match.test(unshout(x.slice(at)))));
  };
  const orders = ownSentenceWith(r, (x, j) => moreOrders(x) || (BOUGHT.test(x) && !NOT_BOUGHT.test(x) && bought(j).length > 0));
  if (orders !== null) {
    const x = r.sents[orders]!;
    // (The makers its sentence names, if any: "Qatar just signed the biggest order… of BOEING", not Amazon two sentences on.)
    const inIt = named.filter((c) => r.names(c, orders));
    const companies = MORE_ORDERS.test(x) ? (inIt.length ? inIt : named) : bought(orders);
    return fact(r, "company-orders", orders, null, { companies, countries: [], gist: gistOf(x, MORE_ORDERS.test(x) ? MORE_ORDERS : BOUGHT) });
  }
  // "…not be allowed to sell… unless they pay 25%": a bar with a way out is the price of a deal, not a bar.
  const bar = ownSentenceWith(r, (x, j) => BARRED.test(x) && !/\b(unless|until|if)\b/i.test(x) && barredIn(r, named, j).length > 0);
  const attack = first(ATTACKED, named) ?? (bar === null ? null : { i: bar, companies: barredIn(r, named, bar) });
  if (attack) return fact(r, "company-attack", attack.i, setOn(r, attack.i), { companies: attack.companies, countries: [] });
  // Praise for several names across sentences ("the Great Jensen Huang, of Nvidia… an Honor to have… Micron… Qualcomm"): each is praised.
  // His own praise first: a sentence that reports what others said ("CNBC reported that the Great Jensen…") is theirs.
  const own = (j: number) => r.voices[j] === "own";
  const praised = named.filter((c) => r.sents.some((x, j) => own(j) && r.names(c, j) && praises(x)));
  const ownPraise = sentenceWith(r, (x, j) => own(j) && praised.some((c) => r.names(c, j)) && praises(x));
  if (ownPraise !== null) return fact(r, "company-praise", ownPraise, null, { companies: praised, countries: [] });
  if (praise) return fact(r, "company-praise", praise.i, null, { companies: praise.companies, countries: [] });
  return null;
}

/** Told to build here ("BMW, Mercedes, Porsche — build in America!"): a demand, whatever "build" says of praise elsewhere. */
const BUILD_COMMAND = /(^\W*|[—–:]\s*)(build|make|manufacture) (it |them |your \w+ |more )?(in (America|the USA|the U\.S\.A?\.?)|here)\b/i;

/**
 * Praise of a company: not a word of praise in a sentence about harm done to it or a bar on its sales ("…a direct hit on the great
 * Autoworkers of Ford", "To protect our Great American Chip Companies… NO advanced AI Chips… will be sold to China"), nor kind words on a
 * social occasion with nothing of the business in them ("Thank you to Tim Cook for the very nice note on Melania's birthday": its
 * chief's name is only evidence of it), nor a command to build here.
 */
const praises = (x: string) =>
  COMPANY_PRAISE.test(x) &&
  !BUILD_COMMAND.test(x) &&
  !HARMED.test(x) &&
  !T.sanctions.test(x) &&
  !barredChips(x) &&
  !socialOnly(x) &&
  !BUT_COMPLAINT.test(x) &&
  !OR_ELSE.test(x);

/** "Breaking up Google would be a terrible thing": the harsh word is for what is done to the company, which he defends. */
// (…or named as one of ours that others wrong: "Our Great Truck Manufacturers, like PACCAR… have been ripped off for decades".)
const DEFENDED =
  /\b(break(ing)? up|destroy(ing)?|hurt(ing)?|punish(ing)?|sue|suing)\s+(\S+\s+){1,3}(would|will) be (a |an )?(very |really )?(terrible|bad|horrible|disaster|disgrace|big mistake)\b|\b(our|America['’]s) (great|greatest|wonderful|fantastic|incredible|legendary) ([\w-]+ ){0,3}[\w-]+,? (like|such as|including)\b/i;
// (An agency he sets on it is an attack, whatever else the sentence says: "…open an investigation into Tyson, JBS and Cargill".)
const ATTACKED = { test: (x: string) => (COMPANY_ATTACK.test(x) && !DEFENDED.test(x)) || AGENCY_SET_ON.test(x) };

/** Its shares bought on his word ("Americans should buy Tesla stock", "buy Intel shares"). */
const STOCK_BUY = /\bbuy(ing)?\b(?![\s-]*back\b)[^.!?]{0,25}\b(stocks?|shares)\b(?![^.!?]{0,10}\b(back|buyback))/i;
const buys = (x: string) => COMPANY_BUY.test(x) || STOCK_BUY.test(x);

const BUY_IT = /\bbuy (it|them|(its|their) (stocks?|shares))\b/i;
/** A call he made before, told as proved right ("I said it was a GREAT TIME TO BUY, and I was right"): a boast, no call now. */
const CALLED_BEFORE = /\b(I said|I told (you|everyone|them)|as I said)\b[^.!?]{0,30}\b(was|would be)\b[^.!?]{0,20}\btime to buy\b/i;

export function buyFact(r: Reading): Fact | null {
  const buying = r.companies.filter((c) => r.sents.some((x, i) => r.names(c, i) && buys(x)));
  if (!buying.length && !r.s.buy) return null;
  const i = sentenceWith(r, (x) => (buys(x) || T.buy.test(x)) && !CALLED_BEFORE.test(x));
  if (i === null && r.sents.some((x) => CALLED_BEFORE.test(x))) return null;
  // "Fannie Mae stock is the best deal out there. If I were you, I would BUY IT": "it" is the company the sentence before named.
  // ("…FORD and GENERAL MOTORS… Their stocks are way too CHEAP. BUY!!!": a bare call after their stocks are named is on them.)
  const bare = (j: number) => /^\W*buy\W*$/i.test(r.sents[j]!) && /\b(stocks?|shares)\b/i.test(r.sents[j - 1]!);
  const pointedAt = (j: number) =>
    j > 0 && (BUY_IT.test(r.sents[j]!) || bare(j)) ? r.companies.filter((c) => r.names(c, j - 1) || (j > 1 && bare(j) && r.names(c, j - 2))) : [];
  const companies = buying.length || i === null ? buying : pointedAt(i);
  // A call to buy stocks in general beside one to buy a company ("BUY INTEL! … a GREAT TIME TO BUY STOCKS") is both.
  const market = r.sents.some((x, j) => T.buy.test(x) && !companies.some((c) => r.names(c, j)) && !pointedAt(j).length);
  // The coins the call names ("BUY ETHEREUM NOW"): each gains as bitcoin does.
  const coins = i === null ? [] : COINS.filter((c) => c.match.test(r.sents[i]!)).map((c) => c.ticker);
  return fact(r, "buy-call", i, "buy-call", { companies, countries: [], global: !companies.length || market, ...(coins.length ? { coins } : {}) });
}

export function drugPricingFact(r: Reading): Fact | null {
  if (!r.may(DRUG_PRICE_CUT)) return null;
  // A deal that brings a maker's prices down is its terms for tariff relief, not a cut imposed on it.
  // "…In exchange Pfizer will get a three year grace period from Pharmaceutical Tariffs": the whole post is such a deal.
  if (TRADED_FOR_RELIEF.test(r.text)) return null;
  const i = sentenceWith(r, (x, j) => r.voices[j] !== "quote" && DRUG_PRICE_CUT.test(x) && !/\b(deals?|agreements?|agree(d|ing)?)\b/i.test(x));
  if (i === null) return null;
  // A new cut with its figure or its mechanism is sector regulation with a direct price effect (rubric:
  // at least Medium): an act on drugmakers, which rules.ts `decided` then reads as new or recalled.
  const x = r.sents[i]!;
  const measure = r.voices[i] === "own" && ((PCT.test(x) && !PAST_WHOLE.test(x)) || DRUG_MECHANISM.test(x)) && DRUG_CUT_AHEAD.test(x);
  // The makers its own sentence names ("Pfizer must cut its prices…"), not one thanked beside it ("Thank you to Johnson & Johnson…").
  const pharma = r.companies.filter((c) => c.sector === "pharma");
  const named = pharma.filter((c) => r.names(c, i));
  return fact(r, "drug-pricing", i, measure ? "drug-pricing" : null, { countries: [], companies: named.length ? named : pharma });
}

/**
 * Policy on one sector without the words the market topics read: the tax credits for electric cars,
 * wind and solar; money paid to farmers; the capital banks must hold; H-1B visas. (The middlemen of drug sales are patterns.ts MIDDLEMEN.)
 */
const SECTOR_POLICY =
  /\b(electric vehicles?|EVs?|solar|wind)\b[^.!?]{0,40}\b(tax )?credits?\b|\bcredits? (for|on) (electric|EVs?|solar|wind)\b|\b(payments?|aid|relief|assistance)\b[^.!?]{0,30}\bfarmers\b|\bfarmers?\b[^.!?]{0,20}\b(payments?|aid|relief|assistance)\b|\b(leverage ratio|capital (rules|requirements))\b|\bH-?1B\b|\bdefen[cs]e (companies|contractors|industry|production)\b/i;

/**
 * An order of his told as in force and working ("My Executive Order on Price Gouging is working beautifully"), or renewed as it stands ("I have
 * signed the Continuation of the National Emergency"): no new act.
 */
const ORDER_IN_FORCE =
  /\bcontinuation of (the )?national emergency\b|\b(my|our|the) (\w+ ){0,2}Orders? (on|to|that|which|against) [^.!?]{0,60}\b(is|are|has been|have been|was|were) (already |now )?(working|doing|succeed\w*|a (great |big |tremendous |huge )?success|effective)\b/i;

/** A day, week or month proclaimed ("I have signed a Proclamation declaring October NATIONAL ENERGY DOMINANCE MONTH"): a ceremony, no act. */
const CEREMONY = /\bProclamation (declaring|recognizing|for|honou?ring|proclaiming|celebrating)\b[^.!?]{0,60}\b(Month|Week|Day)\b/i;
/** A step in court ("I have instructed the Solicitor General to ask the Supreme Court for an expedited ruling on Tariffs"): no act on the market. */
const COURT_STEP = /\b(ask|file|appeal|petition|seek|request)\w*\b[^.!?]{0,40}\b(Supreme )?Court\b[^.!?]{0,40}\b(ruling|review|decision|stay|hearing)\b/i;

/** Any other official act on a market topic ("I have signed…", "hereby", "effective immediately"). */
export function officialActFact(r: Reading): Fact | null {
  const { s } = r;
  const on =
    s.act &&
    (s.tariff ||
      s.trade ||
      (s.sanctions && !onPeopleOnly(r)) ||
      s.drugs ||
      s.energy ||
      s.crypto ||
      s.fed ||
      r.companies.length > 0 ||
      r.oilCountry ||
      r.has(T.housing) ||
      r.has(T.corporate) ||
      r.has(SECTOR_POLICY) ||
      r.has(MIDDLEMEN) ||
      r.has(T.healthRegulation));
  // A tariff "placed" on words ("a 100% TARIFF on the Fake News Lies") is no act, however official it sounds.
  if (!on || r.sents.some((x) => T.officialAct.test(x) && tariffOnWords(x))) return null;
  const i = sentenceWith(r, (x) => T.officialAct.test(x) && !ORDER_IN_FORCE.test(x) && !COURT_STEP.test(x) && !CEREMONY.test(x));
  if (i === null && r.sents.some((x) => ORDER_IN_FORCE.test(x) || COURT_STEP.test(x) || CEREMONY.test(x))) return null;
  // "That will no longer be allowed!": the act is on what the sentence before it said, so the fact tells both.
  const back = i !== null && i > 0 && BARS_THAT.test(r.sents[i]!);
  if (back) return fact(r, "official-act", i, "official-act", { sentence: `${r.sents[i - 1]} ${r.sents[i]}` });
  // "…No more dividends for Defense Contractors… Executive Order is being signed today!": the order is what the sentences before said.
  const bare = i !== null && i > 0 && ORDER_BARE.test(r.sents[i]!);
  return fact(r, "official-act", i, "official-act", bare ? { sentence: r.sents.slice(Math.max(0, i - 2), i + 1).join(" ") } : {});
}
