import { sseEvents } from "./sse.ts";

/** An open /api/v1/stream client: the alert ids it was sent, in the order they came. */
export interface StreamClient {
  ids: number[];
  /** When each of `ids` arrived (Date.now()), for latency figures. */
  receivedAt: number[];
  /** Resolves once an alert id at or past `id` has come (rejects if the stream ends first). */
  reached(id: number): Promise<void>;
  /** Resolves when the stream has ended (the server went away, or `close`). */
  done: Promise<void>;
  /** Ends the connection (as a client going away does). */
  close(): void;
}

/**
 * Opens a stream over real HTTP with `key` (resuming after `lastEventId` when given) and reads
 * it in the background. Waits only for the "connected" comment, so callers can open many at once.
 */
export async function openStreamClient(base: string, key: string, lastEventId?: number): Promise<StreamClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId);
  const res = await fetch(`${base}/api/v1/stream`, { headers, signal: abort.signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const events = sseEvents(res);
  const first = await events.next();
  if (first.value !== "retry: 3000\n: connected") throw new Error(`stream began with ${JSON.stringify(first.value)}`);
  const ids: number[] = [];
  const receivedAt: number[] = [];
  const waiters = new Set<{ id: number; resolve: () => void; reject: (e: Error) => void }>();
  let ended: Error | null = null;
  const done = (async () => {
    try {
      for await (const e of events) {
        const m = /^id: (\d+)\nevent: alert\n/.exec(e);
        if (!m) continue;
        ids.push(Number(m[1]));
        receivedAt.push(Date.now());
        for (const w of waiters) {
          if (ids.at(-1)! < w.id) continue;
          waiters.delete(w);
          w.resolve();
        }
      }
      ended = new Error("the stream ended");
    } catch (e) {
      ended = e instanceof Error ? e : new Error(String(e));
    }
    for (const w of waiters) w.reject(ended);
    waiters.clear();
  })();
  return {
    ids,
    receivedAt,
    done,
    reached: (id) =>
      (ids.at(-1) ?? 0) >= id
        ? Promise.resolve()
        : ended
          ? Promise.reject(ended)
          : new Promise((resolve, reject) => {
              waiters.add({ id, resolve, reject });
            }),
    close: () => abort.abort(),
  };
}
