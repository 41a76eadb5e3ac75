// The shop archive's sales: orders, their lines, payments (method, status, UTR, refunds) and returns
// as CSV, one row per thing, the order number tying them together.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orderItem, orders, returnRequest } from "~/db/schema";
import { paiseToCsvRupees } from "~/domain/catalog/csv";
import { toCsv } from "~/domain/catalog/csv-format";
import { orderNumber } from "~/domain/orders/reference";
import type { ArchiveFiles } from "./exports.server";

const rupees = (paise: number | null) => (paise == null ? "" : paiseToCsvRupees(paise));
const when = (date: Date | null) => date?.toISOString() ?? "";
const csvFile = (rows: Array<Array<string | number>>) => new TextEncoder().encode(toCsv(rows));

export async function salesFiles(db: Database, sellerId: string): Promise<ArchiveFiles> {
  const placed = await db
    .select({ order: orders, checkout })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .where(eq(orders.sellerId, sellerId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = await db
    .select({ line: orderItem })
    .from(orderItem)
    .innerJoin(orders, eq(orders.id, orderItem.orderId))
    .where(eq(orders.sellerId, sellerId))
    .orderBy(asc(orders.createdAt), asc(orderItem.orderId), asc(orderItem.lineNo));
  const returns = await db
    .select()
    .from(returnRequest)
    .where(eq(returnRequest.sellerId, sellerId))
    .orderBy(asc(returnRequest.createdAt), asc(returnRequest.id));

  return {
    "orders.csv": csvFile([
      [
        "order_number",
        "placed_at",
        "status",
        "customer_name",
        "contact_number",
        "shipping_address",
        "delivery_mode",
        "courier",
        "tracking_number",
        "subtotal",
        "discount",
        "delivery_fee",
        "cod_fee",
        "tax",
        "total",
        "coupon_code",
        "buyer_gstin",
      ],
      ...placed.map(({ order: o, checkout: c }) => [
        orderNumber(o.id),
        when(o.createdAt),
        o.status,
        o.customerName,
        o.contactNumber,
        o.shippingAddress,
        o.deliveryMode,
        o.courier ?? "",
        o.trackingNumber ?? "",
        rupees(c.subtotalPaise),
        rupees(c.discountPaise),
        rupees(c.deliveryFeePaise),
        rupees(c.codFeePaise),
        rupees(c.taxPaise),
        rupees(c.totalPaise),
        c.couponCode ?? "",
        c.buyerGstin ?? "",
      ]),
    ]),
    "order-lines.csv": csvFile([
      [
        "order_number",
        "line_no",
        "product_ref",
        "name",
        "color",
        "size",
        "quantity",
        "price",
        "discount",
        "hsn",
        "gst_rate",
        "cancelled_at",
      ],
      ...lines.map(({ line: l }) => [
        orderNumber(l.orderId),
        l.lineNo,
        l.productId ?? "",
        l.name,
        l.color,
        l.size,
        l.quantity,
        rupees(l.pricePaise),
        rupees(l.discountPaise),
        l.hsnCode ?? "",
        l.gstRate ?? "",
        when(l.cancelledAt),
      ]),
    ]),
    "payments.csv": csvFile([
      ["order_number", "method", "status", "utr", "claimed_at", "settled_at", "refund", "refund_utr", "refunded_at"],
      ...placed.map(({ order: o, checkout: c }) => [
        orderNumber(o.id),
        c.paymentMethod,
        c.paymentStatus,
        c.utr ?? "",
        when(c.claimedAt),
        when(c.settledAt),
        rupees(c.refundPaise),
        c.refundUtr ?? "",
        when(c.refundedAt),
      ]),
    ]),
    "returns.csv": csvFile([
      [
        "order_number",
        "requested_at",
        "kind",
        "reason",
        "note",
        "status",
        "decline_reason",
        "refund",
        "refund_utr",
        "courier",
        "tracking_number",
        "decided_at",
        "closed_at",
      ],
      ...returns.map((r) => [
        orderNumber(r.orderId),
        when(r.createdAt),
        r.kind,
        r.reason,
        r.note,
        r.status,
        r.declineReason ?? "",
        rupees(r.refundPaise),
        r.refundUtr ?? "",
        r.courier ?? "",
        r.trackingNumber ?? "",
        when(r.decidedAt),
        when(r.closedAt),
      ]),
    ]),
  };
}
