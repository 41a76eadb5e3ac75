// The dashboard's coupon form (create and edit): what the seller types in, a coupon's rules out.
// Browser-safe: the form validates with it as the seller types, the action parses with the same.
// Days are India's calendar days; "valid until" is the last day the coupon works, so it is stored
// as the next day's midnight in India (CouponRule.validUntil is the first moment it no longer works).
import { z } from "zod";
import { COUPON_KINDS, type CouponKind } from "~/db/schema/values";
import { istDay, istMidnight } from "~/utils/dates";
import { formatPaise, paiseToRupees, rupeesToPaise } from "~/utils/money";
import { type CouponRule, normalizeCouponCode } from "./coupons";
import { optionalRupees } from "./settings-forms";

/** The database's pattern (coupon_code_format), on the upper-cased code. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
const DAY = 24 * 60 * 60 * 1000;

export const DUPLICATE_CODE = (code: string) => `Your shop already has a coupon ${code}. Choose another code.`;

/** "2025-03-05" that is a real calendar day → midnight in India; "" → null. */
const day = (label: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim() ?? "";
      if (text === "") return null;
      const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? istMidnight(text) : null;
      if (!at || Number.isNaN(at.getTime()) || istDay(at) !== text) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date.` });
        return z.NEVER;
      }
      return at;
    });

export const CouponFormSchema = z
  .object({
    intent: z.literal("save"),
    /** Set when editing; the coupon must belong to the shop (checked by the server). */
    id: z.uuid("This coupon does not exist.").optional(),
    code: z
      .string("Enter a code.")
      .max(40, "A code has 3 to 20 letters, digits, '-' or '_'.")
      .transform(normalizeCouponCode)
      .refine((c) => COUPON_CODE_PATTERN.test(c), "A code has 3 to 20 letters, digits, '-' or '_', starting with a letter or digit."),
    kind: z.enum(COUPON_KINDS, "Choose percent off or an amount off."),
    value: z.string("Enter the discount.").trim().max(20, "Enter the discount."),
    minOrder: optionalRupees("The minimum order"),
    maxDiscount: optionalRupees("The maximum discount"),
    validFrom: day("The first day"),
    validUntil: day("The last day"),
    usageLimit: z
      .number("The use limit must be a whole number.")
      .int("The use limit must be a whole number.")
      .min(1, "The use limit must be at least 1, or empty for no limit.")
      .max(10_000_000, "The use limit can be at most 1,00,00,000.")
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
        message: "Leave the maximum discount empty for no cap, or enter more than ₹0.",
      });
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "The last day cannot be before the first day." });
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

/** The discount box: a whole percent 1–100 ("10" or "10%"), or rupees above zero; a message when it is neither. */
function couponValue(kind: CouponKind, raw: string): number | string {
  if (kind === "percent") {
    const m = /^(\d{1,3})\s*%?$/.exec(raw);
    const percent = m ? Number(m[1]) : Number.NaN;
    return percent >= 1 && percent <= 100 ? percent : "A percent off must be a whole number from 1 to 100.";
  }
  const paise = rupeesToPaise(raw);
  if (paise === null) return "The amount off must be an amount in rupees, such as 100 or 49.50.";
  return paise > 0 ? paise : "The amount off must be more than ₹0.";
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
  c.kind === "percent" ? `${c.value}% off` : `${formatPaise(c.value)} off`;
