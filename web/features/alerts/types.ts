export type Impact = "High" | "Medium" | "Low";

/** Spec §3 "Alert display": what an alert card shows, whether sample or from the API. */
export type AlertDisplay = {
  /** Kind of alert, e.g. "Tariff Alert". */
  type: string;
  /** Author handle without the @. */
  username: string;
  content: string;
  analysis: string;
  /** ISO 8601. */
  timestamp: string;
  impact: Impact;
  /** The calibrated probability of the impact (0–1), shown as "High · 83%"; absent on samples. */
  confidence?: number | null;
  /** Link to the original post, when known. */
  url?: string;
};
