// Issuing an order's invoice when its goods leave the seller (docs/decisions/0130-invoice-when-goods-leave.md).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { category, checkout, invoice, invoiceSeries, orderItem, orders, product, seller } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { orderNumber } from "~/domain/orders/reference";
import * as m from "~/i18n/messages";
import { istDay } from "~/utils/dates";
import { buildInvoiceData, type DocumentSeries, documentNumber, financialYear, invoiceKind } from "./document";
import { checkoutTax } from "./tax";

/** The shop as a supplier on its documents. */
export async function supplierOf(tx: Tx, sellerId: string) {
  const [shop] = await tx
    .select({
      handle: seller.handle,
      name: seller.shopName,
      address: seller.location,
      gstin: seller.gstin,
      state: seller.gstState,
      gstStatus: seller.gstStatus,
      logoKey: seller.photoKey,
    })
    .from(seller)
    .where(eq(seller.id, sellerId));
  if (!shop) throw new Error(`supplierOf: no seller ${sellerId}`);
  // Only a registered seller prints a GSTIN.
  const supplier = { ...shop, gstin: shop.gstStatus === "unregistered" ? null : shop.gstin };
  return { handle: shop.handle, supplier };
}

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
  const [row] = await tx
    .select({
      sellerId: checkout.sellerId,
      discountPaise: checkout.discountPaise,
      deliveryFeePaise: checkout.deliveryFeePaise,
      codFeePaise: checkout.codFeePaise,
      placeOfSupply: checkout.placeOfSupply,
      buyerGstin: checkout.buyerGstin,
      buyerName: checkout.buyerName,
      customerName: orders.customerName,
      address: orders.shippingAddress,
    })
    .from(checkout)
    .innerJoin(orders, eq(orders.id, checkout.id))
    .where(eq(checkout.id, orderId));
  if (!row) throw new Error(`issueOrderInvoice: no order ${orderId}`);
  const lines = await tx
    .select({
      lineNo: orderItem.lineNo,
      name: orderItem.name,
      color: orderItem.color,
      size: orderItem.size,
      quantity: orderItem.quantity,
      pricePaise: orderItem.pricePaise,
      discountPaise: orderItem.discountPaise,
      gstRate: orderItem.gstRate,
      // The HSN the line was ordered with, else its product's or its category's as they are now.
      hsn: sql<string | null>`coalesce(${orderItem.hsnCode}, ${product.hsnCode}, ${category.hsnCode})`,
    })
    .from(orderItem)
    .leftJoin(product, eq(product.id, orderItem.productId))
    .leftJoin(category, eq(category.id, product.categoryId))
    .where(and(eq(orderItem.orderId, orderId), isNull(orderItem.cancelledAt)))
    .orderBy(asc(orderItem.lineNo));
  const { handle, supplier } = await supplierOf(tx, row.sellerId);
  if (supplier.gstStatus === "regular") {
    const missing = lines.filter((l) => !l.hsn).map((l) => l.name);
    if (missing.length > 0) throw new DomainError("hsn_missing", m.dash_err_hsn_missing({ products: missing.join(", ") }), { status: 409 });
  }
  const placeOfSupply = row.placeOfSupply || supplier.state;
  const tax = checkoutTax({
    profile: { status: supplier.gstStatus, state: supplier.state },
    placeOfSupply,
    lines: lines.map((l) => ({ totalPaise: l.pricePaise * l.quantity, quantity: l.quantity, hsn: l.hsn, manualRate: l.gstRate })),
    discountShares: lines.map((l) => l.discountPaise),
    discountPaise: row.discountPaise,
    deliveryFeePaise: row.deliveryFeePaise,
    codFeePaise: row.codFeePaise,
    day: istDay(now),
  });
  const numbered = await nextDocumentNumber(tx, row.sellerId, handle, now, "invoice");
  const buyerIsBusiness = supplier.gstStatus === "regular" && row.buyerGstin !== null;
  const data = buildInvoiceData({
    number: numbered.number,
    issuedAt: now,
    orderNumber: orderNumber(orderId),
    supplier,
    recipient: {
      name: buyerIsBusiness ? (row.buyerName ?? row.customerName) : row.customerName,
      address: row.address,
      gstin: buyerIsBusiness ? row.buyerGstin : null,
    },
    goods: lines.map((l) => ({ lineNo: l.lineNo, description: `${l.name} (${l.color}, ${l.size})`, hsn: l.hsn, quantity: l.quantity })),
    tax,
  });
  await tx.insert(invoice).values({
    checkoutId: orderId,
    sellerId: row.sellerId,
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
