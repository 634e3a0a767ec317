import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Which of grammY's files a fresh process has loaded once the app is built (a process of its own:
 * this one has loaded grammY for other tests). ESM imports of grammY's CommonJS files show in
 * require.cache, as `require` does.
 */
async function grammyFilesLoaded(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "squawk-grammy-"));
  const src = resolve(import.meta.dir, "..");
  const script = `
    const { createApp } = await import(${JSON.stringify(join(src, "app.ts"))});
    const { loadConfig } = await import(${JSON.stringify(join(src, "config.ts"))});
    const app = createApp(loadConfig());
    console.log(JSON.stringify(Object.keys(require.cache).filter((k) => k.includes("/node_modules/grammy/"))));
    await app.stop();`;
  try {
    const proc = Bun.spawn([process.execPath, "-e", script], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "error", ...env },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    expect({ code, err }).toEqual({ code: 0, err: "" });
    return JSON.parse(out.trim().split("\n").at(-1)!) as string[];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test("without TELEGRAM_BOT_TOKEN the server never loads grammY (its idle memory); with one it does", async () => {
  expect(await grammyFilesLoaded({})).toEqual([]);
  expect((await grammyFilesLoaded({ TELEGRAM_BOT_TOKEN: "123:abc" })).length).toBeGreaterThan(0);
});
