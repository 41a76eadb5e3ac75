import { describe, expect, it } from "vitest";
import {
  dailySeries,
  dayCount,
  financialQuarterOf,
  financialYearLabel,
  monthPeriod,
  parsePeriod,
  periodSearch,
  previousRange,
  quarterPeriod,
  recentQuarters,
} from "./period";

const parse = (query: string, today = "2026-11-29") => parsePeriod(new URLSearchParams(query), today);
const days = (p: { from: string; until: string }) => [p.from, p.until, dayCount(p)];

describe("parsePeriod", () => {
  it("is this month when nothing is asked", () => {
    expect(parse("")).toEqual({ kind: "month", key: "2026-11", from: "2026-11-01", until: "2026-12-01", preset: "this-month" });
  });

  it("reads each preset, across a year's end", () => {
    expect(days(parse("period=last-month"))).toEqual(["2026-10-01", "2026-11-01", 31]);
    expect(days(parse("period=last-month", "2027-01-01"))).toEqual(["2026-12-01", "2027-01-01", 31]);
    expect(days(parse("period=this-quarter"))).toEqual(["2026-10-01", "2027-01-01", 92]);
    expect(parse("period=this-quarter").key).toBe("2026-Q3");
    expect(days(parse("period=last-quarter"))).toEqual(["2026-07-01", "2026-10-01", 92]);
  });

  it("puts January to March in the previous financial year's fourth quarter", () => {
    expect(parse("period=this-quarter", "2027-02-10").key).toBe("2026-Q4");
    expect(days(parse("period=this-quarter", "2027-02-10"))).toEqual(["2027-01-01", "2027-04-01", 90]);
    expect(parse("period=last-quarter", "2027-04-01").key).toBe("2026-Q4");
    // The first quarter's previous is the last quarter of the financial year before.
    expect(parse("period=last-quarter", "2026-05-15")).toMatchObject({ key: "2025-Q4", from: "2026-01-01", until: "2026-04-01" });
  });

  it("reads a month and a financial-year quarter by name", () => {
    expect(parse("month=2026-10")).toMatchObject({ kind: "month", from: "2026-10-01", until: "2026-11-01", preset: null });
    expect(parse("quarter=2026-Q1")).toMatchObject({ from: "2026-04-01", until: "2026-07-01" });
    expect(parse("quarter=2026-Q2")).toMatchObject({ from: "2026-07-01", until: "2026-10-01" });
    expect(parse("quarter=2026-Q3")).toMatchObject({ from: "2026-10-01", until: "2027-01-01" });
    expect(parse("quarter=2026-q4")).toMatchObject({ key: "2026-Q4", from: "2027-01-01", until: "2027-04-01" });
  });

  it("prefers a month to a quarter to a preset", () => {
    expect(parse("period=last-quarter&quarter=2025-Q2&month=2026-03").key).toBe("2026-03");
    expect(parse("period=last-month&quarter=2025-Q2").key).toBe("2025-Q2");
  });

  it("falls back to this month for anything malformed or out of range", () => {
    for (const q of [
      "month=2026-13",
      "month=2026-1",
      "month=26-10",
      "month=1999-12",
      "month=2101-01",
      "month=",
      "quarter=2026-Q5",
      "quarter=2026-Q0",
      "quarter=Q3-2026",
      "period=next-month",
      "period=",
      "month=%00&quarter=' or 1=1",
    ]) {
      expect(parse(q), q).toMatchObject({ key: "2026-11", preset: "this-month" });
    }
    // A bad month still lets a good quarter through.
    expect(parse("month=garbage&quarter=2026-Q2").key).toBe("2026-Q2");
  });

  it("round-trips through its own URL", () => {
    for (const p of [monthPeriod(2028, 2), quarterPeriod(2026, 4)]) {
      expect(parse(periodSearch(p).slice(1))).toEqual(p);
    }
  });
});

describe("month and quarter lengths", () => {
  it("knows February in leap years and not", () => {
    expect(dayCount(monthPeriod(2028, 2))).toBe(29);
    expect(dayCount(monthPeriod(2027, 2))).toBe(28);
    expect(dayCount(monthPeriod(2100, 2))).toBe(28); // a century that is not a leap year
    expect(dayCount(monthPeriod(2000, 2))).toBe(29);
    expect(dayCount(quarterPeriod(2027, 4))).toBe(91); // Jan–Mar 2028
    expect(dayCount(quarterPeriod(2026, 4))).toBe(90); // Jan–Mar 2027
  });
});

describe("previousRange", () => {
  it("is the same number of days just before", () => {
    expect(previousRange(monthPeriod(2026, 11))).toEqual({ from: "2026-10-02", until: "2026-11-01" });
    expect(previousRange(monthPeriod(2026, 10))).toEqual({ from: "2026-08-31", until: "2026-10-01" });
    expect(previousRange(quarterPeriod(2026, 3))).toEqual({ from: "2026-07-01", until: "2026-10-01" });
    expect(previousRange(quarterPeriod(2026, 4))).toEqual({ from: "2026-10-03", until: "2027-01-01" });
  });

  it("counts 29 February in a leap year", () => {
    expect(previousRange(monthPeriod(2028, 3))).toEqual({ from: "2028-01-30", until: "2028-03-01" });
    expect(previousRange(monthPeriod(2027, 3))).toEqual({ from: "2027-01-29", until: "2027-03-01" });
    expect(previousRange(monthPeriod(2028, 2))).toEqual({ from: "2028-01-03", until: "2028-02-01" });
  });

  it("crosses a year's end", () => {
    expect(previousRange(monthPeriod(2027, 1))).toEqual({ from: "2026-12-01", until: "2027-01-01" });
  });
});

describe("financial quarters", () => {
  it("names the quarter a day falls in", () => {
    expect(financialQuarterOf("2026-03-31")).toEqual({ fyStart: 2025, q: 4 });
    expect(financialQuarterOf("2026-04-01")).toEqual({ fyStart: 2026, q: 1 });
    expect(financialQuarterOf("2026-09-30")).toEqual({ fyStart: 2026, q: 2 });
    expect(financialQuarterOf("2026-12-31")).toEqual({ fyStart: 2026, q: 3 });
    expect(financialQuarterOf("2027-01-01")).toEqual({ fyStart: 2026, q: 4 });
  });

  it("writes the financial year with its two years", () => {
    expect(financialYearLabel(2026)).toBe("2026–27");
    expect(financialYearLabel(2099)).toBe("2099–00");
  });

  it("lists recent quarters newest first, across financial years", () => {
    expect(recentQuarters("2026-05-01", 3).map((p) => p.key)).toEqual(["2026-Q1", "2025-Q4", "2025-Q3"]);
  });
});

describe("dailySeries", () => {
  const november = monthPeriod(2026, 11);
  const sums = [
    { day: "2026-11-01", paise: 500 },
    { day: "2026-11-29", paise: 700 },
    { day: "2026-10-02", paise: 300 }, // the previous range's first day
    { day: "2026-10-31", paise: 900 },
  ];

  it("has every day of the period, matched with the day as far into the previous range", () => {
    const series = dailySeries(november, sums, "2026-11-29");
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-11-01", paise: 500, previousDay: "2026-10-02", previousPaise: 300 });
    expect(series[1]).toEqual({ day: "2026-11-02", paise: 0, previousDay: "2026-10-03", previousPaise: 0 });
    expect(series[28]).toEqual({ day: "2026-11-29", paise: 700, previousDay: "2026-10-30", previousPaise: 0 });
    expect(series[29]).toEqual({ day: "2026-11-30", paise: null, previousDay: "2026-10-31", previousPaise: 900 });
  });

  it("shows a past period in full", () => {
    expect(dailySeries(monthPeriod(2026, 10), sums, "2026-11-29").every((d) => d.paise !== null)).toBe(true);
  });
});
