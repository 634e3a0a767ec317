import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import { CHAT_KINDS, type ChatKind, chatDestinations } from "../db/schema/chat.ts";
import { deliveries } from "../db/schema/delivery.ts";
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

type Destination = typeof chatDestinations.$inferSelect;

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
export function createDestinations(deps: { db: Db; platforms: Record<ChatKind, ChatPlatform>; wake: () => void }) {
  const { db, platforms } = deps;

  function add(userId: number, body: z.infer<typeof destinationBody>) {
    const platform = platforms[body.kind];
    const parsed = platform.parseUrl(body.url);
    if ("error" in parsed) throw badRequest(parsed.error);
    return db.transaction((tx) => {
      const n = tx.select({ n: count() }).from(chatDestinations).where(eq(chatDestinations.userId, userId)).get()!.n;
      if (n >= MAX_DESTINATIONS) throw conflict(`You already have ${MAX_DESTINATIONS} Discord and Slack destinations. Delete one to add another.`);
      if (
        tx
          .select({ id: chatDestinations.id })
          .from(chatDestinations)
          .where(and(eq(chatDestinations.userId, userId), eq(chatDestinations.url, parsed.url)))
          .get()
      ) {
        throw conflict(`This ${platform.name} webhook is already added.`);
      }
      return view(
        tx
          .insert(chatDestinations)
          .values({ userId, kind: body.kind, url: parsed.url, threshold: body.threshold, tariffOnly: body.tariffOnly })
          .returning()
          .get(),
      );
    });
  }

  function list(userId: number) {
    const rows = db.select().from(chatDestinations).where(eq(chatDestinations.userId, userId)).orderBy(chatDestinations.id).all();
    return rows.map((d) => {
      const last = db
        .select({ status: deliveries.status, error: deliveries.lastError, at: deliveries.sentAt, kind: deliveries.kind })
        .from(deliveries)
        .where(and(eq(deliveries.destinationId, d.id), inArray(deliveries.status, ["sent", "failed"])))
        .orderBy(desc(deliveries.id))
        .limit(1)
        .get();
      return { ...view(d), last: last ?? null };
    });
  }

  function owned(userId: number, id: number) {
    const d = db
      .select()
      .from(chatDestinations)
      .where(and(eq(chatDestinations.id, id), eq(chatDestinations.userId, userId)))
      .get();
    if (!d) throw notFound("Destination not found");
    return d;
  }

  function remove(userId: number, id: number) {
    owned(userId, id);
    db.delete(chatDestinations).where(eq(chatDestinations.id, id)).run();
  }

  /** Paused: nothing is planned for it, and what was still owed is dropped (no flood on resume). */
  function setPaused(userId: number, id: number, paused: boolean) {
    const d = owned(userId, id);
    if (d.status === "disabled") throw conflict(`This ${platforms[d.kind].name} webhook no longer exists. Delete it and add a new one.`);
    db.transaction((tx) => {
      tx.update(chatDestinations)
        .set({ status: paused ? "paused" : "active" })
        .where(eq(chatDestinations.id, id))
        .run();
      if (paused)
        tx.update(deliveries)
          .set({ status: "failed", lastError: "paused before it was sent" })
          .where(and(eq(deliveries.destinationId, id), eq(deliveries.status, "pending")))
          .run();
    });
    return view(owned(userId, id));
  }

  /** A test message goes through the same queue and pace as alerts. */
  function sendTest(userId: number, id: number) {
    const d = owned(userId, id);
    if (d.status === "disabled") throw conflict(`This ${platforms[d.kind].name} webhook no longer exists. Delete it and add a new one.`);
    if (d.status === "paused") throw conflict("This destination is paused. Resume it to send a test message.");
    db.insert(deliveries)
      .values({ channel: "chat", target: `destination:${d.id}`, destinationId: d.id, kind: "test", tier: "premium", dueAt: Date.now() })
      .run();
    deps.wake();
    return { ok: true };
  }

  return { add, list, remove, setPaused, sendTest };
}

export type Destinations = ReturnType<typeof createDestinations>;
