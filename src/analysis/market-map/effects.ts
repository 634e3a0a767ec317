/** The pieces a row of the market map is made of: an effect on a group, and the oil market's two ways. */
import type { Direction } from "../analyzer.ts";
import type { Group } from "./groups.ts";

export interface Effect {
  group: Group;
  direction: Direction;
  /** Why this group goes its own way, when the row's reason does not say it (an `unclear`'s reason). */
  why?: string;
}

export const up = (group: Group, why?: string): Effect => ({ group, direction: "up", ...(why ? { why } : {}) });
export const down = (group: Group, why?: string): Effect => ({ group, direction: "down", ...(why ? { why } : {}) });
export const unclear = (group: Group, why: string): Effect => ({ group, direction: "unclear", why });
/** The opposite effect on the same group. A reason written for one way is wrong the other way, so it goes. */
export const flip = (e: Effect): Effect => (e.direction === "unclear" ? e : { group: e.group, direction: e.direction === "up" ? "down" : "up" });

/** Less oil on the market: crude and producers up, airlines pay more for fuel. */
export const OIL_OFF: Effect[] = [up("crude"), up("oil-producers"), down("oil-consumers")];
export const OIL_ON: Effect[] = OIL_OFF.map(flip);
