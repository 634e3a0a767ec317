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

/**
 * The one channel every kind of news travels on, its kind first in the payload ("alert:41",
 * "settings:alerts.minImpact"). One channel is one LISTEN: after a reconnect the node hears
 * everything again at the moment that LISTEN answers, so its catch-up cannot run while another
 * channel is still unheard (with a channel per kind, the first re-LISTEN's catch-up came before
 * the second's, and news on the second in between was neither heard nor caught up).
 */
export const NOTIFY_CHANNEL = "squawk_news";

/** The kinds of news. */
export type NotifyKind = "alert" | "settings";

/**
 * The statement that announces `payload` (alert: the highest alert id the transaction wrote;
 * settings: the key stored or removed) for the writer's own transaction: PostgreSQL delivers it at
 * the commit (and never on a rollback), so a hearer that reads at once finds the rows.
 */
export function notifyStatement(kind: NotifyKind, payload: string | number): SQL {
  return sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${`${kind}:${payload}`})`;
}

/** A payload read back: its kind and what follows it, or null for one this node does not know (a newer node's). */
export function parseNews(payload: string): { kind: NotifyKind; value: string } | null {
  const at = payload.indexOf(":");
  const kind = payload.slice(0, at);
  return at > 0 && (kind === "alert" || kind === "settings") ? { kind, value: payload.slice(at + 1) } : null;
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
 * Listens on the channel through `sql.listen`, which postgres.js runs on a connection of its
 * own (not one of `sql`'s pool), re-listens after that connection drops and then calls `onlisten`
 * again: each such call is a catch-up, made once the node hears everything again. What is heard in one turn of the event loop is handed on
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

  function hear(payload: string) {
    const news = parseNews(payload);
    if (news?.kind === "alert") {
      const id = Number(news.value);
      if (!Number.isSafeInteger(id)) return;
      highest = Math.max(highest, id);
    } else if (news?.kind === "settings") settings = true;
    else return;
    soon();
  }

  return {
    /** Resolves once the channel is listened to, with the first catch-up queued (what committed before was not heard). */
    async start() {
      stopped = false;
      listening = false;
      const onListen = () => {
        // The first listen is the catch-up queued below; a later call is a reconnect's one LISTEN.
        if (!listening) return;
        catchUp = true;
        soon();
      };
      const l = await deps.sql.listen(NOTIFY_CHANNEL, hear, onListen);
      unlisten.push(l.unlisten);
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
