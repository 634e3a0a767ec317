/**
 * A decompression bomb among picture posts (run by hand):
 *   bun bench/ocr-bomb.ts [MAIN]
 * Starts Squawk (MAIN: a src/main.ts to run with bun, e.g. an older checkout's; default
 * dist/squawk when built, else this tree's src/main.ts) against the fake post source, then posts
 * a 20000×20000 PNG (a ~50 KB file that decodes to 400 megapixels) followed by a post with three
 * ordinary pictures, and meanwhile calls /healthz every 20 ms. Prints the server's resident
 * memory before and its peak (VmHWM) after, /healthz p50/p99 while the pictures were handled,
 * how long until all four were settled, and what was recorded for the bomb.
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostSources } from "../test/fakes/post-sources.ts";
import { blankPng } from "../test/helpers/png.ts";
import { percentile, squawkCommand, startSquawk } from "./squawk-process.ts";

const main = process.argv[2];
const cmd = squawkCommand(main);

const pct = percentile;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

const sources = startPostSources();
sources.add("An old post, back-filled on the first poll.", { at: Date.now() - 86_400_000 });
const dir = mkdtempSync(join(tmpdir(), "squawk-bench-bomb-"));
const { proc, base } = await startSquawk({ cmd, dir, sources, logLevel: "error" });

const status = (field: string) => Number(readFileSync(`/proc/${proc.pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))![1]);
const rssBefore = status("VmRSS");
const peakBefore = status("VmHWM");

const bomb = blankPng(20000, 20000);
const t0 = performance.now();
sources.add("A picture.", { media: [sources.addMedia("bomb.png", bomb, "image/png")] });
sources.add("Three more.", { media: [1, 2, 3].map((i) => sources.addMedia(`small-${i}.png`, blankPng(400 + i, 300), "image/png")) });

const db = new Database(join(dir, "data", "squawk.db"), { readonly: true });
const count = (where: string) => (db.query(`SELECT count(*) AS n FROM post_images WHERE ${where}`).get() as { n: number }).n;
const health: number[] = [];
let settledAt = 0;
while (performance.now() - t0 < 180_000) {
  const t = performance.now();
  await (await fetch(`${base}/healthz`)).arrayBuffer();
  health.push(performance.now() - t);
  if (count("1") >= 4 && count("status = 'pending'") === 0) {
    settledAt = performance.now();
    break;
  }
  await Bun.sleep(20);
}
const peakAfter = status("VmHWM");
const rows = db.query("SELECT url, status, error, duration_ms AS ms FROM post_images").all() as {
  url: string;
  status: string;
  error: string | null;
  ms: number | null;
}[];
db.close();
proc.kill("SIGTERM");
await proc.exited;
await sources.stop();
rmSync(dir, { recursive: true, force: true });

console.log(`server: ${cmd.join(" ")}`);
console.log(`bomb: ${bomb.length} bytes, 20000×20000 pixels`);
console.log(`memory: ${mb(rssBefore)} resident before (peak so far ${mb(peakBefore)}); peak ${mb(peakAfter)} by the end`);
console.log(
  `/healthz while the pictures were handled: p50 ${pct(health, 50).toFixed(1)} ms, p99 ${pct(health, 99).toFixed(1)} ms, max ${Math.max(...health).toFixed(0)} ms (${health.length} calls)`,
);
console.log(settledAt ? `all 4 pictures settled after ${((settledAt - t0) / 1000).toFixed(1)} s` : "not all 4 pictures settled within 180 s");
for (const r of rows) console.log(`  ${r.url.split("/").pop()}: ${r.status}${r.error ? ` (${r.error})` : ""}${r.ms != null ? `, ${r.ms} ms` : ""}`);
