import type { AlertDisplay, Impact } from "../alerts/types.ts";
import { alertType, type ApiAlert } from "../dashboard/dashboard-api.ts";

/**
 * The real posts of the bundled sample (src/sources/sample/posts.json) the landing's sample cards
 * show until the server has alerts of its own: High, Medium, Low, as the analyzer reads them.
 */
export const LANDING_SAMPLE_IDS = ["trumpstruth:39142", "trumpstruth:39140", "trumpstruth:39106"] as const;

/** A card from a post and the analyzer's reading of it: what a free viewer sees, the post and its summary. */
export function sampleOf(
  post: { id: string; created_at: string; content: string; url: string },
  reading: { impact: string; category: ApiAlert["category"]; summary: string },
): AlertDisplay {
  return {
    type: alertType(reading),
    username: "realDonaldTrump",
    content: post.content,
    analysis: reading.summary,
    timestamp: post.created_at,
    impact: reading.impact as Impact,
    url: post.url,
  };
}
