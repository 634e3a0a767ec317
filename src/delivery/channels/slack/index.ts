import { clip, fitEscaped } from "../../fit.ts";
import { answerOf, ARROW, type Answer, type ChatAlert, type ChatPlatform, excerpt, secondsMs, webhookPath } from "../chat-platform.ts";

const HOSTS = new Set(["hooks.slack.com"]);
const PATH = /^\/services\/(T[A-Z0-9]{6,})\/(B[A-Z0-9]{6,})\/([A-Za-z0-9]{16,64})\/?$/;
/** What Slack answers when an incoming webhook can no longer post (revoked, channel gone or archived, app removed). */
const GONE = new Set([401, 403, 404, 410]);

/** Slack's mrkdwn treats only these three as markup in plain text. */
const esc = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Slack's Block Kit limits (api.slack.com/reference/block-kit): over any of them Slack answers 400 invalid_blocks. */
export const SLACK_LIMITS = { blocks: 50, sectionText: 3000, headerText: 150, fields: 10, fieldText: 2000, contextElements: 10, text: 40000 } as const;

type Text = { type: string; text: string; emoji?: boolean };
interface Block {
  type: string;
  text?: Text;
  fields?: Text[];
  elements?: Text[];
}

/** Blocks cut to Slack's limits: each text to its own, at most 50 blocks. The last guard for every message sent. */
export function fitBlocks(blocks: Block[]): Block[] {
  const L = SLACK_LIMITS;
  const t = (x: Text, max: number) => ({ ...x, text: clip(x.text, max) });
  return blocks.slice(0, L.blocks).map((b) => ({
    ...b,
    ...(b.text ? { text: t(b.text, b.type === "header" ? L.headerText : L.sectionText) } : {}),
    ...(b.fields ? { fields: b.fields.slice(0, L.fields).map((f) => t(f, L.fieldText)) } : {}),
    ...(b.elements ? { elements: b.elements.slice(0, L.contextElements).map((e) => t(e, L.sectionText)) } : {}),
  }));
}

/** Slack incoming webhooks: Block Kit, about one message a second per webhook; they cannot edit what they posted. */
export function slackPlatform(webhookBase: string): ChatPlatform {
  const endpoint = (url: string) => `${webhookBase}${new URL(url).pathname}`;
  return {
    kind: "slack",
    name: "Slack",
    parseUrl(raw) {
      const m = webhookPath(raw, HOSTS, PATH);
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
      // Ten instruments to a section (Slack's limit for fields): 25 of them make three sections.
      const sections = [];
      for (let k = 0; k < a.instruments.length; k += SLACK_LIMITS.fields) {
        const fields = a.instruments.slice(k, k + SLACK_LIMITS.fields).map((i) => ({
          type: "mrkdwn",
          text: `*${ARROW[i.direction]} ${esc(fitEscaped(i.symbol, 40))}*\n${esc(fitEscaped(i.name, 200)) || esc(i.symbol)} · ${i.direction}`,
        }));
        sections.push({ type: "section", fields });
      }
      return {
        // The notification's text, and what clients without Block Kit show: escaped as the blocks
        // are, so a `<@U123>`, `<!channel>` or `<url|text>` in a summary neither pings nor links.
        text: esc(`${a.title}: ${fitEscaped(a.summary, 3000)}`),
        unfurl_links: false,
        blocks: fitBlocks([
          { type: "header", text: { type: "plain_text", text: fitEscaped(a.title, SLACK_LIMITS.headerText), emoji: true } },
          { type: "section", text: { type: "mrkdwn", text: esc(fitEscaped(a.summary, SLACK_LIMITS.sectionText, esc)) } },
          { type: "section", text: { type: "mrkdwn", text: `>${esc(excerpt(a.post.content, 600)).replaceAll("\n", "\n>")}` } },
          ...sections.slice(0, SLACK_LIMITS.blocks - 4),
          { type: "context", elements: [{ type: "mrkdwn", text: a.post.url ? `<${a.post.url}|Truth Social> · ${when}` : when }] },
        ]),
      };
    },
    // Incoming webhooks can neither edit nor thread: the moves are a message of their own, naming the alert.
    movesRequest: (url, a, moves) => {
      const text = `Since the post: ${moves}`;
      return {
        method: "POST",
        endpoint: endpoint(url),
        body: {
          text: esc(`${text} (${a.title})`),
          unfurl_links: false,
          blocks: fitBlocks([
            { type: "section", text: { type: "mrkdwn", text: `*${esc(text)}*` } },
            { type: "context", elements: [{ type: "mrkdwn", text: `${esc(a.title)}: ${esc(excerpt(a.summary, 200))}` }] },
          ]),
        },
      };
    },
    testMessage: (filters) => {
      const text = `✅ Squawk is connected: alerts will be posted in this channel (${filters}).`;
      return { text: esc(text), blocks: fitBlocks([{ type: "section", text: { type: "mrkdwn", text: esc(text) } }]) };
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
