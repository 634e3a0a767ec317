/**
 * Fitting text to a platform's limits. A platform refuses a message over its limits (Discord
 * answers 400 to an embed over 6,000 characters, Telegram to a text over 4,096), and a refused
 * alert never arrives: so every channel cuts what it sends, with "…", rather than drop it.
 * Lengths are JavaScript string lengths (UTF-16 units), never fewer than the characters the
 * platforms count, so a fitted text always fits.
 */

export const ELLIPSIS = "…";

/** True when cutting right before index `i` would split a surrogate pair (an emoji) in two. */
const splitsPair = (s: string, i: number) => i > 0 && i < s.length && /[\uD800-\uDBFF]/.test(s[i - 1]!);

/** Where to cut so the kept part ends at a word when one ends near `i` (within the last fifth). */
function wordEnd(s: string, i: number) {
  const sp = Math.max(s.lastIndexOf(" ", i), s.lastIndexOf("\n", i));
  return sp > i * 0.8 ? sp : i;
}

/**
 * `raw` cut so that `esc(result)` is at most `max` long, the cut marked with "…". The cut is
 * made on the raw text, so an esc (`&amp;`, `\*`) is never split. Escaping is monotone in
 * length, so the longest fitting prefix is found by bisection.
 */
export function fitEscaped(raw: string, max: number, esc: (s: string) => string = (s) => s): string {
  if (esc(raw).length <= max) return raw;
  if (max < ELLIPSIS.length) return "";
  let lo = 0;
  let hi = raw.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (esc(raw.slice(0, mid)).length + ELLIPSIS.length <= max) lo = mid;
    else hi = mid - 1;
  }
  let i = wordEnd(raw, lo);
  if (splitsPair(raw, i)) i--;
  return `${raw.slice(0, i).trimEnd()}${ELLIPSIS}`;
}

/**
 * An already rendered text cut to `max`, for a last guard over a whole message: it backs off
 * from a half esc (an `&amp;` entity, a trailing `\`) and a half emoji.
 */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  if (max < ELLIPSIS.length) return "";
  let i = max - ELLIPSIS.length;
  if (splitsPair(s, i)) i--;
  const amp = s.lastIndexOf("&", i);
  if (amp >= 0 && amp >= i - 8 && !s.slice(amp, i).includes(";")) i = amp;
  let keep = s.slice(0, i);
  // An odd run of backslashes at the end would esc the ellipsis (Discord's markdown).
  const slashes = /\\+$/.exec(keep)?.[0].length ?? 0;
  if (slashes % 2 === 1) keep = keep.slice(0, -1);
  return `${keep}${ELLIPSIS}`;
}

/** A piece of a message: `pre` + esc(`text`) + `post`, of which only `text` may be cut. */
export interface Piece {
  pre: string;
  text: string;
  post?: string;
}

/**
 * The pieces cut until they fit in `max` once rendered and joined by `sep`: every text longer than
 * one common cap is cut to it (the largest cap that fits), so a 5,000-character summary shares the
 * room with the rest instead of pushing it out. Every piece stays (a cut one keeps its label and
 * "…"), so nothing is dropped silently.
 */
export function fitPieces(pieces: Piece[], max: number, esc: (s: string) => string, sep: string): string[] {
  const render = (ps: Piece[]) => ps.map((p) => `${p.pre}${esc(p.text)}${p.post ?? ""}`);
  const lines = render(pieces);
  const total = lines.join(sep).length;
  if (total <= max) return lines;
  const lens = pieces.map((p) => esc(p.text).length);
  const fixed = total - lens.reduce((a, b) => a + b, 0);
  const sizeAt = (cap: number) => fixed + lens.reduce((n, l) => n + Math.min(l, cap), 0);
  let lo = 0;
  let hi = Math.max(...lens);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (sizeAt(mid) <= max) lo = mid;
    else hi = mid - 1;
  }
  const cut = render(pieces.map((p, i) => (lens[i]! > lo ? { ...p, text: fitEscaped(p.text, Math.max(lo, ELLIPSIS.length), esc) } : p)));
  // The labels alone are too long: a last cut of the whole, which the caller's limit still holds.
  return cut.join(sep).length <= max ? cut : [clip(cut.join(sep), max)];
}
