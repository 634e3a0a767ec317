/**
 * Gradient-boosted trees for one probability (logistic loss, second-order steps as in XGBoost),
 * in a few clear lines: shallow trees over binned columns, deterministic (no sampling). They read
 * the same sparse rows as the linear models (model.ts) and find what a sum of weights cannot: a
 * feature that matters only beside another.
 */
import type { Row } from "./model.ts";
import { sigmoid } from "./model.ts";

/** A node: a split (column, threshold: left when value ≤ it) or a leaf (value). */
export type Node = { c: number; t: number; l: number; r: number } | { v: number };

export interface Trees {
  base: number;
  rate: number;
  trees: Node[][];
}

export interface TreeOptions {
  dims: number;
  rounds: number;
  depth: number;
  rate: number;
  /** L2 on a leaf's value. */
  lambda: number;
  /** The least hessian weight a leaf keeps. */
  minLeaf: number;
  /** The most cut points per column. */
  bins: number;
}

/** Each column's cut points: spread evenly over its distinct values (zero among them where a row lacks it). */
function cutsOf(rows: Row[], dims: number, bins: number): number[][] {
  const values: number[][] = Array.from({ length: dims }, () => []);
  for (const r of rows) for (let i = 0; i < r.idx.length; i++) values[r.idx[i]!]!.push(r.val[i]!);
  return values.map((v) => {
    if (!v.length) return [];
    if (v.length < rows.length) v.push(0);
    const sorted = [...new Set(v)].sort((a, b) => a - b);
    if (sorted.length <= bins + 1) return sorted.slice(0, -1);
    return Array.from({ length: bins }, (_, k) => sorted[Math.floor(((k + 1) * sorted.length) / (bins + 1))]!).filter((x, i, a) => i === 0 || x !== a[i - 1]);
  });
}

/** The bin of a value among a column's cut points: how many cuts lie below it. */
function binOf(cuts: number[], v: number): number {
  let [lo, hi] = [0, cuts.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cuts[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Fits the trees to targets in [0, 1] (a soft label is a target between). */
export function fitTrees(rows: Row[], targets: number[], o: TreeOptions): Trees {
  const cuts = cutsOf(rows, o.dims, o.bins);
  const offset = new Int32Array(o.dims + 1);
  for (let j = 0; j < o.dims; j++) offset[j + 1] = offset[j]! + cuts[j]!.length + 1;
  const zeroBin = Int32Array.from(cuts, (c) => binOf(c, 0));
  const binned = rows.map((r) => Int32Array.from(r.idx, (j, i) => binOf(cuts[j]!, r.val[i]!)));
  const values = rows.map(valuesOf);
  const mean = targets.reduce((a, b) => a + b, 0) / targets.length;
  const base = Math.log(mean / (1 - mean));
  const score = new Float64Array(rows.length).fill(base);
  const [g, h] = [new Float64Array(rows.length), new Float64Array(rows.length)];
  const [hg, hh] = [new Float64Array(offset[o.dims]!), new Float64Array(offset[o.dims]!)];
  const trees: Node[][] = [];
  const leaf = (G: number, H: number) => -G / (H + o.lambda);
  for (let t = 0; t < o.rounds; t++) {
    for (let n = 0; n < rows.length; n++) {
      const p = sigmoid(score[n]!);
      g[n] = p - targets[n]!;
      h[n] = Math.max(p * (1 - p), 1e-6);
    }
    const nodes: Node[] = [];
    const grow = (members: number[], depth: number): number => {
      const id = nodes.length;
      let [G, H] = [0, 0];
      for (const n of members) (G += g[n]!), (H += h[n]!);
      nodes.push({ v: leaf(G, H) });
      if (depth >= o.depth || H < 2 * o.minLeaf) return id;
      hg.fill(0);
      hh.fill(0);
      for (const n of members) {
        const r = rows[n]!;
        const b = binned[n]!;
        for (let i = 0; i < r.idx.length; i++) {
          const k = offset[r.idx[i]!]! + b[i]!;
          hg[k]! += g[n]!;
          hh[k]! += h[n]!;
        }
      }
      const parent = (G * G) / (H + o.lambda);
      let best = { gain: 1e-9, c: -1, t: 0 };
      for (let j = 0; j < o.dims; j++) {
        const [from, to] = [offset[j]!, offset[j + 1]!];
        if (to - from < 2) continue;
        // The rows without the column sit in its zero bin: what the node's sums leave over.
        let [sg, sh] = [0, 0];
        for (let k = from; k < to; k++) (sg += hg[k]!), (sh += hh[k]!);
        const z = from + zeroBin[j]!;
        hg[z]! += G - sg;
        hh[z]! += H - sh;
        let [lg, lh] = [0, 0];
        for (let k = from; k < to - 1; k++) {
          lg += hg[k]!;
          lh += hh[k]!;
          const [rg, rh] = [G - lg, H - lh];
          if (lh < o.minLeaf || rh < o.minLeaf) continue;
          const gain = (lg * lg) / (lh + o.lambda) + (rg * rg) / (rh + o.lambda) - parent;
          if (gain > best.gain) best = { gain, c: j, t: cuts[j]![k - from]! };
        }
      }
      if (best.c < 0) return id;
      const { c, t: cut } = best;
      const left = members.filter((n) => (values[n]!.get(c) ?? 0) <= cut);
      const right = members.filter((n) => (values[n]!.get(c) ?? 0) > cut);
      const l = grow(left, depth + 1);
      const r = grow(right, depth + 1);
      nodes[id] = { c, t: cut, l, r };
      return id;
    };
    grow(
      Array.from(rows, (_, n) => n),
      0,
    );
    trees.push(nodes);
    for (let n = 0; n < rows.length; n++) score[n]! += o.rate * walk(nodes, values[n]!);
  }
  return { base, rate: o.rate, trees };
}

/** A row's values by column: a tree asks for a few columns of it, many times over. */
const valuesOf = (row: Row) => new Map(row.idx.map((j, i) => [j, row.val[i]!]));

function walk(nodes: Node[], values: Map<number, number>): number {
  let node = nodes[0]!;
  while (!("v" in node)) node = nodes[(values.get(node.c) ?? 0) <= node.t ? node.l : node.r]!;
  return node.v;
}

/** The trees' probability for a row. */
export function treeProbability(m: Trees, row: Row): number {
  const values = valuesOf(row);
  let s = m.base;
  for (const nodes of m.trees) s += m.rate * walk(nodes, values);
  return sigmoid(s);
}
