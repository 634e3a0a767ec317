/**
 * US Eastern wall-clock helpers for the two moments the reaction names by clock: the regular
 * session (9:30 to 16:00 ET, weekdays) and its close. Which days traded is never taken from a
 * calendar: a day without bars in those hours was not a session (a holiday, a weekend).
 */
// Made on first use (see formatEt in src/time.ts).
let parts: Intl.DateTimeFormat | null = null;
const MIN = 60_000;
export const OPEN_MINUTE = 9 * 60 + 30;
export const CLOSE_MINUTE = 16 * 60;

/** The Eastern date (YYYY-MM-DD), minute of the day and weekday of a moment. */
export function eastern(ms: number) {
  parts ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  });
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute), weekday: p.weekday as string };
}

/** The moment a given Eastern date shows a given minute of the day (EDT or EST, whichever applies). */
export function atEastern(date: string, minute: number): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`) + minute * MIN;
  for (const hours of [4, 5]) {
    const t = midnightUtc + hours * 60 * MIN;
    const e = eastern(t);
    if (e.date === date && e.minute === minute) return t;
  }
  return midnightUtc + 5 * 60 * MIN;
}

export function nextDate(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Whether a moment falls in regular US hours on a weekday (holidays aside: they only add index futures). */
export function inRegularHours(ms: number) {
  const e = eastern(ms);
  return e.weekday !== "Sat" && e.weekday !== "Sun" && e.minute >= OPEN_MINUTE && e.minute < CLOSE_MINUTE;
}
