/**
 * `squawk serve` with DATABASE_URL (issue 36 §2): the real server (the source, in its own
 * process) on a real PostgreSQL, its sources and Telegram pointed at the fakes. A tariff post
 * becomes an alert that the API lists and that a premium Telegram subscriber gets as a DM, and
 * nothing is written in DATA_DIR: no SQLite file exists there.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { migratePg, openPgStore } from "../../src/db/pg/store.ts";
import { storeOnPg } from "../../src/db/store-pg.ts";
import { UNTIL_MS, waitUntil } from "../fakes/http.ts";
import { startPostSources, type FakePostSources } from "../fakes/post-sources.ts";
import { startTelegramFake, type TelegramFake } from "../fakes/telegram.ts";
import { startPostgres, type TestPostgres } from "../helpers/postgres.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const TARIFF = "Beginning June 1st, a 25% Tariff will be charged on all Trucks imported into the United States.";
const PREMIUM_USER = 7401;

let pg: TestPostgres;
let sources: FakePostSources;
let tg: TelegramFake;
let dir: string;

beforeAll(async () => {
  pg = await startPostgres();
  sources = startPostSources();
  tg = startTelegramFake();
  dir = mkdtempSync(join(tmpdir(), "squawk-serve-pg-"));
  // The subscriber, premium by billing's one fact, and a poll every second: written through the
  // store (migrated here first; serve's own migration then finds nothing due).
  const seed = openPgStore(pg.url, { max: 1 });
  try {
    await migratePg(seed);
    const { db, tables } = storeOnPg(seed);
    await db.insert(tables.telegramSubscribers).values({ telegramUserId: PREMIUM_USER, chatId: PREMIUM_USER, firstName: "Pat" });
    await db.insert(tables.telegramPremium).values({ telegramUserId: PREMIUM_USER });
    // The dev shortcut's user (X-Dev-Auth) as an admin, who sees a new alert at once; a free
    // viewer would see it only after the free delay.
    await db.insert(tables.users).values({ id: 999, email: "dev-user@squawk.test", name: "Test User", isAdmin: true });
    // Written, not updated: a fresh install stores no row for a setting left at its default (an
    // UPDATE here changed nothing, and the poll ran every 10 s: a post waited ~10 s for its alert).
    const poll = { key: "sources.pollIntervalSeconds", value: "1", dataType: "number" as const };
    await db
      .insert(tables.settings)
      .values(poll)
      .onConflictDoUpdate({ target: tables.settings.key, set: { value: poll.value } });
  } finally {
    await seed.close();
  }
});

afterAll(async () => {
  await tg?.stop();
  await sources?.stop();
  await pg?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The alerts of a post, read from the store through a connection of the test's own. */
async function alertsOf(postId: string) {
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    return [...(await sql<{ impact: string }[]>`SELECT impact FROM alerts WHERE post_id = ${postId}`)];
  } finally {
    await sql.end();
  }
}

/** Reads a stream until `text` has appeared; answers what was read. */
async function readUntil(stream: ReadableStream<Uint8Array>, text: string) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before "${text}": ${seen}`);
    seen += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return seen;
}

test("serve on PostgreSQL: a tariff post becomes an alert in the API and a premium DM, and DATA_DIR holds no SQLite file", async () => {
  const dataDir = join(dir, "data");
  const p = Bun.spawn([process.execPath, MAIN, "serve"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: dir,
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEV_SHORTCUTS: "1",
      MARKET_DATA: "off",
      TELEGRAM_BOT_TOKEN: tg.token,
      TELEGRAM_API_ROOT: tg.url,
      ...sources.env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const stderr = new Response(p.stderr).text();
  try {
    const screen = await readUntil(p.stdout, "is running at").catch(async (e) => {
      throw new Error(`${e instanceof Error ? e.message : e}; serve exited with ${await p.exited}: ${await stderr}`);
    });
    const base = screen.match(/http:\/\/localhost:(\d+)/)![0].replace("localhost", "127.0.0.1");
    // The server's log (stderr), shown if a step below times out.
    const withLog = async (e: unknown): Promise<never> => {
      p.kill("SIGTERM");
      throw new Error(`${e instanceof Error ? e.message : e}\nserver log:\n${await stderr}`);
    };
    // The poll every second that the seed asked for is the one in force (the default is 10 s).
    const status = (await (await fetch(`${base}/api/status`)).json()) as { pollIntervalSeconds: number };
    expect(status.pollIntervalSeconds).toBe(1);
    // The first poll back-fills silently; a post after it is news.
    await sources.polled(2, UNTIL_MS);
    const post = sources.add(TARIFF);
    // The poll after the add fetches the post and records its alert before it ends; polls run one
    // at a time, so once the source has been asked twice more the alert is in the store (a bound
    // counted in polls, not in seconds).
    const asked = sources.hits.statuses;
    await sources.polled(asked + 2, UNTIL_MS).catch(withLog);
    expect(await alertsOf(post.id)).toEqual([{ impact: "High" }]);
    const listed = await waitUntil(
      async () => {
        const r = await fetch(`${base}/api/alerts/recent`, { headers: { "x-dev-auth": "true" } });
        const body = r.ok ? ((await r.json()) as { alerts: { postId: string; impact: string }[] }) : null;
        return body?.alerts.find((a) => a.postId === post.id);
      },
      UNTIL_MS,
      "the alert in /api/alerts/recent",
    ).catch(withLog);
    expect(listed.impact).toBe("High");
    const dm = await tg.until(() => tg.sent("sendMessage", PREMIUM_USER).find((c) => String(c.params.text).includes("25% Tariff"))).catch(withLog);
    expect(dm).toBeDefined();
    // Nothing in DATA_DIR: no squawk.db, no -wal, no lock.
    const files = existsSync(dataDir) ? readdirSync(dataDir, { recursive: true }).map(String) : [];
    expect(files.filter((f) => /\.db(-wal|-shm)?$/.test(f))).toEqual([]);
  } finally {
    p.kill("SIGTERM");
    await p.exited;
  }
});
