// Issuing an order's invoice when its goods leave the seller (docs/decisions/0130-invoice-when-goods-leave.md).
import { eq, sql } from "drizzle-orm";
import { checkout, invoice, invoiceSeries } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { orderNumber } from "~/domain/orders/reference";
import * as m from "~/i18n/messages";
import { buildInvoiceData, type DocumentSeries, documentNumber, financialYear, invoiceKind } from "./document";
import { orderTaxToday } from "./order-tax.server";

/**
 * Takes the next number of the shop's series for the financial year. The upsert locks the series row
 * until the transaction ends, so numbers are gap-free: concurrent documents at one shop take them one
 * at a time, and a rolled-back transaction gives its number back. Call it last in the transaction.
 */
export async function nextDocumentNumber(tx: Tx, sellerId: string, handle: string, at: Date, series: DocumentSeries) {
  const year = financialYear(at);
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ sellerId, financialYear: year, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.sellerId, invoiceSeries.financialYear, invoiceSeries.series],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceSeries.lastNumber });
  return { financialYear: year, sequence: row.sequence, number: documentNumber(handle, year, row.sequence, series) };
}

/**
 * The order's invoice, issued now if it has none: the live lines at the rates of today (the day of
 * supply), numbered in the shop's series. The caller holds the checkout and order rows (lock order,
 * app/db/transaction.server.ts). A registered seller's line without an HSN — on the order line, its
 * product or the product's category — stops it with the names to fix.
 */
export async function issueOrderInvoice(tx: Tx, orderId: string, now: Date) {
  const [existing] = await tx.select({ number: invoice.number }).from(invoice).where(eq(invoice.checkoutId, orderId));
  if (existing) return existing;
  const { order, lines, handle, supplier, tax } = await orderTaxToday(tx, orderId, now);
  if (supplier.gstStatus === "regular") {
    const missing = lines.filter((l) => !l.hsn).map((l) => l.name);
    if (missing.length > 0) throw new DomainError("hsn_missing", m.dash_err_hsn_missing({ products: missing.join(", ") }), { status: 409 });
  }
  const numbered = await nextDocumentNumber(tx, order.sellerId, handle, now, "invoice");
  const buyerIsBusiness = supplier.gstStatus === "regular" && order.buyerGstin !== null;
  const data = buildInvoiceData({
    number: numbered.number,
    issuedAt: now,
    orderNumber: orderNumber(orderId),
    supplier,
    recipient: {
      name: buyerIsBusiness ? (order.buyerName ?? order.customerName) : order.customerName,
      address: order.address,
      gstin: buyerIsBusiness ? order.buyerGstin : null,
    },
    goods: lines.map((l) => ({ lineNo: l.lineNo, description: `${l.name} (${l.color}, ${l.size})`, hsn: l.hsn, quantity: l.quantity })),
    tax,
  });
  await tx.insert(invoice).values({
    checkoutId: orderId,
    sellerId: order.sellerId,
    kind: invoiceKind(supplier.gstStatus),
    financialYear: numbered.financialYear,
    sequence: numbered.sequence,
    number: numbered.number,
    data,
    issuedAt: now,
  });
  // The tax the order shows is now the invoice's (the day's rates may differ from the checkout's estimate).
  await tx.update(checkout).set({ taxPaise: tax.taxPaise }).where(eq(checkout.id, orderId));
  return { number: numbered.number };
}
