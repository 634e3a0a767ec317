/**
 * The analytics chart's time axis. Days are US Eastern calendar days (the product's one time
 * convention, shown as ET). The window spans the data: from the first relevant post's day to
 * the last's, at least MIN_DAYS ending on the last (a lone post is not one fat bar), and the
 * MIN_DAYS ending today when there is none. Three weeks of posts from June are three weeks of
 * bars, not half a year of empty weeks up to today; a long history is summed by week or month
 * so the chart keeps a readable number of bars.
 */
export type Bucket = "day" | "week" | "month";
export type ChartDay = { date: string; High: number; Medium: number; Low: number };

const DAY_MS = 86_400_000;
const MIN_DAYS = 14;
const MAX_DAILY = 31;
const MAX_WEEKLY = 26;

// en-CA formats as YYYY-MM-DD. Made on first use (see formatEt).
let easternDate: Intl.DateTimeFormat | null = null;

/** The Eastern calendar date (YYYY-MM-DD) of a moment. */
export const easternDay = (ms: number) =>
  (easternDate ??= new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" })).format(ms);

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

/** Sums counts per Eastern day (`counts`: YYYY-MM-DD → impact counts) into the chart's buckets. */
export function chartBuckets(counts: Map<string, Omit<ChartDay, "date">>, today: string): { bucket: Bucket; days: ChartDay[] } {
  // YYYY-MM-DD sorts as it reads.
  const relevant = [...counts]
    .filter(([, c]) => c.High + c.Medium + c.Low > 0)
    .map(([date]) => date)
    .sort();
  const first = relevant[0] ?? today;
  const last = relevant.at(-1) ?? today;
  const from = [first, addDays(last, -(MIN_DAYS - 1))].sort()[0]!;
  const span = Math.round((toMs(last) - toMs(from)) / DAY_MS) + 1;
  const bucket: Bucket = span <= MAX_DAILY ? "day" : span <= MAX_WEEKLY * 7 ? "week" : "month";
  const start = bucket === "day" ? from : bucket === "week" ? weekStart(from) : monthStart(from);
  const next = (d: string) => (bucket === "day" ? addDays(d, 1) : bucket === "week" ? addDays(d, 7) : nextMonth(d));
  const days: ChartDay[] = [];
  for (let d = start; d <= last; d = next(d)) days.push({ date: d, High: 0, Medium: 0, Low: 0 });
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
