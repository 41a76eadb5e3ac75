// POST { lines: [{productId, color, size}] } → the current price, image and stock of each line
// (reply data { lines }).
import { CartKeysSchema, refreshCartLines } from "~/domain/cart/refresh.server";
import { DomainError } from "~/domain/errors";
import { requireShop } from "~/domain/sellers/shop-context.server";
import { readJson } from "~/http/json.server";
import { replyFailure, replySuccess } from "~/http/reply.server";
import type { Route } from "./+types/cart-refresh";

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  const parsed = CartKeysSchema.safeParse(await readJson(request));
  if (!parsed.success) return replyFailure(new DomainError("invalid_cart", "Invalid cart."));
  return replySuccess({ lines: await refreshCartLines(context.services.db, shop, parsed.data.lines) });
}
