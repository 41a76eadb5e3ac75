// GSTIN validation (docs/decisions/0077-gst-invoices.md). Pure and browser-safe.
// A GSTIN is 15 characters: the 2-digit GST state code, the holder's PAN (5 letters, 4 digits, a
// letter), the registration's entity number in that state (1–9, A–Z), 'Z', and a check character
// computed by GSTN's mod-36 algorithm over the first 14.
import { INDIAN_STATES, normalizeState } from "~/domain/payments/delivery";

export type IndianState = (typeof INDIAN_STATES)[number];

/** Each state's and union territory's GST state code (the first two digits of its GSTINs). */
export const GST_STATE_CODES: Record<IndianState, string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

const BY_NORMALIZED = new Map(INDIAN_STATES.map((s) => [normalizeState(s), s]));
const VALID_CODES = new Set(Object.values(GST_STATE_CODES));

/** The state a free-text name means (any spelling normalizeState knows), or null. */
export function indianState(name: string): IndianState | null {
  return BY_NORMALIZED.get(normalizeState(name)) ?? null;
}

/** The GST state code of a state name in any known spelling, or null. */
export function gstStateCode(name: string): string | null {
  const state = indianState(name);
  return state ? GST_STATE_CODES[state] : null;
}

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN shape (AAAAA9999A), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GSTN's check character for the first 14 characters: each character's value (0–9, A=10 … Z=35)
 * times 1 or 2 alternately from the left, each product's base-36 digits added, and the check is
 * (36 − sum mod 36) mod 36. Any single changed character changes it (the weights are bijective).
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export type GstinProblem = "format" | "state_code" | "check_digit";

/** Why a GSTIN (already upper-cased and trimmed) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return "format";
  if (!VALID_CODES.has(gstin.slice(0, 2))) return "state_code";
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return "check_digit";
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: "Enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV.",
  state_code: "The GSTIN's first two digits are not an Indian state code.",
  check_digit: "This GSTIN's last character does not match: please check it for a typo.",
};
