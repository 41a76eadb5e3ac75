// The rows a queued message is made from, read when it is sent rather than when it was queued (so it
// says what is true then), with who gets it in which language: the shopper's, or the shop owner's.
// Null: nothing to send (the rows are gone, the shopper turned the news off, the shop restocked).
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { checkout, invoice, mailPreference, orderItem, orders, seller, user } from "~/db/schema";
import type { OrderStatus } from "~/db/schema/values";
import { listLowStock } from "~/domain/catalog/products.server";
import { checkoutReference } from "~/domain/payments/upi";
import type { CheckoutFacts, LowStockFacts, OrderFacts } from "./facts";
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

/** The shop's owner: a seller's messages are in their language. */
const owner = alias(user, "owner");

/** A checkout's message (placed, a payment's news) for the shopper or the shop. */
export async function checkoutMailFacts(
  db: Database,
  baseUrl: string,
  checkoutId: string,
  audience: Audience,
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
    .where(eq(checkout.id, checkoutId));
  if (!row) return null;
  const lines = await db
    .select({
      id: orders.id,
      deliveryMode: orders.deliveryMode,
      shippingAddress: orders.shippingAddress,
      customerName: orders.customerName,
      createdAt: orders.createdAt,
      name: orderItem.name,
      color: orderItem.color,
      size: orderItem.size,
      quantity: orderItem.quantity,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .innerJoin(orderItem, eq(orderItem.orderId, orders.id))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orders.lineNo);
  const [first] = lines;
  if (!first) return null;
  const { c } = row;
  const shopUrl = `${baseUrl}/${row.handle}`;
  const orderUrl = audience === "seller" ? `${shopUrl}/dashboard/orders/${first.id}` : `${shopUrl}/orders/${first.id}`;
  const [issued] = await db.select({ number: invoice.number }).from(invoice).where(eq(invoice.checkoutId, checkoutId));
  const facts: CheckoutFacts = {
    shopName: row.shopName,
    shopUrl,
    reference: checkoutReference(c.id),
    placedAt: first.createdAt,
    customerName: first.customerName,
    lines: lines.map(({ name, color, size, quantity, totalPaise }) => ({ name, color, size, quantity, totalPaise })),
    totals: {
      subtotalPaise: c.subtotalPaise,
      discountPaise: c.discountPaise,
      deliveryFeePaise: c.deliveryFeePaise,
      codFeePaise: c.codFeePaise,
      taxPaise: c.taxPaise,
      totalPaise: c.totalPaise,
    },
    deliveryMode: first.deliveryMode,
    shippingAddress: first.shippingAddress,
    paymentMethod: c.paymentMethod,
    paymentStatus: c.paymentStatus,
    payUrl: c.paymentMethod === "upi" ? `${shopUrl}/pay/${c.id}` : null,
    payeeUpiId: c.payeeUpiId,
    dueAt: c.paymentDueAt,
    utr: c.utr,
    refundPaise: c.refundPaise,
    refundUtr: c.refundUtr,
    orderUrl,
    invoice: issued ? { number: issued.number, url: `${orderUrl}/invoice.pdf` } : null,
  };
  const recipient =
    audience === "seller" ? { to: row.shopEmail, locale: row.ownerLocale } : { to: row.shopperEmail, locale: row.shopperLocale };
  return { facts, recipient };
}

/** An order's news for the shopper; null when it is order progress they turned off (cancelled always goes). */
export async function orderStatusMailFacts(
  db: Database,
  baseUrl: string,
  orderId: string,
  status: OrderStatus,
): Promise<MailFacts<OrderFacts> | null> {
  const [row] = await db
    .select({
      o: orders,
      name: orderItem.name,
      color: orderItem.color,
      size: orderItem.size,
      quantity: orderItem.quantity,
      paymentStatus: checkout.paymentStatus,
      shopName: seller.shopName,
      handle: seller.handle,
      email: user.email,
      locale: user.locale,
      orderUpdates: mailPreference.orderUpdates,
    })
    .from(orders)
    .innerJoin(orderItem, eq(orderItem.orderId, orders.id))
    .innerJoin(checkout, eq(checkout.id, orders.checkoutId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(user, eq(user.id, orders.userId))
    .leftJoin(mailPreference, eq(mailPreference.userId, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { o } = row;
  const shopUrl = `${baseUrl}/${row.handle}`;
  const facts: OrderFacts = {
    shopName: row.shopName,
    shopUrl,
    reference: checkoutReference(o.checkoutId),
    status: o.status,
    line: { name: row.name, color: row.color, size: row.size, quantity: row.quantity, totalPaise: o.totalPaise },
    deliveryMode: o.deliveryMode,
    shippingAddress: o.shippingAddress,
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    orderUrl: `${shopUrl}/orders/${o.id}`,
    paid: row.paymentStatus === "paid" || row.paymentStatus === "collected",
  };
  // No preference row: everything on.
  if (ORDER_UPDATES.includes(status) && !(row.orderUpdates ?? true)) return null;
  return { facts, recipient: { to: row.email, locale: row.locale } };
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
