/** A regular expression's source parsed to a small tree of words, groups and other atoms (quick.ts reads its keys). */

/** A pattern's pieces: what the keys need to know of each. */
export type Node =
  | { t: "letter"; ch: string; min: number; max: number }
  | { t: "boundary" }
  | { t: "zero"; notBoundary: boolean }
  | { t: "group"; alts: Node[][]; min: number; lookaround: boolean }
  /** Anything else; `nonLetter` when it can only match characters that are not letters. */
  | { t: "other"; min: number; nonLetter: boolean; mark?: string };

const QUANTIFIER = /^(?:([?*+])|\{(\d+)(?:(,)(\d*))?\})\??/;
const QUANTIFIABLE = new Set(["?", "*", "+", "{"]);

/** Parses alternatives from `i` up to an unmatched ")" or the end; returns them and where it stopped. */
export function parse(src: string, i: number): [Node[][], number] {
  const alts: Node[][] = [[]];
  let seq = alts[0]!;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === ")") return [alts, i];
    if (ch === "|") {
      seq = [];
      alts.push(seq);
      i++;
      continue;
    }
    let node: Node;
    if (ch === "(") {
      let lookaround = false;
      let j = i + 1;
      if (src[j] === "?") {
        if (src[j + 1] === ":") j += 2;
        else if (src[j + 1] === "=" || src[j + 1] === "!") [lookaround, j] = [true, j + 2];
        else if (src[j + 1] === "<" && (src[j + 2] === "=" || src[j + 2] === "!")) [lookaround, j] = [true, j + 3];
        else throw new Error("named group");
      }
      const [inner, end] = parse(src, j);
      if (src[end] !== ")") throw new Error("unclosed group");
      node = { t: "group", alts: inner, min: 1, lookaround };
      i = end + 1;
    } else if (ch === "[") {
      let j = i + 1;
      if (src[j] === "^") j++;
      if (src[j] === "]") j++;
      while (j < src.length && src[j] !== "]") j += src[j] === "\\" ? 2 : 1;
      const body = src.slice(i + 1, j).replace(/\\u[0-9A-Fa-f]{4}|\\[sdW]|\\[^A-Za-z]/g, "");
      node = { t: "other", min: 1, nonLetter: src[i + 1] !== "^" && !/[A-Za-z\\]/.test(body) };
      i = j + 1;
    } else if (ch === "\\") {
      const e = src[i + 1] ?? "";
      const hex = e === "u" ? /^u[0-9A-Fa-f]{4}/.exec(src.slice(i + 1, i + 6)) : e === "x" ? /^x[0-9A-Fa-f]{2}/.exec(src.slice(i + 1, i + 4)) : null;
      if (e === "b") node = { t: "boundary" };
      else if (e === "B") node = { t: "zero", notBoundary: true };
      // \s, \d, \W and escaped punctuation ("\.", "\$") match no letter; \w, \S, \D, \x41 may.
      else
        node = {
          t: "other",
          min: 1,
          nonLetter: hex ? !/[A-Za-z]/.test(String.fromCharCode(Number.parseInt(hex[0].slice(1), 16))) : /^[sdW]$|^[^A-Za-z0-9]$/.test(e),
          mark: e === "d" ? "digit" : /^[$%&]$/.test(e) ? e : undefined,
        };
      i += hex ? 1 + hex[0].length : 2;
    } else if (ch === "^" || ch === "$") {
      // A start of the text or of a sentence: a letter after it starts a word.
      node = ch === "^" ? { t: "boundary" } : { t: "zero", notBoundary: false };
      i++;
    } else {
      // An ASCII letter, either case (the 32 bit lower-cases A–Z; nothing else lands in a–z).
      const c = ch.charCodeAt(0) | 32;
      node =
        c >= 97 && c <= 122
          ? { t: "letter", ch, min: 1, max: 1 }
          : { t: "other", min: 1, nonLetter: ch !== ".", mark: ch === "%" || ch === "&" ? ch : undefined };
      i++;
    }
    // A quantifier: how often the piece may occur.
    const q = QUANTIFIABLE.has(src[i]!) ? QUANTIFIER.exec(src.slice(i, i + 12)) : null;
    if (q) {
      const min = q[1] ? (q[1] === "+" ? 1 : 0) : Number(q[2]);
      const max = q[1] ? (q[1] === "?" ? 1 : Infinity) : q[3] ? (q[4] ? Number(q[4]) : Infinity) : min;
      if (node.t === "boundary" || node.t === "zero") node = { t: "other", min, nonLetter: false };
      else if (node.t === "letter") node = { ...node, min, max };
      else node = { ...node, min };
      i += q[0].length;
    }
    seq.push(node);
  }
  return [alts, i];
}
