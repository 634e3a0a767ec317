import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Database } from "bun:sqlite";
import { CLOSED_SOURCES } from "../helpers/binary.ts";

const MAIN = resolve(import.meta.dir, "../../src/main.ts");
const dir = mkdtempSync(join(tmpdir(), "squawk-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  DATA_DIR: join(dir, "data"),
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  ...CLOSED_SOURCES,
  ...extra,
});

async function run(args: string[], extra: Record<string, string> = {}) {
  const p = Bun.spawn(["bun", MAIN, ...args], { cwd: dir, env: env(extra), stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { stdout, stderr, code };
}

/** A child's output, read as it comes: `until(text)` waits for the text (or the end) and answers all read so far. */
function reading(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    async until(wanted: string) {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
  };
}

describe("squawk CLI", () => {
  test("--help lists the commands", async () => {
    const r = await run(["--help"]);
    expect(r.code).toBe(0);
    for (const c of ["serve", "migrate", "doctor"]) expect(r.stdout).toContain(c);
  });

  test("every command answers --help (and -h) with its usage, exit 0, touching nothing", async () => {
    const names = [
      "serve",
      "migrate",
      "create-admin",
      "reset-password",
      "telegram chats",
      "stripe setup",
      "import",
      "analyze",
      "backup",
      "restore",
      "reactions",
      "doctor",
    ];
    const empty = mkdtempSync(join(tmpdir(), "squawk-help-"));
    try {
      for (const name of names) {
        for (const flag of ["--help", "-h"]) {
          const p = Bun.spawn(["bun", MAIN, ...name.split(" "), flag], {
            cwd: empty,
            env: { ...env(), DATA_DIR: join(empty, "data") },
            stdout: "pipe",
            stderr: "pipe",
          });
          const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
          expect([name, flag, code, stderr]).toEqual([name, flag, 0, ""]);
          expect(stdout).toStartWith(`Usage: squawk ${name}`);
        }
      }
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);

  test("analyze reads and prints only: it creates no file anywhere (no ./data/squawk.db)", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "squawk-analyze-"));
    const input = join(dir, "analyze-input.json");
    writeFileSync(
      input,
      JSON.stringify([{ id: "1", content: "Tariffs of 25% on all steel from China, starting Monday!", created_at: "2026-11-02T14:00:00.000Z" }]),
    );
    try {
      const { DATA_DIR: _, ...noDataDir } = env();
      const p = Bun.spawn(["bun", MAIN, "analyze", input], { cwd, env: noDataDir, stdout: "pipe", stderr: "pipe" });
      const [stdout, , code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
      expect(code).toBe(0);
      expect(JSON.parse(stdout.trim())).toMatchObject({ id: "1", analyzer: "rules" });
      expect(readdirSync(cwd)).toEqual([]);
      expect(readdirSync(dir).filter((n) => n !== "analyze-input.json" && n !== "data")).toEqual([]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  test("doctor's table keeps one column for the results, however long a check's name", async () => {
    const r = await run(["doctor"], { SOURCES: "truthsocial,rss" });
    const lines = r.stdout.split("\n").filter((l) => /^(database|source:truthsocial|source:rss|analyzer|mail|pages) /.test(l));
    expect(lines.length).toBe(6);
    // The result starts where the name's padding ends, at least two spaces after the name, on every line alike.
    const columns = new Set(lines.map((l) => /^\S+ {2,}/.exec(l)?.[0].length));
    expect([...columns]).toHaveLength(1);
    expect([...columns][0]).toBeGreaterThan("source:truthsocial".length + 1);
  });

  test("an unknown command exits 2 with help", async () => {
    const r = await run(["fly"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown command: fly");
  });

  test("invalid configuration stops start-up with every problem and exit code 2", async () => {
    const r = await run(["serve"], { PORT: "http", POLL_INTERVAL_SECONDS: "0", OPENAI_BASE_URL: "localhost" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('PORT="http": expected a port number');
    expect(r.stderr).toContain("POLL_INTERVAL_SECONDS=");
    expect(r.stderr).toContain('OPENAI_BASE_URL="localhost": expected an http(s) URL');
  });

  test("migrate creates the database; doctor reports the database ok", async () => {
    expect((await run(["migrate"])).code).toBe(0);
    expect(await Bun.file(join(dir, "data", "squawk.db")).exists()).toBe(true);
    const r = await run(["doctor"]);
    expect(r.stdout).toMatch(/^database\s+ok$/m);
    // The OCR worker starts from the wasm core and model the program carries.
    expect(r.stdout).toMatch(/^ocr\s+ok \(engine ready in [\d.]+ s; 0 images waiting; 0 failed in the last day\)$/m);
  });

  test("doctor only reads: no ./data in an empty directory, no ADMIN_EMAILS, nothing but the table", async () => {
    const empty = mkdtempSync(join(tmpdir(), "squawk-doctor-"));
    try {
      const { DATA_DIR: _, ...noDataDir } = env();
      const p = Bun.spawn(["bun", MAIN, "doctor"], { cwd: empty, env: { ...noDataDir, ADMIN_EMAILS: "owner@example.com" }, stdout: "pipe", stderr: "pipe" });
      const [stdout, stderr] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
      expect(stdout).toMatch(/^database\s+off \(no database yet at data\/squawk\.db/m);
      expect(await Bun.file(join(empty, "data")).exists()).toBe(false);
      expect(stderr).toBe("");
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }

    // An existing database: the member named in ADMIN_EMAILS is not promoted by doctor.
    expect((await run(["migrate"])).code).toBe(0);
    const file = join(dir, "data", "squawk.db");
    const db = new Database(file);
    db.run("INSERT INTO users (email, created_at) VALUES ('member@example.com', 1)");
    db.close();
    const r = await run(["doctor"], { ADMIN_EMAILS: "member@example.com", LOG_LEVEL: "debug" });
    expect(r.stdout).toMatch(/^database\s+ok$/m);
    expect(r.stderr).toBe("");
    const after = new Database(file, { readonly: true });
    expect(after.query("SELECT is_admin FROM users WHERE email = 'member@example.com'").get()).toEqual({ is_admin: 0 });
    after.close();
  });

  test("create-admin without --password asks on a terminal, without echo; refuses off one", async () => {
    const refused = await run(["create-admin", "pipe@example.com"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Run: squawk create-admin pipe@example.com --password");

    // A real pseudo-terminal through script(1): what the terminal shows must not hold the password.
    const p = Bun.spawn(["script", "-qec", `"${process.execPath}" "${MAIN}" create-admin tty@example.com`, "/dev/null"], {
      cwd: dir,
      env: env(),
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
    });
    const { until } = reading(p.stdout);
    await until("Password for tty@example.com: ");
    p.stdin.write("tty-secret-1\r");
    p.stdin.flush();
    await until("Repeat the password: ");
    p.stdin.write("tty-secret-1\r");
    p.stdin.flush();
    const screen = await until("created admin");
    expect(await p.exited).toBe(0);
    expect(screen).toContain("created admin: tty@example.com");
    expect(screen).not.toContain("tty-secret-1");
  });

  test("serve prints one human line with the local URL, and offline says the bundled sample is shown", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "squawk-start-"));
    const p = Bun.spawn(["bun", MAIN, "serve"], { cwd: fresh, env: env({ PORT: "0", DATA_DIR: join(fresh, "data") }), stdout: "pipe", stderr: "ignore" });
    try {
      const screen = await reading(p.stdout).until("Offline:");
      const lines = screen.trim().split("\n");
      const port = lines[0]!.match(/^Squawk \S+ is running at http:\/\/localhost:(\d+)$/)?.[1];
      expect(port).toBeTruthy();
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(lines[1]).toStartWith("Offline: no post source answered (truthsocial: ");
      expect(lines[1]).toEndWith("The dashboard shows the bundled sample posts until one does.");
    } finally {
      p.kill("SIGTERM");
      await p.exited;
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test("doctor names the store, the node and who leads: in SQLite mode the running server, since its start; nobody without one", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "squawk-leader-"));
    const data = join(fresh, "data");
    const file = join(data, "squawk.db");
    try {
      const before = await run(["doctor"], { DATA_DIR: data });
      expect(before.stdout).toMatch(new RegExp(`^store\\s+off \\(SQLite, no database yet at ${file}\\)$`, "m"));
      expect(before.stdout).toMatch(new RegExp(`^node\\s+off \\(no server is running on ${file}\\)$`, "m"));
      expect(before.stdout).toMatch(/^leader\s+off \(no server is running on .*: nothing polls, sends or runs jobs\)$/m);

      const p = Bun.spawn(["bun", MAIN, "serve"], { cwd: fresh, env: env({ PORT: "0", DATA_DIR: data }), stdout: "pipe", stderr: "ignore" });
      try {
        const screen = await reading(p.stdout).until("is running at");
        const port = screen.match(/localhost:(\d+)/)?.[1];
        const r = await run(["doctor"], { DATA_DIR: data });
        expect(r.stdout).toMatch(new RegExp(`^store\\s+ok \\(SQLite at ${file}\\)$`, "m"));
        const node = r.stdout.match(
          /^node\s+ok \((\S+-(\d+)-[0-9a-f]{6}): the server at http:\/\/127\.0\.0\.1:(\d+), pid (\d+); SQLite mode has this one node\)$/m,
        );
        expect(node).not.toBeNull();
        expect([Number(node![2]), node![3], Number(node![4])]).toEqual([p.pid, port!, p.pid]);
        const leader = r.stdout.match(/^leader\s+ok \((\S+) since (\S+): in SQLite mode the one server leads from its start\)$/m);
        expect(leader?.[1]).toBe(node![1]);
        expect(Date.parse(leader![2]!)).toBeLessThanOrEqual(Date.now());
      } finally {
        p.kill("SIGTERM");
        await p.exited;
      }
      const after = await run(["doctor"], { DATA_DIR: data });
      expect(after.stdout).toMatch(new RegExp(`^node\\s+off \\(no server is running on ${file}\\)$`, "m"));
      expect(after.stdout).toMatch(new RegExp(`^store\\s+ok \\(SQLite at ${file}\\)$`, "m"));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test("serve --port is honoured (it stands for PORT) and a bad one refused", async () => {
    const free = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
    const port = free.port!;
    free.stop(true);
    const fresh = mkdtempSync(join(tmpdir(), "squawk-port-"));
    const p = Bun.spawn(["bun", MAIN, "serve", "--port", String(port)], {
      cwd: fresh,
      env: env({ PORT: "0", DATA_DIR: join(fresh, "data") }),
      stdout: "pipe",
      stderr: "ignore",
    });
    try {
      const screen = await reading(p.stdout).until("is running at");
      expect(screen).toContain(`is running at http://localhost:${port}\n`);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      p.kill("SIGTERM");
      await p.exited;
      rmSync(fresh, { recursive: true, force: true });
    }
    const bad = await run(["serve", "--port", "http"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--port="http": expected a port number from 0 to 65535');
  });

  test("unknown flags, missing and extra arguments: exit 2 with the command's usage, before anything runs", async () => {
    const cases: [string[], string, string][] = [
      [["serve", "--verbose"], "Unknown option '--verbose'", "serve [--port N] [--host ADDRESS]"],
      [["backup", "copy.db", "--forse"], "Unknown option '--forse'", "backup FILE [--force]"],
      [["backup"], "Missing argument", "backup FILE [--force]"],
      [["restore", "a.db", "b.db"], "Unexpected argument: b.db", "restore FILE"],
      [["migrate", "now"], "Unexpected argument: now", "migrate"],
      [["create-admin"], "Missing argument", "create-admin EMAIL [--password P]"],
      [["create-admin", "a@b.co", "--password"], "Option '--password <value>' argument missing", "create-admin EMAIL [--password P]"],
      [["doctor", "--live-ish"], "Unknown option '--live-ish'", "doctor [--live]"],
    ];
    for (const [args, why, usage] of cases) {
      const r = await run(args);
      expect([args, r.code, r.stderr]).toEqual([args, 2, `${why}\nUsage: squawk ${usage}\n`]);
    }
  });

  test("a command that fails prints one line, never a stack trace or source", async () => {
    for (const args of [
      ["import", "missing.json"],
      ["restore", dir],
      ["backup", "/proc/x.db"],
    ]) {
      const r = await run(args);
      expect([args, r.code]).toEqual([args, 1]);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\sat\s|\.ts:\d+|\^/);
    }
  });

  /** `squawk serve` on a free port, once its "squawk listening" line is out; with its log so far. */
  async function serveUntilListening() {
    const p = Bun.spawn(["bun", MAIN, "serve"], { cwd: dir, env: env({ PORT: "0", LOG_LEVEL: "info" }), stdout: "ignore", stderr: "pipe" });
    const log = await reading(p.stderr).until("squawk listening");
    return { p, log };
  }

  test("SIGTERM stops the server cleanly within 5 s", async () => {
    const { p, log } = await serveUntilListening();
    const port = log.match(/"url":"http:\/\/[^:]+:(\d+)"/)?.[1];
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    p.kill("SIGTERM");
    // Exit code 0 means the clean path finished; the 5 s safety timer would exit with 1.
    expect(await p.exited).toBe(0);
  });

  test("SIGTERM as soon as it listens, while it is still starting, also stops it cleanly", async () => {
    const { p } = await serveUntilListening();
    p.kill("SIGTERM");
    // 143 would be the default action of an unhandled SIGTERM: killed mid-start, nothing closed.
    expect(await p.exited).toBe(0);
  });

  describe("a DATA_DIR that cannot hold the database: one line naming it, its path and the cause, exit 2", () => {
    const bad = join(dir, "bad");
    const expectOneLine = (r: { stderr: string; code: number }, path: string, cause: string) => {
      expect(r.code).toBe(2);
      expect(r.stderr.trim()).toBe(`Cannot use DATA_DIR=${path} for the database: ${cause}.`);
    };

    test("a parent in the path is a file", async () => {
      mkdirSync(bad, { recursive: true });
      writeFileSync(join(bad, "file"), "x");
      const path = join(bad, "file", "data");
      expectOneLine(await run(["serve"], { DATA_DIR: path }), path, "a parent in the path is a file, not a directory (ENOTDIR)");
    });

    test("a read-only directory", async () => {
      // Root writes anywhere, so as root the command runs as nobody (setpriv), else as this user.
      const ro = join(bad, "read-only");
      mkdirSync(ro, { recursive: true });
      chmodSync(ro, 0o555);
      for (const d of [dir, bad]) chmodSync(d, 0o755);
      const asNobody = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
      const p = Bun.spawn([...asNobody, process.execPath, MAIN, "migrate"], { cwd: ro, env: env({ DATA_DIR: ro, HOME: ro }), stdout: "pipe", stderr: "pipe" });
      const [stderr, code] = await Promise.all([new Response(p.stderr).text(), p.exited]);
      expectOneLine({ stderr, code }, ro, "permission denied (EACCES)");
    });

    test("a full disk (here: the file-size limit, which the kernel answers like a full disk)", async () => {
      const full = join(bad, "full");
      const p = Bun.spawn(["bash", "-c", `ulimit -f 16; trap "" XFSZ; exec "$0" "$@"`, process.execPath, MAIN, "serve"], {
        cwd: dir,
        env: env({ DATA_DIR: full, PORT: "0" }),
        stdout: "pipe",
        stderr: "pipe",
      });
      const [stderr, code] = await Promise.all([new Response(p.stderr).text(), p.exited]);
      expectOneLine({ stderr, code }, full, "no space left to write (the file-size limit is reached) (EFBIG)");
    });
  });
});
