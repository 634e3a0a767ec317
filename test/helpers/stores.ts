/**
 * The two stores a converted feature's tests run on (issue 36 §2, §6): a real SQLite file and a
 * real PostgreSQL (./postgres.ts), each freshly migrated, through one shape:
 *
 *   describe.each(storeBackends())("alerts on $name", (backend) => {
 *     let s: FreshStore;
 *     freshStorePerTest(backend, (fresh) => (s = fresh));
 *     test("…", async () => { await createThing({ store: s.store, … }) … });
 *   });
 *
 * `fresh()` answers an empty, migrated store of its own: a new SQLite file in a new folder, or a
 * new PostgreSQL database copied from a template migrated once per file (CREATE DATABASE …
 * TEMPLATE: ~50 ms, where migrating takes ~1 s). `read(sql)` reads through a connection that is
 * not the store's, so "stored" means in the store, not in a cache or an open transaction.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import postgres from "postgres";
import { closeDb, migrate, openDb, type Db } from "../../src/db/index.ts";
import { migratePg, openPgStore } from "../../src/db/pg/store.ts";
import { sqliteStore, type Store } from "../../src/db/store.ts";
import { storeOnPg } from "../../src/db/store-pg.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";

export interface FreshStore {
  store: Store;
  /** SQLite only: the connection under the store, and the DATA_DIR holding its file. */
  sqlite?: { db: Db; dataDir: string };
  /** PostgreSQL only: the database's URL (for a second connection, or a child process). */
  url?: string;
  /** Rows of a plain SELECT through a connection of the test's own (snake_case columns as stored). */
  read<T = Record<string, unknown>>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

export interface StoreBackend {
  name: "SQLite" | "PostgreSQL";
  start(): Promise<void>;
  fresh(): Promise<FreshStore>;
  stop(): Promise<void>;
}

export const storeBackends = (): StoreBackend[] => [sqliteBackend(), postgresBackend()];

/**
 * The usual hooks of a both-stores describe block: the backend started once, a fresh store handed
 * to `use` before each test and closed after it, the backend stopped at the end.
 *
 *   let s: FreshStore;
 *   freshStorePerTest(backend, (fresh) => (s = fresh));
 */
export function freshStorePerTest(backend: StoreBackend, use: (fresh: FreshStore) => void) {
  let current: FreshStore | undefined;
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    current = await backend.fresh();
    use(current);
  });
  afterEach(() => current?.close());
}

export function sqliteBackend(): StoreBackend {
  const dirs: string[] = [];
  return {
    name: "SQLite",
    async start() {},
    async fresh() {
      const dataDir = mkdtempSync(join(tmpdir(), "squawk-store-"));
      dirs.push(dataDir);
      const db = openDb(dataDir);
      migrate(db);
      const reader = new Database(join(dataDir, "squawk.db"), { readonly: true });
      return {
        store: sqliteStore(db),
        sqlite: { db, dataDir },
        async read<T>(query: string) {
          return reader.query(query).all() as T[];
        },
        async close() {
          reader.close();
          closeDb(db);
        },
      };
    },
    async stop() {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

export function postgresBackend(): StoreBackend {
  let server: TestPostgres | undefined;
  let admin: postgres.Sql | undefined;
  let n = 0;
  return {
    name: "PostgreSQL",
    async start() {
      server = await startPostgres();
      const first = openPgStore(server.url, { max: 1 });
      await migratePg(first);
      await first.close();
      // The migrated database is the template of every fresh one; nothing may stay connected to it.
      admin = postgres(server.url.replace(/\/[^/]*$/, "/postgres"), { max: 1, onnotice: () => {} });
    },
    async fresh() {
      if (!server || !admin) throw new Error("postgresBackend: call start() in beforeAll first");
      const name = `fresh_${++n}`;
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE squawk_test`);
      const url = server.url.replace(/\/[^/]*$/, `/${name}`);
      const pg = openPgStore(url, { max: 4 });
      const reader = postgres(url, { max: 1, onnotice: () => {} });
      return {
        store: storeOnPg(pg),
        url,
        async read<T>(query: string) {
          return (await reader.unsafe(query)) as unknown as T[];
        },
        async close() {
          await reader.end();
          await pg.close();
        },
      };
    },
    async stop() {
      await admin?.end();
      await server?.stop();
    },
  };
}
