import { describe, expect, test } from "bun:test";
import labeledCheck from "../../../test/labeled/labeled-check.json";
import labeledDev from "../../../test/labeled/labeled-dev.json";
import labeledFresh from "../../../test/labeled/labeled-fresh.json";
import heldOut from "../../../test/labeled/labeled-test.json";
import sample from "../../sources/sample/posts.json";
import { prepare } from "../rules.ts";
import { COMPANIES } from "./companies.ts";
import { COUNTRIES } from "./countries.ts";
import { mayMatch, wordStarts } from "./quick.ts";
import { SECTOR_TERMS } from "./sectors.ts";
import { NOT_MARKET, T } from "./terms.ts";

describe("the quick check before a pattern runs", () => {
  test("it answers no only when a word the pattern needs is missing", () => {
    const starts = wordStarts("We will put a TARIFF on Steel, effective into full effect… (One) big-beautiful");
    expect(mayMatch(/\btariffs?\b/i, starts)).toBe(true);
    expect(mayMatch(/\bsanctions?\b/i, starts)).toBe(false);
    // The rarer word of a sequence is the key; its absence rules the pattern out.
    expect(mayMatch(/\b(on|in) trade\b/i, starts)).toBe(false);
    expect(mayMatch(/\b(on|in) steel\b/i, starts)).toBe(true);
    // A word after an optional piece that ends apart from it.
    expect(mayMatch(/\binto (full )?effect\b/i, starts)).toBe(true);
    expect(mayMatch(/\binto (full )?affect\b/i, starts)).toBe(false);
    // An optional word before another: either may be the one present.
    expect(mayMatch(/\b(One )?Big\b/, starts)).toBe(true);
    expect(mayMatch(/\b(Two )?Small\b/, starts)).toBe(false);
    // Letters inside a word start none: such a pattern always runs.
    expect(mayMatch(/ariff/i, wordStarts("nothing here"))).toBe(true);
    // Nor do numbers; a word after one does.
    expect(mayMatch(/\$\d+/, wordStarts("nothing here"))).toBe(true);
    expect(mayMatch(/\$\d+ billion/, wordStarts("nothing here"))).toBe(false);
    expect(mayMatch(/\$\d+ billion/, wordStarts("$5 BILLION"))).toBe(true);
  });

  test("it never rules out a pattern of the lexicon that matches a post, or one of its sentences", () => {
    const patterns: RegExp[] = [
      ...Object.values(T),
      ...Object.values(NOT_MARKET),
      ...SECTOR_TERMS.map(([, re]) => re),
      ...COMPANIES.map((c) => c.match),
      ...COUNTRIES.map((c) => c.match),
    ];
    const posts = [...labeledDev, ...labeledFresh, ...heldOut, ...labeledCheck, ...sample].map((p) => p.content).filter(Boolean);
    let matched = 0;
    for (const content of posts) {
      const { body, slugs } = prepare(content);
      const all = `${body} ${slugs}`;
      const starts = wordStarts(all);
      const parts = [all, ...all.split(/(?<=[.!?])\s+/)];
      for (const re of patterns)
        for (const part of parts)
          if (re.test(part)) {
            matched++;
            if (!mayMatch(re, starts)) throw new Error(`${re} matches ${JSON.stringify(part)} but was ruled out`);
          }
    }
    expect(matched).toBeGreaterThan(1000);
  });
});
