// Delivery charges and the area a shop serves (docs/decisions/0074-checkout-totals.md). Pure and
// browser-safe: the cart shows the same answers the checkout enforces.

import type { DeliveryArea, DeliveryMode } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

/** The 28 states and 8 union territories, as India Post names them. */
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

// Old and short names shoppers still type in the free-text State field.
const STATE_ALIASES: Record<string, string> = {
  orissa: "odisha",
  pondicherry: "puducherry",
  "new delhi": "delhi",
  "nct of delhi": "delhi",
  uttaranchal: "uttarakhand",
  up: "uttar pradesh",
  mp: "madhya pradesh",
  tn: "tamil nadu",
  wb: "west bengal",
  "j&k": "jammu and kashmir",
};

/** One spelling per state: lower case, '&' as 'and', single spaces, old names mapped to new. */
export function normalizeState(state: string): string {
  const plain = state
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return STATE_ALIASES[plain] ?? STATE_ALIASES[state.trim().toLowerCase()] ?? plain;
}

export interface DeliveryRules {
  flatFeePaise: number;
  freeAbovePaise: number | null;
  area: DeliveryArea;
  state: string;
  pincodes: string[];
}

/** A shop without rules delivers free, anywhere in India. */
export const NO_DELIVERY_RULES: DeliveryRules = { flatFeePaise: 0, freeAbovePaise: null, area: "india", state: "", pincodes: [] };

/** Whether the shop delivers to this address (in-shop purchase needs no delivery). */
export function servesAddress(rules: DeliveryRules, address: { pincode: string; state: string }): boolean {
  if (rules.area === "india") return true;
  if (rules.area === "state") return normalizeState(address.state) === normalizeState(rules.state);
  return rules.pincodes.some((prefix) => address.pincode.startsWith(prefix));
}

/** What the shopper reads when the address is outside the area. */
export function notServedMessage(shopName: string, rules: DeliveryRules, pincode: string): string {
  return rules.area === "state"
    ? m.account_not_served_state({ shop: shopName, pincode, state: rules.state })
    : m.account_not_served({ shop: shopName, pincode });
}

/** The delivery fee on goods worth `goodsPaise` after discount; in-shop purchase has none. */
export function deliveryFee(rules: DeliveryRules, mode: DeliveryMode, goodsPaise: number): number {
  if (mode !== "delivery") return 0;
  if (rules.freeAbovePaise !== null && goodsPaise >= rules.freeAbovePaise) return 0;
  return rules.flatFeePaise;
}

/** "Free delivery above ₹999.00", or null when delivery is never free or always free. */
export function freeDeliveryNote(rules: DeliveryRules): string | null {
  if (rules.flatFeePaise === 0 || rules.freeAbovePaise === null) return null;
  return m.account_free_delivery_note({ amount: formatPaise(rules.freeAbovePaise) });
}
