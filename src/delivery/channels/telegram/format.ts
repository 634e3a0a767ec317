/**
 * Telegram HTML for alerts. Every piece of post text and analysis is escaped, so a post that
 * contains `<b>` or `&` shows literally; long posts are split so that no message passes 4,096
 * characters (counted on the HTML source, which is never shorter than what Telegram counts).
 */
import { instrumentLine, lockedText, premiumPart } from "../../../alerts/premium-part.ts";
import { type Analysis, confidenceSuffix } from "../../../analysis/index.ts";
import { fitPieces, type Piece } from "../../fit.ts";
import { CATEGORY_LABEL as CATEGORIES, IMPACT_LABEL } from "../../labels.ts";
import { formatEt, formatMinutes } from "../../../time.ts";

/** Telegram's limits (Bot API sendMessage, sendPhoto): a longer text or caption is refused with 400. */
export const MAX_MESSAGE = 4096;
export const MAX_CAPTION = 1024;

export const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttr = (s: string) => escapeHtml(s).replaceAll('"', "&quot;");

export interface PostForMessage {
  id: string;
  content: string;
  url: string | null;
  createdAt: number;
  account: string;
  /** What its media hold: pictures (still being read, or the text read from them) and videos. */
  media?: PostMedia;
}

export interface PostMedia {
  reading: boolean;
  imageText: string | null;
  /** The post's first video, if it has one. */
  videoUrl: string | null;
}

/** How much of a picture's text an alert quotes; the dashboard shows all of it. */
export const IMAGE_TEXT_MAX = 700;
export const READING_IMAGE = "🖼 <i>Reading the text in the image…</i>";
export const VIDEO_POST = "🎬 <b>Video post</b> — not transcribed; watch it at the link.";

/** The analysis as stored: the analyzers' shape, with sectors read back from the database as text. */
export type AnalysisForMessage = Omit<Analysis, "relevant" | "sectors"> & { sectors: string[]; confidence?: number | null };

/** A label of every channel's (src/delivery/labels.ts) as Telegram shows it: "🔴 <b>HIGH IMPACT</b>". */
const badge = (l: { icon: string; text: string }) => `${l.icon} <b>${escapeHtml(l.text)}</b>`;
const badges = <K extends string>(labels: Record<K, { icon: string; text: string }>) =>
  Object.fromEntries(Object.entries<{ icon: string; text: string }>(labels).map(([k, l]) => [k, badge(l)])) as Record<K, string>;

export const IMPACT_BADGE: Record<AnalysisForMessage["impact"], string> = badges(IMPACT_LABEL);

/** The alert's label: what the post is about (a drug-pricing post is not a tariff alert). */
export const CATEGORY_LABEL: Record<AnalysisForMessage["category"], string> = badges(CATEGORIES);

export const NOT_ADVICE = "<i>Not investment advice. Do your own research.</i>";
export const ANALYSING = "⚡ <b>New post — analysing…</b>";

function byline(post: PostForMessage) {
  const link = post.url ? ` · <a href="${escapeAttr(post.url)}">Original post</a>` : "";
  return `<i>@${escapeHtml(post.account)} · ${escapeHtml(formatEt(post.createdAt))}</i>${link}`;
}

/** The message a premium target gets the moment a post is detected. */
export function instantMessage(post: PostForMessage): string[] {
  const notes = [post.media?.reading ? READING_IMAGE : "", videoNote(post)].filter(Boolean);
  return compose(`${ANALYSING}\n${byline(post)}\n\n`, post.content, notes.length ? `\n\n${notes.join("\n")}` : "");
}

/** Where to watch a video: the post's link (in the byline), else the video's own. */
function videoNote(post: PostForMessage) {
  const video = post.media?.videoUrl;
  if (!video) return "";
  return post.url ? VIDEO_POST : VIDEO_POST.replace("the link", `<a href="${escapeAttr(video)}">the link</a>`);
}

/** At most `max` characters, cut at a word when one ends near the limit. */
function trimText(text: string, max: number) {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return `${text.slice(0, space > max * 0.8 ? space : max)}…`;
}

/** The picture's text (trimmed) and the video note, placed after the post's own words. */
function mediaPieces(post: PostForMessage): Piece[] {
  const pieces: Piece[] = [];
  const text = post.media?.imageText
    ?.replace(/[ \t]+/g, " ")
    .replace(/\n{2,}/g, "\n")
    .trim();
  if (text) pieces.push({ pre: "🖼 <b>Text read from the image:</b>\n<i>", text: trimText(text, IMAGE_TEXT_MAX), post: "</i>" });
  const video = videoNote(post);
  if (video) pieces.push({ pre: video, text: "" });
  return pieces;
}

/**
 * The finished alert. Premium gets the full analysis; free gets the summary (the spec's free
 * tier has no market analysis, trading ideas or sector impacts), what premium holds for this
 * post, and a pointer to /upgrade.
 * `freeDelayMinutes` is the alerts.freeDelayMinutes setting, which the free note states;
 * `since` is a free final message's line on what the market did since premium got it.
 * The post's text is split across messages; the analysis after it is cut to fit one message (a
 * verbose model's 5,000-character summary would otherwise be refused by Telegram, and lost).
 */
export function alertMessage(post: PostForMessage, a: AnalysisForMessage, tier: "premium" | "free", freeDelayMinutes: number, since?: string): string[] {
  const head = `${IMPACT_BADGE[a.impact]} · ${CATEGORY_LABEL[a.category] ?? CATEGORY_LABEL.markets}${confidenceSuffix(a.impact, a.confidence)}\n${byline(post)}\n\n`;
  const pieces: Piece[] = mediaPieces(post);
  if (a.summary) pieces.push({ pre: "<b>Summary:</b> ", text: a.summary });
  const part = premiumPart(a, tier);
  if (part.locked === null) {
    if (part.marketAnalysis) pieces.push({ pre: "<b>Analysis:</b> ", text: part.marketAnalysis });
    if (part.sectors.length) pieces.push({ pre: "<b>Sectors:</b> ", text: part.sectors.join(", ") });
    // Each instrument with its direction ("▼ EWJ ▼ JPY ▲ XLE"); bare tickers when there are none.
    if (part.instruments.length) pieces.push({ pre: "<b>Instruments:</b> ", text: instrumentLine(part.instruments) });
    else if (part.tickers.length) pieces.push({ pre: "<b>Tickers:</b> ", text: part.tickers.map((t) => `$${t}`).join(" ") });
    if (part.tradingIdeas.length) pieces.push({ pre: "<b>Trading ideas:</b>\n• ", text: part.tradingIdeas.join("\n• ") });
  } else {
    const held = lockedText(part.locked);
    if (held) pieces.push({ pre: `🔒 <i>Premium has ${held} for this post.</i>`, text: "" });
    pieces.push({ pre: `<i>Free alerts arrive ${formatMinutes(freeDelayMinutes)} late. /upgrade for instant alerts and full analysis.</i>`, text: "" });
  }
  pieces.push({ pre: NOT_ADVICE, text: "" });
  if (since) pieces.push({ pre: "<i>", text: since, post: "</i>" });
  // The tail goes after the post's last part, or alone ("\n\n" + lines) when that part is full.
  const lines = fitPieces(pieces, MAX_MESSAGE - 2, escapeHtml, "\n\n");
  return compose(head, post.content, `\n\n${lines.join("\n\n")}`);
}

/** head + escaped text + tail, split across messages when it passes the limit. */
export function compose(head: string, text: string, tail: string, max = MAX_MESSAGE): string[] {
  const body = escapeHtml(text);
  if (head.length + body.length + tail.length <= max) return [head + body + tail];
  const parts: string[] = [];
  let rest = text;
  let prefix = head;
  while (rest.length > 0) {
    const room = max - prefix.length;
    if (escapeHtml(rest).length <= room) {
      parts.push(prefix + escapeHtml(rest));
      rest = "";
      break;
    }
    const cut = cutPoint(rest, room);
    parts.push(prefix + escapeHtml(rest.slice(0, cut).trimEnd()));
    rest = rest.slice(cut).trimStart();
    prefix = "";
  }
  const last = parts[parts.length - 1]!;
  if (last.length + tail.length <= max) parts[parts.length - 1] = last + tail;
  else parts.push(tail.trimStart());
  return parts;
}

/** The longest prefix whose escaped form fits in `room`, ending at a line break or space when one is near. */
function cutPoint(text: string, room: number) {
  let len = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    const w = c === "&" ? 5 : c === "<" || c === ">" ? 4 : 1;
    if (len + w > room) break;
    len += w;
  }
  // Never split a surrogate pair (an emoji) in two.
  if (i > 0 && i < text.length && /[\uD800-\uDBFF]/.test(text[i - 1]!)) i--;
  const floor = Math.floor(i * 0.8);
  const nl = text.lastIndexOf("\n", i);
  if (nl > floor) return nl + 1;
  const sp = text.lastIndexOf(" ", i);
  if (sp > floor) return sp + 1;
  return Math.max(1, i);
}
