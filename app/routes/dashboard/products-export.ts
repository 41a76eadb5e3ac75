// The shop's catalogue as a CSV download, in the format the import page reads back.

import { servicesContext, shopContext } from "~/context";
import { exportCatalog } from "~/domain/catalog/csv.server";
import type { Route } from "./+types/products-export";

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const csv = await exportCatalog(context.get(servicesContext).db, shop.id);
  // The byte-order mark makes Excel read the file as UTF-8 (₹, Hindi names); the import drops it.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${shop.handle}-catalogue.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
