import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";

const truces = (content: string) => judge(content).facts.filter((f) => f.kind === "ceasefire");

// Written for these tests: a truce said to be in effect is a ceasefire fact even when no country is
// named; one hoped for, asked for, refused or broken is not.
describe("a ceasefire with no country named", () => {
  test.each([
    ["in effect, shouted", "THE CEASEFIRE IS NOW IN EFFECT. PLEASE RESPECT IT!"],
    ["has begun", "The Cease Fire has begun. Congratulations to everyone!"],
    ["went into effect", "The truce went into effect at midnight, and it is holding."],
  ])("a ceasefire: %s", (_, content) => {
    expect(truces(content).map((f) => [f.action, f.countries])).toEqual([[null, []]]);
  });

  test.each([
    ["hoped for", "I hope a Ceasefire will happen soon. Too many people are dying!"],
    ["refused", "He doesn't want a Ceasefire that is in effect, he wants to keep fighting."],
    ["broken", "The Ceasefire that was in effect has been violated by both sides. Very sad!"],
    ["asked for", "Everyone is calling for a Ceasefire. We will see what happens!"],
  ])("no ceasefire: %s", (_, content) => {
    expect(truces(content)).toEqual([]);
  });
});

// Written for these tests: calm wished for ("I would much prefer a Peace Agreement") is a signal,
// not a new act of war or peace with a producer; one agreed, with its time, still is.
describe("calm with a producer wished for, or agreed", () => {
  const act = (content: string) =>
    judge(content)
      .facts.filter((f) => f.action === "oil-conflict")
      .map((f) => f.kind);
  test.each([
    [
      "a peace agreement preferred",
      "I do not want to hit Iran with bombs. I would much prefer a Verified Nuclear Peace Agreement with Iran. We should start immediately, and celebrate when it is signed and completed.",
    ],
    ["a ceasefire hoped for", "Iran has been hit with massive bombs. I hope a Ceasefire comes next, and it should start immediately!"],
  ])("no act: %s", (_, content) => {
    expect(act(content)).toEqual([]);
  });

  test.each([["a ceasefire agreed, effective now", "Israel and Iran have agreed to a complete Ceasefire, effective immediately. The war is over!"]])(
    "an act: %s",
    (_, content) => {
      expect(act(content)).toEqual(["ceasefire"]);
    },
  );
});
