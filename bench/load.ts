/**
 * A load generator run as its own process (so it does not share the server's event loop):
 * `bun bench/load.ts URL SECONDS CONNECTIONS` prints {"requests":N,"seconds":S,"errors":E}.
 */
const [url, secondsArg = "5", connArg = "32"] = process.argv.slice(2);
if (!url) throw new Error("usage: bun bench/load.ts URL [SECONDS] [CONNECTIONS]");
const until = performance.now() + Number(secondsArg) * 1000;
let requests = 0;
let errors = 0;
async function loop() {
  while (performance.now() < until) {
    try {
      const res = await fetch(url!);
      await res.arrayBuffer();
      if (res.ok) requests++;
      else errors++;
    } catch {
      errors++;
    }
  }
}
const t0 = performance.now();
await Promise.all(Array.from({ length: Number(connArg) }, loop));
console.log(JSON.stringify({ requests, errors, seconds: (performance.now() - t0) / 1000 }));
