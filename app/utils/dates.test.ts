import { describe, expect, it } from "vitest";
import { withLocale } from "~/i18n/locale.server";
import { dayMonthYear, formatDate, formatDateTime, formatDay, formatLongDay } from "~/utils/dates";

// 20:00 UTC on 4 March is 01:30 on 5 March in India: the Indian day is the one shown, whatever
// the machine's own time zone.
const lateUtc = "2025-03-04T20:00:00Z";

describe("IST dates", () => {
  it("formatDate shows the day in India", () => {
    expect(formatDate(lateUtc)).toBe("5 Mar 2025");
    expect(formatDate(new Date(lateUtc))).toBe("5 Mar 2025");
  });

  it("formatDateTime shows the day and time in India", () => {
    expect(formatDateTime(lateUtc)).toMatch(/^5 Mar 2025, 1:30\s?am$/i);
  });

  it("calendar days print as themselves", () => {
    expect(formatDay("2025-03-05")).toBe("5 Mar");
    expect(formatLongDay("2025-09-12")).toBe("12 September 2025");
    expect(formatLongDay("2025-01-01")).toBe("1 January 2025");
    expect(dayMonthYear("2026-04-01")).toBe("01-04-2026");
  });
});

describe("dates in Hindi", () => {
  it("take Hindi month names and keep Latin digits", () => {
    withLocale("hi", () => {
      expect(formatDate(lateUtc)).toBe("5 मार्च 2025");
      expect(formatDateTime(lateUtc)).toMatch(/^5 मार्च 2025, 1:30/);
      expect(formatDay("2025-03-05")).toBe("5 मार्च");
      expect(formatLongDay("2025-09-12")).toBe("12 सितंबर 2025");
      // No Devanagari digits (०-९) anywhere: numbers stay 0-9 like the prices.
      for (const text of [formatDate(lateUtc), formatDateTime(lateUtc), formatLongDay("2025-12-31")])
        expect(text).not.toMatch(/[\u0966-\u096f]/);
    });
    // Outside the Hindi request, English again.
    expect(formatDate(lateUtc)).toBe("5 Mar 2025");
  });
});
