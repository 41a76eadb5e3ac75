// The Reports page's periods: which calendar days (in India) a report covers, read from the URL, and
// the period of equal length just before it that the chart compares with. Pure calendar arithmetic
// on IST days "2026-10-01"; the queries turn a day into IST midnight (istMidnight).
//
// The URL names a period in one of three ways (the first that reads wins; anything else is this month):
//   ?month=2026-10      a calendar month
//   ?quarter=2026-Q3    a quarter of an Indian financial year, named by the year the financial year
//                       starts in and the quarter's number within it: Q1 = Apr–Jun, Q2 = Jul–Sep,
//                       Q3 = Oct–Dec (all of that year), Q4 = Jan–Mar of the next year. So 2026-Q3 is
//                       Oct–Dec 2026 and 2026-Q4 is Jan–Mar 2027: the numbering GST returns and
//                       accountants use (FY 2026–27).
//   ?period=this-month | last-month | this-quarter | last-quarter

import { istDay } from "~/utils/dates";

export const PERIOD_PRESETS = ["this-month", "last-month", "this-quarter", "last-quarter"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface ReportPeriod {
  kind: "month" | "quarter";
  /** The period's name in the URL: "2026-10" (?month=) or "2026-Q3" (?quarter=). */
  key: string;
  /** Its first day in India, "2026-10-01". */
  from: string;
  /** The day after its last ("2027-01-01"): days run from `from` up to, not including, `until`. */
  until: string;
  /** The preset it was asked for by, if any (the picker marks it as chosen). */
  preset: PeriodPreset | null;
}

/** A stretch of days, `from` up to but not including `until`. */
export interface DayRange {
  from: string;
  until: string;
}

/** Financial years this far back or ahead are refused as nonsense (and keep dates four-digit). */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (year: number, month: number, day = 1) => {
  // Date.UTC rolls months over (month 13 → January next year); UTC so no time zone shifts the day.
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const parts = (day: string) => day.split("-").map(Number) as [number, number, number];

/** The day `n` days after (before, if negative) `day`. */
export function addDays(day: string, n: number): string {
  const [y, mo, d] = parts(day);
  return dayOf(y, mo, d + n);
}

/** How many days a range holds. */
export function dayCount({ from, until }: DayRange): number {
  const [fy, fm, fd] = parts(from);
  const [uy, um, ud] = parts(until);
  return Math.round((Date.UTC(uy, um - 1, ud) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** Each day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: dayCount(range) }, (_, i) => addDays(range.from, i));
}

/** The calendar month `month` (1–12) of `year`. */
export function monthPeriod(year: number, month: number, preset: PeriodPreset | null = null): ReportPeriod {
  return { kind: "month", key: `${year}-${pad(month)}`, from: dayOf(year, month), until: dayOf(year, month + 1), preset };
}

/** Quarter `q` (1–4) of the financial year that starts in April of `fyStart`. */
export function quarterPeriod(fyStart: number, q: number, preset: PeriodPreset | null = null): ReportPeriod {
  const firstMonth = 4 + (q - 1) * 3; // 4, 7, 10, 13 (= January of the next year)
  return {
    kind: "quarter",
    key: `${fyStart}-Q${q}`,
    from: dayOf(fyStart, firstMonth),
    until: dayOf(fyStart, firstMonth + 3),
    preset,
  };
}

/** The financial year (by the year it starts in) and quarter that a day falls in. */
export function financialQuarterOf(day: string): { fyStart: number; q: number } {
  const [y, mo] = parts(day);
  // Months since the April that starts the financial year: April → 0 … March → 11.
  const sinceApril = (mo + 8) % 12;
  return { fyStart: mo >= 4 ? y : y - 1, q: Math.floor(sinceApril / 3) + 1 };
}

/** The financial-year quarter a day falls in. */
export function quarterPeriodOf(day: string): ReportPeriod {
  const { fyStart, q } = financialQuarterOf(day);
  return quarterPeriod(fyStart, q);
}

/** "FY 2026–27"'s two years as written: "2026–27". */
export function financialYearLabel(fyStart: number): string {
  return `${fyStart}–${pad((fyStart + 1) % 100)}`;
}

function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const [y, mo] = parts(today);
  switch (preset) {
    case "this-month":
      return monthPeriod(y, mo, preset);
    case "last-month":
      return mo === 1 ? monthPeriod(y - 1, 12, preset) : monthPeriod(y, mo - 1, preset);
    case "this-quarter":
      return { ...quarterPeriodOf(today), preset };
    case "last-quarter":
      // The day before this quarter's first is in the last one.
      return { ...quarterPeriodOf(addDays(quarterPeriodOf(today).from, -1)), preset };
  }
}

const inRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

function readMonth(value: string | null): ReportPeriod | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value?.trim() ?? "");
  return match && inRange(Number(match[1])) ? monthPeriod(Number(match[1]), Number(match[2])) : null;
}

function readQuarter(value: string | null): ReportPeriod | null {
  const match = /^(\d{4})-Q([1-4])$/i.exec(value?.trim() ?? "");
  return match && inRange(Number(match[1])) ? quarterPeriod(Number(match[1]), Number(match[2])) : null;
}

const isPreset = (value: string | null): value is PeriodPreset => (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The period a Reports URL asks for, `today` being the IST day now. Never throws: a missing, malformed
 * or out-of-range parameter falls through to the next, and at the end to this month.
 */
export function parsePeriod(params: URLSearchParams, today: string = istDay(new Date())): ReportPeriod {
  const preset = params.get("period");
  return (
    readMonth(params.get("month")) ?? readQuarter(params.get("quarter")) ?? presetPeriod(isPreset(preset) ? preset : "this-month", today)
  );
}

/** The period's own URL query (a month or quarter by name, so a link keeps meaning the same days). */
export function periodSearch(period: ReportPeriod): string {
  return period.kind === "month" ? `?month=${period.key}` : `?quarter=${period.key}`;
}

/** The days just before a period, as many as it has: what its chart is compared with. */
export function previousRange(period: DayRange): DayRange {
  return { from: addDays(period.from, -dayCount(period)), until: period.from };
}

/** The last `count` quarters up to the one holding `today`, newest first (the quarter picker's choices). */
export function recentQuarters(today: string, count: number): ReportPeriod[] {
  const out = [quarterPeriodOf(today)];
  while (out.length < count) out.push(quarterPeriodOf(addDays(out[out.length - 1]?.from ?? today, -1)));
  return out;
}

/** One day of the chart: this period's sales (null for a day still to come) and the matching earlier day's. */
export interface SeriesDay {
  day: string;
  paise: number | null;
  previousDay: string;
  previousPaise: number;
}

/**
 * The period's days, each with its sales and the sales of the day as far into the previous range, from
 * the per-day sums the database gives (days without sales are missing there and are 0 here).
 */
export function dailySeries(period: DayRange, sums: ReadonlyArray<{ day: string; paise: number }>, today: string): SeriesDay[] {
  const byDay = new Map(sums.map((s) => [s.day, s.paise]));
  const previous = previousRange(period);
  return daysOf(period).map((day, i) => {
    const previousDay = addDays(previous.from, i);
    return {
      day,
      paise: day > today ? null : (byDay.get(day) ?? 0),
      previousDay,
      previousPaise: byDay.get(previousDay) ?? 0,
    };
  });
}
