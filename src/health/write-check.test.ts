import { describe, expect, test } from "bun:test";
import postgres from "postgres";
import { type FreshStore, storeBackends, freshStorePerTest } from "../../test/helpers/stores.ts";
import { canRead, createWriteCheck } from "./write-check.ts";

describe.each(storeBackends())("the health write check on $name", (backend) => {
  let s: FreshStore;
  freshStorePerTest(backend, (fresh) => (s = fresh));

  /** Runs DDL through a connection of the test's own (the store's reader may be read-only). */
  async function exec(statement: string) {
    if (s.sqlite) return void s.sqlite.db.$client.exec(statement);
    const sql = postgres(s.url!, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end();
    }
  }

  test("a probe writes its payload and removes it in one transaction: null, and the table stays empty", async () => {
    await exec(`
      CREATE TABLE probe_seen (bytes integer NOT NULL);
      CREATE TRIGGER probe_seen AFTER INSERT ON health_probe BEGIN INSERT INTO probe_seen VALUES (length(NEW.payload)); END;
    `).catch(async () => {
      // PostgreSQL's trigger syntax: a function, then the trigger.
      await exec(`
        CREATE TABLE probe_seen (bytes integer NOT NULL);
        CREATE FUNCTION probe_seen() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO probe_seen VALUES (length(NEW.payload)); RETURN NEW; END $$;
        CREATE TRIGGER probe_seen AFTER INSERT ON health_probe FOR EACH ROW EXECUTE FUNCTION probe_seen();
      `);
    });
    const canWrite = createWriteCheck({ store: s.store });
    expect(await canWrite()).toBeNull();
    expect(await s.read("SELECT * FROM health_probe")).toEqual([]);
    // The payload really was written, two pages' worth (randomblob on SQLite, random bytes on PostgreSQL).
    expect((await s.read<{ bytes: number }>("SELECT bytes FROM probe_seen")).map((r) => Number(r.bytes))).toEqual([8192]);
  });

  test("a write the database refuses is answered with its reason, and requests meanwhile share one probe", async () => {
    await exec("DROP TABLE health_probe");
    const canWrite = createWriteCheck({ store: s.store });
    const [a, b] = await Promise.all([canWrite(), canWrite()]);
    expect(a).toMatch(/health_probe/);
    expect(b).toBe(a);
  });

  test("the read check asks the connection", async () => {
    expect(await canRead(s.store, s.sqlite?.db as never)).toBeUndefined();
  });
});
