/**
 * The map's rows for an industry named as a group, for official acts aimed at one market (homes, mortgage bonds, card rates, defense
 * payouts, nuclear power, offshore wind), for U.S. money put behind a partner, for the government's
 * funding fought over or settled, for the dollar he wants weaker or stronger, and for its borrowing
 * (checks sent out, long bonds sold or bought back): each names whom the
 * act reaches and why, as rows.ts does for tariffs, talks and companies.
 */
import { down, up } from "./effects.ts";
import type { Row } from "./rows.ts";

/** Money put behind a partner (a swap line, its currency or bonds bought): its currency steadies and its markets rise. */
const backstopRows = (): Row[] =>
  (["country", "major"] as const).map((target) => ({
    kind: "backstop",
    target,
    effects: [up("country"), up("currency"), up("exporters")],
    reason: "A U.S. backstop (a swap line, its currency or bonds bought) steadies the partner's currency and lifts its markets.",
  }));

export const POLICY_ROWS: Row[] = [
  {
    kind: "company-attack",
    target: "industry",
    effects: [down("sector-fund")],
    reason: "An attack on an industry named as a group reaches its whole sector, and the sector's fund with it.",
  },
  {
    kind: "company-demand",
    target: "industry",
    effects: [down("sector-fund")],
    reason: "A demand on an industry named as a group is a cost its whole sector must price, and the sector's fund with it.",
  },
  {
    kind: "company-praise",
    target: "industry",
    effects: [up("sector-fund")],
    reason: "Praise for an industry named as a group supports its whole sector, and the sector's fund with it.",
  },
  ...backstopRows(),
  {
    kind: "official-act",
    target: "homes",
    effects: [down("landlords")],
    reason: "Barring large investors from buying single-family homes stops the growth of the landlords that buy them to rent.",
  },
  {
    kind: "official-act",
    target: "mortgages",
    effects: [up("homebuilders"), up("mortgage-lenders")],
    reason: "A new buyer of mortgage bonds lowers mortgage rates: cheaper loans bring home buyers to the builders, and more loans to the lenders.",
  },
  {
    kind: "official-act",
    target: "mortgage-costs",
    effects: [up("homebuilders"), up("mortgage-lenders")],
    reason:
      "Lower mortgage fees and insurance premiums, or a longer loan, cut what a buyer pays each month: more buyers for the builders, more loans for the lenders.",
  },
  {
    kind: "official-act",
    target: "housing-supply",
    effects: [up("homebuilders")],
    reason:
      "Fewer permits and rules for building, no tax on selling a home, or a longer mortgage bring buyers and homes to market: more sales for the builders.",
  },
  {
    kind: "official-act",
    target: "card-rates",
    effects: [down("card-lenders"), down("banks")],
    reason: "A cap on credit card interest rates cuts the income of the lenders whose business is card loans, and of the banks that issue the cards.",
  },
  {
    kind: "official-act",
    target: "defense-payouts",
    effects: [down("defense"), down("defense-primes"), down("company")],
    reason: "Barring defense contractors from paying dividends or buying back stock cuts what their shareholders receive.",
  },
  {
    kind: "official-act",
    target: "defense-orders",
    effects: [up("defense"), up("defense-primes")],
    reason: "An order to make weapons faster is more orders for the contractors that make them.",
  },
  {
    kind: "official-act",
    target: "defense-budget",
    effects: [up("defense"), up("defense-primes")],
    reason: "A larger defense budget is more money for weapons: more orders for the contractors that make them.",
  },
  ...(["trade-deal", "purchase"] as const).map((kind) => ({
    kind,
    target: "defense-orders" as const,
    effects: [up("defense"), up("defense-primes")],
    reason: "A partner that buys American weapons places orders with the contractors that make them.",
  })),
  {
    kind: "official-act",
    target: "nuclear",
    effects: [up("nuclear")],
    reason: "Faster approvals and new reactors are more orders for reactor builders and more demand for uranium.",
  },
  {
    kind: "official-act",
    target: "coal",
    effects: [up("coal-miners")],
    reason: "Coal plants kept open and coal land leased are more coal burned and mined: sales for the U.S. coal miners.",
  },
  {
    kind: "official-act",
    target: "uranium",
    effects: [up("uranium-miners")],
    reason: "Uranium bought for a national reserve, or Russia's enriched uranium kept out, is more demand for U.S. and allied miners and enrichers.",
  },
  {
    kind: "sanction",
    target: "nuclear",
    effects: [up("uranium-miners")],
    reason: "Russian uranium barred leaves U.S. reactors to buy from U.S. and allied miners and enrichers: more demand, at higher prices.",
  },
  {
    kind: "sanction-lifted",
    target: "nuclear",
    effects: [down("uranium-miners")],
    reason: "Russian uranium let back in competes with U.S. and allied miners and enrichers for U.S. reactors' orders.",
  },
  {
    kind: "official-act",
    target: "offshore-wind",
    effects: [down("offshore-wind")],
    reason: "Offshore wind work stopped or leases paused strands its developers' spending and delays their revenue.",
  },
  {
    kind: "official-act",
    target: "ev-credits",
    effects: [down("ev-makers")],
    reason: "Ending the tax credit for electric cars raises what their buyers pay, and fewer of them are sold.",
  },
  {
    kind: "official-act",
    target: "solar-credits",
    effects: [down("solar")],
    reason: "Ending or narrowing the tax credits for wind and solar projects makes fewer of them pay, and fewer are built.",
  },
  {
    kind: "official-act",
    target: "farm-aid",
    effects: [up("farm-equipment")],
    reason: "Federal money paid to farmers tops up their incomes, and part of it is spent on machinery: the equipment makers sell more.",
  },
  {
    kind: "official-act",
    target: "middlemen",
    effects: [down("pbms")],
    reason: "An order that ends the rebates or the spread the pharmacy benefit managers keep cuts what they earn on each prescription.",
  },
  {
    kind: "official-act",
    target: "retirement-savings",
    effects: [up("private-markets")],
    reason: "Letting 401(k) savings into private equity and credit opens trillions of new money to the firms that run those funds.",
  },
  {
    kind: "official-act",
    target: "insurers",
    effects: [down("health-insurers")],
    reason:
      "Medicare Advantage payments held flat, overbilling clawed back, or subsidies paid to people instead of insurers cut what the health insurers earn.",
  },
  {
    kind: "official-act",
    target: "bank-capital",
    effects: [up("banks")],
    reason: "Less capital the banks must hold frees them to lend more and return more to shareholders.",
  },
  {
    kind: "official-act",
    target: "h1b-visas",
    effects: [down("it-outsourcers")],
    reason: "A fee on each new H-1B visa, or fewer visas, raises what the IT outsourcers pay for the engineers they bring in.",
  },
  {
    kind: "energy-policy",
    target: "lng-exports",
    effects: [up("lng-exporters"), up("natural-gas")],
    reason: "Export permits let more U.S. gas be shipped abroad as LNG: the exporters' terminals fill and U.S. gas prices rise toward world prices.",
  },
  {
    kind: "funding-standoff",
    target: "market",
    effects: [down("market"), up("volatility")],
    reason:
      "A government shut down, or a debt limit fought over, stops federal pay and spending and raises the risk of a missed payment: stocks fall, volatility rises.",
  },
  {
    kind: "funding-resolved",
    target: "market",
    effects: [up("market"), down("volatility")],
    reason:
      "A government funded again, or a debt limit settled, restores federal pay and spending and ends the risk of a missed payment: stocks rise, volatility falls.",
  },
  {
    kind: "weak-dollar",
    target: "dollar",
    effects: [down("dollar"), up("gold"), up("currency")],
    reason: "A President who talks the dollar down, or presses a partner to stop holding its currency down, lifts gold and that currency against it.",
  },
  {
    kind: "strong-dollar",
    target: "dollar",
    effects: [up("dollar"), down("gold")],
    reason: "A President who says he wants a strong dollar, or defends its place as the world's currency, supports it, and gold, priced in dollars, eases.",
  },
  {
    kind: "rebate-checks",
    target: "treasuries",
    effects: [
      down("rates", "Money sent out is money borrowed: more Treasury supply lifts long yields."),
      up("retail", "Checks in households' hands are spent at the stores."),
    ],
    reason: "Checks sent to households are spent, and paid for with borrowing: retailers gain, long bonds fall.",
  },
  {
    kind: "more-bonds",
    target: "treasuries",
    effects: [down("rates")],
    reason: "More long bonds sold, or longer ones, are more supply for buyers to absorb: long yields rise, long bonds fall.",
  },
  {
    kind: "fewer-bonds",
    target: "treasuries",
    effects: [up("rates")],
    reason: "Fewer long bonds sold, or old ones bought back, leave less supply: long yields fall, long bonds gain.",
  },
  {
    kind: "official-act",
    target: "market",
    effects: [],
    reason: "An official act points the instruments only through the measure it carries, which the other rows read.",
  },
];
