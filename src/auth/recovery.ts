import { and, eq, lt } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { OneTimePurpose } from "../db/schema/auth.ts";
import type { Store } from "../db/store.ts";
import { AppError, badRequest } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { Mailer } from "../mail/index.ts";
import { HASH_OPTIONS, ThrottledError } from "./service.ts";
import type { Sessions, UserRow } from "./sessions.ts";
import { isTelegramAccount } from "./telegram-account.ts";
import { createThrottle } from "./throttle.ts";

const HOUR = 60 * 60 * 1000;
export const TTL: Record<OneTimePurpose, number> = { reset: HOUR, verify: 7 * 24 * HOUR };
export const FORGOT_ANSWER = "If an account uses that address, a link to reset its password is on its way. It works once, within an hour.";
export const BAD_RESET_LINK = "This reset link is not valid, has expired or was already used. Please ask for a new one.";
export const BAD_VERIFY_LINK = "This verification link is not valid, has expired or was already used. Ask for a new one from your dashboard.";
export const NO_MAIL =
  "This server does not send email. If your Telegram account is linked, send /signin to the bot for a sign-in link; otherwise ask the operator to run: squawk reset-password YOUR-EMAIL";

const sha256 = (s: string) => new Bun.CryptoHasher("sha256").update(s).digest("hex");
const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

/**
 * Getting back into an account: password reset by a one-time link, password change, and
 * email verification. Links carry a random token of which only the SHA-256 is stored; a link
 * works once and only its latest copy works. Mail is queued, never awaited (mail/mailer.ts).
 */
export function createRecovery(deps: { store: Store; config: Config; log: Logger; mailer: Mailer; sessions: Sessions; now?: () => number }) {
  const { store, config, log, mailer, sessions } = deps;
  const { db } = store;
  const { users, oneTimeTokens } = store.tables;
  const now = deps.now ?? Date.now;
  const throttle = createThrottle({ store, now });
  const userById = async (id: number): Promise<UserRow | undefined> => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
  const userByEmail = async (email: string): Promise<UserRow | undefined> => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

  /** A new link replaces the account's earlier ones for the same purpose. */
  async function issue(userId: number, purpose: OneTimePurpose): Promise<string> {
    const token = newToken();
    const t = now();
    await store.tx(async (tx) => {
      await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
      await tx.insert(oneTimeTokens).values({ tokenHash: sha256(token), userId, purpose, expiresAt: t + TTL[purpose], createdAt: t });
    });
    return token;
  }

  /** Uses a link once: its user, or null when unknown, used or expired. */
  async function consume(token: string, purpose: OneTimePurpose): Promise<UserRow | null> {
    const [row] = await db
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose)))
      .returning();
    if (!row || row.expiresAt <= now()) return null;
    return (await userById(row.userId)) ?? null;
  }

  const link = (path: string, token: string) => `${config.appUrl}${path}?token=${token}`;
  const resetLink = async (userId: number) => link("/reset-password", await issue(userId, "reset"));

  async function throttled(email: string, address: string) {
    const wait = await throttle.beginMail(email, address);
    if (wait > 0) throw new ThrottledError(Math.ceil(wait / 1000), "requests for this address");
  }

  /**
   * The same answer whether or not the address has an account, in the same time: the throttle
   * (counted for any address alike) is all that runs before the answer. Looking the account up,
   * writing its link and queueing the mail happen after the answer has gone, so how long the
   * answer took says nothing about whether the account exists.
   */
  async function forgot(email: string, address: string) {
    if (!mailer.configured) throw new AppError(503, NO_MAIL);
    await throttled(email, address);
    setImmediate(() => {
      mailResetLink(email).catch((e) => log.error("password reset link not mailed", { error: e }));
    });
  }

  async function mailResetLink(email: string) {
    const user = await userByEmail(email);
    if (!user || isTelegramAccount(user)) return;
    const resetUrl = await resetLink(user.id);
    mailer.send({
      to: user.email,
      subject: "Reset your Squawk password",
      purpose: "password-reset",
      text: [
        "Someone (hopefully you) asked to reset the password of your Squawk account.",
        "",
        `Choose a new password here (the link works once, within an hour):\n${resetUrl}`,
        "",
        "If you did not ask, ignore this message: your password stays as it is.",
      ].join("\n"),
    });
    log.info("password reset link mailed", { userId: user.id });
  }

  async function setPassword(user: UserRow, password: string, verified: boolean) {
    const passwordHash = await Bun.password.hash(password, HASH_OPTIONS);
    const set = verified && !user.emailVerifiedAt ? { passwordHash, emailVerifiedAt: now() } : { passwordHash };
    const [updated] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
    // Whoever knew the old password, or holds an old cookie, is out.
    await sessions.invalidateAllFor(user.id);
    await throttle.forgiveAccount(user.email);
    return updated!;
  }

  /** The link proves control of the mailbox, so the address counts as verified too. */
  async function reset(token: string, password: string): Promise<UserRow> {
    const user = await consume(token, "reset");
    if (!user) throw badRequest(BAD_RESET_LINK);
    log.info("password reset", { userId: user.id });
    return setPassword(user, password, true);
  }

  /** A signed-in user changes the password; the current one is required (and throttled like a login). */
  async function change(user: UserRow, current: string, next: string, address: string): Promise<UserRow> {
    if (!user.passwordHash) throw badRequest("This account has no password yet. Use “Forgot your password?” on the sign-in dialog to set one.");
    const wait = await throttle.beginLogin(user.email, address);
    if (wait > 0) throw new ThrottledError(Math.ceil(wait / 1000));
    if (!(await Bun.password.verify(current, user.passwordHash))) throw new AppError(401, "Your current password is not correct.");
    await throttle.forgive(user.email, address);
    log.info("password changed", { userId: user.id });
    return setPassword(user, next, false);
  }

  /** Mails the verification link (at registration, or when the user asks again). */
  async function sendVerification(user: UserRow, address?: string): Promise<boolean> {
    if (user.emailVerifiedAt || isTelegramAccount(user) || !mailer.configured) return false;
    if (address !== undefined) await throttled(user.email, address);
    const verifyUrl = link("/verify-email", await issue(user.id, "verify"));
    return mailer.send({
      to: user.email,
      subject: "Confirm your email address for Squawk",
      purpose: "email-verification",
      text: [
        "Welcome to Squawk.",
        "",
        `Please confirm that this address is yours (the link works for 7 days):\n${verifyUrl}`,
        "",
        "A confirmed address is how you get back into your account if you forget your password.",
        "If you did not create a Squawk account, ignore this message.",
      ].join("\n"),
    });
  }

  async function verify(token: string): Promise<UserRow> {
    const user = await consume(token, "verify");
    if (!user) throw badRequest(BAD_VERIFY_LINK);
    log.info("email verified", { userId: user.id });
    const [row] = await db
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now() })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  }

  /** `squawk reset-password EMAIL`: the operator hands the user a reset link (no mail needed). */
  async function operatorResetLink(email: string): Promise<string> {
    const user = await userByEmail(email.trim().toLowerCase());
    if (!user || isTelegramAccount(user)) throw new AppError(404, `No account uses ${email}.`);
    log.info("password reset link made by the operator", { userId: user.id });
    return resetLink(user.id);
  }

  const cleanup = async () => {
    await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now()));
  };

  return { forgot, reset, change, sendVerification, verify, operatorResetLink, cleanup };
}

export type Recovery = ReturnType<typeof createRecovery>;
