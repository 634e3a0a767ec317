/**
 * What the composition root is handed in PostgreSQL mode (DATABASE_URL; src/app-pg.ts opens it),
 * kept apart from the driver so the SQLite app loads nothing of PostgreSQL: types only here.
 */
import type { Sql } from "postgres";
import type { NodeIdentity } from "../../cluster/index.ts";
import type { SettingRow } from "../../settings/index.ts";
import type { Store } from "../store.ts";

export interface PostgresRoot {
  /** This process as a node: its sessions already carry its id (src/cluster/fence.ts's `sessionName`). */
  node: NodeIdentity;
  /** The app's store on PostgreSQL's pool. */
  store: Store;
  /** The settings rows, loaded before the app is built (createApp is synchronous). */
  settingsRows: SettingRow[];
  /** The cluster's own client (max 2): the lease and the heartbeat never wait behind the app's queries. */
  clusterSql: Sql;
  /** The database as it may be shown: host and name, never the password. */
  location: string;
  /** Ends both clients. */
  close(): Promise<void>;
}
