// An order's GST as its documents would charge it today: its live lines (their discount shares fixed at
// checkout), its fees, its place of supply and the shop's profile, at the day's rates.
import { eq } from "drizzle-orm";
import { checkout, orders } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { orderLines } from "~/domain/orders/order-lines.server";
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
  const lines = (await orderLines(tx, row.sellerId, orderId)).filter((l) => l.cancelledAt === null);
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
