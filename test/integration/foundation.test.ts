import { WRITE_CHECK_INTERVAL_MS } from "../../src/health/index.ts";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { call, testApp } from "../helpers/app.ts";

let app: ReturnType<typeof testApp>;
beforeAll(() => {
  app = testApp();
});
afterAll(() => app.close());

describe("database", () => {
  test("a fresh database is migrated with the pragmas set and the environment seeded", () => {
    const pragma = (name: string) => Object.values(app.db.$client.query(`PRAGMA ${name}`).get() as object)[0];
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("synchronous")).toBe(1); // NORMAL
    expect(pragma("foreign_keys")).toBe(1);
    expect(Number(pragma("busy_timeout"))).toBeGreaterThan(0);
    expect(app.settings.list().find((s) => s.key === "environment.mode")?.value).toBe("test");
  });
});

describe("http", () => {
  test("GET /api/get-environment", async () => {
    const r = await call(app, "GET", "/api/get-environment");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ environment: "test" });
  });

  test("unknown /api paths are a JSON 404", async () => {
    const r = await call(app, "GET", "/api/does-not-exist");
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ message: "Not found" });
  });

  test("/healthz reports the database, version and uptime", async () => {
    const r = await call(app, "GET", "/healthz");
    expect(r.status).toBe(200);
    expect(r.json.database).toBe("ok");
    expect(r.json.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof r.json.uptimeSeconds).toBe("number");
  });

  // A full disk, simulated with SQLite's own limit on the app's connection: the file may not
  // grow by a single page, as when the disk has no room left.
  test("/healthz answers 503 with the reason while the database cannot write, and recovers", async () => {
    const sqlite = app.db.$client;
    const pages = (sqlite.query("PRAGMA page_count").get() as { page_count: number }).page_count;
    sqlite.exec(`PRAGMA max_page_count = ${pages}`);
    try {
      // Fill what room is left in the pages the file already has.
      for (const [size, name] of [
        [200, "big"],
        [1, "small"],
      ] as const) {
        for (let i = 0; ; i++) {
          try {
            sqlite.query("INSERT INTO users (email, name, created_at) VALUES (?, ?, 0)").run(`filler.${name}.${i}@e.co`, "x".repeat(size));
          } catch {
            break;
          }
        }
      }
      expect((await call(app, "POST", "/api/auth/email/register", { body: { email: "disk.full@example.com", password: "secret1" } })).status).toBe(500);
      await Bun.sleep(WRITE_CHECK_INTERVAL_MS + 50);
      const down = await call(app, "GET", "/healthz");
      expect(down.status).toBe(503);
      expect(down.json).toMatchObject({ status: "degraded", database: "read-only", reason: "the database cannot write: database or disk is full" });
    } finally {
      sqlite.exec("PRAGMA max_page_count = 1073741823");
      sqlite.exec("DELETE FROM users WHERE email LIKE 'filler.%'");
    }
    // Checked at most once per interval: the answer holds until the next probe.
    expect((await call(app, "GET", "/healthz")).status).toBe(503);
    await Bun.sleep(WRITE_CHECK_INTERVAL_MS + 50);
    const up = await call(app, "GET", "/healthz");
    expect(up.status).toBe(200);
    expect(up.json.reason).toBeUndefined();
  });
});

describe("settings", () => {
  test("known settings are typed, checked and applied without a restart", () => {
    expect(app.settings.get("alerts.freeDelayMinutes")).toBe(15);
    app.settings.set({ key: "alerts.freeDelayMinutes", value: "0.5", dataType: "number" });
    expect(app.settings.get("alerts.freeDelayMinutes")).toBe(0.5);
    expect(() => app.settings.set({ key: "alerts.freeDelayMinutes", value: "soon", dataType: "number" })).toThrow(/not a number/);
    expect(() => app.settings.set({ key: "environment.mode", value: "prod", dataType: "string" })).toThrow(/test, live/);
    expect(() => app.settings.set({ key: "features.premium", value: "yes", dataType: "boolean" })).toThrow(/true or false/);
    expect(() => app.settings.set({ key: "custom.json", value: "{bad", dataType: "json" })).toThrow(/not valid JSON/);
    app.settings.set({ key: "custom.json", value: '{"a":1}', dataType: "json", description: "free-form" });
    expect(app.settings.list().find((s) => s.key === "custom.json")?.description).toBe("free-form");
  });
});
