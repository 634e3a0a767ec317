import { existsSync } from "node:fs";
import { createApp, type App } from "./app.ts";
import { goLiveChecks } from "./go-live.ts";
import type { Config } from "./config.ts";
import { dbFileOf, openDb } from "./db/index.ts";
import { createLogger } from "./log.ts";
import { googleCheck } from "./auth/doctor.ts";
import { stripeCheck } from "./billing/doctor.ts";
import { analyzerCheck, sourceChecks } from "./sources/doctor.ts";
import { ocrCheck } from "./ocr/doctor.ts";
import { marketCheck } from "./market/doctor.ts";
import { clusterChecks, type PgDoctorDeps, pgClusterChecks } from "./cluster/doctor.ts";
import { openPgRoot } from "./db/pg/cli.ts";
import { backupCheck } from "./backup/doctor.ts";

export interface Check {
  name: string;
  /** Resolves to "ok" or the reason the part is not working. */
  run: () => Promise<string> | string;
}

/**
 * The wiring list of checks `squawk doctor` prints, one line each. Features add theirs. With
 * PostgreSQL (`pg`), the database, store, node and leader lines are the cluster's, plus every node.
 */
export function doctorChecks(app: App, pg?: PgDoctorDeps): Check[] {
  return [...(pg ? pgClusterChecks(pg) : sqliteChecks(app)), ...partChecks(app)];
}

/** SQLite's database (its file, WAL), the server holding DATA_DIR and its leadership. */
function sqliteChecks(app: App): Check[] {
  return [
    {
      name: "database",
      run: () => {
        if (app.db.$client.filename === ":memory:" && app.config.dataDir !== ":memory:") {
          return `off (no database yet at ${dbFileOf(app.config.dataDir)}; squawk migrate or serve creates it)`;
        }
        // Raw: pragmas have no drizzle builder.
        const row = app.db.$client.query("PRAGMA journal_mode").get() as { journal_mode: string };
        return row.journal_mode === "wal" ? "ok" : `journal mode is ${row.journal_mode}, expected wal`;
      },
    },
    ...clusterChecks(app),
  ];
}

/** Every configured part, on either store. */
function partChecks(app: App): Check[] {
  return [
    stripeCheck(app),
    googleCheck(app),
    { name: "telegram", run: () => app.telegram.check() },
    ...sourceChecks(app),
    analyzerCheck(app),
    ocrCheck(app),
    marketCheck(app),
    {
      name: "mail",
      run: () =>
        app.mailer.configured
          ? app.mailer.check()
          : "off (no SMTP_URL: no reset or verification mail; users recover through the bot's /signin or squawk reset-password)",
    },
    { name: "pages", run: () => app.pages.check() },
    backupCheck(app),
  ];
}

export async function runDoctor(out: (line: string) => void, checks: Check[]) {
  // One column for the results, past the longest name ("source:truthsocial" is 18 characters).
  const width = Math.max(12, ...checks.map((c) => c.name.length + 1));
  let failed = 0;
  for (const check of checks) {
    let result: string;
    try {
      result = await check.run();
    } catch (e) {
      result = e instanceof Error ? e.message : String(e);
    }
    // "ok", "ok (details)" and "off (why)" are healthy; anything else is a reason it is not.
    if (!/^(ok|off)\b/.test(result)) failed++;
    out(`${check.name.padEnd(width)} ${result}`);
  }
  return failed;
}

/**
 * `squawk doctor` only reads: it creates no DATA_DIR, applies no migration or ADMIN_EMAILS and
 * logs nothing but errors. Without a database yet, the checks run against an empty one in memory.
 */
export async function doctorCommand(config: Config, out: (line: string) => void, opts: { live?: boolean } = {}) {
  if (config.databaseUrl) return doctorOnPg(config, config.databaseUrl, out, opts);
  const file = dbFileOf(config.dataDir);
  const exists = file === ":memory:" || existsSync(file);
  const db = openDb(exists ? file : ":memory:");
  const app = createApp(config, { db, readOnly: exists, log: createLogger("error") });
  try {
    return await checkAll(app, out, opts);
  } finally {
    await app.stop();
  }
}

async function checkAll(app: App, out: (line: string) => void, opts: { live?: boolean }, pg?: PgDoctorDeps) {
  let failed = await runDoctor(out, doctorChecks(app, pg));
  if (opts.live) {
    out("\nGo-live checklist (docs/deploy.md):");
    failed += await runDoctor(out, goLiveChecks(app));
  }
  return failed > 0 ? 1 : 0;
}

/**
 * `squawk doctor` with DATABASE_URL: reads PostgreSQL (no migration, no write, no SQLite file).
 * A database that cannot be reached stops it as any command (exit 2, the URL without its
 * password); one without Squawk's tables yet says so, as SQLite's "no database yet" does.
 */
async function doctorOnPg(config: Config, url: string, out: (line: string) => void, opts: { live?: boolean }) {
  const root = await openPgRoot(url, { migrate: false });
  const pg: PgDoctorDeps = { sql: root.clusterSql, location: root.location, migrations: root.migrations };
  if (root.migrations.applied === 0) {
    // Nothing else can be read yet: every other check reads the store's tables.
    try {
      const first = pgClusterChecks(pg).filter((c) => c.name === "database" || c.name === "store");
      return (await runDoctor(out, first)) > 0 ? 1 : 0;
    } finally {
      await root.close();
    }
  }
  const app = createApp(config, { postgres: root, readOnly: true, log: createLogger("error") });
  try {
    return await checkAll(app, out, opts, pg);
  } finally {
    await app.stop();
  }
}
