import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * `scripts/eval-probe.ts` keeps a blind probe shut: on a file named probe-blind*.json it prints the
 * tally alone unless `--open` is given. Run on made-up probe files in a temporary folder.
 */
const dir = mkdtempSync(join(tmpdir(), "squawk-probe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PROBE = [
  { post: "Starting August 1st, we will charge Japan a 25% Tariff on all products sent into the United States.", level: "High", expect: { EWJ: "down" } },
  { post: "Happy Thanksgiving to all of our wonderful Coast Guard families!", level: "None", expect: {} },
];
const script = resolve(import.meta.dir, "../../scripts/eval-probe.ts");

function run(name: string, ...flags: string[]) {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(PROBE));
  const p = Bun.spawnSync([process.execPath, script, file, ...flags], { stdout: "pipe", stderr: "pipe" });
  expect(p.exitCode).toBe(0);
  return p.stdout.toString();
}

describe("eval-probe", () => {
  test("a blind probe prints its tally and no post", () => {
    const out = run("probe-blind99.json");
    expect(out).toContain("is a blind probe: its tally alone");
    expect(out).toMatch(/\d+ of 1 expected directions right/);
    expect(out).toMatch(/level as expected \d of 2/);
    for (const p of PROBE) expect(out).not.toContain(p.post.slice(0, 40));
  });

  test("opened with --open, or a development probe, it prints each post", () => {
    for (const out of [run("probe-blind99.json", "--open"), run("probe-dev99.json")]) {
      expect(out).not.toContain("is a blind probe");
      for (const p of PROBE) expect(out).toContain(p.post.slice(0, 40));
    }
  });

  test("--by-symbol counts each expected symbol's calls, and stays shut on a blind probe", () => {
    const out = run("probe-dev99.json", "--by-symbol");
    expect(out).toMatch(/symbol +right +wrong +unclear +not named/);
    expect(out).toMatch(/^EWJ +\d+ +\d+ +\d+ +\d+$/m);
    expect(run("probe-blind99.json", "--by-symbol")).not.toContain("EWJ");
  });
});
