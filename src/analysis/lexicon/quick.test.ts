import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import labeledCheck from "../../../test/labeled/labeled-check.json";
import labeledDev from "../../../test/labeled/labeled-dev.json";
import labeledFresh from "../../../test/labeled/labeled-fresh.json";
import labeledMore from "../../../test/labeled/labeled-more.json";
import sample from "../../sources/sample/posts.json";
import { prepare } from "../facts/read.ts";
import { sentencesOf } from "../facts/sentences.ts";
import { splitOf } from "../metrics.ts";
import { COMPANIES } from "./companies.ts";
import { COUNTRIES } from "./countries.ts";
import { keysOfPattern, prefilter } from "./prefilter.ts";
import { mayMatch, quickTest, wordStarts } from "./quick.ts";
import { SECTOR_TERMS } from "./sectors.ts";
import { NOT_MARKET, T } from "./terms.ts";

/** The tune posts and the bundled sample: the held-out files are read by `npm run eval -- --holdout` alone. */
const texts = [...labeledDev, ...labeledFresh, ...labeledMore, ...labeledCheck.filter((p) => splitOf(p.id) === "tune"), ...sample]
  .map((p) => p.content)
  .filter(Boolean);

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
    // A list run in parts: only the alternatives whose words the text has.
    const list = /\b(on|by) (Monday|Tuesday)\b|\beffective (immediately|today)\b|\b\d+ hours\b/i;
    expect(quickTest(list, "effective Today", wordStarts("effective Today"))).toBe(true);
    expect(quickTest(list, "on tuesday", wordStarts("on tuesday"))).toBe(true);
    expect(quickTest(list, "in 48 hours", wordStarts("in 48 hours"))).toBe(true);
    expect(quickTest(list, "effective on Friday", wordStarts("effective on Friday"))).toBe(false);
    // A digit, "$", "%" or "&" the pattern needs is a key too; a word after a number as well.
    expect(mayMatch(/\$\d+/, wordStarts("nothing here"))).toBe(false);
    expect(mayMatch(/\$\d+/, wordStarts("costs $5"))).toBe(true);
    expect(mayMatch(/\d+ ?%/, wordStarts("up 5 percent"))).toBe(false);
    expect(mayMatch(/\bS&P\b/, wordStarts("the S&P 500"))).toBe(true);
    expect(mayMatch(/\bS&P\b/, wordStarts("the SP 500"))).toBe(false);
    expect(mayMatch(/\$\d+ billion/, wordStarts("nothing here"))).toBe(false);
    expect(mayMatch(/\$\d+ billion/, wordStarts("$5 BILLION"))).toBe(true);
  });

  test("it never rules out a pattern of the lexicon that matches a post, or one of its sentences; run in parts, a pattern answers as whole", () => {
    const patterns: RegExp[] = [
      ...Object.values(T),
      ...Object.values(NOT_MARKET),
      ...SECTOR_TERMS.map(([, re]) => re),
      ...COMPANIES.map((c) => c.match),
      ...COUNTRIES.map((c) => c.match),
    ];
    let matched = 0;
    for (const content of texts) {
      const { body, slugs } = prepare(content);
      const all = `${body} ${slugs}`;
      const starts = wordStarts(all);
      const parts = [all, ...sentencesOf(all)];
      for (const re of patterns)
        for (const part of parts) {
          const matches = re.test(part);
          if (matches) matched++;
          if (matches && !mayMatch(re, starts)) throw new Error(`${re} matches ${JSON.stringify(part)} but was ruled out`);
          if (quickTest(re, part, starts) !== matches) throw new Error(`${re} on ${JSON.stringify(part)}: quickTest says ${!matches}`);
        }
    }
    expect(matched).toBeGreaterThan(1000);
  });

  test("the plans written down ahead are those today's patterns read as (else: bun scripts/quick-plans.ts)", () => {
    const run = Bun.spawnSync([process.execPath, join(import.meta.dir, "../../../scripts/quick-plans.ts"), "--check"], { stderr: "pipe", stdout: "pipe" });
    expect(run.stderr.toString()).toBe("");
    expect(run.exitCode).toBe(0);
  });
});

describe("the lexicons' prefilter", () => {
  /** The candidates as first defined: each word of the lower-cased text, its first four letters, looked up. */
  const reference = <T>(entries: T[], patternOf: (e: T) => RegExp, text: string) => {
    const words = new Set((text.toLowerCase().match(/[a-z]{2,}/g) ?? []).map((w) => w.slice(0, 4)));
    return entries.filter((e) => {
      const keys = keysOfPattern(patternOf(e));
      return keys === null || keys.some((k) => words.has(k));
    });
  };
  test("reads a text's words as its lower-cased form does, also with letters whose lower case is Latin (İ, K)", () => {
    const countries = prefilter(COUNTRIES, (c) => c.match);
    const companies = prefilter(COMPANIES, (c) => c.match);
    for (const text of [...texts, "İndia and CHİNA, \u212Aorea: Apple's iPhones", "x\u0130ndia GMs Gm"]) {
      expect(countries.candidates(text)).toEqual(reference(COUNTRIES, (c) => c.match, text));
      expect(companies.candidates(text)).toEqual(reference(COMPANIES, (c) => c.match, text));
    }
  });
});
