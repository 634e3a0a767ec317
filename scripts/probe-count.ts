/** How a probe post's expected directions and level compare with an analysis: the one counting rule of scripts/eval-probe.ts and scripts/probe-tallies.ts. */

export interface Probe {
  post: string;
  level?: string;
  expect?: Record<string, "up" | "down" | "unclear">;
}
export type Outcome = "right" | "wrong" | "unclear" | "missing";
export const emptyTally = () => ({ right: 0, wrong: 0, unclear: 0, missing: 0, calls: 0, leveled: 0, same: 0, tp: 0, fp: 0, fn: 0 });
export type Tally = ReturnType<typeof emptyTally>;

interface Judged {
  impact: string;
  instruments: { symbol: string; direction: string }[];
}

/** Adds one post's expected calls and its level to the tally; returns each call with what was named (undefined: not named). */
export function countPost(t: Tally, p: Probe, a: Judged): { symbol: string; want: string; got?: string; outcome: Outcome }[] {
  const named = new Map(a.instruments.map((i) => [i.symbol, i.direction]));
  const calls = Object.entries(p.expect ?? {}).map(([symbol, want]) => {
    const got = named.get(symbol);
    const outcome: Outcome = got === want ? "right" : !got ? "missing" : got === "unclear" ? "unclear" : "wrong";
    t.calls++;
    t[outcome]++;
    return { symbol, want, got, outcome };
  });
  if (p.level) {
    t.leveled++;
    if (a.impact === p.level) t.same++;
    if (a.impact === "High" && p.level === "High") t.tp++;
    else if (a.impact === "High") t.fp++;
    else if (p.level === "High") t.fn++;
  }
  return calls;
}
