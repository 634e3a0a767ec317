import type { App } from "../app.ts";
import { dbFileOf } from "../db/index.ts";
import { holderOf } from "../db/data-lock.ts";
import type { Check } from "../doctor.ts";

/**
 * `squawk doctor`: the store, the node and who leads. In SQLite mode the node is the server that
 * holds DATA_DIR (doctor is a process of its own, and only reads), and it leads from its start.
 * With PostgreSQL these lines read the lease (`readLease`) and the nodes (`listNodes`) instead.
 */
export function clusterChecks(app: App): Check[] {
  const file = dbFileOf(app.config.dataDir);
  const server = () => {
    const h = holderOf(app.config.dataDir);
    return h?.command === "serve" ? h : null;
  };
  const none = (then = "") => {
    const h = holderOf(app.config.dataDir);
    const busy = h && h.command !== "serve" ? `; squawk ${h.command} holds DATA_DIR (pid ${h.pid})` : "";
    return `off (no server is running on ${file}${busy}${then})`;
  };
  return [
    {
      name: "store",
      run: () => (app.db.$client.filename === ":memory:" && file !== ":memory:" ? `off (SQLite, no database yet at ${file})` : `ok (SQLite at ${file})`),
    },
    {
      name: "node",
      run: () => {
        const s = server();
        if (!s) return none();
        return `ok (${s.node ?? "id not recorded"}: the server${s.url ? ` at ${s.url}` : ""}, pid ${s.pid}; SQLite mode has this one node)`;
      },
    },
    {
      name: "leader",
      run: () => {
        const s = server();
        if (!s) return none(": nothing polls, sends or runs jobs");
        return `ok (${s.node ?? `pid ${s.pid}`} since ${s.since}: in SQLite mode the one server leads from its start)`;
      },
    },
  ];
}
