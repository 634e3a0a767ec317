/** For the map's tests only (nothing else imports it): what the built-in analyzer makes of a post, its fact kinds and directions, and assertions on them. */
import { expect } from "bun:test";
import type { FactKind } from "../facts/kinds.ts";
import { analyzeWithRules, judge } from "../rules.ts";

/** A post read at one fixed time (a Wednesday, markets open), so only its words decide. */
export const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
/** Each named instrument's direction, by symbol. */
export const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/** Each expected instrument pointed its way (undefined: not named at all). */
export const pointsAs = (content: string, expected: Record<string, string | undefined>) => {
  const got = ways(content);
  for (const [symbol, way] of Object.entries(expected)) expect({ [symbol]: got[symbol] as string | undefined }).toEqual({ [symbol]: way });
};

/** The kinds of the facts the rules read in a post. */
export const kinds = (content: string) => judge(content).facts.map((f) => f.kind);

/** A fact kind read, then the map's directions for it. */
export const readsAs = (content: string, kind: FactKind, expected: Record<string, string | undefined>) => {
  expect(kinds(content)).toContain(kind);
  pointsAs(content, expected);
};
