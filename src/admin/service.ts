import { and, asc, count, eq, ne } from "drizzle-orm";
import { publicUser, type PublicUser } from "../auth/index.ts";
import type { Billing } from "../billing/index.ts";
import { STRIPE_VARS, type Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Settings } from "../settings/index.ts";

export interface AdminDeps {
  store: Store;
  config: Config;
  log: Logger;
  settings: Settings;
  /**
   * Billing owns premium state: a reset takes it away through billing (so its own records and
   * the Telegram group follow), and a mode switch re-derives everyone's from that mode.
   */
  billing: Pick<Billing, "resetTestPremium" | "rederiveAll">;
}

/** What the admin page does to users and the environment; HTTP lives in routes.ts. */
export function createAdmin(deps: AdminDeps) {
  const { store, config, log, settings } = deps;
  const { db } = store;
  const { users } = store.tables;

  async function listUsers(page: { limit: number; offset: number }) {
    const rows = await db.select().from(users).orderBy(asc(users.id)).limit(page.limit).offset(page.offset);
    const total = (await db.select({ n: count() }).from(users))[0]!.n;
    return { users: rows.map(publicUser), pagination: { total, limit: page.limit, offset: page.offset } };
  }

  /** Grants or revokes admin. The check and the write share one transaction, so two admins
   *  removing each other at the same moment cannot leave the system without one. */
  async function setAdmin(actorId: number, userId: number, isAdmin: boolean): Promise<{ user: PublicUser; message: string }> {
    const user = await store.tx(async (tx) => {
      // PostgreSQL: the admins' rows are locked first, so two admins removing each other at once
      // take turns (SQLite's transactions always do); FOR UPDATE is PostgreSQL's only.
      if (store.kind === "pg") await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!target) throw notFound(`No user with id ${userId}`);
      if (!isAdmin && target.isAdmin) {
        const others = (
          await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.isAdmin, true), ne(users.id, userId)))
        )[0]!.n;
        if (others === 0) throw conflict("This is the last admin: make someone else admin before removing this one");
      }
      const [row] = await tx.update(users).set({ isAdmin }).where(eq(users.id, userId)).returning();
      return row!;
    });
    log.info("admin status changed", { by: actorId, userId, isAdmin });
    let message = "User admin status updated";
    if (!isAdmin && config.adminEmails.includes(user.email)) {
      message += ". ADMIN_EMAILS lists this account, so it becomes admin again at the next start";
    }
    return { user: publicUser(user), message };
  }

  async function toggleEnvironment(actorId: number) {
    const environment = settings.environment() === "test" ? "live" : "test";
    // Live without its keys would turn payments off for everyone: refuse and say what is missing.
    if (environment === "live") {
      const live = config.stripe.live;
      const missing = (["secretKey", "publishableKey", "priceId"] as const).filter((k) => !live[k]).map((k) => STRIPE_VARS[`live.${k}`]!);
      if (missing.length) {
        throw conflict(
          `The live Stripe keys are not configured (${missing.join(", ")} not set), so payments would stop for everyone. Set them and restart Squawk, then switch to live.`,
        );
      }
    }
    await settings.set({ key: "environment.mode", value: environment, dataType: "string" });
    // A test subscription never grants anything in live (nor a live one in test).
    await deps.billing.rederiveAll();
    log.info("environment switched", { by: actorId, environment });
    return {
      environment,
      message:
        environment === "live" ? "Environment switched to live: live Stripe keys are in use" : "Environment switched to test: test Stripe keys are in use",
    };
  }

  /** Removes the calling admin's own premium, so the upgrade path can be tried again. Test mode only. */
  async function resetUser(userId: number) {
    const environment = settings.environment();
    if (environment !== "test") throw forbidden("Reset not allowed");
    await deps.billing.resetTestPremium(userId);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound("User not found");
    // A reset forgets test subscriptions only; premium paid for with live keys stays.
    if (user.isPremium) throw conflict("Premium comes from a live subscription, which a reset does not remove");
    log.info("user reset", { userId });
    return { success: true, environment, message: "Premium status has been removed.", user: publicUser(user) };
  }

  return { listUsers, setAdmin, toggleEnvironment, resetUser };
}

export type Admin = ReturnType<typeof createAdmin>;
