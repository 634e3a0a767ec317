import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOSED_SOURCES } from "../helpers/binary.ts";
import { testApp } from "../helpers/app.ts";
import { createBackups } from "../../src/backup/service.ts";
import { backupCheck } from "../../src/backup/doctor.ts";
import { createSystem } from "../../src/admin/system.ts";
import { PG_BACKUP } from "../../src/db/pg/cli.ts";
import { postgresBackend } from "../helpers/stores.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const dir = mkdtempSync(join(tmpdir(), "squawk-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { PATH: process.env.PATH ?? "", DATA_DIR: join(dir, "data"), LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", ...CLOSED_SOURCES };

async function run(args: string[]) {
  const p = Bun.spawn(["bun", MAIN, ...args], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { stdout, stderr, code };
}

const emails = () => {
  const db = new Database(join(dir, "data", "squawk.db"), { readonly: true });
  try {
    return (db.query("select email from users order by email").all() as { email: string }[]).map((r) => r.email);
  } finally {
    db.close();
  }
};

describe("squawk backup and restore", () => {
  test("backs up while the server writes, refuses to overwrite, and restores only once the server is stopped", async () => {
    const server = Bun.spawn(["bun", MAIN, "serve"], { cwd: dir, env, stdout: "ignore", stderr: "pipe" });
    const reader = server.stderr.getReader();
    let log = "";
    while (!log.includes("squawk listening")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(log);
      log += new TextDecoder().decode(value);
    }
    // A row written through a second connection while the server has the file open.
    const writer = new Database(join(dir, "data", "squawk.db"));
    writer.exec("PRAGMA busy_timeout = 5000");
    writer.query("insert into users (email, created_at) values ('before@example.com', 1)").run();

    const file = join(dir, "copy.db");
    const first = await run(["backup", file]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`backup written to ${file}`);
    expect(first.stdout).toMatch(/size\s+\d+\.\d\d MB \(\d+ bytes\)/);
    expect(first.stdout).toMatch(/integrity\s+ok/);

    const again = await run(["backup", file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists; add --force to overwrite it");
    expect((await run(["backup", file, "--force"])).code).toBe(0);

    writer.query("insert into users (email, created_at) values ('after@example.com', 2)").run();
    writer.close();

    const refused = await run(["restore", file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(`^DATA_DIR=\\S+ is in use by a Squawk server at http://127\\.0\\.0\\.1:\\d+ \\(pid ${server.pid}, since [0-9T:.Z-]+\\)\\.\\n$`),
    );
    expect(emails()).toEqual(["after@example.com", "before@example.com"]);

    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const restored = await run(["restore", file]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("migrated to the current version");
    expect(emails()).toEqual(["before@example.com"]);
    const aside = readdirSync(join(dir, "data")).filter((n) => /^squawk\.db\.before-restore-[0-9TZ-]+$/.test(n));
    expect(aside.length).toBe(1);
    const old = new Database(join(dir, "data", aside[0]!), { readonly: true });
    expect(old.query("select count(*) as n from users where email = 'after@example.com'").get()).toEqual({ n: 1 });
    old.close();
  }, 60_000);

  test("restore refuses a file that is not a Squawk database and leaves the current one alone", async () => {
    const junk = join(dir, "junk.db");
    writeFileSync(junk, "this is not sqlite at all, just text ".repeat(200));
    const r = await run(["restore", junk]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("junk.db cannot be restored:");
    expect(emails()).toEqual(["before@example.com"]);
    const empty = join(dir, "empty.db");
    new Database(empty, { create: true }).close();
    expect((await run(["restore", empty])).stderr).toContain("not a Squawk database (no migrations table)");
  });
});

describe("daily backup job", () => {
  test("writes one file a day into DATA_DIR/backups, removes those older than keepDays, and is off at 0", async () => {
    const app = testApp();
    try {
      let keepDays = 0;
      let now = Date.parse("2026-03-10T08:00:00Z");
      const backups = createBackups({ store: app.store, db: app.db, dataDir: app.config.dataDir, keepDays: () => keepDays, now: () => now });
      expect(backups.run()).toBeNull();
      expect(backups.status().files).toEqual([]);
      keepDays = 2;
      const made = backups.run()!;
      expect(made.integrity).toBe("ok");
      expect(made.file).toBe(join(app.config.dataDir, "backups", "squawk-2026-03-10.db"));
      expect(backups.run()).toBeNull(); // once a day
      // An old one (by its time on disk) goes once it is older than keepDays.
      const old = join(app.config.dataDir, "backups", "squawk-2026-03-01.db");
      writeFileSync(old, "x");
      utimesSync(old, new Date("2026-03-01T08:00:00Z"), new Date("2026-03-01T08:00:00Z"));
      now = Date.parse("2026-03-11T08:00:00Z");
      backups.run();
      expect(existsSync(old)).toBe(false);
      expect(backups.status().files.map((f) => f.name)).toEqual(expect.arrayContaining(["squawk-2026-03-10.db", "squawk-2026-03-11.db"]));
      // The admin system panel shows them.
      const snap = await app.system.snapshot();
      expect(snap.backups?.keepDays).toBe(7);
    } finally {
      await app.close();
    }
  });
});

describe("daily backup job with the PostgreSQL store", () => {
  const backend = postgresBackend();
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());

  test("writes nothing and says that backing up is pg_dump's job, on the admin's panel and in doctor", async () => {
    const s = await backend.fresh();
    const app = testApp();
    try {
      const backups = createBackups({ store: s.store, db: app.db, dataDir: app.config.dataDir, keepDays: () => 7 });
      expect(backups.run()).toBeNull();
      expect(existsSync(join(app.config.dataDir, "backups"))).toBe(false);
      const { pgDump } = backups.status();
      expect(pgDump).toContain("backing it up is pg_dump's job");
      // The same example as `squawk backup` gives with DATABASE_URL.
      expect(PG_BACKUP).toContain(pgDump!.match(/\(for example: [^)]*\)/)![0]);
      expect(await backupCheck({ backups }).run()).toBe(`off (${pgDump!})`);
      // The panel reads its own figures from the PostgreSQL store (the database's size, the
      // delivery queue, the sources, today's analyses) and shows the backups' word.
      const snap = await createSystem({ ...app, store: s.store, backups }).snapshot();
      expect(snap.backups).toMatchObject({ files: [], pgDump });
      expect(snap.databaseBytes).toBeGreaterThan(0);
      expect(snap.deliveries.due).toEqual({ premium: 0, free: 0 });
      expect(snap.analysis.today.alerts).toBe(0);
    } finally {
      await app.close();
      await s.close();
    }
  });
});
