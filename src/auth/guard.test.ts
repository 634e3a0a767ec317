import { expect, test } from "bun:test";
import { readCookie } from "./guard.ts";

const cases: [string | null, string | undefined][] = [
  [null, undefined],
  ["", undefined],
  ["squawk_session=abc.def", "abc.def"],
  ["a=1; squawk_session=abc.def; b=2", "abc.def"],
  ["xsquawk_session=evil", undefined],
  ["squawk_session=%41", "A"],
  ["squawk_session=%E0%A4%A", undefined], // malformed escape: no cookie, not a crash
  ["=x; squawk_session", undefined],
];
for (const [header, expected] of cases) {
  test(`readCookie(${JSON.stringify(header)})`, () => {
    expect(readCookie(header, "squawk_session")).toBe(expected);
  });
}
