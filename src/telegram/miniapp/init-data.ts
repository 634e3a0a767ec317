import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError, badRequest } from "../../errors.ts";

/** Init data older than this is refused: a captured launch link must not sign in forever. */
export const INIT_DATA_MAX_AGE_S = 60 * 60;

export interface InitDataUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/**
 * Validates a Mini App's raw init data as Telegram specifies
 * (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app): the secret key
 * is HMAC-SHA-256 of the bot token keyed with "WebAppData"; the hash is HMAC-SHA-256 of the
 * sorted `key=value` lines (all fields but `hash`, joined by "\n") keyed with that secret.
 * A few lines of node:crypto instead of a dependency.
 *
 * Order of checks: signature (401), age (401), then the user (400), so an unsigned request
 * learns nothing about what a valid one must contain.
 */
export function validateInitData(raw: string, botToken: string, now = Date.now()) {
  const params = new URLSearchParams(raw);
  const hash = params.get("hash") ?? "";
  params.delete("hash");
  const lines = [...params].map(([k, v]) => `${k}=${v}`).sort();
  const secret = createHmac("sha256", "WebAppData").update(botToken).digest();
  const expected = createHmac("sha256", secret).update(lines.join("\n")).digest();
  const given = /^[0-9a-f]{64}$/i.test(hash) ? Buffer.from(hash, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(401, "Telegram's sign-in data is not valid. Please open Squawk from the bot again.");
  }
  const authDate = Number(params.get("auth_date"));
  if (!Number.isFinite(authDate) || now / 1000 - authDate > INIT_DATA_MAX_AGE_S) {
    throw new AppError(401, "Telegram's sign-in data has expired. Please close Squawk and open it from the bot again.");
  }
  let user: InitDataUser | null = null;
  try {
    user = JSON.parse(params.get("user") ?? "null");
  } catch {
    user = null;
  }
  if (!user || typeof user.id !== "number" || !Number.isSafeInteger(user.id)) {
    throw badRequest("Telegram's sign-in data names no user. Please open Squawk from a chat with the bot.");
  }
  return { user, authDate };
}
