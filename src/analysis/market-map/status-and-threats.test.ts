import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, pointsAs } from "./directions-for-tests.ts";

/** Written for these tests (thirty-fifth round, from probe-blind34.json and probe-dev465.json … probe-dev476.json, in new words). */
const kinds = (post: string) => judge(post).facts.map((f) => f.kind);

test("a tariff 'lifted to 50%' is raised, not relief", () => {
  const post = "As of Monday, the Tariff on Mexican Steel will be lifted to 50%. They were warned!";
  expect(kinds(post)).not.toContain("tariff-cut");
  pointsAs(post, { MXN: "down", EWW: "down" });
});

test.each([
  ["a rate the partner 'continues to pay'", "Korean Steel continues to pay the 25% Tariff. Our Mills are BOOMING!"],
  ["a rate the partner 'is paying'", "Malaysia is paying 19%, and double if they cheat. Very fair!"],
  ["a rate that 'will remain in place'", "The 15% Tariff on Swiss goods will remain in place while the talks go on. Nothing else changes."],
])("%s is the state of things told again, not a new act", (_, post) => {
  expect(analysis(post).impact).not.toBe("High");
});

test("companies told to help bring a price down ('We will get it down!') are under pressure, not praised", () => {
  pointsAs("Meeting today on the price of Eggs. We will get it down! Cal-Maine must work with us.", { CALM: "down" });
});

test("more output asked for on pain of the work going elsewhere is a threat to the company, not orders", () => {
  const post = "Our troops need shells now. If General Dynamics can't ramp up production fast, we will find someone who can!";
  expect(kinds(post)).not.toContain("company-orders");
  pointsAs(post, { GD: "down" });
});

test("raiders that 'will cease all attacks' on shipping step back: crude down", () => {
  const post = "The Houthis have told us they will cease all attacks on ships in the Red Sea. Our strikes end today. Good!";
  expect(kinds(post)).toContain("de-escalation");
  pointsAs(post, { USO: "down" });
});
