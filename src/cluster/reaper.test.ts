import { expect, test } from "bun:test";
import { inArray } from "drizzle-orm";
import { clusterDatabase, waitFor } from "../../test/helpers/cluster.ts";
import { openPgStore } from "../db/pg/store.ts";
import { storeOnPg } from "../db/store-pg.ts";
import { claimants, createOutbox } from "../delivery/index.ts";
import { createLogger } from "../log.ts";
import { createHeartbeat } from "./heartbeat.ts";
import { createReaper } from "./reaper.ts";

/** The leader's reaper against a real PostgreSQL: which nodes' delivery claims go back to pending, and which never do. */
const db = clusterDatabase();
const log = createLogger("error");

test("claims of a node with no heartbeat row go back to pending after 3 s without one, as a dead node's do; a node that beats (fresh, or from a late first beat) and the reaper's own node keep theirs", async () => {
  const pg = openPgStore(db.url, { max: 2 });
  const store = storeOnPg(pg);
  const D = store.tables.deliveries;
  const beats = [] as { stop(): Promise<void> }[];
  const beating = async (nodeId: string) => {
    const b = createHeartbeat({ sql: db.connect(), nodeId, log });
    beats.push(b);
    await b.start();
    return b;
  };
  try {
    // Two claims each: a node that never beat (no row), one that beat once and died, one alive,
    // one whose first beat comes late (after the reaper first saw it rowless), and the leader itself.
    const nodes = ["ghost", "dead", "alive", "late", "leader"];
    const rows = await store.db
      .insert(D)
      .values(
        Array.from({ length: 2 * nodes.length }, (_, i) => ({
          channel: "telegram" as const,
          kind: "notice" as const,
          target: `dm:${i}`,
          chatId: String(i),
          tier: "premium" as const,
          dueAt: Date.now(),
        })),
      )
      .returning({ id: D.id });
    const idsOf = new Map(nodes.map((n, i) => [n, [rows[2 * i]!.id, rows[2 * i + 1]!.id]]));
    for (const n of nodes) expect(await createOutbox({ store, log, channel: "telegram", nodeId: n }).claimAll(idsOf.get(n)!)).toHaveLength(2);
    await (await beating("dead")).stop();
    await beating("alive");

    const outbox = createOutbox({ store, log, channel: "telegram", nodeId: "leader" });
    const reapOnce = createReaper({ sql: db.connect(), log, reap: (ids) => outbox.reap(ids), claimants: () => claimants(store), self: "leader" });
    const stateOf = async (n: string) =>
      (
        await store.db
          .select({ status: D.status, by: D.claimedBy })
          .from(D)
          .where(inArray(D.id, idsOf.get(n)!))
      ).map((r) => `${r.status}:${r.by}`);

    // The first sight of a claimant without a row reaps nothing: it may be a node a moment from its first beat.
    expect(await reapOnce()).toBe(0);
    expect(await stateOf("ghost")).toEqual(["sending:ghost", "sending:ghost"]);
    await beating("late");

    let reaped = 0;
    await waitFor(
      async () => {
        reaped += await reapOnce();
        return (await stateOf("ghost"))[0]!.startsWith("pending") && (await stateOf("dead"))[0]!.startsWith("pending");
      },
      "the ghost's and the dead node's claims to be owed again",
      20_000,
    );
    expect(reaped).toBe(4);
    expect(await stateOf("ghost")).toEqual(["pending:ghost", "pending:ghost"]);
    expect(await stateOf("dead")).toEqual(["pending:dead", "pending:dead"]);
    // Never the live claims of a node with a heartbeat, nor the reaper's own.
    expect(await stateOf("alive")).toEqual(["sending:alive", "sending:alive"]);
    expect(await stateOf("late")).toEqual(["sending:late", "sending:late"]);
    expect(await stateOf("leader")).toEqual(["sending:leader", "sending:leader"]);
    // And once owed again they are claimable by the leader: nothing is left stranded.
    expect(await outbox.claimAll(idsOf.get("ghost")!)).toHaveLength(2);
  } finally {
    await Promise.all(beats.map((b) => b.stop()));
    await pg.close();
  }
});
