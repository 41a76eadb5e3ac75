// The shopper's one-tap COD confirmation link (docs/decisions/0137-cod-confirmation.md): signed with the
// server's secret, so it needs no login and no stored token, and confirms only the order it names.
import { isLinkToken, linkToken } from "~/utils/signed-link.server";
import { BEFORE_SHIPPING } from "./cod-state";

const PURPOSE = "cod-confirm";

/** The path of the confirmation page for this order, from the shop's root: "/{shop}/orders/{id}/confirm-cod?t=…". */
export const codConfirmPath = (secret: string, handle: string, checkoutId: string) =>
  `/${handle}/orders/${checkoutId}/confirm-cod?t=${linkToken(secret, PURPOSE, checkoutId)}`;

/** Whether `token` is this order's signature (compared in constant time). */
export const isCodConfirmToken = (secret: string, checkoutId: string, token: string): boolean =>
  isLinkToken(secret, PURPOSE, checkoutId, token);

/** The shopper's order with its COD confirmation link, while there is something to confirm. */
export function withCodConfirmHref<O extends { id: string; status: string; checkout: { cod: string | null } }>(
  order: O,
  secret: string,
  handle: string,
): O & { checkout: O["checkout"] & { codConfirmHref: string | null } } {
  const open =
    order.checkout.cod !== null && order.checkout.cod !== "confirmed" && (BEFORE_SHIPPING as readonly string[]).includes(order.status);
  return { ...order, checkout: { ...order.checkout, codConfirmHref: open ? codConfirmPath(secret, handle, order.id) : null } };
}
