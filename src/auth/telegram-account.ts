import type { UserRow } from "./sessions.ts";

/** Accounts made for Telegram-only subscribers carry an address that can never receive mail. */
export const TELEGRAM_ACCOUNT_DOMAIN = "telegram.invalid";

/**
 * The one rule for "a web account the Mini App made for a Telegram-only subscriber": its
 * unroutable address, and no way to sign in but Telegram (no password, no Google). Such an
 * account has no email to give Stripe and is not a real web account to link a buyer to.
 */
export const isTelegramAccount = (u: Pick<UserRow, "email" | "passwordHash" | "googleSub">) =>
  u.email.endsWith(`@${TELEGRAM_ACCOUNT_DOMAIN}`) && u.passwordHash == null && u.googleSub == null;
