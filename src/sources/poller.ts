import { eq, isNotNull } from "drizzle-orm";
import { excluded } from "../db/prepared.ts";
import type { sourceState } from "../db/schema/posts.ts";
import type { Store, StoreDb } from "../db/store.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";
import type { Ingest } from "./ingest.ts";
import { SourceError, type RawPost, type Source } from "./source.ts";

/** Failures in a row on a source before the next one in the chain takes over. */
export const FAILOVER_AFTER = 3;
/** How long a source that showed a Cloudflare challenge or a 403 is left alone. */
export const CIRCUIT_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;
export const SLOW_MEMORY_MS = 60_000;

type StateRow = typeof sourceState.$inferSelect;

type Outcome = { source: string; stored: number } | { source: null; failover: boolean };

/**
 * Polls the sources in failover order. The first source not backing off is asked for every page
 * after its cursor; each page is committed with the cursor. After FAILOVER_AFTER failures (or a
 * block, or a rate limit) the next source is used until the first one's backoff ends and it
 * answers again.
 *
 * Hedging: a source that has not answered within `sources.hedgeAfterSeconds` is not waited for
 * alone; the next source is asked too and the first good answer wins (posts deduplicate on their
 * original id). The others are then cancelled: a slow answer is not a failure, so a slow primary
 * keeps its place and is asked first again next time. For SLOW_MEMORY_MS after it lost a race
 * its budget is spent at once (the next source is asked alongside it), then it gets the full
 * budget again, so a primary that recovered is noticed.
 *
 * Degraded (a backup in use because the primary is slow or failing): the backup is also polled
 * between full polls (pollBackup), so the primary's trouble costs traders seconds, not a poll
 * interval plus a hedge budget.
 */
export function createPoller(deps: { store: Store; log: Logger; settings: Settings; ingest: Ingest; sources: Source[]; account: string; now?: () => number }) {
  const { store, log, settings, ingest, sources } = deps;
  const { sourceState } = store.tables;
  const now = deps.now ?? Date.now;
  let active: string | null = null;
  /** Sources that lately lost a race because they were slow, and until when that is remembered. */
  const slowUntil = new Map<string, number>();

  const STATE_FIELDS = [
    "cursor",
    "etag",
    "lastModified",
    "lastSuccessAt",
    "lastAttemptAt",
    "lastPostAt",
    "consecutiveFailures",
    "lastError",
    "nextAttemptAt",
    "circuitOpenUntil",
  ] as const satisfies readonly Exclude<keyof StateRow, "source">[];
  /** The source's state (on `t`: inside the caller's transaction when it passes one). */
  const read = async (kind: string, t: StoreDb = store.db): Promise<StateRow> =>
    (await t.select().from(sourceState).where(eq(sourceState.source, kind)).limit(1))[0] ?? {
      source: kind,
      cursor: null,
      etag: null,
      lastModified: null,
      lastSuccessAt: null,
      lastAttemptAt: null,
      lastPostAt: null,
      consecutiveFailures: 0,
      lastError: null,
      nextAttemptAt: null,
      circuitOpenUntil: null,
    };
  /** The source's state with `patch` applied. */
  const save = async (kind: string, patch: Partial<StateRow>, t: StoreDb = store.db) => {
    const row = { ...(await read(kind, t)), ...patch, source: kind };
    await t
      .insert(sourceState)
      .values(row)
      .onConflictDoUpdate({ target: sourceState.source, set: excluded(sourceState, STATE_FIELDS) });
  };

  async function fetchFrom(src: Source, st: StateRow, firstRun: boolean, signal: AbortSignal) {
    const t0 = now();
    const maxAgeMs = Number(settings.get("alerts.maxAgeMinutes")) * 60_000;
    // First run, or posts older than the alert age after an outage: stored, analysed, not alerted.
    const isOld = (p: RawPost) => firstRun || p.createdAt < t0 - maxAgeMs;
    let stored = 0;
    let pauseUntil: number | undefined;
    for await (const page of src.pages({ cursor: st.cursor, etag: st.etag, lastModified: st.lastModified }, signal)) {
      // Lost the race: the winner already stored these posts; keep this source's cursor as it was.
      if (signal.aborted) break;
      const newest = page.posts.reduce((m, p) => Math.max(m, p.createdAt), 0);
      const fresh = await ingest.storePage({
        source: src.kind,
        account: deps.account,
        page,
        isOld,
        extra: async (t) =>
          save(
            src.kind,
            {
              cursor: page.cursor,
              ...(page.etag !== undefined ? { etag: page.etag } : {}),
              ...(page.lastModified !== undefined ? { lastModified: page.lastModified } : {}),
              ...(newest ? { lastPostAt: Math.max(newest, (await read(src.kind, t)).lastPostAt ?? 0) } : {}),
            },
            t,
          ),
      });
      stored += fresh.length;
      await ingest.analyzePage(fresh);
      if (page.pauseUntil) pauseUntil = page.pauseUntil;
    }
    return { stored, pauseUntil };
  }

  async function failure(kind: string, st: StateRow, e: unknown) {
    const t = now();
    const err = e instanceof SourceError ? e : new SourceError("http", e instanceof Error ? e.message : String(e));
    const failures = st.consecutiveFailures + 1;
    const interval = Number(settings.get("sources.pollIntervalSeconds")) * 1000;
    let next = t + Math.min(interval * 2 ** (failures - 1), MAX_BACKOFF_MS);
    let circuitOpenUntil = st.circuitOpenUntil;
    if (err.kind === "rate-limited" && err.retryAt) next = Math.max(next, err.retryAt);
    if (err.kind === "blocked") next = circuitOpenUntil = t + CIRCUIT_MS;
    await save(kind, { consecutiveFailures: failures, lastError: `${err.kind}: ${err.message}`, lastAttemptAt: t, nextAttemptAt: next, circuitOpenUntil });
    log.warn("source failed", { source: kind, kind: err.kind, error: err.message, failures, nextAttemptAt: new Date(next).toISOString() });
    return { failover: failures >= FAILOVER_AFTER || err.kind === "blocked" || err.kind === "rate-limited" };
  }

  /** One source asked once: its pages stored, its state saved. Cancelled (lost the race) resolves to null. */
  async function attempt(src: Source, firstRun: boolean, signal: AbortSignal): Promise<Outcome | null> {
    const t = now();
    try {
      const { stored, pauseUntil } = await fetchFrom(src, await read(src.kind), firstRun, signal);
      if (signal.aborted) return null;
      await save(src.kind, {
        consecutiveFailures: 0,
        lastError: null,
        lastSuccessAt: now(),
        lastAttemptAt: t,
        nextAttemptAt: pauseUntil ?? null,
        circuitOpenUntil: null,
      });
      if (active !== src.kind) log.info("source in use", { source: src.kind, previous: active });
      active = src.kind;
      return { source: src.kind, stored };
    } catch (e) {
      if (signal.aborted) return null;
      return { source: null, failover: (await failure(src.kind, await read(src.kind), e)).failover };
    }
  }

  /**
   * Waits until one of the running attempts answers well (it wins), all of them have failed (the
   * last failure says whether to fail over), or `budgetMs` passes with none finished ("slow").
   */
  async function settle(running: Set<Promise<Outcome | null>>, budgetMs: number): Promise<Outcome | "slow"> {
    let timer: Timer | undefined;
    // (setTimeout treats Infinity as 1 ms, so no budget means no timer at all.)
    const slow = new Promise<"slow">((ok) => Number.isFinite(budgetMs) && (timer = setTimeout(() => ok("slow"), budgetMs)));
    try {
      let last: Outcome = { source: null, failover: true };
      while (running.size > 0) {
        const tagged = [...running].map((p) => p.then((o) => ({ p, o })));
        const r = await Promise.race([...tagged, slow]);
        if (r === "slow") return "slow";
        running.delete(r.p);
        if (r.o?.source) return r.o;
        if (r.o) last = r.o;
      }
      return last;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks `chain` in order, hedging; see the comment on createPoller. */
  async function pollChain(chain: Source[]): Promise<{ source: string | null; stored: number }> {
    // Finish whatever a previous run stored but did not analyse.
    await ingest.analyzePending();
    const firstRun = !(await store.db.select({ s: sourceState.source }).from(sourceState).where(isNotNull(sourceState.lastSuccessAt)).limit(1))[0];
    const hedgeMs = Number(settings.get("sources.hedgeAfterSeconds")) * 1000;
    const race = new AbortController();
    const running = new Set<Promise<Outcome | null>>();
    const outwaited: string[] = [];
    const done = async (o: Outcome | "slow") => {
      race.abort(); // the losers stop; their cursors stay where they were
      // Their requests end at once; a page they stored is analysed before this poll ends, so no
      // work outlives the poll (the winner's posts are stored already, this costs no latency).
      await Promise.allSettled(running);
      if (o === "slow" || !o.source) return { source: null, stored: 0 };
      for (const kind of outwaited) if (kind !== o.source && !slowUntil.has(kind)) slowUntil.set(kind, now() + SLOW_MEMORY_MS);
      slowUntil.delete(o.source);
      return { source: o.source, stored: o.stored };
    };
    for (const src of chain) {
      const st = await read(src.kind);
      const t = now();
      if (st.circuitOpenUntil && t < st.circuitOpenUntil) continue;
      if (st.nextAttemptAt && t < st.nextAttemptAt) {
        // A short backoff on the preferred source: wait for it rather than switch.
        if (st.consecutiveFailures > 0 && st.consecutiveFailures < FAILOVER_AFTER && running.size === 0) return done("slow");
        continue;
      }
      running.add(attempt(src, firstRun, race.signal));
      const lately = slowUntil.get(src.kind);
      if (lately !== undefined && t >= lately) slowUntil.delete(src.kind);
      const outcome = await settle(running, lately !== undefined && t < lately ? 0 : hedgeMs);
      if (outcome === "slow") {
        outwaited.push(src.kind);
        continue; // ask the next source too
      }
      if (outcome.source || !("failover" in outcome && outcome.failover)) return done(outcome);
    }
    // Every source has been asked: the first good answer among those still running wins.
    return done(running.size > 0 ? await settle(running, Infinity) : "slow");
  }

  /** True while a backup answers for the preferred source because that one is slow or failing. */
  const degraded = () => active !== null && active !== sources[0]?.kind;

  // One poll at a time: a full poll and a backup poll must not race each other on a cursor.
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight = 0;
  function serial<T>(run: () => Promise<T>): Promise<T> {
    inFlight++;
    const p = tail.then(run).finally(() => inFlight--);
    tail = p.catch(() => {}); // a failed poll is its caller's to report; the next one still runs
    return p;
  }

  /** Every source in failover order, the preferred one first (`sources.pollIntervalSeconds`). */
  const pollOnce = () => serial(() => pollChain(sources));

  /**
   * While degraded, the source in use (and those after it) are asked between full polls, every
   * `sources.backupPollSeconds`, so a slow or failing primary costs no more than that; the
   * primary itself is still asked only at the full poll's pace. Skipped when not degraded or
   * when a poll is already running (it covers this one).
   */
  function pollBackup(): Promise<{ source: string | null; stored: number; skipped?: true }> {
    if (!degraded() || inFlight > 0) return Promise.resolve({ source: null, stored: 0, skipped: true });
    return serial(() => pollChain(sources.slice(sources.findIndex((s) => s.kind === active))));
  }

  /** What the admin page and `squawk doctor` show. */
  async function status() {
    const states = new Map((await store.db.select().from(sourceState)).map((r) => [r.source, r]));
    return {
      active,
      sources: sources.map((s) => {
        const st = states.get(s.kind) ?? {
          cursor: null,
          lastSuccessAt: null,
          lastAttemptAt: null,
          lastPostAt: null,
          consecutiveFailures: 0,
          lastError: null,
          nextAttemptAt: null,
          circuitOpenUntil: null,
        };
        return {
          source: s.kind,
          active: active === s.kind,
          lastSuccessAt: st.lastSuccessAt,
          lastAttemptAt: st.lastAttemptAt,
          lastPostAt: st.lastPostAt,
          lastPostId: st.cursor,
          consecutiveFailures: st.consecutiveFailures,
          lastError: st.lastError,
          nextAttemptAt: st.nextAttemptAt,
          circuitOpenUntil: st.circuitOpenUntil,
        };
      }),
    };
  }

  return { pollOnce, pollBackup, degraded, status, active: () => active };
}

export type Poller = ReturnType<typeof createPoller>;
