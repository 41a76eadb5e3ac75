// Rupee amounts as banks print them ("Rs.1,049.00", "INR 1049", "Rs 1,00,000.5", "₹500", "Rs:5000.00"),
// read into integer paise from the digits alone: a float would turn 1049.10 into 104909.99… paise.

/** The currency mark and the figure after it; the figure's groups are read by `rupeesToPaise`. */
export const AMOUNT_SOURCE = String.raw`(?:₹|\bRs(?![a-z])\.?|\bINR(?![a-z]))\s*[:.]?\s*((?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?)(?![\d,])`;

const FIGURE = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?$/;

/** Rupees with a whole part that still fits a safe integer of paise with room to spare. */
const MAX_RUPEE_DIGITS = 13;

/**
 * "1,00,000.5" → 10000050. Null when the figure is not a plain amount: three or more decimals that are
 * not all zero ("6000.009" is no price), or too many digits to be one payment.
 */
export function rupeesToPaise(figure: string): number | null {
  const parts = FIGURE.exec(figure);
  if (!parts) return null;
  const whole = parts[1].replaceAll(",", "");
  const fraction = parts[2] ?? "";
  if (whole.replace(/^0+/, "").length > MAX_RUPEE_DIGITS) return null;
  if (fraction.length > 2 && !/^0+$/.test(fraction.slice(2))) return null;
  const paise = Number.parseInt(fraction.slice(0, 2).padEnd(2, "0"), 10);
  return Number.parseInt(whole, 10) * 100 + paise;
}
