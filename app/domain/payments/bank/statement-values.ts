// The values in a bank statement's cells, as Indian banks write them: amounts ("1,00,000.50",
// "1049.5 Cr", "₹ 250"), days ("28/11/2026", "28-Nov-26", an Excel serial) and the UPI reference
// inside a narration (docs/decisions/0136-bank-statement-uploads.md).

/** A readable amount: whole paise, its sign, and the "Cr"/"Dr" written after it, if any. */
export interface Amount {
  paise: number;
  sign: 1 | -1;
  mark: "cr" | "dr" | null;
}

const CURRENCY = /^(?:₹|rs\.?|inr)/i;
const MARK = /\(?(cr|dr)\)?\.?$/i;
// Indian grouping ("1,00,000") and western ("100,000") both: commas are dropped, not checked.
const NUMBER = /^(\d[\d,]*)(?:\.(\d*))?$|^\.(\d+)$/;
// Fifteen digits of rupees is far beyond any statement and keeps paise a safe integer.
const MAX_WHOLE_DIGITS = 13;

/**
 * An amount cell in paise, by integer arithmetic on its digits (never through a float): a third
 * decimal rounds half up, which is also how a spreadsheet number such as 1049.4999999999998 comes
 * back to 1049.50. "blank" for an empty cell or a dash; "unreadable" for anything else not a number.
 */
export function readAmount(text: string): Amount | "blank" | "unreadable" {
  let s = text.replace(/[\s\u00a0]+/g, "");
  if (s === "" || /^-+$/.test(s)) return "blank";
  let sign: 1 | -1 = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1);
  }
  const markFound = MARK.exec(s);
  const mark = markFound ? (markFound[1].toLowerCase() as "cr" | "dr") : null;
  if (markFound) s = s.slice(0, markFound.index);
  s = s.replace(CURRENCY, "");
  if (s.startsWith("-") || s.startsWith("+")) {
    if (s.startsWith("-")) sign = -1;
    s = s.slice(1).replace(CURRENCY, "");
  }
  const found = NUMBER.exec(s);
  if (!found) return "unreadable";
  const whole = (found[1] ?? "0").replace(/,/g, "").replace(/^0+(?=\d)/, "");
  const fraction = found[2] ?? found[3] ?? "";
  if (whole.length > MAX_WHOLE_DIGITS) return "unreadable";
  const roundUp = fraction.length > 2 && fraction.charCodeAt(2) >= 53 /* "5" */ ? 1 : 0;
  const paise = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) + roundUp;
  return { paise, sign, mark };
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[/\-. ](\d{1,2})[/\-. ](\d{4}|\d{2})(?:\s.*)?$/;
const DAY_NAME_YEAR = /^(\d{1,2})[/\-. ]?([a-z]{3,9})[/\-., ]*(\d{4}|\d{2})(?:\s.*)?$/i;
const NAME_DAY_YEAR = /^([a-z]{3,9})\.?\s*(\d{1,2}),?\s*(\d{4})(?:\s.*)?$/i;
// An Excel serial day (days since 30 Dec 1899) for 2000-01-01 … 2099-12-31: what a date cell
// holds when the sheet did not mark it as a date.
const SERIAL = /^(\d{5})(?:\.\d+)?$/;
const SERIAL_FROM = 36_526;
const SERIAL_TO = 73_050;
const UNIX_EPOCH_SERIAL = 25_569;

/**
 * The calendar day a date cell names, "YYYY-MM-DD", or null. Days come first in Indian statements
 * (28/11/2026 is 28 November); two-digit years are this century's.
 */
export function readDay(text: string): string | null {
  const s = text.trim();
  let found = ISO.exec(s);
  if (found) return validDay(Number(found[1]), Number(found[2]), Number(found[3]));
  found = DAY_MONTH_YEAR.exec(s);
  if (found) return validDay(fullYear(found[3]), Number(found[2]), Number(found[1]));
  found = DAY_NAME_YEAR.exec(s);
  if (found) return validDay(fullYear(found[3]), monthNumber(found[2]), Number(found[1]));
  found = NAME_DAY_YEAR.exec(s);
  if (found) return validDay(Number(found[3]), monthNumber(found[1]), Number(found[2]));
  found = SERIAL.exec(s);
  if (found) {
    const serial = Number(found[1]);
    if (serial < SERIAL_FROM || serial > SERIAL_TO) return null;
    return new Date((serial - UNIX_EPOCH_SERIAL) * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

const fullYear = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

/** 1–12 for a month's name or its first three letters ("Sept" too), else 0. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => lower === month || lower === month.slice(0, 3) || (lower === "sept" && month === "september"));
  return index + 1;
}

function validDay(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// The RRN/UTR of a UPI payment: twelve digits standing alone ("/633012345678/", "-633012345678-");
// a run beside "@" is a payer's address (919812345678@ybl), not a reference.
const TWELVE_DIGITS = /(?<![0-9A-Za-z@])(\d{12})(?![0-9A-Za-z@])/;
const REFERENCE_CELL = /^0*(\d{12})$/;

/**
 * The UPI reference of a statement row: the first twelve-digit number after "UPI" in the narration
 * ("UPI/633012345678/…", "BY TRANSFER-UPI/CR/633012345678/…", "UPI-NAME-VPA-IFSC-633012345678-NOTE"),
 * else the row's reference cell when it is twelve digits (HDFC pads it with zeros to sixteen).
 * Null when the narration does not say UPI: NEFT, IMPS, cash and interest are not UPI payments.
 */
export function upiReference(narration: string, referenceCell: string): string | null {
  const upiAt = narration.search(/upi/i);
  if (upiAt === -1) return null;
  const inNarration = TWELVE_DIGITS.exec(narration.slice(upiAt));
  if (inNarration) return inNarration[1];
  return REFERENCE_CELL.exec(referenceCell.trim())?.[1] ?? null;
}

/** A column header compared without case, spaces or punctuation: "Chq./Ref.No." is "chqrefno". */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");
