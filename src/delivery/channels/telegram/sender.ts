import { and, eq, inArray, sql } from "drizzle-orm";
import type { Api, InlineKeyboard } from "grammy";
import type * as Grammy from "grammy";
import type { Store } from "../../../db/store.ts";
import type { Logger } from "../../../log.ts";
import { createOutbox, type Delivery, param } from "../../outbox.ts";
import { createChannelSender, premiumFirst, type Result } from "../../sender.ts";
import { UPGRADE_LABEL, UPGRADE_START } from "./buttons.ts";
import { createPacer, type Pacer } from "./pacer.ts";
import { PREMIUM_KINDS, type PremiumDeliveries } from "./premium-deliveries.ts";
import { createRenderer } from "./render.ts";

/** grammY's classes, loaded on first use as the bot loads them (src/telegram/grammy.ts says why): without a token nothing calls this. */
const grammy = (): typeof Grammy => require("grammy");

type Row = Delivery;

// Paid broadcasts are paced at up to 1,000 a second, more than one request at a time can reach
// (each waits for Telegram's answer): this many premium DMs may be in flight at once.
const PAID_IN_FLIGHT = 16;

const RECORDED: Result = { outcome: "recorded" };
const LOST: Result = { outcome: "lost" };

/**
 * Telegram as the one sender's channel (src/delivery/sender.ts): rows keyed by chat, paced by
 * Telegram's limits (pacer.ts: 30/s, 1/s per chat, 20/min per group, 1,000/s paid), up to 16
 * paid broadcasts in flight and anything else one at a time, premium always before free. What it
 * adds: the message parts (each recorded as Telegram accepts it, so a restart resumes at the
 * first unrecorded part), the final edit of the instant message (`edit_of`), the premium steps,
 * the moves as a reply, and what Telegram's errors mean (429: everything waits; 403: blocked).
 */
export function createSender(deps: {
  store: Store;
  api: Api;
  log: Logger;
  enabled: () => boolean;
  paidBroadcast?: () => boolean;
  freeDelayMinutes: () => number;
  pacer?: Pacer;
  premium?: PremiumDeliveries;
  nodeId?: string;
  stillLeading?: () => boolean;
}) {
  const { store, api, log } = deps;
  const { db } = store;
  const { deliveries, telegramSubscribers } = store.tables;
  const outbox = createOutbox({ store, log, channel: "telegram", nodeId: deps.nodeId });
  const pacer = deps.pacer ?? createPacer();
  const render = createRenderer(store, deps.freeDelayMinutes);

  // The statements of the per-message path, prepared once: building drizzle's SQL anew for every
  // message of a 10,000-DM fan-out cost about a quarter of the sender's CPU.
  const T = deliveries;
  const at = (name: string) => sql.placeholder(name);
  const q = {
    subscriberStatus: db
      .select({ status: telegramSubscribers.status })
      .from(telegramSubscribers)
      .where(eq(telegramSubscribers.telegramUserId, at("tgId")))
      .limit(1)
      .prepare("telegram_subscriber_status"),
    /** The message that carried a post's alert to one target (what a "moves" row replies to). */
    alertMessage: db
      .select({ status: T.status, ids: T.messageIds })
      .from(T)
      .where(and(eq(T.postId, at("postId")), eq(T.kind, "final"), eq(T.target, at("target"))))
      .limit(1)
      .prepare("telegram_alert_message"),
    edited: db
      .select({ status: T.status, ids: T.messageIds })
      .from(T)
      .where(eq(T.id, at("id")))
      .limit(1)
      .prepare("telegram_edited"),
    /** A message part Telegram accepted, and (for the last part) the row done. */
    part: db
      .update(T)
      .set({ partsDone: param("partsDone", T.partsDone), messageIds: param("ids", T.messageIds), paidBroadcast: param("paid", T.paidBroadcast) })
      .where(outbox.mine(at("id")))
      .returning({ id: T.id })
      .prepare("telegram_part"),
    lastPart: db
      .update(T)
      .set({
        partsDone: param("partsDone", T.partsDone),
        messageIds: param("ids", T.messageIds),
        paidBroadcast: param("paid", T.paidBroadcast),
        status: "sent",
        sentAt: param("now", T.sentAt),
        lastError: null,
      })
      .where(outbox.mine(at("id")))
      .returning({ id: T.id })
      .prepare("telegram_last_part"),
  };

  // Paid broadcasts (telegram.paidBroadcast) lift the rate for premium DMs only: groups and free
  // DMs are not worth Stars. Edits cannot be paid broadcasts (Telegram has no such option).
  // A row that edits an earlier message (editOf) keeps the free pace.
  const paid = (row: Row) => row.tier === "premium" && row.target.startsWith("dm:") && !row.editOf && Boolean(deps.paidBroadcast?.());

  async function editIds(row: Row): Promise<number[]> {
    if (!row.editOf) return [];
    const [src] = await q.edited.execute({ id: row.editOf });
    return src?.status === "sent" ? src.ids : [];
  }

  async function sendPart(row: Row, text: string, editId: number | undefined, asPaid: boolean, markup?: InlineKeyboard): Promise<number> {
    const chat = row.chatId!;
    pacer.note(chat, Date.now(), asPaid);
    if (editId !== undefined) {
      try {
        await api.editMessageText(chat, editId, text, { parse_mode: "HTML", link_preview_options: { is_disabled: true } });
        return editId;
      } catch (e) {
        const { GrammyError } = grammy();
        if (e instanceof GrammyError && e.description.includes("message is not modified")) return editId;
        if (!(e instanceof GrammyError && e.description.includes("message to edit not found"))) throw e;
        // The original is gone (deleted by someone): send the finished message instead.
      }
    }
    const msg = await api.sendMessage(chat, text, {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
      ...(asPaid ? { allow_paid_broadcast: true } : {}),
      ...(markup ? { reply_markup: markup } : {}),
    });
    if (asPaid) pacer.answered(chat, Date.now());
    return msg.message_id;
  }

  /** Premium kinds (welcome, invite, removal, notice): each step recorded once Telegram accepted it. */
  async function deliverSteps(row: Row): Promise<Result> {
    const steps = await deps.premium!.steps(row);
    if (steps.length === 0) return { outcome: "skipped", error: "nothing to do" };
    const ids = [...row.messageIds];
    let data = row.data;
    try {
      for (let i = row.partsDone; i < steps.length; i++) {
        pacer.note(row.chatId!, Date.now());
        const out = await steps[i]!.run();
        if (out?.messageId !== undefined) ids.push(out.messageId);
        if (out?.data) data = out.data;
        const done = i + 1 === steps.length;
        if (
          !(await outbox.record(row.id, { partsDone: i + 1, messageIds: ids, data, ...(done ? { status: "sent", sentAt: Date.now(), lastError: null } : {}) }))
        )
          return LOST;
        row = { ...row, data };
      }
      return RECORDED;
    } catch (e) {
      return failed(row, e);
    }
  }

  /** One claimed row: its message parts, each recorded as Telegram accepts it (the last with the outcome). */
  async function send(row: Row): Promise<Result> {
    if (PREMIUM_KINDS.has(row.kind)) return deliverSteps(row);
    // Someone who sent /stop (or blocked the bot) after the alert was queued gets nothing more.
    if (row.target.startsWith("dm:") && row.partsDone === 0) {
      const [sub] = await q.subscriberStatus.execute({ tgId: Number(row.target.slice(3)) });
      if (sub?.status !== "active") return { outcome: "skipped", error: `subscriber is ${sub?.status ?? "gone"}` };
    }
    if (row.kind === "moves") return deliverReply(row);
    const parts = await render(row);
    if (!parts) return { outcome: "failed", error: "post or analysis missing" };
    const edits = await editIds(row);
    const ids = [...row.messageIds];
    const asPaid = paid(row);
    try {
      const markup = row.kind === "final" && row.tier === "free" ? await upgradeButton(row) : undefined;
      for (let i = row.partsDone; i < parts.length; i++) {
        ids.push(await sendPart(row, parts[i]!, edits[i], asPaid, i + 1 === parts.length ? markup : undefined));
        // The claimed row is this sender's alone: its paid flag is only ever set here.
        const set = { id: row.id, partsDone: i + 1, ids, paid: asPaid || row.paidBroadcast };
        const written = await (i + 1 === parts.length ? q.lastPart.execute({ ...set, now: Date.now() }) : q.part.execute(set));
        if (!outbox.counted(written, row.id)) return LOST;
      }
      return RECORDED;
    } catch (e) {
      return failed(row, e);
    }
  }

  let botUsername: Promise<string> | undefined;
  /**
   * The free alert's upgrade button, under its last part: in a DM the bot's own upgrade offer
   * (the menu's button); in the free channel, where a button's answer would go to everyone, a
   * link that opens the offer in the reader's own chat with the bot (/start upgrade).
   */
  async function upgradeButton(row: Row) {
    if (row.target.startsWith("dm:")) return new (grammy().InlineKeyboard)().text(UPGRADE_LABEL, "menu:upgrade");
    botUsername ??= api.getMe().then((me) => me.username);
    const name = await botUsername.catch((e) => {
      botUsername = undefined;
      throw e;
    });
    return new (grammy().InlineKeyboard)().url(UPGRADE_LABEL, `https://t.me/${name}?start=${UPGRADE_START}`);
  }

  /** The market's moves since an alert, as a reply to the message that carried the alert to this chat. */
  async function deliverReply(row: Row): Promise<Result> {
    const [alert] = row.postId === null ? [] : await q.alertMessage.execute({ postId: row.postId, target: row.target });
    // The alert still on its way (a long queue, a retry): the moves wait for it, uncounted.
    if (alert?.status === "pending" || alert?.status === "sending") return { outcome: "later", dueAt: Date.now() + 5000 };
    if (alert?.status !== "sent" || alert.ids.length === 0) return { outcome: "skipped", error: "the alert's message was not sent" };
    try {
      pacer.note(row.chatId!, Date.now());
      const msg = await api.sendMessage(row.chatId!, row.data?.text ?? "", {
        link_preview_options: { is_disabled: true },
        // Still sent if someone deleted the alert's message: the moves stand on their own.
        reply_parameters: { message_id: alert.ids[0]!, allow_sending_without_reply: true },
      });
      return outbox.counted(await q.lastPart.execute({ id: row.id, partsDone: 1, ids: [msg.message_id], paid: false, now: Date.now() }), row.id)
        ? RECORDED
        : LOST;
    } catch (e) {
      return failed(row, e);
    }
  }

  /** What Telegram's refusal means for the row; the sender applies delivery's one retry policy (src/delivery/retry.ts). */
  async function failed(row: Row, e: unknown): Promise<Result> {
    const { GrammyError, HttpError } = grammy();
    if (e instanceof GrammyError && e.error_code === 429) {
      // Telegram says how long to wait: everything waits, and the row keeps its place.
      const wait = (e.parameters.retry_after ?? 1) * 1000;
      log.warn("telegram rate limit", { retryAfterMs: wait, chat: row.chatId });
      return { outcome: "paced", error: e.description, pauseMs: wait };
    }
    if (e instanceof GrammyError && e.error_code === 403) {
      if (row.target.startsWith("dm:")) await markBlocked(Number(row.target.slice(3)), e.description);
      else log.error("telegram refused a group message", { target: row.target, error: e.description });
      return { outcome: row.target.startsWith("dm:") ? "blocked" : "failed", error: e.description };
    }
    // No answer (a network error, anything not Telegram's) counts as status null, as for the other channels.
    const status = e instanceof GrammyError ? e.error_code : null;
    const transient = e instanceof HttpError || !(e instanceof GrammyError) || status! >= 500;
    const error = e instanceof Error ? e.message : String(e);
    return transient ? { outcome: "retry", status, error } : { outcome: "failed", error };
  }

  /** Blocked for good (until the user sends /start again): their queued messages are dropped. */
  async function markBlocked(telegramUserId: number, reason: string) {
    await db.update(telegramSubscribers).set({ status: "blocked", updatedAt: Date.now() }).where(eq(telegramSubscribers.telegramUserId, telegramUserId));
    await db
      .update(deliveries)
      .set({ status: "blocked", lastError: reason })
      .where(and(eq(deliveries.channel, "telegram"), eq(deliveries.target, `dm:${telegramUserId}`), inArray(deliveries.status, ["pending"])));
  }

  const sender = createChannelSender<Row, undefined>({
    store,
    log,
    outbox,
    stillLeading: deps.stillLeading,
    adapter: {
      due: premiumFirst(outbox.due),
      keyOf: (row) => row.chatId!,
      // Up to PAID_IN_FLIGHT paid broadcasts at once; anything else alone, after the paid ones in
      // flight (premium before free), and paced by when those were answered.
      maxInFlight: (row) => (paid(row) ? PAID_IN_FLIGHT : 1),
      perTarget: 1,
      targetReadyAt: (row) => pacer.chatReadyAt(row.chatId!),
      channelReadyAt: (row, now) => pacer.globalReadyAt(now, paid(row)),
      // Network trouble or a 5xx is the Bot API's, behind every chat: every send backs off briefly.
      pauseAfterErrors: (n) => Math.min(30_000, 250 * 2 ** Math.min(n, 7)),
      send,
      enabled: deps.enabled,
    },
  });

  return {
    start: sender.start,
    stop: sender.stop,
    wake: sender.wake,
    markBlocked,
    lostClaims: sender.lostClaims,
    queue: sender.queue,
  };
}

export type Sender = ReturnType<typeof createSender>;
