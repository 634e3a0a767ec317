import { clip, ELLIPSIS, fitEscaped } from "../../fit.ts";
import { answerOf, ARROW, type Answer, type ChatAlert, type ChatPlatform, excerpt, secondsMs, webhookPath } from "../chat-platform.ts";

const HOSTS = new Set(["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]);
const PATH = /^\/api(?:\/v\d+)?\/webhooks\/(\d{15,22})\/([\w-]{20,100})\/?$/;
const COLOR = { High: 0xe53935, Medium: 0xfb8c00, Low: 0x43a047, None: 0x9e9e9e } as const;

/** Markdown that a post's text must not trigger in an embed (bold, links, quotes, mentions). */
const md = (s: string) => s.replace(/([\\*_~`|>[\]()#-])/g, "\\$1");

/** Discord's embed limits (developer docs, "Embed Limits"): over any of them the message is refused (400). */
export const DISCORD_LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, total: 6000 } as const;

interface Embed {
  title?: string;
  description?: string;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  [k: string]: unknown;
}

/**
 * An embed cut to Discord's limits: each part to its own, then the description (the longest
 * part) until the whole is within 6,000 characters. The last guard for every message sent.
 */
export function fitEmbed(e: Embed): Embed {
  const L = DISCORD_LIMITS;
  const out: Embed = { ...e };
  if (out.title !== undefined) out.title = clip(out.title, L.title);
  if (out.footer) out.footer = { text: clip(out.footer.text, L.footer) };
  if (out.fields) out.fields = out.fields.slice(0, L.fields).map((f) => ({ ...f, name: clip(f.name, L.fieldName), value: clip(f.value, L.fieldValue) }));
  const rest = (out.title?.length ?? 0) + (out.footer?.text.length ?? 0) + (out.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  if (out.description !== undefined) out.description = clip(out.description, Math.max(0, Math.min(L.description, L.total - rest)));
  return out;
}

/** The instruments as fields: as many as fit beside `reserved` other fields, the rest named in one more. */
function instrumentFields(a: ChatAlert, reserved: number) {
  const room = DISCORD_LIMITS.fields - reserved;
  const shown = a.instruments.length <= room ? a.instruments : a.instruments.slice(0, room - 1);
  const fields = shown.map((i) => ({
    name: `${ARROW[i.direction]} ${fitEscaped(i.symbol, 40)}`,
    value: `${md(fitEscaped(i.name, 100, md)) || fitEscaped(i.symbol, 40)} · ${i.direction}`,
    inline: true,
  }));
  const more = a.instruments.slice(shown.length);
  if (more.length) fields.push({ name: `+${more.length} more`, value: fitEscaped(more.map((i) => i.symbol).join(" "), 200) || ELLIPSIS, inline: true });
  return fields;
}

/** Discord channel webhooks: embeds, `?wait=true` for the message id, 429 and X-RateLimit-* honoured per webhook. */
export function discordPlatform(apiBase: string): ChatPlatform {
  const path = (url: string) => `${apiBase}${new URL(url).pathname.slice("/api".length)}`;
  const alertMessage = (a: ChatAlert, moves?: string) => {
    const tail = [
      ...(moves ? [{ name: "Since the post", value: moves, inline: false }] : []),
      { name: "Post", value: `${a.post.url ? `[Truth Social](${a.post.url}) · ` : ""}<t:${Math.floor(a.post.postedAt / 1000)}:f>`, inline: false },
    ];
    const fields = [...instrumentFields(a, tail.length), ...tail];
    const quote = `> ${md(excerpt(a.post.content, 600)).replaceAll("\n", "\n> ")}`;
    const rest = a.title.length + 6 + fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    // The summary takes what the quote and the fields leave of the description and of the 6,000 in all.
    const room = Math.min(DISCORD_LIMITS.description, DISCORD_LIMITS.total - rest) - quote.length - 2;
    return {
      // Nobody is pinged by a post's text, whatever it contains.
      allowed_mentions: { parse: [] },
      embeds: [
        fitEmbed({
          title: a.title,
          description: `${md(fitEscaped(a.summary, Math.max(room, 200), md))}\n\n${quote}`,
          color: COLOR[a.impact],
          ...(a.post.url ? { url: a.post.url } : {}),
          timestamp: new Date(a.post.postedAt).toISOString(),
          fields,
          footer: { text: "Squawk" },
        }),
      ],
    };
  };
  return {
    kind: "discord",
    name: "Discord",
    parseUrl(raw) {
      const m = webhookPath(raw, HOSTS, PATH);
      if (!m)
        return {
          error:
            "That is not a Discord webhook URL. In Discord: Channel settings → Integrations → Webhooks → Copy Webhook URL (https://discord.com/api/webhooks/…).",
        };
      return { url: `https://discord.com/api/webhooks/${m[1]}/${m[2]}` };
    },
    endpoint: (url) => `${path(url)}?wait=true`,
    alertMessage: (a) => alertMessage(a),
    // The alert's own message gains a "Since the post" field (PATCH …/messages/{id}); without its
    // id (sent before ids were kept) the moves go as a message of their own.
    movesRequest: (url, a, moves, messageId) =>
      messageId
        ? { method: "PATCH", endpoint: `${path(url)}/messages/${messageId}`, body: alertMessage(a, moves) }
        : {
            method: "POST",
            endpoint: `${path(url)}?wait=true`,
            body: {
              allowed_mentions: { parse: [] },
              embeds: [fitEmbed({ title: `Since the post · ${a.title}`, description: moves, color: COLOR[a.impact] })],
            },
          },
    testMessage: (filters) => ({
      allowed_mentions: { parse: [] },
      embeds: [
        { title: "✅ Squawk is connected", description: `Alerts will be posted in this channel (${filters}).`, color: 0x607d8b, footer: { text: "Squawk" } },
      ],
    }),
    async read(res): Promise<Answer> {
      const text = await res.text().catch(() => "");
      let body: { id?: unknown; retry_after?: unknown; message?: unknown; code?: unknown } = {};
      try {
        body = JSON.parse(text);
      } catch {}
      // The bucket's state after this request: when none is left, wait for its reset.
      const empty = res.headers.get("x-ratelimit-remaining") === "0";
      const resumeAt = empty ? Date.now() + secondsMs(res.headers.get("x-ratelimit-reset-after")) : 0;
      if (res.status === 429) {
        const wait = secondsMs(body.retry_after) || secondsMs(res.headers.get("retry-after")) || 1000;
        return answerOf(429, { error: "HTTP 429 (rate limited by Discord)", retryAfterMs: wait, resumeAt: Date.now() + wait });
      }
      // An edit of a message deleted from the channel: the message is gone, the webhook is not.
      if (res.status === 404 && body.code === 10008) return answerOf(404, { error: "Discord says the alert's message was deleted (code 10008)." });
      if (res.status === 404 || res.status === 401) {
        return answerOf(res.status, {
          gone: true,
          error: `Discord says this webhook no longer exists (HTTP ${res.status}${body.code ? `, code ${body.code}` : ""}). It was probably deleted from the channel.`,
        });
      }
      const a = answerOf(res.status, { resumeAt });
      if (a.ok) a.messageId = typeof body.id === "string" ? body.id : null;
      else if (typeof body.message === "string") a.error = `HTTP ${res.status}: ${body.message.slice(0, 200)}`;
      return a;
    },
    // Discord's own headers pace each webhook; no fixed gap is needed besides them.
    minIntervalMs: 0,
  };
}
