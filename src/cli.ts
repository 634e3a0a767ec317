import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { createApp, type App } from "./app.ts";
import { createPgApp } from "./app-pg.ts";
import { loadConfig, ConfigError, type Config } from "./config.ts";
import { createAdminCommand, CREATE_ADMIN_USAGE, RESET_PASSWORD_USAGE, resetPasswordCommand } from "./auth/index.ts";
import { STRIPE_SETUP_USAGE, stripeSetupCommand } from "./billing/index.ts";
import { TELEGRAM_CHATS_USAGE } from "./telegram/index.ts";
import { BACKUP_USAGE, backupCommand, RESTORE_USAGE, restoreCommand } from "./backup/index.ts";
import { DataDirBusy, lockDataDir } from "./db/data-lock.ts";
import { closeDb, DataDirError, migrate, openDb } from "./db/index.ts";
import { migratePgCommand, openPgRoot, PG_BACKUP, PG_RESTORE, PgUnreachable } from "./db/pg/cli.ts";
import { createAnalysis, type AnalysisService } from "./analysis/index.ts";
import { createLogger } from "./log.ts";
import { settingsOnSqlite } from "./settings/index.ts";
import { doctorCommand } from "./doctor.ts";
import { AppError } from "./errors.ts";
import { promptHidden } from "./prompt.ts";
import { analyzeCommand, ANALYZE_USAGE, importCommand, IMPORT_USAGE } from "./sources/index.ts";
import { reactionsCommand, REACTIONS_USAGE } from "./market/index.ts";
import { serve } from "./server.ts";
import { VERSION, VERSION_LINE } from "./version.ts";

/** What a command was given, checked against what it declares before it runs. */
export interface Given {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

interface Command {
  usage: string;
  summary: string;
  /** The flags it takes (node:util parseArgs); any other is refused with the usage, exit 2. */
  options?: ParseArgsOptionsConfig;
  /** How many arguments besides flags, at least and at most. */
  args?: [number, number];
  /** Flags that stand for a configuration variable (`serve --port 4000` is PORT=4000). */
  env?: Record<string, string>;
  run: (given: Given, config: Config) => Promise<number | void>;
  /**
   * With DATABASE_URL set: what runs instead of `run`. Absent: `run` serves both stores (`withApp`
   * opens PostgreSQL when DATABASE_URL names it), or uses no store at all.
   */
  postgres?: (given: Given, config: Config) => Promise<number | void>;
}

const out = (line: string) => void process.stdout.write(`${line}\n`);
const err = (line: string) => void process.stderr.write(`${line}\n`);

/**
 * Builds the app for a one-shot command and always closes it. With DATABASE_URL it is built on
 * PostgreSQL (due migrations applied first, as on SQLite) and no SQLite file is opened; the
 * command neither leads nor beats, so the cluster does not count it as a node.
 */
async function withApp(config: Config, fn: (app: App) => Promise<number | void> | number | void) {
  const app = config.databaseUrl ? await pgApp(config, config.databaseUrl) : createApp(config);
  try {
    return await fn(app);
  } finally {
    await app.stop();
  }
}

async function pgApp(config: Config, url: string) {
  const root = await openPgRoot(url, { migrate: true });
  try {
    return createApp(config, { postgres: root });
  } catch (e) {
    await root.close();
    throw e;
  }
}

/**
 * `analyze` only reads its file and prints: nothing is opened in DATA_DIR, so no ./data/squawk.db
 * appears wherever it runs. The analyzer is the configured one (ANALYZER, else llm when
 * OPENAI_API_KEY is set): the settings it reads come from an empty database in memory.
 */
async function withAnalysis(config: Config, fn: (analysis: AnalysisService) => Promise<number | void>) {
  const db = openDb(":memory:");
  try {
    migrate(db);
    return await fn(createAnalysis({ config, settings: settingsOnSqlite(db, config), log: createLogger(config.logLevel) }));
  } finally {
    closeDb(db);
  }
}

async function serveCommand(_: Given, config: Config) {
  // Before anything touches the database: a second server on the same folder stops here. With
  // PostgreSQL nothing is kept in DATA_DIR, and several nodes serve one database by design.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir, "exclusive", "serve");
  const app = config.databaseUrl ? await createPgApp(config) : createApp(config);
  // Listen first: background work (sample import, bot, poller) must not delay the first request.
  const server = serve(app, { port: config.port, hostname: config.host });
  // The signals are ours from the moment we listen: a stop while the app is still starting
  // (a slow first start on a busy host) waits for that start, then stops cleanly.
  let started: Promise<void> = Promise.resolve();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info("shutting down", { signal });
    // Never hang: whatever is still running after 5 s is abandoned.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    // Leadership first: the leader's work (the bot's polling, the jobs, the senders) stops while
    // the web still answers, and with PostgreSQL another node takes over at once.
    await app.stopLeading();
    await server.stop(); // stops accepting, lets in-flight requests finish
    await started.catch(() => {});
    await app.stop();
    lock?.release();
    process.exit(0);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  const url = `http://${server.hostname}:${server.port}`;
  app.log.info("squawk listening", {
    url,
    version: VERSION,
    ...(server.metricsPort !== null ? { metrics: `http://${app.config.metrics.host}:${server.metricsPort}/metrics` } : {}),
  });
  lock?.describe({ url, node: app.node.id });
  // One line for the person who typed `npm start` (the JSON logs are for machines, on stderr).
  const local = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(config.host) ? "localhost" : server.hostname;
  out(`Squawk ${VERSION} is running at http://${local}:${server.port}`);
  started = app.start();
  await started;
  // The first poll runs on the leader alone (issue 36 §3: with PostgreSQL a follower must not poll
  // the sources), once this node leads: at once in SQLite mode, when its lease is taken with PostgreSQL.
  void (async () => {
    while (!app.leadership.isLeader()) {
      if (stopping) return;
      await Bun.sleep(100);
    }
    if (!stopping) await offlineNotice(app);
  })().catch(() => {}); // a stop during that first poll needs no notice
  await new Promise(() => {}); // serve until a signal
}

/** After the first poll: when no source has ever answered, say that the bundled sample is what is shown. */
async function offlineNotice(app: App) {
  await app.jobs.runNow("poll");
  const { sources } = await app.poller.status();
  if (sources.some((s) => s.lastSuccessAt)) return;
  const why = sources.map((s) => `${s.source}: ${s.lastError ?? "not reached"}`).join("; ");
  out(`Offline: no post source answered (${why}). The dashboard shows the bundled sample posts until one does.`);
}

/** The wiring list of subcommands. A name may be two words (`telegram chats`). */
const commands: Record<string, Command> = {
  serve: {
    usage: "serve [--port N] [--host ADDRESS]",
    summary: "Run the web server, bot, poller and analysis (the default)",
    options: { port: { type: "string" }, host: { type: "string" } },
    env: { port: "PORT", host: "HOST" },
    run: serveCommand,
    // PostgreSQL's store: the same server, one node of possibly several (docs/cluster.md).
    postgres: serveCommand,
  },
  migrate: {
    usage: "migrate",
    summary: "Apply database migrations and exit (not while a server runs); with DATABASE_URL, PostgreSQL's",
    postgres: (_, config) => migratePgCommand(config.databaseUrl!, out),
    run: async (_, config) => {
      const lock = lockDataDir(config.dataDir, "exclusive", "migrate");
      try {
        await withApp(config, () => out("database is up to date"));
      } finally {
        lock.release();
      }
    },
  },
  "create-admin": {
    usage: CREATE_ADMIN_USAGE,
    summary: "Create an admin account, or make an existing account an admin",
    options: { password: { type: "string" } },
    args: [1, 1],
    run: ({ positionals, values }, config) =>
      withApp(config, (app) =>
        createAdminCommand(
          { email: positionals[0]!, password: values.password as string | undefined },
          app,
          out,
          err,
          process.stdin.isTTY ? promptHidden : null,
        ),
      ),
  },
  "reset-password": {
    usage: RESET_PASSWORD_USAGE,
    summary: "Print a one-time link with which the user chooses a new password",
    args: [1, 1],
    run: ({ positionals }, config) => withApp(config, (app) => resetPasswordCommand(positionals[0]!, app, out, err)),
  },
  "telegram chats": {
    usage: TELEGRAM_CHATS_USAGE,
    summary: "List the groups and channels the bot is in, with their ids and whether it is an admin",
    args: [0, 0],
    run: (_, config) => withApp(config, (app) => app.telegram.chats(out)),
  },
  "stripe setup": {
    usage: STRIPE_SETUP_USAGE,
    summary: "Create (or find) the Premium product and $5 monthly price in the current mode; print the ids and webhook to set",
    options: { mode: { type: "string" } },
    args: [0, 0],
    run: ({ values }, config) => withApp(config, (app) => stripeSetupCommand(app, out, err, values.mode as string | undefined)),
  },
  import: {
    usage: IMPORT_USAGE,
    summary: "Import posts from a JSON archive (ours, or CNN / stiles), analysed, without alerting",
    args: [1, 1],
    run: ({ positionals }, config) => withApp(config, (app) => importCommand(positionals[0]!, app, out, err)),
  },
  analyze: {
    usage: ANALYZE_USAGE,
    summary: "Analyse posts from a JSON file; one JSON line per post on standard output",
    args: [1, 1],
    // No store at all, whatever DATABASE_URL says: nothing is opened, on either.
    run: ({ positionals }, config) => withAnalysis(config, (analysis) => analyzeCommand(positionals[0]!, { analysis }, out, err)),
  },
  backup: {
    usage: BACKUP_USAGE,
    summary: "Write a consistent copy of the database (safe while the server runs)",
    options: { force: { type: "boolean" } },
    args: [1, 1],
    run: ({ positionals, values }, config) => backupCommand(positionals[0]!, { force: values.force === true }, config, out),
    postgres: async () => (err(PG_BACKUP), 2),
  },
  restore: {
    usage: RESTORE_USAGE,
    summary: "Replace the database with a backup (server stopped); keeps the old one aside",
    args: [1, 1],
    run: ({ positionals }, config) => restoreCommand(positionals[0]!, config, out),
    postgres: async () => (err(PG_RESTORE), 2),
  },
  reactions: {
    usage: REACTIONS_USAGE,
    summary: "Fill the market reaction of past alerts from the provider's history (finest bars it keeps)",
    options: { since: { type: "string" } },
    run: ({ values }, config) =>
      typeof values.since === "string"
        ? withApp(config, (app) => reactionsCommand(values.since as string, app, out, err))
        : Promise.resolve((err(`Usage: squawk ${REACTIONS_USAGE}`), 2)),
  },
  doctor: {
    usage: "doctor [--live]",
    summary: "Check each configured part and print ok or why not; --live adds the go-live checklist",
    options: { live: { type: "boolean" } },
    run: ({ values }, config) => doctorCommand(config, out, { live: values.live === true }),
  },
};

function help(write = out) {
  write(`squawk ${VERSION}: market alerts from a public figure's posts\n`);
  write("Usage: squawk [command] [options]\n\nCommands:");
  for (const c of Object.values(commands)) write(`  ${c.usage.padEnd(34)} ${c.summary}`);
  write("\nConfiguration comes from environment variables or a .env file; see README.md.");
}

/** The command named by the first one or two words, and what follows it. */
function find(argv: string[]): [string, Command, string[]] | null {
  const [first = "serve", second] = argv;
  const two = `${first} ${second}`;
  if (commands[two]) return [two, commands[two], argv.slice(2)];
  if (commands[first]) return [first, commands[first], argv.slice(1)];
  return null;
}

/** Checks a command's arguments against what it declares: a message to print, or what it was given. */
function parse(c: Command, args: string[]): Given | string {
  let given: Given;
  try {
    given = parseArgs({ args, options: c.options ?? {}, allowPositionals: true, strict: true });
  } catch (e) {
    // node:util says e.g. "Unknown option '--x'. To specify a positional argument starting with…": the first sentence is the point.
    return (e instanceof Error ? e.message : String(e)).split(/\.\s/)[0]!.replace(/\.$/, "");
  }
  const [min, max] = c.args ?? [0, 0];
  if (given.positionals.length < min) return "Missing argument";
  if (given.positionals.length > max) return `Unexpected argument: ${given.positionals[max]}`;
  return given;
}

/**
 * Runs one command and answers its exit code: 0 done, 1 the command failed, 2 it could not run
 * (unknown command or flag, bad configuration, DATA_DIR unusable or in use). A failure is one
 * line on stderr, never a stack trace.
 */
export async function runCli(argv: string[]): Promise<number> {
  if (["--help", "-h", "help"].includes(argv[0] ?? "")) return (help(), 0);
  if (["--version", "-v"].includes(argv[0] ?? "")) return (out(VERSION_LINE), 0);
  const found = find(argv);
  if (!found) {
    err(`Unknown command: ${argv[0]}\n`);
    help(err);
    return 2;
  }
  const [name, command, args] = found;
  const flags = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
  if (flags.includes("--help") || flags.includes("-h")) return (out(`Usage: squawk ${command.usage}\n\n${command.summary}`), 0);
  const given = parse(command, args);
  if (typeof given === "string") return (err(`${given}\nUsage: squawk ${command.usage}`), 2);
  try {
    const flagsEnv = Object.fromEntries(
      Object.entries(command.env ?? {}).flatMap(([flag, v]) => (given.values[flag] === undefined ? [] : [[v, String(given.values[flag])]])),
    );
    const config = loadConfig({ ...Bun.env, ...flagsEnv });
    // Before anything opens DATA_DIR: with DATABASE_URL set, no SQLite file is created or written.
    if (config.databaseUrl && command.postgres) return (await command.postgres(given, config)) ?? 0;
    return (await command.run(given, config)) ?? 0;
  } catch (e) {
    if (e instanceof ConfigError) return (err(asFlags(e.message, command, given)), 2);
    if (e instanceof DataDirError || e instanceof DataDirBusy || e instanceof PgUnreachable) return (err(e.message), 2);
    if (e instanceof AppError) return (err(e.publicMessage), 1);
    // Unforeseen: still one line, what went wrong and where, without the program's source.
    return (err(`squawk ${name} failed: ${oneLine(e)}`), 1);
  }
}

/** A configuration problem that came from a flag is named as the flag the person typed. */
const asFlags = (message: string, c: Command, given: Given) =>
  Object.entries(c.env ?? {}).reduce((m, [flag, name]) => (given.values[flag] === undefined ? m : m.replaceAll(`${name}=`, `--${flag}=`)), message);

const oneLine = (e: unknown) =>
  (e instanceof Error ? `${e.message}${(e as { code?: string }).code ? ` (${(e as { code?: string }).code})` : ""}` : String(e)).split("\n")[0]!;
