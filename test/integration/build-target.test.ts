import { describe, expect, test } from "bun:test";
import { openSync, readSync, closeSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import pkg from "../../package.json" with { type: "json" };

/*
 * A binary runs only on the platform it was built for, so docs/deploy.md builds with
 * `npm run build -- --target bun-linux-x64` (or arm64) for the server, and `squawk --version`
 * names the platform. The other architecture's binary cannot run here: its ELF header is read
 * instead (e_machine, offset 18: 62 is x86-64, 183 is AArch64).
 */
const ROOT = resolve(import.meta.dir, "../..");
const ELF_MACHINE: Record<string, number> = { x64: 62, arm64: 183 };

/** The first 20 bytes of an ELF file: magic, class, byte order, then e_type and e_machine. */
function elfHeader(path: string) {
  const fd = openSync(path, "r");
  const head = Buffer.alloc(20);
  try {
    readSync(fd, head, 0, 20, 0);
  } finally {
    closeSync(fd);
  }
  return { magic: head.subarray(0, 4).toString("latin1"), bits: head[4] === 2 ? 64 : 32, littleEndian: head[5] === 1, machine: head.readUInt16LE(18) };
}

const run = (args: string[]) => Bun.spawnSync(["bun", ...args], { cwd: ROOT, env: { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` } });

describe("building for the server's platform", () => {
  test("squawk --version prints the version and the platform it runs on", () => {
    const p = run(["src/main.ts", "--version"]);
    expect(p.exitCode).toBe(0);
    expect(p.stdout.toString()).toBe(`Squawk ${pkg.version} (${process.platform}-${process.arch})\n`);
    expect(p.stdout.toString()).toMatch(/^Squawk \d+\.\d+\.\d+ \((linux|darwin)-(x64|arm64)\)\n$/);
  });

  test("an unknown --target is refused with the ones there are", () => {
    const p = run(["build.ts", "--target", "bun-linux-sparc"]);
    expect(p.exitCode).toBe(2);
    expect(p.stderr.toString()).toContain("Unknown --target bun-linux-sparc: one of bun-linux-x64, bun-linux-x64-baseline, bun-linux-arm64");
  });

  // The other architecture than this machine's, so the binary cannot be the host's by accident.
  const other = process.arch === "arm64" ? "x64" : "arm64";
  const otherTarget = `bun-linux-${other}`;
  test(`--target ${otherTarget} writes dist/squawk-linux-${other}, an ELF executable for ${other}`, () => {
    const out = resolve(ROOT, `dist/squawk-linux-${other}`);
    rmSync(out, { force: true });
    try {
      const p = run(["build.ts", "--target", otherTarget]);
      if (p.exitCode !== 0) throw new Error(`build.ts --target ${otherTarget} exited ${p.exitCode}:\n${p.stderr}`);
      expect(p.stdout.toString()).toContain(`dist/squawk-linux-${other}`);
      expect(elfHeader(out)).toEqual({ magic: "\x7fELF", bits: 64, littleEndian: true, machine: ELF_MACHINE[other]! });
      expect(ELF_MACHINE[other]).not.toBe(ELF_MACHINE[process.arch]);
    } finally {
      rmSync(out, { force: true });
    }
  }, 180_000);
});
