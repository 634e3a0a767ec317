/**
 * GloVe word vectors (20,000 words, 100 dimensions; scripts/build-vectors.ts says where they come
 * from): the direction of a post's words, so that the relevance model can tell a post about the
 * economy in words no labeled post used ("holidays cost our businesses billions") from one about
 * something else. Embedded in the executable and read once, on first use.
 *
 * A word is found by a 52-bit hash of it in a sorted array, not by a Map of its strings: at 50,000
 * words the strings and the Map kept about 12 MB more resident (the binary's idle RSS 98 → 93 MB),
 * against the process's idle goal of 80 MB.
 */
import { readFileSync } from "node:fs";
import vectorsPath from "./vectors.i8" with { type: "file" };
import wordsPath from "./words.txt" with { type: "file" };

export const DIMS = 100;

interface Table {
  /** The words' keys, ascending, and for each the word's row in `vectors`. */
  keys: Float64Array;
  rows: Uint32Array;
  vectors: Int8Array;
  /** One over each stored vector's length: a row is a direction scaled to ±127. */
  inverseNorms: Float32Array;
}
let table: Table | undefined;

/** A word's key: 52 bits of its wyhash (Bun's), exact in a double. */
export const keyOf = (word: string) => Number(BigInt.asUintN(52, Bun.hash.wyhash(word)));

/** The table's words in row order (a test checks that no two share a key). */
export const tableWords = () => readFileSync(wordsPath, "utf8").trimEnd().split("\n");

function load(): Table {
  if (table) return table;
  const byRow = Float64Array.from(tableWords(), keyOf);
  const raw = readFileSync(vectorsPath);
  const vectors = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  if (vectors.length !== byRow.length * DIMS) throw new Error(`word vectors: ${vectors.length} bytes for ${byRow.length} words`);
  const rows = Uint32Array.from(byRow.keys()).sort((a, b) => byRow[a]! - byRow[b]!);
  const inverseNorms = new Float32Array(byRow.length);
  for (let i = 0; i < byRow.length; i++) {
    let s = 0;
    for (let d = 0; d < DIMS; d++) s += vectors[i * DIMS + d]! ** 2;
    inverseNorms[i] = s ? 1 / Math.sqrt(s) : 0;
  }
  table = { keys: Float64Array.from(rows, (r) => byRow[r]!), rows, vectors, inverseNorms };
  return table;
}

/** The word's row, or -1. */
function rowOf(t: Table, word: string): number {
  const key = keyOf(word);
  let [lo, hi] = [0, t.keys.length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = t.keys[mid]!;
    if (k === key) return t.rows[mid]!;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The unit-length mean of the known words' unit vectors; null when no word is known. */
export function meanDirection(words: Iterable<string>): Float64Array | null {
  const t = load();
  const sum = new Float64Array(DIMS);
  let known = 0;
  for (const w of words) {
    const i = rowOf(t, w);
    if (i < 0) continue;
    const at = i * DIMS;
    const unit = t.inverseNorms[i]!;
    for (let d = 0; d < DIMS; d++) sum[d]! += t.vectors[at + d]! * unit;
    known++;
  }
  let squares = 0;
  for (let d = 0; d < DIMS; d++) squares += sum[d]! ** 2;
  const length = Math.sqrt(squares);
  if (!known || !length) return null;
  for (let d = 0; d < DIMS; d++) sum[d]! /= length;
  return sum;
}
