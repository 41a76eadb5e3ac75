// Every e-mail the app sends goes through the mail queue (docs/decisions/0076-messages-through-the-queue.md).
// The transaction that makes a change calls notify(tx, event): one small job per recipient, which
// exists exactly when the change commits. The worker reads the rows as they are then, renders the
// template and sends it with a Message-ID fixed by the event and recipient, in the recipient's
// language (user.locale: the shopper's, or the shop owner's; English when unset).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { checkout, invoice, mailPreference, orderItem, orders, seller, user } from "~/db/schema";
import type { OrderStatus, PaymentStatus } from "~/db/schema/values";
import { listLowStock } from "~/domain/catalog/products.server";
import { checkoutReference } from "~/domain/payments/upi";
import { withLocale } from "~/i18n/locale.server";
import type { MailMessage } from "~/mail/mailer.server";
import { renderMail } from "~/mail/render.server";
import type { StatusMailStatus } from "~/mail/templates/order-status";
import type { PaymentUpdateStatus } from "~/mail/templates/payment-update";
import type { CheckoutFacts, OrderFacts } from "~/mail/templates/types";
import { istDay } from "~/utils/dates";
import { lazily } from "~/utils/lazy";
import { enqueueInTransaction, QUEUES } from "./queue.server";

const templates = lazily(() => import("~/mail/templates"));

export type MailEvent =
  | { kind: "order-placed"; checkoutId: string }
  | { kind: "status"; orderId: string; status: OrderStatus }
  | { kind: "payment"; checkoutId: string; status: PaymentStatus }
  | { kind: "low-stock"; sellerId: string; day: string };

export type Audience = "shopper" | "seller";

/** A queued message: the event, who it is for, and the key its Message-ID is made from. */
export type MailJob = MailEvent & { to: Audience; key: string };

/** Order progress the shopper may turn off (mail_preference.order_updates); the rest always go. */
export const ORDER_UPDATES: readonly OrderStatus[] = ["confirmed", "shipped", "delivered"];
const STATUS_MAILS: readonly OrderStatus[] = [...ORDER_UPDATES, "cancelled"];
const SHOPPER_PAYMENT_MAILS: readonly PaymentStatus[] = ["paid", "collected", "not_received", "refunded", "expired"];

/** The message list: who hears about each event (docs/decisions/0076-messages-through-the-queue.md). */
export function audiencesOf(event: MailEvent): Audience[] {
  switch (event.kind) {
    case "order-placed":
      return ["shopper", "seller"];
    case "status":
      return STATUS_MAILS.includes(event.status) ? ["shopper"] : [];
    case "payment":
      if (event.status === "claimed") return ["seller"];
      return SHOPPER_PAYMENT_MAILS.includes(event.status) ? ["shopper"] : [];
    case "low-stock":
      return ["seller"];
  }
}

/** What makes the event unique: an order reaches a status once, a payment may be claimed twice. */
function eventKey(event: MailEvent): string {
  switch (event.kind) {
    case "order-placed":
      return event.checkoutId;
    case "status":
      return `${event.orderId}.${event.status}`;
    case "payment":
      return `${event.checkoutId}.${event.status}.${randomUUID()}`;
    case "low-stock":
      return `${event.sellerId}.${event.day}`;
  }
}

/** Queues the event's messages in the caller's transaction: they exist exactly when it commits. */
export async function notify(tx: Pick<Database, "execute">, event: MailEvent): Promise<void> {
  const key = eventKey(event);
  // A digest queued twice on one day (a retried cron run) is one message: pg-boss keeps one job per
  // key and 12-hour slot (its longest, the archive interval); the 08:00 IST run is at 02:30 UTC.
  const once = event.kind === "low-stock" ? { singletonKey: `low-stock:${key}`, singletonSeconds: 12 * 60 * 60 } : {};
  for (const to of audiencesOf(event)) await enqueueInTransaction(tx, QUEUES.mail.name, { ...event, to, key } satisfies MailJob, once);
}

/** The Message-ID of a job: the same on every try, different for every event and recipient. */
export function messageIdOf(job: MailJob, baseUrl: string): string {
  return `<${job.kind}.${job.key}.${job.to}@${new URL(baseUrl).hostname}>`;
}

/** The message as it reads now, or null when there is nothing to send (rows gone, preference off, no address). */
export async function composeMail(db: Database, baseUrl: string, job: MailJob): Promise<MailMessage | null> {
  const composed = await composeParts(db, baseUrl, job);
  if (!composed?.to) return null;
  // The one place a message gets its language: every text of the template is read while rendering.
  const mail = await withLocale(composed.locale, composed.render);
  return { ...mail, to: composed.to, messageId: messageIdOf(job, baseUrl) };
}

/** Who gets the message, in which language (null: English), and the template rendered with its facts. */
type Composed = { to: string; locale: string | null; render: () => ReturnType<typeof renderMail> } | null;

async function composeParts(db: Database, baseUrl: string, job: MailJob): Promise<Composed> {
  switch (job.kind) {
    case "order-placed": {
      const c = await checkoutFacts(db, baseUrl, job.checkoutId, job.to);
      if (!c) return null;
      return {
        ...c.recipient,
        render: async () => renderMail(job.to === "seller" ? (await templates()).newOrder : (await templates()).orderPlaced, c.facts),
      };
    }
    case "payment": {
      const c = await checkoutFacts(db, baseUrl, job.checkoutId, job.to);
      if (!c) return null;
      if (job.status === "claimed") return { ...c.recipient, render: async () => renderMail((await templates()).paymentClaimed, c.facts) };
      return {
        ...c.recipient,
        render: async () => renderMail((await templates()).paymentUpdate, { ...c.facts, event: job.status as PaymentUpdateStatus }),
      };
    }
    case "status": {
      const o = await orderFacts(db, baseUrl, job.orderId);
      if (!o) return null;
      if (ORDER_UPDATES.includes(job.status) && !o.orderUpdates) return null;
      return {
        ...o.recipient,
        render: async () => renderMail((await templates()).orderStatus, { ...o.facts, status: job.status as StatusMailStatus }),
      };
    }
    case "low-stock": {
      const [row] = await db
        .select({ shop: seller, locale: user.locale })
        .from(seller)
        .leftJoin(user, eq(user.id, seller.ownerUserId))
        .where(eq(seller.id, job.sellerId));
      if (!row) return null;
      const { shop } = row;
      const rows = await listLowStock(db, shop.id, 200);
      if (rows.length === 0) return null; // restocked since the digest was queued
      const shopUrl = `${baseUrl}/${shop.handle}`;
      const facts = {
        shopName: shop.shopName,
        shopUrl,
        threshold: shop.lowStockThreshold,
        rows,
        productsUrl: `${shopUrl}/dashboard/products`,
      };
      return { to: shop.email, locale: row.locale, render: async () => renderMail((await templates()).lowStock, facts) };
    }
  }
}

/** The shop's owner: a seller's messages are in their language. */
const owner = alias(user, "owner");

async function checkoutFacts(db: Database, baseUrl: string, checkoutId: string, audience: Audience) {
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

async function orderFacts(db: Database, baseUrl: string, orderId: string) {
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
  return { facts, recipient: { to: row.email, locale: row.locale }, orderUpdates: row.orderUpdates ?? true };
}

/** The mail queue's handler: compose from the current rows and send; a failure throws, to be retried. */
export async function handleMail(deps: { db: Database; baseUrl: string; send(m: MailMessage): Promise<void> }, job: MailJob) {
  const message = await composeMail(deps.db, deps.baseUrl, job);
  if (message) await deps.send(message);
}

/** Active shops with an e-mail address and a size of an active product at or below their threshold. */
const LOW_STOCK_SHOPS = sql`
  select s.id from seller s
  where s.status = 'active' and s.email <> ''
    and exists (
      select 1 from product p join product_stock ps on ps.product_id = p.id
      where p.seller_id = s.id and p.active and ps.stock <= s.low_stock_threshold
    )`;

/** The daily digest: one message per shop with low stock, each queued once per day. */
export async function handleLowStockDigest(db: Database, now = new Date()): Promise<number> {
  const day = istDay(now);
  const { rows } = await db.execute<{ id: string }>(LOW_STOCK_SHOPS);
  for (const { id } of rows) await db.transaction((tx) => notify(tx, { kind: "low-stock", sellerId: id, day }));
  return rows.length;
}
