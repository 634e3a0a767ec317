import { expect, test } from "bun:test";
import { pointsAs, ways } from "./directions-for-tests.ts";

/**
 * Written for these tests (fifty-first round, in new words), from the development probes probe-dev618.json and
 * probe-dev619.json: household appliances as goods a tariff names, goods brought under the steel tariff, sanctions laid on a
 * listed company by name, curbs on a good's sales to a partner taken off; and from probe-dev620.json, partners' currencies
 * lifted with the dollar talked down.
 */
test("a tariff on imported refrigerators and dishwashers shields the U.S. appliance maker", () =>
  pointsAs("Starting October 1st, imported Refrigerators and Dishwashers will pay a 40% Tariff.", { WHR: "up" }));

test("appliances brought under the steel tariff by name: the appliance maker and the steel makers up", () =>
  pointsAs("Appliances such as Ovens and Clothes Dryers will now be subject to our 50% Steel Tariff, beginning next month.", {
    WHR: "up",
    NUE: "up",
  }));

test("the tariff on a partner's washing machines cut: the partner up, the U.S. maker loses its shield", () =>
  pointsAs("The Tariff on Korean Washing Machines is reduced to 10%, effective today.", { EWY: "up", KRW: "up", WHR: "down" }));

test("sanctions placed on a listed company by name (Ecopetrol) put it down", () =>
  pointsAs("I am placing Sanctions on Ecopetrol, as of today, until Colombia stops the drug flow.", { EC: "down" }));

test("sanctions on justices, with companies named beside them, are no act on the companies", () => {
  const w = ways("I am imposing Sanctions on the Justices who ruled against Meta and Google, effective today.");
  expect(w.META).not.toBe("down");
  expect(w.GOOGL).not.toBe("down");
});

test("curbs on a good's sales to a partner lifted ('lift the restrictions on Jet Engine sales to China') let its makers sell again", () =>
  pointsAs("We have agreed to lift the restrictions on Jet Engine sales to China, starting Monday.", { GE: "up" }));

test("curbs on a good's exports said to be lifted after it ('…are now lifted') are eased, not imposed", () =>
  pointsAs("The restrictions on Chip Design Software exports to China are now lifted, as of this morning.", { SNPS: "up", CDNS: "up" }));

test("an intervention with a partner to bring its currency 'back to fair value' lifts that currency, and is no hard line on it", () => {
  const w = ways(
    "Together with Japan, our Treasury will intervene in the foreign exchange markets tomorrow to bring the Yen back to fair value. The Dollar is much too high!",
  );
  expect(w).toMatchObject({ JPY: "up", DXY: "down" });
  expect(w.EWJ).not.toBe("down");
});

test("partners blamed, in the next sentence, for keeping their currencies low are whose currencies a weaker dollar lifts", () =>
  pointsAs("Our Dollar is way too strong and our factories suffer. Japan and Korea have been keeping their currencies low for a decade. It has to be fixed.", {
    DXY: "down",
    JPY: "up",
    KRW: "up",
  }));
