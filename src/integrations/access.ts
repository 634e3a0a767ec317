import type { UserRow } from "../auth/index.ts";
import { type PremiumStatus, tierOf } from "../delivery/index.ts";
import { AppError } from "../errors.ts";

/** Creating keys and webhooks is a premium feature. */
export async function requirePremium(billing: PremiumStatus, user: UserRow) {
  const a = await tierOf(billing, user);
  if (a.tier === "lapsed") throw new AppError(403, a.reason);
  if (a.tier !== "premium") throw new AppError(403, "API keys and webhooks are part of premium. Upgrade to use them.");
}
