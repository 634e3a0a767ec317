import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOSED_SOURCES } from "../helpers/binary.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const root = mkdtempSync(join(tmpdir(), "squawk-safety-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A data folder of its own for each test. */
function folder(name: string) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  const env = { PATH: process.env.PATH ?? "", DATA_DIR: join(dir, "data"), LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", ...CLOSED_SOURCES };
  const run = async (args: string[]) => {
    const p = Bun.spawn(["bun", MAIN, ...args], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
    const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
    return { stdout, stderr, code };
  };
  /** A server on the folder, once it listens. */
  const serve = async () => {
    const p = Bun.spawn(["bun", MAIN, "serve"], { cwd: dir, env, stdout: "ignore", stderr: "pipe" });
    const reader = p.stderr.getReader();
    let log = "";
    while (!log.includes("squawk listening")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(log);
      log += new TextDecoder().decode(value);
    }
    void (async () => {
      while (!(await reader.read()).done);
    })();
    return p;
  };
  const dbFile = join(dir, "data", "squawk.db");
  const users = () => {
    const db = new Database(dbFile, { readonly: true });
    try {
      return (db.query("select email from users order by email").all() as { email: string }[]).map((r) => r.email);
    } finally {
      db.close();
    }
  };
  const addUser = (email: string) => {
    const db = new Database(dbFile);
    db.exec("PRAGMA busy_timeout = 5000");
    db.query("insert into users (email, created_at) values (?, 1)").run(email);
    db.close();
  };
  return { dir, run, serve, dbFile, users, addUser, files: () => readdirSync(join(dir, "data")).sort() };
}

const oneLine = (s: string) => s.trimEnd().split("\n").length === 1 && !/\s+at\s|\.ts:\d+|\^/.test(s);

describe("one Squawk per data folder", () => {
  test("a second serve exits 2 naming the running one; deleting files beside the database changes nothing; migrate and restore are refused alike; backup runs beside it", async () => {
    const f = folder("lock");
    const first = await f.serve();
    try {
      const second = await f.run(["serve"]);
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(
        new RegExp(`^DATA_DIR=\\S+ is in use by a Squawk server at http://127\\.0\\.0\\.1:\\d+ \\(pid ${first.pid}, since [0-9T:.Z-]+\\)\\.\\n$`),
      );

      // A backup runs beside a server.
      f.addUser("live@example.com");
      const copy = join(f.dir, "copy.db");
      const backup = await f.run(["backup", copy]);
      expect([backup.code, backup.stderr]).toEqual([0, ""]);

      // What a careless operator does to "fix a stale lock": remove every file but the database
      // and its own -wal and -shm (the lock files included), and try again.
      for (const n of f.files()) if (!/^squawk\.db(-wal|-shm)?$/.test(n)) rmSync(join(f.dir, "data", n), { recursive: true, force: true });
      expect(f.files().filter((n) => n.includes("lock"))).toEqual([]);
      const third = await f.run(["serve"]);
      expect(third.code).toBe(2);
      expect(third.stderr).toMatch(/^DATA_DIR=\S+ is in use by another Squawk process\.\n$/);

      for (const args of [["migrate"], ["restore", copy]]) {
        const r = await f.run(args);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/is in use by another Squawk process\.\n$/);
      }
      expect(f.users()).toEqual(["live@example.com"]);
    } finally {
      first.kill("SIGKILL"); // the operating system drops the lock with the process, however it ends
      await first.exited;
    }
    expect((await f.run(["migrate"])).code).toBe(0);
  }, 60_000);
});

describe("squawk backup", () => {
  test("refuses the live database and its -wal and -shm, by any path that leads to them", async () => {
    const f = folder("live-target");
    const server = await f.serve();
    try {
      f.addUser("kept@example.com");
      symlinkSync(join(f.dir, "data"), join(f.dir, "alias"));
      linkSync(f.dbFile, join(f.dir, "hardlink.db"));
      const targets = [
        f.dbFile,
        `${f.dbFile}-wal`,
        `${f.dbFile}-shm`,
        join(f.dir, "alias", "squawk.db"),
        join(f.dir, "data", ".", "squawk.db"),
        join(f.dir, "hardlink.db"),
      ];
      for (const t of targets) {
        const r = await f.run(["backup", t, "--force"]);
        expect([t, r.code]).toEqual([t, 1]);
        expect(r.stderr).toMatch(/is the live database( \(its (wal|shm) file\))?; write the backup somewhere else\n$/);
      }
      f.addUser("after@example.com");
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
    expect(f.users()).toEqual(["after@example.com", "kept@example.com"]);
  }, 60_000);

  test("refuses any target inside the live DATA_DIR (the lock and its note included); the server's lock holds", async () => {
    const f = folder("inside-data");
    const server = await f.serve();
    try {
      const data = join(f.dir, "data");
      symlinkSync(data, join(f.dir, "alias2"));
      for (const t of [`${f.dbFile}.lock`, `${f.dbFile}.lock.json`, join(data, "copy.db"), join(data, "backups", "mine.db"), join(f.dir, "alias2", "x.db")]) {
        const r = await f.run(["backup", t, "--force"]);
        expect([t, r.code]).toEqual([t, 1]);
        expect(r.stderr).toMatch(/ is (inside DATA_DIR=\S+|the live database \(its lock(\.json)? file\)); write the backup somewhere else\n$/);
        expect(oneLine(r.stderr)).toBe(true);
      }
      // Still one server: a second one is refused, and a backup outside still runs beside it.
      expect((await f.run(["serve"])).code).toBe(2);
      expect((await f.run(["backup", join(f.dir, "outside.db")])).code).toBe(0);
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);

  test("a backup interrupted by a signal removes its partial file; one killed outright is cleaned up by the next run", async () => {
    const f = folder("interrupt");
    expect((await f.run(["migrate"])).code).toBe(0);
    // Enough data that copying it takes a moment.
    const db = new Database(f.dbFile);
    db.exec("CREATE TABLE filler (b BLOB)");
    const insert = db.query("INSERT INTO filler VALUES (randomblob(1048576))");
    db.transaction(() => {
      for (let i = 0; i < 300; i++) insert.run();
    })();
    db.close();

    const target = join(f.dir, "out", "copy.db");
    mkdirSync(join(f.dir, "out"));
    const p = Bun.spawn(["bun", MAIN, "backup", target], {
      cwd: f.dir,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: join(f.dir, "data"), ...CLOSED_SOURCES },
      stdout: "pipe",
      stderr: "pipe",
    });
    const partial = `${target}.partial-${p.pid}`;
    while (!existsSync(partial) && p.exitCode === null) await Bun.sleep(5);
    p.kill("SIGTERM");
    const [stderr, code] = await Promise.all([new Response(p.stderr).text(), p.exited]);
    expect(code).toBe(143);
    expect(stderr).toBe(`backup interrupted (SIGTERM); ${target} was not written\n`);
    expect(readdirSync(join(f.dir, "out"))).toEqual([]);

    // kill -9 leaves no chance to clean up: the next backup to that file removes what is left.
    writeFileSync(`${target}.partial-999999`, "half a copy");
    writeFileSync(`${target}.partial-999999-journal`, "its journal");
    const next = await f.run(["backup", target]);
    expect(next.code).toBe(0);
    expect(readdirSync(join(f.dir, "out"))).toEqual(["copy.db"]);
  }, 120_000);

  test("an unwritable target or a directory: one line, no stack trace, no source", async () => {
    const f = folder("unwritable");
    expect((await f.run(["migrate"])).code).toBe(0);
    for (const target of ["/proc/squawk.db", join(f.dir, "data")]) {
      const r = await f.run(["backup", target]);
      expect(r.code).toBe(1);
      expect(r.stderr.length).toBeLessThan(300);
      expect(oneLine(r.stderr)).toBe(true);
    }
  }, 60_000);
});

describe("squawk restore", () => {
  test("a SQLite file with a users table, a forged one, a directory: refused in one line, the current database exactly as it was", async () => {
    const f = folder("restore-refused");
    expect((await f.run(["migrate"])).code).toBe(0);
    f.addUser("current@example.com");
    const before = readFileSync(f.dbFile);
    const filesBefore = f.files();

    const usersOnly = join(f.dir, "users-only.db");
    const u = new Database(usersOnly, { create: true });
    u.exec("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)");
    u.close();
    // Squawk's migrations table copied in, but a table it depends on dropped: migrating fails.
    const forged = join(f.dir, "forged.db");
    expect((await f.run(["backup", forged])).code).toBe(0);
    const g = new Database(forged);
    g.exec("DROP TABLE posts");
    g.close();

    const cases: [string, string][] = [
      [usersOnly, "not a Squawk database (no migrations table)"],
      [forged, "after migration, table posts is missing"],
      [join(f.dir, "data"), "is a directory, not a backup file"],
      [join(f.dir, "missing.db"), "does not exist"],
      [f.dbFile, "is the live database"],
      [`${f.dbFile}-wal`, "is the live database"],
      [join(f.dir, "data", ".", "squawk.db.lock.json"), "is the live database"],
    ];
    for (const [file, why] of cases) {
      const r = await f.run(["restore", file]);
      expect([file, r.code]).toEqual([file, 1]);
      expect(r.stderr).toContain(why);
      expect(oneLine(r.stderr)).toBe(true);
      expect(f.files()).toEqual(filesBefore);
      expect(readFileSync(f.dbFile).equals(before)).toBe(true);
    }
    // And the server starts on it as before.
    const server = await f.serve();
    server.kill("SIGTERM");
    await server.exited;
    expect(f.users()).toEqual(["current@example.com"]);
  }, 90_000);

  test("a good backup is migrated on a copy, then swapped in; the old database is kept aside whole, with no -wal or -shm", async () => {
    const f = folder("restore-ok");
    expect((await f.run(["migrate"])).code).toBe(0);
    f.addUser("old@example.com");
    const copy = join(f.dir, "b1.db");
    expect((await f.run(["backup", copy])).code).toBe(0);
    // The current database has writes in its WAL when the restore runs: a server killed outright.
    const server = await f.serve();
    f.addUser("newer@example.com");
    server.kill("SIGKILL");
    await server.exited;
    expect(existsSync(`${f.dbFile}-wal`)).toBe(true);

    const r = await f.run(["restore", copy]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(f.users()).toEqual(["old@example.com"]);
    const files = f.files().filter((n) => !n.startsWith("squawk.db.lock"));
    const aside = files.filter((n) => n.includes("before-restore"));
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/^squawk\.db\.before-restore-[0-9TZ-]+$/);
    expect(files.filter((n) => n !== "squawk.db" && n !== aside[0] && !n.startsWith("squawk.db-"))).toEqual([]);
    const old = new Database(join(f.dir, "data", aside[0]!), { readonly: true });
    expect(old.query("select count(*) as n from users where email = 'newer@example.com'").get()).toEqual({ n: 1 });
    old.close();
  }, 60_000);
});
