import type { Tier } from "../alerts/premium-part.ts";
import type { Db } from "../db/index.ts";
import { AppError } from "../errors.ts";
import { lastReactionRowNow, reactionsSinceNow } from "../market/view.ts";
import { and, gt, lte, max, min, sql } from "drizzle-orm";
import { alerts } from "../db/schema/posts.ts";
import { PAGE_IDS, readAlerts, type FeedQuery } from "./alert-event.ts";

export const HEARTBEAT_MS = 15_000;
/**
 * Free owners' alerts become visible as the free delay passes, and access may end (a key revoked,
 * premium lapsing by the clock), without any new alert to wake us: looked at again this often.
 */
const RECHECK_MS = 1000;

/**
 * Wakes every open stream when an alert is written (after its transaction commits), and at the
 * latest on one shared clock's next tick: one timer for all open streams, not one each a turn.
 * A stream waits by handing over its turn, a function made once: a promise a turn lived through
 * the garbage collector's young pass (a second is long) and piled up until a full one.
 * The turns of one wake run together, synchronously, as one pass: `pass()` names the pass being
 * run (0 outside one), so the streams woken together can share what they all ask.
 */
export function createSignal(everyMs = RECHECK_MS) {
  let waiting = new Set<() => void>();
  let clock: ReturnType<typeof setInterval> | null = null;
  let passes = 0;
  let running = 0;
  function notify() {
    const turns = waiting;
    waiting = new Set();
    running = ++passes;
    try {
      for (const turn of turns) turn();
    } finally {
      running = 0;
    }
  }
  return {
    notify,
    /** Runs `turn` on the next notify or tick, once. */
    wait(turn: () => void) {
      // The clock stops on a tick that finds nobody waiting.
      clock ??= setInterval(() => {
        if (waiting.size > 0) return notify();
        clearInterval(clock!);
        clock = null;
      }, everyMs);
      waiting.add(turn);
    },
    pass: () => running,
  };
}

export type Signal = ReturnType<typeof createSignal>;

type Access = { tier: Tier; visibleUntil: number | undefined };

/**
 * Access as the streams woken together ask it: once per key a pass, the other streams of the key
 * sharing the answer (a refusal too). Every stream used to ask itself each second, so N streams of
 * one key cost N key lookups and N premium checks a second. Nothing is kept from one pass to the
 * next, so a revoked key, a deleted account or a lapsed premium ends every stream of it on the
 * same wake as before: the next tick (≤ 1 s), or at once when the revoke wakes the streams. A turn
 * outside a pass (a stream opening, or catching up) asks itself.
 */
function createAccessPerPass(signal: Signal) {
  let pass = 0;
  const answers = new Map<string, { access: Access } | { refused: unknown }>();
  return (key: string, ask: () => Access): Access => {
    const now = signal.pass();
    if (now === 0) return ask();
    if (now !== pass) {
      answers.clear();
      pass = now;
    }
    let answer = answers.get(key);
    if (!answer) {
      try {
        answer = { access: ask() };
      } catch (e) {
        answer = { refused: e };
      }
      answers.set(key, answer);
    }
    if ("refused" in answer) throw answer.refused;
    return answer.access;
  };
}

/**
 * Server-Sent Events: one `alert` event per new alert the owner may see, each with `id:` (the
 * alert id), so a client that reconnects with Last-Event-ID gets everything it missed, in order;
 * and an `alert.reaction` event (no id) each time the market's moves after a visible alert fill in.
 * Without Last-Event-ID the stream starts at the newest alert already visible. A `: heartbeat`
 * comment every 15 s keeps proxies from closing an idle connection.
 */
export function createStreams(deps: { db: Db; signal: Signal }) {
  const { db, signal } = deps;
  // Most turns find nothing new. This probe, prepared once, answers that from the alerts after
  // the cursor; the page's query (and settling the cursor) runs only when it finds one. A free
  // owner's alert still in the delay is not found until it may be seen. `+created_at` keeps
  // SQLite on the id order, which stops at the first row, instead of the created_at index.
  const anyAfter = db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(gt(alerts.id, sql.placeholder("after")), lte(sql`+${alerts.createdAt}`, sql.placeholder("until"))))
    .limit(1)
    .prepare();
  const encoder = new TextEncoder();
  const accessOf = createAccessPerPass(signal);

  function open(o: {
    /** What the caller may see now; throws (an AppError) once they may not: a revoked key, a lapsed premium. */
    access: () => Access;
    /** Who asks: streams with the same one get the same answer from `access`, asked once a wake for all. */
    accessKey: string;
    lastEventId: number | null;
    abort: AbortSignal;
  }) {
    // The cursor is the highest alert id this stream has settled: it never looks below it again.
    // That is safe because alert ids commit in id order. On SQLite they do: one writer at a time
    // (a write transaction holds the database's lock from its first write to its commit), and the
    // id is taken inside the alert's transaction, so once id n is visible every lower id is
    // committed too (a rolled-back id was never visible and is taken again by the next alert).
    // On PostgreSQL a sequence hands ids out to concurrent transactions, which may commit out of
    // order: 11 visible before 10 commits, and 10 is skipped for good. There the alert
    // transaction must take pg_advisory_xact_lock (one key for alerts) as its first statement, so
    // alert transactions run one at a time and ids commit in order (issue 36, §5).
    let cursor = o.lastEventId ?? readAlerts(db, { ...o.access(), limit: 1 })[0]?.id ?? 0;
    // Market moves after alerts, from the ones written after the stream opened (not replayed on resume).
    let reactionCursor = lastReactionRowNow(db);
    let closed = false;

    return new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (s: string) => {
          if (!closed) controller.enqueue(encoder.encode(s));
        };
        const close = () => {
          if (closed) return;
          closed = true;
          try {
            controller.close();
          } catch {
            // Already closed by the client.
          }
        };
        let lastBeat = Date.now();
        /** One look: whether it is still catching up (the next look then comes at once). */
        const look = () => {
          let access: Access;
          try {
            access = accessOf(o.accessKey, o.access);
          } catch (e) {
            // Said once, as an event the client can read, then closed; a reconnect gets the 401 or 403.
            send(`event: closed\ndata: ${JSON.stringify({ message: e instanceof AppError ? e.publicMessage : "access ended" })}\n\n`);
            close();
            return false;
          }
          let behind = false;
          if (anyAfter.get({ after: cursor, until: access.visibleUntil ?? Number.MAX_SAFE_INTEGER })) {
            // At most PAGE_IDS alert ids a turn, like a page of /api/v1/alerts: resuming from an old
            // Last-Event-ID read every alert since (back-filled ones are left out) with the loop held.
            const end = cursor + PAGE_IDS;
            const q: FeedQuery = { tier: access.tier, visibleUntil: access.visibleUntil, after: cursor, before: end + 1, liveOnly: true, limit: 100 };
            const rows = readAlerts(db, q);
            for (const a of rows) {
              send(`id: ${a.id}\nevent: alert\ndata: ${JSON.stringify(a)}\n\n`);
              cursor = a.id;
            }
            // A turn with room to spare used its ids up: the cursor moves on to what is settled.
            if (rows.length < q.limit) cursor = Math.max(cursor, settledUpTo(db, q.after!, end, q.visibleUntil));
            behind = rows.length === q.limit || cursor === end;
          }
          // No `id:`: a reconnect resumes alerts by Last-Event-ID; moves are read again from the API.
          const moves = reactionsSinceNow(db, reactionCursor, access.visibleUntil, access.tier === "premium");
          reactionCursor = moves.cursor;
          for (const m of moves.events) if (m.alertId <= cursor) send(`event: alert.reaction\ndata: ${JSON.stringify(m)}\n\n`);
          if (Date.now() - lastBeat >= HEARTBEAT_MS) {
            send(`: heartbeat\n\n`);
            lastBeat = Date.now();
          }
          return behind;
        };
        // Called by the signal (or at once while behind, after whatever else waits on the loop).
        const turn = () => {
          if (closed) return;
          try {
            if (look()) setImmediate(turn);
            else if (!closed) signal.wait(turn);
          } catch (e) {
            // This stream fails alone; the signal goes on waking the others.
            closed = true;
            controller.error(e);
          }
        };
        o.abort.addEventListener("abort", close, { once: true });
        send(`retry: 3000\n: connected\n\n`);
        turn();
      },
      cancel() {
        closed = true;
      },
    });
  }

  return { open };
}

export type Streams = ReturnType<typeof createStreams>;

/**
 * How far a stream that read (after, end] has nothing more to wait for: up to `end`, but not past
 * the newest alert (later ones take the next ids) nor past the first one a free owner may not see
 * yet (it shows once the free delay has passed).
 */
function settledUpTo(db: Db, after: number, end: number, visibleUntil: number | undefined) {
  const newest =
    db
      .select({ id: max(alerts.id) })
      .from(alerts)
      .get()?.id ?? 0;
  let upTo = Math.min(end, newest);
  if (visibleUntil !== undefined) {
    const waiting = db
      .select({ id: min(alerts.id) })
      .from(alerts)
      .where(and(gt(alerts.id, after), lte(alerts.id, end), gt(alerts.createdAt, visibleUntil)))
      .get()?.id;
    if (waiting != null) upTo = Math.min(upTo, waiting - 1);
  }
  return upTo;
}
