import { answerOf, ARROW, type Answer, type ChatAlert, type ChatPlatform, excerpt, secondsMs } from "../platform.ts";

const PATH = /^\/services\/(T[A-Z0-9]{6,})\/(B[A-Z0-9]{6,})\/([A-Za-z0-9]{16,64})\/?$/;
/** What Slack answers when an incoming webhook can no longer post (revoked, channel gone or archived, app removed). */
const GONE = new Set([401, 403, 404, 410]);

/** Slack's mrkdwn treats only these three as markup in plain text. */
const esc = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Slack incoming webhooks: Block Kit, about one message a second per webhook; they cannot edit what they posted. */
export function slackPlatform(webhookBase: string): ChatPlatform {
  const endpoint = (url: string) => `${webhookBase}${new URL(url).pathname}`;
  return {
    kind: "slack",
    name: "Slack",
    parseUrl(raw) {
      let u: URL;
      try {
        u = new URL(raw.trim());
      } catch {
        u = new URL("invalid:");
      }
      const m = u.protocol === "https:" && u.hostname === "hooks.slack.com" && !u.port && !u.username ? PATH.exec(u.pathname) : null;
      if (!m)
        return {
          error:
            "That is not a Slack incoming-webhook URL. In Slack: your app's Incoming Webhooks page → Add New Webhook → Copy (https://hooks.slack.com/services/…).",
        };
      return { url: `https://hooks.slack.com/services/${m[1]}/${m[2]}/${m[3]}` };
    },
    endpoint,
    alertMessage: (a: ChatAlert) => {
      const unix = Math.floor(a.post.postedAt / 1000);
      const when = `<!date^${unix}^{date_short_pretty} {time}|${new Date(a.post.postedAt).toISOString()}>`;
      return {
        // The notification's text, and what clients without Block Kit show.
        text: `${a.title}: ${a.summary}`,
        unfurl_links: false,
        blocks: [
          { type: "header", text: { type: "plain_text", text: a.title.slice(0, 150), emoji: true } },
          { type: "section", text: { type: "mrkdwn", text: esc(a.summary).slice(0, 3000) } },
          { type: "section", text: { type: "mrkdwn", text: `>${esc(excerpt(a.post.content, 600)).replaceAll("\n", "\n>")}` } },
          ...(a.instruments.length
            ? [
                {
                  type: "section",
                  fields: a.instruments
                    .slice(0, 10)
                    .map((i) => ({ type: "mrkdwn", text: `*${ARROW[i.direction]} ${i.symbol}*\n${esc(i.name).slice(0, 200) || i.symbol} · ${i.direction}` })),
                },
              ]
            : []),
          { type: "context", elements: [{ type: "mrkdwn", text: a.post.url ? `<${a.post.url}|Truth Social> · ${when}` : when }] },
        ],
      };
    },
    // Incoming webhooks can neither edit nor thread: the moves are a message of their own, naming the alert.
    movesRequest: (url, a, moves) => {
      const text = `Since the post: ${moves}`;
      return {
        method: "POST",
        endpoint: endpoint(url),
        body: {
          text: `${text} (${a.title})`,
          unfurl_links: false,
          blocks: [
            { type: "section", text: { type: "mrkdwn", text: `*${esc(text)}*` } },
            { type: "context", elements: [{ type: "mrkdwn", text: `${esc(a.title)}: ${esc(excerpt(a.summary, 200))}` }] },
          ],
        },
      };
    },
    testMessage: (filters) => {
      const text = `✅ Squawk is connected: alerts will be posted in this channel (${filters}).`;
      return { text, blocks: [{ type: "section", text: { type: "mrkdwn", text } }] };
    },
    async read(res): Promise<Answer> {
      const body = (await res.text().catch(() => "")).slice(0, 100);
      if (res.status === 429) {
        const wait = secondsMs(res.headers.get("retry-after")) || 1000;
        return answerOf(429, { error: "HTTP 429 (rate limited by Slack)", retryAfterMs: wait, resumeAt: Date.now() + wait });
      }
      if (GONE.has(res.status)) {
        return answerOf(res.status, {
          gone: true,
          error: `Slack says this webhook no longer works (HTTP ${res.status}${body ? `: ${body}` : ""}). It was probably removed, or its channel archived.`,
        });
      }
      const a = answerOf(res.status);
      if (!a.ok && body) a.error = `HTTP ${res.status}: ${body}`;
      return a;
    },
    minIntervalMs: 1000,
  };
}
