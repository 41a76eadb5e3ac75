// The rows of a checkout's totals (docs/decisions/0074-checkout-totals.md), shared by the cart's
// Order Summary and an order's details. Pure: every amount comes from the server.

import type { CheckoutTotals } from "~/domain/checkout/totals";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

export interface TotalsRow {
  key: "subtotal" | "shipping" | "cod" | "discount" | "tax" | "total";
  label: string;
  value: string;
}

/** Shown for an amount the server has not answered yet: never a guessed figure. */
export const PENDING = "—";

/**
 * Subtotal, Shipping, COD fee, Discount, Tax and Total. Without totals yet (the first quote still
 * loading or failed) only the browser's subtotal is known: the other rows show PENDING, so the
 * shopper never sees a total that may be wrong. The spec's ₹0.00 lines stay when nothing is charged.
 */
export function totalsRows(totals: CheckoutTotals | null, fallbackSubtotalPaise: number, couponCode?: string | null): TotalsRow[] {
  const money = (paise: number | undefined) => (paise === undefined ? PENDING : formatPaise(paise));
  const discount = totals?.discountPaise;
  return [
    { key: "subtotal", label: m.account_subtotal(), value: formatPaise(totals?.subtotalPaise ?? fallbackSubtotalPaise) },
    { key: "shipping", label: m.account_shipping(), value: money(totals?.deliveryFeePaise) },
    { key: "cod", label: m.account_cod_fee(), value: money(totals?.codFeePaise) },
    {
      key: "discount",
      label: couponCode && discount ? m.account_discount_code({ code: couponCode }) : m.account_discount(),
      value: discount ? `−${formatPaise(discount)}` : money(discount),
    },
    // Prices include GST: the tax is part of the total above it, never added (docs/decisions/0077-gst-invoices.md).
    { key: "tax", label: totals?.taxPaise ? m.account_tax_included() : m.account_tax(), value: money(totals?.taxPaise) },
    { key: "total", label: m.account_total(), value: money(totals?.totalPaise) },
  ];
}
