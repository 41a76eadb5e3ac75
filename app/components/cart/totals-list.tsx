// A checkout's totals as a definition list (rows from app/domain/checkout/summary-rows.ts): the
// cart's Order Summary and an order's details show the same rows the same way.

import type { ReactNode } from "react";
import { summaryRows } from "~/domain/checkout/summary-rows";
import type { CheckoutTotals } from "~/domain/checkout/totals";
import * as m from "~/i18n/messages";

export function TotalsList({
  totals,
  fallbackSubtotalPaise = 0,
  couponCode,
  busy = false,
  totalLabel = m.account_total(),
  totalTestId,
  afterShipping,
}: {
  totals: CheckoutTotals | null;
  fallbackSubtotalPaise?: number;
  couponCode?: string | null;
  /** A newer answer is on its way: the rows stay as they are (no jump, no dimming below AA contrast); aria-busy says so. */
  busy?: boolean;
  totalLabel?: string;
  totalTestId?: string;
  afterShipping?: ReactNode;
}) {
  return (
    <dl aria-busy={busy} className="space-y-1 text-sm">
      {summaryRows(totals, { fallbackSubtotalPaise, couponCode }).map((row) =>
        row.key === "total" ? (
          <div key={row.key} className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
            <dt>{totalLabel}</dt>
            <dd data-testid={totalTestId}>{row.value}</dd>
          </div>
        ) : (
          // A dl's groups hold only dt and dd: a note under a row is a second dd of its row.
          <div key={row.key} className="flex flex-wrap justify-between">
            <dt className="text-gray-600">{row.label}</dt>
            <dd className={row.key === "discount" ? "text-green-700" : undefined}>{row.value}</dd>
            {row.key === "shipping" && afterShipping ? <dd className="w-full">{afterShipping}</dd> : null}
            {row.note ? <dd className="w-full text-xs text-gray-500">{row.note}</dd> : null}
          </div>
        ),
      )}
    </dl>
  );
}
