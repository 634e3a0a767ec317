/**
 * Every node serves the streams (issue 36 §5): three `squawk serve` processes on one throwaway
 * PostgreSQL, their source pointed at the fake. The leader polls and writes the alerts; every
 * node's streams hear of them through their node's LISTEN connection. 200 stream clients spread
 * over the three get every alert id, in order; one node is killed (SIGKILL) and its clients
 * reconnect with Last-Event-ID to the others and miss none. A setting changed on one node reaches
 * another's cache without a restart.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres, { type Sql } from "postgres";
import { migratePg, openPgStore } from "../../src/db/pg/store.ts";
import { storeOnPg } from "../../src/db/store-pg.ts";
import { startPostSources, type FakePostSources } from "../fakes/post-sources.ts";
import { waitFor } from "../helpers/cluster.ts";
import { startPostgres, type TestPostgres } from "../helpers/postgres.ts";
import { openStreamClient, type StreamClient } from "../helpers/stream-clients.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const CLIENTS = 200;
const LONG_MS = 90_000;
/** A tariff post the rules judge High; the date makes each one its own story (a repeat would join the first alert). */
const tariff = (n: number) => `Beginning June ${n}th, a 25% Tariff will be charged on all Trucks imported into the United States.`;

let pg: TestPostgres;
let sources: FakePostSources;
let admin: Sql;
let dir: string;
const nodes: Node[] = [];

interface Node {
  name: string;
  base: string;
  proc: Bun.Subprocess<"ignore", "pipe", "pipe">;
  log: Promise<string>;
}

beforeAll(async () => {
  pg = await startPostgres();
  sources = startPostSources();
  dir = mkdtempSync(join(tmpdir(), "squawk-cluster-streams-"));
  const seed = openPgStore(pg.url, { max: 1 });
  try {
    await migratePg(seed);
    const { db, tables } = storeOnPg(seed);
    // The dev shortcut's user (X-Dev-Auth) as an admin: premium access, so a new alert is streamed at once.
    await db.insert(tables.users).values({ id: 999, email: "dev-user@squawk.test", name: "Test User", isAdmin: true });
    await db.update(tables.settings).set({ value: "1" }).where(eq(tables.settings.key, "sources.pollIntervalSeconds"));
  } finally {
    await seed.close();
  }
  admin = postgres(pg.url, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  for (const n of nodes) n.proc.kill("SIGKILL");
  await Promise.all(nodes.map((n) => n.proc.exited));
  await admin?.end({ timeout: 1 });
  await sources?.stop();
  await pg?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A `squawk serve` process on the database; resolves once it answers HTTP. */
async function startNode(name: string): Promise<Node> {
  const proc = Bun.spawn([process.execPath, MAIN, "serve"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: dir,
      DATA_DIR: join(dir, name),
      DATABASE_URL: pg.url,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: process.env.NODE_LOG_LEVEL ?? "warn",
      DEV_SHORTCUTS: "1",
      MARKET_DATA: "off",
      ...sources.env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const log = new Response(proc.stderr).text();
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes("is running at")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`node ${name} exited (${await proc.exited}) before serving: ${seen}\n${await log}`);
    seen += decoder.decode(value, { stream: true });
  }
  // Keep reading stdout so the process never blocks on a full pipe.
  void (async () => {
    while (!(await reader.read()).done);
  })().catch(() => {});
  const base = seen.match(/http:\/\/localhost:(\d+)/)![0].replace("localhost", "127.0.0.1");
  const node = { name, base, proc, log };
  nodes.push(node);
  return node;
}

async function call(node: Node, method: string, path: string, body?: unknown) {
  const headers = { "x-dev-auth": "true", "content-type": "application/json", origin: node.base };
  const r = await fetch(`${node.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!r.ok) throw new Error(`${method} ${path} on ${node.name}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

/** The process id in the lease holder's node id (host-pid-suffix). */
async function leaderPid(): Promise<number | null> {
  const [row] = await admin`SELECT holder FROM cluster_lease WHERE name = 'leader' AND expires_at > clock_timestamp()`;
  return row ? Number(String(row.holder).split("-").at(-2)) : null;
}

/** The live alerts after `after`, in id order, with when each was made. */
async function liveAlerts(after: number) {
  const rows = await admin`
    SELECT a.id, a.created_at FROM alerts a JOIN posts p ON p.id = a.post_id
    WHERE a.id > ${after} AND NOT p.backfilled ORDER BY a.id`;
  return rows.map((r) => ({ id: Number(r.id), createdAt: new Date(r.created_at as string).getTime() }));
}

/** Adds `n` posts to the source and answers the alert ids they became, once all have. */
async function postAlerts(from: number, n: number, after: number, had: number) {
  for (let i = 0; i < n; i++) sources.add(tariff(from + i));
  await waitFor(async () => (await liveAlerts(after)).length >= had + n, `${n} more alerts`, LONG_MS).catch(async (e) => {
    const posts =
      await admin`SELECT p.id, p.backfilled, a.impact, a.relevant FROM posts p LEFT JOIN analyses a ON a.post_id = p.id WHERE p.content LIKE '%Trucks%'`;
    const logs = await Promise.all(nodes.map(async (n) => (n.proc.kill("SIGKILL"), `${n.name}: ${(await n.log).slice(-3000)}`)));
    throw new Error(`${e}\nposts: ${JSON.stringify(posts)}\n${logs.join("\n")}`);
  });
  return liveAlerts(after);
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

test(
  "200 stream clients on three nodes get every alert id in order; a killed node's clients resume on the others with Last-Event-ID and miss none",
  async () => {
    // The first node alone imports the bundled sample into the empty store; then two more join.
    await startNode("a");
    await Promise.all([startNode("b"), startNode("c")]);
    // The first poll back-fills silently; posts after it are news. Every node polls once as it
    // starts (serve's offline notice), so the fake's count alone does not say the first is over:
    // the store does, and a few of the leader's polls after that see the nodes' first ones done.
    await waitFor(async () => (await admin`SELECT 1 FROM source_state WHERE last_success_at IS NOT NULL`).length > 0, "the first poll", LONG_MS);
    await sources.polled(sources.hits.statuses + 3, LONG_MS);
    await waitFor(async () => (await leaderPid()) !== null, "a leader", LONG_MS);
    const pid = await leaderPid();
    const leader = nodes.find((n) => n.proc.pid === pid)!;
    expect(leader).toBeDefined();
    // Four keys: opening a stream counts against its key's 60 requests a minute.
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) keys.push(String((await call(nodes[i % nodes.length]!, "POST", "/api/integrations/keys", { name: `cluster ${i}` })).key));
    const [{ max }] = await admin`SELECT coalesce(max(id), 0)::int AS max FROM alerts`;
    const before = Number(max);

    // Spread over the nodes; each remembers which it is on.
    const opened = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const node = nodes[i % nodes.length]!;
        const key = keys[i % keys.length]!;
        return { node, key, parts: [await openStreamClient(node.base, key)] };
      }),
    );
    const idsOf = (c: { parts: StreamClient[] }) => c.parts.flatMap((p) => p.ids);

    // Phase 1: five alerts, every client gets all five.
    const first = await postAlerts(1, 5, before, 0);
    await Promise.all(opened.map((c) => c.parts[0]!.reached(first.at(-1)!.id)));
    // Latency from the alert's commit (its created_at, a moment before) to each client of a node that did not write it.
    const made = new Map(first.map((a) => [a.id, a.createdAt]));
    const lag = opened
      .filter((c) => c.node !== leader)
      .flatMap((c) => c.parts[0]!.ids.map((id, i) => c.parts[0]!.receivedAt[i]! - made.get(id)!))
      .filter((ms) => Number.isFinite(ms));
    console.log(
      `alert commit → stream event on the other nodes: median ${quantile(lag, 0.5)} ms, p95 ${quantile(lag, 0.95)} ms, max ${Math.max(...lag)} ms (${lag.length} events)`,
    );

    // A node that does not lead dies with its streams open.
    const victim = nodes.find((n) => n !== leader)!;
    const survivors = nodes.filter((n) => n !== victim);
    victim.proc.kill("SIGKILL");
    await victim.proc.exited;
    const orphans = opened.filter((c) => c.node === victim);
    await Promise.all(orphans.map((c) => c.parts[0]!.done));
    // Alerts go on while its clients are away: they must get these on resuming.
    const gap = await postAlerts(6, 3, before, first.length);
    await Promise.all(
      orphans.map(async (c, i) => {
        c.node = survivors[i % survivors.length]!;
        c.parts.push(await openStreamClient(c.node.base, c.key, idsOf(c).at(-1)));
      }),
    );
    // Phase 2: more alerts after the reconnects.
    const all = await postAlerts(9, 4, before, gap.length);
    const last = all.at(-1)!.id;
    await Promise.all(opened.map((c) => c.parts.at(-1)!.reached(last)));

    const expected = all.map((a) => a.id);
    expect(expected).toHaveLength(12);
    for (const c of opened) expect(idsOf(c)).toEqual(expected);
    expect(orphans.length).toBeGreaterThan(0);
    for (const c of opened) for (const p of c.parts) p.close();
  },
  LONG_MS * 3,
);

test("a setting changed on one node is in another node's cache without a restart", async () => {
  const [a, b] = nodes.filter((n) => n.proc.exitCode === null && !n.proc.killed);
  expect(b).toBeDefined();
  const value = `told at ${Date.now()}`;
  await call(a!, "POST", "/api/admin/settings", { key: "cluster.note", value, dataType: "string" });
  const onB = async () =>
    ((await call(b!, "GET", "/api/admin/settings")).settings as { key: string; value: string }[]).find((s) => s.key === "cluster.note")?.value;
  await waitFor(async () => (await onB()) === value, "node b to read the setting node a wrote", LONG_MS);
  await call(b!, "DELETE", "/api/admin/settings/cluster.note");
  const onA = async () => ((await call(a!, "GET", "/api/admin/settings")).settings as { key: string }[]).some((s) => s.key === "cluster.note");
  await waitFor(async () => !(await onA()), "node a to forget the setting node b deleted", LONG_MS);
});
