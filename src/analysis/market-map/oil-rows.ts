/**
 * The market map's rows for oil: sanctions on a producer or its buyers and their lifting, fighting
 * and calm involving a producer, talks with a producer under sanctions (held or refused), barrels
 * added or held back, a producer's licence ended.
 */
import { down, OIL_OFF, OIL_ON, up } from "./effects.ts";
import type { Row } from "./rows.ts";

export const OIL_ROWS: Row[] = [
  {
    kind: "sanction",
    target: "oil-producer",
    effects: [...OIL_OFF, down("country"), down("currency"), down("licensees"), down("market")],
    reason: "Sanctions on an oil producer take its barrels off the market: crude and producers rise; airlines, its licensees and U.S. equities pay.",
  },
  {
    kind: "sanction",
    target: "oil-buyers",
    effects: [...OIL_OFF, down("buyers")],
    reason: "Sanctions on the buyers of a producer's oil leave its barrels unsold: less supply lifts crude, and the buyers' markets pay.",
  },
  {
    kind: "sanction",
    target: "country",
    effects: [down("country"), down("currency")],
    reason: "Sanctions cut the target off from trade and finance: its stocks and currency fall.",
  },
  {
    kind: "sanction-lifted",
    target: "oil-producer",
    effects: [...OIL_ON, up("country"), up("currency"), up("licensees"), up("market")],
    reason: "Lifting sanctions on an oil producer brings its barrels back: crude and producers fall; airlines, its licensees and U.S. equities gain.",
  },
  {
    kind: "sanction-lifted",
    target: "oil-buyers",
    effects: [...OIL_ON, up("buyers")],
    reason: "Buyers free to take a producer's oil again bring its barrels back to market: crude falls, the buyers' markets recover.",
  },
  {
    kind: "purchase",
    target: "oil-buyer-spared",
    effects: [up("buyers")],
    reason: "A buyer that cuts back on a sanctioned producer's oil is spared the penalties on those who buy it: its stocks and currency gain.",
  },
  {
    kind: "sanction-lifted",
    target: "country",
    effects: [up("country"), up("currency")],
    reason: "Lifting sanctions reopens trade and finance: the target's stocks and currency recover.",
  },
  {
    kind: "escalation",
    target: "oil-producer",
    effects: [...OIL_OFF, up("defense"), down("market"), up("volatility"), up("gold")],
    reason: "Fighting with an oil producer, or its threat, puts a supply risk premium on crude: risk-off for equities; volatility, defense and gold up.",
  },
  {
    kind: "escalation",
    target: "major",
    effects: [down("market"), up("volatility"), up("defense"), up("gold"), down("country"), down("currency")],
    reason: "Military escalation involving a major economy is risk-off: equities fall; volatility, defense and gold, the haven, rise.",
  },
  {
    kind: "escalation",
    target: "country",
    effects: [down("country"), down("currency")],
    reason: "Fighting on a country's soil or borders puts a risk premium on its stocks and currency.",
  },
  {
    kind: "escalation",
    target: "red-sea",
    effects: [up("container-shippers")],
    reason: "Attacks on Red Sea shipping send ships the long way around Africa: container freight rates, and the lines that charge them, rise.",
  },
  {
    kind: "escalation",
    target: "gulf-oil",
    effects: [...OIL_OFF, down("market"), up("volatility")],
    reason: "Fighting on the Middle East's fronts raises the risk of a wider war around the Gulf: a war premium on crude; risk-off, airlines pay.",
  },
  {
    kind: "escalation",
    target: "europe",
    effects: [down("country"), down("currency"), up("defense")],
    reason: "War between Russia and Ukraine is Europe's next door: dearer energy and war risk weigh on its stocks and the euro; defense gains orders.",
  },
  ...(["de-escalation", "ceasefire"] as const).flatMap((kind): Row[] => [
    {
      kind,
      target: "country",
      effects: [up("country"), up("currency")],
      reason: "An end to fighting takes the war risk out of the countries' stocks and currencies, and reopens trade with them.",
    },
    {
      kind,
      target: "oil-producer",
      effects: [...OIL_ON, up("market"), down("volatility"), down("gold"), down("defense")],
      reason:
        kind === "ceasefire"
          ? "A ceasefire with an oil producer takes the war premium out of crude and gold: risk-on; crude, producers and defense down, airlines up."
          : "A step back from fighting with an oil producer eases the supply risk: crude, gold and defense down; risk-on for equities.",
    },
    {
      kind,
      target: "major",
      effects: [up("market"), down("volatility"), up("country"), up("currency"), down("defense")],
      reason: "Calm with a major economy is risk-on: equities rise, volatility eases and defense contractors lose the war's orders.",
    },
    {
      kind,
      target: "red-sea",
      effects: [down("container-shippers")],
      reason: "Ships passing the Red Sea again end the long way around Africa: container freight rates fall back.",
    },
    {
      kind,
      target: "gulf-oil",
      effects: [...OIL_ON, up("market"), down("volatility")],
      reason: "Calm on the Middle East's fronts lowers the risk of a wider war around the Gulf: its war premium leaves crude; risk-on, airlines up.",
    },
    {
      kind,
      target: "europe",
      effects: [up("country"), up("currency"), down("defense")],
      reason: "An end to the Russia-Ukraine war lowers Europe's energy bill and risk next door: its stocks and the euro gain, defense loses orders.",
    },
  ]),
  {
    kind: "ceasefire",
    target: "market",
    effects: [up("market"), down("volatility")],
    reason:
      "A ceasefire he announces ends a war the U.S. is in or brokers: risk-on for U.S. equities, volatility eases; the post names no party, so no crude or country.",
  },
  {
    kind: "trade-talks",
    target: "oil-producer",
    effects: [...OIL_ON, up("market"), down("volatility")],
    reason: "Talks with an oil producer under sanctions or at war make a deal that returns its barrels likelier: crude down, risk-on.",
  },
  {
    kind: "talks-off",
    target: "oil-producer",
    effects: [...OIL_OFF, down("market"), up("volatility")],
    reason: "Talks refused or called off with an oil producer under sanctions or at war keep its barrels off the market: crude up, risk-off.",
  },
  {
    kind: "supply-up",
    target: "oil-supply",
    effects: OIL_ON,
    reason: "More oil reaching the market weighs on crude and producers; airlines' fuel gets cheaper.",
  },
  {
    kind: "supply-up",
    target: "drilling-land",
    effects: [down("crude"), up("oil-producers")],
    reason:
      "Federal land and waters opened to drilling are new leases for U.S. producers; the barrels they add come years later, and weigh on crude as a prospect.",
  },
  {
    kind: "supply-down",
    target: "oil-supply",
    effects: OIL_OFF,
    reason: "Oil held back from the market lifts crude and producers; airlines pay more for fuel.",
  },
  {
    kind: "supply-up",
    target: "oil-route",
    effects: [...OIL_ON, up("market"), down("volatility"), up("route-importers")],
    reason: "An oil route reopened or a blockade lifted lets the barrels through: crude and producers down; airlines, importers and the market up.",
  },
  {
    kind: "supply-down",
    target: "oil-route",
    effects: [...OIL_OFF, down("market"), up("volatility"), down("route-importers")],
    reason: "An oil route closed, blockaded or charged holds barrels back from every buyer: crude and producers up; airlines, importers and the market down.",
  },
  {
    kind: "energy-policy",
    target: "oil-producer",
    effects: [...OIL_OFF, down("licensees")],
    reason: "Ending a producer's oil licence or concession takes its output off the market, and its licensees lose that output.",
  },
  {
    kind: "supply-up",
    target: "oil-producer",
    effects: [...OIL_ON, up("licensees")],
    reason: "A producer's oil flowing again weighs on crude, and is more output for the companies producing there under licence.",
  },
  {
    kind: "supply-down",
    target: "oil-producer",
    effects: [...OIL_OFF, down("licensees")],
    reason: "A producer's oil held back lifts crude, and is less output for the companies producing there under licence.",
  },
];
