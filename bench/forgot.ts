/**
 * Whether `POST /api/auth/password/forgot` tells by its timing that an account exists: the app
 * serving on loopback (real HTTP, real SQLite, mail to the fake SMTP server), the time to the
 * answer for a registered address against an unknown one, asked in alternation (which goes first
 * alternates too), each address once and from an address of its own so no throttle answers.
 * Prints the medians, and how many pairs the known address took longer.
 *
 *   bun bench/forgot.ts [pairs=60]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { users } from "../src/db/schema/core.ts";
import { createLogger } from "../src/log.ts";
import { serve } from "../src/server.ts";
import { startSmtpFake } from "../test/fakes/smtp.ts";
import { CLOSED_SOURCES } from "../test/helpers/binary.ts";

const PAIRS = Number(process.argv[2] ?? 60);
const smtp = await startSmtpFake();
const dir = mkdtempSync(join(tmpdir(), "squawk-bench-forgot-"));
const app = createApp(
  loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", SMTP_URL: smtp.url, MAIL_FROM: "Squawk <a@squawk.test>", TRUST_PROXY: "1", ...CLOSED_SOURCES }),
  { log: createLogger("error") },
);
const server = serve(app, { port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${server.port}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const known = Array.from({ length: PAIRS + 5 }, (_, i) => `known${i}@example.com`);
app.db
  .insert(users)
  .values(known.map((email) => ({ email })))
  .run();

let asker = 0;
async function ask(email: string) {
  asker++;
  const t0 = performance.now();
  const res = await fetch(`${base}/api/auth/password/forgot`, {
    method: "POST",
    headers: { origin: app.config.appUrl, "content-type": "application/json", "x-forwarded-for": `10.9.${asker >> 8}.${asker & 255}` },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`forgot answered ${res.status}`);
  return ms;
}

try {
  // Warm-up: the first calls load code (nodemailer among it) for either kind.
  for (let i = 0; i < 5; i++) await ask(known[PAIRS + i]!), await ask(`warm${i}@example.com`);
  const k: number[] = [];
  const u: number[] = [];
  let knownSlower = 0;
  for (let i = 0; i < PAIRS; i++) {
    for (const kind of i % 2 === 0 ? ["known", "unknown"] : ["unknown", "known"]) {
      if (kind === "known") k.push(await ask(known[i]!));
      else u.push(await ask(`nobody${i}@example.com`));
    }
    if (k.at(-1)! > u.at(-1)!) knownSlower++;
    await Bun.sleep(5); // let the mail for the known address go out between pairs, as it would
  }
  console.log(
    `forgot, ${PAIRS} pairs: known address median ${median(k).toFixed(2)} ms, unknown median ${median(u).toFixed(2)} ms; the known one slower in ${knownSlower} of ${PAIRS}`,
  );
} finally {
  server.stop(true);
  await app.stop();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
}
