import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";

const threats = (content: string) =>
  judge(content)
    .facts.filter((f) => f.kind.startsWith("tariff"))
    .map((f) => [f.kind, f.goods]);

// Written for these tests: a study of a good's imports ordered in a post about tariffs is the first
// step to a tariff on that good (Section 232), a threat on it; a study of anything else, or with no
// tariff said, is not.
describe("a study of a good's imports", () => {
  test.each([
    [
      "copper imports studied, tariffs to help",
      "I have requested my Secretary of Commerce to study Copper Imports. Tariffs will help build back our American Copper Industry.",
      "copper",
    ],
    [
      "lumber imports to be investigated",
      "I have directed the Secretary of Commerce to investigate Lumber imports. Tariffs will bring our Timber Industry back!",
      "lumber",
    ],
    [
      "an investigation of imported goods, the tariff's level to be decided after it",
      "I have directed Commerce to begin a full Investigation of imported Furniture, after which a Tariff will be set at a level to be decided.",
      "furniture",
    ],
  ])("a tariff threatened: %s", (_, content, goods) => {
    expect(threats(content)).toEqual([["tariff-threatened", goods]]);
  });

  test.each([
    ["a study of crime", "I have asked the Attorney General to study crime in our cities. Tariffs are making us rich!"],
    ["imports studied with no tariff said", "I have requested my Secretary of Commerce to study Copper Imports. Our Copper Industry will be great again!"],
  ])("no tariff: %s", (_, content) => {
    expect(threats(content)).toEqual([]);
  });
});
