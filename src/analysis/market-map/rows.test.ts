import { describe, expect, test } from "bun:test";
import { instrumentSchema } from "../analyzer.ts";
import { GOODS } from "./goods.ts";
import { FIXED, MARKET } from "./groups.ts";
import { ROWS, type Row, rowFor } from "./rows.ts";
import { MAP_KINDS, type MapKind, TARGETS } from "./targets.ts";

/** Facts that undo each other: every group both rows point must go opposite ways. */
const OPPOSITES: [MapKind, MapKind][] = [
  ["tariff-raised", "tariff-paused"],
  ["tariff-imposed", "tariff-cut"],
  ["tariff-threatened", "tariff-extended"],
  ["tariff-imposed", "trade-deal"],
  ["trade-cutoff", "trade-deal"],
  ["escalation", "ceasefire"],
  ["escalation", "de-escalation"],
  ["sanction", "sanction-lifted"],
  ["supply-down", "supply-up"],
  ["purchase", "purchase-halted"],
  ["company-attack", "company-praise"],
  ["tariff-threatened", "trade-talks"],
  ["hard-line", "trade-talks"],
  ["hard-line", "tariff-paused"],
  ["hard-line", "tariff-cut"],
  ["talks-off", "trade-talks"],
  ["fed-personnel", "fed-kept"],
  ["merger-push", "merger-blocked"],
  ["funding-standoff", "funding-resolved"],
  ["weak-dollar", "strong-dollar"],
  ["more-bonds", "fewer-bonds"],
];

const settled = (r: Row) => new Map(r.effects.filter((e) => e.direction !== "unclear").map((e) => [e.group, e.direction]));
const way = (kind: MapKind, target: Row["target"], group: string) => rowFor(kind, target)?.effects.find((e) => e.group === group)?.direction;

describe("the market map, row by row", () => {
  test.each([...MAP_KINDS])("%s has a row", (kind) => {
    expect(ROWS.some((r) => r.kind === kind)).toBe(true);
  });

  test.each(ROWS.map((r) => [r.kind, r.target, r] as const))("%s on %s has a one-line reason, and every unclear its own", (_k, _t, row) => {
    expect(row.reason).toMatch(/^[A-Z].{20,160}\.$/);
    expect(row.reason).not.toContain("\n");
    expect(TARGETS).toContain(row.target);
    for (const e of row.effects) if (e.direction === "unclear") expect(e.why).toMatch(/^[A-Z].{10,}\.$/);
  });

  test("a group's own reason belongs to its way: never the same words for up and for down", () => {
    const ways = new Map<string, Set<string>>();
    for (const r of ROWS) for (const e of r.effects) if (e.why && e.direction !== "unclear") ways.set(e.why, (ways.get(e.why) ?? new Set()).add(e.direction));
    for (const [why, seen] of ways) expect([why, seen.size]).toEqual([why, 1]);
  });

  test("a tariff on goods gives its producers and its importers each their own reason", () => {
    for (const kind of ["tariff-imposed", "tariff-threatened", "tariff-cut"] as const) {
      const effects = rowFor(kind, "goods")!.effects;
      const domestic = effects.find((e) => e.group === "domestic")!;
      const foreign = effects.find((e) => e.group === "foreign")!;
      expect(domestic.why).toMatch(/U\.S\. producers/i);
      expect(foreign.why).toMatch(/foreign makers/i);
      expect(domestic.direction).not.toBe(foreign.direction);
    }
    expect(rowFor("tariff-threatened", "goods")!.effects.every((e) => e.why?.startsWith("Threatened: "))).toBe(true);
  });

  test("one row per kind and target", () => {
    const keys = ROWS.map((r) => `${r.kind} ${r.target}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  const pairs = OPPOSITES.flatMap(([a, b]) =>
    TARGETS.flatMap((t) => {
      const ra = rowFor(a, t);
      const rb = rowFor(b, t);
      return ra && rb ? [[a, b, t, ra, rb] as const] : [];
    }),
  );
  test.each(pairs)("%s and %s on %s point every shared group opposite ways", (_a, _b, _t, ra, rb) => {
    const wa = settled(ra);
    const wb = settled(rb);
    const shared = [...wa.keys()].filter((g) => wb.has(g));
    expect(shared.length).toBeGreaterThan(0);
    for (const g of shared) expect(wb.get(g)).not.toBe(wa.get(g));
  });

  test("every opposite pair meets on at least one target", () => {
    for (const [a, b] of OPPOSITES) expect(pairs.some(([x, y]) => x === a && y === b)).toBe(true);
  });
});

describe("the map's economics", () => {
  test.each(["tariff-imposed", "tariff-raised", "tariff-threatened", "trade-cutoff"] as const)(
    "%s on the largest partners, a bloc or everyone is risk-off: equities down, volatility up",
    (kind) => {
      for (const t of ["major", "bloc", "all"] as const) {
        expect(way(kind, t, "market")).toBe("down");
        expect(way(kind, t, "volatility")).toBe("up");
      }
    },
  );

  test.each(["tariff-paused", "tariff-cut", "tariff-extended", "trade-deal"] as const)("%s on the largest partners or a bloc is risk-on", (kind) => {
    for (const t of ["major", "bloc"] as const) {
      expect(way(kind, t, "market")).toBe("up");
      expect(way(kind, t, "volatility")).toBe("down");
    }
  });

  test("a ceasefire with an oil producer is risk-on with crude down; escalation the reverse", () => {
    expect(way("ceasefire", "oil-producer", "market")).toBe("up");
    expect(way("ceasefire", "oil-producer", "crude")).toBe("down");
    expect(way("ceasefire", "oil-producer", "oil-consumers")).toBe("up");
    expect(way("escalation", "oil-producer", "crude")).toBe("up");
    expect(way("escalation", "oil-producer", "market")).toBe("down");
  });

  test("sanctions that take a producer's oil off the market lift crude; lifting them lowers it", () => {
    expect(way("sanction", "oil-producer", "crude")).toBe("up");
    expect(way("sanction", "oil-buyers", "crude")).toBe("up");
    expect(way("sanction-lifted", "oil-producer", "crude")).toBe("down");
  });

  test.each(["tariff-imposed", "tariff-raised", "tariff-threatened", "hard-line"] as const)(
    "%s on goods lifts their domestic producers and weighs on foreign makers and importers; a pause or a cut the reverse",
    (kind) => {
      expect(way(kind, "goods", "domestic")).toBe("up");
      expect(way(kind, "goods", "foreign")).toBe("down");
      for (const easing of ["tariff-paused", "tariff-cut"] as const) {
        expect(way(easing, "goods", "domestic")).toBe("down");
        expect(way(easing, "goods", "foreign")).toBe("up");
      }
    },
  );

  test("pressure on the Fed weighs on the dollar and lifts the 2-year and gold; long bonds are unclear with a reason", () => {
    expect(way("fed-pressure", "fed", "dollar")).toBe("down");
    expect(way("fed-pressure", "fed", "short-rates")).toBe("up");
    expect(way("fed-pressure", "fed", "gold")).toBe("up");
    expect(way("fed-pressure", "fed", "rates")).toBe("unclear");
  });

  test.each(["tariff-imposed", "tariff-threatened"] as const)("a secondary %s on a producer's oil buyers lifts crude and weighs on the buyers", (kind) => {
    expect(way(kind, "oil-buyers", "crude")).toBe("up");
    expect(way(kind, "oil-buyers", "buyers")).toBe("down");
    expect(way("sanction", "oil-buyers", "buyers")).toBe("down");
  });

  test("fighting between other countries moves their own markets; its end lifts them", () => {
    expect(way("escalation", "country", "country")).toBe("down");
    expect(way("ceasefire", "country", "country")).toBe("up");
    expect(way("de-escalation", "country", "currency")).toBe("up");
  });
});

describe("the map's groups", () => {
  const named = [
    ...MARKET.open,
    ...MARKET.closed,
    ...Object.values(FIXED).flat(),
    ...GOODS.flatMap((g) => [...g.domestic, ...g.foreign, ...(g.mixed?.names ?? []), ...(g.price ?? [])]),
  ];
  test.each(named.map((n) => [n.symbol, n.name] as const))("%s is a valid symbol with its own name (%s)", (symbol, name) => {
    expect(instrumentSchema.shape.symbol.safeParse(symbol).success).toBe(true);
    expect(name.length).toBeGreaterThan(1);
    expect(name).not.toBe(symbol.toLowerCase());
  });

  test.each(GOODS.map((g) => [g.key, g] as const))("goods %s name who gains or who pays, and a mixed name only with its reason", (_k, g) => {
    expect(g.domestic.length + g.foreign.length + (g.price?.length ?? 0)).toBeGreaterThan(0);
    if (g.mixed) expect(g.mixed.why).toMatch(/^[A-Z].{20,}\.$/);
  });

  test.each([
    ["a 25% tariff on Medium and Heavy Duty Trucks", "trucks"],
    ["100% tariff on any movie produced in foreign lands", "films"],
    ["a 100% tariff on any branded or patented pharmaceutical product", "branded drugs"],
    ["all Generic Drugs being brought into the United States", "generic drugs"],
    ["50% tariff on copper", "copper"],
    ["tariffs on steel and aluminum", "steel"],
    ["tariffs on timber and lumber", "lumber"],
    ["a 100% tariff on semiconductors", "semiconductors"],
    ["tariffs on kitchen cabinets and furniture", "furniture"],
    ["a 25% tariff on foreign cars", "autos"],
    ["a 17% tariff on fresh tomatoes from Mexico", "produce"],
    ["tariffs on Brazilian beef", "beef"],
    ["a 50% tariff on solar panels and polysilicon", "solar"],
    ["tariffs on processed critical minerals", "critical minerals"],
    ["tariffs on imported commercial aircraft and jet engines", "aircraft"],
  ])("%s names %s", (phrase, key) => {
    expect(GOODS.find((g) => g.match.test(phrase))?.key).toBe(key);
  });
});
