// A closed shop's orders are records now (docs/decisions/0140-data-fiduciaries-and-retention.md): its
// past shoppers may read them and download their tax documents, but nothing changes them from the
// storefront — there is no seller left to answer a return, take a payment or ship an exchange.
import { DomainError } from "~/domain/errors";
import type { ShopperReturns } from "~/domain/returns/shown";
import * as m from "~/i18n/messages";

export const isClosed = (shop: { status: string }): boolean => shop.status === "closed";

/** Where a shopper lands in the shop by default (after sign-in): its home, or a closed shop's order history. */
export const shopLanding = (shop: { status: string; handle: string }): string =>
  isClosed(shop) ? `/${shop.handle}/orders` : `/${shop.handle}`;

/** The refusal of any change to an order of a closed shop. */
export const shopClosed = () => new DomainError("shop_closed", m.privacy_closed_no_changes(), { status: 409 });

/** An order's returns as a closed shop shows them: what was asked stays listed, nothing more can be asked or taken back. */
export function closedShopReturns(returns: ShopperReturns): ShopperReturns {
  return {
    ...returns,
    state: "no_returns",
    offer: null,
    requests: returns.requests.map((request) => ({ ...request, canWithdraw: false })),
  };
}
