// Dates as Haat shows them: Indian Standard Time, whatever the time zone of the server or browser
// (the server renders in UTC, a browser anywhere; both must print the same day and time).
const IST = "Asia/Kolkata";
const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: IST });
const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: IST });
const DAY_MONTH = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: IST });
const LONG_DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: IST });
/** Midnight in India of a calendar day "2025-03-05". */
export const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const IST_DAY = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: IST });
/** The calendar day in India of a moment, as "2025-03-05" (what an <input type="date"> holds). */
export const istDay = (d: Date) => IST_DAY.format(d);

/** "5 Mar 2025" */
export const formatDate = (d: string | Date) => DATE.format(new Date(d));
/** "5 Mar 2025, 9:05 pm" */
export const formatDateTime = (d: string | Date) => DATE_TIME.format(new Date(d));
/** An IST calendar day "2025-03-05" (as the database groups them) as "5 Mar". */
export const formatDay = (day: string) => DAY_MONTH.format(istMidnight(day));
/** A calendar day "2025-09-12" (a blog post's date) as "12 September 2025". */
export const formatLongDay = (day: string) => LONG_DAY.format(istMidnight(day));
