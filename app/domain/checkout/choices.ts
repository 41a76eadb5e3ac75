// The checkout page's choices as URL parameters (?address=&mode=&method=&coupon=), so the page
// works as a plain GET form without JavaScript: the loader reads them, quotes, and renders totals.
import { DELIVERY_MODES, type DeliveryMode } from "~/db/schema/values";
import { normalizeCouponCode } from "~/domain/payments/coupons";
import { CHOOSABLE_METHODS, MAX_COUPON_CODE, type PaymentOption } from "./contract";

type Method = (typeof CHOOSABLE_METHODS)[number];

export interface CheckoutChoices {
  /** A saved address of this shopper (the first one when the URL names none or a gone one). */
  addressId: string | null;
  mode: DeliveryMode;
  method: Method | null;
  couponCode: string;
}

/** Reads the choices; anything unknown falls back to the default rather than failing the page. */
export function readCheckoutChoices(params: URLSearchParams, addressIds: readonly string[]): CheckoutChoices {
  const address = params.get("address");
  const mode = params.get("mode");
  const method = params.get("method");
  return {
    addressId: address && addressIds.includes(address) ? address : (addressIds[0] ?? null),
    mode: (DELIVERY_MODES as readonly string[]).includes(mode ?? "") ? (mode as DeliveryMode) : "delivery",
    method: (CHOOSABLE_METHODS as readonly string[]).includes(method ?? "") ? (method as Method) : null,
    couponCode: normalizeCouponCode((params.get("coupon") ?? "").slice(0, MAX_COUPON_CODE)),
  };
}

/**
 * The method to quote and place with: the asked one when the shop takes it and it can be used
 * with this delivery mode, else the shop's first usable one; null for a shop that takes no payments through Haat.
 */
export function settleMethod(asked: Method | null, options: readonly PaymentOption[], mode: DeliveryMode): Method | null {
  const usable = options.filter((o) => o.available && o.modes.includes(mode)).map((o) => o.method as Method);
  if (asked && usable.includes(asked)) return asked;
  return usable[0] ?? null;
}

/** The URL of the checkout page with these choices (the failure redirect keeps them). */
export function checkoutHref(shop: string, choices: Partial<CheckoutChoices>): string {
  const params = new URLSearchParams();
  if (choices.addressId) params.set("address", choices.addressId);
  if (choices.mode) params.set("mode", choices.mode);
  if (choices.method) params.set("method", choices.method);
  if (choices.couponCode) params.set("coupon", choices.couponCode);
  const query = params.toString();
  return `/${shop}/checkout${query ? `?${query}` : ""}`;
}
