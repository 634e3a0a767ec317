/**
 * Which way each instrument of an alert points, and why, from the post's typed facts (kinds.ts).
 * A fact speaks only for the instruments it reaches (a tariff on Japan for Japanese equities, the
 * yen and Japan's exporters; oil let through for crude, producers and airlines). When no fact
 * speaks for an instrument, or two facts point it opposite ways, it is `unclear`: never a guess.
 */
import type { Direction, Instrument } from "../analyzer.ts";
import { countryName, list } from "../facts/text.ts";
import type { Fact } from "../facts/kinds.ts";
import { COMMODITIES, COUNTRY_INSTRUMENTS, CURRENCY_NAMES, OIL_LICENSEES, SECTOR_ETF } from "../lexicon/tickers.ts";

/** What a symbol stands for in this alert. */
export type Role =
  | { kind: "country"; country: string }
  | { kind: "currency"; country: string }
  | { kind: "peer"; country: string }
  | { kind: "company"; name: string }
  | { kind: "commodity"; name: string }
  | { kind: "sector"; name: string }
  | { kind: "market" }
  | { kind: "crude" | "producers" | "airlines" | "defense" | "bonds" | "dollar" | "pharma" | "crypto" };

/** Fund and peer names, for the few an alert names most; others are named by what they hold. */
const NAMES: Record<string, string> = {
  SPY: "S&P 500",
  QQQ: "Nasdaq 100",
  USO: "crude oil",
  XLE: "U.S. energy producers",
  JETS: "airlines",
  ITA: "defense contractors",
  TLT: "long-dated Treasuries",
  UUP: "the U.S. dollar",
  XPH: "U.S. drugmakers",
  BTC: "bitcoin",
  COIN: "Coinbase",
  MSTR: "Strategy (MicroStrategy)",
  FXI: "Chinese large caps",
  KWEB: "Chinese internet stocks",
  TM: "Toyota",
  HMC: "Honda",
  BABA: "Alibaba",
  PDD: "PDD Holdings",
  JD: "JD.com",
  CNQ: "Canadian Natural Resources",
  MGA: "Magna International",
  GM: "General Motors",
  F: "Ford",
  STLA: "Stellantis",
  HYMTF: "Hyundai Motor",
  SSNLF: "Samsung Electronics",
  INFY: "Infosys",
  RDY: "Dr. Reddy's",
  NVS: "Novartis",
  RHHBY: "Roche",
  TSM: "TSMC",
  NKE: "Nike",
  VALE: "Vale",
  PBR: "Petrobras",
  CPER: "copper",
};
const SECTOR_NAMES: Partial<Record<string, string>> = {
  XLK: "U.S. tech stocks",
  SMH: "chipmakers",
  CARZ: "global automakers",
  XLV: "health care stocks",
  XLF: "U.S. banks and financials",
  XME: "U.S. metals and mining stocks",
  XLI: "U.S. industrials",
  DBA: "farm commodities",
  XRT: "U.S. retailers",
  XLC: "media and communication stocks",
  XHB: "homebuilders",
  IYT: "transport stocks",
  IYZ: "telecom stocks",
};
/** Safe-haven currencies: a tariff on their country does not settle which way they go. */
const HAVENS = new Set(["JPY", "CHF"]);

export function roleOf(symbol: string, companies: Map<string, string>, commodities: Map<string, string>): Role {
  if (companies.has(symbol)) return { kind: "company", name: companies.get(symbol)! };
  const fixed: Record<string, Role> = {
    SPY: { kind: "market" },
    QQQ: { kind: "market" },
    USO: { kind: "crude" },
    XLE: { kind: "producers" },
    JETS: { kind: "airlines" },
    ITA: { kind: "defense" },
    TLT: { kind: "bonds" },
    UUP: { kind: "dollar" },
    XPH: { kind: "pharma" },
    BTC: { kind: "crypto" },
    COIN: { kind: "crypto" },
    MSTR: { kind: "crypto" },
  };
  if (fixed[symbol]) return fixed[symbol]!;
  for (const [country, i] of Object.entries(COUNTRY_INSTRUMENTS)) {
    if (i.etf.includes(symbol)) return { kind: "country", country };
    if (i.currency === symbol) return { kind: "currency", country };
    if (i.peers?.tickers.includes(symbol)) return { kind: "peer", country };
  }
  if (commodities.has(symbol)) return { kind: "commodity", name: commodities.get(symbol)! };
  const sector = Object.entries(SECTOR_ETF).find(([, etf]) => etf === symbol);
  return { kind: "sector", name: sector ? sector[0] : symbol };
}

export function nameOf(symbol: string, role: Role): string {
  if (NAMES[symbol]) return NAMES[symbol]!;
  switch (role.kind) {
    case "company":
      return role.name;
    case "country":
      return `${COUNTRY_INSTRUMENTS[role.country]!.adjective} equities`;
    case "currency":
      return CURRENCY_NAMES[symbol] ? `the ${CURRENCY_NAMES[symbol]}` : symbol;
    case "commodity":
      return role.name;
    case "sector":
      return SECTOR_NAMES[symbol] ?? `${role.name} stocks`;
    default:
      return symbol;
  }
}

const up = "up" as const;
const down = "down" as const;
/** Oil let through or a war calmed: crude and producers ease, airlines gain. Held back: the reverse. */
const oilWay = (role: Role, more: boolean): Direction | null =>
  role.kind === "crude" || role.kind === "producers" ? (more ? down : up) : role.kind === "airlines" ? (more ? up : down) : null;

/** Which way one fact points one instrument, or null when the fact does not reach it. */
function pointOf(f: Fact, symbol: string, role: Role): Direction | null {
  if (f.voice !== "own") return null;
  const aimed = (country: string) => f.countries.includes(country);
  const company = role.kind === "company" && f.companies.some((c) => c.ticker === symbol);
  const towardCountry = (hurt: boolean): Direction | null => {
    if ((role.kind === "country" || role.kind === "peer") && aimed(role.country)) return hurt ? down : up;
    if (role.kind === "currency" && aimed(role.country)) return HAVENS.has(symbol) ? null : hurt ? down : up;
    if (role.kind === "market" && f.global) return hurt ? down : up;
    if (company) return hurt ? down : up;
    // A tariff on goods (trucks, steel) hurts the foreign makers' fund and protects U.S. producers.
    if (f.goods && !f.countries.length && (role.kind === "sector" || PROTECTED.has(symbol))) return PROTECTED.has(symbol) === hurt ? up : down;
    return null;
  };
  switch (f.kind) {
    case "tariff-imposed":
    case "tariff-raised":
    case "tariff-threatened":
    case "trade-cutoff":
      return towardCountry(true);
    case "tariff-paused":
    case "tariff-cut":
    case "trade-deal":
      return towardCountry(false);
    case "sanction":
      // Sanctions on a producer's oil buyers hold its oil back; on a country alone, crude is not settled.
      if (f.goods === "oil") return oilWay(role, false) ?? towardCountry(true);
      return role.kind === "crude" && f.countries.length ? null : towardCountry(true);
    case "energy-policy":
      // A producer's oil concession or licence ended: less of its oil reaches the market, and its licensees lose that output.
      if (!endsConcession(f)) return null;
      return oilWay(role, false) ?? (role.kind === "company" && f.countries.some((c) => OIL_LICENSEES[c]?.some((l) => l.ticker === symbol)) ? down : null);
    case "purchase": {
      // A buyer for the commodity the sentence names.
      const c = role.kind === "commodity" ? COMMODITIES.find((k) => k.name === role.name) : undefined;
      return c && role.kind === "commodity" && role.name !== "crude" && c.match.test(f.sentence) ? up : null;
    }
    case "company-orders":
      return company || (role.kind === "defense" && f.companies.some((c) => c.sector === "defense")) || orderedSector(f) === symbol ? up : null;
    case "escalation":
      return role.kind === "defense" ? up : oilWay(role, false);
    case "de-escalation":
    case "ceasefire":
      return oilWay(role, true);
    case "supply-up":
      return f.size === null && /blockade/i.test(f.sentence) ? null : oilWay(role, true);
    case "supply-down":
      return oilWay(role, false);
    case "company-demand":
      // A company that has agreed to the demand has its terms known: the facts do not settle it.
      return company && !/\bagreed\b/i.test(f.sentence) ? down : null;
    case "company-attack":
      return company ? down : null;
    case "company-praise":
    case "company-deal":
      return company ? up : null;
    case "buy-call":
      return company || (role.kind === "market" && f.global) ? up : null;
    case "drug-pricing":
      return role.kind === "pharma" || (role.kind === "company" && f.companies.some((c) => c.ticker === symbol)) ? down : null;
    case "crypto-policy":
      return role.kind === "crypto" ? up : null;
    default:
      return null;
  }
}

/** The fund of the sector most of the companies with more orders are in, when at least two are (defense makers: ITA). */
function orderedSector(f: Fact): string | null {
  const counts = new Map<string, number>();
  for (const c of f.companies) counts.set(SECTOR_ETF[c.sector], (counts.get(SECTOR_ETF[c.sector]) ?? 0) + 1);
  const [etf, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return n >= 2 ? etf : null;
}

/**
 * Instruments a fact reaches though the post does not name them: the fund of the sector whose
 * makers get more orders, the licensees of an oil concession that is ended.
 */
export function impliedBy(f: Fact): { ticker: string; name: string; company: boolean }[] {
  if (f.voice !== "own") return [];
  const etf = f.kind === "company-orders" ? orderedSector(f) : null;
  if (etf) return [{ ticker: etf, name: nameOf(etf, roleOf(etf, new Map(), new Map())), company: false }];
  if (endsConcession(f)) return f.countries.flatMap((c) => (OIL_LICENSEES[c] ?? []).map((l) => ({ ...l, company: true })));
  return [];
}

/** The fact in a few words, for an instrument's `why` and the note ("a 25% tariff on Japan from August 1"). */
export function factPhrase(f: Fact): string {
  const on = f.countries.length ? list(f.countries.slice(0, 2).map(countryName)) : null;
  const size = f.size ? `${f.size} ` : "";
  const when = f.when ? ` ${f.when}` : "";
  const cos = list(f.companies.slice(0, 2).map((c) => c.ticker));
  const said = f.gist ? ` (“${f.gist}”)` : "";
  switch (f.kind) {
    case "tariff-imposed":
      return `a ${size}tariff on ${f.whoever ?? target(f, on) ?? "imports"}${when}`;
    case "tariff-raised":
      return `a tariff raised${target(f, on) ? ` on ${target(f, on)}` : ""}${f.size ? ` to ${f.size}` : ""}${when}`;
    case "tariff-threatened":
      return `a threatened ${size}tariff${target(f, on) ? ` on ${target(f, on)}` : ""}`;
    case "tariff-paused":
      return `a pause in tariffs${target(f, on) ? ` on ${target(f, on)}` : ""}${when}`;
    case "tariff-cut":
      return `a tariff cut${target(f, on) ? ` on ${target(f, on)}` : ""}${f.size ? ` to ${f.size}` : ""}${when}`;
    case "trade-cutoff":
      return `trade cut off${on ? ` with ${on}` : ""}`;
    case "trade-deal":
      return `the trade deal${on ? ` with ${on}` : ""}${f.size ? ` (${f.size})` : ""}`;
    case "sanction":
      return f.goods === "oil" ? `sanctions on buyers of oil${on ? ` from ${on}` : ""}` : `sanctions${on ? ` on ${on}` : ""}`;
    case "escalation":
      return `military action${on ? ` involving ${on}` : ""}${said}`;
    case "de-escalation":
      return `a step back from the fighting${on ? ` involving ${on}` : ""}${said}`;
    case "ceasefire":
      return `a ceasefire${on ? ` involving ${on}` : ""}${said}`;
    case "supply-up":
      return f.size ? `${f.size} of oil reaching the market` : "oil moving to market";
    case "supply-down":
      return `oil held back${on ? ` from ${on}` : ""}`;
    case "energy-policy":
      return endsConcession(f) ? `the end of an oil concession${on ? ` in ${on}` : ""}` : "the energy measure";
    case "company-demand":
      return `the demand on ${cos || "the company"}`;
    case "company-attack":
      return `the attack on ${cos || "the company"}`;
    case "company-praise":
      return `praise for ${cos || "the company"}`;
    case "company-deal":
      return `the deal naming ${cos || "the company"}`;
    case "fed-pressure":
      return "pressure on the Fed to cut rates";
    case "fed-personnel":
      return "a change at the top of the Fed";
    case "buy-call":
      return `a call to buy${cos ? ` ${cos}` : " stocks"}`;
    case "drug-pricing":
      return "lower U.S. drug prices";
    case "crypto-policy":
      return "government support for crypto";
    case "official-act":
      return "the official act";
    case "company-orders":
      return `more orders for ${cos || "the companies"}${said}`;
    case "merger-push":
      return `the push to get the ${f.companies.length > 1 ? f.companies.map((c) => c.ticker).join("–") : cos || "company"} deal done`;
    case "purchase":
      return `purchases by ${on ?? "a trading partner"}${said}`;
  }
}

/** What a tariff is on: goods from a country, goods, a country, or everyone. */
function target(f: Fact, on: string | null): string | null {
  if (f.goods) return `${f.goods}${on ? ` from ${on}` : ""}`;
  return on ?? (f.global ? "all countries" : null);
}

/** "We are hereby reversing the concessions… on the oil transaction agreement". */
const ENDED_CONCESSION = /\b(revers\w*|terminat\w*|revok\w*|cancel\w*|end(ing|ed)?)\b[^.!?]{0,60}\b(concessions?|licen[cs]es?|waivers?)\b/i;
/** A producer's oil concession, licence or waiver ended. */
export const endsConcession = (f: Fact) => f.kind === "energy-policy" && ENDED_CONCESSION.test(f.sentence);
/** Tariffs raised on a partner or threatened against it: the deal with it is in trouble, not news that lifts it. */
const PRESSURE_KINDS = new Set<Fact["kind"]>(["tariff-raised", "tariff-threatened"]);
/** Funds of U.S. producers that a tariff on their imported rivals protects. */
const PROTECTED = new Set(["XME", "NUE", "X", "CLF", "AA", "PCAR", "WOOD"]);

/** Every instrument of the alert, with its direction and the fact behind it. */
export function instrumentsOf(all: Fact[], symbols: string[], companies: Map<string, string>, commodities: Map<string, string>): Instrument[] {
  // A deal's own tariff ("Vietnam will pay a 20% tariff") is its terms, not a new tariff on the partner.
  const deals = all.filter((f) => f.kind === "trade-deal" && f.voice === "own");
  // A rate raised or threatened against the partner is not one of the deal's terms: it is the news,
  // and the deal it presses on points nowhere by itself.
  const within = (f: Fact, g: Fact) => f.countries.length > 0 && f.countries.every((c) => g.countries.includes(c));
  const pressed = all.filter((f) => PRESSURE_KINDS.has(f.kind) && f.voice === "own");
  const facts = all.filter(
    (f) => !(f.kind === "tariff-imposed" && deals.some((d) => within(f, d))) && !(f.kind === "trade-deal" && pressed.some((p) => within(f, p))),
  );
  return symbols.map((symbol) => {
    const role = roleOf(symbol, companies, commodities);
    const name = nameOf(symbol, role);
    const pointed = facts.flatMap((f) => {
      const d = pointOf(f, symbol, role);
      return d ? [{ d, f }] : [];
    });
    const ways = new Set(pointed.map((p) => p.d));
    if (ways.size === 1) {
      const { d, f } = pointed[0]!;
      return { symbol, name, direction: d, why: `${cap(factPhrase(f))} points it ${d}.` };
    }
    const why =
      ways.size > 1 ? `${cap(list([...new Set(pointed.map((p) => factPhrase(p.f)))]))} point it opposite ways.` : "The post's facts do not settle a direction.";
    return { symbol, name, direction: "unclear" as const, why };
  });
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
