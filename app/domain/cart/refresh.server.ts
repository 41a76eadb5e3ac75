// Re-reads what a browser cart shows (names, prices, images, stock) from the database, so the
// cart never trusts what was stored in localStorage days ago. Lines are flagged, never dropped.
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { product, productColor, productStock } from "~/db/schema";
import { isUuid } from "~/utils/uuid";
import type { CartLineStatus } from "./lines";

export const CartKeysSchema = z.object({
  lines: z.array(z.object({ productId: z.string().max(64), color: z.string().max(100), size: z.string().max(100) })).max(100),
});

export async function refreshCartLines(
  db: Database,
  shop: { id: string; status: string },
  keys: Array<{ productId: string; color: string; size: string }>,
): Promise<CartLineStatus[]> {
  const ids = [...new Set(keys.map((k) => k.productId.toLowerCase()).filter((id) => isUuid(id)))];
  if (ids.length === 0) return keys.map((k) => ({ ...k, state: "missing", stock: 0, product: null }));
  const [products, colors, stocks] = await Promise.all([
    db
      .select({
        id: product.id,
        name: product.name,
        pricePaise: product.pricePaise,
        salePricePaise: product.salePricePaise,
        active: product.active,
      })
      .from(product)
      .where(and(inArray(product.id, ids), eq(product.sellerId, shop.id))),
    db.select().from(productColor).where(inArray(productColor.productId, ids)),
    db.select().from(productStock).where(inArray(productStock.productId, ids)),
  ]);
  return keys.map((k): CartLineStatus => {
    const p = products.find((x) => x.id === k.productId.toLowerCase());
    if (!p) return { ...k, state: "missing", stock: 0, product: null };
    const color = colors.find((c) => c.productId === p.id && c.color === k.color);
    const cartProduct = {
      name: p.name,
      pricePaise: p.pricePaise,
      salePricePaise: p.salePricePaise,
      imageKey: color?.imageKeys[0] ?? colors.find((c) => c.productId === p.id)?.imageKeys[0] ?? null,
    };
    const row = stocks.find((s) => s.productId === p.id && s.color === k.color && s.size === k.size);
    const stock = row?.stock ?? 0;
    const state = !p.active || shop.status !== "active" || !row ? "unavailable" : stock === 0 ? "sold-out" : "ok";
    return { ...k, state, stock, product: cartProduct };
  });
}
