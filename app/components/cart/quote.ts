// What the cart asks POST /{shop}/checkout/quote (QuoteRequest in app/domain/checkout/forms.ts),
// and where it keeps the applied coupon code. Browser-safe and pure but for sessionStorage.
import type { QuoteRequest } from "~/domain/checkout/forms";
import { normalizeCouponCode } from "~/domain/payments/coupons";

type ChoosableMethod = NonNullable<QuoteRequest["paymentMethod"]>;

export interface QuoteInput {
  lines: ReadonlyArray<{ productId: string; color: string; size: string; quantity: number }>;
  addressId: string | null;
  paymentMethod: ChoosableMethod | null;
  couponCode: string;
}

/** The request body: identities and quantities only (the server prices everything). */
export function quoteRequest(input: QuoteInput): QuoteRequest {
  const request: QuoteRequest = {
    lines: input.lines.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity })),
    couponCode: normalizeCouponCode(input.couponCode),
  };
  if (input.addressId) request.addressId = input.addressId;
  if (input.paymentMethod) request.paymentMethod = input.paymentMethod;
  return request;
}

/** Per shop, for this tab only: a reload keeps the code, another tab or a later visit does not. */
export const couponStorageKey = (shop: string) => `coupon_${shop}`;

export function loadCoupon(shop: string): string {
  try {
    return sessionStorage.getItem(couponStorageKey(shop)) ?? "";
  } catch {
    return ""; // storage blocked (private mode, sandboxed frame): the code just is not kept
  }
}

export function saveCoupon(shop: string, code: string): void {
  try {
    if (code) sessionStorage.setItem(couponStorageKey(shop), code);
    else sessionStorage.removeItem(couponStorageKey(shop));
  } catch {
    // as above
  }
}
