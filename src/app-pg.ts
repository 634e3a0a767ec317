/**
 * The composition root with DATABASE_URL (issue 36 §2): PostgreSQL's pool and migrations, the
 * settings loaded from it, the cluster's own client, then the same app as on SQLite with
 * `store` on PostgreSQL and no SQLite file opened. Async (the migrations and the settings are
 * awaited) where `createApp` stays synchronous for the SQLite app and its tests. The driver, the
 * twins and the migrations load here only (dynamic imports): the SQLite app never loads them.
 */
import { createApp, type App, type AppOptions } from "./app.ts";
import type { Config } from "./config.ts";
import { clusterNode, HUNG_TRANSACTION_MS, sessionName } from "./cluster/index.ts";
import { loadSettings } from "./settings/index.ts";

export async function createPgApp(config: Config, opts: Pick<AppOptions, "log"> = {}): Promise<App> {
  const url = config.databaseUrl;
  if (!url) throw new Error("createPgApp needs DATABASE_URL");
  const [{ openPgStore, migratePg }, { storeOnPg }, { default: postgres }, { pgProblem, shownUrl }] = await Promise.all([
    import("./db/pg/store.ts"),
    import("./db/store-pg.ts"),
    import("postgres"),
    import("./db/pg/cli.ts"),
  ]);
  // Every session names its node, so the leader's reaper can end a dead or hung node's sessions
  // and release its locks (src/cluster/fence.ts); and a node frozen while idle inside a
  // transaction loses it after one lease lifetime even if no leader fences it (lease.ts).
  const node = clusterNode();
  const application_name = sessionName(node.id);
  const pg = openPgStore(url, { connection: { application_name, idle_in_transaction_session_timeout: HUNG_TRANSACTION_MS } });
  // postgres.js waits up to 20 s between reconnects after refused ones (3^n / 100 s): after an
  // outage of a dozen seconds the listener, the lease and the heartbeat would stay away that long
  // once the database is back. The same jittered growth, capped at 2 s, brings them back at once.
  const backoff = (retries: number) => (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 2);
  const clusterSql = postgres(url, { max: 2, onnotice: () => {}, backoff, connection: { application_name } });
  const close = async () => {
    await clusterSql.end({ timeout: 5 });
    await pg.close();
  };
  try {
    // Every node migrates at its start; migratePg's lock makes a second node wait, then find nothing due.
    await migratePg(pg);
    const store = storeOnPg(pg);
    const settingsRows = await loadSettings(store);
    return createApp(config, { ...opts, postgres: { node, store, settingsRows, clusterSql, location: shownUrl(url), close } });
  } catch (e) {
    await close();
    throw pgProblem(url, e);
  }
}
