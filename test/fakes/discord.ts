import { startFake, UNTIL_MS, waitUntil } from "./http.ts";

/**
 * Discord's webhook API on loopback (DISCORD_API_BASE points here): `POST /webhooks/{id}/{token}`
 * records the message and answers the message object with `?wait=true` (204 without), with
 * Discord's per-webhook bucket in X-RateLimit-* headers; a request over the bucket gets 429
 * with `retry_after`, as Discord answers. A deleted webhook answers 404 (code 10015).
 * `PATCH /webhooks/{id}/{token}/messages/{message_id}` edits a message the webhook posted; an
 * unknown one answers 404 (code 10008).
 */
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
