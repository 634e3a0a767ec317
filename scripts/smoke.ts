import { startBinary } from "../test/helpers/binary.ts";

/** Starts the built binary on a random port and checks that it serves the API and the SPA. */
const bin = await startBinary();
try {
  const checks: [string, () => Promise<boolean>][] = [
    ["/healthz answers ok", async () => (await (await fetch(`${bin.url}/healthz`)).json()).status === "ok"],
    ["/api/get-environment answers test", async () => (await (await fetch(`${bin.url}/api/get-environment`)).json()).environment === "test"],
    ["unknown /api path is a JSON 404", async () => (await fetch(`${bin.url}/api/nope`)).status === 404],
    ["a deep link serves the SPA", async () => (await (await fetch(`${bin.url}/faq`)).text()).includes('<div id="root">')],
  ];
  let bad = 0;
  for (const [name, run] of checks) {
    const ok = await run().catch(() => false);
    console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
    if (!ok) bad++;
  }
  process.exitCode = bad ? 1 : 0;
} finally {
  await bin.stop();
}
