// Dates as Haat shows them: Indian Standard Time, whatever the time zone of the server or browser
// (the server renders in UTC, a browser anywhere; both must print the same day and time).
// Month names follow the page's language (en-IN, hi-IN); digits stay Latin 0-9 in every language,
// like the prices (docs/decisions/0086-i18n-paraglide.md).
import { getLocale } from "~/i18n/m";

const IST = "Asia/Kolkata";
const TAGS: Record<string, string> = { en: "en-IN", hi: "hi-IN" };

const STYLES = {
  date: { day: "numeric", month: "short", year: "numeric" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  dayMonth: { day: "numeric", month: "short" },
  longDay: { day: "numeric", month: "long", year: "numeric" },
  month: { month: "long", year: "numeric" },
  shortMonth: { month: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Intl formatters are slow to build: one per language and style, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES): Intl.DateTimeFormat {
  const tag = TAGS[getLocale()] ?? "en-IN";
  const key = `${tag} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, { ...STYLES[style], timeZone: IST, numberingSystem: "latn" });
    formatters.set(key, found);
  }
  return found;
}

/** Midnight in India of a calendar day "2025-03-05". */
export const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const IST_DAY = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: IST });
/** The calendar day in India of a moment, as "2025-03-05" (what an <input type="date"> holds). */
export const istDay = (d: Date) => IST_DAY.format(d);

/** A calendar day "2025-03-05" as Indian documents print it: "05-03-2025". */
export const dayMonthYear = (day: string) => day.split("-").reverse().join("-");

/** "5 Mar 2025" (Hindi: "5 मार्च 2025") */
export const formatDate = (d: string | Date) => formatter("date").format(new Date(d));
/** "5 Mar 2025, 9:05 pm" */
export const formatDateTime = (d: string | Date) => formatter("dateTime").format(new Date(d));
/** An IST calendar day "2025-03-05" (as the database groups them) as "5 Mar". */
export const formatDay = (day: string) => formatter("dayMonth").format(istMidnight(day));
/** A calendar day "2025-09-12" (a blog post's date) as "12 September 2025". */
export const formatLongDay = (day: string) => formatter("longDay").format(istMidnight(day));
/** The month of a calendar day "2026-11-05" as "November 2026" (Hindi: "नवंबर 2026"). */
export const formatMonth = (day: string) => formatter("month").format(istMidnight(day));
/** The month of a calendar day "2026-11-05" as "Nov" (Hindi: "नव॰"). */
export const formatShortMonth = (day: string) => formatter("shortMonth").format(istMidnight(day));
