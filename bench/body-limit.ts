/**
 * Memory under oversized bodies: `bun bench/body-limit.ts [ROUNDS]`
 * Starts `bun src/main.ts serve` on a fresh DATA_DIR, reads its idle RSS, then sends rounds of
 * 16 concurrent 10 MB POSTs to /api/auth/email/login, once with a Content-Length and once
 * chunked, and prints the RSS after each round and 2 s later (target: within 20 MB of idle).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";

const ROUNDS = Number(process.argv[2] ?? 3);
const MB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), "squawk-bench-body-"));
const port = 20000 + Math.floor(Math.random() * 20000);
const proc = Bun.spawn(["bun", resolve(import.meta.dir, "../src/main.ts"), "serve"], {
  cwd: dir,
  env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(dir, "data"), LOG_LEVEL: "warn", ...CLOSED_SOURCES },
  stdout: "ignore",
  stderr: "ignore",
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  if (i > 300) throw new Error("server did not start");
  await Bun.sleep(50);
}
const rss = () => Number(readFileSync(`/proc/${proc.pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;
// Warm the login route with a normal request, then let start-up work settle.
await fetch(`${base}/api/auth/email/login`, {
  method: "POST",
  headers: { origin: base, "content-type": "application/json" },
  body: '{"email":"a@b.co","password":"secret1"}',
});
await Bun.sleep(3000);
const idle = rss();
console.log(`idle RSS ${idle.toFixed(1)} MB`);

const body = new Uint8Array(10 * MB).fill(0x61);
const chunked = () =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (let o = 0; o < body.length; o += 64 * 1024) c.enqueue(body.subarray(o, o + 64 * 1024));
      c.close();
    },
  });
let worst = 0;
for (let round = 1; round <= ROUNDS; round++) {
  for (const kind of ["content-length", "chunked"] as const) {
    const statuses = await Promise.all(
      Array.from({ length: 16 }, async () => {
        try {
          const r = await fetch(`${base}/api/auth/email/login`, {
            method: "POST",
            headers: { origin: base, "content-type": "application/json" },
            body: kind === "chunked" ? chunked() : body,
          });
          await r.arrayBuffer();
          return r.status;
        } catch {
          return "dropped";
        }
      }),
    );
    const now = rss();
    await Bun.sleep(2000);
    const later = rss();
    worst = Math.max(worst, now - idle, later - idle);
    const counts = Object.entries(statuses.reduce<Record<string, number>>((a, s) => ((a[s] = (a[s] ?? 0) + 1), a), {}))
      .map(([s, n]) => `${n}×${s}`)
      .join(" ");
    console.log(
      `round ${round} ${kind.padEnd(14)} 16 × 10 MB → ${counts}   RSS ${now.toFixed(1)} MB (+${(now - idle).toFixed(1)}), 2 s later ${later.toFixed(1)} MB (+${(later - idle).toFixed(1)})`,
    );
  }
}
console.log(`largest growth over idle: ${worst.toFixed(1)} MB (target ≤ 20 MB)`);
proc.kill("SIGTERM");
await proc.exited;
rmSync(dir, { recursive: true, force: true });
