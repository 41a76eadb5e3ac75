// The rows a queued message is made from, read when it is sent rather than when it was queued (so it
// says what is true then), with who gets it in which language: the shopper's, or the shop owner's.
// Null: nothing to send (the rows are gone, the shopper turned the news off, the shop restocked).
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { checkout, invoice, mailPreference, orders, seller, user } from "~/db/schema";
import type { OrderStatus } from "~/db/schema/values";
import { listLowStock } from "~/domain/catalog/products.server";
import { type OrderLine, orderLines } from "~/domain/orders/order-lines.server";
import { orderNumber } from "~/domain/orders/reference";
import { codConfirmPath } from "~/domain/payments/cod/cod-link.server";
import { imageUrl } from "~/media/urls";
import type { CheckoutFacts, LineCancelledFacts, LineFacts, LowStockFacts, OrderFacts } from "./facts";
import { type Audience, ORDER_UPDATES } from "./notify.server";

/** Who gets a message, and in which language (user.locale; null: English). */
export interface Recipient {
  to: string;
  locale: string | null;
}

export interface MailFacts<Facts> {
  recipient: Recipient;
  facts: Facts;
}

export const lineFacts =
  (baseUrl: string) =>
  ({
    name,
    color,
    size,
    quantity,
    totalPaise,
    imageKey,
  }: Pick<OrderLine, "name" | "color" | "size" | "quantity" | "totalPaise" | "imageKey">): LineFacts => ({
    name,
    color,
    size,
    quantity,
    totalPaise,
    imageUrl: imageKey ? `${baseUrl}${imageUrl(imageKey, 320)}` : null,
  });

/** The shop's owner: a seller's messages are in their language. */
export const owner = alias(user, "owner");

/** An order's message (placed, a payment's news) for the shopper or the shop. */
export async function checkoutMailFacts(
  db: Database,
  baseUrl: string,
  /** `sellerId` is missing only from a job queued before the events named their shop: found by its id alone. */
  { sellerId, checkoutId }: { sellerId?: string; checkoutId: string },
  audience: Audience,
  /** The server's secret, to sign the shopper's COD confirmation link; without it the mail has none. */
  secret?: string,
): Promise<MailFacts<CheckoutFacts> | null> {
  const [row] = await db
    .select({
      c: checkout,
      shopName: seller.shopName,
      handle: seller.handle,
      shopEmail: seller.email,
      shopperEmail: user.email,
      shopperLocale: user.locale,
      ownerLocale: owner.locale,
    })
    .from(checkout)
    .innerJoin(seller, eq(seller.id, checkout.sellerId))
    .innerJoin(user, eq(user.id, checkout.userId))
    .leftJoin(owner, eq(owner.id, seller.ownerUserId))
    .where(and(eq(checkout.id, checkoutId), sellerId === undefined ? undefined : eq(checkout.sellerId, sellerId)));
  if (!row) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, checkoutId), eq(orders.sellerId, row.c.sellerId)));
  const lines = await orderLines(db, row.c.sellerId, checkoutId);
  if (!order || lines.length === 0) return null;
  const { c } = row;
  const shopUrl = `${baseUrl}/${row.handle}`;
  const orderUrl = audience === "seller" ? `${shopUrl}/dashboard/orders/${order.id}` : `${shopUrl}/orders/${order.id}`;
  const facts: CheckoutFacts = {
    shopName: row.shopName,
    shopUrl,
    reference: orderNumber(c.id),
    placedAt: order.createdAt,
    customerName: order.customerName,
    lines: lines.filter((l) => l.cancelledAt === null).map(lineFacts(baseUrl)),
    totals: {
      subtotalPaise: c.subtotalPaise,
      discountPaise: c.discountPaise,
      deliveryFeePaise: c.deliveryFeePaise,
      codFeePaise: c.codFeePaise,
      taxPaise: c.taxPaise,
      totalPaise: c.totalPaise,
    },
    deliveryMode: order.deliveryMode,
    shippingAddress: order.shippingAddress,
    paymentMethod: c.paymentMethod,
    paymentStatus: c.paymentStatus,
    payUrl: c.paymentMethod === "upi" ? `${shopUrl}/pay/${c.id}` : null,
    payeeUpiId: c.payeeUpiId,
    dueAt: c.paymentDueAt,
    utr: c.utr,
    refundPaise: c.refundPaise,
    refundUtr: c.refundUtr,
    orderUrl,
    codConfirmUrl:
      audience === "shopper" && secret && c.paymentMethod === "cod" && !c.codConfirmedAt
        ? `${baseUrl}${codConfirmPath(secret, row.handle, c.id)}`
        : null,
  };
  const recipient =
    audience === "seller" ? { to: row.shopEmail, locale: row.ownerLocale } : { to: row.shopperEmail, locale: row.shopperLocale };
  return { facts, recipient };
}

/** An order as its news to the shopper reads it, and whether they want order updates. */
async function orderMailFacts(db: Database, baseUrl: string, orderId: string) {
  const [row] = await db
    .select({
      o: orders,
      totalPaise: checkout.totalPaise,
      placedTotalPaise: checkout.placedTotalPaise,
      paymentStatus: checkout.paymentStatus,
      shopName: seller.shopName,
      handle: seller.handle,
      email: user.email,
      locale: user.locale,
      orderUpdates: mailPreference.orderUpdates,
    })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(user, eq(user.id, orders.userId))
    .leftJoin(mailPreference, eq(mailPreference.userId, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const [lines, [issued]] = await Promise.all([
    orderLines(db, row.o.sellerId, orderId),
    db.select({ number: invoice.number }).from(invoice).where(eq(invoice.checkoutId, orderId)),
  ]);
  const { o } = row;
  const shopUrl = `${baseUrl}/${row.handle}`;
  const orderUrl = `${shopUrl}/orders/${o.id}`;
  const facts: OrderFacts = {
    shopName: row.shopName,
    shopUrl,
    reference: orderNumber(o.id),
    status: o.status,
    lines: lines.filter((l) => l.cancelledAt === null).map(lineFacts(baseUrl)),
    totalPaise: row.totalPaise,
    paymentStatus: row.paymentStatus,
    deliveryMode: o.deliveryMode,
    shippingAddress: o.shippingAddress,
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    orderUrl,
    invoice: issued ? { number: issued.number, url: `${orderUrl}/invoice.pdf` } : null,
    paid: row.paymentStatus === "paid" || row.paymentStatus === "collected",
    returnReason: o.returnReason,
  };
  // No preference row: everything on.
  const wantsUpdates = row.orderUpdates ?? true;
  return { facts, lines, placedTotalPaise: row.placedTotalPaise, recipient: { to: row.email, locale: row.locale }, wantsUpdates };
}

/** An order's news for the shopper; null when it is order progress they turned off (cancelled always goes). */
export async function orderStatusMailFacts(
  db: Database,
  baseUrl: string,
  orderId: string,
  status: OrderStatus,
): Promise<MailFacts<OrderFacts> | null> {
  const read = await orderMailFacts(db, baseUrl, orderId);
  if (!read || (ORDER_UPDATES.includes(status) && !read.wantsUpdates)) return null;
  return { facts: read.facts, recipient: read.recipient };
}

/** A line the seller cancelled: always told (it changes what the shopper pays or gets back). */
export async function lineCancelledMailFacts(
  db: Database,
  baseUrl: string,
  orderId: string,
  lineNo: number,
): Promise<MailFacts<LineCancelledFacts> | null> {
  const read = await orderMailFacts(db, baseUrl, orderId);
  const line = read?.lines.find((l) => l.lineNo === lineNo && l.cancelledAt !== null);
  if (!read || !line) return null;
  const facts: LineCancelledFacts = {
    ...read.facts,
    cancelled: lineFacts(baseUrl)(line),
    // Paid already: the difference comes back; otherwise less is asked.
    refundDuePaise: read.facts.paid ? read.placedTotalPaise - read.facts.totalPaise : 0,
  };
  return { facts, recipient: read.recipient };
}

/** The morning digest of a shop's sizes at or below its threshold. */
export async function lowStockMailFacts(db: Database, baseUrl: string, sellerId: string): Promise<MailFacts<LowStockFacts> | null> {
  const [row] = await db
    .select({ shop: seller, locale: user.locale })
    .from(seller)
    .leftJoin(user, eq(user.id, seller.ownerUserId))
    .where(eq(seller.id, sellerId));
  if (!row) return null;
  const { shop } = row;
  const rows = await listLowStock(db, shop.id, 200);
  if (rows.length === 0) return null; // restocked since the digest was queued
  const shopUrl = `${baseUrl}/${shop.handle}`;
  return {
    recipient: { to: shop.email, locale: row.locale },
    facts: { shopName: shop.shopName, shopUrl, threshold: shop.lowStockThreshold, rows, productsUrl: `${shopUrl}/dashboard/products` },
  };
}
