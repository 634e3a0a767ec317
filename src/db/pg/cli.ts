/**
 * What the CLI does when DATABASE_URL names a PostgreSQL database: every command that needs the
 * store opens PostgreSQL (never a SQLite file); `backup` and `restore` copy a SQLite file only and
 * say what does it on PostgreSQL (pg_dump, pg_restore). The driver loads only here (dynamic imports).
 */
import type { PostgresRoot } from "./root.ts";
import type { PgStore } from "./store.ts";

export const PG_BACKUP =
  "DATABASE_URL is set: the database is PostgreSQL's, and backing it up is pg_dump's job (for example: pg_dump --format=custom --file=squawk.dump \"$DATABASE_URL\"). squawk backup copies a SQLite database only.";

export const PG_RESTORE =
  "DATABASE_URL is set: the database is PostgreSQL's, and restoring it is pg_restore's job, with every Squawk node stopped (for example: pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" squawk.dump). squawk restore replaces a SQLite database only.";

/** A query parameter that may carry a secret (libpq's password, sslpassword, passfile; anything named like a key or token). */
const SECRET_PARAM = /pass|secret|key|token/i;

/** The URL as it may be shown: its password, and any query parameter that may hold a secret, replaced by ***. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    for (const k of [...u.searchParams.keys()]) if (SECRET_PARAM.test(k)) u.searchParams.set(k, "***");
    return u.toString();
  } catch {
    return "(unparsable)";
  }
}

// Connection refused, unknown host, timeout, unreachable; PostgreSQL's own: bad password, no such database or role.
const UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "EHOSTUNREACH", "ECONNRESET", "CONNECT_TIMEOUT", "28P01", "28000", "3D000"]);

/** PostgreSQL cannot be reached or refuses us: an operator's problem to fix (exit 2), said in one line. */
export class PgUnreachable extends Error {}

/** PostgreSQL cannot be reached or refuses us: a PgUnreachable saying so in one line; any other error as it is. */
export function pgProblem(url: string, e: unknown): unknown {
  const code = (e as { code?: string }).code ?? "";
  return UNREACHABLE.has(code) ? new PgUnreachable(`Cannot use DATABASE_URL=${shownUrl(url)}: ${e instanceof Error ? e.message : String(e)} (${code}).`) : e;
}

/** `squawk migrate` with DATABASE_URL: applies migrations-pg/ (embedded) and says how many ran. */
export async function migratePgCommand(url: string, out: (line: string) => void): Promise<void> {
  // Loaded here: the SQLite app never loads the PostgreSQL driver, its twins or its migrations.
  const { migratePg, openPgStore } = await import("./store.ts");
  const store = openPgStore(url, { max: 1 });
  try {
    const applied = await migratePg(store);
    out(
      `PostgreSQL database at ${shownUrl(url)} is up to date (${applied === 0 ? "nothing to apply" : `${applied} migration${applied === 1 ? "" : "s"} applied`})`,
    );
  } catch (e) {
    throw pgProblem(url, e);
  } finally {
    await store.close();
  }
}

/** How this build's migrations stand on the database. */
export interface MigrationState {
  applied: number;
  /** This build's migrations newer than the last one applied. */
  due: number;
}

/** Reads how this build's migrations stand, without applying any (`squawk doctor` only reads). */
export async function pgMigrationState(store: PgStore): Promise<MigrationState> {
  const { knownPgMigrations } = await import("./store.ts");
  const known = knownPgMigrations();
  const [table] = await store.sql<{ t: string | null }[]>`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`;
  if (!table?.t) return { applied: 0, due: known.length };
  const rows = await store.sql<{ n: string; last: string | null }[]>`SELECT count(*) AS n, max(created_at) AS last FROM drizzle.__drizzle_migrations`;
  const last = rows[0]?.last == null ? null : Number(rows[0].last);
  // As migratePg decides: a migration newer than the last one applied is due.
  const due = known.filter((m) => last === null || last < m.createdAt).length;
  return { applied: Number(rows[0]?.n ?? 0), due };
}

/**
 * The PostgreSQL root for a command of the CLI (src/app-pg.ts builds the server's): the store's pool,
 * the settings read from it and the cluster's client. `migrate: true` applies due migrations first,
 * as SQLite's one-shot commands do; `squawk doctor` passes false and only reads. Connecting fails
 * as PgUnreachable (exit 2, the URL without its password).
 */
export async function openPgRoot(url: string, opts: { migrate: boolean }): Promise<PostgresRoot & { pg: PgStore; migrations: MigrationState }> {
  const [{ openPgStore, migratePg }, { storeOnPg }, { default: postgres }, { loadSettings }, { clusterNode, sessionName }] = await Promise.all([
    import("./store.ts"),
    import("../store-pg.ts"),
    import("postgres"),
    import("../../settings/index.ts"),
    import("../../cluster/index.ts"),
  ]);
  // Named as a server's sessions are (src/cluster/fence.ts), to be recognized in pg_stat_activity. A
  // one-shot command never beats: the leader's reaper would end them only while it held delivery
  // claims, as it would return those (reaper.ts, rowless claimants).
  const node = clusterNode();
  const connection = { application_name: sessionName(node.id) };
  const pg = openPgStore(url, { max: 2, connection });
  // The lease's and heartbeats' tables, read by doctor; a one-shot command never leads or beats.
  const clusterSql = postgres(url, { max: 1, onnotice: () => {}, connection });
  const close = async () => {
    await clusterSql.end({ timeout: 5 });
    await pg.close();
  };
  try {
    if (opts.migrate) await migratePg(pg);
    const migrations = await pgMigrationState(pg);
    const store = storeOnPg(pg);
    // A database without Squawk's tables yet (doctor before the first migrate) has no settings to read.
    const settingsRows = migrations.applied > 0 ? await loadSettings(store) : [];
    return { node, pg, migrations, store, settingsRows, clusterSql, location: shownUrl(url), close };
  } catch (e) {
    await close();
    throw pgProblem(url, e);
  }
}
