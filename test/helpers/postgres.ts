/**
 * A real, throwaway PostgreSQL for one test file: initdb into a temporary folder, pg_ctl start on
 * a free loopback port (its socket in that folder too), one database, and a stop() that stops the
 * server and removes the folder. Start it in beforeAll and stop it in afterAll:
 *
 *   let pg: TestPostgres;
 *   beforeAll(async () => { pg = await startPostgres(); });
 *   afterAll(() => pg?.stop());
 *
 * As root (CI), the server runs as Debian's `postgres` user through `runuser`: PostgreSQL refuses
 * to run as root. Without PostgreSQL installed it throws, so the tests fail with the way to fix it
 * (`bash scripts/ensure-tools.sh`) instead of skipping in silence. A process that exits without
 * reaching afterAll (a crash, Ctrl-C) still stops its servers: see `stopAllAtExit`; and one killed
 * outright (SIGKILL) has its server stopped by the next start: see `sweepOrphans`.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/squawk_test: trust authentication, loopback only. */
  url: string;
  port: number;
  /** Stops the server (fast: nothing in it is kept) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

const DATABASE = "squawk_test";
const running = new Set<{ dataDir: string; dir: string }>();

/** The newest Debian PostgreSQL's bin folder (/usr/lib/postgresql/<major>/bin), or a clear failure. */
export function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(
      "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). These tests need a real one: run `bash scripts/ensure-tools.sh` (it installs Debian's postgresql package), then run the tests again.",
    );
  }
  return join(root, majors[0], "bin");
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root; throws with its output on failure. */
function run(bin: string, args: string[], what: string) {
  const argv = asRoot() ? ["runuser", "-u", "postgres", "--", bin, ...args] : [bin, ...args];
  const r = spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8", timeout: 120_000 });
  if (r.status !== 0) {
    throw new Error(`${what} failed (exit ${r.status ?? r.signal}): ${[r.error?.message, r.stderr, r.stdout].filter(Boolean).join("\n").trim()}`);
  }
}

/** A port that was free a moment ago; pg_ctl start is retried on another if someone took it meanwhile. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function stopNow(server: { dataDir: string; dir: string }, bin: string) {
  if (!running.delete(server)) return;
  // "immediate": nothing in a test database is worth a clean shutdown, and it takes no time.
  if (existsSync(join(server.dataDir, "postmaster.pid"))) {
    const argv = ["-D", server.dataDir, "-m", "immediate", "-w", "-t", "60", "stop"];
    spawnSync(asRoot() ? "runuser" : join(bin, "pg_ctl"), asRoot() ? ["-u", "postgres", "--", join(bin, "pg_ctl"), ...argv] : argv, { timeout: 70_000 });
  }
  rmSync(server.dir, { recursive: true, force: true });
}

let hooked = false;
/** A test process that dies before afterAll (an uncaught error, Ctrl-C, SIGTERM) leaves no server behind. */
function stopAllAtExit(bin: string) {
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const s of [...running]) stopNow(s, bin);
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      for (const s of [...running]) stopNow(s, bin);
      process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
    });
  }
}

const PREFIX = "squawk-pg-";

/** Servers left by test processes that were killed outright (each folder names its owner's pid). */
function sweepOrphans(bin: string) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, "owner.pid"), "utf8"));
    } catch {
      continue; // being set up, or not ours
    }
    if (!owner || isAlive(owner)) continue;
    const server = { dir, dataDir: join(dir, "data") };
    running.add(server);
    stopNow(server, bin);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function startOn(bin: string, dataDir: string, dir: string, log: string): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    // fsync and synchronous commit off: a throwaway database never needs to survive a power cut.
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      run(join(bin, "pg_ctl"), ["-D", dataDir, "-l", log, "-o", opts, "-w", "-t", "60", "start"], "pg_ctl start");
      return port;
    } catch (e) {
      lastError = e;
      const text = existsSync(log) ? readFileSync(log, "utf8") : "";
      // Only a port taken between freePort() and the bind is worth another try.
      if (!/could not bind|address already in use/i.test(text)) break;
    }
  }
  const text = existsSync(log) ? readFileSync(log, "utf8") : "";
  throw new Error(`${lastError instanceof Error ? lastError.message : String(lastError)}\n--- server log ---\n${text}`);
}

/** Starts a throwaway PostgreSQL and creates its one database. */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  stopAllAtExit(bin);
  sweepOrphans(bin);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, "owner.pid"), String(process.pid));
  const server = { dir, dataDir: join(dir, "data") };
  running.add(server);
  try {
    if (asRoot()) chownSync(dir, Number(idOf("-u")), Number(idOf("-g")));
    run(join(bin, "initdb"), ["-D", server.dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"], "initdb");
    const port = await startOn(bin, server.dataDir, dir, join(dir, "server.log"));
    const admin = postgres({ host: "127.0.0.1", port, user: "postgres", database: "postgres", max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      port,
      stop: async () => stopNow(server, bin),
    };
  } catch (e) {
    stopNow(server, bin);
    throw e;
  }
}

/** The uid or gid of Debian's `postgres` user, which the package creates. */
function idOf(flag: "-u" | "-g"): string {
  const r = spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error("Running as root, but there is no `postgres` user to run PostgreSQL as: install Debian's postgresql package.");
  return r.stdout.trim();
}
