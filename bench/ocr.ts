/**
 * OCR figures (run by hand; uses dist/squawk when built, else `bun src/main.ts`):
 *   bun bench/ocr.ts [LETTERS]
 * Starts Squawk in an empty directory against the fake post source, posts LETTERS (default 10)
 * distinct one-page letters as picture-only posts, and meanwhile calls /healthz every 20 ms.
 * Prints the median and p95 seconds per letter (fetch + OCR, from post_images.duration_ms,
 * as the server measured them; the first letter, which also starts the OCR worker, is shown
 * apart), and /healthz p50/p99 while OCR was running beside the same figure measured idle for
 * 10 s just before (this machine is shared: the idle figure says how much is noise).
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { JAPAN_LETTER, letterPrinter } from "../test/helpers/letters.ts";
import { BINARY, percentile, squawkCommand, startSquawk } from "./squawk-process.ts";

const LETTERS = Number(process.argv[2] ?? 10);
const COUNTRIES = ["Japan", "South Korea", "Brazil", "Canada", "Mexico", "Malaysia", "Indonesia", "Thailand", "Vietnam", "India", "Switzerland", "Norway"];

const pct = percentile;

const sources = startPostSources();
sources.add("An old post, back-filled on the first poll.", { at: Date.now() - 86_400_000 });
const printer = await letterPrinter();
const letters: Uint8Array[] = [];
for (let i = 0; i < LETTERS; i++) {
  const country = COUNTRIES[i % COUNTRIES.length]!;
  const rate = 20 + i;
  letters.push(
    await printer.jpeg({
      ...JAPAN_LETTER,
      paragraphs: JAPAN_LETTER.paragraphs.map((p) => p.replaceAll("Japanese", `${country}'s`).replaceAll("Japan", country).replace("25%", `${rate}%`)),
    }),
  );
}
await printer.close();

const dir = mkdtempSync(join(tmpdir(), "squawk-bench-ocr-"));
const cmd = squawkCommand();
const { proc, base } = await startSquawk({ cmd, dir, sources, logLevel: "warn" });

const db = new Database(join(dir, "data", "squawk.db"), { readonly: true });
const settled = () => (db.query("SELECT count(*) AS n FROM post_images WHERE status != 'pending'").get() as { n: number }).n;

async function probe() {
  const t = performance.now();
  const res = await fetch(`${base}/healthz`);
  await res.arrayBuffer();
  const ms = performance.now() - t;
  await Bun.sleep(20);
  return ms;
}
const idle: number[] = [];
for (const end = performance.now() + 10_000; performance.now() < end; ) idle.push(await probe());

// CPU seconds the server process used (all its threads), from /proc: less noisy than wall time.
const cpuSeconds = () => {
  const f = readFileSync(`/proc/${proc.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks (USER_HZ = 100)
};
const cpu0 = cpuSeconds();
const t0 = performance.now();
for (let i = 0; i < LETTERS; i++) sources.add("", { media: [sources.addMedia(`letter-${i}.jpg`, letters[i]!, "image/jpeg")] });

const health: number[] = [];
while (settled() < LETTERS) {
  health.push(await probe());
  if (performance.now() - t0 > LETTERS * 60_000) throw new Error("OCR did not finish");
}
const total = (performance.now() - t0) / 1000;
const cpuPerLetter = (cpuSeconds() - cpu0) / LETTERS;
const rssMb = Number(readFileSync(`/proc/${proc.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024;
const rows = db
  .query("SELECT p.status, p.duration_ms AS ms, p.error FROM post_images p JOIN posts ON posts.id = p.post_id ORDER BY posts.created_at")
  .all() as { status: string; ms: number; error: string | null }[];
const failed = rows.filter((r) => r.status !== "done");
const all = rows.filter((r) => r.status === "done").map((r) => r.ms / 1000);
const [first, ...secs] = all;
const alertsN = (db.query("SELECT count(*) AS n FROM alerts a JOIN posts p ON p.id = a.post_id WHERE p.backfilled = 0").get() as { n: number }).n;

console.log(`server: ${cmd[0] === BINARY ? `dist/squawk (${(statSync(BINARY).size / 1e6).toFixed(1)} MB)` : "bun src/main.ts"}`);
console.log(`letters read: ${all.length} of ${LETTERS}${failed.length ? ` (failed: ${failed.map((f) => f.error).join("; ")})` : ""}; alerts: ${alertsN}`);
console.log(
  `seconds per one-page letter (fetch + OCR), worker warm: median ${pct(secs, 50).toFixed(2)}, p95 ${pct(secs, 95).toFixed(2)} (goal: median <= 1.5); first letter incl. worker start: ${first!.toFixed(2)}`,
);
console.log(
  `all ${LETTERS} letters settled in ${total.toFixed(1)} s; server CPU per letter (all threads, incl. fetch, analysis, healthz): ${cpuPerLetter.toFixed(2)} s; load average at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]} on ${navigator.hardwareConcurrency} cores`,
);
console.log(`server RSS after reading: ${rssMb.toFixed(0)} MB`);
console.log(
  `/healthz while OCR ran (${health.length} calls): p50 ${pct(health, 50).toFixed(1)} ms, p99 ${pct(health, 99).toFixed(1)} ms (goal: p99 <= 50); idle before (${idle.length} calls): p50 ${pct(idle, 50).toFixed(1)} ms, p99 ${pct(idle, 99).toFixed(1)} ms`,
);

db.close();
proc.kill("SIGTERM");
await proc.exited;
await sources.stop();
rmSync(dir, { recursive: true, force: true });
