/**
 * The market map: for each kind of fact and what it is aimed at, which way it points each group
 * of instruments (groups.ts), with the one-line economic reason an alert quotes. Built from
 * economics, not from the labeled posts: a tariff taxes the target's exports and protects the
 * U.S. makers of the same goods; relief does the reverse; escalation with the largest partners or
 * with everyone is risk-off (equities down, volatility up); a ceasefire with an oil producer takes
 * the war premium out of crude; sanctions that take a producer's oil off the market lift crude.
 * A direction is `unclear` only where a row says so, with its reason.
 */
import { down, type Effect, flip, unclear, up } from "./effects.ts";
import { OIL_ROWS } from "./oil-rows.ts";
import { POLICY_ROWS } from "./policy-rows.ts";
import type { MapKind, Target } from "./targets.ts";

export type { Effect };

export interface Row {
  kind: MapKind;
  target: Target;
  effects: Effect[];
  /** One line of economics, quoted by the alert. */
  reason: string;
}

/** Tariffs taking hold (set, raised, threatened, trade cut off) and tariffs easing (paused, cut, extended, a deal). */
const TIGHTENING = ["tariff-imposed", "tariff-raised", "tariff-threatened", "trade-cutoff"] as const;
const EASING = ["tariff-paused", "tariff-cut", "tariff-extended", "trade-deal"] as const;

/** What a tariff taking hold does to each target; easing is the opposite, row by row. */
const TARIFF: Record<
  "country" | "major" | "bloc" | "all" | "goods" | "partner-goods" | "company" | "oil-buyers",
  { effects: Effect[]; eased?: Effect[]; tighten: string; ease: string }
> = {
  country: {
    effects: [down("country"), down("currency"), down("exporters")],
    tighten: "A tariff taxes the target's exports to the U.S.: its stocks, its currency and its exporters price lower sales.",
    ease: "Tariff relief lowers the tax on the target's exports: its stocks, its currency and its exporters recover.",
  },
  major: {
    effects: [down("market"), up("volatility"), up("gold"), down("country"), down("currency"), down("exporters")],
    tighten: "Escalation with one of the largest trading partners is risk-off: U.S. equities fall, volatility and gold rise, the partner's markets fall.",
    ease: "Relief with one of the largest trading partners is risk-on: U.S. equities and the partner's markets rise, volatility and gold ease.",
  },
  bloc: {
    effects: [down("market"), up("volatility"), up("gold"), down("country"), down("currency"), down("exporters")],
    tighten: "A tariff on a whole bloc is escalation with a top trading partner: risk-off for U.S. equities and the bloc's markets, gold bid as a haven.",
    ease: "Relief for a whole bloc removes tariff risk from a top trading partner: risk-on for U.S. equities and the bloc's markets, gold eases.",
  },
  all: {
    // (The retailers import from everywhere: a tariff on every country is theirs to pay, whoever makes the goods.)
    effects: [down("market"), up("volatility"), up("gold"), down("retail")],
    tighten: "A tariff on every country is a tax on all imports: risk-off, U.S. equities and the retailers that import fall, volatility and gold rise.",
    ease: "Relief on every country's tariffs is risk-on: U.S. equities and the retailers that import rise, volatility and gold ease.",
  },
  goods: {
    // Each side of a goods tariff has its own reason: a trader reading "Eli Lilly up" or "Novo Nordisk
    // down" sees why that name goes that way, not one sentence for both.
    effects: [
      up("domestic", "The tariff shields U.S. producers from imports and lets them charge more."),
      down("foreign", "Foreign makers and the importers who sell their goods pay the tariff or lose U.S. sales."),
      up("goods-price", "Taxed imports lift the U.S. price of the goods."),
    ],
    eased: [
      down("domestic", "Relief lets imports back in: U.S. producers lose their shield."),
      up("foreign", "Foreign makers and the importers who sell their goods no longer pay the tariff."),
      down("goods-price", "Untaxed imports bring the U.S. price of the goods down."),
    ],
    tighten: "A tariff on imported goods protects their U.S. producers, lifts their U.S. price and taxes foreign makers and importers.",
    ease: "Tariff relief on goods lets imports back in: U.S. producers lose protection, foreign makers and importers gain.",
  },
  "partner-goods": {
    effects: [down("country"), down("currency")],
    tighten: "A tariff on one of a partner's goods taxes its exports of them: its stocks and its currency price lower sales.",
    ease: "Tariff relief on one of a partner's goods lowers the tax on its exports of them: its stocks and its currency recover.",
  },
  company: {
    effects: [down("company")],
    tighten: "A tariff aimed at a company's products is a direct cost to it.",
    ease: "Tariff relief for a company's products removes a direct cost.",
  },
  "oil-buyers": {
    effects: [up("crude"), up("oil-producers"), down("oil-consumers"), down("buyers"), down("market"), up("volatility")],
    tighten:
      "A secondary tariff on a producer's oil buyers, the largest partners among them, leaves its barrels unsold: crude rises; the buyers and the market pay.",
    ease: "Lifting the secondary tariff on a producer's oil buyers brings its barrels back: crude falls, the buyers' markets recover, risk-on.",
  },
};

/** Talks going well with a partner (a productive call, an offer to cut its own tariffs): new tariffs less likely. */
const TALKS_REASON: Record<"country" | "major" | "bloc" | "all", string> = {
  country: "Constructive trade talks lower the odds of new tariffs on the partner: its stocks, currency and exporters gain.",
  major: "Constructive talks with one of the largest partners lower the odds of escalation: risk-on for U.S. equities and the partner's markets.",
  bloc: "Constructive talks with one of the largest partners lower the odds of escalation: risk-on for U.S. equities and the partner's markets.",
  all: "Countries lining up to negotiate lower the odds that the tariffs on everyone last: risk-on, U.S. equities rise and volatility eases.",
};
const talksRows = (): Row[] =>
  (["country", "major", "bloc", "all"] as const).map((target) => ({
    kind: "trade-talks",
    target,
    effects: TARIFF[target].effects.map(flip),
    reason: TALKS_REASON[target],
  }));

/**
 * A hard line on a partner's trade: its tariffs stay or rise. With a smaller partner, its own markets only; with one of the largest (or a
 * bloc), the odds of escalation, as talks going well with it lower them (talksRows): risk-off. On goods (a tariff on them defended or shown
 * working): their protection holds.
 */
const grievanceRows = (): Row[] => [
  {
    kind: "hard-line",
    target: "country",
    effects: [down("country"), down("currency"), down("exporters")],
    reason: "A hard line on a partner's trade signals its tariffs stay or rise: its stocks, currency and exporters price no relief.",
  },
  ...(["major", "bloc"] as const).map(
    (target): Row => ({
      kind: "hard-line",
      target,
      effects: [...TARIFF[target].effects, down("exporters")],
      reason: "A hard line with one of the largest trading partners raises the odds of escalation: risk-off for U.S. equities and the partner's markets.",
    }),
  ),
  {
    kind: "hard-line",
    target: "all",
    effects: TARIFF.all.effects,
    reason: "A hard line on every country's tariffs (no pause, no extension, the letters out) keeps them on all imports: risk-off for U.S. equities.",
  },
  {
    kind: "supply-down",
    target: "goods",
    effects: [up("domestic"), up("goods-price")],
    reason: "A partner holding back its exports of the goods (rare earths, copper) raises their price here and what the few U.S. producers get for theirs.",
  },
  {
    kind: "supply-up",
    target: "goods",
    effects: [down("domestic"), down("goods-price")],
    reason: "A partner letting its exports of the goods go again takes away the premium their price and U.S. producers had while they were held back.",
  },
  {
    kind: "hard-line",
    target: "goods",
    effects: TARIFF.goods.effects,
    reason:
      "A tariff on goods defended as it stands is a tariff that stays: their U.S. producers keep its protection, foreign makers and importers keep paying it.",
  },
];

const tariffRows = (): Row[] =>
  (Object.keys(TARIFF) as (keyof typeof TARIFF)[]).flatMap((target) => {
    const t = TARIFF[target];
    return [
      ...TIGHTENING.map((kind): Row => {
        if (kind !== "tariff-threatened") return { kind, target, effects: t.effects, reason: t.tighten };
        return { kind, target, effects: t.effects.map((e) => (e.why ? { ...e, why: threatened(e.why) } : e)), reason: threatened(t.tighten) };
      }),
      ...EASING.map((kind): Row => ({ kind, target, effects: t.eased ?? t.effects.map(flip), reason: t.ease })),
    ];
  });
const threatened = (s: string) => `Threatened: ${s.charAt(0).toLowerCase()}${s.slice(1)}`;

const OTHER_ROWS: Row[] = [
  {
    kind: "company-demand",
    target: "company",
    effects: [down("company")],
    reason: "A presidential demand on a company is a cost or a sales risk it must now price.",
  },
  { kind: "company-attack", target: "company", effects: [down("company")], reason: "A presidential attack on a company is a reputational and sales risk." },
  { kind: "company-praise", target: "company", effects: [up("company")], reason: "Presidential praise supports the company named." },
  { kind: "company-deal", target: "company", effects: [up("company")], reason: "A deal with new terms for the company reprices it up." },
  {
    kind: "company-deal",
    target: "sector-relief",
    effects: [up("sector-fund")],
    reason: "A company's deal that spares it its sector's tariffs is the template for its peers: the tariff threat lifts from the whole sector.",
  },
  {
    kind: "company-deal",
    target: "strategic-stake",
    effects: [up("domestic"), up("goods-price")],
    reason: "A government stake in a U.S. producer of strategic minerals backs the whole industry: its U.S. peers and the minerals' fund rise with it.",
  },
  {
    kind: "company-deal",
    target: "price-floor",
    effects: [up("domestic"), up("goods-price")],
    reason: "A minimum price the government guarantees for the goods lifts what their U.S. producers earn, and the price the goods trade at.",
  },
  {
    kind: "company-orders",
    target: "company",
    effects: [up("company"), up("sector-fund")],
    reason: "More orders are more revenue for the makers named, and for the sector most of them are in.",
  },
  {
    kind: "merger-push",
    target: "company",
    effects: [up("company")],
    reason: "A presidential push raises the odds that regulators clear the merger: its parties' shares shed the discount for a blocked deal.",
  },
  {
    kind: "merger-blocked",
    target: "company",
    effects: [down("company")],
    reason: "A deal the President will not allow takes the takeover premium out of the shares of the company it would have bought.",
  },
  {
    kind: "trade-talks",
    target: "commodity",
    effects: [up("commodity"), up("grain-merchants")],
    reason: "Talks going well with a buyer of U.S. farm goods, the goods named, raise the odds it buys them: their price and the grain merchants rise.",
  },
  {
    kind: "purchase",
    target: "commodity",
    effects: [up("commodity"), up("grain-merchants"), up("lng-exporters")],
    reason: "A new buyer for a commodity supports its price, and the U.S. companies that ship it: the grain merchants, the LNG exporters.",
  },
  {
    kind: "purchase-halted",
    target: "commodity",
    effects: [down("commodity"), down("grain-merchants"), down("lng-exporters")],
    reason: "A buyer that stops buying a commodity weighs on its price, and on the U.S. companies that ship it: grain merchants, LNG exporters.",
  },
  {
    kind: "fed-pressure",
    target: "fed",
    effects: [
      down("dollar"),
      up("short-rates"),
      up("gold"),
      unclear("rates", "Cuts lower short yields; doubts about the Fed's independence can lift long ones."),
    ],
    reason: "Pressure on the Fed to cut rates lowers expected short yields: the dollar weakens, 2-year notes and gold gain.",
  },
  {
    kind: "fed-pressure",
    target: "mortgages",
    effects: [up("homebuilders")],
    reason: "Lower rates mean cheaper mortgages, and cheaper loans bring home buyers to the builders.",
  },
  {
    kind: "fed-personnel",
    target: "fed",
    effects: [
      down("dollar"),
      up("gold"),
      up("short-rates", "A chair more willing to cut lowers the yields the Fed steers: 2-year notes gain."),
      down("rates", "Doubts about the Fed's independence raise the inflation premium long bonds carry: long yields rise while short ones fall."),
      down("market", "Doubts about the Fed's independence are risk-off: U.S. equities fall."),
      up("volatility", "Doubts about the Fed's independence are risk-off: volatility rises."),
    ],
    reason: "Removing the Fed's chair or a governor raises doubts about its independence: the dollar and long bonds fall, gold gains, stocks wobble.",
  },
  {
    kind: "fed-kept",
    target: "fed",
    effects: [up("dollar"), down("gold"), up("market"), down("volatility"), up("rates")],
    reason:
      "Ruling out the removal of the Fed's chair takes the doubt about its independence out of prices: the dollar and long bonds firm, gold eases, stocks rise.",
  },
  {
    kind: "fed-nomination",
    target: "fed",
    effects: [
      unclear("dollar", "The dollar prices the nominee's stance on rates and on the Fed's independence, which the post does not settle."),
      unclear("rates", "Long bonds price the nominee's stance on rates, which the post does not settle."),
      unclear("short-rates", "The 2-year prices the nominee's stance on rates, which the post does not settle."),
    ],
    reason: "Naming a Fed chair moves rates and the dollar by the nominee's stance, not by the naming itself.",
  },
  {
    kind: "fed-nomination",
    target: "fed-cuts",
    effects: [
      down("dollar"),
      up("short-rates"),
      up("gold"),
      unclear("rates", "A chair who cuts lowers short yields; doubts about the Fed's independence can lift long ones."),
    ],
    reason: "A chair named to bring rates down lowers the yields the Fed steers: the dollar weakens; 2-year notes and gold, which pays no yield, gain.",
  },
  {
    kind: "fed-nomination",
    target: "fed-firm",
    effects: [up("dollar"), down("gold"), down("silver")],
    reason: "A chair markets read as firm on inflation means fewer cuts than priced: the dollar firms; gold and silver, which pay no yield, fall.",
  },
  {
    kind: "buy-call",
    target: "market",
    effects: [up("market"), down("volatility")],
    reason: "A presidential call to buy stocks lifts the market and calms volatility, usually briefly.",
  },
  { kind: "buy-call", target: "company", effects: [up("company")], reason: "A presidential call to buy a stock lifts it, usually briefly." },
  {
    kind: "buy-call",
    target: "energy-stocks",
    effects: [up("oil-producers"), up("oil-majors")],
    reason: "A presidential call to buy U.S. energy stocks lifts the sector and its largest names, usually briefly.",
  },
  {
    kind: "buy-call",
    target: "airline-stocks",
    effects: [up("oil-consumers")],
    reason: "A presidential call to buy airline stocks lifts the group, usually briefly.",
  },
  {
    kind: "buy-call",
    target: "bank-stocks",
    effects: [up("banks")],
    reason: "A presidential call to buy bank stocks lifts the group, usually briefly.",
  },
  {
    kind: "buy-call",
    target: "crypto",
    effects: [up("crypto")],
    reason: "A presidential call to buy bitcoin lifts it and the listed companies that hold or trade it, usually briefly.",
  },
  {
    kind: "drug-pricing",
    target: "drug-prices",
    effects: [down("pharma"), down("company")],
    reason: "Lower U.S. drug prices squeeze drugmakers' margins.",
  },
  {
    kind: "crypto-policy",
    target: "crypto",
    effects: [up("crypto")],
    reason: "Government support for crypto is a tailwind for bitcoin and listed crypto names.",
  },
  {
    kind: "crypto-policy",
    target: "stablecoins",
    effects: [up("crypto"), up("stablecoins")],
    reason: "Clear rules for dollar stablecoins are a tailwind for their issuers and the exchanges that carry them.",
  },
  {
    kind: "sanction",
    target: "chip-exports",
    effects: [down("chip-sellers"), down("chip-fund")],
    reason: "Export controls on advanced chips cut U.S. chip designers, and the sector's fund, off from China, one of their largest markets.",
  },
  {
    kind: "sanction-lifted",
    target: "chip-exports",
    effects: [up("chip-sellers"), up("chip-fund")],
    reason: "Chip sales to China allowed again give U.S. chip designers, and the sector's fund, back one of their largest markets.",
  },
  {
    kind: "sanction",
    target: "chip-tool-exports",
    effects: [down("chip-tools"), down("chip-fund")],
    reason: "Export controls on chipmaking tools cut their makers, a large part of the chip fund, off from China's fabs, among their largest buyers.",
  },
  {
    kind: "sanction-lifted",
    target: "chip-tool-exports",
    effects: [up("chip-tools"), up("chip-fund")],
    reason: "Chipmaking tools allowed to China again give their makers, a large part of the chip fund, back some of their largest buyers.",
  },
  {
    kind: "sanction",
    target: "engine-exports",
    effects: [down("engine-makers")],
    reason: "A halt on jet engine and parts exports cuts U.S. engine makers off from China's airframe builders.",
  },
  {
    kind: "sanction-lifted",
    target: "engine-exports",
    effects: [up("engine-makers")],
    reason: "Jet engines and parts allowed to China again give U.S. engine makers back its airframe builders.",
  },
  {
    kind: "sanction",
    target: "eda-exports",
    effects: [down("eda-makers")],
    reason: "A bar on chip design software exports cuts its U.S. makers off from China's chip designers, a large share of their sales.",
  },
  {
    kind: "sanction-lifted",
    target: "eda-exports",
    effects: [up("eda-makers")],
    reason: "Chip design software allowed to China again gives its U.S. makers back China's chip designers.",
  },
  {
    kind: "drug-pricing",
    target: "middlemen",
    effects: [down("pbms")],
    reason: "Drugs sold direct to patients cut out the pharmacy benefit managers that earn on each sale.",
  },
];

export const ROWS: readonly Row[] = [...tariffRows(), ...talksRows(), ...grievanceRows(), ...OIL_ROWS, ...OTHER_ROWS, ...POLICY_ROWS];

/** The row for a kind and a target, if the map has one. */
export const rowFor = (kind: MapKind, target: Target): Row | undefined => ROWS.find((r) => r.kind === kind && r.target === target);
