// The rows of a checkout's totals (docs/decisions/0118-summary-rows.md): the one list behind the
// cart's and the checkout's Order Summary, the shopper's and the seller's order pages and the
// e-mails. Pure and browser-safe: every amount comes from the server.

import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import type { CheckoutTotals } from "./totals";

export type SummaryRowKey = "subtotal" | "shipping" | "cod" | "discount" | "tax" | "total";

export interface SummaryRow {
  key: SummaryRowKey;
  label: string;
  /** The amount as shown ("−₹59.90" for a discount), or PENDING. */
  value: string;
  /** The amount in paise (null while pending) and how it counts towards the total: tax is included, not added. */
  paise: number | null;
  sign: 1 | -1 | 0;
  /** A short line under the amount (the tax row's "included in the prices"). */
  note?: string;
}

/** The spec's rows: always shown, with the spec's words, even at ₹0.00. */
export const SPEC_ROWS: readonly SummaryRowKey[] = ["subtotal", "shipping", "tax", "total"];

/** Shown for an amount the server has not answered yet: never a guessed figure. */
export const PENDING = "—";

/**
 * Subtotal, Shipping, COD fee, Discount, Tax and Total. Subtotal, Shipping, Tax and Total always
 * show; the COD fee and the discount only when they are not zero. Without totals yet (the first
 * quote still loading or failed) only the browser's subtotal is known: the spec rows show PENDING,
 * so the shopper never sees a total that may be wrong.
 */
export function summaryRows(
  totals: CheckoutTotals | null,
  options: { fallbackSubtotalPaise?: number; couponCode?: string | null } = {},
): SummaryRow[] {
  const row = (key: SummaryRowKey, label: string, paise: number | undefined, sign: SummaryRow["sign"]): SummaryRow => ({
    key,
    label,
    paise: paise ?? null,
    sign,
    value: paise === undefined ? PENDING : sign === -1 ? `−${formatPaise(paise)}` : formatPaise(paise),
  });
  const rows = [
    row("subtotal", m.account_subtotal(), totals?.subtotalPaise ?? options.fallbackSubtotalPaise ?? 0, 1),
    row("shipping", m.account_shipping(), totals?.deliveryFeePaise, 1),
  ];
  if (totals?.codFeePaise) rows.push(row("cod", m.account_cod_fee(), totals.codFeePaise, 1));
  if (totals?.discountPaise) {
    const code = options.couponCode;
    rows.push(row("discount", code ? m.account_discount_code({ code }) : m.account_discount(), totals.discountPaise, -1));
  }
  // Prices include GST: the tax is part of the total, never added (docs/decisions/0077-gst-invoices.md).
  const tax = row("tax", m.account_tax(), totals?.taxPaise, 0);
  rows.push(totals?.taxPaise ? { ...tax, note: m.account_tax_included_note() } : tax);
  rows.push(row("total", m.account_total(), totals?.totalPaise, 0));
  return rows;
}
