import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type FreshStore, storeBackends } from "../../test/helpers/stores.ts";
import { loadConfig } from "../config.ts";
import type { AppError } from "../errors.ts";
import { createLogger } from "../log.ts";
import { EMAIL_TAKEN, createAccounts } from "./service.ts";
import { SESSION_TTL, createSessions } from "./sessions.ts";

const DAY = 86_400_000;
const config = loadConfig({ DATA_DIR: ":memory:", ADMIN_EMAILS: "boss@example.com" });
const address = "203.0.113.5";
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

// Accounts and sessions through one code path on both stores: what a sign-up, a sign-in and every
// signed-in request run, read back through a connection of the test's own.
describe.each(storeBackends())("accounts and sessions on $name", (backend) => {
  let s: FreshStore;
  let accounts: ReturnType<typeof createAccounts>;
  let sessions: ReturnType<typeof createSessions>;
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    s = await backend.fresh();
    accounts = createAccounts({ store: s.store, config, log: createLogger("error") });
    sessions = createSessions({ store: s.store });
  });
  afterEach(() => s.close());

  const sessionRows = (userId: number) => s.read<{ id: string; expires_at: unknown }>(`SELECT id, expires_at FROM sessions WHERE user_id = ${userId}`);

  test("sign up, sign in, and a session that finds its user until it expires", async () => {
    const user = await accounts.register({ email: "ann@example.com", password: "secret-pass" }, address);
    expect(user).toMatchObject({ email: "ann@example.com", isAdmin: false, passwordHash: expect.any(String) });
    expect((await failure(accounts.login({ email: "ann@example.com", password: "wrong-pass" }, address))) as AppError).toMatchObject({ status: 401 });
    expect((await accounts.login({ email: "ann@example.com", password: "secret-pass" }, address)).id).toBe(user.id);

    const { token, expiresAt } = await sessions.create(user.id);
    expect(await sessionRows(user.id)).toHaveLength(1);
    const v = await sessions.validate(token);
    expect(v).toMatchObject({ user: { id: user.id, email: "ann@example.com", isAdmin: false }, session: { expiresAt }, renewed: false });
    expect(v!.user.createdAt).toBeNumber(); // a time comes back as ms on both stores
    // A wrong secret with the right id is no session, and ends nothing.
    expect(await sessions.validate(`${token.split(".")[0]}.AAAA`)).toBeNull();
    await sessions.invalidate(`${token.split(".")[0]}.AAAA`);
    expect(await sessionRows(user.id)).toHaveLength(1);

    // Less than half its lifetime left: renewed, and the new expiry is stored.
    await s.store.db
      .update(s.store.tables.sessions)
      .set({ expiresAt: Date.now() + 10 * DAY })
      .where(eq(s.store.tables.sessions.userId, user.id));
    const renewed = await sessions.validate(token);
    expect(renewed!.renewed).toBe(true);
    expect(renewed!.session.expiresAt).toBeGreaterThan(Date.now() + SESSION_TTL - DAY);
    expect((await sessions.validate(token))!.renewed).toBe(false);

    // Expired: no session, and its row is gone.
    await s.store.db
      .update(s.store.tables.sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.store.tables.sessions.userId, user.id));
    expect(await sessions.validate(token)).toBeNull();
    expect(await sessionRows(user.id)).toEqual([]);
  });

  test("a sign-out ends one session, a password change all of them, and the sweep the expired ones", async () => {
    const user = await accounts.register({ email: "bo@example.com", password: "secret-pass" }, address);
    const a = await sessions.create(user.id);
    const b = await sessions.create(user.id);
    await sessions.invalidate(a.token);
    expect(await sessions.validate(a.token)).toBeNull();
    expect(await sessions.validate(b.token)).not.toBeNull();
    await sessions.invalidateAllFor(user.id);
    expect(await sessionRows(user.id)).toEqual([]);
    await sessions.create(user.id);
    expect(await sessions.deleteExpired()).toBe(0);
  });

  test("two sign-ups of one address at once: one account, the other answered 409 by the unique key", async () => {
    const both = await Promise.allSettled([1, 2].map(() => accounts.register({ email: "twice@example.com", password: "secret-pass" }, address)));
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, publicMessage: EMAIL_TAKEN });
    expect(await s.read("SELECT id FROM users WHERE email = 'twice@example.com'")).toHaveLength(1);
  });

  test("Google links an unproven account in one transaction: its sessions and password go; ADMIN_EMAILS promotes", async () => {
    const user = await accounts.register({ email: "boss@example.com", password: "secret-pass" }, address);
    expect(user.isAdmin).toBe(true); // sign-up applies ADMIN_EMAILS per account
    await s.store.db.update(s.store.tables.users).set({ isAdmin: false });
    expect(await accounts.applyAdminEmails()).toBe(1);
    expect(await accounts.applyAdminEmails()).toBe(0);
    await sessions.create(user.id);
    const linked = await accounts.signInWithGoogle({ sub: "g-1", email: "Boss@example.com", emailVerified: true, name: "Boss", picture: null });
    expect(linked).toMatchObject({ id: user.id, googleSub: "g-1", passwordHash: null, name: "Boss" });
    expect(linked.emailVerifiedAt).toBeNumber();
    expect(await sessionRows(user.id)).toEqual([]);
    expect((await accounts.signInWithGoogle({ sub: "g-1", email: "x@example.com", emailVerified: false, name: null, picture: null })).id).toBe(user.id);
  });
});
