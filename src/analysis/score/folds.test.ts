import { describe, expect, test } from "bun:test";
import { dealFolds, type FoldItem, leaveFileOut, storyGroups, trainingOf } from "./folds.ts";
import { SETTINGS } from "./settings.ts";
import { type Example, innerFolds } from "./train.ts";

/** Filler posts: each its own words, so that the words of the posts under test stay rare. */
const filler = (n: number, day = "2025-06-01"): FoldItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `f${i}`, created_at: `${day}T12:00:00Z`, content: `filler${"x".repeat(i % 7)} entry${i}word unique${i}token` }));

describe("stories", () => {
  const base = filler(300);
  test("posts a day apart that share two rare words are one story; the same words months apart are not", () => {
    const items: FoldItem[] = [
      ...base,
      { id: "a", created_at: "2025-04-09T10:00:00Z", content: "The Tariff PAUSE on Zanzibar starts today" },
      { id: "b", created_at: "2025-04-10T09:00:00Z", content: "Markets love the pause on Zanzibar!" },
      { id: "c", created_at: "2025-09-10T09:00:00Z", content: "Another pause for Zanzibar?" },
    ];
    const g = storyGroups(items);
    expect(g.get("a")).toBe(g.get("b")!);
    expect(g.get("c")).not.toBe(g.get("a")!);
  });

  test("a repost of the same wording is one story whatever its date; a bare link is nobody's story", () => {
    const text = "We will build the greatest factories the world has ever seen, right here in America, very soon";
    const items: FoldItem[] = [
      ...base,
      { id: "p", created_at: "2025-02-01T10:00:00Z", content: text },
      { id: "q", created_at: "2026-02-01T10:00:00Z", content: `RT: ${text}` },
      { id: "l1", created_at: "2025-03-01T10:00:00Z", content: "https://truthsocial.com/users/someone/statuses/1" },
      { id: "l2", created_at: "2025-08-01T10:00:00Z", content: "https://truthsocial.com/users/someone/statuses/2" },
    ];
    const g = storyGroups(items);
    expect(g.get("q")).toBe(g.get("p")!);
    expect(g.get("l2")).not.toBe(g.get("l1")!);
  });
});

describe("folds", () => {
  const items: FoldItem[] = [
    ...filler(200).map((it, i) => ({ ...it, created_at: `2025-${String(1 + (i % 12)).padStart(2, "0")}-15T12:00:00Z`, set: i % 2 ? "one.json" : "two.json" })),
    { id: "a", created_at: "2025-04-09T10:00:00Z", content: "The Tariff PAUSE on Zanzibar starts today", set: "one.json" },
    { id: "b", created_at: "2025-04-10T09:00:00Z", content: "Markets love the pause on Zanzibar!", set: "three.json" },
  ];

  test("the story scheme keeps a story in one fold, on every fold seed", () => {
    for (const seed of [0, 1, 2]) {
      const f = dealFolds(items, "story", seed);
      expect(f.fold.get("a")).toBe(f.fold.get("b")!);
      expect(new Set(f.fold.values()).size).toBe(5);
    }
  });

  test("the time scheme deals contiguous date blocks", () => {
    const f = dealFolds(items, "time");
    const last = Array.from({ length: f.count }, (_, k) => Math.max(...items.filter((it) => f.fold.get(it.id) === k).map((it) => Date.parse(it.created_at))));
    const first = Array.from({ length: f.count }, (_, k) => Math.min(...items.filter((it) => f.fold.get(it.id) === k).map((it) => Date.parse(it.created_at))));
    for (let k = 1; k < f.count; k++) expect(first[k]!).toBeGreaterThanOrEqual(last[k - 1]!);
  });

  test("the file scheme leaves one file out, and a story of the file left out is purged from training", () => {
    const f = dealFolds(items, "file");
    expect(f.count).toBe(3);
    const k = f.fold.get("b")!;
    expect(f.names[k]).toBe("three.json");
    const training = trainingOf(items, f, k).map((it) => it.id);
    // "a" is in another file but the same story as "b": not trained on when "b" is predicted.
    expect(training).not.toContain("a");
    expect(training.length).toBe(200);
  });

  test("one target file out alone: one fold of its posts, trained on the others less the stories it shares", () => {
    const f = leaveFileOut(items, "three.json");
    expect(f.count).toBe(1);
    expect([...f.fold].filter(([, k]) => k === 0).map(([id]) => id)).toEqual(["b"]);
    const training = trainingOf(items, f, 0).map((it) => it.id);
    expect(training).not.toContain("a");
    expect(training).not.toContain("b");
    expect(training.length).toBe(200);
    expect(() => leaveFileOut(items, "four.json")).toThrow("no tune post comes from four.json");
  });

  test("the random scheme is the first deal, stories ignored", () => {
    const f = dealFolds(items, "random");
    expect(trainingOf(items, f, f.fold.get("b")!).length).toBe(items.filter((it) => f.fold.get(it.id) !== f.fold.get("b")).length);
  });
});

describe("the inner folds of training", () => {
  const ex = (id: string, group: string, set: string): Example => ({
    id,
    group,
    set,
    features: { facts: new Map(), words: new Set(), factCount: 0 },
    impact: "None",
    tariff: false,
    rulesImpact: "None",
  });
  const examples = Array.from({ length: 90 }, (_, i) => ex(`e${i}`, `g${i % 9}`, `s${i % 3}`));

  test("by story: a story's posts share an inner fold", () => {
    const inner = innerFolds(examples, { ...SETTINGS, inner: "story" });
    for (const e of examples) expect(inner.of(e)).toBe(inner.of(examples.find((x) => x.group === e.group)!));
  });

  test("by file: one training file out per inner fold", () => {
    const inner = innerFolds(examples, { ...SETTINGS, inner: "file" });
    expect(inner.count).toBe(3);
    for (const e of examples) expect(inner.of(e)).toBe(Number(e.set!.slice(1)));
  });
});
