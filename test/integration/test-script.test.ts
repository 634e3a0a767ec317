import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { slowestReport, timedTests } from "../../scripts/slowest-tests.ts";

const ROOT = resolve(import.meta.dir, "../..");
const tmp = mkdtempSync(join(tmpdir(), "squawk-test-script-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the ten slowest tests", () => {
  test("are read from a real bun test run's output, file by file", async () => {
    const p = Bun.spawn([process.execPath, "test", "src/time.test.ts", "src/auth/guard.test.ts"], { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
    const [out, err] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
    const tests = timedTests(out + err);
    // bun leaves out the time of a test too quick to measure: some lines carry none.
    const ran = (out + err).split("\n").filter((l) => /^\((pass|fail)\) /.test(l)).length;
    expect(ran).toBeGreaterThan(5);
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.length).toBeLessThanOrEqual(ran);
    for (const t of tests) expect(["src/time.test.ts", "src/auth/guard.test.ts"]).toContain(t.file);
    expect(tests.every((t) => t.ms >= 0 && t.name.length > 0 && !t.failed)).toBe(true);
    const report = slowestReport(tests, 3);
    expect(report[0]).toBe(`The ${Math.min(3, tests.length)} slowest tests:`);
    const ms = report.slice(1).map((l) => Number(l.trim().split(" ms")[0]!.replaceAll(",", "")));
    expect(ms).toEqual([...ms].sort((a, b) => b - a));
  });

  test("scripts/test.sh prints them after every check, then the failed tests by name, before its last line, N passed, N failed", async () => {
    // scripts/test.sh as it is, in a copy of the tree whose tools are stand-ins: each check passes
    // at once and `bun test` prints a recorded output; `bun scripts/slowest-tests.ts` is the real one.
    mkdirSync(join(tmp, "scripts"));
    mkdirSync(join(tmp, "node_modules", ".bin"), { recursive: true });
    for (const f of ["test.sh", "slowest-tests.ts"]) copyFileSync(join(ROOT, "scripts", f), join(tmp, "scripts", f));
    writeFileSync(join(tmp, "scripts", "ensure-tools.sh"), "exit 0\n");
    const unit = [
      "bun test v1.4.5",
      "",
      "src/a.test.ts:",
      ...Array.from({ length: 12 }, (_, i) => `(pass) a${i} [${(i + 1) * 100}.25ms]`),
      "",
      " 12 pass",
      " 0 fail",
    ];
    const e2e = ["test/e2e/b.test.ts:", "(pass) b > slow page [60085.12ms]", "(fail) b > broken [2.00ms]", "", " 1 pass", " 1 fail"];
    writeFileSync(join(tmp, "unit.txt"), `${unit.join("\n")}\n`);
    writeFileSync(join(tmp, "e2e.txt"), `${e2e.join("\n")}\n`);
    const stub = (name: string, body: string) => {
      writeFileSync(join(tmp, "node_modules", ".bin", name), `#!/usr/bin/env bash\n${body}\n`);
      chmodSync(join(tmp, "node_modules", ".bin", name), 0o755);
    };
    for (const tool of ["tsc", "biome", "npm"]) stub(tool, "exit 0");
    stub(
      "bun",
      [
        `if [ "$1" = test ]; then case "$*" in *e2e*) cat "${tmp}/e2e.txt"; exit 1;; *) cat "${tmp}/unit.txt"; exit 0;; esac; fi`,
        `if [ "$1" = scripts/smoke.ts ]; then exit 0; fi`,
        `exec "${process.execPath}" "$@"`,
      ].join("\n"),
    );
    const p = Bun.spawn(["bash", join(tmp, "scripts", "test.sh")], { cwd: tmp, env: { PATH: process.env.PATH ?? "" }, stdout: "pipe", stderr: "pipe" });
    const [out, , code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
    expect(code).toBe(1);
    const lines = out.trimEnd().split("\n");
    expect(lines.at(-1)).toBe("18 passed, 1 failed"); // 5 checks + 12 + 1 tests passed; 1 test failed
    expect(lines.at(-2)).toBe("Failed: browser tests");
    // The failed test by name, in the tail that CI keeps.
    expect(lines.slice(-4, -2)).toEqual(["Failed tests:", "  test/e2e/b.test.ts › b > broken"]);
    const start = lines.indexOf("The 10 slowest tests:");
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1, start + 4)).toEqual([
      "  60,085 ms  test/e2e/b.test.ts › b > slow page",
      "   1,200 ms  src/a.test.ts › a11",
      "   1,100 ms  src/a.test.ts › a10",
    ]);
    expect(start + 11).toBe(lines.length - 4);
  });
});
