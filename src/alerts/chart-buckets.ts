/**
 * The analytics chart's time axis. Days are US Eastern calendar days (the product's one time
 * convention, shown as ET). The window runs from the first relevant post to today, at least
 * 30 days, so every bar the figures count is drawn; a long history is summed by week or month
 * so the chart keeps a readable number of bars.
 */
export type Bucket = "day" | "week" | "month";
export type ChartDay = { date: string; High: number; Medium: number; Low: number };

const DAY_MS = 86_400_000;
const MIN_DAYS = 30;
const MAX_DAILY = 31;
const MAX_WEEKLY = 26;

// en-CA formats as YYYY-MM-DD.
const easternDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Eastern calendar date (YYYY-MM-DD) of a moment. */
export const easternDay = (ms: number) => easternDate.format(ms);

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, n: number) => toDate(toMs(date) + n * DAY_MS);
/** The Monday of a date's week. */
const weekStart = (date: string) => addDays(date, -((new Date(toMs(date)).getUTCDay() + 6) % 7));
const monthStart = (date: string) => `${date.slice(0, 8)}01`;
const nextMonth = (date: string) => {
  const d = new Date(toMs(monthStart(date)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return toDate(d.getTime());
};

/**
 * Sums counts per Eastern day (`counts`: YYYY-MM-DD → impact counts) into the chart's buckets
 * from `first` (the first relevant post's day, or null) to `today`.
 */
export function chartBuckets(counts: Map<string, Omit<ChartDay, "date">>, first: string | null, today: string): { bucket: Bucket; days: ChartDay[] } {
  const earliest = addDays(today, -(MIN_DAYS - 1));
  const from = first && first < earliest ? first : earliest;
  const span = Math.round((toMs(today) - toMs(from)) / DAY_MS) + 1;
  const bucket: Bucket = span <= MAX_DAILY ? "day" : span <= MAX_WEEKLY * 7 ? "week" : "month";
  const start = bucket === "day" ? from : bucket === "week" ? weekStart(from) : monthStart(from);
  const next = (d: string) => (bucket === "day" ? addDays(d, 1) : bucket === "week" ? addDays(d, 7) : nextMonth(d));
  const days: ChartDay[] = [];
  for (let d = start; d <= today; d = next(d)) days.push({ date: d, High: 0, Medium: 0, Low: 0 });
  const keyOf = (d: string) => (bucket === "day" ? d : bucket === "week" ? weekStart(d) : monthStart(d));
  const byDate = new Map(days.map((d) => [d.date, d]));
  for (const [date, c] of counts) {
    const d = byDate.get(keyOf(date));
    if (!d) continue;
    d.High += c.High;
    d.Medium += c.Medium;
    d.Low += c.Low;
  }
  return { bucket, days };
}
