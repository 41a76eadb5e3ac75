// A business buyer's GSTIN and legal name at checkout: with them a regular GST seller's invoice is a
// B2B tax invoice the buyer can claim input tax credit on. Browser-safe: the checkout page and the
// placing share these rules.
import { z } from "zod";
import type { DomainError, FieldErrors } from "~/domain/errors";
import { type GstinProblem, gstinProblem } from "~/domain/invoices/gstin";
import * as m from "~/i18n/messages";

/** Longer than any legal name the GST portal shows; keeps the invoice's recipient block printable. */
export const MAX_BUYER_NAME = 100;
/** A GSTIN is 15 characters; room for the spaces people type between its parts. */
export const MAX_GSTIN_INPUT = 30;

/** The form fields' names, shared by the page's inputs, the form reader and the field errors. */
export const BUYER_GSTIN_FIELD = "buyerGstin";
export const BUYER_NAME_FIELD = "buyerName";

const GSTIN_PROBLEM_MESSAGE: Record<GstinProblem, () => string> = {
  format: () => m.account_buyer_gstin_format(),
  state_code: () => m.account_buyer_gstin_state_code(),
  check_digit: () => m.account_buyer_gstin_check_digit(),
};

/** One spelling: spaces dropped, upper case (GSTINs are printed in capitals). */
export const normalizeGstin = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Both optional; an empty GSTIN means a consumer purchase. */
export const businessBuyerShape = {
  [BUYER_GSTIN_FIELD]: z
    .string()
    .max(MAX_GSTIN_INPUT, { error: () => m.account_buyer_gstin_format() })
    .optional()
    .transform((v) => normalizeGstin(v ?? "")),
  [BUYER_NAME_FIELD]: z
    .string()
    .trim()
    .max(MAX_BUYER_NAME, { error: () => m.account_buyer_name_too_long({ max: MAX_BUYER_NAME }) })
    .optional()
    .transform((v) => v ?? ""),
};

/**
 * The GSTIN must be valid (shape, state code, check character) and, when given, needs the
 * business's legal name: the invoice addresses the registered business, not the shopper.
 */
export function checkBusinessBuyer(v: { buyerGstin: string; buyerName: string }, ctx: z.RefinementCtx) {
  if (!v.buyerGstin) return;
  const problem = gstinProblem(v.buyerGstin);
  if (problem) ctx.addIssue({ code: "custom", path: [BUYER_GSTIN_FIELD], message: GSTIN_PROBLEM_MESSAGE[problem]() });
  if (!v.buyerName) ctx.addIssue({ code: "custom", path: [BUYER_NAME_FIELD], message: m.account_buyer_name_required() });
}

/** What the checkout row stores: both null for a consumer (a name without a GSTIN means nothing on an invoice). */
export function businessBuyer(v: { buyerGstin: string; buyerName: string }): { gstin: string; name: string } | null {
  return v.buyerGstin ? { gstin: v.buyerGstin, name: v.buyerName } : null;
}

export type BusinessBuyerErrors = Partial<Record<typeof BUYER_GSTIN_FIELD | typeof BUYER_NAME_FIELD, string>>;

/** The business fields' first messages among a refusal's field errors; null when neither field is at fault. */
export function businessBuyerErrors(fieldErrors: Record<string, readonly string[] | null | undefined>): BusinessBuyerErrors | null {
  const errors: BusinessBuyerErrors = {};
  for (const field of [BUYER_GSTIN_FIELD, BUYER_NAME_FIELD] as const) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A placing refused first of all for the business fields: their messages; null when it is about something else. */
export function refusedBusinessBuyer(error: DomainError): BusinessBuyerErrors | null {
  if (error.field !== BUYER_GSTIN_FIELD && error.field !== BUYER_NAME_FIELD) return null;
  return businessBuyerErrors((error.details as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors ?? {});
}
