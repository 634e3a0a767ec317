import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema/core.ts";
import { telegramPremiumMembers, telegramSubscribers } from "../db/schema/telegram.ts";
import type { Store } from "../db/store.ts";
import { telegramHoldsPremium } from "../billing/premium.ts";
import type { Holder } from "./premium-group.ts";

/**
 * The premium group's three reads (`holderOf`, `isPremium`, `membersOf`) as synchronous SQLite
 * calls, for delivery's premium planner alone. That planner still runs inside the events step's
 * synchronous bun:sqlite transaction (src/delivery/events.ts), where an awaited read would run
 * after the commit and its rows outside the transaction. Temporary: once delivery's step awaits
 * its channels on the Store (issue 36 §2, its own branch), the planner awaits the premium group's
 * async reads and this file goes. Refuses on PostgreSQL, where that planner cannot run yet anyway.
 */
export function premiumGroupNow(store: Store) {
  const sqlite = (): Db => {
    if (store.kind !== "sqlite") throw new Error("delivery's premium planner waits for its events step to run on the Store (issue 36 §2)");
    return store.db as unknown as Db;
  };

  function holderOf(h: Partial<Holder>): Holder {
    const db = sqlite();
    if (h.userId != null && h.telegramUserId == null) {
      const row = db.select({ id: telegramSubscribers.telegramUserId }).from(telegramSubscribers).where(eq(telegramSubscribers.userId, h.userId)).get();
      return { userId: h.userId, telegramUserId: row?.id ?? null };
    }
    if (h.telegramUserId != null && h.userId == null) {
      const row = db.select({ id: telegramSubscribers.userId }).from(telegramSubscribers).where(eq(telegramSubscribers.telegramUserId, h.telegramUserId)).get();
      return { telegramUserId: h.telegramUserId, userId: row?.id ?? null };
    }
    return { userId: h.userId ?? null, telegramUserId: h.telegramUserId ?? null };
  }

  function isPremium(h: Holder): boolean {
    const db = sqlite();
    const u = h.userId != null && db.select({ p: users.isPremium }).from(users).where(eq(users.id, h.userId)).get()?.p;
    return Boolean(u || (h.telegramUserId != null && telegramHoldsPremium(db, h.telegramUserId)));
  }

  function membersOf(h: Holder): number[] {
    const db = sqlite();
    const ids = new Set<number>();
    if (h.telegramUserId != null) ids.add(h.telegramUserId);
    if (h.userId != null)
      for (const r of db
        .select({ id: telegramPremiumMembers.telegramUserId })
        .from(telegramPremiumMembers)
        .where(eq(telegramPremiumMembers.userId, h.userId))
        .all())
        ids.add(r.id);
    if (ids.size === 0) return [];
    return db
      .select({ id: telegramPremiumMembers.telegramUserId })
      .from(telegramPremiumMembers)
      .where(and(eq(telegramPremiumMembers.status, "member"), inArray(telegramPremiumMembers.telegramUserId, [...ids])))
      .all()
      .map((r) => r.id);
  }

  return { holderOf, isPremium, membersOf };
}
