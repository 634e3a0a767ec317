import type { UserRow } from "../auth/sessions.ts";
import { AppError } from "../errors.ts";

/** What integrations need of billing: its own word on who is premium (never re-derived here). */
export interface PremiumStatus {
  status(user: Pick<UserRow, "id" | "stripeCustomerId">): { isPremium: boolean; subscription: { status: string; currentPeriodEnd: number } | null };
}

/** The columns of a user that access depends on (an open stream reads them every second). */
export type AccessUser = Pick<UserRow, "id" | "isAdmin" | "stripeCustomerId">;

export type Access = { tier: "premium" | "free" } | { tier: "lapsed"; reason: string };

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Premium (or admin) sees alerts at once; a user who never had a subscription is free and
 * sees them after the free delay; one whose subscription ended is refused with the reason.
 */
export function accessOf(billing: PremiumStatus, user: AccessUser): Access {
  const s = billing.status(user);
  if (s.isPremium || user.isAdmin) return { tier: "premium" };
  if (!s.subscription) return { tier: "free" };
  const { status, currentPeriodEnd } = s.subscription;
  const when = currentPeriodEnd < Date.now() ? `ended on ${day(currentPeriodEnd)}` : `is ${status}`;
  return { tier: "lapsed", reason: `Your premium subscription ${when} (status: ${status}). Renew premium to use the Squawk API and webhooks.` };
}

/** Creating keys and webhooks is a premium feature. */
export function requirePremium(billing: PremiumStatus, user: UserRow) {
  const a = accessOf(billing, user);
  if (a.tier === "lapsed") throw new AppError(403, a.reason);
  if (a.tier !== "premium") throw new AppError(403, "API keys and webhooks are part of premium. Upgrade to use them.");
}
