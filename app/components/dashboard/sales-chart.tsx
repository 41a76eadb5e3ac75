// The Reports page's daily sales: a bar per day of the period, and a line for the equally long
// stretch before it. Hand-drawn SVG, no chart library. The plot stretches to any width (its
// viewBox is one unit per day, drawn with preserveAspectRatio="none" and strokes that do not
// scale), so at 390 px a quarter's 92 bars compress instead of scrolling; the axis labels are HTML
// placed in percent, few enough never to overlap. The SVG is one image to a screen reader, named
// by a summary; the same numbers are a real table in a "Show as table" disclosure under it.
import type { SeriesDay } from "~/domain/reports/period";
import * as m from "~/i18n/messages";
import { formatDay } from "~/utils/dates";
import { formatPaise, formatWholeRupees } from "~/utils/money";

/** The smallest of 1, 2, 2.5, 5 × a power of ten (whole rupees) at or above `paise`: the axis top. */
export function axisTop(paise: number): number {
  const rupees = Math.max(1, Math.ceil(paise / 100));
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= rupees) ?? 10;
  return Math.round(step * power * 100);
}

/** Which days get a label under the axis: the 1st of each month of a long period, else every 7th day. */
function labelledDays(days: SeriesDay[]): number[] {
  const monthStarts = days.flatMap((d, i) => (d.day.endsWith("-01") ? [i] : []));
  if (days.length > 45) return monthStarts;
  return days.flatMap((_, i) => (i % 7 === 0 ? [i] : []));
}

const HEIGHT = 100;

export function SalesChart({ days, periodLabel }: { days: SeriesDay[]; periodLabel: string }) {
  const n = days.length;
  const first = days[0];
  const last = days[n - 1];
  if (!first || !last) return null;
  const total = days.reduce((s, d) => s + (d.paise ?? 0), 0);
  const previousTotal = days.reduce((s, d) => s + d.previousPaise, 0);
  const best = days.reduce((a, d) => ((d.paise ?? 0) > (a.paise ?? 0) ? d : a), first);
  const top = axisTop(Math.max(...days.map((d) => Math.max(d.paise ?? 0, d.previousPaise))));
  const y = (paise: number) => HEIGHT - (paise / top) * HEIGHT;
  const previousLegend = m.dash_reports_chart_previous({ days: n, from: formatDay(first.previousDay), to: formatDay(last.previousDay) });
  const summary = m.dash_reports_chart_summary({
    period: periodLabel,
    total: formatPaise(total),
    best: formatPaise(best.paise ?? 0),
    day: formatDay(best.day),
    days: n,
    previous: formatPaise(previousTotal),
  });
  return (
    <figure>
      <div className="flex gap-2">
        {/* The scale: the top, half way and nothing. */}
        <div aria-hidden="true" className="relative h-48 w-16 shrink-0 text-right text-xs tabular-nums text-gray-500">
          <span className="absolute right-0 top-0 -translate-y-1/2">{formatWholeRupees(top)}</span>
          <span className="absolute right-0 top-1/2 -translate-y-1/2">{formatWholeRupees(top / 2)}</span>
          <span className="absolute bottom-0 right-0 translate-y-1/2">{formatWholeRupees(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${n} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-48 w-full overflow-visible"
          >
            {[0, HEIGHT / 2, HEIGHT].map((gy) => (
              <line key={gy} x1={0} x2={n} y1={gy} y2={gy} className="stroke-gray-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
            ))}
            {days.map((d, i) =>
              d.paise ? (
                <rect key={d.day} x={i + 0.15} width={0.7} y={y(d.paise)} height={HEIGHT - y(d.paise)} className="fill-brand-600">
                  <title>{`${formatDay(d.day)}: ${formatPaise(d.paise)}`}</title>
                </rect>
              ) : null,
            )}
            <polyline
              points={days.map((d, i) => `${i + 0.5},${y(d.previousPaise)}`).join(" ")}
              fill="none"
              className="stroke-gray-700"
              strokeWidth={1.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div aria-hidden="true" className="relative mt-1 h-4 text-xs text-gray-500">
            {labelledDays(days).map((i) => (
              <span key={i} className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${((i + 0.5) / n) * 100}%` }}>
                {formatDay(days[i]?.day ?? first.day)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" />
          {periodLabel}
        </span>
        <span className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="20" height="4" className="text-gray-700">
            <line x1="0" x2="20" y1="2" y2="2" stroke="currentColor" strokeWidth="2" />
          </svg>
          {previousLegend}
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{m.dash_reports_show_table()}</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <SalesTable days={days} caption={`${m.dash_reports_chart_title()}, ${periodLabel}`} />
        </div>
      </details>
    </figure>
  );
}

function SalesTable({ days, caption }: { days: SeriesDay[]; caption: string }) {
  const cell = "px-2 py-1 text-right tabular-nums";
  const columns = [
    { label: m.dash_reports_col_day(), amount: false },
    { label: m.dash_reports_col_sales(), amount: true },
    { label: m.dash_reports_col_previous_day(), amount: false },
    { label: m.dash_reports_col_previous_sales(), amount: true },
  ];
  return (
    <table className="w-full">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-white text-left text-gray-600">
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={`px-2 py-1 font-medium ${c.amount ? "text-right" : ""}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
              {formatDay(d.day)}
            </th>
            <td className={cell}>{d.paise === null ? m.dash_reports_not_yet() : formatPaise(d.paise)}</td>
            <td className="px-2 py-1 whitespace-nowrap text-gray-600">{formatDay(d.previousDay)}</td>
            <td className={`${cell} text-gray-600`}>{formatPaise(d.previousPaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
