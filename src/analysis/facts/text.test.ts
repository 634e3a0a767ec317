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
  ])("%s", (sentence, goods) => {
    expect(goodsOf(sentence).goods).toBe(goods);
  });
});
