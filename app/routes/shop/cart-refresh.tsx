// POST { lines: [{productId, color, size}] } → the current price, image and stock of each line.
import { data } from "react-router";
import { servicesContext, shopContext } from "~/context";
import { CartKeysSchema, refreshCartLines } from "~/domain/cart/refresh.server";
import { readJson } from "~/domain/customers/http.server";
import type { Route } from "./+types/cart-refresh";

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const parsed = CartKeysSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ lines: [], error: "Invalid cart." }, { status: 400 });
  return { lines: await refreshCartLines(context.get(servicesContext).db, shop, parsed.data.lines) };
}
