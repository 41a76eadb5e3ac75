// The dashboard's Payments & delivery forms (docs/decisions/0073-payment-model.md): rupee strings,
// checkboxes and a pincode list in, paise and clean values out. Browser-safe: the form validates
// with these schemas as the seller types, the action parses with the same ones.
import { z } from "zod";
import { COD_LATE_ACTIONS, COD_SHIPPING_RULES, DELIVERY_AREAS } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { rupeeAmount, wholeNumber } from "~/utils/form-schema";
import { paiseToRupees } from "~/utils/money";
import { INDIAN_STATES } from "./delivery";
import type { PaymentSettings } from "./shop-payments.server";
import { isUpiId } from "./upi";

export const MAX_COD_FEE_PAISE = 10_000_00;
export const MAX_PINCODES = 500;
export const MAX_PAYEE_NAME = 50;

/**
 * An optional rupee box: "" → null, "1,049.50" → 104950 (exact, app/utils/money.ts), anything else a
 * message naming the field (`label` is a function: the name is made at parse time, in its language).
 * Conform sends an empty box as undefined.
 */
export const optionalRupees = (label: () => string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw?.trim() ? raw : undefined))
    .pipe(rupeeAmount(() => m.seller_rupees_amount({ label: label() })).optional())
    .transform((paise) => paise ?? null);

const checkbox = z.boolean().default(false);

/** A box of pincodes and prefixes (the delivery area, the pincodes without COD): a clean list, or a message naming the bad entries. */
function pincodeList() {
  return z
    .string()
    .max(20_000, { error: () => m.seller_pincodes_too_long() })
    .optional()
    .transform((v, ctx) => {
      const { pincodes, bad } = parsePincodes(v ?? "");
      if (bad.length)
        ctx.addIssue({
          code: "custom",
          message: m.seller_pincodes_bad({ list: badList(bad) }),
        });
      else if (pincodes.length > MAX_PINCODES)
        ctx.addIssue({ code: "custom", message: m.seller_pincodes_too_many({ max: MAX_PINCODES, count: pincodes.length }) });
      return pincodes;
    });
}

export const PaymentFormSchema = z
  .object({
    intent: z.literal("payment"),
    upiId: z
      .string()
      .trim()
      .max(320)
      .optional()
      .transform((v) => (v ?? "").toLowerCase())
      .refine((v) => v === "" || isUpiId(v), { error: () => m.seller_upi_invalid() }),
    payeeName: z
      .string()
      .trim()
      .max(MAX_PAYEE_NAME, { error: () => m.seller_payee_too_long({ max: MAX_PAYEE_NAME }) })
      .optional()
      .transform((v) => v ?? ""),
    acceptsUpi: checkbox,
    acceptsCod: checkbox,
    acceptsPayAtShop: checkbox,
    codFee: optionalRupees(() => m.seller_label_cod_fee()),
    codMaxOrder: optionalRupees(() => m.seller_label_cod_max()),
    paymentWindowHours: wholeNumber(() => m.seller_window_whole())
      .pipe(
        z
          .number()
          .min(1, { error: () => m.seller_window_range() })
          .max(168, { error: () => m.seller_window_range() }),
      )
      .default(24),
    codShipping: z.enum(COD_SHIPPING_RULES).default("ship_all"),
    codConfirmHours: wholeNumber(() => m.seller_cod_hours_range())
      .pipe(
        z
          .number()
          .min(1, { error: () => m.seller_cod_hours_range() })
          .max(168, { error: () => m.seller_cod_hours_range() }),
      )
      .default(24),
    codLateAction: z.enum(COD_LATE_ACTIONS).default("flag"),
    codOffPincodes: pincodeList(),
  })
  .superRefine((v, ctx) => {
    if (v.acceptsUpi && v.upiId === "") ctx.addIssue({ code: "custom", path: ["upiId"], message: m.seller_upi_required() });
    if (v.acceptsUpi && v.payeeName === "") ctx.addIssue({ code: "custom", path: ["payeeName"], message: m.seller_payee_required() });
    if (v.codFee !== null && v.codFee > MAX_COD_FEE_PAISE)
      ctx.addIssue({ code: "custom", path: ["codFee"], message: m.seller_cod_fee_max() });
    if (v.codMaxOrder === 0)
      ctx.addIssue({
        code: "custom",
        path: ["codMaxOrder"],
        message: m.seller_cod_max_zero(),
      });
  })
  .transform(
    (v): PaymentSettings => ({
      upiId: v.upiId,
      payeeName: v.payeeName,
      acceptsUpi: v.acceptsUpi,
      acceptsCod: v.acceptsCod,
      acceptsPayAtShop: v.acceptsPayAtShop,
      codFeePaise: v.codFee ?? 0,
      codMaxOrderPaise: v.codMaxOrder,
      paymentWindowHours: v.paymentWindowHours,
      codShipping: v.codShipping,
      codConfirmHours: v.codConfirmHours,
      codLateAction: v.codLateAction,
      codOffPincodes: v.codOffPincodes,
    }),
  );

/**
 * A seller's pincode list as typed: entries split on commas, spaces and new lines, each 1–6 digits
 * (a pincode or a prefix of one; Indian pincodes never start with 0), duplicates dropped in order.
 */
export function parsePincodes(text: string): { pincodes: string[]; bad: string[] } {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const bad = [...new Set(entries.filter((e) => !/^[1-9]\d{0,5}$/.test(e)))];
  const pincodes = [...new Set(entries.filter((e) => /^[1-9]\d{0,5}$/.test(e)))];
  return { pincodes, bad };
}

/** The bad entries as the message names them: the first few, quoted and shortened. */
function badList(bad: string[]): string {
  const shown = bad.slice(0, 5).map((e) => `"${e.length > 12 ? `${e.slice(0, 12)}…` : e}"`);
  return bad.length > 5 ? m.seller_and_more({ list: shown.join(", "), count: bad.length - 5 }) : shown.join(", ");
}

export const DeliveryFormSchema = z
  .object({
    intent: z.literal("delivery"),
    flatFee: optionalRupees(() => m.seller_label_delivery_fee()),
    freeAbove: optionalRupees(() => m.seller_label_free_above()),
    area: z.enum(DELIVERY_AREAS, { error: () => m.seller_area_choose() }),
    state: z
      .string()
      .optional()
      .transform((v) => v ?? "")
      .refine((v) => v === "" || (INDIAN_STATES as readonly string[]).includes(v), { error: () => m.seller_state_from_list() }),
    pincodes: pincodeList(),
  })
  .superRefine((v, ctx) => {
    if (v.freeAbove === 0) ctx.addIssue({ code: "custom", path: ["freeAbove"], message: m.seller_free_above_zero() });
    if (v.area === "state" && v.state === "") ctx.addIssue({ code: "custom", path: ["state"], message: m.seller_state_for_area() });
    if (v.area === "pincodes" && v.pincodes.length === 0)
      ctx.addIssue({ code: "custom", path: ["pincodes"], message: m.seller_pincodes_required() });
  })
  .transform((v) => ({
    flatFeePaise: v.flatFee ?? 0,
    freeAbovePaise: v.freeAbove,
    area: v.area,
    // Only what the chosen area uses is kept, so a later switch back starts clean.
    state: v.area === "state" ? v.state : "",
    pincodes: v.area === "pincodes" ? v.pincodes : [],
  }));

/** Saved settings as the payment form's starting values. */
export const paymentFormValues = (s: PaymentSettings) => ({
  upiId: s.upiId,
  payeeName: s.payeeName,
  acceptsUpi: s.acceptsUpi,
  acceptsCod: s.acceptsCod,
  acceptsPayAtShop: s.acceptsPayAtShop,
  codFee: s.codFeePaise ? paiseToRupees(s.codFeePaise) : "",
  codMaxOrder: paiseToRupees(s.codMaxOrderPaise),
  paymentWindowHours: s.paymentWindowHours,
  codShipping: s.codShipping,
  codConfirmHours: s.codConfirmHours,
  codLateAction: s.codLateAction,
  codOffPincodes: s.codOffPincodes.join(", "),
});

/** Saved rules as the delivery form's starting values. */
export const deliveryFormValues = (r: {
  flatFeePaise: number;
  freeAbovePaise: number | null;
  area: string;
  state: string;
  pincodes: string[];
}) => ({
  flatFee: r.flatFeePaise ? paiseToRupees(r.flatFeePaise) : "",
  freeAbove: paiseToRupees(r.freeAbovePaise),
  area: r.area,
  state: r.state,
  pincodes: r.pincodes.join(", "),
});
