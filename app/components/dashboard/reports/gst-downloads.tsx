// "For your accountant" on the Reports page: what a shop files for the period it shows
// (docs/decisions/0132-gst-returns-and-reports-page.md). A regular seller gets the GSTR-1 sheet
// downloads; a composition seller the quarter's CMP-08 turnover; an unregistered one a sentence.
import type { GstStatus } from "~/db/schema/values";
import { GSTR1_SHEETS, type Gstr1Sheet } from "~/domain/reports/gstr1-headers";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

export interface GstDownloadsProps {
  handle: string;
  gstStatus: GstStatus;
  /** The period shown: "2026-10" (a month) or "2026-Q3" (a financial-year quarter). */
  period: { kind: "month" | "quarter"; key: string };
  /** The period as the page names it ("October 2026"). */
  periodLabel: string;
  /** A composition seller's CMP-08 turnover for a quarter (gst-returns.server.ts), else null. */
  compositionTurnoverPaise: number | null;
}

// A function, not a constant: the labels are in the request's language.
const sheetLabel = (sheet: Gstr1Sheet): string =>
  ({
    b2b: m.dash_gst_sheet_b2b(),
    b2cl: m.dash_gst_sheet_b2cl(),
    b2cs: m.dash_gst_sheet_b2cs(),
    cdnr: m.dash_gst_sheet_cdnr(),
    cdnur: m.dash_gst_sheet_cdnur(),
    hsn_b2b: m.dash_gst_sheet_hsn_b2b(),
    hsn_b2c: m.dash_gst_sheet_hsn_b2c(),
    docs: m.dash_gst_sheet_docs(),
  })[sheet];

export function GstDownloads({ handle, gstStatus, period, periodLabel, compositionTurnoverPaise }: GstDownloadsProps) {
  return (
    <section aria-labelledby="gst-downloads" className="space-y-2">
      <h2 id="gst-downloads" className="text-lg font-semibold">
        {m.dash_gst_for_accountant()}
      </h2>
      {gstStatus === "regular" ? (
        <Gstr1Links handle={handle} period={period} periodLabel={periodLabel} />
      ) : gstStatus === "composition" ? (
        <Cmp08 period={period} periodLabel={periodLabel} turnoverPaise={compositionTurnoverPaise} />
      ) : (
        <p className="text-sm text-gray-700">{m.dash_gst_unregistered()}</p>
      )}
    </section>
  );
}

function Gstr1Links({ handle, period, periodLabel }: Pick<GstDownloadsProps, "handle" | "period" | "periodLabel">) {
  const query = `?${period.kind}=${encodeURIComponent(period.key)}`;
  return (
    <>
      <p className="text-sm text-gray-700">{m.dash_gst_gstr1_intro({ period: periodLabel })}</p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {GSTR1_SHEETS.map((sheet) => (
          <li key={sheet}>
            {/* A download, not a page: the browser must fetch it as a document. */}
            <a href={`/${handle}/dashboard/reports/gstr1/${sheet}.csv${query}`} download className="text-blue-700 underline">
              {sheetLabel(sheet)}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-600">{m.dash_gst_gstr1_notes()}</p>
    </>
  );
}

function Cmp08({
  period,
  periodLabel,
  turnoverPaise,
}: {
  period: GstDownloadsProps["period"];
  periodLabel: string;
  turnoverPaise: number | null;
}) {
  if (period.kind !== "quarter" || turnoverPaise === null)
    return <p className="text-sm text-gray-700">{m.dash_gst_cmp08_quarter_only()}</p>;
  return (
    <>
      <p className="text-sm font-medium">{m.dash_gst_cmp08_title({ period: periodLabel })}</p>
      <p className="text-base">{m.dash_gst_cmp08_turnover({ amount: formatPaise(turnoverPaise) })}</p>
      <p className="text-xs text-gray-600">{m.dash_gst_cmp08_note()}</p>
    </>
  );
}
