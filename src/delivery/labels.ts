import type { Category } from "../analysis/index.ts";
import type { Impact } from "../db/schema/posts.ts";

/**
 * An alert's labels as plain text, for every channel: each renders them its own way (Telegram
 * in bold HTML, Discord and Slack as titles), so a change to one channel's look stays there.
 */
export const IMPACT_LABEL: Record<Impact, { icon: string; text: string }> = {
  High: { icon: "🔴", text: "HIGH IMPACT" },
  Medium: { icon: "🟠", text: "MEDIUM IMPACT" },
  Low: { icon: "🟢", text: "LOW IMPACT" },
  None: { icon: "⚪", text: "No market impact expected" },
};

/** What the post is about (a drug-pricing post is not a tariff alert). */
export const CATEGORY_LABEL: Record<Category, { icon: string; text: string }> = {
  tariff: { icon: "📦", text: "TARIFF" },
  fed: { icon: "🏦", text: "FED & RATES" },
  energy: { icon: "🛢", text: "ENERGY" },
  pharma: { icon: "💊", text: "DRUG PRICING" },
  sanctions: { icon: "🚫", text: "SANCTIONS" },
  company: { icon: "🏢", text: "COMPANY" },
  crypto: { icon: "🪙", text: "CRYPTO" },
  defense: { icon: "🛡", text: "DEFENSE" },
  fiscal: { icon: "🏛", text: "TAXES & BUDGET" },
  housing: { icon: "🏠", text: "HOUSING" },
  markets: { icon: "📈", text: "MARKETS" },
};

/** "🔴 HIGH IMPACT · 📦 TARIFF": an alert's title in plain text. */
export const plainTitle = (impact: Impact, category: Category) => {
  const i = IMPACT_LABEL[impact];
  const c = CATEGORY_LABEL[category] ?? CATEGORY_LABEL.markets;
  return `${i.icon} ${i.text} · ${c.icon} ${c.text}`;
};
