// The one reading of a number a person typed (docs/decisions/0111-strict-decimal-numbers.md).
// Number() and parseInt() read "0x5", "0b101", "1e3", "Infinity" and " 5 " as numbers; a form
// box means plain decimal digits. Browser-safe: forms validate with it as people type.

/** Devanagari digits ०–९ (U+0966–U+096F): a shopper on the Hindi pages may type them; they mean 0–9. */
const DEVANAGARI_ZERO = 0x0966;

function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String((d.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO));
}

/** Digits a safe integer holds: longer is no count anyone types. */
const MAX_WHOLE_DIGITS = 15;

/**
 * A whole number as typed: optional surrounding whitespace, an optional "-", then decimal digits
 * (ASCII or Devanagari); null for anything else ("0x5", "1e3", "5.0", "+5", "1 000", "", "Infinity").
 * The sign is read so a field's own range says what is wrong with "-1".
 */
export function parseWholeNumber(raw: string): number | null {
  const m = /^(-?)(\d{1,15})$/.exec(asciiDigits(raw.trim()));
  if (!m?.[2] || m[2].length > MAX_WHOLE_DIGITS) return null;
  const n = Number(m[2]); // only ASCII digits are left: Number reads them as decimal
  return m[1] ? -n : n;
}

/**
 * A rupee amount as typed → integer paise, read digit by digit so no float rounding creeps in:
 * optional surrounding whitespace and "₹", up to `maxWholeDigits` rupee digits (commas between
 * digits allowed: "1,049.50"), then optionally "." and 1–2 paise digits. Null for anything else
 * (signs, exponents, "0x5", a third decimal, "5.", ".5").
 */
export function rupeesToPaise(raw: string, maxWholeDigits = 7): number | null {
  const s = asciiDigits(raw.trim()).replace(/^₹\s*/, "");
  const m = /^(\d+(?:,\d+)*)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m?.[1]) return null;
  const rupees = m[1].replace(/,/g, "");
  if (rupees.length > maxWholeDigits) return null;
  return Number(rupees) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}
