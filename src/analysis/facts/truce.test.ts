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
