// /{shop}/dashboard/reports/gstr1/{sheet}.csv?month=2026-10 (or ?quarter=2026-Q3): one sheet of the
// shop's GSTR-1 for the period, for the GST Returns Offline Tool (the dashboard layout's ownerGuard lets
// only the shop's owner in). An unknown sheet is a 404, a period that cannot be read a 400.
import { servicesContext, shopContext } from "~/context";
import { gstr1FileName, gstr1SheetCsv } from "~/domain/reports/gst-returns.server";
import { isGstr1Sheet } from "~/domain/reports/gstr1-headers";
import { parseReturnPeriod } from "~/domain/reports/return-period";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/gstr1-csv";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (!isGstr1Sheet(params.sheet)) return plain(m.dash_gst_unknown_sheet(), 404);
  const parsed = parseReturnPeriod(new URL(request.url).searchParams);
  if ("error" in parsed) return plain(parsed.error, 400);
  const csv = await gstr1SheetCsv(context.get(servicesContext).db, shop.id, params.sheet, parsed.period);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${gstr1FileName(shop.handle, params.sheet, parsed.period)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
