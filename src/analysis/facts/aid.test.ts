import { describe, expect, test } from "bun:test";
import { judge } from "../rules.ts";

const cutoffs = (content: string) =>
  judge(content)
    .facts.filter((f) => f.kind === "trade-cutoff")
    .map((f) => f.countries);

// Written for these tests: aid or payments to a country cut off is a cutoff aimed at that country;
// funding cut to a body at home, or aid kept or raised, is not.
describe("aid to a country cut off", () => {
  test.each([
    ["payments no longer made", "AS OF TODAY, THESE PAYMENTS, OR SUBSIDIES, WILL NO LONGER BE MADE TO COLOMBIA. Petro better stop it!", ["Colombia"]],
    ["funding cut off", "I will be cutting off all future funding to South Africa until a full investigation has been completed!", ["South Africa"]],
    ["aid halted", "We are halting all foreign aid to Nigeria, effective immediately.", ["Nigeria"]],
  ])("a cutoff: %s", (_, content, want) => {
    expect(cutoffs(content)).toEqual([want]);
  });

  test.each([
    ["funding cut at home", "We are cutting off all funding to NPR and PBS. A total waste of Taxpayer money!"],
    ["aid kept", "We will continue our aid to Israel, a great friend, and payments will be made on time."],
    ["aid raised", "We are increasing funding to Argentina, a country doing very well under Javier Milei."],
  ])("no cutoff: %s", (_, content) => {
    expect(cutoffs(content)).toEqual([]);
  });
});
