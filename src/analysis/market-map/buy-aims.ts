/** What a call to buy is aimed at: a company, the market, the coins, or a group of stocks. */
import type { Fact } from "../facts/kinds.ts";
import { T } from "../lexicon/terms.ts";
import type { Aim } from "./aims.ts";
import type { Target } from "./targets.ts";

/** A group of stocks named as what to buy ("OIL AND GAS STOCKS", "BUY AMERICAN ENERGY", "A GREAT TIME TO BUY AIRLINE STOCKS", "BUY BANK STOCKS!"). */
const GROUP_STOCKS: [RegExp, Target][] = [
  [/\b(oil (and|&) gas|energy|oil) (stocks|shares|companies)\b|\bbuy (american |u\.s\. )?energy\b/i, "energy-stocks"],
  [/\b(airline|airlines) (stocks|shares)\b/i, "airline-stocks"],
  [/\b(bank|banks) (stocks|shares)\b/i, "bank-stocks"],
];

/**
 * A company named ("BUY INTEL!"), the market ("a GREAT TIME TO BUY STOCKS"), or both; the coins ("Bitcoin is dipping… a GREAT TIME TO BUY", "BUY ETH!");
 * or a group of stocks ("…a GREAT TIME TO BUY AMERICAN OIL AND GAS STOCKS": the sector, not the market, unless "stocks in general" are called too).
 */
export function buyAims(f: Fact): Aim[] {
  const kind = "buy-call" as const;
  if (!f.companies.length && (T.crypto.test(f.sentence) || f.coins?.length)) return [{ kind, target: "crypto", ...(f.coins ? { coins: f.coins } : {}) }];
  const group = f.companies.length ? undefined : GROUP_STOCKS.find(([re]) => re.test(f.sentence))?.[1];
  if (group)
    return [{ kind, target: group }, ...(/\bstocks in general\b|\bthe (stock )?market\b/i.test(f.sentence) ? [{ kind, target: "market" as const }] : [])];
  return [
    ...(f.companies.length ? [{ kind, target: "company" as const, companies: f.companies }] : []),
    ...(!f.companies.length || f.global ? [{ kind, target: "market" as const }] : []),
  ];
}
