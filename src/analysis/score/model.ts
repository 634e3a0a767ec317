/**
 * A multinomial logistic regression over sparse features, in a few clear lines: softmax over the
 * four impact levels, L2-regularised, fitted by full-batch Adam (deterministic: no sampling).
 *
 * Multinomial rather than ordinal: the levels are ordered, but the evidence is not one scale. An
 * article link pushes a post from None to Low and at the same time away from High; a proportional-
 * odds model would force one sign per feature across every cut. Four free rows cost little here.
 */

/** One post as the model sees it: the indices of its present features and their values. */
export interface Row {
  idx: number[];
  val: number[];
}

export interface Linear {
  /** weights[k][j]: level k, feature j. */
  weights: number[][];
  bias: number[];
}

export function softmax(z: number[]): number[] {
  const m = Math.max(...z);
  const e = z.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / s);
}

export function probabilities(model: Linear, row: Row): number[] {
  const z = model.bias.map((b, k) => {
    const w = model.weights[k]!;
    let s = b;
    for (let i = 0; i < row.idx.length; i++) s += w[row.idx[i]!]! * row.val[i]!;
    return s;
  });
  return softmax(z);
}

export interface FitOptions {
  classes: number;
  dims: number;
  /** L2 strength per example. */
  lambda: number;
  /** A column's L2 as a multiple of `lambda` (1 where absent): words may be held closer to zero than facts. */
  lambdaScale?: Float64Array;
  iterations: number;
  /** Per-class weights, so that a rare level is not drowned by the common ones. */
  classWeight?: number[];
  /** Per-example weights (1 where absent), times the class weight: a row of a soft label weighs its share. */
  sampleWeight?: number[];
}

/**
 * Fits the weights by full-batch Adam on the weighted, L2-penalised cross-entropy. Written without
 * allocation in the loops (cross-validation fits it hundreds of times); the arithmetic is that of
 * `probabilities` and softmax, in the same order.
 */
export function fit(rows: Row[], labels: number[], o: FitOptions): Linear {
  const K = o.classes;
  const D = o.dims;
  const W = Array.from({ length: K }, () => new Float64Array(D));
  const b = new Float64Array(K);
  const m = Array.from({ length: K }, () => new Float64Array(D + 1));
  const v = Array.from({ length: K }, () => new Float64Array(D + 1));
  const gW = Array.from({ length: K }, () => new Float64Array(D));
  const gb = new Float64Array(K);
  const p = new Float64Array(K);
  const [lr, b1, b2, eps] = [0.05, 0.9, 0.999, 1e-8];
  const weightOf = (y: number, n: number) => (o.classWeight?.[y] ?? 1) * (o.sampleWeight?.[n] ?? 1);
  const total = labels.reduce((s, y, n) => s + weightOf(y, n), 0);
  const cws = labels.map((y, n) => weightOf(y, n) / total);
  for (let t = 1; t <= o.iterations; t++) {
    for (let k = 0; k < K; k++) gW[k]!.fill(0);
    gb.fill(0);
    for (let n = 0; n < rows.length; n++) {
      const row = rows[n]!;
      softmaxInto(W, b, row, p);
      for (let k = 0; k < K; k++) {
        const d = (p[k]! - (labels[n] === k ? 1 : 0)) * cws[n]!;
        gb[k]! += d;
        const g = gW[k]!;
        for (let i = 0; i < row.idx.length; i++) g[row.idx[i]!]! += d * row.val[i]!;
      }
    }
    const [c1, c2] = [1 - b1 ** t, 1 - b2 ** t];
    for (let k = 0; k < K; k++) {
      const [w, mk, vk, gk] = [W[k]!, m[k]!, v[k]!, gW[k]!];
      for (let j = 0; j <= D; j++) {
        const g = j < D ? gk[j]! + o.lambda * (o.lambdaScale?.[j] ?? 1) * w[j]! : gb[k]!;
        mk[j] = b1 * mk[j]! + (1 - b1) * g;
        vk[j] = b2 * vk[j]! + (1 - b2) * g * g;
        const step = (lr * (mk[j]! / c1)) / (Math.sqrt(vk[j]! / c2) + eps);
        if (j < D) w[j]! -= step;
        else b[k]! -= step;
      }
    }
  }
  return { weights: W.map((w) => [...w]), bias: [...b] };
}

/** `probabilities` into a buffer: the same sums in the same order. */
function softmaxInto(W: Float64Array[], b: Float64Array, row: Row, p: Float64Array) {
  let max = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < p.length; k++) {
    const w = W[k]!;
    let s = b[k]!;
    for (let i = 0; i < row.idx.length; i++) s += w[row.idx[i]!]! * row.val[i]!;
    p[k] = s;
    if (s > max) max = s;
  }
  let sum = 0;
  for (let k = 0; k < p.length; k++) {
    p[k] = Math.exp(p[k]! - max);
    sum += p[k]!;
  }
  for (let k = 0; k < p.length; k++) p[k] = p[k]! / sum;
}

/** A one-feature logistic fit (Platt scaling): P(right) from the logit of the raw probability. */
export function fitPlatt(raw: number[], right: boolean[]): { a: number; b: number } {
  const x = raw.map(logit);
  // The log loss is convex, so a Newton step that does not lower it is halved until it does: a full
  // step from a = 1 overshoots, and then runs off, when most probabilities sit near 1 and many are wrong.
  const loss = (a: number, c: number) =>
    x.reduce((sum, xi, i) => {
      const z = a * xi + c;
      return sum + Math.log1p(Math.exp(-Math.abs(z))) + Math.max(z, 0) - (right[i] ? z : 0);
    }, 0);
  let a = 1;
  let c = 0;
  for (let it = 0; it < 100; it++) {
    let ga = 0,
      gc = 0,
      haa = 1e-6,
      hac = 0,
      hcc = 1e-6;
    x.forEach((xi, i) => {
      const p = sigmoid(a * xi + c);
      const d = p - (right[i] ? 1 : 0);
      const h = p * (1 - p);
      ga += d * xi;
      gc += d;
      haa += h * xi * xi;
      hac += h * xi;
      hcc += h;
    });
    const det = haa * hcc - hac * hac;
    if (Math.abs(det) < 1e-12) break;
    const da = (hcc * ga - hac * gc) / det;
    const dc = (haa * gc - hac * ga) / det;
    const before = loss(a, c);
    let step = 1;
    while (step > 1e-6 && loss(a - step * da, c - step * dc) > before) step /= 2;
    a -= step * da;
    c -= step * dc;
    if (Math.abs(step * da) + Math.abs(step * dc) < 1e-10) break;
  }
  return { a, b: c };
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};
