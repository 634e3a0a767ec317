/** Pronouns a summary resolves: a sentence told by "they", "their" or "both of them" names whom the sentences before it did. */
import { COUNTRIES } from "../lexicon/countries.ts";
import { countryIn, countryName, list } from "../facts/text.ts";

const SINGULAR: Record<string, string> = { have: "has", are: "is", were: "was" };

/** "Tariffs on them", "Sanctions against them": the measure's target, told by a pronoun. */
const TARIFF_ON_THEM = /\b((?:tariffs?|sanctions?|dut(?:y|ies)|embargo)\b(?:\s+\w+){0,2}\s+(?:on|against))\s+them\b/i;

/** "a 25% Tariff on BOTH of them": the partners one sentence before named together. */
const GROUP_PRONOUN = /\b(both|each|all|either) of them\b/i;

/**
 * "their drone attack" → "Iran's drone attack": the country the sentences before it named; "on BOTH
 * of them" → "on Canada and Mexico", the countries one sentence before named together.
 */
export function resolvePronouns(key: string, before: string[]): string {
  if (GROUP_PRONOUN.test(key)) {
    const together = before.map((x) => COUNTRIES.filter((c) => c.match.test(x)).map((c) => c.name)).filter((n) => n.length >= 2);
    const named = together.pop();
    if (named) return key.replace(GROUP_PRONOUN, list(named.map(countryName)));
  }
  const named = before
    .map((x) => countryIn(x))
    .filter(Boolean)
    .pop();
  // "Brazil has been treating us unfairly. We will be putting Tariffs on them soon!": the partner named before.
  if (named && TARIFF_ON_THEM.test(key) && !countryIn(key)) return key.replace(TARIFF_ON_THEM, `$1 ${countryName(named)}`);
  if (!/^(Also,?\s+)?(their|they|them)\b/i.test(key)) return key;
  if (!named || new RegExp(`\\b${named}\\b`).test(key)) return key;
  // "They have DROPPED…" → "Canada has dropped…": one country takes the verb in the singular.
  return key
    .replace(/^(Also,?\s+)?their\b/i, `$1${countryName(named)}’s`)
    .replace(
      /^(Also,?\s+)?they\s+(have|are|were)\b/i,
      (_m, also: string | undefined, verb: string) => `${also ?? ""}${countryName(named)} ${SINGULAR[verb.toLowerCase()]}`,
    )
    .replace(/^(Also,?\s+)?they\b/i, `$1${countryName(named)}`);
}
