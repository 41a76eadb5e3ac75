// What a cart costs and whether it can be placed as asked (docs/decisions/0074-checkout-totals.md).
// Pure: the quote (what the cart shows) and the checkout transaction (what is charged) both call
// priceCheckout with what they read from the database, so they can never disagree.

import type { DeliveryMode, ShopPaymentMethod } from "~/db/schema/values";
import { type CheckoutTax, checkoutTax, type TaxGoodsLine, type TaxProfile } from "~/domain/invoices/tax";
import {
  type CouponRefusal,
  type CouponRule,
  couponDiscount,
  couponRefusal,
  couponRefusalMessage,
  couponSavesMessage,
} from "~/domain/payments/coupons";
import { type DeliveryRules, deliveryFee, notServedMessage, servesAddress } from "~/domain/payments/delivery";
import { acceptedMethods, type PaymentSettings } from "~/domain/payments/methods";
import { PAYMENT_METHOD_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { istDay } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import type { PaymentOption } from "./contract";
import { type CheckoutTotals, checkoutTotals } from "./totals";

export interface PricingInput {
  shopName: string;
  settings: PaymentSettings;
  rules: DeliveryRules;
  /** The goods total of each line (price × quantity), in line order. */
  lineTotals: readonly number[];
  /** The shipping address, when one is chosen. */
  address: { pincode: string; state: string } | null;
  mode: DeliveryMode;
  method: ShopPaymentMethod | null;
  /** The code as typed (empty: none), and the coupon it names at this shop (null: none such). */
  couponCode: string;
  coupon: CouponRule | null;
  usedByCustomer: boolean;
  now: Date;
  /** The seller turned cash on delivery off for this shopper. */
  codBlocked?: boolean;
  /** The shop's GST profile and each line's HSN, quantity and hand-set rate (absent: no tax, as for an unregistered shop). */
  gst?: { profile: TaxProfile; lines: readonly Omit<TaxGoodsLine, "totalPaise">[] };
}

/** A reason the checkout cannot be placed as asked: a DomainError code, its sentence and field. */
export interface PricingProblem {
  code: string;
  message: string;
  field: "paymentMethod" | "couponCode" | "addressId";
}

export interface Pricing {
  totals: CheckoutTotals;
  coupon:
    | { code: string; applied: true; discountPaise: number; message: string }
    | { code: string; applied: false; reason: CouponRefusal; message: string }
    | null;
  served: boolean;
  notServedMessage: string | null;
  payment: PaymentOption[];
  /** The GST included in the totals, line by line (docs/decisions/0077-gst-invoices.md). */
  tax: CheckoutTax;
  /** Every reason this exact request would be refused, most important first; empty: it can be placed. */
  problems: PricingProblem[];
}

/** The delivery mode each method goes with. */
export const METHOD_MODES: Record<ShopPaymentMethod, DeliveryMode[]> = {
  upi: ["delivery", "in-shop"],
  cod: ["delivery"],
  pay_at_shop: ["in-shop"],
};

const modeMismatch = (method: ShopPaymentMethod): string =>
  method === "cod" ? m.account_cod_for_delivery() : method === "pay_at_shop" ? m.account_pay_at_shop_for_in_shop() : "";

/**
 * Why cash on delivery cannot be used for this checkout, if it cannot: the seller turned it off for
 * this shopper, or for the delivery pincode, or the amount is over the shop's COD limit.
 */
function codUnavailable(input: PricingInput, beforeCodFee: number): { code: string; message: string } | null {
  if (input.codBlocked) return { code: "cod_blocked", message: m.account_cod_blocked({ shop: input.shopName }) };
  const pincode = input.address?.pincode;
  if (pincode && input.settings.codOffPincodes.some((prefix) => pincode.startsWith(prefix)))
    return { code: "cod_off_pincode", message: m.account_cod_off_pincode({ pincode }) };
  const limit = input.settings.codMaxOrderPaise;
  if (limit !== null && beforeCodFee > limit) return { code: "cod_limit", message: m.account_cod_limit({ amount: formatPaise(limit) }) };
  return null;
}

export function priceCheckout(input: PricingInput): Pricing {
  const problems: PricingProblem[] = [];
  const subtotalPaise = input.lineTotals.reduce((s, t) => s + t, 0);

  // The coupon, on the goods only.
  let discountPaise = 0;
  let coupon: Pricing["coupon"] = null;
  if (input.couponCode) {
    const refusal = couponRefusal(input.coupon, { subtotalPaise, now: input.now, usedByCustomer: input.usedByCustomer });
    if (refusal) {
      const message = couponRefusalMessage(refusal, input.couponCode, input.coupon);
      coupon = { code: input.couponCode, applied: false, reason: refusal, message };
      problems.push({ code: `coupon_${refusal}`, message, field: "couponCode" });
    } else if (input.coupon) {
      discountPaise = couponDiscount(input.coupon, subtotalPaise);
      coupon = { code: input.couponCode, applied: true, discountPaise, message: couponSavesMessage(input.couponCode, discountPaise) };
    }
  }

  // Delivery: the area, then the fee on the goods after discount.
  const served = input.mode !== "delivery" || input.address === null || servesAddress(input.rules, input.address);
  const notServed = served || !input.address ? null : notServedMessage(input.shopName, input.rules, input.address.pincode);
  if (notServed) problems.push({ code: "area_not_served", message: notServed, field: "addressId" });
  const goodsPaise = subtotalPaise - discountPaise;
  const deliveryFeePaise = deliveryFee(input.rules, input.mode, goodsPaise);
  // The COD limit is on what the shopper owes before the COD fee itself.
  const beforeCodFee = goodsPaise + deliveryFeePaise;

  const methods = acceptedMethods(input.settings);
  const codRefusal = codUnavailable(input, beforeCodFee);
  const payment: PaymentOption[] = methods.map((method) => {
    const refused = method === "cod" ? codRefusal : null;
    return {
      method,
      modes: METHOD_MODES[method],
      available: !refused,
      reason: refused?.message ?? null,
      feePaise: method === "cod" ? input.settings.codFeePaise : 0,
    };
  });

  if (methods.length === 0) {
    if (input.method)
      problems.push({ code: "payment_method_unavailable", message: m.account_no_online_payments(), field: "paymentMethod" });
  } else if (!input.method) {
    problems.push({ code: "payment_method_required", message: m.account_choose_how_pay(), field: "paymentMethod" });
  } else {
    const option = payment.find((p) => p.method === input.method);
    if (!option) {
      problems.push({
        code: "payment_method_unavailable",
        message: m.account_shop_not_accept({ shop: input.shopName, method: PAYMENT_METHOD_LABEL[input.method] }),
        field: "paymentMethod",
      });
    } else if (!option.modes.includes(input.mode)) {
      problems.push({ code: "payment_method_mode", message: modeMismatch(input.method), field: "paymentMethod" });
    } else if (!option.available) {
      problems.push({ code: codRefusal?.code ?? "cod_limit", message: option.reason ?? "", field: "paymentMethod" });
    }
  }

  // Only where COD can be used: an in-shop purchase pays no COD fee even while COD is still the asked method.
  const codFeePaise =
    input.method === "cod" && methods.includes("cod") && METHOD_MODES.cod.includes(input.mode) ? input.settings.codFeePaise : 0;
  const profile = input.gst?.profile ?? { status: "unregistered", state: "" };
  const tax = checkoutTax({
    profile,
    // Place of supply: the delivery address's state; the shop's own for in-shop purchase.
    placeOfSupply: input.mode === "delivery" && input.address ? input.address.state : profile.state,
    lines: input.lineTotals.map((totalPaise, i) => ({
      totalPaise,
      quantity: input.gst?.lines[i]?.quantity ?? 1,
      hsn: input.gst?.lines[i]?.hsn ?? null,
      manualRate: input.gst?.lines[i]?.manualRate ?? null,
    })),
    // An estimate on the checkout's day; the invoice fixes it on the day the goods leave.
    day: istDay(input.now),
    discountPaise,
    deliveryFeePaise,
    codFeePaise,
  });
  return {
    totals: checkoutTotals({ subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise, taxPaise: tax.taxPaise }),
    tax,
    coupon,
    served,
    notServedMessage: notServed,
    payment,
    problems,
  };
}
