// What a return may do, when (docs/decisions/0139-returns-and-exchanges.md). Pure and browser-safe: the
// order pages offer exactly these actions and the domain refuses any other.
import type { OrderStatus, ReturnKind, ReturnRequestReason, ReturnRequestStatus } from "~/db/schema/values";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A request waiting on the seller: to decide it, or (approved) to receive the goods. */
export const OPEN_RETURN: readonly ReturnRequestStatus[] = ["requested", "approved"];
/** A request in these holds its lines: no other request may ask for them again. */
export const HOLDS_LINES: readonly ReturnRequestStatus[] = ["requested", "approved", "refunded", "exchanged"];

/**
 * Goods that arrived damaged, wrong or not as described: a seller may not refuse to take them back
 * (Consumer Protection (E-Commerce) Rules, 2020), so they may be reported for at least
 * DEFECT_WINDOW_DAYS after delivery whatever the shop's policy, "no returns" included.
 */
export const DEFECT_REASONS: readonly ReturnRequestReason[] = ["damaged", "wrong_item", "not_as_described"];
export const DEFECT_WINDOW_DAYS = 7;

/** The days a request for `reason` has under a shop policy of `policyDays`. */
export const windowFor = (policyDays: number, reason: ReturnRequestReason) =>
  DEFECT_REASONS.includes(reason) ? Math.max(policyDays, DEFECT_WINDOW_DAYS) : policyDays;

export type ReturnsOpen = "open" | "no_returns" | "not_delivered" | "window_closed";

/** Whether the shopper may still ask: the shop takes returns, the order was delivered, and within the shop's days of that. */
export function returnsOpen(windowDays: number, status: OrderStatus, deliveredAt: Date | null, now: Date): ReturnsOpen {
  if (windowDays <= 0) return "no_returns";
  if (status !== "delivered" || !deliveredAt) return "not_delivered";
  return now.getTime() <= returnWindowEnd(deliveredAt, windowDays).getTime() ? "open" : "window_closed";
}

export const returnWindowEnd = (deliveredAt: Date, windowDays: number) => new Date(deliveredAt.getTime() + windowDays * DAY_MS);

/** What the shopper paid for lines: their goods less their share of the coupon discount (the fees stay with the parcel). */
export function linesValue(lines: readonly { pricePaise: number; quantity: number; discountPaise: number }[]): number {
  return lines.reduce((sum, l) => sum + l.pricePaise * l.quantity - l.discountPaise, 0);
}

/** The seller's buttons for a request in `status` of `kind`. */
export function sellerReturnActions(status: ReturnRequestStatus, kind: ReturnKind) {
  return {
    approve: status === "requested",
    decline: status === "requested",
    refund: status === "approved" && kind === "refund",
    exchange: status === "approved" && kind === "exchange",
  };
}

/** The shopper may take back a request the seller has not decided yet. */
export const canWithdraw = (status: ReturnRequestStatus) => status === "requested";
