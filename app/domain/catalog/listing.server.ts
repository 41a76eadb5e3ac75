// Read side of the storefront catalogue: what shoppers see (only active products).
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { product, productColor } from "~/db/schema";

export const PAGE_SIZE = 20;

export interface ProductCardData {
  id: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  createdAt: string;
  imageKey: string | null;
  colors: string[];
}

export async function listShopProducts(db: Database, sellerId: string, opts: { page?: number } = {}) {
  const where = and(eq(product.sellerId, sellerId), eq(product.active, true));
  const [{ total }] = await db.select({ total: count() }).from(product).where(where);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = opts.page && opts.page >= 1 && opts.page <= pageCount ? Math.floor(opts.page) : 1;
  const rows = await db
    .select({
      id: product.id,
      name: product.name,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      createdAt: product.createdAt,
    })
    .from(product)
    .where(where)
    .orderBy(desc(product.createdAt), asc(product.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const colors = rows.length
    ? await db
        .select({ productId: productColor.productId, color: productColor.color, imageKeys: productColor.imageKeys })
        .from(productColor)
        .where(
          inArray(
            productColor.productId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(productColor.position))
    : [];
  const products: ProductCardData[] = rows.map((r) => {
    const own = colors.filter((c) => c.productId === r.id);
    return {
      ...r,
      createdAt: r.createdAt.toISOString(),
      colors: own.map((c) => c.color),
      imageKey: own.find((c) => c.imageKeys.length > 0)?.imageKeys[0] ?? null,
    };
  });
  return { products, page, pageCount, total };
}
