// Finding a shop's coupon by the code a shopper typed, and whether that shopper has used it.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { coupon, couponRedemption } from "~/db/schema";
import type { CouponRow } from "./coupon-form";

type Executor = Pick<Database, "select">;

/**
 * The coupon with this (normalised) code at this shop, or null. `lock`: inside the checkout
 * transaction the row is locked, so concurrent checkouts redeem it one at a time and the use
 * limit holds (docs/decisions/0074-checkout-totals.md).
 */
export async function findCoupon(db: Executor, sellerId: string, code: string, lock = false): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupon)
    .where(and(eq(coupon.sellerId, sellerId), eq(coupon.code, code)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function hasUsedCoupon(db: Executor, couponId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(couponRedemption)
    .where(and(eq(couponRedemption.couponId, couponId), eq(couponRedemption.userId, userId)))
    .limit(1);
  return Boolean(row);
}
