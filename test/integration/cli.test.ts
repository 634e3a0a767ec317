import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOSED_SOURCES } from "../helpers/binary.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const dir = mkdtempSync(join(tmpdir(), "squawk-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  DATA_DIR: join(dir, "data"),
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  ...CLOSED_SOURCES,
  ...extra,
});

async function run(args: string[], extra: Record<string, string> = {}) {
  const p = Bun.spawn(["bun", MAIN, ...args], { cwd: dir, env: env(extra), stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { stdout, stderr, code };
}

describe("squawk CLI", () => {
  test("--help lists the commands", async () => {
    const r = await run(["--help"]);
    expect(r.code).toBe(0);
    for (const c of ["serve", "migrate", "doctor"]) expect(r.stdout).toContain(c);
  });

  test("an unknown command exits 2 with help", async () => {
    const r = await run(["fly"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown command: fly");
  });

  test("invalid configuration stops start-up with every problem and exit code 2", async () => {
    const r = await run(["serve"], { PORT: "http", POLL_INTERVAL_SECONDS: "0", OPENAI_BASE_URL: "localhost" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('PORT="http": expected a port number');
    expect(r.stderr).toContain("POLL_INTERVAL_SECONDS=");
    expect(r.stderr).toContain('OPENAI_BASE_URL="localhost": expected an http(s) URL');
  });

  test("migrate creates the database; doctor reports the database ok", async () => {
    expect((await run(["migrate"])).code).toBe(0);
    expect(await Bun.file(join(dir, "data", "squawk.db")).exists()).toBe(true);
    const r = await run(["doctor"]);
    expect(r.stdout).toMatch(/^database\s+ok$/m);
    // The OCR worker starts from the wasm core and model the program carries.
    expect(r.stdout).toMatch(/^ocr\s+ok \(engine ready in [\d.]+ s; 0 images waiting; 0 failed in the last day\)$/m);
  });

  test("SIGTERM stops the server cleanly within 5 s", async () => {
    const p = Bun.spawn(["bun", MAIN, "serve"], { cwd: dir, env: env({ PORT: "0", LOG_LEVEL: "info" }), stdout: "ignore", stderr: "pipe" });
    const reader = p.stderr.getReader();
    let log = "";
    while (!log.includes("squawk listening")) {
      const { value, done } = await reader.read();
      if (done) break;
      log += new TextDecoder().decode(value);
    }
    const port = log.match(/"url":"http:\/\/[^:]+:(\d+)"/)?.[1];
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    p.kill("SIGTERM");
    // Exit code 0 means the clean path finished; the 5 s safety timer would exit with 1.
    expect(await p.exited).toBe(0);
  });
});
