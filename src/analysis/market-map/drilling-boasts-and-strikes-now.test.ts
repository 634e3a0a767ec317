import { expect, test } from "bun:test";
import { judge } from "../rules.ts";
import { analysis, pointsAs } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probe probe-dev626.json (war, peace and
 * oil): the drilling slogan credited with what stands, a producer's exports set to resume, and strikes under way "as I write this".
 */
test("cheap gasoline 'thanks to DRILL, BABY, DRILL' is a boast of what stands: no new supply, not Medium", () => {
  const s = judge("Gasoline is cheaper than it has been in years, thanks to DRILL, BABY, DRILL! Remember Biden's $5?");
  expect(s.facts.some((f) => f.kind === "supply-up")).toBe(false);
  expect(analysis("Gasoline is cheaper than it has been in years, thanks to DRILL, BABY, DRILL! Remember Biden's $5?").impact).toBe("Low");
});

test("a strait mined beside the slogan credited is a closure, not mixed supply: crude up", () =>
  pointsAs("Iran has mined the Strait of Hormuz. We are the largest Oil producer in the World, thanks to DRILL, BABY, DRILL! We will respond.", {
    USO: "up",
    JETS: "down",
  }));

test("a producer's oil exports that 'will resume on Monday' are more supply: crude down", () =>
  pointsAs("Exports of Venezuelan Oil will resume on Monday, about 800,000 Barrels a day, under our supervision.", { USO: "down", XLE: "down" }));

test("our forces 'hitting' a producer's depots 'as I write this' are strikes under way: an act", () => {
  const s = judge("The truce is over. Our Navy is hitting the Iranian oil depots at Bandar Abbas as I write this.");
  expect(s.facts.some((f) => f.kind === "escalation" && f.action === "oil-conflict")).toBe(true);
});
