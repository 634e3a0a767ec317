import { expect, test } from "bun:test";
import { kinds, pointsAs, readsAs, ways } from "./directions-for-tests.ts";

/** Written for these tests (fortieth round, from probe-blind39.json and probe-dev534.json … probe-dev545.json, in new words). */

/** A fact kind read, then the map's directions for it. */
test.each([
  [
    "strikes paused with the time set off by commas ('to HALT, for 7 Days, all Strikes') are calm",
    "After good talks, I have ordered the Department of War to HALT, for 7 Days, all Strikes on Iran's Power Plants and Refineries. Talks continue.",
    "de-escalation",
    { USO: "down", SPY: "up" },
  ],
  [
    "a strike he 'will NOT be carrying out' is called off",
    "At the request of our friends in the Gulf, the United States will NOT be carrying out the attack on Iran planned for tonight. We remain ready.",
    "de-escalation",
    { USO: "down", SPY: "up" },
  ],
  [
    "a truce both sides 'have signed on' to, after the strikes told in the past: the truce is the news",
    "Their missile sites were destroyed! Israel and Iran have both signed on to a Complete and Total CEASEFIRE, to begin at noon. God Bless!",
    "ceasefire",
    { USO: "down", SPY: "up" },
  ],
  [
    "an offer spurned ('I gave Iran every chance… to reopen the Strait'), then a strike on its oil: escalation",
    "I gave Iran every chance to make a Deal and to reopen the Strait. They laughed at us. A short time ago, at my direction, our Military struck Iran's largest oil terminal.",
    "escalation",
    { USO: "up", SPY: "down" },
  ],
  [
    "a company shut out of the business on offer ('Maybe we keep them out') is attacked",
    "Chevron doesn't want to invest in the New Venezuela? OK. Maybe we keep them out!",
    "company-attack",
    { CVX: "down" },
  ],
  [
    "a court that has ruled 'our Reciprocal Tariffs' illegal cuts the tariffs",
    "BREAKING: The Court of International Trade has just ruled that our Reciprocal Tariffs are ILLEGAL, and ordered that they end within 14 days. A terrible decision, which we will appeal!",
    "tariff-cut",
    { SPY: "up" },
  ],
  [
    "a start that 'now begins August 1st instead of July 1st' is put off",
    "Japan asked for more time. Fine: the 25% Tariff on Japan now begins August 1st instead of July 1st.",
    "tariff-paused",
    { EWJ: "up" },
  ],
  [
    "a border closed 'to ALL commercial truck traffic' cuts the partner's trade",
    "Until Canada stops the drugs, I am CLOSING the Northern Border to ALL commercial truck traffic, beginning Monday.",
    "trade-cutoff",
    { CAD: "down", EWC: "down" },
  ],
  [
    "a strike dated 'last June' is the background of a ceasefire announced now",
    "After the strikes on Iran last June, the oil price came DOWN. Now, I am announcing a ceasefire between Israel and Hezbollah, starting tonight!",
    "ceasefire",
    // (Calm on Israel's front takes the war premium out of the Gulf's crude: down, not the strike's up.)
    { USO: "down", EIS: "up" },
  ],
  [
    "sanctions relief that 'will come ONLY after the Final Deal is signed' keeps the sanctions",
    "Any sanctions relief for Iran will come ONLY after the Final Deal is signed. Iranian Oil will NOT be sold until then!",
    "sanction",
    { USO: "up" },
  ],
  [
    "sanctions relief that 'could come back' is a warning that the sanctions return",
    "The Sanctions relief we gave Venezuela could come back very quickly if they cheat on the elections!",
    "sanction",
    { USO: "up" },
  ],
])("%s", (_name, post, kind, expected) => readsAs(post, kind as never, expected));

test("terms a drugmaker signed, for a grace period from its sector's tariffs, are a deal it gains from", () => {
  pointsAs(
    "Pfizer has signed our Most Favored Nation Pricing Agreement. Americans will pay the lowest price for their medicines and, in exchange, Pfizer will receive a 3 year grace period from Pharmaceutical Tariffs.",
    { PFE: "up" },
  );
});

test("sanctions weighed 'until they agree to stop the fighting' are no calm", () => {
  const post = "We are looking very hard at hitting Russia's Banks, and more, until they agree to stop the fighting.";
  expect(kinds(post)).not.toContain("de-escalation");
  pointsAs(post, { USO: undefined });
});

test("a deal he can take or leave ('maybe we just keep the Tariffs where they are… I don't care either way') is no talks going well", () => {
  const post = "Mexico wants a deal very badly. Maybe we make one, maybe we just keep the Tariffs where they are. I don't care either way!";
  expect(kinds(post)).not.toContain("trade-talks");
  expect(ways(post).EWW).not.toBe("up");
});

test("tankers counted passing the strait are oil let through", () => {
  readsAs("52 Tankers sailed through the Strait of Hormuz yesterday, a record since the fighting began. Oil prices will fall!", "supply-up", { USO: "down" });
});
