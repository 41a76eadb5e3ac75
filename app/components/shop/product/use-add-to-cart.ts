import { toastCartReply, useCartFetcher } from "~/components/cart/cart";
import * as m from "~/i18n/messages";
import type { VariantChoice } from "./use-variant-choice";

/** The product page's add to cart: a cart form's fetcher that says how it went, and whether it may be pressed. */
export function useAddToCart({ variant, stock }: VariantChoice) {
  const fetcher = useCartFetcher((reply) => toastCartReply(reply, m.shop_item_added_to_cart()));
  return { fetcher, canAdd: Boolean(variant) && stock > 0, busy: fetcher.state !== "idle" };
}
