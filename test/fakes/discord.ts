import { startFake, UNTIL_MS, waitUntil } from "./http.ts";

/**
 * Discord's webhook API on loopback (DISCORD_API_BASE points here): `POST /webhooks/{id}/{token}`
 * records the message and answers the message object with `?wait=true` (204 without), with
 * Discord's per-webhook bucket in X-RateLimit-* headers; a request over the bucket gets 429
 * with `retry_after`, as Discord answers. A deleted webhook answers 404 (code 10015).
 * `PATCH /webhooks/{id}/{token}/messages/{message_id}` edits a message the webhook posted; an
 * unknown one answers 404 (code 10008).
 */
/** What Discord refuses in an embed (its "Embed Limits"), as the reason it gives, or null. */
export function embedProblem(body: any): string | null {
  for (const e of body?.embeds ?? []) {
    const fields: any[] = e.fields ?? [];
    const total =
      (e.title ?? "").length + (e.description ?? "").length + (e.footer?.text ?? "").length + fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    if ((e.title ?? "").length > 256) return "embeds.0.title: Must be 256 or fewer in length.";
    if ((e.description ?? "").length > 4096) return "embeds.0.description: Must be 4096 or fewer in length.";
    if (fields.length > 25) return "embeds.0.fields: Must be 25 or fewer in length.";
    if (fields.some((f) => !f.name || !f.value || f.name.length > 256 || f.value.length > 1024))
      return "embeds.0.fields: a name over 256, a value over 1024, or empty";
    if ((e.footer?.text ?? "").length > 2048) return "embeds.0.footer.text: Must be 2048 or fewer in length.";
    if (total > 6000) return "embeds: Embed size exceeds maximum size of 6000";
  }
  return null;
}

export function startDiscord(opts: { limit?: number; windowMs?: number /** Answer this late, so a kill lands mid-request. */; delayMs?: number } = {}) {
  const limit = opts.limit ?? 5;
  const windowMs = opts.windowMs ?? 2000;
  const posted: { webhookId: string; token: string; body: any; at: number; messageId: string }[] = [];
  const refused: { webhookId: string; status: number; at: number }[] = [];
  const edits: { webhookId: string; messageId: string; body: any; at: number }[] = [];
  const buckets = new Map<string, { resetAt: number; used: number }>();
  const deleted = new Set<string>();
  /** Scripted answers, taken first: e.g. one 429 or a 500 for a webhook. */
  const scripted = new Map<string, (() => Response)[]>();
  let nextId = 1_200_000_000_000_000_000n;

  const fake = startFake(async (req, rec) => {
    const m = /^\/webhooks\/(\d+)\/([\w-]+)(?:\/messages\/(\d+))?$/.exec(rec.path);
    const editing = m?.[3];
    if (!m || req.method !== (editing ? "PATCH" : "POST")) return Response.json({ message: "404: Not Found", code: 0 }, { status: 404 });
    const [, webhookId, token] = m as unknown as [string, string, string];
    if (opts.delayMs) await Bun.sleep(opts.delayMs);
    const refuse = (r: Response) => (refused.push({ webhookId, status: r.status, at: Date.now() }), r);
    if (deleted.has(webhookId)) return refuse(Response.json({ message: "Unknown Webhook", code: 10015 }, { status: 404 }));
    const script = scripted.get(webhookId)?.shift();
    if (script) return refuse(script());
    const now = Date.now();
    let b = buckets.get(webhookId);
    if (!b || now >= b.resetAt) buckets.set(webhookId, (b = { resetAt: now + windowMs, used: 0 }));
    const resetAfter = ((b.resetAt - now) / 1000).toFixed(3);
    if (b.used >= limit) {
      return refuse(
        Response.json(
          { message: "You are being rate limited.", retry_after: Number(resetAfter), global: false },
          { status: 429, headers: { "retry-after": String(Math.ceil(Number(resetAfter))), "x-ratelimit-scope": "user" } },
        ),
      );
    }
    b.used++;
    // Discord checks the form before anything else is done with it: too big is a 400, never posted.
    const problem = embedProblem(JSON.parse(rec.body));
    if (problem) return refuse(Response.json({ message: "Invalid Form Body", code: 50035, errors: problem }, { status: 400 }));
    const headers = {
      "x-ratelimit-limit": String(limit),
      "x-ratelimit-remaining": String(limit - b.used),
      "x-ratelimit-reset-after": resetAfter,
      "x-ratelimit-bucket": `b${webhookId}`,
    };
    if (editing) {
      // An edit replaces what it names, of a message this webhook posted (else Discord's 10008).
      const msg = posted.find((p) => p.webhookId === webhookId && p.token === token && p.messageId === editing);
      if (!msg) return refuse(Response.json({ message: "Unknown Message", code: 10008 }, { status: 404, headers }));
      const body = JSON.parse(rec.body);
      edits.push({ webhookId, messageId: editing, body, at: now });
      msg.body = { ...msg.body, ...body };
      return Response.json({ id: editing, type: 0, channel_id: "1", webhook_id: webhookId, ...msg.body }, { headers });
    }
    const messageId = String(nextId++);
    posted.push({ webhookId, token, body: JSON.parse(rec.body), at: now, messageId });
    if (rec.query.get("wait") !== "true") return new Response(null, { status: 204, headers });
    return Response.json({ id: messageId, type: 0, channel_id: "1", webhook_id: webhookId, ...JSON.parse(rec.body) }, { headers });
  });

  return {
    ...fake,
    posted,
    refused,
    /** PATCH …/messages/{id}: what each edit sent (the message in `posted` shows the result). */
    edits,
    /** `${DISCORD_API_BASE}`-style base for the app's config. */
    apiBase: fake.url,
    /** A webhook URL as Discord shows it (the app maps it onto DISCORD_API_BASE). */
    webhookUrl: (id: string, token = `tok-${id}-${"x".repeat(60)}`) => `https://discord.com/api/webhooks/${id}/${token}`,
    deleteWebhook: (id: string) => void deleted.add(id),
    /** The next answers for a webhook, before its normal ones. */
    script: (id: string, ...answers: (() => Response)[]) => void scripted.set(id, [...(scripted.get(id) ?? []), ...answers]),
    to: (id: string) => posted.filter((p) => p.webhookId === id),
    until: <T>(pred: () => T | undefined | false | null, ms = UNTIL_MS) => waitUntil(pred, ms, "timed out waiting on the Discord fake"),
  };
}

export type DiscordFake = ReturnType<typeof startDiscord>;
