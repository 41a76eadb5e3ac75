// What a seller may do with an order (docs/decisions/0119-seller-order-flow.md). Pure and
// browser-safe: the order page offers exactly these actions and the domain refuses any other.
import type { DeliveryMode, OrderStatus } from "~/db/schema/values";

/**
 * The statuses a seller may move an order to from `from`: one step forward, "Mark shipped" (with
 * courier and AWB) straight from confirmed as well as from processing, cancel before delivery, and
 * "returned to seller" for a shipped parcel that came back undelivered (docs/decisions/0138-returned-to-seller.md).
 */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  switch (from) {
    case "pending":
      return ["confirmed", "cancelled"];
    case "confirmed":
      return ["processing", "shipped", "cancelled"];
    case "processing":
      return ["shipped", "cancelled"];
    case "shipped":
      return ["delivered", "returned", "cancelled"];
    default:
      return [];
  }
}

/**
 * The goods leave the seller when the order is marked shipped, or delivered without shipping (handed over
 * in the shop): the moment its invoice is issued (docs/decisions/0130-invoice-when-goods-leave.md).
 */
/** The order ended without the goods reaching the shopper: cancelled, or the parcel came back. Nothing is owed for it. */
export const ENDED_UNDELIVERED: readonly OrderStatus[] = ["cancelled", "returned"];
export const endedUndelivered = (status: OrderStatus) => ENDED_UNDELIVERED.includes(status);

export const goodsLeave = (to: OrderStatus) => to === "shipped" || to === "delivered";

/**
 * A line may be cancelled on its own while another line stays, until the parcel is delivered: before it
 * leaves (out of stock, damaged), or once shipped (the shopper refused it, or it never went in the
 * parcel) — then a credit note takes it off the invoice. After delivery it is a return.
 */
export function canCancelLine(status: OrderStatus, liveLines: number): boolean {
  return (status === "pending" || status === "confirmed" || status === "processing" || status === "shipped") && liveLines > 1;
}

/**
 * Whether the cash of a checkout (COD, pay at the shop) can be marked collected, from its orders:
 * - "nothing_due": every order is cancelled or came back to the seller, nothing is to be collected;
 * - "now": every order still standing is delivered (the cash came with the parcel or at pickup);
 * - "confirm_at_shop": an in-shop purchase not yet marked delivered: the seller may take the cash at
 *   the counter, but only by saying so explicitly;
 * - "after_delivery": goods on their way to the shopper; cash on delivery is collected on delivery.
 */
export type CashCollection = "nothing_due" | "now" | "confirm_at_shop" | "after_delivery";

export function cashCollection(mode: DeliveryMode, status: OrderStatus): CashCollection {
  if (endedUndelivered(status)) return "nothing_due";
  if (status === "delivered") return "now";
  return mode === "in-shop" ? "confirm_at_shop" : "after_delivery";
}
