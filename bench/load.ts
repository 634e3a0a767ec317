/**
 * A load generator run as its own process (so it does not share the server's event loop):
 * `bun bench/load.ts URL SECONDS CONNECTIONS` prints
 * {"requests":N,"seconds":S,"errors":E,"p50Ms":…,"p99Ms":…}. LOAD_COOKIE, when set, is sent as
 * the Cookie header (a signed-in session).
 */
const [url, secondsArg = "5", connArg = "32"] = process.argv.slice(2);
if (!url) throw new Error("usage: bun bench/load.ts URL [SECONDS] [CONNECTIONS]");
const headers: Record<string, string> = process.env.LOAD_COOKIE ? { cookie: process.env.LOAD_COOKIE } : {};
const until = performance.now() + Number(secondsArg) * 1000;
let requests = 0;
let errors = 0;
const latencies: number[] = [];
async function loop() {
  while (performance.now() < until) {
    const t0 = performance.now();
    try {
      const res = await fetch(url!, { headers });
      await res.arrayBuffer();
      if (res.ok) requests++;
      else errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - t0);
  }
}
const t0 = performance.now();
await Promise.all(Array.from({ length: Number(connArg) }, loop));
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
console.log(JSON.stringify({ requests, errors, seconds, p50Ms: at(0.5), p99Ms: at(0.99) }));
