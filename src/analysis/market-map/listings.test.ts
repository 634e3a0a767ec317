import { expect, test } from "bun:test";
import { analyzeWithRules } from "../rules.ts";
import { ENDED, tradedAt } from "./listings.ts";
import { nameOfSymbol } from "./names.ts";

const on = (day: string) => Date.parse(`${day}T15:00:00Z`);
const dayBefore = (day: string) => Date.parse(day) - 86_400_000;
const named = (content: string, day: string) => analyzeWithRules({ content, createdAt: on(day) }).instruments.map((i) => [i.symbol, i.name]);

test.each(Object.entries(ENDED))("%s: itself before its last day, its successor (or nothing) from the day it ended", (symbol, ended) => {
  expect(ended.why).toMatch(/\w{3}/);
  expect(tradedAt(symbol, dayBefore(ended.on))).toBe(symbol);
  expect(tradedAt(symbol, Date.parse(ended.on))).toBe(ended.successor ?? null);
  // A successor is named as a company, not left as its bare symbol.
  if (ended.successor) expect(nameOfSymbol(ended.successor)).not.toBe(ended.successor);
});

test("a post on U.S. Steel names X while it traded, and not after Nippon Steel's purchase closed", () => {
  const post = "U.S. Steel will REMAIN in America, and keep its Headquarters in the Great City of Pittsburgh. A great deal for Steel workers!";
  expect(named(post, "2025-05-23")).toContainEqual(["X", "U.S. Steel"]);
  expect(named(post, "2025-07-01").map(([s]) => s)).not.toContain("X");
});

test("Paramount is PARA before its merger with Skydance closed, Paramount Skydance (PSKY) after", () => {
  const post = "I will NOT be approving the sale of Paramount to Comcast. Far too much power in one place. Find another buyer!";
  expect(named(post, "2025-08-06")).toContainEqual(["PARA", "Paramount"]);
  expect(named(post, "2025-12-10")).toContainEqual(["PSKY", "Paramount Skydance"]);
  expect(named(post, "2025-12-10").map(([s]) => s)).not.toContain("PARA");
});
