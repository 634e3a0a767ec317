/*
 * One time convention everywhere (web and Telegram): US Eastern, with its zone, e.g.
 * "Jul 7, 2025, 12:08 PM ET". The markets the alerts are about keep Eastern time.
 */
const ZONE = "America/New_York";
const dateTime = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, dateStyle: "long" });

// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same everywhere.
const plain = (s: string) => s.replace(/\u202f/g, " ");

type When = number | string | Date;

/** "Jul 7, 2025, 12:08 PM ET" */
export const easternDateTime = (t: When) => `${plain(dateTime.format(new Date(t)))} ET`;
/** "July 7, 2025" (the Eastern date; a day needs no clock or zone) */
export const easternDate = (t: When) => dateOnly.format(new Date(t));
