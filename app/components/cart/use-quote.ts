// The cart's live totals: POST /{shop}/checkout/quote whenever the lines, the selected address,
// the payment method or the coupon change (debounced). A plain fetch with an AbortController, as
// a fetcher's POST would also re-run the page's loaders on every keystroke-sized
// change, and a newer question must cancel the older one rather than race it.

import { useEffect, useMemo, useState } from "react";
import type { QuoteReply } from "~/domain/checkout/contract";
import { normalizeCouponCode } from "~/domain/payments/coupons";
import * as m from "~/i18n/messages";
import { failureMessage, isSuccess, type Reply } from "~/utils/reply";
import type { CartLine } from "./cart";
import { loadCoupon, type QuoteInput, quoteRequest, saveCoupon } from "./quote";

const DEBOUNCE_MS = 250;
type Method = NonNullable<QuoteInput["paymentMethod"]>;

/**
 * The quote for the cart with the chosen address, method and coupon. `quote` is the last answer
 * (kept while a newer one loads, so nothing jumps); null until the first one arrives.
 */
export function useCheckoutQuote(shop: string, addressId: string | null, lines: CartLine[], initial: QuoteReply | null = null) {
  const [couponCode, setCouponCode] = useState("");
  const [paymentMethod, setPaymentMethod] = useState<Method | null>(null);
  const [quote, setQuote] = useState<QuoteReply | null>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // After hydration: sessionStorage is the browser's.
  useEffect(() => setCouponCode(loadCoupon(shop)), [shop]);

  const body = useMemo(
    () => JSON.stringify(quoteRequest({ lines, addressId, paymentMethod, couponCode })),
    [lines, addressId, paymentMethod, couponCode],
  );
  const empty = lines.length === 0;
  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/${shop}/checkout/quote`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body,
          signal: controller.signal,
        });
        const reply = (await res.json().catch(() => null)) as Reply<QuoteReply> | null;
        if (controller.signal.aborted) return;
        if (isSuccess(reply) && reply.data) {
          setQuote(reply.data);
          setError(null);
        } else {
          setError(failureMessage(reply) ?? m.account_totals_failed_retry());
        }
        setLoading(false);
      } catch {
        if (controller.signal.aborted) return;
        setError(m.account_totals_failed_offline());
        setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [shop, body, empty]);

  // The shop's first usable method is chosen until the shopper picks one (or theirs stops being usable).
  const payment = quote?.payment ?? [];
  useEffect(() => {
    if (payment.length === 0) return;
    const usable = payment.filter((p) => p.available);
    if (usable.some((p) => p.method === paymentMethod)) return;
    const first = usable[0]?.method;
    if (first) setPaymentMethod(first);
  }, [payment, paymentMethod]);

  const applied = quote?.coupon?.applied && quote.coupon.code === normalizeCouponCode(couponCode) ? quote.coupon.code : "";
  return {
    quote,
    loading,
    error,
    couponCode,
    /** Apply a code ("" removes it); kept for this tab so a reload keeps it. */
    setCoupon(code: string) {
      const next = normalizeCouponCode(code);
      setCouponCode(next);
      saveCoupon(shop, next);
    },
    paymentMethod,
    setPaymentMethod,
    /** What the checkout sends: a refused code is not sent (the server would refuse the order too). */
    checkoutChoices: {
      paymentMethod: payment.length ? (paymentMethod ?? undefined) : undefined,
      couponCode: applied,
    },
    /** After the orders were placed: the code is used. */
    forgetCoupon() {
      saveCoupon(shop, "");
    },
  };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
