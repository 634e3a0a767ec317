import { expect, test } from "bun:test";
import { type PremiumStatus, tierOf } from "./policy.ts";

// Billing grants premium while the period's end is after now (grantsPremium); the moment it is
// not, the subscription has ended, and the reason must say so, even at the very millisecond.
test("a subscription whose period ends this very millisecond is told it ended, as billing decided", async () => {
  const end = Date.now();
  const billing: PremiumStatus = { status: async () => ({ isPremium: false, subscription: { status: "active", currentPeriodEnd: end } }) };
  expect(await tierOf(billing, { id: 1, isAdmin: false, stripeCustomerId: null }, end)).toEqual({
    tier: "lapsed",
    reason: `Your premium subscription ended on ${new Date(end).toISOString().slice(0, 10)} (status: active). Renew premium to use the Squawk API and webhooks.`,
  });
});
