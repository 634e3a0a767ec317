/**
 * One pattern from a table of the ways a thing is said: each way on a line of its own, under the
 * comment that says why, rather than one line of a thousand characters. `anyWords` joins the ways
 * inside one pair of word boundaries, as a pattern `\b(a|b|…)\b` does; `anyWay` joins them as they
 * are. The pattern built is the very one the long line was (the same source, so the same quick
 * plan: lexicon/quick.ts).
 */
const joined = (ways: RegExp[]) => ways.map((w) => w.source).join("|");

export const anyWords = (ways: RegExp[], flags = "i") => new RegExp(`\\b(${joined(ways)})\\b`, flags);

export const anyWay = (ways: RegExp[], flags = "i") => new RegExp(joined(ways), flags);
