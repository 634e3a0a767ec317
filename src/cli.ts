import { createApp, type App } from "./app.ts";
import { loadConfig, ConfigError, type Config } from "./config.ts";
import { createAdminCommand, CREATE_ADMIN_USAGE } from "./auth/create-admin-command.ts";
import { runDoctor } from "./doctor.ts";
import { RESET_PASSWORD_USAGE, resetPasswordCommand } from "./auth/reset-password-command.ts";
import { STRIPE_SETUP_USAGE, stripeSetupCommand } from "./billing/setup-command.ts";
import { BACKUP_USAGE, backupCommand, RESTORE_USAGE, restoreCommand } from "./backup/commands.ts";
import { markServing } from "./backup/service.ts";
import { DataDirError } from "./db/index.ts";
import { doctorCommand } from "./doctor.ts";
import { promptHidden } from "./prompt.ts";
import { analyzeCommand, ANALYZE_USAGE, importCommand, IMPORT_USAGE } from "./sources/commands.ts";
import { serve } from "./server.ts";
import { VERSION } from "./version.ts";

interface Command {
  usage: string;
  summary: string;
  run: (args: string[], config: Config) => Promise<number | void>;
}

const out = (line: string) => process.stdout.write(line + "\n");

/** Builds the app for a one-shot command and always closes it. */
async function withApp(config: Config, fn: (app: App) => Promise<number | void> | number | void) {
  const app = createApp(config);
  try {
    return await fn(app);
  } finally {
    await app.stop();
  }
}

async function serveCommand(_: string[], config: Config) {
  const app = createApp(config);
  // Listen first: background work (sample import, bot, poller) must not delay the first request.
  const server = serve(app, { port: config.port, hostname: config.host });
  app.log.info("squawk listening", { url: `http://${server.hostname}:${server.port}`, version: VERSION, ...(server.metricsPort !== null ? { metrics: `http://${app.config.metrics.host}:${server.metricsPort}/metrics` } : {}) });
  markServing(config.dataDir);
  // One line for the person who typed `npm start` (the JSON logs are for machines, on stderr).
  const local = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(config.host) ? "localhost" : server.hostname;
  out(`Squawk ${VERSION} is running at http://${local}:${server.port}`);
  await app.start();
  void offlineNotice(app).catch(() => {}); // a stop during that first poll needs no notice

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info("shutting down", { signal });
    // Never hang: whatever is still running after 5 s is abandoned.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    await server.stop(); // stops accepting, lets in-flight requests finish
    await app.stop();
    process.exit(0);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await new Promise(() => {}); // serve until a signal
}

/** After the first poll: when no source has ever answered, say that the bundled sample is what is shown. */
async function offlineNotice(app: App) {
  await app.jobs.runNow("poll");
  const { sources } = app.poller.status();
  if (sources.some((s) => s.lastSuccessAt)) return;
  const why = sources.map((s) => `${s.source}: ${s.lastError ?? "not reached"}`).join("; ");
  out(`Offline: no post source answered (${why}). The dashboard shows the bundled sample posts until one does.`);
}

/** The wiring list of subcommands. */
const commands: Record<string, Command> = {
  serve: { usage: "serve", summary: "Run the web server, bot, poller and analysis (the default)", run: serveCommand },
  migrate: {
    usage: "migrate",
    summary: "Apply database migrations and exit",
    run: (_, config) => withApp(config, () => void out("database is up to date")),
  },
  "create-admin": {
    usage: CREATE_ADMIN_USAGE,
    summary: "Create an admin account, or make an existing account an admin",
    run: (args, config) =>
      withApp(config, (app) => createAdminCommand(args, app, out, (l) => void process.stderr.write(l + "\n"), process.stdin.isTTY ? promptHidden : null)),
  },
  "reset-password": {
    usage: RESET_PASSWORD_USAGE,
    summary: "Print a one-time link with which the user chooses a new password",
    run: (args, config) => withApp(config, (app) => resetPasswordCommand(args, app, out, (l) => void process.stderr.write(l + "\n"))),
  },
  stripe: {
    usage: STRIPE_SETUP_USAGE,
    summary: "Create (or find) the Premium product and $5 monthly price in the current mode; print the ids and webhook to set",
    run: (args, config) => withApp(config, (app) => stripeSetupCommand(args, app, out, (l) => void process.stderr.write(l + "\n"))),
  },
  import: {
    usage: IMPORT_USAGE,
    summary: "Import posts from a JSON archive (ours, or CNN / stiles), analysed, without alerting",
    run: (args, config) => withApp(config, (app) => importCommand(args, app, out, (l) => void process.stderr.write(l + "\n"))),
  },
  analyze: {
    usage: ANALYZE_USAGE,
    summary: "Analyse posts from a JSON file; one JSON line per post on standard output",
    run: (args, config) => withApp(config, (app) => analyzeCommand(args, app, out, (l) => void process.stderr.write(l + "\n"))),
  },
  backup: {
    usage: BACKUP_USAGE,
    summary: "Write a consistent copy of the database (safe while the server runs)",
    run: (args, config) => backupCommand(args, config, out, (l) => void process.stderr.write(l + "\n")),
  },
  restore: {
    usage: RESTORE_USAGE,
    summary: "Replace the database with a backup (server stopped); keeps the old one aside",
    run: (args, config) => restoreCommand(args, config, out, (l) => void process.stderr.write(l + "\n")),
  },
  doctor: {
    usage: "doctor",
    summary: "Check each configured part and print ok or why not",
    run: (_, config) => doctorCommand(config, out),
  },
};

function help() {
  out(`squawk ${VERSION}: market alerts from a public figure's posts\n`);
  out("Usage: squawk [command] [options]\n\nCommands:");
  for (const c of Object.values(commands)) out(`  ${c.usage.padEnd(34)} ${c.summary}`);
  out("\nConfiguration comes from environment variables or a .env file; see README.md.");
}

export async function runCli(argv: string[]): Promise<number> {
  const [name = "serve", ...args] = argv;
  if (name === "--help" || name === "-h" || name === "help") return help(), 0;
  if (name === "--version" || name === "-v") return out(VERSION), 0;
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command: ${name}\n\n`);
    help();
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(e.message + "\n");
      return 2;
    }
    throw e;
  }
  try {
    return (await command.run(args, config)) ?? 0;
  } catch (e) {
    if (e instanceof DataDirError) {
      process.stderr.write(e.message + "\n");
      return 2;
    }
    throw e;
  }
}
