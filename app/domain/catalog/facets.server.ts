// The filter options of a listing (facets.ts): the colours and sizes of the products the selection,
// price and search find, before the colour and size filters narrow them (so other colours stay on offer).
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { product } from "~/db/schema";
import { type Facets, offeredOptions } from "./facets";
import { COUNT_CAP } from "./listing";
import { listingWhere, type ShopRef } from "./listing.server";
import type { ShopQuery } from "./shop-query";

export async function listingFacets(db: Database, shop: ShopRef, query: Omit<ShopQuery, "mode" | "page" | "sort">): Promise<Facets> {
  const chosen = { colours: query.colors, sizes: query.sizes };
  if (shop.status !== "active") return offeredOptions({ colours: [], sizes: [] }, chosen);
  // The newest COUNT_CAP + 1 matches, as the count reads them (product_listing_idx): a large shop's
  // options come from as many products as its count does.
  const found = db
    .select({ colors: product.colors, sizes: product.sizes })
    .from(product)
    .where(listingWhere(shop, { ...query, colors: [], sizes: [] }))
    .orderBy(sql`${product.createdAt} desc nulls last`)
    .limit(COUNT_CAP + 1);
  const { rows } = await db.execute<{ colours: string[]; sizes: string[] }>(
    sql`with found as (${found})
        select coalesce((select array_agg(distinct c) from found, unnest(found.colors) c), '{}') as colours,
               coalesce((select array_agg(distinct s) from found, unnest(found.sizes) s), '{}') as sizes`,
  );
  return offeredOptions(rows[0] ?? { colours: [], sizes: [] }, chosen);
}
