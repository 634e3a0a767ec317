import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startPostSources } from "../../test/fakes/post-sources.ts";

const MAIN = resolve(import.meta.dir, "../main.ts");
const dir = mkdtempSync(join(tmpdir(), "squawk-cmd-"));
const fake = startPostSources();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await fake.stop();
});

async function run(args: string[], extra: Record<string, string> = {}) {
  const p = Bun.spawn(["bun", MAIN, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: join(dir, "data"), LOG_LEVEL: "info", MARKET_DATA: "off", ...extra },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { stdout, stderr, code };
}

describe("squawk analyze FILE", () => {
  test("one JSON line per post on stdout, in order; nothing else", async () => {
    const file = join(dir, "posts.json");
    writeFileSync(
      file,
      JSON.stringify([
        { id: "a", created_at: "2026-05-01T14:00:00Z", content: "Starting May 5th, a 30% Tariff on all imported Furniture." },
        { id: "b", created_at: "2026-05-01T15:00:00Z", content: "Happy Mother's Day!" },
        { id: "c", created_at: "2026-05-01T16:00:00Z", content: "" },
      ]),
    );
    const r = await run(["analyze", file]);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(["a", "b", "c"]);
    expect(lines[0]).toMatchObject({ relevant: true, impact: "High", tariff: true });
    // Every field an alert carries, and how it was obtained (which analyzer, fallback, tokens, cost) for `bun run eval`.
    expect(Object.keys(lines[0]).sort()).toEqual([
      "analyzer",
      "category",
      "completionTokens",
      "confidence",
      "costUsd",
      "fallbackReason",
      "id",
      "impact",
      "instruments",
      "judgedBy",
      "marketAnalysis",
      "model",
      "promptTokens",
      "relevant",
      "sectors",
      "summary",
      "tariff",
      "tickers",
      "tradingIdeas",
    ]);
    expect(lines[0].summary).toBe("Trump sets a 30% tariff on all furniture from May 5.");
    expect(lines[0].marketAnalysis).toContain("imported furniture");
    expect(lines[0].tradingIdeas.length).toBeGreaterThan(0);
    expect(lines[0].instruments.map((i: { symbol: string }) => i.symbol)).toEqual(lines[0].tickers);
    for (const i of lines[0].instruments) expect(Object.keys(i).sort()).toEqual(["direction", "name", "symbol", "why"]);
    expect(lines[1]).toEqual({
      id: "b",
      relevant: false,
      impact: "None",
      tariff: false,
      category: "markets",
      summary: "Not market relevant.",
      marketAnalysis: "",
      tradingIdeas: [],
      sectors: [],
      tickers: [],
      instruments: [],
      analyzer: "rules",
      model: null,
      fallbackReason: null,
      promptTokens: 0,
      completionTokens: 0,
      costUsd: 0,
      confidence: expect.any(Number),
      judgedBy: "score",
    });
    // Each confidence is the probability of the level it names.
    for (const l of lines.slice(0, 2)) expect(l.confidence).toBeGreaterThan(0.25);
    for (const l of lines.slice(0, 2)) expect(l.confidence).toBeLessThanOrEqual(1);
  });

  test("a file that is not a list of posts is a clear error", async () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, "{ nope");
    const r = await run(["analyze", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file}: not valid JSON`);
    expect(r.stderr).toContain('expected a JSON array of posts, each {"id", "created_at", "content"}');
    expect(r.stdout).toBe("");
  });

  test("wrong field names: one readable line per problem, exit 1, nothing judged", async () => {
    const file = join(dir, "misnamed.json");
    writeFileSync(
      file,
      JSON.stringify([
        { id: "a", text: "A 30% Tariff on Furniture.", date: "2026-05-01T14:00:00Z" },
        { id: "b", created_at: "yesterday", content: 42 },
      ]),
    );
    for (const command of ["analyze", "import"]) {
      const r = await run([command, file], { LOG_LEVEL: "error" });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n")).toEqual([
        `${file}: post 1: "created_at" is missing (found "date": the field is named "created_at")`,
        `${file}: post 1: "content" is missing (found "text": the field is named "content")`,
        `${file}: post 2: "created_at" is not a date: "yesterday"`,
        `${file}: post 2: "content" must be text (empty or null for a media-only post)`,
      ]);
    }
  });

  test("a missing file says so", async () => {
    for (const command of ["analyze", "import"]) {
      const r = await run([command, "nowhere.json"], { LOG_LEVEL: "error" });
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe("file not found: nowhere.json");
    }
  });
});

describe("squawk import FILE", () => {
  test("imports our JSON and a CNN-style archive, skipping posts already present", async () => {
    const ours = join(dir, "ours.json");
    writeFileSync(
      ours,
      JSON.stringify([
        {
          id: "115000000000000001",
          created_at: "2025-10-01T12:00:00Z",
          content: "A 100% Tariff on foreign movies!",
          url: "https://truthsocial.com/@realDonaldTrump/115000000000000001",
        },
        { id: "115000000000000002", created_at: "2025-10-01T13:00:00Z", content: "", media: ["https://static.example/v.mp4"], is_reblog: false },
      ]),
    );
    const cnn = join(dir, "cnn.json");
    writeFileSync(
      cnn,
      JSON.stringify([
        {
          id: "115000000000000002",
          created_at: "2025-10-01T13:00:00.000Z",
          content: "",
          url: "x",
          media: [],
          replies_count: 1,
          reblogs_count: 2,
          favourites_count: 3,
        },
        {
          id: "115000000000000003",
          created_at: "2025-10-01T14:00:00.000Z",
          content: "Interest rates must come down!",
          url: "y",
          media: [],
          replies_count: 1,
          reblogs_count: 2,
          favourites_count: 3,
        },
      ]),
    );
    const a = await run(["import", ours]);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain("imported 2 posts (0 already present)");
    const b = await run(["import", cnn]);
    expect(b.stdout).toContain("imported 1 posts (1 already present)");
  });
});

describe("squawk doctor", () => {
  test("one line per configured source, from a live probe", async () => {
    const ok = await run(["doctor"], { ...fake.env, SOURCES: "truthsocial,rss,archive" });
    expect(ok.stdout).toMatch(/source:truthsocial\s+ok \(not polled yet\)/);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/source:rss\s+ok/);
    expect(ok.stdout).toMatch(/source:archive\s+ok/);
    fake.fault({ kind: "cloudflare", on: "lookup" });
    const blocked = await run(["doctor"], { ...fake.env, SOURCES: "truthsocial" });
    expect(blocked.stdout).toMatch(/source:truthsocial\s+Cloudflare challenge \(HTTP 403\); never succeeded/);
    fake.fault(null);
  });
});
