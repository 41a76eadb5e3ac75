// Reports: the business over a month or quarter — sales, money in and owed, and the daily sales
// against the days before. The period is in the URL (app/domain/reports/period.ts); the figures
// and their definitions are in app/domain/reports/business-summary.server.ts.
import { useLoaderData } from "react-router";
import { ReportFigures } from "~/components/dashboard/report-figures";
import { ReportPeriodPicker } from "~/components/dashboard/report-period-picker";
import { GstDownloads } from "~/components/dashboard/reports/gst-downloads";
import { SalesChart } from "~/components/dashboard/sales-chart";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { servicesContext, shopContext } from "~/context";
import { businessSummary, dailySales } from "~/domain/reports/business-summary.server";
import { compositionTurnover } from "~/domain/reports/gst-returns.server";
import { paymentsSummary } from "~/domain/reports/payments-summary.server";
import { parsePeriod, recentQuarters } from "~/domain/reports/period";
import { periodLabel, periodNote } from "~/domain/reports/period-label";
import * as m from "~/i18n/messages";
import { istDay } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [{ title: `${m.dash_reports_title()} · ${m.common_dashboard()}` }];

/** How many quarters the quarter picker offers: two financial years. */
const QUARTERS_OFFERED = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const db = context.get(servicesContext).db;
  const today = istDay(new Date());
  const period = parsePeriod(new URL(request.url).searchParams, today);
  // CMP-08 is a quarter's return: a composition seller's turnover only for a quarter.
  const cmp08 = shop.gstStatus === "composition" && period.kind === "quarter";
  const [summary, payments, days, turnover] = await Promise.all([
    businessSummary(db, shop.id, period),
    paymentsSummary(db, shop.id, period),
    dailySales(db, shop.id, period, today),
    cmp08 ? compositionTurnover(db, shop.id, period) : null,
  ]);
  return {
    period,
    summary,
    payments,
    days,
    handle: shop.handle,
    gstStatus: shop.gstStatus,
    compositionTurnoverPaise: turnover,
    quarters: recentQuarters(today, QUARTERS_OFFERED),
    thisMonth: today.slice(0, 7),
  };
}

/** A count message (`m.x_one` / `m.x_other`). */
type Plural = (inputs: { count: number }) => string;
const count = (n: number, one: Plural, many: Plural) => (n === 1 ? one : many)({ count: n });

export default function Reports() {
  const {
    period,
    summary: s,
    payments: p,
    days,
    handle,
    gstStatus,
    compositionTurnoverPaise,
    quarters,
    thisMonth,
  } = useLoaderData<typeof loader>();
  const base = `/${handle}/dashboard/reports`;
  const label = periodLabel(period);
  const note = periodNote(period);
  const sold = days.some((d) => d.paise);
  const sales = [
    {
      label: m.dash_reports_orders(),
      value: String(s.orders),
      note: [
        count(s.cancelled, m.dash_reports_cancelled_one, m.dash_reports_cancelled_other),
        s.returned ? count(s.returned, m.dash_reports_returned_one, m.dash_reports_returned_other) : "",
      ]
        .filter(Boolean)
        .join(" · "),
    },
    { label: m.dash_reports_gross(), value: formatPaise(s.grossPaise) },
    { label: m.dash_reports_discounts(), value: formatPaise(s.discountPaise) },
    { label: m.dash_reports_delivery_fees(), value: formatPaise(s.deliveryFeePaise) },
    { label: m.dash_reports_cod_fees(), value: formatPaise(s.codFeePaise) },
    { label: m.dash_reports_net_sales(), value: formatPaise(s.netSalesPaise), strong: true },
    { label: m.dash_reports_tax(), value: formatPaise(s.taxPaise) },
    {
      label: m.dash_reports_refunds(),
      value: formatPaise(s.refundsPaise),
      note: count(s.refunds, m.dash_reports_refunds_one, m.dash_reports_refunds_other),
    },
  ];
  const money = [
    {
      label: m.dash_reports_upi_confirmed(),
      value: formatPaise(s.upiConfirmedPaise),
      note: count(s.upiConfirmed, m.dash_count_payments_one, m.dash_count_payments_other),
    },
    {
      label: m.dash_reports_cash_collected(),
      value: formatPaise(s.cashCollectedPaise),
      note: count(s.cashCollected, m.dash_count_payments_one, m.dash_count_payments_other),
    },
    {
      label: m.dash_reports_to_collect(),
      value: formatPaise(s.toCollectPaise),
      note: count(s.toCollect, m.dash_count_orders_one, m.dash_count_orders_other),
    },
    {
      label: m.dash_reports_to_confirm(),
      value: formatPaise(s.toConfirmPaise),
      note: count(s.toConfirm, m.dash_count_upi_claimed_one, m.dash_count_upi_claimed_other),
    },
  ];
  const paymentFigures = [
    {
      label: m.dash_reports_upi_bank(),
      value: formatPaise(p.upiByBankPaise),
      note: count(p.upiByBank, m.dash_count_payments_one, m.dash_count_payments_other),
    },
    {
      label: m.dash_reports_upi_hand(),
      value: formatPaise(p.upiByHandPaise),
      note: count(p.upiByHand, m.dash_count_payments_one, m.dash_count_payments_other),
    },
    { label: m.dash_reports_cod_confirmed(), value: String(p.codConfirmed) },
    { label: m.dash_reports_cod_unconfirmed(), value: String(p.codUnconfirmed) },
    {
      label: m.dash_reports_returned(),
      value: formatPaise(p.returnedPaise),
      note: count(p.returned, m.dash_count_orders_one, m.dash_count_orders_other),
    },
    { label: m.dash_reports_credits_to_check(), value: String(p.creditsToCheck) },
    { label: m.dash_reports_returns_asked(), value: String(p.returnsAsked), note: m.dash_reports_returns_open({ count: p.returnsOpen }) },
  ];
  return (
    <>
      <PageHeader title={m.dash_reports_title()} />
      <ReportPeriodPicker period={period} base={base} quarters={quarters} thisMonth={thisMonth} />
      <h2 className="text-xl font-bold">{label}</h2>
      {note ? <p className="text-sm text-gray-600">{note}</p> : null}
      <ReportFigures title={m.dash_reports_sales()} figures={sales} />
      <ReportFigures title={m.dash_reports_money()} figures={money} />
      <ReportFigures title={m.dash_reports_payments()} figures={paymentFigures} />
      <Card className="mt-4">
        <h3 className="font-semibold">{m.dash_reports_chart_title()}</h3>
        {sold ? (
          <>
            <p className="mt-1 mb-4 text-sm text-gray-600">{m.dash_reports_chart_note({ days: days.length })}</p>
            <SalesChart days={days} periodLabel={label} />
          </>
        ) : (
          <p className="mt-2 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{m.dash_reports_empty({ period: label })}</p>
        )}
      </Card>
      <section className="mt-4 text-xs text-gray-600" aria-labelledby="report-definitions">
        <h3 id="report-definitions" className="font-semibold text-gray-700">
          {m.dash_reports_how()}
        </h3>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          {[
            m.dash_reports_def_orders(),
            m.dash_reports_def_net(),
            m.dash_reports_def_refunds(),
            m.dash_reports_def_money(),
            m.dash_reports_def_payments(),
          ].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <Card className="mt-4">
        <GstDownloads
          handle={handle}
          gstStatus={gstStatus}
          period={period}
          periodLabel={label}
          compositionTurnoverPaise={compositionTurnoverPaise}
        />
      </Card>
    </>
  );
}
