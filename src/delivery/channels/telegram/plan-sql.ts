import { sql } from "drizzle-orm";
import { premiumSql } from "../../../billing/index.ts";
import type { Db } from "../../../db/index.ts";
import type { telegramPlans } from "../../../db/schema/telegram.ts";
import type { Store } from "../../../db/store.ts";
import { WANTS_SQL, wantsPgSql } from "../../policy.ts";
import type { DbTx } from "./types.ts";

/** A fan-out's plan: which post and kind, the alert's filter inputs, the tiers' due times. */
export type NewPlan = Omit<typeof telegramPlans.$inferSelect, "after">;

/** Subscribers looked at per chunk (see notifier.ts). */
export const PLAN_CHUNK = 200;

/**
 * The Telegram planner's two set-based statements, in each store's SQL. Raw on purpose: one
 * INSERT … SELECT over an ordered, LIMITed page of subscribers with a correlated LEFT JOIN,
 * billing's premium answer (premiumSql) and the /alerts filter's SQL (policy.ts); in drizzle's
 * insert().select() the same statement would still be sql`` fragments naming these columns, so it
 * would check nothing more.
 *
 * - `planChunk`: one DM row per active subscriber of the chunk whose /alerts choice takes it
 *   (filter.ts): premium due at once (editing the instant message when it went out), free at the
 *   free delay.
 * - `editDismissed`: a dismissed post: premium targets whose instant message went out see it
 *   edited to the verdict.
 */
export function rawStatements(store: Store) {
  return store.kind === "pg" ? onPg() : onSqlite((store.db as unknown as Db).$client);
}

/** SQLite: prepared once on the connection (every transaction on it is that connection). */
function onSqlite(sqlite: Db["$client"]) {
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
  const editDismissed = sqlite.prepare(
    `INSERT INTO deliveries (channel, post_id, kind, target, chat_id, tier, due_at, edit_of, created_at)
     SELECT 'telegram', post_id, 'final', target, chat_id, 'premium', $now, id, $now FROM deliveries
     WHERE post_id = $postId AND kind = 'instant' AND status NOT IN ('pending', 'skipped')
     ON CONFLICT DO NOTHING`,
  );
  return {
    async planChunk(_tx: DbTx, p: NewPlan, after: number, now: number) {
      planChunk.run({
        postId: p.postId,
        alertId: p.alertId,
        kind: p.kind,
        premiumDueAt: p.premiumDueAt,
        freeDueAt: p.freeDueAt,
        now,
        after,
        limit: PLAN_CHUNK,
        premiumOnly: p.premiumOnly ? 1 : 0,
        // Those subscribed when the post came: the rest of a plan can run much later (a restart).
        asOf: p.createdAt,
        impactRank: p.impactRank,
        tariff: p.tariff ? 1 : 0,
      } as never);
    },
    async editDismissed(_tx: DbTx, postId: string, now: number) {
      editDismissed.run({ postId, now } as never);
    },
  };
}

/**
 * PostgreSQL: the same statements on the transaction handed in. Its differences: times are
 * timestamptz (bound as ISO text), booleans are booleans, and a bound value in a SELECT list has
 * no type of its own, so each is cast to its column's.
 */
function onPg() {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  return {
    async planChunk(tx: DbTx, p: NewPlan, after: number, now: number) {
      await tx.execute(sql`
        INSERT INTO deliveries (channel, post_id, alert_id, kind, target, chat_id, tier, due_at, edit_of, created_at)
        SELECT 'telegram', ${p.postId}::text, ${p.alertId}::bigint, ${p.kind}::text, 'dm:' || s.telegram_user_id, s.chat_id::text,
               CASE WHEN s.premium THEN 'premium' ELSE 'free' END,
               CASE WHEN s.premium THEN ${at(p.premiumDueAt)} ELSE ${at(p.freeDueAt)} END,
               CASE WHEN s.premium AND i.status NOT IN ('pending', 'skipped') THEN i.id END,
               ${at(now)}
        FROM (SELECT t.*, ${sql.raw(premiumSql("t"))} AS premium
              FROM (SELECT * FROM telegram_subscribers WHERE telegram_user_id > ${after} ORDER BY telegram_user_id LIMIT ${PLAN_CHUNK}) t) s
        LEFT JOIN deliveries i ON ${p.kind}::text = 'final' AND i.post_id = ${p.postId}::text AND i.kind = 'instant' AND i.target = 'dm:' || s.telegram_user_id
        WHERE s.status = 'active' AND s.created_at <= ${at(p.createdAt)} AND (s.premium OR NOT ${p.premiumOnly}::boolean)
          AND ${wantsPgSql(p.impactRank, p.tariff)}
        ON CONFLICT DO NOTHING`);
    },
    async editDismissed(tx: DbTx, postId: string, now: number) {
      await tx.execute(sql`
        INSERT INTO deliveries (channel, post_id, kind, target, chat_id, tier, due_at, edit_of, created_at)
        SELECT 'telegram', post_id, 'final', target, chat_id, 'premium', ${at(now)}, id, ${at(now)} FROM deliveries
        WHERE post_id = ${postId}::text AND kind = 'instant' AND status NOT IN ('pending', 'skipped')
        ON CONFLICT DO NOTHING`);
    },
  };
}
