/**
 * One node contending for the leadership lease in its own process, as a Squawk node will:
 * DATABASE_URL from the environment, its own connection. It prints one JSON line per event on
 * stdout ({ event: "ready" | "acquired" | "lost", node, epoch, reason }), and stops gracefully
 * (releasing the lease) on SIGTERM. The failover test kills it with SIGKILL or freezes it with SIGSTOP.
 */
import postgres from "postgres";
import { createLeadership, newNodeId } from "../../src/cluster/index.ts";
import { migratePg, openPgStore } from "../../src/db/pg/store.ts";
import { createLogger } from "../../src/log.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const node = newNodeId();
const say = (line: object) => {
  process.stdout.write(`${JSON.stringify({ node, ...line })}\n`);
};
// Every node migrates at its start, as the app will; the others find it done (migratePg's lock).
const store = openPgStore(url, { max: 1 });
await migratePg(store);
await store.close();
const sql = postgres(url, { max: 1, onnotice: () => {} });
const leadership = createLeadership({
  sql,
  nodeId: node,
  log: createLogger("error"),
  onAcquire: (epoch) => say({ event: "acquired", epoch }),
  onLose: (epoch, reason) => say({ event: "lost", epoch, reason }),
});
process.on("SIGTERM", async () => {
  await leadership.stop();
  await sql.end();
  process.exit(0);
});
leadership.start();
say({ event: "ready" });
