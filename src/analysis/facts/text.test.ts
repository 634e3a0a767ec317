import { describe, expect, test } from "bun:test";
import { countriesSaid, goodsOf } from "./text.ts";

describe("countries said in prose", () => {
  test.each([
    [["Canada"], "Canada"],
    [["China", "Canada", "Mexico"], "China, Canada and Mexico"],
    // Four or more: two and "others", never two said as if they were all.
    [["Brazil", "India", "China", "South Africa"], "Brazil, India and others"],
    [["European Union", "Japan"], "the European Union and Japan"],
  ])("%p → %s", (names, said) => {
    expect(countriesSaid(names)).toBe(said);
  });
});

// Written for these tests: goods named without "tariff on" before them.
describe("goods a sentence names", () => {
  test.each([
    ["Beginning March 1st, any Sofa, Couch, Dresser or Mattress coming into our Country will pay 50%.", "Sofa, Couch, Dresser or Mattress"],
    ["Starting Monday, all Trucks coming into the United States will be charged a 25% Tariff.", "Trucks"],
    // Counted goods named one by one are all of them: the note says "imported heavy trucks", not "heavy truck".
    ["Starting January 1st, every Heavy Truck made outside the United States will pay a 25% Tariff.", "Heavy Trucks"],
    ["We will be putting a 100% Tariff on every Movie made in Foreign Lands!", "Movies"],
    ["A 50% Tariff on all Copper coming into our Country.", "Copper"],
  ])("%s", (sentence, goods) => {
    expect(goodsOf(sentence).goods).toBe(goods);
  });
});
