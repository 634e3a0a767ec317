import { and, eq, gt, sql } from "drizzle-orm";
import type { Deps } from "../../../deps.ts";
import { alerts, analyses, posts } from "../../../db/schema/posts.ts";
import { deliveries } from "../../../db/schema/delivery.ts";
import { telegramPlans, telegramSubscribers } from "../../../db/schema/telegram.ts";
import { dueAt, impactRank, WANTS_SQL } from "../../policy.ts";
import { premiumSql } from "../../../billing/premium.ts";
import type { DbTx } from "./types.ts";

type NewDelivery = Omit<typeof deliveries.$inferInsert, "channel">;

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
  postDetected(post: { id: string }, tx?: DbTx): void;
  alertCreated(tx: DbTx, alertId: number): void;
  postDismissed(tx: DbTx, postId: string): void;
}

export const PREMIUM_GROUP = "premium-group";
export const FREE_GROUP = "free-group";
export const dmTarget = (telegramUserId: number) => `dm:${telegramUserId}`;

/**
 * Subscribers looked at per chunk: about 2 ms of CPU each (500 took 4-5 ms, and three to four
 * times that on a loaded machine, where every hold of the loop grows with the wait for a core).
 */
export const PLAN_CHUNK = 200;

type Plan = typeof telegramPlans.$inferSelect;
type NewPlan = Omit<Plan, "after">;

export function createNotifier(deps: Pick<Deps, "db" | "config" | "settings" | "log"> & { wake: () => void; enabled: () => boolean }) {
  const { db, config, settings, log } = deps;
  const sqlite = db.$client;

  // Raw on purpose: one set-based INSERT … SELECT over an ordered, LIMITed page of subscribers with a
  // correlated LEFT JOIN, billing's premium answer (premiumSql) and the /alerts filter's SQL (WANTS_SQL); in drizzle's insert().select() the same
  // statement would still be sql`` fragments naming these columns, so it would check nothing more.
  // One DM row per active subscriber of the chunk whose /alerts choice takes it (filter.ts): premium
  // due at once (editing the instant message when it went out), free at the free delay.
  const planChunk = sqlite.prepare(
    `INSERT INTO deliveries (channel, post_id, alert_id, kind, target, chat_id, tier, due_at, edit_of, created_at)
     SELECT 'telegram', $postId, $alertId, $kind, 'dm:' || s.telegram_user_id, CAST(s.chat_id AS TEXT),
            CASE WHEN s.premium THEN 'premium' ELSE 'free' END,
            CASE WHEN s.premium THEN $premiumDueAt ELSE $freeDueAt END,
            CASE WHEN s.premium AND i.status NOT IN ('pending', 'skipped') THEN i.id END,
            $now
     FROM (SELECT t.*, ${premiumSql("t")} AS premium
           FROM (SELECT * FROM telegram_subscribers WHERE telegram_user_id > $after ORDER BY telegram_user_id LIMIT $limit) t) s
     LEFT JOIN deliveries i ON $kind = 'final' AND i.post_id = $postId AND i.kind = 'instant' AND i.target = 'dm:' || s.telegram_user_id
     WHERE s.status = 'active' AND s.created_at <= $asOf AND (s.premium OR $premiumOnly = 0) AND ${WANTS_SQL}
     ON CONFLICT DO NOTHING`,
  );
  const chunkEnd = sqlite.prepare<{ last: number | null; n: number }, [number, number]>(
    "SELECT max(telegram_user_id) AS last, count(*) AS n FROM (SELECT telegram_user_id FROM telegram_subscribers WHERE telegram_user_id > ? ORDER BY telegram_user_id LIMIT ?)",
  );
  // A dismissed post: premium targets whose instant message went out see it edited to the verdict.
  const editDismissed = sqlite.prepare(
    `INSERT INTO deliveries (channel, post_id, kind, target, chat_id, tier, due_at, edit_of, created_at)
     SELECT 'telegram', post_id, 'final', target, chat_id, 'premium', $now, id, $now FROM deliveries
     WHERE post_id = $postId AND kind = 'instant' AND status NOT IN ('pending', 'skipped')
     ON CONFLICT DO NOTHING`,
  );

  // Whether any subscriber comes after `after`. When none does (no subscribers yet, or the last
  // chunk was planned) the two statements above would find nothing, yet cost ~30 and ~100 µs
  // of CPU even then (SQLite builds a temporary table for their subqueries): per live post.
  const anyAfter = db
    .select({ x: sql`1` })
    .from(telegramSubscribers)
    .where(gt(telegramSubscribers.telegramUserId, sql.placeholder("after")))
    .limit(1)
    .prepare();

  /** Plans one chunk after `after`; the last subscriber id looked at, or null when none are left. */
  function runChunk(p: NewPlan, after: number): number | null {
    if (!anyAfter.get({ after })) return null;
    const end = chunkEnd.get(after, PLAN_CHUNK)!;
    planChunk.run({
      postId: p.postId,
      alertId: p.alertId,
      kind: p.kind,
      premiumDueAt: p.premiumDueAt,
      freeDueAt: p.freeDueAt,
      now: Date.now(),
      after,
      limit: PLAN_CHUNK,
      premiumOnly: p.premiumOnly ? 1 : 0,
      // Those subscribed when the post came: the rest of a plan can run much later (a restart).
      asOf: p.createdAt,
      impactRank: p.impactRank,
      tariff: p.tariff ? 1 : 0,
    } as never);
    return end.n < PLAN_CHUNK ? null : end.last;
  }

  /** The first chunk now, in the caller's transaction; the rest is recorded for the planner. */
  function plan(tx: DbTx, p: NewPlan) {
    const after = runChunk(p, 0);
    if (after === null) return;
    tx.insert(telegramPlans)
      .values({ ...p, after })
      .onConflictDoUpdate({ target: [telegramPlans.postId, telegramPlans.kind], set: { after } })
      .run();
    planSoon();
  }

  // The planner: one chunk per pass, the oldest plan first, the loop free between passes.
  let timer: ReturnType<typeof setImmediate> | ReturnType<typeof setTimeout> | null = null;
  // Runs only between the worker's start and stop (src/jobs.ts), like the senders.
  let stopped = true;
  function planSoon(delayMs = 0) {
    if (timer || stopped) return;
    timer = delayMs ? setTimeout(planPass, delayMs) : setImmediate(planPass);
  }
  function planPass() {
    timer = null;
    if (stopped) return;
    try {
      const more = db.transaction((tx) => {
        const p = tx.select().from(telegramPlans).orderBy(telegramPlans.createdAt).limit(1).get();
        if (!p) return false;
        const next = runChunk(p, p.after);
        const which = and(eq(telegramPlans.postId, p.postId), eq(telegramPlans.kind, p.kind));
        if (next === null) tx.delete(telegramPlans).where(which).run();
        else tx.update(telegramPlans).set({ after: next }).where(which).run();
        return true;
      });
      if (!more) return;
      deps.wake();
      planSoon();
    } catch (error) {
      log.error("telegram fan-out planning failed; retrying in 1 s", { error });
      planSoon(1000);
    }
  }

  /** Group rows (one or two): built here, one prepared insert. */
  function insert(tx: DbTx, rows: NewDelivery[]) {
    if (rows.length === 0) return;
    const at = sql.placeholder;
    const one = tx
      .insert(deliveries)
      .values({
        channel: "telegram",
        postId: at("postId"),
        alertId: at("alertId"),
        kind: at("kind"),
        target: at("target"),
        chatId: at("chatId"),
        tier: at("tier"),
        dueAt: at("dueAt"),
        editOf: at("editOf"),
        createdAt: at("createdAt"),
      })
      .onConflictDoNothing()
      .prepare();
    const createdAt = Date.now();
    for (const r of rows) {
      one.run({
        postId: r.postId ?? null,
        alertId: r.alertId ?? null,
        kind: r.kind,
        target: r.target,
        chatId: r.chatId,
        tier: r.tier,
        dueAt: r.dueAt,
        editOf: r.editOf ?? null,
        createdAt,
      });
    }
  }

  /**
   * The finished verdict replaces the instant message: what was not sent of it is dropped, and
   * what was not yet planned of it never will be.
   */
  function supersedeInstants(postId: string) {
    skipInstants.run({ postId });
    dropInstantPlan.run({ postId });
  }
  // Every dismissed live post runs these (on the connection, so in the caller's transaction):
  // prepared once, where building and compiling them each time cost ~130 µs a post.
  const skipInstants = db
    .update(deliveries)
    .set({ status: "skipped", lastError: "superseded by the finished alert" })
    .where(and(eq(deliveries.postId, sql.placeholder("postId")), eq(deliveries.kind, "instant"), eq(deliveries.status, "pending")))
    .prepare();
  const dropInstantPlan = db
    .delete(telegramPlans)
    .where(and(eq(telegramPlans.postId, sql.placeholder("postId")), eq(telegramPlans.kind, "instant")))
    .prepare();

  /** The instant row of one target that went out (sent, in flight, failed or blocked): the final edits it. */
  function sentInstant(tx: DbTx, postId: string, target: string) {
    const i = tx
      .select({ id: deliveries.id, status: deliveries.status })
      .from(deliveries)
      .where(and(eq(deliveries.postId, postId), eq(deliveries.kind, "instant"), eq(deliveries.target, target)))
      .get();
    return i && i.status !== "pending" && i.status !== "skipped" ? i.id : undefined;
  }

  const inTransaction = (inTx: DbTx | undefined, fn: (tx: DbTx) => void) => (inTx ? fn(inTx) : db.transaction(fn));

  return {
    postDetected(post, inTx) {
      if (!deps.enabled()) return;
      inTransaction(inTx, (tx) => {
        const now = Date.now();
        if (config.telegram.premiumChatId)
          insert(tx, [{ postId: post.id, kind: "instant", tier: "premium", dueAt: now, target: PREMIUM_GROUP, chatId: config.telegram.premiumChatId }]);
        // Only DMs that would accept any alert get the unfiltered first ping (the rule for a Low,
        // non-tariff alert); the others wait for the verdict, which is due at once for premium too.
        plan(tx, {
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
    },

    alertCreated(tx, alertId) {
      if (!deps.enabled()) return;
      const row = tx
        .select({ alert: alerts, tariff: analyses.tariff })
        .from(alerts)
        .innerJoin(posts, eq(posts.id, alerts.postId))
        .leftJoin(analyses, eq(analyses.postId, alerts.postId))
        .where(eq(alerts.id, alertId))
        .get();
      if (!row) throw new Error(`alertCreated: no alert ${alertId} in this transaction`);
      const { alert } = row;
      const now = Date.now();
      const freeDueAt = dueAt(settings, "free", alert.createdAt, 0);
      supersedeInstants(alert.postId);
      const base = { postId: alert.postId, alertId, kind: "final" as const };
      const groups: NewDelivery[] = [];
      if (config.telegram.premiumChatId)
        groups.push({
          ...base,
          target: PREMIUM_GROUP,
          chatId: config.telegram.premiumChatId,
          tier: "premium",
          dueAt: now,
          editOf: sentInstant(tx, alert.postId, PREMIUM_GROUP),
        });
      if (config.telegram.freeChatId) groups.push({ ...base, target: FREE_GROUP, chatId: config.telegram.freeChatId, tier: "free", dueAt: freeDueAt });
      insert(tx, groups);
      plan(tx, {
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

    postDismissed(_tx, postId) {
      if (!deps.enabled()) return;
      supersedeInstants(postId);
      editDismissed.run({ postId, now: Date.now() } as never);
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
      },
      wake: () => planSoon(),
    },
  } satisfies Notifier & { planner: object };
}
