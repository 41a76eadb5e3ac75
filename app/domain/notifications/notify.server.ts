// Every e-mail the app sends goes through the mail queue (docs/decisions/0076-messages-through-the-queue.md).
// The transaction that makes a change calls notify(tx, event): one small job per recipient, which
// exists exactly when the change commits. The mail worker (app/jobs/mail.server.ts) reads the rows
// as they are then (./mail-facts.server.ts) and sends the message.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OrderStatus, PaymentStatus, ReturnRequestStatus } from "~/db/schema/values";
import { enqueueInTransaction, QUEUES } from "~/queue/queue.server";

// A checkout's events name its shop, so the worker reads that shop's rows only (the order's events
// still find it by id alone).
export type MailEvent =
  | { kind: "order-placed"; sellerId: string; checkoutId: string }
  | { kind: "status"; orderId: string; status: OrderStatus }
  | { kind: "line-cancelled"; orderId: string; lineNo: number }
  | { kind: "payment"; sellerId: string; checkoutId: string; status: PaymentStatus }
  | { kind: "low-stock"; sellerId: string; day: string }
  | { kind: "return"; returnId: string; status: ReturnRequestStatus }
  | { kind: "data-export"; exportId: string }
  /** A shopper asked to delete their account (app/domain/privacy/account-deletion.server.ts), at a shop. */
  | { kind: "account-deletion"; userId: string; sellerId: string; requestedAt: string };

export type Audience = "shopper" | "seller";

/** A queued message: the event, who it is for, and the key its Message-ID is made from. */
export type MailJob = MailEvent & { to: Audience; key: string };

/** Order progress the shopper may turn off (mail_preference.order_updates); the rest always go. */
export const ORDER_UPDATES: readonly OrderStatus[] = ["confirmed", "shipped", "delivered"];
const STATUS_MAILS: readonly OrderStatus[] = [...ORDER_UPDATES, "cancelled", "returned"];
const SHOPPER_PAYMENT_MAILS: readonly PaymentStatus[] = ["paid", "collected", "not_received", "refunded", "expired"];

/** The message list: who hears about each event (docs/decisions/0076-messages-through-the-queue.md). */
export function audiencesOf(event: MailEvent): Audience[] {
  switch (event.kind) {
    case "order-placed":
      return ["shopper", "seller"];
    case "status":
      return STATUS_MAILS.includes(event.status) ? ["shopper"] : [];
    case "line-cancelled":
      return ["shopper"];
    case "payment":
      if (event.status === "claimed") return ["seller"];
      return SHOPPER_PAYMENT_MAILS.includes(event.status) ? ["shopper"] : [];
    case "low-stock":
      return ["seller"];
    case "return":
      // The seller hears of a new request; the shopper of every decision and of the money or parcel.
      if (event.status === "requested") return ["seller"];
      return event.status === "withdrawn" ? [] : ["shopper"];
    // The person concerned, shopper or seller: the facts read the export's requester, the account's owner.
    case "data-export":
    case "account-deletion":
      return ["shopper"];
  }
}

/** What makes the event unique: an order reaches a status once, a payment may be claimed twice. */
function eventKey(event: MailEvent): string {
  switch (event.kind) {
    case "order-placed":
      return event.checkoutId;
    case "status":
      return `${event.orderId}.${event.status}`;
    case "line-cancelled":
      return `${event.orderId}.line-${event.lineNo}`;
    case "payment":
      return `${event.checkoutId}.${event.status}.${randomUUID()}`;
    case "low-stock":
      return `${event.sellerId}.${event.day}`;
    case "return":
      return `${event.returnId}.${event.status}`;
    case "data-export":
      return event.exportId;
    case "account-deletion":
      return `${event.userId}.${event.requestedAt}`;
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

/** Active shops with an e-mail address and a size of an active product at or below their threshold. */
const LOW_STOCK_SHOPS = sql`
  select s.id from seller s
  where s.status = 'active' and s.email <> ''
    and exists (
      select 1 from product p join product_stock ps on ps.product_id = p.id
      where p.seller_id = s.id and p.active and ps.stock <= s.low_stock_threshold
    )`;

/** The daily digest for `day`: one message per shop with low stock, each queued once per day; returns the shops. */
export async function queueLowStockDigests(db: Database, day: string): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(LOW_STOCK_SHOPS);
  for (const { id } of rows) await db.transaction((tx) => notify(tx, { kind: "low-stock", sellerId: id, day }));
  return rows.length;
}
