import { recomputePremium, type Mode } from "../../src/billing/index.ts";
import { starInvoices } from "../../src/db/schema/billing.ts";
import type { SqliteApp } from "../../src/app.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Premium the way billing grants it: an active subscription of the current mode, then billing
 * derives users.is_premium (and records the premium event) from it, in one transaction of the
 * app's store. A subscription of the other mode (`mode: "live"` in a test-mode app) grants
 * nothing until the environment switches. Answers the subscription id.
 */
export async function grantPremium(app: SqliteApp, userId: number, opts: { mode?: Mode; days?: number } = {}) {
  const { store } = app;
  const mode = opts.mode ?? app.billing.mode();
  const days = opts.days ?? 30;
  const now = Date.now();
  const id = `sub_${mode}_${userId}_${crypto.randomUUID().slice(0, 8)}`;
  await store.tx(async (t) => {
    await t.insert(store.tables.subscriptions).values({ id, userId, mode, status: "active", currentPeriodEnd: now + days * DAY });
    await recomputePremium(store, t, { userId }, app.billing.mode(), "test subscription", now);
  });
  return id;
}

/**
 * Premium of a Telegram account alone, the way a Stars payment gives it: an active Stars
 * subscription of the current mode, then billing derives the account's premium from it.
 */
export async function grantStarsPremium(app: SqliteApp, telegramUserId: number, days = 30) {
  const { store } = app;
  const mode = app.billing.mode();
  const now = Date.now();
  await store.tx(async (t) => {
    await t
      .insert(store.tables.subscriptions)
      .values({ id: `stars_${telegramUserId}_${mode}`, telegramUserId, method: "stars", mode, status: "active", currentPeriodEnd: now + days * DAY });
    await recomputePremium(store, t, { telegramUserId }, mode, "test stars subscription", now);
  });
}

/**
 * A Stars invoice as `stars.invoiceLink` records it before Telegram makes the link: payments
 * are accepted only against one. Answers its payload. Seeded through bun:sqlite (test code).
 */
export function issuedStarsInvoice(app: SqliteApp, telegramUserId: number, amount = Number(app.settings.get("billing.starsPrice"))) {
  const payload = `premium:${app.billing.mode()}:${telegramUserId}:${amount}:${crypto.randomUUID().replaceAll("-", "")}`;
  app.db.insert(starInvoices).values({ payload, telegramUserId, mode: app.billing.mode(), amount, periodSeconds: 2592000 }).run();
  return payload;
}
