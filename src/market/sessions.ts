/**
 * US Eastern wall-clock helpers and the NYSE calendar: which days have a regular session, and
 * when it closes (16:00 ET, 13:00 ET on half days). No npm package keeps NYSE's own calendar
 * (the holiday libraries know public holidays, not exchange closures such as Good Friday or a
 * national day of mourning), so the table below is copied from NYSE's published "Holidays and
 * Trading Hours" (nyse.com/markets/hours-calendars) for 2024 to 2027; sessions.test.ts fails
 * once fewer than 90 days of it are left, so it is extended before it runs out. Past its end,
 * every weekday counts as a full session.
 */
// Made on first use (see formatEt in src/time.ts).
let parts: Intl.DateTimeFormat | null = null;
const MIN = 60_000;
export const OPEN_MINUTE = 9 * 60 + 30;
export const CLOSE_MINUTE = 16 * 60;
export const HALF_DAY_CLOSE_MINUTE = 13 * 60;
/** After-hours trading ends at 20:00 ET (17:00 ET after a 13:00 close). */
export const POST_MARKET_MINUTES = 4 * 60;

export const CALENDAR_FIRST_YEAR = 2024;
export const CALENDAR_LAST_YEAR = 2027;
const HOLIDAYS = new Set([
  ...["2024-01-01", "2024-01-15", "2024-02-19", "2024-03-29", "2024-05-27", "2024-06-19", "2024-07-04", "2024-09-02", "2024-11-28", "2024-12-25"],
  // 2025-01-09: the national day of mourning for President Carter.
  ...["2025-01-01", "2025-01-09", "2025-01-20", "2025-02-17", "2025-04-18", "2025-05-26", "2025-06-19", "2025-07-04", "2025-09-01", "2025-11-27", "2025-12-25"],
  ...["2026-01-01", "2026-01-19", "2026-02-16", "2026-04-03", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07", "2026-11-26", "2026-12-25"],
  ...["2027-01-01", "2027-01-18", "2027-02-15", "2027-03-26", "2027-05-31", "2027-06-18", "2027-07-05", "2027-09-06", "2027-11-25", "2027-12-24"],
]);
/** Early closes at 13:00 ET. */
const HALF_DAYS = new Set(["2024-07-03", "2024-11-29", "2024-12-24", "2025-07-03", "2025-11-28", "2025-12-24", "2026-11-27", "2026-12-24", "2027-11-26"]);

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

export interface Session {
  date: string;
  open: number;
  close: number;
  /** When after-hours trading ends (four hours after the close). */
  postEnd: number;
  halfDay: boolean;
}

/** The regular session on an Eastern date, or null on a weekend or an NYSE holiday. */
export function sessionOn(date: string): Session | null {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6 || HOLIDAYS.has(date)) return null;
  const halfDay = HALF_DAYS.has(date);
  const close = atEastern(date, halfDay ? HALF_DAY_CLOSE_MINUTE : CLOSE_MINUTE);
  return { date, open: atEastern(date, OPEN_MINUTE), close, postEnd: close + POST_MARKET_MINUTES * MIN, halfDay };
}

/** The first regular session that closes after `ms` (the same day's when its close is still ahead). */
export function sessionClosingAfter(ms: number): Session {
  for (let date = eastern(ms).date; ; date = nextDate(date)) {
    const s = sessionOn(date);
    if (s && s.close > ms) return s;
  }
}

/** The last regular session that closed at or before `ms` (the day a daily bar before `ms` belongs to). */
export function sessionClosedBy(ms: number): Session {
  for (let date = eastern(ms).date; ; date = previousDate(date)) {
    const s = sessionOn(date);
    if (s && s.close <= ms) return s;
  }
}

function previousDate(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The first regular session that opens at or after `ms`. */
export function sessionOpeningAfter(ms: number): Session {
  for (let date = eastern(ms).date; ; date = nextDate(date)) {
    const s = sessionOn(date);
    if (s && s.open >= ms) return s;
  }
}

/** Whether a moment falls in NYSE's regular hours (holidays and half days included). */
export function inRegularHours(ms: number) {
  const s = sessionOn(eastern(ms).date);
  return s !== null && ms >= s.open && ms < s.close;
}
