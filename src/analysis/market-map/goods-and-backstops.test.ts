import { test } from "bun:test";
import { pointsAs } from "./directions-for-tests.ts";

/** Rows of the forty-seventh round (goods.ts, and a backstop read), from development posts in my own words. */
test.each([
  [
    "robots and machine tools: the Japanese and German makers pay, Rockwell Automation is shielded and taxed at once",
    "Starting January 1st, we will be imposing a 25% Tariff on all imported Robotics and Industrial Machinery. We will build our own machines in America!",
    { FANUY: "down", SIEGY: "down", KMTUY: "down", ROK: "unclear" },
  ],
  [
    "goods of two words after 'and' are goods too: both the turbines' and the panels' rows ('on Wind Turbines and Solar Panels')",
    "We are putting a 50% Tariff on Wind Turbines and Solar Panels coming into the United States, effective immediately.",
    { GEV: "up", FSLR: "up", JKS: "down" },
  ],
])("%s", (_name, post, expected) => pointsAs(post, expected));

test("a partner's currency bought ('buying Argentina's Pesos') is a backstop: its markets and currency rise", () => {
  pointsAs("The United States will be buying Argentina's Pesos to support President Milei. We will also extend a $20 Billion Swap Line.", {
    ARGT: "up",
    ARS: "up",
  });
});
