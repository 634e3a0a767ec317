import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Store } from "../db/store.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { checkHost } from "../net/index.ts";
import { newSecret } from "./signature.ts";

export const MAX_WEBHOOKS = 3;
export const ATTEMPTS_SHOWN = 20;

export const webhookBody = z.object({
  url: z.string({ error: "url is required" }).trim().min(1, { error: "url is required" }).max(2000, { error: "url is too long" }),
  minImpact: z.enum(["High", "Medium", "Low"], { error: "minImpact must be High, Medium or Low" }).default("Low"),
  tariffOnly: z.boolean({ error: "tariffOnly must be true or false" }).default(false),
});

/**
 * Why a URL may not receive webhooks, or null: https only, except http to loopback in test
 * mode (so a developer can point it at their machine); never an internal address.
 */
export async function refuseUrl(raw: string, testMode: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "That is not a valid URL";
  }
  if (url.username || url.password) return "The URL must not contain a user name or password";
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The URL must start with https://";
  const why = await checkHost(url.hostname, { allowLoopback: testMode });
  if (why) return `Webhooks cannot be sent there: ${why}`;
  if (url.protocol === "http:" && !(testMode && isLoopbackName(url.hostname)))
    return "The URL must start with https:// (http is allowed only for loopback in test mode)";
  return null;
}

const isLoopbackName = (h: string) => h === "localhost" || h === "[::1]" || /^127\./.test(h);

const view = (e: Store["tables"]["webhookEndpoints"]["$inferSelect"]) => ({
  id: e.id,
  url: e.url,
  minImpact: e.minImpact,
  tariffOnly: e.tariffOnly,
  status: e.status,
  failingSince: e.failingSince,
  disabledAt: e.disabledAt,
  createdAt: e.createdAt,
});

/** Registering, listing and removing a user's webhook endpoints, and their test events. */
export function createEndpoints(deps: { store: Store; testMode: () => boolean; sender: { wake(): void } }) {
  const { db, tables, tx } = deps.store;
  const { deliveries, webhookAttempts, webhookEndpoints } = tables;

  async function register(userId: number, body: z.infer<typeof webhookBody>) {
    const why = await refuseUrl(body.url, deps.testMode());
    if (why) throw badRequest(why);
    const secret = newSecret();
    return tx(async (t) => {
      const [n] = await t.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
      if (n!.n >= MAX_WEBHOOKS) throw conflict(`You already have ${MAX_WEBHOOKS} webhooks. Delete one to add another.`);
      const [row] = await t
        .insert(webhookEndpoints)
        .values({ userId, url: new URL(body.url).href, secret, legacySignature: false, minImpact: body.minImpact, tariffOnly: body.tariffOnly })
        .returning({ id: webhookEndpoints.id });
      return { id: row!.id, secret };
    });
  }

  async function list(userId: number) {
    const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(webhookEndpoints.id);
    return Promise.all(
      rows.map(async (e) => ({
        ...view(e),
        attempts: await db
          .select({
            id: webhookAttempts.id,
            eventId: webhookAttempts.eventId,
            statusCode: webhookAttempts.statusCode,
            latencyMs: webhookAttempts.latencyMs,
            error: webhookAttempts.error,
            at: webhookAttempts.at,
          })
          .from(webhookAttempts)
          .where(eq(webhookAttempts.endpointId, e.id))
          .orderBy(desc(webhookAttempts.id))
          .limit(ATTEMPTS_SHOWN),
      })),
    );
  }

  async function owned(userId: number, id: number) {
    const [e] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .limit(1);
    if (!e) throw notFound("Webhook not found");
    return e;
  }

  async function remove(userId: number, id: number) {
    await owned(userId, id);
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  }

  /** A test event goes through the same queue as alerts (signed, retried, recorded). */
  async function sendTest(userId: number, id: number) {
    const e = await owned(userId, id);
    if (e.status === "disabled") throw conflict("This webhook is disabled after failing for 24 hours. Delete it and add it again.");
    const eventId = `evt_${crypto.randomUUID().replaceAll("-", "")}`;
    const now = Date.now();
    const body = JSON.stringify({
      id: eventId,
      type: "test",
      createdAt: now,
      data: { message: "A test event from Squawk: your endpoint is reachable and verifies signatures." },
    });
    await db
      .insert(deliveries)
      .values({ channel: "webhooks", target: `endpoint:${e.id}`, eventId, endpointId: e.id, kind: "test", tier: "premium", body, dueAt: now });
    deps.sender.wake();
    return { eventId };
  }

  /** Deliveries still owed to an endpoint (for tests, the bench and the dashboard). */
  async function openDeliveries() {
    const [r] = await db
      .select({ n: count() })
      .from(deliveries)
      .where(and(eq(deliveries.channel, "webhooks"), inArray(deliveries.status, ["pending", "sending"])));
    return r!.n;
  }

  return { register, list, remove, sendTest, openDeliveries };
}
