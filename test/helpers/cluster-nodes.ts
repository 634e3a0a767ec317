/**
 * Several real `squawk serve` processes on one PostgreSQL (issue 36 §6): what the cluster test and
 * bench/cluster.ts share. Each node is the server as an operator runs it (src/main.ts serve, its
 * own process), its sources and Telegram pointed at the fakes; its Telegram API root names it
 * (`tg.rootFor(label)`), so the fake records which node made each call. Its stdout says when it
 * serves; its log (stderr) is kept to show when a step fails and to tell when it stopped leading.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Sql } from "postgres";
import { readLease } from "../../src/cluster/index.ts";
import { migratePg, openPgStore } from "../../src/db/pg/store.ts";
import { storeOnPg } from "../../src/db/store-pg.ts";
import { createApiKeys } from "../../src/integrations/index.ts";
import type { Store } from "../../src/db/store.ts";
import type { FakePostSources } from "../fakes/post-sources.ts";
import type { TelegramFake } from "../fakes/telegram.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");

export interface SquawkNode {
  label: string;
  proc: ReturnType<typeof Bun.spawn>;
  pid: number;
  /** http://127.0.0.1:PORT */
  base: string;
  /** What it logged so far (stderr). */
  log(): string;
  /** Resolves once its log holds `text` (checked as it arrives). */
  logged(text: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Collects a stream's text as it arrives. */
function collect(stream: ReadableStream<Uint8Array>) {
  let text = "";
  const done = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  })().catch(() => {});
  return { text: () => text, done };
}

async function until(cond: () => boolean, what: string, timeoutMs: number) {
  const end = performance.now() + timeoutMs;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await Bun.sleep(10);
  }
}

/** Starts one node and resolves once it serves HTTP (its leadership is decided after that, by the lease). */
export async function startNode(opts: {
  label: string;
  /** PostgreSQL; without it the node runs on SQLite in `env.DATA_DIR` (or a folder of its own). */
  databaseUrl?: string;
  tg: TelegramFake;
  sources: FakePostSources;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<SquawkNode> {
  const dir = mkdtempSync(join(tmpdir(), `squawk-node-${opts.label}-`));
  const proc = Bun.spawn([process.execPath, MAIN, "serve"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: dir,
      DATA_DIR: join(dir, "data"),
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      MARKET_DATA: "off",
      ANALYZER: "rules",
      // A poll every second (the setting's default comes from here).
      POLL_INTERVAL_SECONDS: "1",
      TELEGRAM_BOT_TOKEN: opts.tg.token,
      TELEGRAM_API_ROOT: opts.tg.rootFor(opts.label),
      ...opts.sources.env,
      ...opts.env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const out = collect(proc.stdout as ReadableStream<Uint8Array>);
  const err = collect(proc.stderr as ReadableStream<Uint8Array>);
  let exited: number | null = null;
  void proc.exited.then((code) => (exited = code));
  const timeoutMs = opts.timeoutMs ?? 60_000;
  try {
    await until(() => out.text().includes("is running at") || exited !== null, `node ${opts.label} to serve`, timeoutMs);
  } catch (e) {
    proc.kill("SIGKILL");
    throw new Error(`${(e as Error).message}\n${err.text()}`);
  }
  if (exited !== null) throw new Error(`node ${opts.label} exited with ${exited} before serving:\n${err.text()}`);
  const base = out
    .text()
    .match(/http:\/\/localhost:(\d+)/)![0]
    .replace("localhost", "127.0.0.1");
  return {
    label: opts.label,
    proc,
    pid: proc.pid,
    base,
    log: err.text,
    logged: (text, ms = 30_000) => until(() => err.text().includes(text), `node ${opts.label} to log "${text}"`, ms),
    async stop() {
      proc.kill("SIGCONT");
      proc.kill("SIGKILL");
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds `count` Telegram subscribers, premium by billing's one fact (chat ids `firstChat`…), and
 * turns paid broadcast on, on either store: test data written before the nodes start (each loads
 * the settings at its start). Answers the chat ids.
 */
export async function seedSubscribers(store: Store, opts: { subscribers: number; firstChat: number }) {
  const { db, tables } = store;
  const ids = Array.from({ length: opts.subscribers }, (_, i) => opts.firstChat + i);
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    await db.insert(tables.telegramSubscribers).values(chunk.map((id) => ({ telegramUserId: id, chatId: id, firstName: "P" })));
    await db.insert(tables.telegramPremium).values(chunk.map((id) => ({ telegramUserId: id })));
  }
  // Settings have no row until set (their defaults live in src/settings/known.ts): an upsert.
  const paid = { key: "telegram.paidBroadcast", value: "true", dataType: "boolean" as const };
  await db.insert(tables.settings).values(paid).onConflictDoUpdate({ target: tables.settings.key, set: paid });
  return ids;
}

/**
 * `count` web accounts with an API key each for /api/v1/stream (made by the product's own key
 * service); answers the keys. Several, since a key may open 60 streams a minute on a node. Admins,
 * whom delivery's `tierOf` serves as premium (every alert at once): billing's premium comes from
 * its own records, which `is_premium` alone does not make.
 */
export async function streamKeys(databaseUrl: string, count: number): Promise<string[]> {
  const pg = openPgStore(databaseUrl, { max: 1 });
  try {
    const store = storeOnPg(pg);
    const { users } = store.tables;
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const [user] = await store.db
        .insert(users)
        .values({ email: `streamer${i}@squawk.test`, isPremium: true, isAdmin: true })
        .returning({ id: users.id });
      keys.push((await createApiKeys({ store, mode: () => "test" }).create(user!.id, "cluster")).key);
    }
    return keys;
  } finally {
    await pg.close();
  }
}

/** Migrates the PostgreSQL database as a node would, then `seedSubscribers` on it. */
export async function seedCluster(databaseUrl: string, opts: { subscribers: number; firstChat: number }) {
  const pg = openPgStore(databaseUrl, { max: 1 });
  try {
    await migratePg(pg);
    return await seedSubscribers(storeOnPg(pg), opts);
  } finally {
    await pg.close();
  }
}

export interface LeaseSample {
  at: number;
  holder: string;
  epoch: number;
}

/**
 * Reads the lease row every 20 ms in the background and keeps each change of holder or epoch
 * while it is held, so a test can check that epochs only grow and find who leads now.
 */
export function watchLease(sql: Sql) {
  const changes: LeaseSample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const row = await readLease(sql, "leader").catch(() => null);
      const last = changes.at(-1);
      if (row && row.remainingMs > 0 && (last?.holder !== row.holder || last.epoch !== row.epoch))
        changes.push({ at: performance.now(), holder: row.holder, epoch: row.epoch });
      await Bun.sleep(20);
    }
  })();
  return {
    changes,
    /** The node holding the lease now (by the last change seen), found among `nodes` by its pid. */
    leader<N extends { pid: number }>(nodes: N[]): N | undefined {
      const holder = changes.at(-1)?.holder;
      return holder ? nodes.find((n) => holder.includes(`-${n.pid}-`)) : undefined;
    },
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
