/**
 * News between the nodes (issue 36 §5): PostgreSQL's NOTIFY, heard through one LISTEN connection
 * per node. Each payload is as small as it can be (an alert id, a setting's key): a node that hears
 * it reads what changed from the store, as it would have on its fallback recheck, only sooner.
 * Nothing depends on hearing it: a lost notification (the listening connection broke) costs
 * latency, not data, because every hearer also looks on its own (the streams' 1 s tick, the lists'
 * 1 s stamp), and a listening connection that comes back catches up at once (`catchUp`).
 */
import type { Sql } from "postgres";
import { type SQL, sql } from "drizzle-orm";
import type { Logger } from "../log.ts";

/** The channels, one per kind of news. */
export const NOTIFY_CHANNELS = {
  /** An alert transaction committed (payload: the highest alert id it wrote): streams, the lists' cache and the events step look again. */
  alert: "squawk_alert",
  /** A setting was stored or removed (payload: its key): every node's settings cache is read again. */
  settings: "squawk_settings",
} as const;
export type NotifyChannel = keyof typeof NOTIFY_CHANNELS;

/**
 * The statement that announces `payload` on `channel`, for the writer's own transaction:
 * PostgreSQL delivers it at the commit (and never on a rollback), so a hearer that reads at once
 * finds the rows.
 */
export function notifyStatement(channel: NotifyChannel, payload: string | number): SQL {
  return sql`SELECT pg_notify(${NOTIFY_CHANNELS[channel]}, ${String(payload)})`;
}

export interface NotifyHandlers {
  /** Alerts up to `id` committed somewhere (this node included). */
  alert(id: number): void;
  /** A setting changed somewhere (this node included). */
  settings(): void;
  /** The listening connection (re)started: what was said while it was away was not heard, so look at everything. */
  catchUp(): void;
}

/**
 * Listens on every channel through `sql.listen`, which postgres.js runs on a connection of its
 * own (not one of `sql`'s pool), re-listens after that connection drops and then calls `onlisten`
 * again: each such call is a catch-up. What is heard in one turn of the event loop is handed on
 * once (an import's hundred alerts wake the streams once, with the highest id).
 */
export function createNotifyListener(deps: { sql: Sql; log: Logger; on: NotifyHandlers }) {
  const { log, on } = deps;
  let highest = 0;
  let settings = false;
  let catchUp = false;
  let queued = false;
  let stopped = false;
  let listening = false;
  const unlisten: (() => Promise<void>)[] = [];

  function flush() {
    queued = false;
    if (stopped) return;
    const heard = { highest, settings, catchUp };
    highest = 0;
    settings = catchUp = false;
    const call = (what: string, fn: () => void) => {
      try {
        fn();
      } catch (error) {
        log.error("a cluster notification's handler failed", { what, error });
      }
    };
    if (heard.catchUp) call("catchUp", on.catchUp);
    else {
      if (heard.highest > 0) call("alert", () => on.alert(heard.highest));
      if (heard.settings) call("settings", on.settings);
    }
  }
  function soon() {
    if (queued) return;
    queued = true;
    setImmediate(flush);
  }

  return {
    /** Resolves once every channel is listened to, with the first catch-up queued (what committed before was not heard). */
    async start() {
      stopped = false;
      listening = false;
      const heard: Record<NotifyChannel, (payload: string) => void> = {
        alert: (payload) => {
          const id = Number(payload);
          if (Number.isSafeInteger(id)) highest = Math.max(highest, id);
        },
        settings: () => {
          settings = true;
        },
      };
      const onListen = () => {
        // The first listens are one catch-up, queued below; a later call is a reconnect.
        if (!listening) return;
        catchUp = true;
        soon();
      };
      for (const [name, hear] of Object.entries(heard) as [NotifyChannel, (payload: string) => void][]) {
        const onNotify = (payload: string) => {
          hear(payload);
          soon();
        };
        const l = await deps.sql.listen(NOTIFY_CHANNELS[name], onNotify, onListen);
        unlisten.push(l.unlisten);
      }
      listening = true;
      catchUp = true;
      soon();
    },
    /** Stops hearing (the connection itself ends with its client). */
    async stop() {
      stopped = true;
      await Promise.all(unlisten.splice(0).map((u) => u().catch(() => {})));
    },
  };
}

export type NotifyListener = ReturnType<typeof createNotifyListener>;
