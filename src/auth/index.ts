/**
 * Auth's public face: sessions and who is calling, accounts, Google, recovery, dev shortcuts, the
 * CLI's account commands and the doctor's check.
 */
export { CREATE_ADMIN_USAGE, createAdminCommand } from "./create-admin-command.ts";
export { createDev, DEV_TEST_KEY } from "./dev.ts";
export { googleCheck } from "./doctor.ts";
export { createGoogle, type Google } from "./google.ts";
export { authPlugin, type AuthPlugin, createIdentify, createSessionRenewal, type Identify, type IdentityProvider, readCookie, sessionCookie } from "./guard.ts";
export { createRecovery, FORGOT_ANSWER, NO_MAIL, type Recovery } from "./recovery.ts";
export { RESET_PASSWORD_USAGE, resetPasswordCommand } from "./reset-password-command.ts";
export { authRoutes } from "./routes.ts";
export { type Accounts, createAccounts, HASH_OPTIONS } from "./service.ts";
export { createSessions, newSession, publicUser, type PublicUser, SESSION_COOKIE, type Sessions, type UserRow } from "./sessions.ts";
export { isTelegramAccount, TELEGRAM_ACCOUNT_DOMAIN } from "./telegram-account.ts";
export { delayAfter } from "./throttle.ts";
