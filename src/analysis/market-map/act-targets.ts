/**
 * The one market an official act aims at, by what its sentence says it does (homes, mortgages, card rates, nuclear power, wind,
 * electric cars, farm aid, drug middlemen, retirement savings, health insurers, bank capital, H-1B visas, defense orders and budgets, uranium, solar).
 */
import { cardCapSaid, DEFENSE_BUDGET } from "../facts/fiscal.ts";
import { HOUSING_FREED } from "../facts/housing.ts";
import { MIDDLEMEN } from "../facts/patterns.ts";
import type { Target } from "./targets.ts";

/** The middlemen's take ended by an order ("ending the rebate schemes of the Pharmacy Benefit Managers"). */
const MIDDLEMEN_CUT = new RegExp(String.raw`\b(end\w*|ban\w*|eliminat\w*|cut\w*( out)?|abolish\w*|prohibit\w*)\b[^.!?]{0,40}${MIDDLEMEN.source}`, "i");

/** The health insurers and the money the government pays them; what squeezes it ("keep… payment rates FLAT", "audit", "directly to the People"). */
const HEALTH_INSURERS =
  /\b(Medicare Advantage|health insurers?|(big |health )?insurance companies|Big Insurance|UnitedHealth|Humana|Centene|Elevance|Obamacare)\b/i;

const INSURERS_SQUEEZED =
  /\b(flat|cut\w*|audit\w*|withh[oe]ld\w*|claw\w* back|reduc\w*|lower\w*|overbill\w*|overcharg\w*|directly to the (People|patients|Americans)|not to the (big |health )?insurance)\b/i;

/** Retirement savings let into private equity or credit ("allowing Americans to put… Private Equity into their 401(k)s"). */
const PRIVATE_MARKETS_OPENED = /\bprivate (equity|markets|credit)\b[^.!?]{0,60}\b401\(?k\)?|\b401\(?k\b[^.!?]{0,60}\bprivate (equity|markets|credit)\b/i;

/** Large investors barred from buying homes. */
// ("…will no longer be allowed to buy Single-Family Houses", "…may no longer purchase Single-Family Homes")
const HOME_BUYERS_BANNED =
  /\b(ban\w*|prohibit\w*|bar(red|ring)?|stop\w*|no longer (be )?(allowed|permitted) to|not (be )?(allowed|permitted) to|(may|can|will) no longer)\b[^.!?]{0,60}\b(buy\w*|purchas\w*)\b[^.!?]{0,30}\b(homes|houses)\b/i;

/** A cap on the interest credit cards charge ("a one year cap on Credit Card Interest Rates of 10%"); one with its rate is the reader's (facts/fiscal.ts cardCapSaid). */
const CARD_RATE_CAP =
  /\bcap(s|ped|ping)?\b[^.!?]{0,40}\bcredit cards?\b|\bcredit cards?\b[^.!?]{0,40}\b(cap(s|ped)?|limit(s|ed)?)\b(?! (?:on )?(?:spending|purchases))/i;

/** Mortgage bonds bought by order ("instructing my Representatives to BUY $200 BILLION IN MORTGAGE BONDS"). */
const MORTGAGE_BONDS_BOUGHT =
  /(?<!(\bstop|\bnot|\bnever|\bno longer|n['’]t|\bcease|\bend|\bhalt)\s(\w+\s)?)\b(buy\w*|purchas\w*)\b[^.!?]{0,40}\b(mortgage[- ](bonds|backed)|MBS)\b/i;

/** Weapons made faster by order ("directing our Great Defense Companies to TRIPLE production of Tomahawks"): more orders for their makers. */
const DEFENSE_OUTPUT =
  /\b(tripl|doubl|quadrupl|increas|ramp\w* up|boost|speed\w* up|expand)\w*\b[^.!?]{0,30}\b(production|output|manufacturing)\b[^.!?]{0,60}\b(weapons|munitions|missiles|interceptors|Tomahawks?|Patriots?|shells|drones|defen[cs]e)\b|\bdefen[cs]e (companies|contractors|industry)\b[^.!?]{0,40}\b(tripl|doubl|quadrupl|increas|ramp\w* up|boost|speed\w* up|expand)\w*\b[^.!?]{0,20}\b(production|output)\b/i;

/**
 * Uranium bought for a reserve ("directed the Department of Energy to buy American Uranium… to build a STRATEGIC URANIUM RESERVE"), or Russia's
 * kept out ("NO MORE WAIVERS for the import of Enriched Uranium from Russia").
 */
const URANIUM_DEMANDED =
  /\b(buy\w*|purchas\w*|stockpil\w*)\b[^.!?]{0,60}\buranium\b|\buranium (reserve|stockpile)\b|\bno (more )?waivers?\b[^.!?]{0,40}\buranium\b|\b(ban\w*|bar\w*|end\w*|block\w*)\b[^.!?]{0,30}\b(enriched )?uranium\b[^.!?]{0,20}\bfrom Russia\b/i;

/** Nuclear power brought back ("Executive Orders to bring back American NUCLEAR POWER", "new reactors"). */
const NUCLEAR_BUILT = /\bnuclear (power|energy)\b|\b(new|more|build\w*|approv\w*)\b[^.!?]{0,30}\breactors\b/i;

/** A clean-energy tax credit ended or narrowed ("the IRS will no longer honor the $7,500 Electric Vehicle tax credit"). */
const CREDIT_ENDED =
  /\b(end\w*|terminat\w*|eliminat\w*|repeal\w*|kill\w*|cancel\w*|no longer (honor|allow|give|pay)\w*|must start construction)\b[^.!?]{0,70}\b(tax )?credits?\b|\b(tax )?credits?\b[^.!?]{0,40}\b(is|are|will be|has been|have been) (ended|over|eliminated|terminated|repealed|gone|done)\b/i;

/** Federal money for farmers ("$12 BILLION in BRIDGE PAYMENTS to American Farmers", "$12 BILLION in Farmer Bridge Payments"): aid, not a purchase of their crops. */
const FARM_AID =
  /\$[\d,.]+\s*(billion|million)\b[^.!?]{0,40}\b(payments?|aid|relief|assistance|checks)\b[^.!?]{0,30}\bfarmers\b|\$[\d,.]+\s*(billion|million)\b[^.!?]{0,40}\bfarmers?\b[^.!?]{0,30}\b(payments?|aid|relief|assistance|checks)\b|\bfarmers\b[^.!?]{0,30}\b(will (get|receive)|are getting)\b[^.!?]{0,20}\$[\d,.]+\s*(billion|million)\b|\bfarmers?\b[^.!?]{0,30}\b(payments?|aid|relief|assistance|checks)\b[^.!?]{0,30}\$[\d,.]+\s*(billion|million)\b/i;

/** Bank capital rules eased ("ELIMINATED the crazy Supplementary Leverage Ratio"). */
const BANK_CAPITAL_EASED =
  /\b(eliminat\w*|eas(e|ed|es|ing)|cut\w*|lower\w*|rewrit\w*|relax\w*|scrap\w*|end(ed|s|ing)?)\b[^.!?]{0,40}\b(capital (rules|requirements)|leverage ratio|SLR|Basel)\b/i;

/** H-1B visas made dearer or fewer ("a $100,000 payment for each new H-1B Visa"). */
const H1B_COST = /\bH-?1B\b[^.!?]{0,60}(\b(fees?|payments?|restrict\w*|suspend\w*|limit\w*)\b|\$\d)|(\b(fees?|payments?)\b|\$\d)[^.!?]{0,60}\bH-?1B\b/i;

const EV = /\b(electric (vehicles?|cars?)|EVs?)\b/i;

/** Coal kept burning or mined ("stop the closing of 17 Coal Power Plants", "keep every Coal Plant open", "a Coal Lease Sale"). */
const COAL_KEPT =
  /\bcoal\b[^.!?]{0,60}\b(stay|stays|kept|keep|remain)\s+open\b|\b(stop|halt|block|prevent)\w*\s+(the\s+)?(clos\w+|retirement)\b[^.!?]{0,40}\bcoal\b|\bkeep\w*\b[^.!?]{0,30}\bcoal (power )?plants?\b[^.!?]{0,20}\bopen\b|\bcoal lease sales?\b|\b(leas\w*|open\w*)\b[^.!?]{0,40}\bfor coal (mining|leasing)\b/i;

const SOLAR = /\b(solar|wind and solar|renewables?)\b/i;

/** An official act's one market, by what its sentence says the act does: the first that fits. */
export const ACT_TARGETS: [(x: string) => boolean, Target][] = [
  [(x) => HOME_BUYERS_BANNED.test(x), "homes"],
  [(x) => MORTGAGE_BONDS_BOUGHT.test(x), "mortgages"],
  [(x) => MORTGAGE_COSTS_CUT.test(x), "mortgage-costs"],
  [(x) => HOUSING_FREED.test(x), "housing-supply"],
  [(x) => CARD_RATE_CAP.test(x) || cardCapSaid(x), "card-rates"],
  [(x) => NUCLEAR_BUILT.test(x), "nuclear"],
  [(x) => WIND_STOPPED.test(x), "offshore-wind"],
  [(x) => COAL_KEPT.test(x), "coal"],
  [(x) => CREDIT_ENDED.test(x) && EV.test(x), "ev-credits"],
  [(x) => FARM_AID.test(x), "farm-aid"],
  [(x) => MIDDLEMEN_CUT.test(x), "middlemen"],
  [(x) => PRIVATE_MARKETS_OPENED.test(x), "retirement-savings"],
  [(x) => HEALTH_INSURERS.test(x) && INSURERS_SQUEEZED.test(x), "insurers"],
  [(x) => BANK_CAPITAL_EASED.test(x), "bank-capital"],
  [(x) => H1B_COST.test(x), "h1b-visas"],
  [(x) => DEFENSE_OUTPUT.test(x), "defense-orders"],
  [(x) => DEFENSE_BUDGET.test(x), "defense-budget"],
  [(x) => URANIUM_DEMANDED.test(x), "uranium"],
  [(x) => CREDIT_ENDED.test(x) && SOLAR.test(x), "solar-credits"],
];

/** Offshore wind stopped ("a full STOP to construction of the Revolution Wind project", "PAUSING the leases on five… Offshore Wind projects"). */
const WIND_STOPPED =
  /\b(stop\w*|halt\w*|paus\w*|cancel\w*|revok\w*|terminat\w*|suspend\w*)\b[^.!?]{0,60}\b(offshore wind|wind( energy)? (projects?|farms?|leases?|permits?))\b|\b(offshore wind|wind (projects?|farms?)|windmills?)\b[^.!?]{0,40}\b(must|will) (stop|halt|end)\b/i;

/**
 * What a mortgage costs cut by the agencies ("cut Guarantee Fees at Fannie and Freddie", "the FHA Mortgage Insurance Premium IN HALF",
 * "cut the fees charged on Fannie Mae and Freddie Mac mortgages"), a 50-year or portable mortgage, or a higher loan limit.
 */
const MORTGAGE_COSTS_CUT =
  /\b(cut\w*|eliminat\w*|lower\w*|reduc\w*|slash\w*|halv\w*)\b[^.!?]{0,60}\b(guarantee fees|g-fees|loan level price adjustments|LLPAs?|mortgage insurance premiums?|fees (charged )?on [^.!?]{0,40}\bmortgages)\b|\b(guarantee fees|g-fees|mortgage insurance premiums?)\b[^.!?]{0,20}\b(are|is|will be|being|to be) (now )?(cut|lowered|reduced|eliminated|slashed|halved)\b|\b(launch\w*|creat\w*|offer\w*|start\w*|begin\w*|back\w*|purchas\w*|buy\w*|guarantee\w*|mak(e|es|ing)|allow\w*|approv\w*)\b[^.!?]{0,20}\b(50|40)[- ]year mortgages?\b|\ballow\w*\b[^.!?]{0,10}\b(portable|assumable) mortgages?\b|\bconforming loan limits?\b[^.!?]{0,30}\b(go|goes|rise|rises|raised|increased?)\b/i;
