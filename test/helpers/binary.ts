import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const BINARY = resolve(import.meta.dir, "../../dist/squawk");

/**
 * Post sources on a closed loopback port, unless a test passes its fakes: a test run must never
 * reach the real Truth Social or any other host off this machine.
 */
export const CLOSED_SOURCES = {
  TRUTHSOCIAL_BASE_URL: "http://127.0.0.1:9",
  RSS_URL: "http://127.0.0.1:9/feed",
  ARCHIVE_URL: "http://127.0.0.1:9/archive.json",
  // No market data either: a test that wants moves points MARKET_DATA_BASE_URL at a fake.
  MARKET_DATA: "off",
};

/**
 * Starts dist/squawk on a random port with a temporary DATA_DIR, from a directory that holds
 * nothing else (the binary must not need anything beside it). Resolves once it listens.
 */
export async function startBinary(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "squawk-bin-"));
  const proc = Bun.spawn([BINARY, "serve"], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: join(dataDir, "data"), ...CLOSED_SOURCES, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const logs: string[] = [];
  const reader = proc.stderr.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`squawk did not start:\n${logs.join("\n")}`)), 60_000);
    (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return fail(new Error(`squawk exited:\n${logs.join("\n")}${buffered}`));
        buffered += decoder.decode(value);
        let nl: number;
        while ((nl = buffered.indexOf("\n")) >= 0) {
          const line = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          logs.push(line);
          const m = line.match(/"url":"http:\/\/[^:]+:(\d+)"/);
          if (m && line.includes("squawk listening")) {
            clearTimeout(timer);
            ok(`http://127.0.0.1:${m[1]}`);
          }
        }
      }
    })();
  });
  return {
    url,
    proc,
    logs,
    dataDir,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The file's binary, started again when a timed-out test took it down (see shareBrowserAndBinary in browser.ts). */
export async function liveBinary(bin: Binary | undefined, env: Record<string, string> = {}) {
  return alive(bin) ? bin : startBinary(env);
}

export type Binary = Awaited<ReturnType<typeof startBinary>>;

/** Whether the file's binary still runs (a timed-out test's clean-up ends it). */
export const alive = (bin: Binary | undefined): bin is Binary => Boolean(bin && bin.proc.exitCode === null && !bin.proc.killed);

/** Registers an account through the real API; answers its session cookie as `name=value`. */
export async function registerAccount(baseUrl: string, email: string, password = "correct-horse") {
  const res = await fetch(`${baseUrl}/api/auth/email/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("squawk_session="))!
    .split(";")[0]!;
}

/** A premium account the real way: the dev instant upgrade (DEV_SHORTCUTS=1) writes a test-mode subscription billing derives premium from. */
export async function registerPremiumAccount(baseUrl: string, email: string) {
  const cookie = await registerAccount(baseUrl, email);
  const up = await fetch(`${baseUrl}/api/subscription/create`, { method: "POST", headers: { origin: baseUrl, cookie } });
  if (!up.ok) throw new Error(`dev upgrade: ${up.status} ${await up.text()}`);
  return cookie;
}
