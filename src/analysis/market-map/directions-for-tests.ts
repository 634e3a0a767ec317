/** For the map's tests only (nothing else imports it): what the built-in analyzer makes of a post, its directions, and one assertion on them. */
import { expect } from "bun:test";
import { analyzeWithRules } from "../rules.ts";

/** A post read at one fixed time (a Wednesday, markets open), so only its words decide. */
export const analysis = (content: string) => analyzeWithRules({ content, createdAt: Date.UTC(2025, 8, 10, 15) });
/** Each named instrument's direction, by symbol. */
export const ways = (content: string) => Object.fromEntries(analysis(content).instruments.map((i) => [i.symbol, i.direction]));

/** Each expected instrument pointed its way (undefined: not named at all). */
export const pointsAs = (content: string, expected: Record<string, string | undefined>) => {
  const got = ways(content);
  for (const [symbol, way] of Object.entries(expected)) expect({ [symbol]: got[symbol] as string | undefined }).toEqual({ [symbol]: way });
};
