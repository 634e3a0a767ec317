import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { users } from "../db/schema/core.ts";
import type { Store } from "../db/store.ts";
import { AppError, conflict, forbidden } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { UserRow } from "./sessions.ts";
import { createThrottle } from "./throttle.ts";

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): ~20 ms per hash here, and ten
 * logins at once stay far below 300 MB (bench/auth.ts prints the figures).
 */
export const HASH_OPTIONS = { algorithm: "argon2id", memoryCost: 19_456, timeCost: 2 } as const;

const EMAIL_MESSAGE = "Please enter a valid email address";
const PASSWORD_MESSAGE = "Password must be at least 6 characters";

/** The email form (spec §3, §5). Emails are trimmed and lower-cased once, here. */
export const credentialsSchema = z.object(
  {
    email: z
      .string({ error: EMAIL_MESSAGE })
      .trim()
      .toLowerCase()
      .max(254, EMAIL_MESSAGE)
      .pipe(z.email({ error: EMAIL_MESSAGE })),
    password: z
      .string({ error: PASSWORD_MESSAGE })
      .min(6, PASSWORD_MESSAGE)
      // argon2 takes any length, but a megabyte "password" is an attack, not a secret.
      .max(1024, "Password must be at most 1024 characters"),
  },
  { error: "Please enter your email and password" },
);
export type Credentials = z.infer<typeof credentialsSchema>;

export const INVALID_LOGIN = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

export class ThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what = "failed login attempts",
  ) {
    super(429, `Too many ${what}. Please try again in ${retryAfterSeconds} seconds.`, undefined, { "retry-after": String(retryAfterSeconds) });
  }
}

/** The claims Google vouches for, after the id token has been verified. */
export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** A unique key refused the row: SQLite says so in its message, PostgreSQL with SQLSTATE 23505 (drizzle wraps either as `cause`). */
function isUniqueViolation(e: unknown): boolean {
  for (let x = e; x instanceof Error; x = x.cause) {
    if (/UNIQUE constraint failed/.test(x.message) || (x as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Accounts: email registration and login, Google sign-in, admins. No HTTP here. */
export function createAccounts(deps: { store: Store; config: Config; log: Logger; now?: () => number }) {
  const { store, config, log } = deps;
  const { db } = store;
  const { users, sessions, oneTimeTokens } = store.tables;
  const throttle = createThrottle({ store, now: deps.now });
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());
  // Checked when the account does not exist, so a miss costs as much time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= Bun.password.hash(crypto.randomUUID(), HASH_OPTIONS));

  const byEmail = async (email: string): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

  async function insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
    try {
      return (await db.insert(users).values(values).returning())[0]!;
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN);
      throw e;
    }
  }

  /** `address` is the client's (http/client-address.ts): throttles count per address. */
  async function register({ email, password }: Credentials, address: string): Promise<UserRow> {
    const wait = await throttle.beginRegister(address);
    if (wait > 0) throw new ThrottledError(Math.ceil(wait / 1000), "attempts from your network");
    if (await byEmail(email)) throw conflict(EMAIL_TAKEN);
    const passwordHash = await Bun.password.hash(password, HASH_OPTIONS);
    const user = await insertUser({ email, passwordHash, isAdmin: isAdminEmail(email) });
    log.info("account registered", { userId: user.id, via: "email" });
    return user;
  }

  async function login({ email, password }: Credentials, address: string): Promise<UserRow> {
    const wait = await throttle.beginLogin(email, address);
    if (wait > 0) throw new ThrottledError(Math.ceil(wait / 1000));
    const user = await byEmail(email);
    const ok = await Bun.password.verify(password, user?.passwordHash ?? (await dummy()));
    if (!user?.passwordHash || !ok) {
      log.info("login failed", { userId: user?.id ?? null });
      throw new AppError(401, INVALID_LOGIN);
    }
    await throttle.forgive(email, address);
    return user;
  }

  /**
   * Finds or creates the account for a verified Google identity. An existing email account is
   * linked only when Google says it has verified the address; otherwise whoever controls a
   * Google account with someone else's unverified address could take over their account.
   *
   * Linking to an account whose address was never verified here: whoever registered it proved
   * nothing, and may be an attacker who registered the owner's address first. Google has just
   * proved who owns the address, so the owner gets the account, and everything that the
   * registrant's knowledge opened goes: every session and the password (the owner can set one
   * later, "Forgot your password?"), and any one-time link. Refusing the link until the address
   * is verified would lock the owner out of their own address on a server without mail.
   */
  async function signInWithGoogle(p: GoogleProfile): Promise<UserRow> {
    const [linked] = await db.select().from(users).where(eq(users.googleSub, p.sub)).limit(1);
    if (linked) return linked;
    if (!p.emailVerified) throw forbidden("Your Google email address is not verified. Please verify it with Google or sign in with email.");
    const email = p.email.toLowerCase();
    const existing = await byEmail(email);
    if (existing) {
      if (existing.googleSub) throw conflict("This email is already linked to another Google account.");
      const unproven = existing.emailVerifiedAt === null;
      const user = await store.tx(async (tx) => {
        if (unproven) {
          await tx.delete(sessions).where(eq(sessions.userId, existing.id));
          await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, existing.id));
        }
        const [row] = await tx
          .update(users)
          .set({
            googleSub: p.sub,
            name: existing.name ?? p.name,
            photo: existing.photo ?? p.picture,
            emailVerifiedAt: existing.emailVerifiedAt ?? Date.now(),
            ...(unproven ? { passwordHash: null } : {}),
          })
          .where(eq(users.id, existing.id))
          .returning();
        return row!;
      });
      if (unproven) await throttle.forgiveAccount(email);
      log.info("google account linked", { userId: user.id, unverifiedBefore: unproven });
      return user;
    }
    const user = await insertUser({ email, googleSub: p.sub, name: p.name, photo: p.picture, isAdmin: isAdminEmail(email), emailVerifiedAt: Date.now() });
    log.info("account registered", { userId: user.id, via: "google" });
    return user;
  }

  /** ADMIN_EMAILS promote matching accounts (run at start; sign-up applies it per account). */
  async function applyAdminEmails(): Promise<number> {
    if (config.adminEmails.length === 0) return 0;
    // execute(), not a bare await: on SQLite an update's execute() runs the statement at once, so
    // the promotion has happened when the app's construction returns, as it did when it was sync.
    const promoted = await db
      .update(users)
      .set({ isAdmin: true })
      // Only accounts that change: a restart with the same list promotes nobody and says nothing.
      .where(and(inArray(users.email, config.adminEmails), eq(users.isAdmin, false)))
      .returning({ id: users.id })
      .execute();
    return promoted.length;
  }

  /** `squawk create-admin`: creates the account or promotes it; a given password replaces the old. */
  async function createAdmin(emailRaw: string, password?: string) {
    const parsed = credentialsSchema.shape.email.safeParse(emailRaw);
    if (!parsed.success) throw new AppError(400, EMAIL_MESSAGE);
    if (password !== undefined && password.length < 6) throw new AppError(400, PASSWORD_MESSAGE);
    const email = parsed.data;
    const passwordHash = password === undefined ? undefined : await Bun.password.hash(password, HASH_OPTIONS);
    const existing = await byEmail(email);
    if (existing) {
      const [user] = await db
        .update(users)
        .set({ isAdmin: true, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, existing.id))
        .returning();
      await throttle.forgiveAccount(email);
      return { user: user!, created: false };
    }
    return { user: await insertUser({ email, passwordHash, isAdmin: true }), created: true };
  }

  return { register, login, signInWithGoogle, applyAdminEmails, createAdmin, byEmail, cleanup: throttle.cleanup };
}

export type Accounts = ReturnType<typeof createAccounts>;
