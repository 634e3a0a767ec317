/**
 * The one way Squawk writes a time for people: US Eastern, where the posts and the markets are,
 * with its zone, e.g. "Jul 7, 2025, 12:08 PM ET". The web client keeps the same function in
 * web/lib (a separate bundle); change both together.
 */
// Made on first use, like the other Eastern formatters: the process's first formatter with a
// time zone loads ICU's zone data (10-30 ms), which start-up does not need.
let et: Intl.DateTimeFormat | null = null;

export const formatEt = (ms: number) =>
  `${((et ??= new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }))).format(ms)} ET`;

/** A duration in minutes as a person says it: "1 minute", "15 minutes", "30 seconds", "1.5 minutes". */
export function formatMinutes(minutes: number) {
  if (minutes > 0 && minutes < 1) {
    const s = Math.round(minutes * 60);
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.round(minutes * 10) / 10;
  return `${m} minute${m === 1 ? "" : "s"}`;
}
