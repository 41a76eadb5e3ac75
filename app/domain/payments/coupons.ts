// What a coupon takes off and why it may be refused (docs/decisions/0074-checkout-totals.md).
// Pure: the quote and the checkout transaction ask the same questions of the same rows.

import type { CouponKind } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

export interface CouponRule {
  code: string;
  kind: CouponKind;
  /** Percent for 'percent', paise for 'flat'. */
  value: number;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  usedCount: number;
  active: boolean;
}

/** Coupon codes are upper-case letters, digits, '-' and '_'; what a shopper types is upper-cased. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The discount on goods worth `subtotalPaise`: a percentage rounded down to the paisa, capped; never above the goods. */
export function couponDiscount(c: Pick<CouponRule, "kind" | "value" | "maxDiscountPaise">, subtotalPaise: number): number {
  const raw = c.kind === "percent" ? Math.floor((subtotalPaise * c.value) / 100) : c.value;
  const capped = c.maxDiscountPaise === null ? raw : Math.min(raw, c.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

export type CouponRefusal = "not_found" | "not_started" | "expired" | "min_not_met" | "used_up" | "already_used";

/** Why the coupon cannot be used now, or null when it can. Checked in this order. */
export function couponRefusal(
  c: CouponRule | null,
  ctx: { subtotalPaise: number; now: Date; usedByCustomer: boolean },
): CouponRefusal | null {
  if (!c?.active) return "not_found";
  if (c.validFrom && ctx.now < c.validFrom) return "not_started";
  if (c.validUntil && ctx.now >= c.validUntil) return "expired";
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return "used_up";
  if (c.oncePerCustomer && ctx.usedByCustomer) return "already_used";
  if (ctx.subtotalPaise < c.minOrderPaise) return "min_not_met";
  return null;
}

/** The shopper's sentence for each refusal. */
export function couponRefusalMessage(reason: CouponRefusal, code: string, c: CouponRule | null): string {
  switch (reason) {
    case "not_found":
      return m.account_coupon_not_valid({ code });
    case "not_started":
      return m.account_coupon_not_started({ code });
    case "expired":
      return m.account_coupon_expired({ code });
    case "min_not_met":
      return m.account_coupon_min({ code, amount: formatPaise(c?.minOrderPaise ?? 0) });
    case "used_up":
      return m.account_coupon_used_up({ code });
    case "already_used":
      return m.account_coupon_already_used({ code });
  }
}

/** "You save ₹100.00 with SAVE10". */
export const couponSavesMessage = (code: string, discountPaise: number) =>
  m.account_coupon_saves({ amount: formatPaise(discountPaise), code });
