// Money is stored as integer paise everywhere; this is the one place that turns it into rupees.
const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** 10000000 -> "₹1,00,000.00" (Indian digit grouping, always 2 decimals). */
export function formatPaise(paise: number): string {
  return INR.format(paise / 100);
}
