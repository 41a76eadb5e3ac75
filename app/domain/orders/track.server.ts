// Guest order tracking (/{shop}/track, docs/decisions/0078-guest-tracking-and-whatsapp-links.md):
// the order number plus the mobile number the order was placed with show that order's status,
// its items' names and quantities and its timeline. Nothing else: no name, address, prices or
// other orders. Every wrong pair gets the same message, so an answer tells nothing about which part
// was wrong (a reference that exists, an order of another shop, a mobile that ordered elsewhere).

import { and, between, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { orderItem, orders } from "~/db/schema";
import type { OrderStatus } from "~/db/schema/values";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { indianMobile } from "~/utils/whatsapp";
import { orderLines } from "./order-lines.server";
import { numberIdRange, orderNumber, parseOrderNumber } from "./reference";
import type { TimelineStep } from "./timeline";
import { orderTimeline } from "./timeline.server";

export const TRACK_NOT_FOUND = () => m.account_track_not_found();

/** The form: both fields are free text here, so a malformed value gets the same answer as a wrong one. */
export const TrackFormSchema = z.object({
  reference: z.string().max(100).default(""),
  mobile: z.string().max(100).default(""),
});

export interface TrackedOrder {
  reference: string;
  status: OrderStatus;
  items: { name: string; quantity: number }[];
  timeline: TimelineStep[];
}

const notFound = () => new DomainError("order_not_found", TRACK_NOT_FOUND(), { status: 404 });

/** The shop's order with that number and mobile, or the one refusal. */
export async function trackOrder(db: Database, sellerId: string, input: { reference: string; mobile: string }): Promise<TrackedOrder> {
  const typed = parseOrderNumber(input.reference);
  const mobile = indianMobile(input.mobile);
  if (!typed || !mobile) throw notFound();
  const [low, high] = numberIdRange(typed.prefix);
  // A number is 40 bits of the id (a former line's, 32): two orders of one shop and one mobile
  // sharing it is vanishingly rare, and then the newer one is shown.
  const named =
    typed.kind === "order"
      ? between(orders.id, low, high)
      : inArray(
          orders.id,
          db
            .select({ id: orderItem.orderId })
            .from(orderItem)
            .where(between(orderItem.formerOrderId, low, high)),
        );
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
      returnReason: orders.returnReason,
    })
    .from(orders)
    .where(and(named, eq(orders.sellerId, sellerId), eq(orders.contactNumber, mobile)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw notFound();
  const [lines, timeline] = await Promise.all([orderLines(db, sellerId, order.id), orderTimeline(db, order)]);
  return {
    reference: orderNumber(order.id),
    status: order.status,
    items: lines.filter((l) => l.cancelledAt === null).map(({ name, quantity }) => ({ name, quantity })),
    timeline,
  };
}
