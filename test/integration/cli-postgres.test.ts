/**
 * The CLI with DATABASE_URL set, in this version (issue 36 §2 under way): `migrate` and `serve`
 * use PostgreSQL (tested against a real one in src/db/pg/store.test.ts and
 * test/integration/serve-postgres.test.ts); the other commands that need the store stop with
 * exit 2 and say why, before anything is written (DATA_DIR is not even created);
 * backup and restore point to pg_dump and pg_restore. A password in the URL is never printed.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const dir = mkdtempSync(join(tmpdir(), "squawk-cli-pg-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataDir = join(dir, "data");

/** A loopback port nobody listens on (free a moment ago): connecting to it is refused. */
const closedPort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

async function run(args: string[], databaseUrl: string) {
  const p = Bun.spawn([process.execPath, MAIN, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0", DATABASE_URL: databaseUrl },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { stdout, stderr, code };
}

describe("squawk with DATABASE_URL", () => {
  const url = "postgres://squawk:s3cret-pw@127.0.0.1:5432/squawk";

  test("serve uses PostgreSQL: against a server that refuses, exit 2, one line naming the URL without its password, and no SQLite file (nor DATA_DIR) appears", async () => {
    const r = await run(["serve"], `postgres://squawk:s3cret-pw@127.0.0.1:${await closedPort()}/squawk`);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("Cannot use DATABASE_URL=postgres://squawk:***@127.0.0.1:");
    expect(r.stderr).not.toContain("s3cret-pw");
    expect(r.stdout).toBe("");
    expect(existsSync(dataDir)).toBe(false);
  });

  test("so do the other commands that need the store (create-admin, doctor, import)", async () => {
    for (const args of [["create-admin", "a@example.com"], ["doctor"], ["import", "x.json"]]) {
      const r = await run(args, url);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toContain(`\`squawk ${args[0]}\` cannot use PostgreSQL yet`);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  test("backup and restore say that pg_dump and pg_restore do this, and exit 2", async () => {
    const b = await run(["backup", join(dir, "copy.db")], url);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain("backing it up is pg_dump's job");
    const r = await run(["restore", join(dir, "copy.db")], url);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("restoring it is pg_restore's job");
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(join(dir, "copy.db"))).toBe(false);
  });

  test("migrate against a server that refuses: exit 2, one line naming the URL without its password", async () => {
    const r = await run(["migrate"], `postgres://squawk:s3cret-pw@127.0.0.1:${await closedPort()}/squawk`);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("Cannot use DATABASE_URL=postgres://squawk:***@127.0.0.1:");
    expect(r.stderr).not.toContain("s3cret-pw");
    expect(existsSync(dataDir)).toBe(false);
  });

  test("a URL that is not PostgreSQL's is a configuration error (exit 2), its value hidden", async () => {
    const r = await run(["serve"], "mysql://root:s3cret-pw@127.0.0.1/squawk");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("DATABASE_URL=(hidden): expected a postgres:// or postgresql:// URL");
    expect(r.stderr).not.toContain("s3cret-pw");
  });
});
