/**
 * What the CLI does when DATABASE_URL names a PostgreSQL database (issue 36 §2 is under way):
 * `migrate` and `serve` use PostgreSQL; every other command that needs the store says so and
 * stops before anything is written, to either store.
 */
/** Stopped before it ran (exit 2): the command needs a store this version has only on SQLite. */
export const pgNotReady = (command: string) =>
  `DATABASE_URL is set, but the PostgreSQL store is not complete in this version: only \`squawk serve\` and \`squawk migrate\` run on it, so \`squawk ${command}\` cannot use PostgreSQL yet. Nothing was written. Unset DATABASE_URL to run on SQLite in DATA_DIR; \`squawk migrate\` prepares the PostgreSQL database.`;

export const PG_BACKUP =
  "DATABASE_URL is set: the database is PostgreSQL's, and backing it up is pg_dump's job (for example: pg_dump --format=custom --file=squawk.dump \"$DATABASE_URL\"). squawk backup copies a SQLite database only.";

export const PG_RESTORE =
  "DATABASE_URL is set: the database is PostgreSQL's, and restoring it is pg_restore's job, with every Squawk node stopped (for example: pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" squawk.dump). squawk restore replaces a SQLite database only.";

/** The URL as it may be shown: without its password. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
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
