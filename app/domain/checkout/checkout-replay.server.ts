// A retry of a checkout id: the fingerprint of what the attempt asked for, the attempt as stored, and
// its order answered again. Apart from the placing itself: the placing transaction and its
// unique-key backstop both replay through it.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, checkoutKey, orders } from "~/db/schema";
import type { DeliveryMode } from "~/db/schema/values";
import { DomainError } from "~/domain/errors";
import { orderLines } from "~/domain/orders/order-lines.server";
import { orderNumber } from "~/domain/orders/reference";
import { checkoutChangedMessage, checkoutUsedMessage } from "./contract";
import type { PlacedOrder } from "./placed-orders";
import type { Line } from "./request-lines";

/**
 * What the attempt asked for, as a hash: a retry with the same checkout id must ask for exactly
 * this (same shop, address, delivery mode, payment method, coupon, business buyer and lines in the
 * same order) to be replayed.
 */
export function requestFingerprint(
  who: { sellerId: string },
  req: {
    addressId: string;
    deliveryMode: DeliveryMode;
    paymentMethod: string | null;
    couponCode: string;
    buyerGstin: string;
    buyerName: string;
  },
  lines: Line[],
): string {
  const request = {
    sellerId: who.sellerId,
    addressId: req.addressId.toLowerCase(),
    deliveryMode: req.deliveryMode,
    lines: lines.map((l) => [l.productId, l.color, l.size, l.quantity]),
    // Only when given, so checkouts placed before payments existed still replay.
    ...(req.paymentMethod ? { paymentMethod: req.paymentMethod } : {}),
    ...(req.couponCode ? { couponCode: req.couponCode } : {}),
    // A changed GSTIN or name is another invoice's recipient: a new wish, not a retry.
    ...(req.buyerGstin ? { buyerGstin: req.buyerGstin, buyerName: req.buyerName } : {}),
  };
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

type Executor = Pick<Database, "select">;

/**
 * The attempt with this id, in whichever shop holds it: the platform-wide checkout_key names the shop
 * (docs/decisions/0147-shop-scoped-keys.md), so a key already used at another shop is refused rather
 * than placed again there, and the attempt is read in its one shop.
 */
export async function loadCheckout(db: Executor, checkoutId: string) {
  const [key] = await db.select({ sellerId: checkoutKey.sellerId }).from(checkoutKey).where(eq(checkoutKey.id, checkoutId));
  if (!key) return null;
  const [attempt] = await db
    .select()
    .from(checkout)
    .where(and(eq(checkout.id, checkoutId), eq(checkout.sellerId, key.sellerId)));
  if (!attempt) return null;
  const [order] = await db
    .select({ deliveryMode: orders.deliveryMode, customerName: orders.customerName })
    .from(orders)
    .where(and(eq(orders.id, checkoutId), eq(orders.sellerId, attempt.sellerId)));
  return { attempt, order, lines: order ? await orderLines(db, attempt.sellerId, checkoutId) : [] };
}

export function ownedReplay(
  previous: NonNullable<Awaited<ReturnType<typeof loadCheckout>>>,
  who: { userId: string; sellerId: string },
  fingerprint: string,
): PlacedOrder {
  const { attempt, order } = previous;
  // Someone else's checkout id: say nothing about it.
  if (attempt.userId !== who.userId || attempt.sellerId !== who.sellerId)
    throw new DomainError("checkout_used", checkoutUsedMessage(), { status: 409 });
  // The same key with another cart, address or delivery mode is a new wish, not a retry: replaying
  // the first order would tell the shopper their new order was sent when nothing was ordered.
  if (attempt.requestFingerprint !== fingerprint) throw new DomainError("checkout_changed", checkoutChangedMessage(), { status: 409 });
  if (!order) throw new DomainError("checkout_used", checkoutUsedMessage(), { status: 409 });
  return {
    orderId: attempt.id,
    number: orderNumber(attempt.id),
    totals: {
      subtotalPaise: attempt.subtotalPaise,
      discountPaise: attempt.discountPaise,
      deliveryFeePaise: attempt.deliveryFeePaise,
      codFeePaise: attempt.codFeePaise,
      taxPaise: attempt.taxPaise,
      totalPaise: attempt.totalPaise,
    },
    paymentMethod: attempt.paymentMethod,
    paymentStatus: attempt.paymentStatus,
    deliveryMode: order.deliveryMode,
    customerName: order.customerName,
    replayed: true,
    lines: previous.lines.map(({ lineNo, name, color, size, quantity, pricePaise, totalPaise }) => ({
      lineNo,
      name,
      color,
      size,
      quantity,
      pricePaise,
      totalPaise,
    })),
  };
}
