/**
 * The Telegram Mini App's weight and first screen, against the built binary (`bun build.ts`):
 *
 *   bun bench/miniapp.ts [--runs 10]
 *
 * Prints the JavaScript /tg loads (raw and gzipped; goal ≤ 100 KB gzipped) and, over fresh
 * Chromium contexts at 390×844 opening /tg with signed launch parameters, the medians of first
 * contentful paint and of the first screen (signed in, the alerts list painted; goal ≤ 1 s).
 */
import { gzipSync } from "node:zlib";
import { startTelegramFake } from "../test/fakes/telegram.ts";
import { startBinary } from "../test/helpers/binary.ts";
import { launchBrowser } from "../test/helpers/browser.ts";
import { launchHash, signInitData } from "../test/helpers/miniapp.ts";

const i = process.argv.indexOf("--runs");
const RUNS = i > 0 ? Number(process.argv[i + 1]) : 10;
const out = (s: string) => process.stdout.write(`${s}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const tg = startTelegramFake();
const bin = await startBinary({ TELEGRAM_BOT_TOKEN: tg.token, TELEGRAM_API_ROOT: tg.url });
try {
  const html = await (await fetch(`${bin.url}/tg`)).text();
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gz = 0;
  // The entry and every chunk it imports statically (shared chunks such as React's included).
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length) {
    const src = new URL(queue.shift()!, `${bin.url}/tg`).href;
    if (seen.has(src)) continue;
    seen.add(src);
    const text = await (await fetch(src)).text();
    const body = new TextEncoder().encode(text);
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w{}*,\s$]+from\s*)?"([^"]+)"/g)) queue.push(new URL(m[1]!, src).href);
  }
  out(`/tg JavaScript: ${seen.size} file(s) loaded at start, ${kb(raw)} raw, ${kb(gz)} gzipped (goal ≤ 100 KB gzipped)`);

  const browser = await launchBrowser();
  const fcp: number[] = [];
  const ready: number[] = [];
  for (let r = -1; r < RUNS; r++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${bin.url}/tg${launchHash(signInitData(tg.token, { user: { id: 70_000 + r, first_name: "Bench" } }))}`);
    await page.locator(".card.alert").first().waitFor();
    // Time from navigation start until the first alert card is in the DOM and a frame is painted.
    const t = await page.evaluate(
      () =>
        new Promise<{ fcp: number; ready: number }>((ok) =>
          requestAnimationFrame(() => ok({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, ready: performance.now() })),
        ),
    );
    if (r >= 0) {
      fcp.push(t.fcp);
      ready.push(t.ready);
    }
    await context.close();
  }
  await browser.close();
  out(
    `/tg first contentful paint: median ${median(fcp).toFixed(0)} ms; first screen (signed in, alerts painted): median ${median(ready).toFixed(0)} ms, max ${Math.max(...ready).toFixed(0)} ms over ${RUNS} runs (goal ≤ 1000 ms)`,
  );
} finally {
  await bin.stop();
  await tg.stop();
}
process.exit(0);
