import { describe, expect, test } from "bun:test";
import { fit, probabilities, type Row } from "./model.ts";
import { fitTrees, treeProbability } from "./trees.ts";

const SHAPE = { rounds: 60, depth: 2, rate: 0.3, lambda: 1, minLeaf: 1, bins: 15 };
/** A sparse row from dense values (a zero is an absent column, as encode writes it). */
const rowOf = (values: number[]): Row => {
  const idx = values.flatMap((v, j) => (v ? [j] : []));
  return { idx, val: idx.map((j) => values[j]!) };
};

describe("boosted trees", () => {
  // Relevant only with both flags, or with neither: no sum of weights on the two can say so (with
  // b > 0 and b + w0, b + w1 < 0, b + w0 + w1 < −b). Cells of unequal size, so that a first split gains.
  const grid = [
    [[0, 0], 1, 10],
    [[1, 0], 0, 10],
    [[0, 1], 0, 5],
    [[1, 1], 1, 15],
  ] as const;
  const rows = grid.flatMap(([x, , n]) => Array.from({ length: n }, () => rowOf([...x])));
  const targets = grid.flatMap(([, y, n]) => Array.from({ length: n }, () => y));

  test("they learn what one feature means only beside another, where a linear model cannot", () => {
    const trees = fitTrees(rows, [...targets], { dims: 2, ...SHAPE });
    const linear = fit(rows, [...targets], { classes: 2, dims: 2, lambda: 0.001, iterations: 300 });
    const right = (p: (row: Row) => number) => grid.filter(([x, y]) => p(rowOf([...x])) > 0.5 === (y === 1)).length;
    expect(right((row) => treeProbability(trees, row))).toBe(4);
    expect(right((row) => probabilities(linear, row)[1]!)).toBeLessThan(4);
  });

  test("an absent column reads as zero, a value splits at its cut points, negative values too", () => {
    const xs = [-2, -1, 0, 1, 2, 3];
    const many = xs.flatMap((x) => Array.from({ length: 8 }, () => rowOf([x])));
    const trees = fitTrees(
      many,
      xs.flatMap((x) => Array.from({ length: 8 }, () => (x > 0 ? 1 : 0))),
      { dims: 1, ...SHAPE },
    );
    expect(treeProbability(trees, { idx: [], val: [] })).toBeLessThan(0.2);
    expect(treeProbability(trees, rowOf([-1.5]))).toBeLessThan(0.2);
    expect(treeProbability(trees, rowOf([2.5]))).toBeGreaterThan(0.8);
  });

  test("with no rounds the probability is the targets' mean; soft targets count as their share", () => {
    const trees = fitTrees([rowOf([1]), rowOf([0]), rowOf([1])], [1, 0, 0.9], { dims: 1, ...SHAPE, rounds: 0 });
    expect(treeProbability(trees, rowOf([1]))).toBeCloseTo(1.9 / 3, 10);
  });

  test("fitting is deterministic: the same rows give the same trees", () => {
    const a = fitTrees(rows, [...targets], { dims: 2, ...SHAPE });
    const b = fitTrees(rows, [...targets], { dims: 2, ...SHAPE });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  test("a leaf keeps at least minLeaf of hessian weight: two rows cannot be split apart at 1", () => {
    const trees = fitTrees([rowOf([1]), rowOf([0])], [1, 0], { dims: 1, ...SHAPE, minLeaf: 1 });
    expect(trees.trees.every((nodes) => nodes.length === 1)).toBe(true);
  });
});
