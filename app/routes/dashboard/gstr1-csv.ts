// /{shop}/dashboard/reports/gstr1/{sheet}.csv?month=2026-10 (or ?quarter=2026-Q3): one sheet of the
// shop's GSTR-1 for the period, for the GST Returns Offline Tool (the dashboard layout's ownerGuard lets
// only the shop's owner in). An unknown sheet is a 404, a period that cannot be read a 400.
import { servicesContext, shopContext } from "~/context";
import { gstr1FileName, gstr1SheetCsv } from "~/domain/reports/gst-returns.server";
import { isGstr1Sheet, namesBuyers } from "~/domain/reports/gstr1-headers";
import { namedPeriod } from "~/domain/reports/period";
import { logAccess } from "~/http/access-log.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/gstr1-csv";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (!isGstr1Sheet(params.sheet)) return plain(m.dash_gst_unknown_sheet(), 404);
  // A return for a period that cannot be read is refused, not taken as this month.
  const period = namedPeriod(new URL(request.url).searchParams);
  if (!period) return plain(m.dash_gst_bad_period(), 400);
  const [csv] = await Promise.all([
    gstr1SheetCsv(context.get(servicesContext).db, shop.id, params.sheet, period),
    namesBuyers(params.sheet)
      ? logAccess(context, request, "owner", { action: "export", subjectKind: "gstr1.csv", subjectId: params.sheet, sellerId: shop.id })
      : null,
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${gstr1FileName(shop.handle, params.sheet, period)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
