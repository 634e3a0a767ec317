/**
 * "High · 83%": an alert's impact with its calibrated confidence, as every surface shows it
 * (Telegram, Discord, Slack, the dashboard, the Mini App). The impact alone when no confidence is
 * known (a language model's answer, or an analysis made before the score). Pure: the web imports it.
 */
export function impactLabel(impact: string, confidence: number | null | undefined): string {
  return typeof confidence === "number" && Number.isFinite(confidence) ? `${impact} · ${Math.round(confidence * 100)}%` : impact;
}

/** " · High · 83%" after an alert's badges, when its confidence is known; nothing otherwise. */
export const confidenceSuffix = (impact: string, confidence: number | null | undefined) => (confidence == null ? "" : ` · ${impactLabel(impact, confidence)}`);
