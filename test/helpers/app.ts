import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type App, createApp, type SqliteApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { CLOSED_SOURCES } from "./binary.ts";

/** A fresh app on a real SQLite file in a temporary DATA_DIR; `env` overrides configuration. */
export function testApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "squawk-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "error", ...CLOSED_SOURCES, ...env });
  const logs: string[] = [];
  const app: SqliteApp & { logs: string[]; close: () => Promise<void> } = Object.assign(
    createApp(config, { log: createLogger("debug", {}, (l) => logs.push(l)) }),
    {
      logs,
      close: async () => {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  );
  return app;
}

/** Sends a request to the app in-process (same-origin, JSON when a body is given). */
export async function call(app: App, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string>; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: app.config.appUrl, ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] ??= "application/json";
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await app.api.handle(
    new Request(`${app.config.appUrl}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
    }),
  );
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}
