// Finding an order's invoice for its shopper or its seller, and serving it as a PDF download.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invoice, orders } from "~/db/schema";
import { orderNumber } from "~/domain/orders/reference";
import { isUuid } from "~/utils/uuid";
import type { InvoiceData } from "./document";
import { renderInvoicePdf } from "./pdf.server";

/** The invoice of the order, if the order is this shop's (and this shopper's, when given). */
export async function findOrderInvoice(db: Database, who: { sellerId: string; userId?: string }, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ number: invoice.number, data: invoice.data, orderId: orders.id })
    .from(orders)
    .innerJoin(invoice, eq(invoice.checkoutId, orders.id))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.sellerId, who.sellerId),
        // The shopper's own orders only; the seller (no userId) sees every order of the shop.
        who.userId === undefined ? undefined : eq(orders.userId, who.userId),
      ),
    );
  return row ? { number: row.number, data: row.data as InvoiceData, orderNumber: orderNumber(row.orderId) } : null;
}

/** "DEMO/26-27/7" → "DEMO-26-27-7.pdf": a number's slashes cannot be in a file name. */
export const invoiceFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;

export async function invoicePdfResponse(found: { number: string; data: InvoiceData; orderNumber: string }): Promise<Response> {
  const pdf = await renderInvoicePdf(found.data, found.orderNumber);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(found.number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
