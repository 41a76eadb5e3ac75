// POST { lines: [{productId, color, size}] } → the current price, image and stock of each line
// (reply data { lines }).
import { servicesContext, shopContext } from "~/context";
import { CartKeysSchema, refreshCartLines } from "~/domain/cart/refresh.server";
import { DomainError } from "~/domain/errors";
import { readJson } from "~/http/json.server";
import { replyFailure, replySuccess } from "~/http/reply.server";
import type { Route } from "./+types/cart-refresh";

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const parsed = CartKeysSchema.safeParse(await readJson(request));
  if (!parsed.success) return replyFailure(new DomainError("invalid_cart", "Invalid cart."));
  return replySuccess({ lines: await refreshCartLines(context.get(servicesContext).db, shop, parsed.data.lines) });
}
