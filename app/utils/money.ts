// Money is stored as integer paise everywhere; this is the one place that turns it into rupees.
const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** 10000000 -> "₹1,00,000.00" (Indian digit grouping, always 2 decimals). */
export function formatPaise(paise: number): string {
  return INR.format(paise / 100);
}

/**
 * A rupee amount as typed ("1,049.50", "₹499", "499.5") → integer paise, read digit by digit so no
 * float rounding can creep in; null when it is not an amount of up to 7 rupee digits and 2 decimals.
 */
export function rupeesToPaise(raw: string): number | null {
  const s = raw.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Paise → the rupees a form box shows: "499", "499.50" (no grouping, no symbol); "" for none. */
export const paiseToRupees = (paise: number | null | undefined) =>
  paise == null ? "" : `${Math.floor(paise / 100)}${paise % 100 ? `.${String(paise % 100).padStart(2, "0")}` : ""}`;
