import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { splitOf } from "../../src/analysis/index.ts";

/**
 * `npm run eval` without a file (cross-validation on the tune sets) and `--holdout` (the one read
 * of the held-out files, recorded), on a temporary copy of the repository's layout holding small
 * made-up labeled files: never the real held-out files.
 */
const root = mkdtempSync(join(tmpdir(), "squawk-eval-layout-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TEXTS: [string, "High" | "Medium" | "Low" | "None", boolean][] = [
  ["Starting August 1st, we will charge Japan a 25% Tariff on all products sent into the United States.", "High", true],
  ["Effective immediately, Canada will pay a 35% Tariff on everything it sends us.", "High", true],
  ["Tariffs are coming on countries that treat us unfairly!", "Medium", true],
  ["The Federal Reserve must cut interest rates now!", "Medium", false],
  ["The stock market hit another record high today.", "Low", false],
  ["The economy is booming like never before.", "Low", false],
  ["Happy Thanksgiving to all!", "None", false],
  ["Congratulations to the great Coast Guard on their birthday.", "None", false],
];
/** n made-up posts whose ids fall in the wanted half of the fixed split. */
type Post = { id: string; created_at: string; content: string; relevant: boolean; impact: string; tariff: boolean };
function posts(n: number, half: "tune" | "holdout", prefix: string): Post[] {
  const out: Post[] = [];
  for (let i = 0; out.length < n; i++) {
    const id = `${prefix}${i}`;
    if (splitOf(id) !== half) continue;
    const [content, impact, tariff] = TEXTS[out.length % TEXTS.length]!;
    out.push({ id, created_at: "2025-07-07T17:00:00Z", content, relevant: impact !== "None", impact, tariff });
  }
  return out;
}
const labeled = join(root, "test/labeled");
mkdirSync(labeled, { recursive: true });
const write = (name: string, rows: unknown[]) => writeFileSync(join(labeled, name), JSON.stringify(rows));
write("labeled-dev.json", posts(40, "tune", "dev"));
write("labeled-fresh.json", posts(40, "tune", "fresh"));
write("labeled-check.json", [...posts(40, "tune", "check"), ...posts(8, "holdout", "check")]);
write("labeled-more.json", posts(40, "tune", "more"));
write("labeled-archive.json", posts(40, "tune", "archive"));
write("labeled-archive2.json", posts(40, "tune", "archive2-"));
write("labeled-monitor.json", posts(40, "tune", "monitor-"));
write("labeled-rest.json", posts(40, "tune", "rest-"));
write("labeled-test.json", posts(8, "holdout", "test"));
// The four archive files' first-contact reads (src/analysis/score/sets.ts): every post called High at 0.9.
mkdirSync(join(labeled, "first-contact"));
for (const [file, prefix] of [
  ["labeled-archive.json", "archive"],
  ["labeled-archive2.json", "archive2-"],
  ["labeled-monitor.json", "monitor-"],
  ["labeled-rest.json", "rest-"],
] as const)
  writeFileSync(
    join(labeled, "first-contact", file),
    JSON.stringify({ reads: posts(40, "tune", prefix).map((p) => ({ id: p.id, impact: "High", confidence: 0.9 })) }),
  );
const direction = (id: string) => ({
  id,
  created_at: "2025-07-07T17:00:00Z",
  content: TEXTS[0]![0],
  instruments: [{ symbol: "EWJ", direction: "down", source: "the post's fact" }],
});
write("directions.json", [direction(posts(1, "tune", "dir")[0]!.id), direction(posts(1, "holdout", "dir")[0]!.id)]);
write("directions-more.json", [direction("more-dir")]);
write("directions-archive.json", [direction("archive-dir")]);
write("directions-archive2.json", [direction("archive2-dir")]);
write("directions-monitor.json", [direction("monitor-dir")]);
write("labeled-unseen.json", posts(8, "tune", "unseen"));
write("directions-unseen.json", [direction("unseen-dir")]);
write("labeled-unseen2.json", posts(12, "tune", "unseen2-"));
write("directions-unseen2.json", [direction("unseen2-dir")]);
write("labeled-unseen3.json", posts(6, "tune", "unseen3-"));
write("directions-unseen3.json", [direction("unseen3-dir")]);

async function run(args: string[], cwd = root) {
  const proc = Bun.spawn([process.execPath, resolve(import.meta.dir, "../../scripts/eval.ts"), "--root", root, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "error" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { out, err, code };
}

describe("npm run eval", () => {
  test("without a file: 5-fold cross-validated figures on the tune sets, the score beside the rules", async () => {
    const r = await run([]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("5-fold cross-validation by story (a story's posts in one fold) on the tune sets: 320 posts");
    for (const figure of [
      "relevant F1",
      "tariff F1",
      "High precision",
      "High recall",
      "impact accuracy",
      "confidence ECE (10 bins)",
      "direction accuracy",
      "wrong-way calls",
    ])
      expect(r.out).toContain(figure);
    // A quarter of those were High: the confidence as shown there is lowered toward it.
    expect(r.out).toMatch(
      /first contact \(160 posts read by the analyzer of their file's first read\): .* High right 40 of 160, mean confidence 0\.900 → 0\.[2-4]/,
    );
    expect(r.err).not.toContain("HELD-OUT");
    expect(() => readFileSync(join(labeled, "HOLDOUT-READS.md"))).toThrow();
  }, 120_000);

  test("a held-out file or half is refused outside --holdout", async () => {
    const whole = await run([join(labeled, "labeled-test.json")]);
    expect(whole.code).toBe(2);
    expect(whole.err).toContain("labeled-test.json is held out");
    const half = await run([join(labeled, "labeled-check.json"), "--split", "holdout"]);
    expect(half.code).toBe(2);
    expect(half.err).toContain("read only by `npm run eval -- --holdout`");
    const unseen = await run([join(labeled, "labeled-unseen.json")]);
    expect(unseen.code).toBe(2);
    expect(unseen.err).toContain("labeled-unseen.json is held out");
    const unseen2 = await run([join(labeled, "directions-unseen2.json")]);
    expect(unseen2.code).toBe(2);
    expect(unseen2.err).toContain("directions-unseen2.json is held out");
    const unseen3 = await run([join(labeled, "labeled-unseen3.json")]);
    expect(unseen3.code).toBe(2);
    expect(unseen3.err).toContain("labeled-unseen3.json is held out");
    const split = await run([join(labeled, "directions.json")]);
    expect(split.code).toBe(2);
    expect(split.err).toContain("pass --split tune");
  }, 60_000);

  test("--holdout warns, and appends the date, the commit and the figures to HOLDOUT-READS.md at each read", async () => {
    const git = (...a: string[]) =>
      Bun.spawnSync(["git", "-C", root, ...a], {
        env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" },
      });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "layout");
    const commit = new TextDecoder().decode(git("rev-parse", "--short", "HEAD").stdout).trim();
    const first = await run(["--holdout"]);
    expect(first.code).toBe(0);
    expect(first.err).toContain("WARNING: reading the HELD-OUT files");
    expect(first.out).toContain(
      "held-out sets: test/labeled/labeled-test.json, test/labeled/labeled-check.json (holdout half), test/labeled/directions.json (holdout half)",
    );
    // The unseen set is judged and reported apart, whole (its ids are not split).
    expect(first.out).toContain("held-out sets: test/labeled/labeled-unseen.json, test/labeled/directions-unseen.json");
    expect(first.out).toContain("held-out sets: test/labeled/labeled-unseen2.json, test/labeled/directions-unseen2.json");
    expect(first.out).toContain("held-out sets: test/labeled/labeled-unseen3.json, test/labeled/directions-unseen3.json");
    expect(first.out.match(/posts 8;/g)).toHaveLength(1);
    expect(first.out.match(/posts 12;/g)).toHaveLength(1);
    expect(first.out.match(/posts 6;/g)).toHaveLength(1);
    const reads = () => readFileSync(join(labeled, "HOLDOUT-READS.md"), "utf8");
    expect(reads()).toContain(`· commit ${commit}`);
    expect(reads()).toMatch(/## \d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(reads()).toContain("relevant F1");
    expect(reads()).toContain("posts 16;");
    await run(["--holdout"]);
    expect(reads().match(/^## /gm)).toHaveLength(2);
  }, 120_000);
});
