import { desc, eq, lte } from "drizzle-orm";
import { Composer } from "grammy";
import type { alerts, analyses, posts } from "../../db/schema/posts.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { formatEt } from "../../time.ts";
import { escapeHtml, IMPACT_BADGE, NOT_ADVICE, type Tier, wants, type AlertFilter } from "../../delivery/index.ts";
import { freeDelayText } from "./free-delay.ts";

const SHOWN = 5;
const BATCH = 100;

/**
 * The last 5 alerts this subscriber may see: free users only those older than the free delay,
 * and only what their /alerts choice lets through (the same rule delivery uses).
 */
export async function latestText(deps: BotDeps, tier: Tier, prefs: AlertFilter = { threshold: "All", tariffOnly: false }): Promise<string> {
  const { alerts, analyses, posts } = deps.store.tables;
  const cutoff = tier === "premium" ? Date.now() : Date.now() - Number(deps.settings.get("alerts.freeDelayMinutes")) * 60_000;
  const rows: { alert: typeof alerts.$inferSelect; post: typeof posts.$inferSelect; analysis: typeof analyses.$inferSelect | null }[] = [];
  // Newest first in batches until five pass the filter or the alerts run out.
  for (let offset = 0; rows.length < SHOWN; offset += BATCH) {
    const batch = await deps.store.db
      .select({ alert: alerts, post: posts, analysis: analyses })
      .from(alerts)
      .innerJoin(posts, eq(posts.id, alerts.postId))
      .leftJoin(analyses, eq(analyses.postId, alerts.postId))
      .where(lte(alerts.createdAt, cutoff))
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(BATCH)
      .offset(offset);
    for (const r of batch) if (rows.length < SHOWN && wants(prefs, { impact: r.alert.impact, tariff: r.analysis?.tariff ?? null })) rows.push(r);
    if (batch.length < BATCH) break;
  }
  if (rows.length === 0) return "No alerts yet. I'll message you when a market-moving post appears.";
  const items = rows.map(({ alert, post, analysis }) => {
    const text = post.content.length > 280 ? `${post.content.slice(0, 277)}…` : post.content;
    const link = post.url ? ` · <a href="${escapeHtml(post.url).replaceAll('"', "&quot;")}">Original</a>` : "";
    const summary = analysis?.summary ? `\n<b>Summary:</b> ${escapeHtml(analysis.summary)}` : "";
    return `${IMPACT_BADGE[alert.impact]}\n<i>${escapeHtml(formatEt(post.createdAt))}</i>${link}\n${escapeHtml(text)}${summary}`;
  });
  const note = tier === "free" ? `\n\n<i>Free alerts are ${freeDelayText(deps.settings)} late. /upgrade for instant alerts.</i>` : "";
  // Whole items only, so that no tag is ever cut in half by the 4,096 limit.
  let body = "";
  for (const item of items) if (body.length + item.length < 3600) body += (body ? "\n\n" : "") + item;
  return `<b>📰 Latest alerts</b>\n\n${body}${note}\n\n${NOT_ADVICE}`;
}

export function latestCommands(deps: BotDeps) {
  const c = new Composer<BotContext>();
  const reply = async (ctx: BotContext) => {
    const me = await deps.subscribers.withUser(ctx.from!.id);
    return ctx.reply(await latestText(deps, me?.tier ?? "free", me), { parse_mode: "HTML", link_preview_options: { is_disabled: true } });
  };
  c.command("latest", reply);
  c.callbackQuery("menu:latest", async (ctx) => {
    await ctx.answerCallbackQuery();
    await reply(ctx);
  });
  return c;
}
