/**
 * The map applied to a post's facts: each fact's aims (aims.ts) find their rows (rows.ts), each
 * row's groups become instruments (groups.ts) with the row's direction and reason. When two facts
 * point one instrument opposite ways it is `unclear` with both reasons, except the broad market,
 * which follows the broadest fact (a pause for every country over a raise on one); a fact that leaves
 * it unsettled does not outweigh one that settles it.
 */
import type { Direction, Instrument, Sector } from "../analyzer.ts";
import type { Fact } from "../facts/kinds.ts";
import { COMPANY_NAMES } from "../lexicon/names.ts";
import { COINS, COUNTRY_INSTRUMENTS, CURRENCY_NAMES, OIL_LICENSEES, SECTOR_ETF } from "../lexicon/tickers.ts";
import { type Aim, aimsOf } from "./aims.ts";
import { FIXED, type Group, MARKET, type Named } from "./groups.ts";
import { type Effect, rowFor } from "./rows.ts";
import type { MapKind, Target } from "./targets.ts";

/** Fund names for a partner's funds the alert names most. */
const FUND_NAMES: Record<string, string> = { FXI: "Chinese large caps", KWEB: "Chinese internet stocks" };
/**
 * A country fund's own name: those above, else lexicon/names.ts's, else "<adjective> equities". A
 * bloc lists its members' funds, so the adjective is not always the fund's (the E.U.'s EWG is German).
 */
const fundName = (symbol: string, adjective: string) => FUND_NAMES[symbol] ?? COMPANY_NAMES[symbol] ?? `${adjective} equities`;
/** Safe-haven currencies: as an oil buyer's currency, a producer's news does not settle which way they go. */
const HAVENS = new Set(["JPY", "CHF"]);

export const companyName = (ticker: string) => COMPANY_NAMES[ticker] ?? ticker;
export const currencyName = (code: string) => (CURRENCY_NAMES[code] ? `the ${CURRENCY_NAMES[code]}` : code);

interface Pointed extends Named {
  direction: Direction;
  why: string;
}
/** One aim's call on an instrument, with how broad the aim is and what it is aimed at. */
type Call = Pointed & { breadth: number; group: Group; target: Target; kind: MapKind };

/** The listed companies of an aim, each by its own name. */
const listed = (companies: Aim["companies"]) => (companies ?? []).filter((c) => c.ticker).map((c) => ({ symbol: c.ticker, name: companyName(c.ticker) }));

/** The instruments of one group for one aim, with the effect's direction (a haven currency or a mixed maker is `unclear`). */
function resolve(group: Group, aim: Aim, marketOpen: boolean): (Named & { why?: string; unclear?: boolean })[] {
  const ci = aim.country ? COUNTRY_INSTRUMENTS[aim.country] : undefined;
  switch (group) {
    case "market":
      return marketOpen ? MARKET.open : MARKET.closed;
    case "country":
      return (ci?.etf ?? []).map((s) => ({ symbol: s, name: fundName(s, ci!.adjective) }));
    case "currency":
      // A haven's currency follows its own country's news as any partner's does (the franc fell when Switzerland's 39% began and rose with
      // its deal); its haven flows are the broad market's, not this aim's.
      return ci?.currency ? [{ symbol: ci.currency, name: currencyName(ci.currency) }] : [];
    case "buyers":
      return (aim.buyers ?? []).flatMap((b) => {
        const bi = COUNTRY_INSTRUMENTS[b];
        if (!bi) return [];
        const funds = bi.etf.map((s) => ({ symbol: s, name: fundName(s, bi.adjective) }));
        return bi.currency && !HAVENS.has(bi.currency) ? [...funds, { symbol: bi.currency, name: currencyName(bi.currency) }] : funds;
      });
    case "exporters":
      return (ci?.peers?.tickers ?? []).map((s) => ({ symbol: s, name: companyName(s) }));
    case "licensees":
      return aim.country ? (OIL_LICENSEES[aim.country] ?? []).map((l) => ({ symbol: l.ticker, name: companyName(l.ticker) })) : [];
    case "domestic":
      return [...(aim.goods?.domestic ?? []), ...(aim.goods?.mixed?.names ?? []).map((m) => ({ ...m, why: aim.goods!.mixed!.why, unclear: true }))];
    case "foreign":
      return aim.goods?.foreign ?? [];
    case "goods-price":
      return aim.goods?.price ?? [];
    case "company":
      return listed(aim.companies);
    case "sector-fund": {
      const etf = sectorOf(aim.companies ?? []);
      return etf ? [{ symbol: etf, name: nameOfSector(etf) }] : [];
    }
    // The chipmakers the post names ("allow Intel to sell its chips"), else the designers export controls reach first.
    case "chip-sellers":
      return aim.companies?.length ? listed(aim.companies) : (FIXED[group] ?? []);
    case "commodity":
      return aim.commodity ? [{ symbol: aim.commodity.ticker, name: aim.commodity.name }] : [];
    // Only a U.S. crop's buyer goes through the grain merchants.
    case "grain-merchants":
      return aim.commodity?.farm ? (FIXED[group] ?? []) : [];
    // …and only gas bought or held back goes through the LNG exporters.
    case "lng-exporters":
      return aim.target !== "commodity" || aim.commodity?.name === "natural gas" ? (FIXED[group] ?? []) : [];
    case "crypto":
      return [...(FIXED.crypto ?? []), ...COINS.filter((c) => aim.coins?.includes(c.ticker)).map((c) => ({ symbol: c.ticker, name: c.name }))];
    default:
      return FIXED[group] ?? [];
  }
}

/**
 * The fund of the sector most of the companies are in, when at least two are, or the only one named is (defense makers: ITA): an order
 * to one prime contractor ("The Navy has ordered 12 new Frigates from Huntington Ingalls") is read across its sector.
 */
export function sectorOf(companies: { sector: Sector }[]): string | null {
  const counts = new Map<string, number>();
  for (const c of companies) counts.set(SECTOR_ETF[c.sector], (counts.get(SECTOR_ETF[c.sector]) ?? 0) + 1);
  const [etf, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return n >= 2 || (n === 1 && companies.length === 1) ? etf : null;
}
const nameOfSector = (etf: string) =>
  Object.values(FIXED)
    .flatMap((g) => g ?? [])
    .find((d) => d.symbol === etf)?.name ?? `${Object.entries(SECTOR_ETF).find(([, e]) => e === etf)?.[0] ?? etf} stocks`;

/** How broad an aim is: on the broad market, the broadest fact speaks. */
const BREADTH: Partial<Record<Target, number>> = { all: 3, market: 3, bloc: 2, major: 2, "oil-producer": 2, "oil-route": 2 };
/** Facts about the barrels themselves: added or held back, at the source or on their route. */
const BARRELS = new Set<Target>(["oil-supply", "oil-route"]);
export const BARRELS_WHY = "The barrels themselves outweigh the war's risk premium the post's other facts point to.";

/** Every instrument the post's facts reach through the map, with its direction and the row's reason. */
export function mapInstruments(facts: Fact[], marketOpen: boolean): Instrument[] {
  return pointAims(
    facts.flatMap((f) => aimsOf(f).map((a) => (f.told ? { ...a, told: true } : a))),
    marketOpen,
  );
}
/** Why an act told as history moves nothing now. */
export const TOLD_WHY = "He tells an act already in force before this post: the market priced it when it was made, and the post adds nothing new to it.";

/** The instruments a list of aims reaches through the map's rows (the rules' facts, or the facts a model reports). */
export function pointAims(aims: Aim[], marketOpen: boolean): Instrument[] {
  const seen = new Map<string, Call[]>();
  for (const aim of aims) {
    const row = rowFor(aim.kind, aim.target);
    if (!row) continue;
    for (const e of row.effects) add(seen, e, aim, row.reason, marketOpen);
  }
  // A partner's single exporters come after every target's fund and currency: an alert on three
  // partners keeps each one's market within its length before it lists the first one's companies.
  const late = (calls: Call[]) => (calls.every((c) => LATE.has(c.group)) ? 1 : 0);
  return [...seen.entries()].sort((a, b) => late(a[1]) - late(b[1])).map(([symbol, calls]) => settle(symbol, calls));
}
const LATE = new Set<Group>(["exporters", "licensees", "grain-merchants"]);

function add(seen: Map<string, Call[]>, e: Effect, aim: Aim, reason: string, marketOpen: boolean) {
  for (const i of resolve(e.group, aim, marketOpen)) {
    const direction: Direction = i.unclear || aim.told ? "unclear" : e.direction;
    const call = {
      symbol: i.symbol,
      name: i.name,
      direction,
      why: aim.told ? TOLD_WHY : (i.why ?? e.why ?? reason),
      breadth: BREADTH[aim.target] ?? 1,
      group: e.group,
      target: aim.target,
      kind: aim.kind,
    };
    const calls = seen.get(i.symbol) ?? [];
    if (!calls.some((c) => c.direction === call.direction && c.why === call.why)) calls.push(call);
    seen.set(i.symbol, calls);
  }
}

function settle(symbol: string, calls: Call[]): Instrument {
  const first = calls[0]!;
  const ways = new Set(calls.map((c) => c.direction));
  if (ways.size === 1) return { symbol, name: first.name, direction: first.direction, why: first.why };
  // Crude and those who produce or burn it follow what happens to the barrels themselves (a route cleared, a
  // blockade) over the war's risk premium, when the facts about the supply agree; so does the broad market
  // when the barrels' route is what it prices (a strait reopened while the war's words go on).
  const supply = calls.filter((c) => BARRELS.has(c.target));
  if (supply.length && supply.length < calls.length && new Set(supply.map((c) => c.direction)).size === 1)
    return { symbol, name: first.name, direction: supply[0]!.direction, why: `${supply[0]!.why} ${BARRELS_WHY}` };
  // A demand on the company is the post's word on it: relief on its goods beside it ("Now that I have removed Tariffs on
  // Coffee, Starbucks must IMMEDIATELY lower the price") is only why it can pay.
  // So is a call to buy its stock ("…about to have their BEST YEARS EVER because of our Tariffs on foreign cars. A GREAT time to buy their stock!").
  const demanded = calls.filter((c) => (c.kind === "company-demand" || c.kind === "buy-call") && c.direction !== "unclear");
  if (demanded.length && calls.every((c) => c.target === "company" || c.target === "goods"))
    return { symbol, name: first.name, direction: demanded[0]!.direction, why: demanded[0]!.why };
  // A company the post aims at by name ("TSMC… build in America, or pay a 100% Tariff") is priced by
  // that aim over the row for every maker of its goods.
  const named = calls.filter((c) => c.target === "company" && c.kind.startsWith("tariff") && c.direction !== "unclear");
  if (named.length && calls.every((c) => c.target === "company" || c.target === "goods") && new Set(named.map((c) => c.direction)).size === 1)
    return { symbol, name: first.name, direction: named[0]!.direction, why: named[0]!.why };
  // The broad market and its volatility follow the broadest fact when one is broader than the rest;
  // talks said to be going on ("dozens of Countries are lining up") weigh less than an act or a threat
  // with a rate and a date, however broad.
  if (first.group === "market" || first.group === "volatility") {
    const firm = calls.filter((c) => c.kind !== "trade-talks");
    const weighed = firm.length ? firm : calls;
    const top = Math.max(...weighed.map((c) => c.breadth));
    const broadest = weighed.filter((c) => c.breadth === top);
    if (new Set(broadest.map((c) => c.direction)).size === 1) return { symbol, name: first.name, direction: broadest[0]!.direction, why: broadest[0]!.why };
  }
  // A row that leaves an instrument unsettled ("the chip fund holds makers on both sides") says nothing
  // against another fact that settles it: the facts that give it a way decide, when they agree.
  const signed = calls.filter((c) => c.direction !== "unclear");
  if (signed.length && new Set(signed.map((c) => c.direction)).size === 1)
    return { symbol, name: first.name, direction: signed[0]!.direction, why: signed[0]!.why };
  // A sector's fund read from words on its industry named as a group yields to a row that reaches the fund itself (a budget, payouts barred, sanctions).
  const direct = signed.filter((c) => c.target !== "industry");
  if (direct.length && direct.length < signed.length && new Set(direct.map((c) => c.direction)).size === 1)
    return { symbol, name: first.name, direction: direct[0]!.direction, why: direct[0]!.why };
  const why = [...new Set(calls.map((c) => `${c.direction === "unclear" ? "Unsettled" : `Points it ${c.direction}`}: ${c.why}`))].join(" ");
  return { symbol, name: first.name, direction: "unclear", why };
}
