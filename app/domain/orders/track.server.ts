// Guest order tracking (/{shop}/track, docs/decisions/0078-guest-tracking-and-whatsapp-links.md):
// the order reference plus the mobile number the order was placed with show that order's status,
// its items' names and quantities and its timeline. Nothing else: no name, address, prices or
// other orders. Every wrong pair gets the same message, so an answer tells nothing about which part
// was wrong (a reference that exists, an order of another shop, a mobile that ordered elsewhere).

import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { orderItem, orders } from "~/db/schema";
import type { OrderStatus } from "~/db/schema/values";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { indianMobile } from "~/utils/whatsapp";
import { orderReference, parseOrderReference, referenceIdRange } from "./reference";
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

/** The shop's order with that reference and mobile, or the one refusal. */
export async function trackOrder(db: Database, sellerId: string, input: { reference: string; mobile: string }): Promise<TrackedOrder> {
  const prefix = parseOrderReference(input.reference);
  const mobile = indianMobile(input.mobile);
  if (!prefix || !mobile) throw notFound();
  const [low, high] = referenceIdRange(prefix);
  // A reference is 32 bits of the id: two orders of one shop and one mobile sharing it is
  // vanishingly rare, and then the newer one is shown.
  const [order] = await db
    .select({
      id: orders.id,
      checkoutId: orders.checkoutId,
      status: orders.status,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
    })
    .from(orders)
    .where(and(gte(orders.id, low), lte(orders.id, high), eq(orders.sellerId, sellerId), eq(orders.contactNumber, mobile)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw notFound();
  const [items, timeline] = await Promise.all([
    db
      .select({ name: orderItem.name, quantity: orderItem.quantity })
      .from(orderItem)
      .where(eq(orderItem.orderId, order.id))
      .orderBy(asc(orderItem.id)),
    orderTimeline(db, order),
  ]);
  return {
    reference: orderReference(order.id),
    status: order.status,
    items,
    timeline,
  };
}
