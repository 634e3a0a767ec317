import { expect, test } from "bun:test";
import { pointsAs } from "./directions-for-tests.ts";
import { rowFor } from "./rows.ts";

/**
 * Fighting or calm on the Middle East's fronts beside the Gulf (Israel's with Hezbollah or Lebanon, Syria's) moves the war
 * premium on the Gulf's crude, though no producer is a party (forty-sixth round; three tune direction cases of 2026 named
 * Israel's calm and expected crude down, and the map named only Israel's fund and shekel).
 */
test.each([
  [
    "a ceasefire between Israel and Hezbollah takes the war premium out of crude",
    "I had a very good call with Prime Minister Netanyahu of Israel, and Israel has agreed to a complete Ceasefire with Hezbollah, effective immediately.",
    { USO: "down", JETS: "up", SPY: "up", EIS: "up" },
  ],
  [
    "Israel told to stop bombing Lebanon is calm on its front",
    // (The direction case's own three sentences: with two only, the score retrained on the forty-seventh round's
    // labels reads the post as not about markets, at the border.)
    "Israel will not be bombing Lebanon any longer. They are PROHIBITED from doing so by the U.S.A. Enough is enough!!!",
    { USO: "down", EIS: "up" },
  ],
])("%s", (_name, post, expected) => pointsAs(post, expected));

test("where an oil producer is a party its own row prices crude, and the front adds no second reason", () => {
  pointsAs("Iran and Israel have agreed to a complete and total CEASEFIRE, effective immediately!", { USO: "down", EIS: "up" });
});

test("the front's fighting and its calm point crude opposite ways", () => {
  const crude = (kind: "escalation" | "ceasefire") => rowFor(kind, "gulf-oil")?.effects.find((e) => e.group === "crude")?.direction;
  expect([crude("escalation"), crude("ceasefire")]).toEqual(["up", "down"]);
});
