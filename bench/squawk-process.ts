/**
 * What the process benches share: Squawk started as its own process (the built binary when there
 * is one) against the fake post source, ready once its first poll (the silent back-fill) is over.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { startPostSources } from "../test/fakes/post-sources.ts";

export const BINARY = resolve(import.meta.dir, "../dist/squawk");

/** `main`: a src/main.ts to run with bun (e.g. an older checkout's); else dist/squawk when built, else this tree's. */
export function squawkCommand(main?: string) {
  if (main) return ["bun", resolve(main), "serve"];
  return existsSync(BINARY) ? [BINARY, "serve"] : ["bun", resolve(import.meta.dir, "../src/main.ts"), "serve"];
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

export async function startSquawk(opts: {
  cmd: string[];
  dir: string;
  sources: ReturnType<typeof startPostSources>;
  logLevel?: string;
  /** More configuration (e.g. the fake Yahoo's MARKET_DATA_BASE_URL). */
  env?: Record<string, string>;
}) {
  const port = (() => {
    const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
    const p = s.port!;
    s.stop(true);
    return p;
  })();
  const proc = Bun.spawn(opts.cmd, {
    cwd: opts.dir,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(opts.dir, "data"),
      LOG_LEVEL: opts.logLevel ?? "error",
      POLL_INTERVAL_SECONDS: "1",
      SOURCES: "truthsocial",
      ...opts.sources.env,
      ...opts.env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 1500) throw new Error("squawk did not start");
    await Bun.sleep(10);
  }
  // A second request for the timeline means the first poll, which back-fills, has ended.
  await opts.sources.polled();
  return { proc, base };
}
