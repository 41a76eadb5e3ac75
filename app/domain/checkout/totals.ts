// A checkout's amounts (docs/decisions/0074-checkout-totals.md). Pure and browser-safe: the server
// computes every amount with these functions; the browser only shows what the server sent.

export interface CheckoutTotals {
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  codFeePaise: number;
  taxPaise: number;
  totalPaise: number;
}

export const ZERO_TOTALS: CheckoutTotals = {
  subtotalPaise: 0,
  discountPaise: 0,
  deliveryFeePaise: 0,
  codFeePaise: 0,
  taxPaise: 0,
  totalPaise: 0,
};

/**
 * total = subtotal − discount + delivery fee + COD fee. Prices include GST: `taxPaise` is the tax
 * included in that total (shown on the Tax line and the invoice), never added to it.
 */
export function checkoutTotals(parts: Omit<CheckoutTotals, "totalPaise" | "taxPaise"> & { taxPaise?: number }): CheckoutTotals {
  const taxPaise = parts.taxPaise ?? 0;
  const discountPaise = Math.min(parts.discountPaise, parts.subtotalPaise);
  return {
    subtotalPaise: parts.subtotalPaise,
    discountPaise,
    deliveryFeePaise: parts.deliveryFeePaise,
    codFeePaise: parts.codFeePaise,
    taxPaise,
    totalPaise: parts.subtotalPaise - discountPaise + parts.deliveryFeePaise + parts.codFeePaise,
  };
}

/**
 * Shares `amount` paise across lines in proportion to their weights (the lines' goods totals) by
 * the largest-remainder rule: each line gets floor(amount × weight / Σweights); the paise left over
 * go one each to the lines with the largest remainders, the earlier line first on a tie. The
 * shares are whole paise, never negative, never above amount × weight / Σweights rounded up, and
 * add up to `amount` exactly. With no weight at all, everything goes to the first line.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  // BigInt: amount × weight can pass 2^53 for large carts.
  const big = BigInt(amount);
  const sum = BigInt(total);
  const shares = weights.map((w) => {
    const exact = big * BigInt(w);
    return { floor: exact / sum, remainder: exact % sum };
  });
  let left = amount - shares.reduce((s, x) => s + Number(x.floor), 0);
  const byRemainder = shares.map((s, i) => ({ i, r: s.remainder })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = shares.map((s) => Number(s.floor));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    result[i] += 1;
    left -= 1;
  }
  return result;
}
