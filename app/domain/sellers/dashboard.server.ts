// What every dashboard loader and action starts with: the shop in the URL, and proof that the
// signed-in user owns it. Also turns the seller domain's errors into 4xx replies.
import { type AppLoadContext, data } from "react-router";
import { requireShopOwner, type SessionUser } from "~/auth/session.server";
import { CatalogError } from "~/domain/catalog/products.server";
import { OrderError } from "~/domain/orders/seller-orders.server";
import { ImageRejectedError } from "~/media/images.server";
import { BannerError } from "./banners.server";
import { SellerFormError } from "./register.server";
import { requireShop } from "./shop-context.server";
import type { Shop } from "./shops.server";

export async function requireOwnShop(
  context: AppLoadContext,
  request: Request,
  sellerId: string,
): Promise<{ shop: Shop; user: SessionUser }> {
  const shop = await requireShop(context, request, sellerId);
  const user = await requireShopOwner(context, request, shop);
  return { shop, user };
}

/** A domain error as `{ error }` with its status (400/404/409); anything else is rethrown. */
export function dashboardError(error: unknown) {
  if (
    error instanceof CatalogError ||
    error instanceof OrderError ||
    error instanceof BannerError ||
    error instanceof SellerFormError ||
    error instanceof ImageRejectedError
  ) {
    return data({ ok: false as const, error: error.message }, error.status);
  }
  throw error;
}

/** A 404 for a main record that is missing or belongs to another shop (the two look the same). */
export function notFound(message: string): never {
  throw data(message, 404);
}
