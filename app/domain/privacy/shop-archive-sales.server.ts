// The shop archive's sales: orders, their lines, payments (method, status, UTR, refunds) and returns
// as CSV, one row per thing, the order number tying them together; each read a page at a time.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orderItem, orders, returnRequest } from "~/db/schema";
import { paiseToCsvRupees } from "~/domain/catalog/csv";
import { orderNumber } from "~/domain/orders/reference";
import { ARCHIVE_PAGE, afterCursor, csvPages, cursorAt, keysetPages } from "./archive-pages.server";
import type { ArchiveEntries } from "./archive-zip.server";

const rupees = (paise: number | null) => (paise == null ? "" : paiseToCsvRupees(paise));
const when = (date: Date | null) => date?.toISOString() ?? "";

/** The shop's orders with their checkouts, oldest first. */
const placedPages = (db: Database, sellerId: string, size: number) =>
  keysetPages(
    (after, limit) =>
      db
        .select({ order: orders, checkout, at: cursorAt(orders.createdAt) })
        .from(orders)
        .innerJoin(checkout, eq(checkout.id, orders.id))
        .where(and(eq(orders.sellerId, sellerId), afterCursor(orders.createdAt, orders.id, after)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.order.id }),
    size,
  );
type Placed = { order: typeof orders.$inferSelect; checkout: typeof checkout.$inferSelect };

/** The lines of one page of orders, in the page's order. */
async function linesOf(db: Database, page: Placed[]) {
  const position = new Map(page.map(({ order }, i) => [order.id, i]));
  const lines = await db
    .select()
    .from(orderItem)
    .where(inArray(orderItem.orderId, [...position.keys()]))
    .orderBy(asc(orderItem.lineNo));
  return lines.sort((a, b) => (position.get(a.orderId) ?? 0) - (position.get(b.orderId) ?? 0));
}

const returnPages = (db: Database, sellerId: string, size: number) =>
  keysetPages(
    (after, limit) =>
      db
        .select({ request: returnRequest, at: cursorAt(returnRequest.createdAt) })
        .from(returnRequest)
        .where(and(eq(returnRequest.sellerId, sellerId), afterCursor(returnRequest.createdAt, returnRequest.id, after)))
        .orderBy(asc(returnRequest.createdAt), asc(returnRequest.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.request.id }),
    size,
  );

/** `pageSize`: rows read at once (tests use tiny pages). */
export async function* salesEntries(db: Database, sellerId: string, pageSize = ARCHIVE_PAGE): ArchiveEntries {
  yield {
    path: "orders.csv",
    content: csvPages(
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
      placedPages(db, sellerId, pageSize),
      (page) =>
        page.map(({ order: o, checkout: c }) => [
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
    ),
  };
  yield {
    path: "order-lines.csv",
    content: csvPages(
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
      placedPages(db, sellerId, pageSize),
      async (page) =>
        (await linesOf(db, page)).map((l) => [
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
    ),
  };
  yield {
    path: "payments.csv",
    content: csvPages(
      ["order_number", "method", "status", "utr", "claimed_at", "settled_at", "refund", "refund_utr", "refunded_at"],
      placedPages(db, sellerId, pageSize),
      (page) =>
        page.map(({ order: o, checkout: c }) => [
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
    ),
  };
  yield {
    path: "returns.csv",
    content: csvPages(
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
      returnPages(db, sellerId, pageSize),
      (page) =>
        page.map(({ request: r }) => [
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
    ),
  };
}
