// The shop's customers (searched and sorted as on the list) as a CSV download, streamed a keyset
// batch at a time so a big shop's file is never built in memory.
import { servicesContext, shopContext } from "~/context";
import { parseCustomerQuery } from "~/domain/customers/shop-customers";
import { exportShopCustomers } from "~/domain/customers/shop-customers.server";
import { logAccess } from "~/http/access-log.server";
import type { Route } from "./+types/customers-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const query = parseCustomerQuery(new URL(request.url).searchParams);
  await logAccess(context, request, "owner", { action: "export", subjectKind: "customers.csv", sellerId: shop.id });
  const batches = exportShopCustomers(context.get(servicesContext).db, shop.id, query);
  const encoder = new TextEncoder();
  // The byte-order mark makes Excel read the file as UTF-8 (₹, Hindi names), as the catalogue export does.
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(first ? `\uFEFF${next.value}` : next.value));
      first = false;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${shop.handle}-customers.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
