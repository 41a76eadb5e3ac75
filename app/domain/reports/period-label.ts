// A report period as the seller reads it, in the page's language: "November 2026" for a month,
// "Oct–Dec 2026" for a quarter (with its financial-year name beside it, "Q3 of financial year 2026–27").
import * as m from "~/i18n/messages";
import { formatMonth, formatShortMonth } from "~/utils/dates";
import { addDays, financialQuarterOf, financialYearLabel, type ReportPeriod } from "./period";

export function periodLabel(period: ReportPeriod): string {
  if (period.kind === "month") return formatMonth(period.from);
  const last = addDays(period.until, -1);
  return `${formatShortMonth(period.from)}–${formatShortMonth(last)} ${last.slice(0, 4)}`;
}

/** A quarter's name in the financial year ("Q3 of financial year 2026–27"); nothing for a month. */
export function periodNote(period: ReportPeriod): string | null {
  if (period.kind === "month") return null;
  const { fyStart, q } = financialQuarterOf(period.from);
  return m.dash_reports_fy_quarter({ q: String(q), fy: financialYearLabel(fyStart) });
}
