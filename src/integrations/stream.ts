import type { Tier } from "../alerts/premium-part.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Store, StoreDb } from "../db/store.ts";
import { AppError } from "../errors.ts";
import { lastReactionRow, reactionsSince } from "../market/view.ts";
import { and, gt, lte, max, min, type SQL, sql } from "drizzle-orm";
import { PAGE_IDS, readAlerts, type FeedQuery } from "./alert-event.ts";

export const HEARTBEAT_MS = 15_000;
/**
 * Free owners' alerts become visible as the free delay passes, and access may end (a key revoked,
 * premium lapsing by the clock), without any new alert to wake us: looked at again this often.
 */
const RECHECK_MS = 1000;

/**
 * Wakes every open stream when an alert is written (after its transaction commits; with
 * PostgreSQL, on any node: its NOTIFY, src/cluster/notify.ts), and at the latest on one shared
 * clock's next tick: one timer for all open streams, not one each a turn.
 * A stream waits by handing over its turn, a function made once: a promise a turn lived through
 * the garbage collector's young pass (a second is long) and piled up until a full one.
 * The turns of one wake start together, synchronously, as one pass; `freshPass()` names the last
 * pass after which what the streams share (their access) must be asked anew.
 *
 * A turn's look is async (its queries are awaited), so a wake can come while a stream is still
 * looking and not waiting: it would then sleep until the next tick with an alert unseen. A stream
 * says which pass it last saw when it waits again (`passes()` before its look); if one ran since,
 * a pass follows at once (one for all the streams that missed it, so they still share it).
 */
export function createSignal(everyMs = RECHECK_MS) {
  let waiting = new Set<() => void>();
  let clock: ReturnType<typeof setInterval> | null = null;
  let passes = 0;
  let fresh = 0;
  let soon = false;
  function run(anew: boolean) {
    const turns = waiting;
    waiting = new Set();
    passes++;
    if (anew) fresh = passes;
    for (const turn of turns) turn();
  }
  /** A wake after which access is asked anew: a revoke, the clock's tick. */
  const notify = () => run(true);
  return {
    notify,
    /**
     * A wake for new alerts or moves only (an alert's commit, on this node or heard from another):
     * access answers younger than a second are used again, so a burst of alerts does not multiply
     * the checks (the tick asks anew each second, a revoke at once).
     */
    alerted: () => run(false),
    /** Runs `turn` on the next notify or tick, once; at once (in a pass) when a pass ran since `seen`. */
    wait(turn: () => void, seen = passes) {
      // The clock stops on a tick that finds nobody waiting.
      clock ??= setInterval(() => {
        if (waiting.size > 0) return notify();
        clearInterval(clock!);
        clock = null;
      }, everyMs);
      waiting.add(turn);
      if (seen !== passes && !soon) {
        soon = true;
        setImmediate(() => {
          soon = false;
          run(false);
        });
      }
    },
    /** The last pass after which access is asked anew (a notify or a tick). */
    freshPass: () => fresh,
    /** How many passes have run: a stream notes it before a look, and hands it back to `wait`. */
    passes: () => passes,
    /** How many streams wait for the next pass (the rest are looking, or closed). */
    waiting: () => waiting.size,
  };
}

export type Signal = ReturnType<typeof createSignal>;

type Access = { tier: Tier; visibleUntil: number | undefined };
/** What one look found, shared by the streams that stand at the same place. */
type Read = { alerts: { text: string }[]; cursor: number; behind: boolean; moves: { alertId: number; text: string }[]; reactionCursor: number };

/**
 * Access as this node's streams ask it: once per key, the other streams of the key sharing the
 * answer (a refusal too) for up to a second. Every stream used to ask itself each second, so N
 * streams of one key cost N key lookups and N premium checks a second; with every alert's commit
 * waking the streams too (issue 36 §5), a burst of alerts would multiply that again. The check
 * is a query (async), so one promise per key is kept: the first stream of a key asks, the others
 * await the same promise. A wake after which access must be asked anew (`signal.notify`: the
 * clock's tick each second, a revoke at once) forgets every answer, so a revoked key, a deleted
 * account or a lapsed premium ends every stream of it on the same wake as before. A failure that
 * is not a refusal (the store did not answer) is not kept: the next look asks again.
 */
function createAccessPerNode(signal: Signal, now = () => performance.now()) {
  let fresh = -1;
  const answers = new Map<string, { at: number; answer: Promise<Access> }>();
  return (key: string, ask: () => Access | Promise<Access>): Promise<Access> => {
    if (signal.freshPass() !== fresh) {
      answers.clear();
      fresh = signal.freshPass();
    }
    const kept = answers.get(key);
    if (kept && now() - kept.at < RECHECK_MS) return kept.answer;
    // A check that throws at once refuses through the promise, as one that rejects does.
    const answer = new Promise<Access>((resolve) => resolve(ask()));
    answers.set(key, { at: now(), answer });
    answer.catch((e) => {
      if (!(e instanceof AppError) && answers.get(key)?.answer === answer) answers.delete(key);
    });
    return answer;
  };
}

/**
 * Server-Sent Events: one `alert` event per new alert the owner may see, each with `id:` (the
 * alert id), so a client that reconnects with Last-Event-ID gets everything it missed, in order;
 * and an `alert.reaction` event (no id) each time the market's moves after a visible alert fill in.
 * Without Last-Event-ID the stream starts at the newest alert already visible. A `: heartbeat`
 * comment every 15 s keeps proxies from closing an idle connection.
 */
export function createStreams(deps: { store: Store; signal: Signal }) {
  const { store, signal } = deps;
  const { alerts } = store.tables;
  // Most turns find nothing new. This probe, prepared once per connection, answers that from the
  // alerts after the cursor; the page's query (and settling the cursor) runs only when it finds
  // one. A free owner's alert still in the delay is not found until it may be seen (a second
  // statement: a premium owner's has no time bound, where SQLite's MAX_SAFE_INTEGER sentinel is
  // no timestamptz on PostgreSQL). On SQLite `+created_at` keeps the planner on the id order,
  // which stops at the first row, instead of the created_at index; PostgreSQL has no unary plus
  // for a timestamptz, and its planner weighs the two by their statistics.
  const after = gt(alerts.id, sql.placeholder("after"));
  const until = sql.param(sql.placeholder("until"), alerts.createdAt);
  const createdAt = store.kind === "sqlite" ? sql`+${alerts.createdAt}` : sql`${alerts.createdAt}`;
  const probe = (where: SQL | undefined, name: string) =>
    preparedOn((db: StoreDb) => db.select({ id: alerts.id }).from(alerts).where(where).limit(1).prepare(name));
  const anyAfter = probe(after, "stream_any_after");
  const anyAfterUntil = probe(and(after, lte(createdAt, until)), "stream_any_after_until");
  const anyNew = async (cursor: number, visibleUntil: number | undefined) =>
    (visibleUntil === undefined
      ? await anyAfter(store.db).execute({ after: cursor })
      : await anyAfterUntil(store.db).execute({ after: cursor, until: visibleUntil })
    ).length > 0;
  const newestId = async () => (await store.db.select({ id: max(alerts.id) }).from(alerts))[0]?.id ?? 0;
  const encoder = new TextEncoder();
  const accessOf = createAccessPerNode(signal);

  /**
   * One look at the store from `cursor` with `access`: the events a stream standing there sends
   * (each as its text, made once) and where it stands after them.
   */
  async function readFrom(from: number, access: Access, reactionsFrom: number): Promise<Read> {
    let cursor = from;
    const alerts: Read["alerts"] = [];
    let behind = false;
    if (await anyNew(cursor, access.visibleUntil)) {
      // At most PAGE_IDS alert ids a turn, like a page of /api/v1/alerts: resuming from an old
      // Last-Event-ID read every alert since (back-filled ones are left out) in one turn.
      const end = cursor + PAGE_IDS;
      // The newest id is read before the page: an alert that commits between the two reads
      // is past it, so the cursor never moves over an id the page did not see. (On SQLite
      // nothing commits between them; on PostgreSQL alerts commit in id order, §5.)
      const newest = await newestId();
      const q: FeedQuery = { tier: access.tier, visibleUntil: access.visibleUntil, after: cursor, before: end + 1, liveOnly: true, limit: 100 };
      const rows = await readAlerts(store, q);
      for (const a of rows) {
        alerts.push({ text: `id: ${a.id}\nevent: alert\ndata: ${JSON.stringify(a)}\n\n` });
        cursor = a.id;
      }
      // A turn with room to spare used its ids up: the cursor moves on to what is settled.
      if (rows.length < q.limit) cursor = Math.max(cursor, await settledUpTo(store, q.after!, Math.min(end, newest), q.visibleUntil));
      behind = rows.length === q.limit || cursor === end;
    }
    // No `id:`: a reconnect resumes alerts by Last-Event-ID; moves are read again from the API.
    const moves = await reactionsSince(store, reactionsFrom, access.visibleUntil, access.tier === "premium");
    const texts = moves.events.map((m) => ({ alertId: m.alertId, text: `event: alert.reaction\ndata: ${JSON.stringify(m)}\n\n` }));
    return { alerts, cursor, behind, moves: texts, reactionCursor: moves.cursor };
  }

  /**
   * The streams one wake looks with mostly stand at the same place (the same cursor, access and
   * moves cursor): they share one look of the pass, instead of five queries each. A look started
   * in a pass began after that pass's wake, so it sees what woke it; a later commit wakes a later
   * pass. Only the last two passes' looks are kept, and no failed one.
   */
  const looks = new Map<number, Map<string, Promise<Read>>>();
  function readShared(pass: number, cursor: number, access: Access, reactionCursor: number): Promise<Read> {
    for (const p of looks.keys()) if (p < pass - 1) looks.delete(p);
    let ofPass = looks.get(pass);
    if (!ofPass) looks.set(pass, (ofPass = new Map()));
    const key = `${cursor}|${access.tier}|${access.visibleUntil ?? ""}|${reactionCursor}`;
    let read = ofPass.get(key);
    if (!read) {
      const mine = (read = readFrom(cursor, access, reactionCursor));
      ofPass.set(key, mine);
      // A look that failed fails the streams that shared it; later ones look again.
      mine.catch(() => ofPass.get(key) === mine && ofPass.delete(key));
    }
    return read;
  }

  /**
   * Opens a stream once its caller's access is checked (a refusal throws here: the request's 401
   * or 403, before any byte of the stream).
   */
  async function open(o: {
    /** What the caller may see now; throws (an AppError) once they may not: a revoked key, a lapsed premium. */
    access: () => Access | Promise<Access>;
    /** Who asks: streams with the same one share one answer from `access`, asked at most once a second (and after a revoke). */
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
    const first = await o.access();
    let cursor = o.lastEventId ?? (await readAlerts(store, { ...first, limit: 1 }))[0]?.id ?? 0;
    // Market moves after alerts, from the ones written after the stream opened (not replayed on resume).
    let reactionCursor = await lastReactionRow(store);
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
        /** One look in the pass `seen`: whether it is still catching up (the next look then comes at once). */
        const look = async (seen: number) => {
          const asked = accessOf(o.accessKey, o.access);
          let access: Access;
          try {
            access = await asked;
          } catch (e) {
            // Said once, as an event the client can read, then closed; a reconnect gets the 401 or 403.
            send(`event: closed\ndata: ${JSON.stringify({ message: e instanceof AppError ? e.publicMessage : "access ended" })}\n\n`);
            close();
            return false;
          }
          if (closed) return false;
          const read = await readShared(seen, cursor, access, reactionCursor);
          if (closed) return false;
          for (const a of read.alerts) send(a.text);
          cursor = read.cursor;
          reactionCursor = read.reactionCursor;
          for (const m of read.moves) if (m.alertId <= cursor) send(m.text);
          if (Date.now() - lastBeat >= HEARTBEAT_MS) {
            send(`: heartbeat\n\n`);
            lastBeat = Date.now();
          }
          return read.behind;
        };
        // Called by the signal (or at once while behind, after whatever else waits on the loop).
        // One look at a time: the next waits for this one's end, so the cursor only moves forward.
        const turn = () => {
          if (closed) return;
          const seen = signal.passes();
          look(seen).then(
            (behind) => {
              if (closed) return;
              if (behind) setImmediate(turn);
              else signal.wait(turn, seen);
            },
            (e) => {
              // This stream fails alone; the signal goes on waking the others.
              if (closed) return;
              closed = true;
              controller.error(e);
            },
          );
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
 * How far a stream that read (after, end] has nothing more to wait for: up to `end` (no further
 * than the newest alert when the page was read: later ones take the next ids), but not past the
 * first one a free owner may not see yet (it shows once the free delay has passed).
 */
async function settledUpTo(store: Store, after: number, end: number, visibleUntil: number | undefined) {
  const { db, tables } = store;
  const { alerts } = tables;
  let upTo = end;
  if (visibleUntil !== undefined) {
    const [waiting] = await db
      .select({ id: min(alerts.id) })
      .from(alerts)
      .where(and(gt(alerts.id, after), lte(alerts.id, end), gt(alerts.createdAt, visibleUntil)));
    if (waiting?.id != null) upTo = Math.min(upTo, waiting.id - 1);
  }
  return upTo;
}
