// An order's GST as its documents would charge it today: its live lines (their discount shares fixed at
// checkout), its fees, its place of supply and the shop's profile, at the day's rates.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { category, checkout, orderItem, orders, product } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { istDay } from "~/utils/dates";
import { supplierOf } from "./supplier.server";
import { checkoutTax } from "./tax";

export async function orderTaxToday(tx: Tx, orderId: string, now: Date) {
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
  if (!row) throw new Error(`orderTaxToday: no order ${orderId}`);
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
  const shop = await supplierOf(tx, row.sellerId);
  const tax = checkoutTax({
    profile: { status: shop.supplier.gstStatus, state: shop.supplier.state },
    placeOfSupply: row.placeOfSupply || shop.supplier.state,
    lines: lines.map((l) => ({ totalPaise: l.pricePaise * l.quantity, quantity: l.quantity, hsn: l.hsn, manualRate: l.gstRate })),
    discountShares: lines.map((l) => l.discountPaise),
    discountPaise: row.discountPaise,
    deliveryFeePaise: row.deliveryFeePaise,
    codFeePaise: row.codFeePaise,
    day: istDay(now),
  });
  return { order: row, lines, ...shop, tax };
}
