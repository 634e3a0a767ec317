import { eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Store } from "../db/store.ts";
import { AppError, notFound } from "../errors.ts";
import type { Settings } from "../settings/index.ts";
import type { IdentityProvider } from "./guard.ts";
import { publicUser, type UserRow } from "./sessions.ts";

/**
 * Developer shortcuts (spec §6): the X-Dev-Auth header and POST /api/auth/dev-login act as a
 * stored test user. They exist only when the server was started with DEV_SHORTCUTS=1 AND the
 * environment mode is test, checked on every request (an admin switching to live turns them
 * off at once). Otherwise the route is a 404 and the header is ignored.
 *
 * The dev-login `testKey` is the fixed, documented DEV_TEST_KEY below, not a secret: the
 * header already grants the same access without any key, so a key could only add ceremony.
 * The safety lies in both switches, never on in production.
 */
export const DEV_TEST_KEY = "squawk-dev";
export const DEV_USER = { id: 999, email: "dev-user@squawk.test", name: "Test User" } as const;

const truthy = (v: string | null) => v !== null && ["true", "1", "yes"].includes(v.trim().toLowerCase());

export function createDev(deps: { config: Config; settings: Settings; store: Store }) {
  const { config, settings, store } = deps;
  const { db } = store;
  const { users } = store.tables;
  const byEmail = async () => (await db.select().from(users).where(eq(users.email, DEV_USER.email)).limit(1))[0];

  const enabled = () => config.devShortcuts && settings.environment() === "test";

  /** The test user, id 999 as the spec's client expects (another id if 999 is a real account). */
  async function devUser(): Promise<UserRow> {
    const found = await byEmail();
    if (found) return found;
    const idFree = (await db.select({ id: users.id }).from(users).where(eq(users.id, DEV_USER.id)).limit(1)).length === 0;
    const [made] = await db
      .insert(users)
      .values({ ...(idFree ? { id: DEV_USER.id } : {}), email: DEV_USER.email, name: DEV_USER.name })
      .onConflictDoNothing()
      .returning();
    return made ?? (await byEmail())!;
  }

  const provider: IdentityProvider = async (request) => (truthy(request.headers.get("x-dev-auth")) && enabled() ? { user: await devUser() } : null);

  /** A session of the dev user (made by dev-login) only authenticates while the shortcuts are on. */
  const sessionAllowed = (user: UserRow) => user.email !== DEV_USER.email || enabled();

  return { enabled, devUser, provider, sessionAllowed };
}

export type Dev = ReturnType<typeof createDev>;

const devLoginSchema = z.object({ testKey: z.string({ error: "testKey is required" }).max(200) });

// biome-ignore lint/suspicious/noExplicitAny: the context is Elysia's, whose cookie jar type it does not export
export function devRoutes(deps: { dev: Dev; startSession: (ctx: any, user: UserRow) => Promise<void> }) {
  const { dev, startSession } = deps;
  const requireEnabled = () => {
    if (!dev.enabled()) throw notFound();
  };
  return (
    new Elysia()
      // Lets the sign-in dialog show its developer button only where it would work. Always a
      // 200 (a 404 here would put an error in every visitor's console); it reveals nothing
      // beyond what the environment switch already shows.
      .get("/api/auth/dev-login", () => ({ enabled: dev.enabled() }))
      .post(
        "/api/auth/dev-login",
        async (ctx) => {
          // Checked before the body is even read: when off, the route does not exist.
          requireEnabled();
          const body = devLoginSchema.safeParse(await ctx.request.json().catch(() => null));
          if (!body.success || body.data.testKey !== DEV_TEST_KEY) throw new AppError(401, "Invalid test key");
          const user = await dev.devUser();
          await startSession(ctx, user);
          return publicUser(user);
        },
        { parse: "none" },
      )
  );
}
