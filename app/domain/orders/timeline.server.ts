// Reads an order's timeline from order_status_event and its payment_event (the steps
// and their order: app/domain/orders/timeline.ts). One function for every page that shows it.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderStatusEvent, paymentEvent } from "~/db/schema";
import type { ReturnReason } from "~/db/schema/values";
import { buildTimeline, TIMELINE_PAYMENT_STEPS, type TimelineStep } from "./timeline";
import type { Tracking } from "./tracking";

export { buildTimeline, type TimelineStep } from "./timeline";

/** The timeline of one order the caller has already found (and so may see): no scoping here. */
export async function orderTimeline(
  db: Database,
  order: { id: string; returnReason: ReturnReason | null } & Tracking,
): Promise<TimelineStep[]> {
  const [statusRows, paymentRows] = await Promise.all([
    db
      .select({ status: orderStatusEvent.status, at: orderStatusEvent.createdAt })
      .from(orderStatusEvent)
      .where(eq(orderStatusEvent.orderId, order.id))
      .orderBy(asc(orderStatusEvent.createdAt)),
    db
      .select({ status: paymentEvent.status, at: paymentEvent.createdAt })
      .from(paymentEvent)
      .where(and(eq(paymentEvent.checkoutId, order.id), inArray(paymentEvent.status, [...TIMELINE_PAYMENT_STEPS])))
      .orderBy(asc(paymentEvent.createdAt)),
  ]);
  const { courier, trackingNumber, trackingUrl } = order;
  return buildTimeline({ order: statusRows, payment: paymentRows }, { courier, trackingNumber, trackingUrl }, order.returnReason);
}
