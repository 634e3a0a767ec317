/**
 * A real HTTP server on a random loopback port, the base of every fake under test/fakes.
 * Records each request so tests can assert on what the app sent.
 */
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string;
}

export interface Fake {
  url: string;
  port: number;
  calls: Recorded[];
  stop: () => Promise<void>;
}

export function startFake(handler: (req: Request, rec: Recorded) => Response | Promise<Response>): Fake {
  const calls: Recorded[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    // A slow fault may hold an answer longer than Bun's 10 s default before it answers.
    idleTimeout: 60,
    async fetch(req) {
      const u = new URL(req.url);
      const rec: Recorded = { method: req.method, path: u.pathname, query: u.searchParams, headers: req.headers, body: await req.clone().text() };
      calls.push(rec);
      return handler(req, rec);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    port: server.port!,
    calls,
    stop: () => server.stop(true),
  };
}

/**
 * The fakes' default wait. A guard against a hang, not a speed target: the whole suite runs
 * beside another on a shared 2-core machine, where a step that takes 50 ms alone can take seconds.
 */
export const UNTIL_MS = 20_000;

type Maybe<T> = T | undefined | false | null;

/** Waits until `pred` gives a value (checked every 10 ms) and returns it; throws `what` after `ms`. */
export async function waitUntil<T>(pred: () => Maybe<T> | Promise<Maybe<T>>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await pred();
    if (v) return v;
    if (Date.now() > end) throw new Error(what);
    await Bun.sleep(10);
  }
}
