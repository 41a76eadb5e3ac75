// The period a GST return download is for, from its URL: a month (?month=2026-10, a GSTR-1 for a
// monthly filer) or a quarter of the financial year (?quarter=2026-Q3: Q1 = Apr–Jun … Q4 = Jan–Mar of
// the next year; a quarterly GSTR-1 or CMP-08). Unlike the Reports page, which falls back to this
// month, a download for a period it cannot read is refused: a return for the wrong month is worse than
// none. Pure; the same names and days as the Reports page's periods, so the two can become one.
import * as m from "~/i18n/messages";

export interface ReturnPeriod {
  kind: "month" | "quarter";
  /** "2026-10" or "2026-Q3", as in the URL. */
  key: string;
  /** The first day in India, "2026-10-01". */
  from: string;
  /** The day after the last ("2026-11-01"). */
  until: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
/** Years a shop on Haat can have documents in (GST began in 2017). */
const FIRST_YEAR = 2017;
const LAST_YEAR = 2100;

/** The first day of month `month` (1-based, may run past 12) of `year`. */
function firstDay(year: number, month: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const mo = ((month - 1) % 12) + 1;
  return `${y}-${String(mo).padStart(2, "0")}-01`;
}

function span(kind: ReturnPeriod["kind"], key: string, year: number, firstMonth: number, months: number): ReturnPeriod {
  return { kind, key, from: firstDay(year, firstMonth), until: firstDay(year, firstMonth + months) };
}

export function parseReturnPeriod(params: URLSearchParams): { period: ReturnPeriod } | { error: string } {
  const month = params.get("month")?.trim();
  const quarter = params.get("quarter")?.trim().toUpperCase();
  const monthMatch = month ? MONTH.exec(month) : null;
  const quarterMatch = quarter ? QUARTER.exec(quarter) : null;
  const year = Number((monthMatch ?? quarterMatch)?.[1]);
  if ((!monthMatch && !quarterMatch) || year < FIRST_YEAR || year > LAST_YEAR) return { error: m.dash_gst_bad_period() };
  if (monthMatch) return { period: span("month", monthMatch[0], year, Number(monthMatch[2]), 1) };
  const q = Number(quarterMatch?.[2]);
  return { period: span("quarter", `${year}-Q${q}`, year, 4 + (q - 1) * 3, 3) };
}
