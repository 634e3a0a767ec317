import { apiRequest } from "../../lib/api.ts";
import type { User } from "../auth/types.ts";

/** Account recovery calls (server: src/auth/recovery-routes.ts). Errors throw `${status}: ${body}`. */
const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

export const forgotPassword = (email: string) => json<{ message: string }>(apiRequest("POST", "/api/auth/password/forgot", { email }));
export const resetPassword = (token: string, password: string) => json<User>(apiRequest("POST", "/api/auth/password/reset", { token, password }));
export const changePassword = (currentPassword: string, newPassword: string) =>
  json<User>(apiRequest("POST", "/api/auth/password/change", { currentPassword, newPassword }));
export const verifyEmail = (token: string) => json<{ verified: boolean }>(apiRequest("POST", "/api/auth/email/verify", { token }));
export const resendVerification = () => json<{ sent: boolean }>(apiRequest("POST", "/api/auth/email/verify/send"));

/** GET /api/auth/account: facts the dashboard's reminders need. */
export type AccountFacts = { emailVerified: boolean; hasPassword: boolean };
export const ACCOUNT_KEY = ["/api/auth/account"] as const;

/** Shown when the server sends no mail (GET /api/config says `mail: false`). */
export const NO_MAIL_HELP =
  "This server does not send email. If your Telegram account is linked, send /signin to the Squawk bot for a one-time sign-in link. Otherwise ask whoever runs this Squawk to run: squawk reset-password YOUR-EMAIL, and open the link they give you.";
