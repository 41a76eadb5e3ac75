// The dashboard's coupon form (create and edit): what the seller types in, a coupon's rules out.
// Browser-safe: the form validates with it as the seller types, the action parses with the same.
// Days are India's calendar days; "valid until" is the last day the coupon works, so it is stored
// as the next day's midnight in India (CouponRule.validUntil is the first moment it no longer works).
import { z } from "zod";
import { COUPON_KINDS, type CouponKind } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { istDay, istMidnight } from "~/utils/dates";
import { rupeeAmount, wholeNumber } from "~/utils/form-schema";
import { formatPaise, paiseToRupees } from "~/utils/money";
import { type CouponRule, normalizeCouponCode } from "./coupons";
import { optionalRupees } from "./settings-forms";

/** The database's pattern (coupon_code_format), on the upper-cased code. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
const DAY = 24 * 60 * 60 * 1000;

export const DUPLICATE_CODE = (code: string) => m.seller_coupon_duplicate({ code });

/** "2025-03-05" that is a real calendar day → midnight in India; "" → null. */
const day = (label: () => string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim() ?? "";
      if (text === "") return null;
      const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? istMidnight(text) : null;
      if (!at || Number.isNaN(at.getTime()) || istDay(at) !== text) {
        ctx.addIssue({ code: "custom", message: m.seller_must_be_date({ label: label() }) });
        return z.NEVER;
      }
      return at;
    });

export const CouponFormSchema = z
  .object({
    intent: z.literal("save"),
    /** Set when editing; the coupon must belong to the shop (checked by the server). */
    id: z.uuid({ error: () => m.seller_coupon_not_found() }).optional(),
    code: z
      .string({ error: () => m.seller_coupon_enter_code() })
      .max(40, { error: () => m.seller_coupon_code_chars() })
      .transform(normalizeCouponCode)
      .refine((c) => COUPON_CODE_PATTERN.test(c), { error: () => m.seller_coupon_code_format() }),
    kind: z.enum(COUPON_KINDS, { error: () => m.seller_coupon_choose_kind() }),
    value: z
      .string({ error: () => m.seller_coupon_enter_discount() })
      .trim()
      .max(20, { error: () => m.seller_coupon_enter_discount() }),
    minOrder: optionalRupees(() => m.seller_label_min_order()),
    maxDiscount: optionalRupees(() => m.seller_label_max_discount()),
    validFrom: day(() => m.seller_label_first_day()),
    validUntil: day(() => m.seller_label_last_day()),
    usageLimit: wholeNumber(() => m.seller_usage_whole())
      .pipe(
        z
          .number()
          .min(1, { error: () => m.seller_usage_min() })
          .max(10_000_000, { error: () => m.seller_usage_max() }),
      )
      .optional(),
    oncePerCustomer: z.boolean().default(false),
  })
  .transform((v, ctx) => {
    const value = couponValue(v.kind, v.value);
    if (typeof value === "string") ctx.addIssue({ code: "custom", path: ["value"], message: value });
    if (v.maxDiscount === 0)
      ctx.addIssue({
        code: "custom",
        path: ["maxDiscount"],
        message: m.seller_max_discount_zero(),
      });
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: m.seller_last_before_first() });
    return {
      id: v.id,
      code: v.code,
      kind: v.kind,
      value: typeof value === "number" ? value : 0,
      minOrderPaise: v.minOrder ?? 0,
      maxDiscountPaise: v.maxDiscount,
      validFrom: v.validFrom,
      // The last day included: the coupon stops at the next midnight in India.
      validUntil: v.validUntil ? new Date(v.validUntil.getTime() + DAY) : null,
      usageLimit: v.usageLimit ?? null,
      oncePerCustomer: v.oncePerCustomer,
    };
  });

export type CouponInput = z.output<typeof CouponFormSchema>;

/** How the discount box is read, by kind (the message is the one couponValue gives). */
export const COUPON_VALUE_BLOCKS = {
  percent: wholeNumber(() => m.seller_percent_range()),
  amount: rupeeAmount(() => m.seller_amount_rupees()),
};

/** The discount box: a whole percent 1–100 ("10" or "10%"), or rupees above zero; a message when it is neither. */
function couponValue(kind: CouponKind, raw: string): number | string {
  if (kind === "percent") {
    const percent = COUPON_VALUE_BLOCKS.percent.safeParse(raw.replace(/\s*%\s*$/, "")).data;
    return percent !== undefined && percent >= 1 && percent <= 100 ? percent : m.seller_percent_range();
  }
  const paise = COUPON_VALUE_BLOCKS.amount.safeParse(raw).data;
  if (paise === undefined) return m.seller_amount_rupees();
  return paise > 0 ? paise : m.seller_amount_positive();
}

/** A coupon as the dashboard lists and edits it: the rule the checkout applies, with its id. */
export type CouponRow = CouponRule & { id: string };

/** A saved coupon as the form's starting values (the last day shown, not the midnight after it). */
export const couponFormValues = (c: CouponRow) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.kind === "percent" ? String(c.value) : paiseToRupees(c.value),
  minOrder: c.minOrderPaise ? paiseToRupees(c.minOrderPaise) : "",
  maxDiscount: paiseToRupees(c.maxDiscountPaise),
  validFrom: c.validFrom ? istDay(c.validFrom) : "",
  validUntil: c.validUntil ? istDay(new Date(c.validUntil.getTime() - 1)) : "",
  usageLimit: c.usageLimit ?? undefined,
  oncePerCustomer: c.oncePerCustomer,
});

/** "10% off" or "₹100.00 off". */
export const couponGives = (c: Pick<CouponRow, "kind" | "value">) =>
  c.kind === "percent" ? m.seller_percent_off({ value: c.value }) : m.seller_amount_off({ amount: formatPaise(c.value) });
