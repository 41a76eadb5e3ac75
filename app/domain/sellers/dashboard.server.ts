// What every dashboard loader and action starts with: the shop in the URL, and proof that the
// signed-in user owns it.
import { type AppLoadContext, data } from "react-router";
import { requireShopOwner, type SessionUser } from "~/auth/session.server";
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

/** A 404 for a main record that is missing or belongs to another shop (the two look the same). */
export function notFound(message: string): never {
  throw data(message, 404);
}
