/**
 * The CLI with DATABASE_URL set, as an operator runs it (`bun src/main.ts …`), against a real,
 * throwaway PostgreSQL: every command that needs the store uses PostgreSQL and never a SQLite file
 * (DATA_DIR is not even created); `doctor` shows the database, the store, this machine's node, who
 * leads (epoch, since when) and every node's heartbeat, and exits as on SQLite; backup and restore
 * point to pg_dump and pg_restore. A password in the URL is never printed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { startPostSources, type FakePostSources } from "../fakes/post-sources.ts";
import { waitFor } from "../helpers/cluster.ts";
import { startPostgres, type TestPostgres } from "../helpers/postgres.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const dir = mkdtempSync(join(tmpdir(), "squawk-cli-pg-"));
const dataDir = join(dir, "data");
let pg: TestPostgres;
let sources: FakePostSources;
/** The test database's URL with a password in it (trust authentication ignores it): it must never be printed. */
let url: string;
let admin: postgres.Sql;

beforeAll(async () => {
  pg = await startPostgres();
  sources = startPostSources();
  url = pg.url.replace("postgres://postgres@", "postgres://postgres:s3cret-pw@");
  admin = postgres(pg.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await admin?.end({ timeout: 1 });
  await sources?.stop();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A loopback port nobody listens on (free a moment ago): connecting to it is refused. */
const closedPort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const env = (databaseUrl: string) => ({
  PATH: process.env.PATH ?? "",
  HOME: dir,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  PORT: "0",
  MARKET_DATA: "off",
  APP_URL: "https://squawk.example",
  DATABASE_URL: databaseUrl,
  ...sources.env,
});

async function run(args: string[], databaseUrl = url, extra: Record<string, string> = {}) {
  const p = Bun.spawn([process.execPath, MAIN, ...args], { cwd: dir, env: { ...env(databaseUrl), ...extra }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  expect(stdout + stderr).not.toContain("s3cret-pw");
  return { stdout, stderr, code };
}

/** doctor's line for one check: its result, without the name's column. */
const line = (stdout: string, name: string) =>
  stdout
    .split("\n")
    .find((l) => l.startsWith(`${name} `))
    ?.slice(name.length)
    .trim();

/** Reads a stream until `text` has appeared. */
async function readUntil(stream: ReadableStream<Uint8Array>, text: string) {
  const reader = stream.getReader();
  let seen = "";
  while (!seen.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before "${text}": ${seen}`);
    seen += new TextDecoder().decode(value);
  }
  reader.releaseLock();
}

describe("squawk with DATABASE_URL", () => {
  test("serve against a server that refuses: exit 2, one line naming the URL without its password, and no SQLite file (nor DATA_DIR) appears", async () => {
    const r = await run(["serve"], `postgres://squawk:s3cret-pw@127.0.0.1:${await closedPort()}/squawk`);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("Cannot use DATABASE_URL=postgres://squawk:***@127.0.0.1:");
    expect(r.stdout).toBe("");
    expect(existsSync(dataDir)).toBe(false);
  });

  test("so do doctor and the other commands that need the store, and a secret in the URL's query is hidden too", async () => {
    const refused = `postgres://squawk:s3cret-pw@127.0.0.1:${await closedPort()}/squawk?sslpassword=s3cret-pw&application_name=squawk`;
    for (const args of [["doctor"], ["create-admin", "a@example.com", "--password", "long-enough"], ["reset-password", "a@example.com"]]) {
      const r = await run(args, refused);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toContain("Cannot use DATABASE_URL=postgres://squawk:***@127.0.0.1:");
      expect(r.stderr).toContain("sslpassword=***&application_name=squawk");
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  test("doctor before any migration: the database is reachable, the store has no tables yet (off, exit 0); nothing is created", async () => {
    const r = await run(["doctor"]);
    expect(r.code).toBe(0);
    expect(line(r.stdout, "database")).toMatch(
      /^ok \(PostgreSQL 1\d[.\d]* .*primary; no synchronous standby: a failover of PostgreSQL itself may lose the last commits/,
    );
    expect(line(r.stdout, "store")).toBe(
      `off (PostgreSQL at ${url.replace("s3cret-pw", "***")} has no Squawk tables yet: squawk migrate, or the first squawk serve, creates them)`,
    );
    const [t] = await admin<{ t: string | null }[]>`SELECT to_regclass('public.users')::text AS t`;
    expect(t!.t).toBeNull();
    expect(existsSync(dataDir)).toBe(false);
  });

  test("migrate, then create-admin, reset-password, import, telegram chats and reactions use PostgreSQL", async () => {
    expect((await run(["migrate"])).stdout).toContain("is up to date");
    const created = await run(["create-admin", "Boss@example.com", "--password", "long-enough"]);
    expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^created admin: boss@example\.com \(id \d+\), password set\n$/) });
    expect([...(await admin`SELECT email, is_admin FROM users`)]).toEqual([{ email: "boss@example.com", is_admin: true }]);

    const reset = await run(["reset-password", "boss@example.com"]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/https:\/\/squawk\.example\/reset-password\?token=[\w-]{43}/);
    expect(await run(["reset-password", "nobody@example.com"])).toMatchObject({ code: 1, stderr: "No account uses nobody@example.com.\n" });

    const file = join(dir, "posts.json");
    const posts = [1, 2].map((i) => ({ id: `90${i}`, created_at: `2025-0${i}-02T15:00:00Z`, content: `Imported post number ${i}` }));
    writeFileSync(file, JSON.stringify(posts));
    const imported = await run(["import", file]);
    expect(imported).toMatchObject({ code: 0, stdout: `imported 2 posts (0 already present) from ${file}\n` });
    expect((await admin`SELECT id FROM posts WHERE id IN ('901', '902') ORDER BY id`).map((r) => r.id)).toEqual(["901", "902"]);

    // The groups the bot reported, read from PostgreSQL (no token: as last reported).
    await admin`INSERT INTO telegram_chats (chat_id, type, title, bot_status, updated_at) VALUES (-1001234567890, 'supergroup', 'Squawk Premium', 'administrator', now())`;
    const chats = await run(["telegram", "chats"]);
    expect(chats).toMatchObject({ code: 0, stdout: '-1001234567890   supergroup "Squawk Premium"  bot: administrator\n' });
    // No alert since that day: nothing to ask the provider (which is not there), and the counts come from PostgreSQL.
    const reactions = await run(["reactions", "--since", "2025-01-01"], url, {
      MARKET_DATA: "yahoo",
      MARKET_DATA_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    expect(reactions).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("0 alerts since 2025-01-01 newly watched; 0 yahoo requests (0 rate-limited, 0 failed)"),
    });
    // The go-live checklist reads PostgreSQL too: the admin made above; backups are pg_dump's.
    const live = await run(["doctor", "--live"]);
    expect(line(live.stdout, "4 admin")).toBe("ok (boss@example.com is an admin)");
    expect(line(live.stdout, "10 backups")).toStartWith("ok (the database is PostgreSQL's: Squawk keeps no copy; schedule pg_dump");
    expect(existsSync(dataDir)).toBe(false);
  });

  test("doctor with a node serving: the store, this machine's node, the leader with its epoch and since when, every node's heartbeat; exit 0; after the node stops, nobody leads (exit 1)", async () => {
    const p = Bun.spawn([process.execPath, MAIN, "serve"], { cwd: dir, env: env(url), stdout: "pipe", stderr: "pipe" });
    const stderr = new Response(p.stderr).text();
    let nodeId = "";
    try {
      await readUntil(p.stdout, "is running at").catch(async (e) => {
        throw new Error(`${e}; serve exited with ${await p.exited}: ${await stderr}`);
      });
      await waitFor(async () => (await admin`SELECT 1 FROM cluster_lease WHERE expires_at > clock_timestamp()`).length === 1, "the node to lead");
      nodeId = (await admin<{ holder: string }[]>`SELECT holder FROM cluster_lease`)[0]!.holder;
      const r = await run(["doctor"]);
      expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 0, stdout: expect.any(String) });
      expect(line(r.stdout, "store")).toMatch(
        /^ok \(PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/squawk_test; \d+ migrations applied, none due\)$/,
      );
      expect(line(r.stdout, "node")).toMatch(new RegExp(`^ok \\(${nodeId}, pid ${p.pid}, heartbeat \\d+\\.\\d s ago\\)$`));
      expect(line(r.stdout, "leader")).toMatch(new RegExp(`^ok \\(${nodeId}, epoch 1, since \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z \\([\\d.]+ s ago\\)\\)$`));
      expect(line(r.stdout, "nodes")).toMatch(new RegExp(`^ok \\(1 beating: ${nodeId} \\(leader\\) heartbeat \\d+\\.\\d s ago\\)$`));
      expect(nodeId.startsWith(hostname())).toBe(true);
      expect(line(r.stdout, "backups")).toStartWith("off (The database is PostgreSQL's, and backing it up is pg_dump's job");
    } finally {
      p.kill("SIGTERM");
      await p.exited;
    }
    // Stopped: its lease released, its row left for the reaper of a next leader (none here).
    await waitFor(async () => (await run(["doctor"])).stdout.includes("stale: dead or hung"), "the stopped node's heartbeat to go stale");
    const after = await run(["doctor"]);
    expect(after.code).toBe(1);
    expect(line(after.stdout, "leader")).toMatch(
      new RegExp(`^off \\(no node is running, so nothing polls, sends or runs jobs; the last lease, ${nodeId}'s \\(epoch 1\\), ended [\\d.]+ s ago\\)$`),
    );
    expect(line(after.stdout, "nodes")).toMatch(new RegExp(`^0 of 1 beating: ${nodeId} heartbeat [\\d.]+ s ago \\(stale: dead or hung\\)$`));
    expect(existsSync(join(dataDir, "squawk.db"))).toBe(false);
  });

  test("backup and restore say that pg_dump and pg_restore do this, and exit 2", async () => {
    const b = await run(["backup", join(dir, "copy.db")]);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain("backing it up is pg_dump's job");
    const r = await run(["restore", join(dir, "copy.db")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("restoring it is pg_restore's job");
    expect(existsSync(join(dir, "copy.db"))).toBe(false);
  });

  test("migrate against a server that refuses: exit 2, one line naming the URL without its password", async () => {
    const r = await run(["migrate"], `postgres://squawk:s3cret-pw@127.0.0.1:${await closedPort()}/squawk`);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("Cannot use DATABASE_URL=postgres://squawk:***@127.0.0.1:");
  });

  test("a URL that is not PostgreSQL's is a configuration error (exit 2), its value hidden", async () => {
    const r = await run(["serve"], "mysql://root:s3cret-pw@127.0.0.1/squawk");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("DATABASE_URL=(hidden): expected a postgres:// or postgresql:// URL");
  });
});
