// Money is stored as integer paise everywhere; this is the one place that turns it into rupees
// (and ./decimal.ts rupeesToPaise the one that reads typed rupees back).
const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** 10000000 -> "₹1,00,000.00" (Indian digit grouping, always 2 decimals). */
export function formatPaise(paise: number): string {
  return INR.format(paise / 100);
}

const INR_WHOLE = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** 12345678 -> "₹1,23,457": rounded to the rupee, where a scale needs short labels (a chart's axis). */
export function formatWholeRupees(paise: number): string {
  return INR_WHOLE.format(paise / 100);
}

/** Paise → the rupees a form box shows: "499", "499.50" (no grouping, no symbol); "" for none. */
export const paiseToRupees = (paise: number | null | undefined) =>
  paise == null ? "" : `${Math.floor(paise / 100)}${paise % 100 ? `.${String(paise % 100).padStart(2, "0")}` : ""}`;
