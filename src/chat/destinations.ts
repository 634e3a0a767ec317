import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { CHAT_KINDS, type ChatKind } from "../db/schema/chat.ts";
import type { Store } from "../db/store.ts";
import { THRESHOLDS } from "../db/schema/telegram.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { ChatPlatform } from "../delivery/index.ts";

export const MAX_DESTINATIONS = 5;

export const destinationBody = z.object({
  kind: z.enum(CHAT_KINDS, { error: `kind must be ${CHAT_KINDS.join(" or ")}` }),
  url: z.string({ error: "url is required" }).trim().min(1, { error: "url is required" }).max(500, { error: "url is too long" }),
  threshold: z.enum(THRESHOLDS, { error: "threshold must be High, Medium or All" }).default("High"),
  tariffOnly: z.boolean({ error: "tariffOnly must be true or false" }).default(false),
});

export const destinationPatch = z.object({ paused: z.boolean({ error: "paused must be true or false" }) });

type Destination = Store["tables"]["chatDestinations"]["$inferSelect"];

/** The webhook's URL without its token: the token is the secret, shown to nobody after it is added. */
export const shortUrl = (url: string) => url.replace(/\/[^/]+$/, "/…");

/** What a test message says the destination will receive. */
export function filtersText(d: Pick<Destination, "threshold" | "tariffOnly">) {
  const impact = { High: "High impact", Medium: "High and Medium impact", All: "every impact" }[d.threshold];
  return `${impact}${d.tariffOnly ? ", tariff alerts only" : ""}`;
}

const view = (d: Destination) => ({
  id: d.id,
  kind: d.kind,
  url: shortUrl(d.url),
  threshold: d.threshold,
  tariffOnly: d.tariffOnly,
  status: d.status,
  disabledReason: d.disabledReason,
  disabledAt: d.disabledAt,
  createdAt: d.createdAt,
});

/** A user's Discord and Slack destinations: add, list, pause, delete, test. */
export function createDestinations(deps: { store: Store; platforms: Record<ChatKind, ChatPlatform>; wake: () => void }) {
  const { platforms } = deps;
  const { db, tables, tx } = deps.store;
  const { chatDestinations, deliveries } = tables;

  function add(userId: number, body: z.infer<typeof destinationBody>) {
    const platform = platforms[body.kind];
    const parsed = platform.parseUrl(body.url);
    if ("error" in parsed) throw badRequest(parsed.error);
    return tx(async (t) => {
      const [n] = await t.select({ n: count() }).from(chatDestinations).where(eq(chatDestinations.userId, userId));
      if (n!.n >= MAX_DESTINATIONS) throw conflict(`You already have ${MAX_DESTINATIONS} Discord and Slack destinations. Delete one to add another.`);
      const [same] = await t
        .select({ id: chatDestinations.id })
        .from(chatDestinations)
        .where(and(eq(chatDestinations.userId, userId), eq(chatDestinations.url, parsed.url)))
        .limit(1);
      if (same) throw conflict(`This ${platform.name} webhook is already added.`);
      const [row] = await t
        .insert(chatDestinations)
        .values({ userId, kind: body.kind, url: parsed.url, threshold: body.threshold, tariffOnly: body.tariffOnly })
        .returning();
      return view(row!);
    });
  }

  async function list(userId: number) {
    const rows = await db.select().from(chatDestinations).where(eq(chatDestinations.userId, userId)).orderBy(chatDestinations.id);
    return Promise.all(
      rows.map(async (d) => {
        const [last] = await db
          .select({ status: deliveries.status, error: deliveries.lastError, at: deliveries.sentAt, kind: deliveries.kind })
          .from(deliveries)
          .where(and(eq(deliveries.destinationId, d.id), inArray(deliveries.status, ["sent", "failed"])))
          .orderBy(desc(deliveries.id))
          .limit(1);
        return { ...view(d), last: last ?? null };
      }),
    );
  }

  async function owned(userId: number, id: number) {
    const [d] = await db
      .select()
      .from(chatDestinations)
      .where(and(eq(chatDestinations.id, id), eq(chatDestinations.userId, userId)))
      .limit(1);
    if (!d) throw notFound("Destination not found");
    return d;
  }

  async function remove(userId: number, id: number) {
    await owned(userId, id);
    await db.delete(chatDestinations).where(eq(chatDestinations.id, id));
  }

  /** Paused: nothing is planned for it, and what was still owed is dropped (no flood on resume). */
  async function setPaused(userId: number, id: number, paused: boolean) {
    const d = await owned(userId, id);
    if (d.status === "disabled") throw conflict(`This ${platforms[d.kind].name} webhook no longer exists. Delete it and add a new one.`);
    await tx(async (t) => {
      await t
        .update(chatDestinations)
        .set({ status: paused ? "paused" : "active" })
        .where(eq(chatDestinations.id, id));
      if (paused)
        await t
          .update(deliveries)
          .set({ status: "failed", lastError: "paused before it was sent" })
          .where(and(eq(deliveries.destinationId, id), eq(deliveries.status, "pending")));
    });
    return view(await owned(userId, id));
  }

  /** A test message goes through the same queue and pace as alerts. */
  async function sendTest(userId: number, id: number) {
    const d = await owned(userId, id);
    if (d.status === "disabled") throw conflict(`This ${platforms[d.kind].name} webhook no longer exists. Delete it and add a new one.`);
    if (d.status === "paused") throw conflict("This destination is paused. Resume it to send a test message.");
    await db
      .insert(deliveries)
      .values({ channel: "chat", target: `destination:${d.id}`, destinationId: d.id, kind: "test", tier: "premium", dueAt: Date.now() });
    deps.wake();
    return { ok: true };
  }

  return { add, list, remove, setPaused, sendTest };
}

export type Destinations = ReturnType<typeof createDestinations>;
