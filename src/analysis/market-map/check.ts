/**
 * The model path's directions, checked against the map: the model reports the facts it read (kind
 * and target, as the map names them), the map points instruments for those facts, and where the
 * model calls an instrument one way and the map the other, the alert says `unclear` with both
 * reasons. Names come from the map's catalogs, not from the model.
 */
import { z } from "zod";
import type { Instrument } from "../analyzer.ts";
import { COMPANIES } from "../lexicon/companies.ts";
import { COMMODITIES } from "../lexicon/tickers.ts";
import type { Aim } from "./aims.ts";
import { pointAims } from "./apply.ts";
import { goodsIn } from "./goods.ts";
import { knownNameOf } from "./names.ts";
import { MAP_KINDS, TARGETS } from "./targets.ts";

/** A fact as the model reports it: the map's kind and target, and whom or what it is aimed at. */
export const reportedFactSchema = z.object({
  kind: z.enum(MAP_KINDS),
  target: z.enum(TARGETS),
  /** The country or bloc, as the prompt's country list names it. */
  country: z.string().nullable(),
  /** The goods or commodity named ("steel", "trucks", "soybeans"). */
  goods: z.string().nullable(),
  /** Tickers of the companies it is aimed at. */
  companies: z.array(z.string()),
});
export type ReportedFact = z.infer<typeof reportedFactSchema>;

function aimOf(f: ReportedFact): Aim {
  const tickers = new Set(f.companies.map((t) => t.trim().toUpperCase()));
  return {
    kind: f.kind,
    target: f.target,
    ...(f.country ? { country: f.country } : {}),
    goods: goodsIn(f.goods),
    companies: COMPANIES.filter((c, i) => tickers.has(c.ticker) && COMPANIES.findIndex((d) => d.ticker === c.ticker) === i),
    commodity: f.goods ? COMMODITIES.find((c) => c.match.test(f.goods!)) : undefined,
  };
}

/** The model's instruments with their own names, and `unclear` (with both reasons) where the map's row for a reported fact points the other way. */
export function checkAgainstMap(instruments: Instrument[], facts: ReportedFact[], marketOpen: boolean): Instrument[] {
  const mapped = new Map(pointAims(facts.map(aimOf), marketOpen).map((i) => [i.symbol, i]));
  return instruments.map((i) => {
    const named = { ...i, name: knownNameOf(i.symbol) ?? i.name };
    const m = mapped.get(i.symbol);
    if (!m || m.direction === "unclear" || i.direction === "unclear" || m.direction === i.direction) return named;
    return { ...named, direction: "unclear", why: `The model says ${i.direction}: ${i.why.replace(/\.?$/, ".")} The market map says ${m.direction}: ${m.why}` };
  });
}
