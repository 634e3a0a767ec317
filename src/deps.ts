import type { NodeIdentity } from "./cluster/index.ts";
import type { Config } from "./config.ts";
import type { Metrics } from "./http/index.ts";
import type { Logger } from "./log.ts";
import type { Store } from "./db/store.ts";
import type { Settings } from "./settings/index.ts";

/** What every feature factory may receive. Features add their services to `Services` in app.ts. */
export interface Deps {
  config: Config;
  /** The store every converted feature reads and writes through: SQLite or PostgreSQL, one code path. */
  store: Store;
  log: Logger;
  settings: Settings;
  metrics: Metrics;
  startedAt: number;
  /** This process among Squawk's nodes: its id, and the id its delivery claims carry. */
  node: NodeIdentity;
  /** Whether this node still leads (src/cluster/leader-work.ts): leader-only loops ask before each pass. */
  leading: () => boolean;
}
