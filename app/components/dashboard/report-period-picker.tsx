// The Reports page's choice of period: links for this/last month and quarter, and two small GET
// forms for any month or a recent quarter. Plain links and forms, so it works without JavaScript.
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { PERIOD_PRESETS, type PeriodPreset, quarterPeriodOf, type ReportPeriod } from "~/domain/reports/period";
import { periodLabel } from "~/domain/reports/period-label";
import * as m from "~/i18n/messages";

const presetLabel = (preset: PeriodPreset) =>
  ({
    "this-month": m.dash_reports_this_month(),
    "last-month": m.dash_reports_last_month(),
    "this-quarter": m.dash_reports_this_quarter(),
    "last-quarter": m.dash_reports_last_quarter(),
  })[preset];

export function ReportPeriodPicker({
  period,
  base,
  quarters,
  thisMonth,
}: {
  period: ReportPeriod;
  /** The Reports page's path. */
  base: string;
  /** The quarters offered, newest first. */
  quarters: ReportPeriod[];
  /** This month's key ("2026-11"), the month field's latest choice. */
  thisMonth: string;
}) {
  return (
    <div className="mb-4 space-y-3">
      <nav aria-label={m.dash_reports_period()} className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => {
          const current = period.preset === preset;
          return (
            <Link
              key={preset}
              to={preset === "this-month" ? base : `${base}?period=${preset}`}
              aria-current={current ? "page" : undefined}
              className={buttonVariants({ variant: current ? "primary" : "secondary", size: "sm" })}
            >
              {presetLabel(preset)}
            </Link>
          );
        })}
      </nav>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Form method="get" action={base} className="flex items-end gap-2">
          <label className="text-sm font-medium text-gray-700">
            {m.dash_reports_month_field()}
            {/* A browser without a month picker shows a text box: "2026-10" is read all the same. */}
            <input
              type="month"
              name="month"
              required
              max={thisMonth}
              defaultValue={period.kind === "month" ? period.key : ""}
              className={`${inputClass} mt-1 w-44`}
            />
          </label>
          <button type="submit" className={buttonVariants({ variant: "secondary", size: "md" })}>
            {m.dash_reports_show()}
          </button>
        </Form>
        <Form method="get" action={base} className="flex items-end gap-2">
          <label className="text-sm font-medium text-gray-700">
            {m.dash_reports_quarter_field()}
            <select name="quarter" defaultValue={quarterPeriodOf(period.from).key} className={`${inputClass} mt-1 w-44`}>
              {quarters.map((q) => (
                <option key={q.key} value={q.key}>
                  {periodLabel(q)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonVariants({ variant: "secondary", size: "md" })}>
            {m.dash_reports_show()}
          </button>
        </Form>
      </div>
    </div>
  );
}
