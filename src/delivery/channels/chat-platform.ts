import { type Direction, type Instrument, confidenceSuffix } from "../../analysis/index.ts";
import type { ChatKind } from "../../db/schema/chat.ts";
import type { Impact } from "../../db/schema/posts.ts";
import { loadAlertRow, type On } from "../../integrations/alert-event.ts";
import { plainTitle } from "../labels.ts";

/** What a chat message says about one alert, read when it is sent (the row keeps only the id). */
export interface ChatAlert {
  id: number;
  impact: Impact;
  /** "🔴 HIGH IMPACT · 📦 TARIFF": the labels every channel shares (src/delivery/labels.ts). */
  title: string;
  summary: string;
  instruments: Instrument[];
  post: { url: string | null; postedAt: number; content: string };
}

/** What the platform's answer means for the delivery and for the webhook's pace. */
export interface Answer {
  status: number | null;
  ok: boolean;
  error: string | null;
  /** The webhook no longer exists (deleted, token revoked): the destination is disabled. */
  gone: boolean;
  /** Asked to wait (429) this long before this webhook's next message. */
  retryAfterMs: number;
  /** The webhook's rate-limit bucket is empty until then (Discord's X-RateLimit-* headers). */
  resumeAt: number;
  /** The posted message's id, where the platform answers one (Discord with ?wait=true). */
  messageId: string | null;
}

/**
 * One chat platform: which URLs are its webhooks, how a message looks there, how to read its
 * answer. Adding a platform is one folder with one of these, listed in `platforms.ts`.
 *
 * The market's moves since an alert follow it: Discord edits the alert's message (its
 * `messageId` is kept on the delivery row), Slack posts a new one (incoming webhooks cannot edit).
 */
export interface ChatPlatform {
  kind: ChatKind;
  name: string;
  /** The webhook URL in its one canonical form, or a message saying what a real one looks like. */
  parseUrl(raw: string): { url: string } | { error: string };
  /** Where a message for this webhook is POSTed: the configured base (DISCORD_API_BASE…) plus the webhook's path. */
  endpoint(url: string): string;
  alertMessage(a: ChatAlert): object;
  testMessage(filters: string): object;
  /** The request that adds the moves ("SPY −1.5% · EWJ −2.5% (15 min)") to an alert sent as `messageId`. */
  movesRequest(url: string, a: ChatAlert, moves: string, messageId: string | null): { method: "POST" | "PATCH"; endpoint: string; body: object };
  read(res: Response): Promise<Answer>;
  /** Requests to one webhook are at least this far apart (Slack: about one a second). */
  minIntervalMs: number;
}

export const ARROW: Record<Direction, string> = { up: "▲", down: "▼", unclear: "◆" };

/** The alert as chat messages show it, or null when it is gone (deleted since it was planned). */
export async function loadChatAlert(on: On, alertId: number): Promise<ChatAlert | null> {
  const r = await loadAlertRow(on, alertId);
  if (!r) return null;
  return {
    id: r.alert.id,
    impact: r.alert.impact,
    title: `${plainTitle(r.alert.impact, r.analysis.category)}${confidenceSuffix(r.alert.impact, r.analysis.confidence)}`,
    summary: r.analysis.summary,
    instruments: r.analysis.instruments,
    post: { url: r.post.url, postedAt: r.post.createdAt, content: r.post.content },
  };
}

/** The start of a post for a quote: whole words, at most `max` characters. */
export function excerpt(text: string, max: number) {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** A non-2xx answer with nothing more specific to say. */
export const answerOf = (status: number, over: Partial<Answer> = {}): Answer => ({
  status,
  ok: status >= 200 && status < 300,
  error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
  gone: false,
  retryAfterMs: 0,
  resumeAt: 0,
  messageId: null,
  ...over,
});

/** Seconds (possibly fractional) from a header or a JSON field, as milliseconds; 0 if absent. */
export const secondsMs = (v: unknown) => {
  const n = Number(v);
  return v != null && v !== "" && Number.isFinite(n) && n > 0 ? Math.ceil(Math.min(n, 3600) * 1000) : 0;
};

/**
 * The path of a webhook URL the user pasted, matched against the platform's pattern: only plain
 * https on one of its hosts, without a port or credentials (anything else could reach elsewhere).
 */
export function webhookPath(raw: string, hosts: ReadonlySet<string>, path: RegExp): RegExpExecArray | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  return u.protocol === "https:" && hosts.has(u.hostname) && !u.port && !u.username ? path.exec(u.pathname) : null;
}
