// Placing the cart's orders: the checkout id (checkout-attempt.ts), posting the JSON body to
// /{shop}/checkout and reading its reply (app/utils/reply.ts).

import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import type { DeliveryMode } from "~/db/schema/values";
import { businessBuyerErrors } from "~/domain/checkout/business-buyer";
import {
  ADDRESS_GONE_CODE,
  addressGoneMessage,
  CHECKOUT_ID_SPENT,
  orderFailureMessage,
  orderSuccessMessage,
  type PlacedReply,
} from "~/domain/checkout/contract";
import type { CheckoutRequest } from "~/domain/checkout/forms";
import * as m from "~/i18n/messages";
import { failureMessage, isFailure, isSuccess, type Reply } from "~/utils/reply";
import type { BusinessBuyerEntry } from "./business-buyer-fields";
import type { CartLine } from "./cart";
import { CheckoutAttempt } from "./checkout-attempt";

/** crypto.randomUUID needs a secure context; the fallback covers plain-http LAN testing. */
function newCheckoutId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The payment method and applied coupon sent with the checkout (use-quote.ts's checkoutChoices), and a business buyer's GSTIN and name. */
export interface CheckoutChoices {
  paymentMethod?: CheckoutRequest["paymentMethod"];
  couponCode: string;
  buyerGstin?: string;
  buyerName?: string;
}

/**
 * Places the cart's order once per request (see checkout-attempt.ts for the id); on success goes to
 * the order's confirmation page, or for a UPI checkout to its payment screen first (which ends on
 * the confirmation page). A refusal (including the server's: coupon used up meanwhile, area not
 * served, COD limit) keeps the cart.
 */
export function usePlaceOrder(shop: string, lines: CartLine[], onDone: () => void, onPlaced?: () => void) {
  const fetcher = useFetcher<Reply<PlacedReply>>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const attempt = useRef<CheckoutAttempt | null>(null);
  attempt.current ??= new CheckoutAttempt(newCheckoutId);
  // Placed: on the way to the next page (the buttons stay busy until it shows).
  const [placed, setPlaced] = useState(false);
  // The business GSTIN and name of a placing refused for them: shown again under their fields.
  const [refusedBuyer, setRefusedBuyer] = useState<BusinessBuyerEntry | null>(null);
  const sentBuyer = useRef({ gstin: "", name: "" });
  const handled = useRef<unknown>(null);
  const after = useRef({ onDone, navigate, onPlaced, revalidate: revalidator.revalidate });
  after.current = { onDone, navigate, onPlaced, revalidate: revalidator.revalidate };
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const reply = fetcher.data;
    if (!isSuccess(reply) || !reply.data) {
      const buyerErrors = isFailure(reply) ? businessBuyerErrors(reply.error) : null;
      if (buyerErrors) return setRefusedBuyer({ ...sentBuyer.current, errors: buyerErrors });
      // The id already holds another request: placing this cart again needs a new one.
      if (isFailure(reply) && CHECKOUT_ID_SPENT.includes(reply.code)) attempt.current?.renew();
      // The address was deleted meanwhile (another device): read the list again so it drops out.
      const gone = isFailure(reply) && reply.code === ADDRESS_GONE_CODE;
      if (gone) void after.current.revalidate();
      toast.error(orderFailureMessage(failureMessage(reply)), gone ? { description: addressGoneMessage() } : undefined);
      return;
    }
    // The server took the ordered lines out of the cart in the same transaction; the page's loaders
    // run again after this fetcher and show it.
    attempt.current?.renew();
    after.current.onPlaced?.();
    // The confirmation page says what was placed (the spec's success notice is on it): no toast that
    // fades, no 3-second pause (docs/decisions/0128-one-order-per-purchase.md). A UPI order pays first.
    after.current.onDone();
    const { orderId, paymentMethod, count } = reply.data;
    if (paymentMethod === "upi") {
      toast.success(orderSuccessMessage(count));
      after.current.navigate(`/${shop}/pay/${orderId}`);
    } else after.current.navigate(`/${shop}/orders/${orderId}/placed`);
    setPlaced(true);
  }, [fetcher.state, fetcher.data, shop]);
  return {
    busy: fetcher.state !== "idle" || placed,
    refusedBuyer,
    place(addressId: string | null, deliveryMode: DeliveryMode, choices: CheckoutChoices = { couponCode: "" }) {
      if (!addressId) return toast.error(m.account_login_select_profile());
      const request = {
        addressId,
        deliveryMode,
        lines: lines.map(({ productId, color, size, quantity, product }) => ({
          productId,
          color,
          size,
          quantity,
          name: product.name,
        })),
        // Absent for a shop without methods: the server then settles as before.
        ...(choices.paymentMethod ? { paymentMethod: choices.paymentMethod } : {}),
        couponCode: choices.couponCode,
        // Only when given, so a consumer's request (and its checkout id) stays as it was.
        ...(choices.buyerGstin || choices.buyerName ? { buyerGstin: choices.buyerGstin, buyerName: choices.buyerName } : {}),
      };
      sentBuyer.current = { gstin: choices.buyerGstin ?? "", name: choices.buyerName ?? "" };
      setRefusedBuyer(null);
      const checkoutId = (attempt.current as CheckoutAttempt).idFor(request);
      fetcher.submit({ checkoutId, ...request }, { method: "post", action: `/${shop}/checkout`, encType: "application/json" });
    },
  };
}

export type PlaceOrder = ReturnType<typeof usePlaceOrder>;
