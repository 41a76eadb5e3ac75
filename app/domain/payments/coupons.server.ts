// A shop's coupons as the seller manages them (the dashboard's Coupons page). Every query is scoped
// by the signed-in owner's seller id: another shop's coupon id reads as not found and changes nothing.
// Redeeming a coupon (used_count) belongs to the checkout transaction, not here.

import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { coupon } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { type CouponInput, type CouponRow, DUPLICATE_CODE } from "./coupon-form";

const NOT_FOUND = () => new DomainError("not_found", m.account_coupon_not_exist(), { status: 404 });

const columns = {
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  minOrderPaise: coupon.minOrderPaise,
  maxDiscountPaise: coupon.maxDiscountPaise,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  usageLimit: coupon.usageLimit,
  oncePerCustomer: coupon.oncePerCustomer,
  usedCount: coupon.usedCount,
  active: coupon.active,
};

/** Active coupons first, then by code. */
export async function listCoupons(db: Database, sellerId: string): Promise<CouponRow[]> {
  return db.select(columns).from(coupon).where(eq(coupon.sellerId, sellerId)).orderBy(desc(coupon.active), asc(coupon.code));
}

export async function getCoupon(db: Database, sellerId: string, id: string): Promise<CouponRow | null> {
  const [row] = await db
    .select(columns)
    .from(coupon)
    .where(and(eq(coupon.sellerId, sellerId), eq(coupon.id, id)));
  return row ?? null;
}

/** The code is unique per shop: a taken one is the code field's error, not a crash. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "coupon_seller_code"))
      throw new DomainError("duplicate_code", DUPLICATE_CODE(code), { status: 409, field: "code" });
    throw error;
  }
}

/** Creates the coupon (active) or, with `id`, changes it; returns its id. */
export async function saveCoupon(db: Database, sellerId: string, input: CouponInput): Promise<string> {
  const { id, ...rules } = input;
  if (!id) {
    const [created] = await uniqueCode(rules.code, () =>
      db
        .insert(coupon)
        .values({ sellerId, ...rules })
        .returning({ id: coupon.id }),
    );
    return created.id;
  }
  // The limit may not go below the uses already counted: compare-and-set in the same statement, so a
  // checkout redeeming meanwhile cannot slip past it (the CHECK would refuse it as a 500 otherwise).
  const limitHolds = rules.usageLimit === null ? sql`true` : sql`${coupon.usedCount} <= ${rules.usageLimit}`;
  const [updated] = await uniqueCode(rules.code, () =>
    db
      .update(coupon)
      .set({ ...rules, updatedAt: new Date() })
      .where(and(eq(coupon.sellerId, sellerId), eq(coupon.id, id), limitHolds))
      .returning({ id: coupon.id }),
  );
  if (updated) return updated.id;
  const current = await getCoupon(db, sellerId, id);
  if (!current) throw NOT_FOUND();
  throw new DomainError("below_used", m.account_coupon_below_used({ count: current.usedCount }), {
    status: 409,
    field: "usageLimit",
  });
}

export async function setCouponActive(db: Database, sellerId: string, id: string, active: boolean): Promise<void> {
  const [updated] = await db
    .update(coupon)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(coupon.sellerId, sellerId), eq(coupon.id, id)))
    .returning({ id: coupon.id });
  if (!updated) throw NOT_FOUND();
}
