import { startFake, UNTIL_MS, waitUntil } from "./http.ts";

/**
 * A fake Telegram Bot API: a real HTTP server on loopback that answers /bot<token>/<method>
 * like Telegram does. It records every call, queues updates for getUpdates (long polling),
 * and can misbehave on demand: 429 bursts, users who blocked the bot (403), 5xx answers, and
 * an enforcing mode with Telegram's limits (30 messages/s overall, 1/s per chat, 20/min per
 * group) answered with 429 and retry_after. A message with `allow_paid_broadcast` (a paid
 * broadcast) may go while fewer than 1,000 went in the last second; others keep the 30/s cap.
 *
 * Several processes can share it and be told apart: a client whose API root is
 * `${url}/as/<caller>` (for example TELEGRAM_API_ROOT of one node of a cluster) is recorded as
 * `caller`. With `oneGetUpdates`, it answers like Telegram with one poller per token: a new
 * `getUpdates` ends the one still open with 409 "Conflict: terminated by other getUpdates request".
 * `rates()` reports the most messages accepted in any one second (paid, free, per chat).
 *
 * Run it alone with `bun test/fakes/telegram.ts [--enforce]` for manual runs.
 */
export interface TgCall {
  method: string;
  params: Record<string, any>;
  at: number; // performance.now() when it arrived
  ok: boolean;
  result?: any;
  /** Who called: `<caller>` of an API root `${url}/as/<caller>`; undefined for a plain root. */
  caller?: string;
  /** The HTTP status answered, and when (performance.now()): a long poll answers long after `at`. */
  status?: number;
  answeredAt?: number;
}

/** The most messages accepted in any one second (a sliding window over arrival times). */
export interface TgRates {
  /** Paid broadcasts (`allow_paid_broadcast`): Telegram allows 1,000/s. */
  paid: number;
  /** Every other message: Telegram allows 30/s. */
  free: number;
  /** The most to one chat: Telegram allows 1/s. */
  perChat: number;
  /** Sends answered 429 (Too Many Requests). */
  tooMany: number;
}

export interface TelegramFakeOptions {
  token?: string;
  botUsername?: string;
  botId?: number;
  enforce?: boolean;
  /** Milliseconds added before each answer (except getUpdates), to simulate the network. */
  latencyMs?: number;
  /** One `getUpdates` per token, as Telegram: a new one ends the one still open with 409. */
  oneGetUpdates?: boolean;
}

const SENDING = new Set(["sendMessage", "editMessageText"]);

export function startTelegramFake(opts: TelegramFakeOptions = {}) {
  const token = opts.token ?? "123456:TEST-token_abc";
  const bot = { id: opts.botId ?? 123456, is_bot: true, first_name: "Squawk", username: opts.botUsername ?? "squawk_test_bot" };
  const calls: TgCall[] = [];
  const updates: any[] = [];
  const history: any[] = []; // every update ever queued, for replays
  let nextUpdateId = 1000;
  let confirmedBelow = 0; // the highest offset asked for: every update below it was handled
  let nextMessageId = 1;
  const waiters = new Set<() => void>();
  const texts = new Map<string, string>(); // `${chat}:${message}` → current text
  const members = new Map<string, string>(); // `${chat}:${user}` → status
  const inviteRights = new Map<number, boolean>(); // the bot's can_invite_users per chat where it is admin
  const recentByChat = new Map<string, number[]>();
  const recentAll: number[] = [];
  // Telegram Stars: invoice links made, pre-checkout answers, payments (charge id → payment).
  const invoices = new Map<
    string,
    { title: string; description: string; payload: string; currency: string; prices: { label: string; amount: number }[]; subscription_period?: number }
  >();
  const preCheckoutAnswers = new Map<string, { ok: boolean; error_message?: string }>();
  const starPayments = new Map<string, { userId: number; amount: number; payload: string; subscription: string; refunded: boolean }>();
  const starSubscriptions = new Map<string, { userId: number; payload: string; amount: number; expires: number; canceled: boolean }>();

  const state = {
    enforce: opts.enforce ?? false,
    latencyMs: opts.latencyMs ?? 0,
    blocked: new Set<string>(), // chat ids (as strings) answering 403
    fail429: 0, // the next n sendMessage/editMessageText calls answer 429 with retryAfter
    retryAfter: 1,
    fail5xx: 0, // the next n sendMessage/editMessageText calls answer 502
    failNext: {} as Record<string, number>, // method → HTTP status its next call answers with
    webhook: null as null | { url: string; secret_token?: string },
    commands: [] as any[],
    menuButton: null as any,
  };

  const ok = (result: unknown) => Response.json({ ok: true, result });
  const fail = (status: number, description: string, parameters?: object) =>
    Response.json({ ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) }, { status });

  /** Telegram's limits: null when the message may go, else seconds to wait. */
  function limited(chat: string, now: number, paid: boolean): number | null {
    const prune = (list: number[], span: number) => {
      while (list.length && list[0]! <= now - span) list.shift();
    };
    prune(recentAll, 1000);
    const mine = recentByChat.get(chat) ?? [];
    prune(mine, 60_000);
    const inLastSecond = mine.filter((t) => t > now - 1000).length;
    const isGroup = chat.startsWith("-") || chat.startsWith("@");
    let wait = 0;
    const perSecond = paid ? 1000 : 30;
    if (recentAll.length >= perSecond) wait = Math.max(wait, recentAll[recentAll.length - perSecond]! + 1000 - now);
    if (inLastSecond >= 1) wait = Math.max(wait, mine[mine.length - 1]! + 1000 - now);
    if (isGroup && mine.length >= 20) wait = Math.max(wait, mine[mine.length - 20]! + 60_000 - now);
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : null;
  }

  function count(chat: string, now: number) {
    recentAll.push(now);
    const mine = recentByChat.get(chat) ?? [];
    mine.push(now);
    recentByChat.set(chat, mine);
  }

  function takeUpdates(offset: number | undefined) {
    if (offset !== undefined) while (updates.length && updates[0].update_id < offset) updates.shift();
    return updates.slice(0, 100);
  }

  // The long poll still open (oneGetUpdates): a new getUpdates ends it with 409, as Telegram does.
  let openPoll: { conflict: () => void } | null = null;

  async function getUpdates(p: Record<string, any>, signal?: AbortSignal) {
    if (opts.oneGetUpdates) openPoll?.conflict();
    if (p.offset !== undefined) confirmedBelow = Math.max(confirmedBelow, Number(p.offset));
    let list = takeUpdates(p.offset);
    const timeoutMs = Math.min(Number(p.timeout ?? 0), 50) * 1000;
    let conflicted = false;
    if (list.length === 0 && timeoutMs > 0) {
      await new Promise<void>((resolve) => {
        const mine = { conflict: () => ((conflicted = true), done()) };
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          signal?.removeEventListener("abort", done);
          if (openPoll === mine) openPoll = null;
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
        // A poller that went away (its process killed) holds nothing open any more.
        signal?.addEventListener("abort", done);
        if (opts.oneGetUpdates) openPoll = mine;
      });
      if (conflicted) return fail(409, "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running");
      list = takeUpdates(p.offset);
    }
    return ok(list);
  }

  function message(chatId: string, text: string, extra: Record<string, any> = {}) {
    const id = Number(chatId);
    const chat = Number.isFinite(id)
      ? { id, type: id < 0 ? "supergroup" : "private", ...(id < 0 ? { title: "Group" } : { first_name: "User" }) }
      : { id: -100999, type: "channel", title: chatId };
    return { message_id: nextMessageId++, date: Math.floor(Date.now() / 1000), chat, from: bot, text, ...extra };
  }

  async function handle(method: string, p: Record<string, any>, signal?: AbortSignal): Promise<Response> {
    switch (method) {
      case "getMe":
        return ok(bot);
      case "getUpdates":
        return getUpdates(p, signal);
      case "setMyCommands":
        state.commands = p.commands ?? [];
        return ok(true);
      case "getMyCommands":
        return ok(state.commands);
      case "setChatMenuButton":
        state.menuButton = p.menu_button ?? null;
        return ok(true);
      case "setWebhook":
        state.webhook = { url: p.url, secret_token: p.secret_token };
        return ok(true);
      case "deleteWebhook":
        state.webhook = null;
        return ok(true);
      case "getWebhookInfo":
        return ok({ url: state.webhook?.url ?? "", has_custom_certificate: false, pending_update_count: 0 });
      case "answerCallbackQuery":
      case "editMessageReplyMarkup":
      case "deleteMessage":
        return ok(true);
      case "createChatInviteLink":
        return ok({
          invite_link: `https://t.me/+fake${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`,
          creator: bot,
          creates_join_request: false,
          is_primary: false,
          is_revoked: false,
          name: p.name,
          member_limit: p.member_limit,
          expire_date: p.expire_date,
        });
      case "createInvoiceLink": {
        const prices = Array.isArray(p.prices) ? p.prices : [];
        const bad = (d: string) => fail(400, `Bad Request: ${d}`);
        if (typeof p.title !== "string" || p.title.length < 1 || p.title.length > 32) return bad("TITLE_INVALID");
        if (typeof p.description !== "string" || p.description.length < 1 || p.description.length > 255) return bad("DESCRIPTION_INVALID");
        if (typeof p.payload !== "string" || p.payload.length < 1 || new TextEncoder().encode(p.payload).length > 128) return bad("PAYLOAD_INVALID");
        if (p.currency === "XTR") {
          if (p.provider_token) return bad("PROVIDER_TOKEN_INVALID"); // Stars take an empty token
          if (prices.length !== 1) return bad("Stars invoices must have exactly one price");
        }
        if (prices.length === 0 || prices.some((x: any) => !Number.isInteger(x.amount) || x.amount <= 0 || typeof x.label !== "string"))
          return bad("PRICES_INVALID");
        if (p.subscription_period !== undefined) {
          if (p.currency !== "XTR") return bad("subscriptions are only for Telegram Stars");
          if (Number(p.subscription_period) !== 2592000) return bad("SUBSCRIPTION_PERIOD_INVALID");
          if (prices[0].amount > 10000) return bad("SUBSCRIPTION_PRICE_INVALID");
        }
        const slug = crypto.randomUUID().replaceAll("-", "").slice(0, 20);
        invoices.set(slug, {
          title: p.title,
          description: p.description,
          payload: p.payload,
          currency: p.currency,
          prices,
          subscription_period: p.subscription_period === undefined ? undefined : Number(p.subscription_period),
        });
        return ok(`https://t.me/$${slug}`);
      }
      case "answerPreCheckoutQuery": {
        if (typeof p.ok !== "boolean") return fail(400, "Bad Request: parameter ok is required");
        if (!p.ok && !p.error_message) return fail(400, "Bad Request: error_message is required when ok is false");
        if (!preCheckoutAnswers.has(String(p.pre_checkout_query_id)) || preCheckoutAnswers.get(String(p.pre_checkout_query_id))!.ok !== undefined)
          return fail(400, "Bad Request: QUERY_ID_INVALID");
        preCheckoutAnswers.set(String(p.pre_checkout_query_id), { ok: p.ok, error_message: p.error_message });
        return ok(true);
      }
      case "editUserStarSubscription": {
        const sub = starSubscriptions.get(String(p.telegram_payment_charge_id));
        if (typeof p.is_canceled !== "boolean") return fail(400, "Bad Request: parameter is_canceled is required");
        if (!sub || sub.userId !== Number(p.user_id)) return fail(400, "Bad Request: CHARGE_ID_INVALID");
        sub.canceled = p.is_canceled;
        return ok(true);
      }
      case "refundStarPayment": {
        const pay = starPayments.get(String(p.telegram_payment_charge_id));
        if (!pay || pay.userId !== Number(p.user_id)) return fail(400, "Bad Request: CHARGE_ID_INVALID");
        if (pay.refunded) return fail(400, "Bad Request: CHARGE_ALREADY_REFUNDED");
        pay.refunded = true;
        fake.queue({
          message: serviceMessage(pay.userId, {
            refunded_payment: {
              currency: "XTR",
              total_amount: pay.amount,
              invoice_payload: pay.payload,
              telegram_payment_charge_id: String(p.telegram_payment_charge_id),
            },
          }),
        });
        return ok(true);
      }
      case "banChatMember":
        members.set(`${p.chat_id}:${p.user_id}`, "kicked");
        return ok(true);
      case "unbanChatMember": {
        const key = `${p.chat_id}:${p.user_id}`;
        if (!p.only_if_banned || members.get(key) === "kicked") members.set(key, "left");
        return ok(true);
      }
      case "getChatMember": {
        const status = members.get(`${p.chat_id}:${p.user_id}`) ?? "left";
        if (Number(p.user_id) === bot.id)
          return ok({ status, user: bot, ...(status === "administrator" ? { can_invite_users: inviteRights.get(Number(p.chat_id)) ?? true } : {}) });
        return ok({ status, user: { id: Number(p.user_id), is_bot: false, first_name: "User" } });
      }
      case "sendMessage":
      case "editMessageText": {
        const chat = String(p.chat_id);
        if (typeof p.text !== "string" || p.text.length === 0) return fail(400, "Bad Request: message text is empty");
        if (p.text.length > 4096) return fail(400, "Bad Request: message is too long");
        if (p.parse_mode === "HTML" && !balancedHtml(p.text)) return fail(400, "Bad Request: can't parse entities");
        if (method === "editMessageText") {
          const key = `${chat}:${p.message_id}`;
          if (!texts.has(key)) return fail(400, "Bad Request: message to edit not found");
          if (texts.get(key) === p.text) return fail(400, "Bad Request: message is not modified");
        }
        const now = performance.now();
        if (state.enforce) {
          const wait = limited(chat, now, p.allow_paid_broadcast === true);
          if (wait !== null) return fail(429, `Too Many Requests: retry after ${wait}`, { retry_after: wait });
          count(chat, now);
        }
        if (method === "editMessageText") {
          texts.set(`${chat}:${p.message_id}`, p.text);
          return ok(message(chat, p.text, { message_id: Number(p.message_id), edit_date: Math.floor(Date.now() / 1000) }));
        }
        // A reply names a message of the same chat; Telegram refuses one it cannot find unless told not to.
        const replyTo = p.reply_parameters?.message_id;
        if (replyTo !== undefined && !texts.has(`${chat}:${replyTo}`) && !p.reply_parameters.allow_sending_without_reply)
          return fail(400, "Bad Request: message to be replied not found");
        const replied = replyTo !== undefined && texts.has(`${chat}:${replyTo}`);
        const msg = message(
          chat,
          p.text,
          replied ? { reply_to_message: message(chat, texts.get(`${chat}:${replyTo}`)!, { message_id: Number(replyTo) }) } : {},
        );
        texts.set(`${chat}:${msg.message_id}`, p.text);
        return ok(msg);
      }
      default:
        return fail(404, "Not Found: method not found");
    }
  }

  const server = startFake(async (req, rec) => {
    const m = rec.path.match(/^(?:\/as\/([^/]+))?\/bot([^/]+)\/(\w+)$/);
    if (!m) return fail(404, "Not Found");
    if (m[2] !== token) return fail(401, "Unauthorized");
    const method = m[3]!;
    let params: Record<string, any> = Object.fromEntries(rec.query);
    const type = req.headers.get("content-type") ?? "";
    if (type.includes("json") && rec.body) params = { ...params, ...JSON.parse(rec.body) };
    else if (type.includes("form")) {
      const form = await req.formData();
      for (const [k, v] of form) params[k] = typeof v === "string" ? parseMaybeJson(v) : v;
    }
    const call: TgCall = { method, params, at: performance.now(), ok: false, ...(m[1] ? { caller: decodeURIComponent(m[1]) } : {}) };
    calls.push(call);
    if (method !== "getUpdates" && state.latencyMs > 0) await Bun.sleep(state.latencyMs);
    let res: Response;
    const forced = state.failNext[method];
    if (forced) {
      delete state.failNext[method];
      res = fail(forced, forced >= 500 ? "Internal Server Error" : "Bad Request: forced by the test");
    } else if (SENDING.has(method) && state.blocked.has(String(params.chat_id))) {
      res = fail(403, "Forbidden: bot was blocked by the user");
    } else if (SENDING.has(method) && state.fail429 > 0) {
      state.fail429--;
      res = fail(429, `Too Many Requests: retry after ${state.retryAfter}`, { retry_after: state.retryAfter });
    } else if (SENDING.has(method) && state.fail5xx > 0) {
      state.fail5xx--;
      res = fail(502, "Bad Gateway");
    } else {
      res = await handle(method, params, req.signal);
    }
    call.ok = res.ok;
    call.status = res.status;
    call.answeredAt = performance.now();
    if (res.ok) call.result = ((await res.clone().json()) as any).result;
    return res;
  });

  /** A message in a user's private chat with the bot, as Telegram sends payment service messages. */
  function serviceMessage(userId: number, extra: Record<string, any>) {
    return {
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: userId, type: "private", first_name: "Test" },
      from: { id: userId, is_bot: false, first_name: "Test" },
      ...extra,
    };
  }
  let nextQuery = 1;
  let nextCharge = 1;

  let fromId = 5000;
  const user = (id?: number, extra: Record<string, any> = {}) => ({ id: id ?? fromId++, is_bot: false, first_name: "Test", ...extra });

  const fake = {
    url: server.url,
    apiRoot: server.url,
    token,
    bot,
    calls,
    state,
    /** Queues an update for getUpdates and wakes a waiting long poll. Answers the update id. */
    queue(update: Record<string, any>) {
      const u = { update_id: nextUpdateId++, ...update };
      updates.push(u);
      history.push(u);
      for (const w of [...waiters]) w();
      return u.update_id as number;
    },
    user,
    /** A private-chat text message from a user (a command when it starts with /). */
    text(from: { id: number; first_name?: string; username?: string }, text: string) {
      const entities = text.startsWith("/") ? [{ type: "bot_command", offset: 0, length: text.split(" ")[0]!.length }] : undefined;
      return fake.queue({
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: from.id, type: "private", first_name: from.first_name ?? "Test" },
          from: { is_bot: false, first_name: "Test", ...from },
          text,
          ...(entities ? { entities } : {}),
        },
      });
    },
    /** A press on an inline button of a message the bot sent. */
    press(from: { id: number }, data: string, messageId?: number) {
      return fake.queue({
        callback_query: {
          id: String(nextUpdateId),
          from: { is_bot: false, first_name: "Test", ...from },
          chat_instance: "1",
          data,
          message: { message_id: messageId ?? 1, date: Math.floor(Date.now() / 1000), chat: { id: from.id, type: "private", first_name: "Test" }, text: "…" },
        },
      });
    },
    /** Someone's membership of a chat changed (chat_member), optionally through an invite link. */
    memberUpdate(chatId: number | string, who: { id: number }, from: string, to: string, inviteLink?: string) {
      const chat = { id: Number(chatId), type: "supergroup", title: "Premium" };
      members.set(`${chatId}:${who.id}`, to);
      return fake.queue({
        chat_member: {
          chat,
          from: { is_bot: false, first_name: "Test", ...who },
          date: Math.floor(Date.now() / 1000),
          old_chat_member: { status: from, user: { is_bot: false, first_name: "Test", ...who } },
          new_chat_member: { status: to, user: { is_bot: false, first_name: "Test", ...who } },
          ...(inviteLink ? { invite_link: { invite_link: inviteLink, creator: bot, creates_join_request: false, is_primary: false, is_revoked: false } } : {}),
        },
      });
    },
    /**
     * Someone adds the bot to a group or channel (or changes its rights there): Telegram sends
     * my_chat_member, and getChatMember answers the bot's new status from then on.
     */
    botAddedTo(chat: { id: number; type: "group" | "supergroup" | "channel"; title: string }, status: "member" | "administrator" = "member", canInvite = true) {
      members.set(`${chat.id}:${bot.id}`, status);
      inviteRights.set(chat.id, canInvite);
      return fake.queue({
        my_chat_member: {
          chat,
          from: { id: 1, is_bot: false, first_name: "Owner" },
          date: Math.floor(Date.now() / 1000),
          old_chat_member: { status: "left", user: bot },
          new_chat_member: status === "administrator" ? { status, user: bot, can_invite_users: canInvite, can_be_edited: false } : { status, user: bot },
        },
      });
    },
    /** The user blocked (kicked) the bot in their private chat. */
    botBlocked(who: { id: number }) {
      return fake.queue({
        my_chat_member: {
          chat: { id: who.id, type: "private", first_name: "Test" },
          from: { is_bot: false, first_name: "Test", ...who },
          date: Math.floor(Date.now() / 1000),
          old_chat_member: { status: "member", user: bot },
          new_chat_member: { status: "kicked", user: bot, until_date: 0 },
        },
      });
    },
    invoices,
    starPayments,
    starSubscriptions,
    /**
     * A user pays an invoice link as the Telegram app does: a pre_checkout_query first, and only
     * when the bot answers ok (within 10 s) the successful_payment message. Answers the charge id,
     * or the bot's error message when it refused.
     */
    async payInvoice(from: { id: number }, link: string): Promise<{ charge: string } | { refused: string }> {
      const inv = invoices.get(link.replace("https://t.me/$", ""));
      if (!inv) throw new Error(`no invoice ${link}`);
      const queryId = String(nextQuery++);
      preCheckoutAnswers.set(queryId, { ok: undefined as unknown as boolean });
      const amount = inv.prices[0]!.amount;
      fake.queue({ pre_checkout_query: { id: queryId, from: user(from.id), currency: inv.currency, total_amount: amount, invoice_payload: inv.payload } });
      const answer = await fake.until(() => (preCheckoutAnswers.get(queryId)!.ok !== undefined ? preCheckoutAnswers.get(queryId) : undefined), 10_000);
      if (!answer.ok) return { refused: answer.error_message! };
      const charge = `stxcharge${nextCharge++}_${crypto.randomUUID().slice(0, 8)}`;
      const expires = inv.subscription_period ? Math.floor(Date.now() / 1000) + inv.subscription_period : undefined;
      starPayments.set(charge, { userId: from.id, amount, payload: inv.payload, subscription: charge, refunded: false });
      if (expires) starSubscriptions.set(charge, { userId: from.id, payload: inv.payload, amount, expires, canceled: false });
      fake.queue({
        message: serviceMessage(from.id, {
          successful_payment: {
            currency: inv.currency,
            total_amount: amount,
            invoice_payload: inv.payload,
            telegram_payment_charge_id: charge,
            provider_payment_charge_id: "",
            ...(expires ? { subscription_expiration_date: expires, is_recurring: true, is_first_recurring: true } : {}),
          },
        }),
      });
      return { charge };
    },
    /** Telegram charges the next period of a Star subscription (refused once it was cancelled). Answers the new charge id. */
    renewStars(subscriptionCharge: string, opts: { replayOf?: string } = {}) {
      const sub = starSubscriptions.get(subscriptionCharge);
      if (!sub || sub.canceled) throw new Error(`subscription ${subscriptionCharge} does not renew`);
      sub.expires += 2592000;
      const charge = opts.replayOf ?? `stxcharge${nextCharge++}_${crypto.randomUUID().slice(0, 8)}`;
      starPayments.set(charge, { userId: sub.userId, amount: sub.amount, payload: sub.payload, subscription: subscriptionCharge, refunded: false });
      fake.queue({
        message: serviceMessage(sub.userId, {
          successful_payment: {
            currency: "XTR",
            total_amount: sub.amount,
            invoice_payload: sub.payload,
            telegram_payment_charge_id: charge,
            provider_payment_charge_id: "",
            subscription_expiration_date: sub.expires,
            is_recurring: true,
          },
        }),
      });
      return charge;
    },
    /** Sends a raw update again, as Telegram may replay one. */
    replay(update: Record<string, any>) {
      const { update_id: _, ...rest } = update;
      return fake.queue(rest);
    },
    /**
     * Telegram sends these updates again, under their own ids, as it does with a batch that a
     * poller took but never confirmed (it died before its next getUpdates): the next poller gets them.
     * A long poll still waiting here is not woken: it belongs to the poller that died.
     */
    redeliver(updateIds: number[]) {
      for (const id of updateIds) {
        const u = history.find((h) => h.update_id === id);
        if (u && !updates.includes(u)) updates.push(u);
      }
      updates.sort((a, b) => a.update_id - b.update_id);
      confirmedBelow = Math.min(confirmedBelow, ...updateIds);
    },
    /** Updates queued so far (to find one to replay). */
    queued: () => [...history],
    /**
     * Whether the bot has handled this update: a polling bot handles a batch before it asks for
     * the next one with an offset past it (grammY handles updates one at a time, in order).
     */
    handled: (updateId: number) => confirmedBelow > updateId,
    memberStatus: (chatId: number | string, userId: number) => members.get(`${chatId}:${userId}`) ?? "left",
    /** Successful calls of one method, optionally for one chat. */
    sent(method = "sendMessage", chatId?: number | string) {
      return calls.filter((c) => c.method === method && c.ok && (chatId === undefined || String(c.params.chat_id) === String(chatId)));
    },
    /** The API root a caller uses so that its calls are recorded under its name (`TgCall.caller`). */
    rootFor: (caller: string) => `${server.url}/as/${encodeURIComponent(caller)}`,
    /** The most messages accepted in any one second among the calls that arrived in [from, to], and the 429s there. */
    rates(from = 0, to = Infinity): TgRates {
      const inRange = calls.filter((c) => SENDING.has(c.method) && c.at >= from && c.at <= to);
      const sends = inRange.filter((c) => c.ok);
      const byChat = Map.groupBy(sends, (c) => String(c.params.chat_id));
      return {
        paid: busiestSecond(sends.filter((c) => c.params.allow_paid_broadcast === true)),
        free: busiestSecond(sends.filter((c) => c.params.allow_paid_broadcast !== true)),
        perChat: Math.max(0, ...[...byChat.values()].map(busiestSecond)),
        tooMany: inRange.filter((c) => c.status === 429).length,
      };
    },
    /** The current text of a message the bot sent (after any edits). */
    textOf: (chatId: number | string, messageId: number) => texts.get(`${chatId}:${messageId}`),
    /** Waits until `pred` holds (checked every 10 ms), or throws after `ms`. */
    until: <T>(pred: () => T | undefined | false | null, ms = UNTIL_MS) => waitUntil(pred, ms, "timed out waiting on the Telegram fake"),
    stop: () => {
      for (const w of [...waiters]) w();
      return server.stop();
    },
  };
  return fake;
}

export type TelegramFake = ReturnType<typeof startTelegramFake>;

/** The most calls that arrived within any one second (calls in arrival order). */
function busiestSecond(list: TgCall[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < list.length; i++) {
    while (list[j]!.at <= list[i]!.at - 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

function parseMaybeJson(v: string) {
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** Telegram refuses HTML whose tags don't nest or that has a stray `<` or `&`. */
function balancedHtml(html: string) {
  const stack: string[] = [];
  const re = /<(\/?)([a-z-]+)(?:\s[^<>]*)?>|<|&(?!(?:lt|gt|amp|quot|#\d+);)/g;
  for (const m of html.matchAll(re)) {
    if (m[0] === "<" || m[0].startsWith("&")) return false;
    const [, close, tag] = m;
    if (!["b", "i", "u", "s", "a", "code", "pre", "blockquote", "tg-spoiler", "strong", "em"].includes(tag!)) return false;
    if (close) {
      if (stack.pop() !== tag) return false;
    } else stack.push(tag!);
  }
  return stack.length === 0;
}

if (import.meta.main) {
  const f = startTelegramFake({ enforce: process.argv.includes("--enforce") });
  process.stdout.write(`Telegram fake at ${f.url} (token ${f.token})\n`);
}
