import { afterEach, expect, test } from "bun:test";
import { detectPost } from "../../test/helpers/alerts.ts";
import { testApp } from "../../test/helpers/app.ts";
import { primeRules } from "./prime.ts";

let app: ReturnType<typeof testApp>;
afterEach(() => app.close());

const changes = () => (app.db.$client.query("SELECT total_changes() AS n").get() as { n: number }).n;

test("priming judges the stored posts and writes nothing", async () => {
  app = testApp();
  await detectPost(app, "A 25% Tariff on all cars coming into the United States, effective April 2nd.");
  await detectPost(app, "Happy Thanksgiving to all! 🇺🇸");
  const before = changes();
  await primeRules({ store: app.store, signal: new AbortController().signal });
  expect(changes()).toBe(before);
  expect(app.db.$client.query("SELECT count(*) AS n FROM analyses").get()).toEqual({ n: 0 });
});

test("a start primes the rules beside the poller", async () => {
  app = testApp();
  await app.start();
  // The bundled sample is imported on this first start, then primed on.
  while (!app.logs.some((l) => l.includes('"rules primed"'))) await Bun.sleep(5);
  expect(app.logs.find((l) => l.includes('"rules primed"'))).toMatch(/"ms":\d+/);
});
