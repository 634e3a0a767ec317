import { and, asc, count, eq, gt, max, sql } from "drizzle-orm";
import type { Deps } from "../../../deps.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { detached } from "../../../drain-loop.ts";
import type { NewDelivery as Row } from "../../outbox.ts";
import { dueAt, impactRank } from "../../policy.ts";
import { type NewPlan, PLAN_CHUNK, rawStatements } from "./plan-sql.ts";
import type { DbTx } from "./types.ts";

type NewDelivery = Omit<Row, "channel">;

/**
 * The seam between the pipeline and Telegram. The pipeline calls:
 * - `postDetected(post)` once a new (not back-filled) post is stored, before analysis: premium
 *   targets get '⚡ New post — analysing…' at once, so a slow model never delays them;
 * - `alertCreated(tx, alertId)` for an `alert.created` event: one delivery row per target,
 *   premium due now (editing the instant message in place), free at the free delay;
 * - `postDismissed(tx, postId)` when the analysis made no alert: premium targets that got the
 *   instant message see it edited to the verdict.
 * Rows are written in the events step's transaction that marks the event handled, so an event
 * and its deliveries exist together or not at all; the step wakes the sender once it committed.
 *
 * DM rows are planned set-based (INSERT … SELECT), a chunk of subscribers at a time: the first
 * chunk in the caller's transaction, the rest one short transaction each with the event loop
 * free in between, recorded in telegram_plans so that a restart finishes what a crash cut short.
 * At 100,000 subscribers one statement for all rows held the loop for seconds, and no premium
 * DM could leave until it ended.
 */
export interface Notifier {
  postDetected(post: { id: string }, tx?: DbTx): Promise<void>;
  alertCreated(tx: DbTx, alertId: number): Promise<void>;
  postDismissed(tx: DbTx, postId: string): Promise<void>;
}

export const PREMIUM_GROUP = "premium-group";
export const FREE_GROUP = "free-group";
export const dmTarget = (telegramUserId: number) => `dm:${telegramUserId}`;

/**
 * Subscribers looked at per chunk (PLAN_CHUNK, 200): about 2 ms of CPU each (500 took 4-5 ms, and
 * three to four times that on a loaded machine, where every hold of the loop grows with the wait
 * for a core).
 */
export { PLAN_CHUNK };

export function createNotifier(deps: Pick<Deps, "store" | "config" | "settings" | "log"> & { wake: () => void; enabled: () => boolean }) {
  const { store, config, settings, log } = deps;
  const { deliveries, telegramPlans, telegramSubscribers, alerts, analyses, posts } = store.tables;
  const raw = rawStatements(store);

  /**
   * The oldest plan, for a pass to work on. On PostgreSQL its row is locked (FOR UPDATE) until the
   * pass commits: another pass waits instead of planning the same chunk, and a verdict's
   * transaction, which deletes the post's instant plan first (supersedeInstants), waits for the
   * chunk being planned and then finds its rows to skip. SQLite's transactions run one at a time.
   * The wait is unbounded on purpose (no lock_timeout, no SKIP LOCKED): the lock is held by a live
   * pass for milliseconds, and by a dead or frozen node only until the leader's reaper ends its
   * sessions (src/cluster/fence.ts, seconds). A timeout would only turn that wait into failed passes
   * retried each second, and skipping would plan a newer post before the older one, while the
   * verdict's delete of the locked plan would wait all the same.
   */
  const oldestPlan = (tx: DbTx) => {
    const q = tx.select().from(telegramPlans).orderBy(asc(telegramPlans.createdAt)).limit(1);
    return store.kind === "pg" ? q.for("update") : q;
  };
  /** Whether the post has its verdict (an analysis: an alert or a dismissal). */
  const judged = async (tx: DbTx, postId: string) =>
    (await tx.select({ id: analyses.postId }).from(analyses).where(eq(analyses.postId, postId)).limit(1)).length > 0;

  /** Plans one chunk after `after`, on `tx`; the last subscriber id looked at, or null when none are left. */
  async function runChunk(tx: DbTx, p: NewPlan, after: number): Promise<number | null> {
    // Whether any subscriber comes after `after`. When none does (no subscribers yet, or the last
    // chunk was planned) the statements below would find nothing, yet cost ~30 and ~100 µs of CPU
    // even then (SQLite builds a temporary table for their subqueries): per live post.
    const S = telegramSubscribers;
    const [any] = await tx.select({ x: sql`1` }).from(S).where(gt(S.telegramUserId, after)).limit(1);
    if (!any) return null;
    const page = tx.select({ id: S.telegramUserId }).from(S).where(gt(S.telegramUserId, after)).orderBy(asc(S.telegramUserId)).limit(PLAN_CHUNK).as("page");
    const [end] = await tx.select({ last: max(page.id), n: count() }).from(page);
    await raw.planChunk(tx, p, after, Date.now());
    return (end?.n ?? 0) < PLAN_CHUNK ? null : (end?.last ?? null);
  }

  /** The first chunk now, in the caller's transaction; the rest is recorded for the planner. */
  async function plan(tx: DbTx, p: NewPlan) {
    const after = await runChunk(tx, p, 0);
    if (after === null) return;
    await tx
      .insert(telegramPlans)
      .values({ ...p, after })
      .onConflictDoUpdate({ target: [telegramPlans.postId, telegramPlans.kind], set: { after } });
    planSoon();
  }

  // The planner: one chunk per pass, the oldest plan first, the loop free between passes.
  let timer: ReturnType<typeof setImmediate> | ReturnType<typeof setTimeout> | null = null;
  // Runs only between the worker's start and stop (src/jobs.ts), like the senders.
  let stopped = true;
  let passing: Promise<void> = Promise.resolve();
  function planSoon(delayMs = 0) {
    if (timer || stopped) return;
    // Outside the caller's context: a plan asks for the next pass inside its transaction.
    timer = detached(() => (delayMs ? setTimeout(planPass, delayMs) : setImmediate(planPass)));
  }
  function planPass() {
    timer = null;
    if (stopped) return;
    passing = passOnce();
  }
  async function passOnce() {
    try {
      // "planned": rows written, the sender is woken; "dropped": nothing written (a wake would let the
      // sender claim the instant rows the verdict's expansion is about to skip); then the next plan.
      const pass = await store.tx(async (tx): Promise<"none" | "planned" | "dropped"> => {
        const [p] = await oldestPlan(tx);
        if (!p) return "none";
        const which = and(eq(telegramPlans.postId, p.postId), eq(telegramPlans.kind, p.kind));
        // The verdict came before the rest of the instant message was planned: what is left of it
        // would only be superseded (or, planned after the verdict's expansion skipped the instant
        // rows, go out as '⚡ New post — analysing…' beside the alert), so it is not planned.
        if (p.kind === "instant" && (await judged(tx, p.postId))) {
          await tx.delete(telegramPlans).where(which);
          return "dropped";
        }
        const next = await runChunk(tx, p, p.after);
        if (next === null) await tx.delete(telegramPlans).where(which);
        else await tx.update(telegramPlans).set({ after: next }).where(which);
        return "planned";
      });
      if (pass === "none") return;
      if (pass === "planned") deps.wake();
      planSoon();
    } catch (error) {
      log.error("telegram fan-out planning failed; retrying in 1 s", { error });
      planSoon(1000);
    }
  }

  /** Group rows (one or two), in one insert. */
  async function insert(tx: DbTx, rows: NewDelivery[]) {
    if (rows.length === 0) return;
    const createdAt = Date.now();
    await tx
      .insert(deliveries)
      .values(rows.map((r) => ({ ...r, channel: "telegram" as const, createdAt })))
      .onConflictDoNothing();
  }

  // Every dismissed live post runs these (in the caller's transaction): prepared once per
  // connection, where building and compiling them each time cost ~130 µs a post on SQLite.
  const skipInstants = preparedOn((tx: DbTx) =>
    tx
      .update(deliveries)
      .set({ status: "skipped", lastError: "superseded by the finished alert" })
      .where(and(eq(deliveries.postId, sql.placeholder("postId")), eq(deliveries.kind, "instant"), eq(deliveries.status, "pending")))
      .prepare("telegram_skip_instants"),
  );
  const dropInstantPlan = preparedOn((tx: DbTx) =>
    tx
      .delete(telegramPlans)
      .where(and(eq(telegramPlans.postId, sql.placeholder("postId")), eq(telegramPlans.kind, "instant")))
      .prepare("telegram_drop_instant_plan"),
  );

  /**
   * The finished verdict replaces the instant message: what was not sent of it is dropped, and
   * what was not yet planned of it never will be.
   */
  async function supersedeInstants(tx: DbTx, postId: string) {
    // The plan first: on PostgreSQL a planner pass holding it locked (oldestPlan) commits its chunk
    // before this delete goes on, and the skip below, a statement of its own, then sees those rows.
    await dropInstantPlan(tx).execute({ postId });
    await skipInstants(tx).execute({ postId });
  }

  /** The instant row of one target that went out (sent, in flight, failed or blocked): the final edits it. */
  async function sentInstant(tx: DbTx, postId: string, target: string) {
    const [i] = await tx
      .select({ id: deliveries.id, status: deliveries.status })
      .from(deliveries)
      .where(and(eq(deliveries.postId, postId), eq(deliveries.kind, "instant"), eq(deliveries.target, target)))
      .limit(1);
    return i && i.status !== "pending" && i.status !== "skipped" ? i.id : undefined;
  }

  const inTransaction = (inTx: DbTx | undefined, fn: (tx: DbTx) => Promise<void>) => (inTx ? fn(inTx) : store.tx(fn));

  return {
    async postDetected(post, inTx?: DbTx) {
      if (!deps.enabled()) return;
      await inTransaction(inTx, async (tx) => {
        const now = Date.now();
        if (config.telegram.premiumChatId)
          await insert(tx, [{ postId: post.id, kind: "instant", tier: "premium", dueAt: now, target: PREMIUM_GROUP, chatId: config.telegram.premiumChatId }]);
        // Only DMs that would accept any alert get the unfiltered first ping (the rule for a Low,
        // non-tariff alert); the others wait for the verdict, which is due at once for premium too.
        await plan(tx, {
          postId: post.id,
          kind: "instant",
          alertId: null,
          impactRank: impactRank("Low"),
          tariff: false,
          premiumOnly: true,
          premiumDueAt: now,
          freeDueAt: now,
          createdAt: now,
        });
      });
      // Its own transaction has committed: the rest of the plan is there for a pass to find.
      if (!inTx) planSoon();
    },

    async alertCreated(tx, alertId) {
      if (!deps.enabled()) return;
      const [row] = await tx
        .select({ alert: alerts, tariff: analyses.tariff })
        .from(alerts)
        .innerJoin(posts, eq(posts.id, alerts.postId))
        .leftJoin(analyses, eq(analyses.postId, alerts.postId))
        .where(eq(alerts.id, alertId))
        .limit(1);
      if (!row) throw new Error(`alertCreated: no alert ${alertId} in this transaction`);
      const { alert } = row;
      const now = Date.now();
      const freeDueAt = dueAt(settings, "free", alert.createdAt, 0);
      await supersedeInstants(tx, alert.postId);
      const base = { postId: alert.postId, alertId, kind: "final" as const };
      const groups: NewDelivery[] = [];
      if (config.telegram.premiumChatId)
        groups.push({
          ...base,
          target: PREMIUM_GROUP,
          chatId: config.telegram.premiumChatId,
          tier: "premium",
          dueAt: now,
          editOf: await sentInstant(tx, alert.postId, PREMIUM_GROUP),
        });
      if (config.telegram.freeChatId) groups.push({ ...base, target: FREE_GROUP, chatId: config.telegram.freeChatId, tier: "free", dueAt: freeDueAt });
      await insert(tx, groups);
      await plan(tx, {
        postId: alert.postId,
        kind: "final",
        alertId,
        impactRank: impactRank(alert.impact),
        tariff: Boolean(row.tariff),
        premiumOnly: false,
        premiumDueAt: now,
        freeDueAt,
        createdAt: now,
      });
    },

    async postDismissed(tx, postId) {
      if (!deps.enabled()) return;
      await supersedeInstants(tx, postId);
      await raw.editDismissed(tx, postId, Date.now());
    },

    /** The planner's life (a worker in src/jobs.ts); at start it finishes the fan-outs a stopped or killed process left half planned. */
    planner: {
      start() {
        stopped = false;
        planSoon();
      },
      async stop() {
        stopped = true;
        if (timer) clearImmediate(timer as never), clearTimeout(timer as never);
        timer = null;
        // A pass in progress ends (its transaction commits or rolls back) before the store may close.
        await passing;
      },
      wake: () => planSoon(),
    },
  } satisfies Notifier & { planner: object };
}
