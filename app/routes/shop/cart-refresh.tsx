// POST { lines: [{productId, color, size}] } → the current price, image and stock of each line.
import { data } from "react-router";
import { CartKeysSchema, refreshCartLines } from "~/domain/cart/refresh.server";
import { readJson } from "~/domain/customers/http.server";
import { requireShop } from "~/domain/sellers/shop-context.server";
import type { Route } from "./+types/cart-refresh";

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  const parsed = CartKeysSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ lines: [], error: "Invalid cart." }, { status: 400 });
  return { lines: await refreshCartLines(context.services.db, shop, parsed.data.lines) };
}
