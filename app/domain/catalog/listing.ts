// The shapes the storefront's read side (listing.server.ts) hands to pages, free of drizzle and the
// database so browser components can name them (docs/decisions/0071-import-boundaries.md).
import type { MainCategory } from "~/db/schema/values";

export interface VariantData {
  color: string;
  imageKeys: string[];
  sizes: Array<{ size: string; stock: number }>;
}

/** A product's picture: the first image of its first colour that has one. */
export function firstImageKey(variants: VariantData[]): string | null {
  return variants.find((v) => v.imageKeys.length > 0)?.imageKeys[0] ?? null;
}

export interface ProductCardData {
  id: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  createdAt: string;
  imageKey: string | null;
  variants: VariantData[];
  /** Visible reviews' average (2 decimals; null: none) and count, kept by a trigger (docs/decisions/0082-reviews.md). */
  ratingAvg: number | null;
  ratingCount: number;
}

/**
 * A list's count stops at this many products (docs/decisions/0093-large-shops.md): counting reads at
 * most COUNT_CAP + 1 index entries however large the shop, and the pages stop at its last full page.
 */
export const COUNT_CAP = 1000;

export interface ProductPage {
  products: ProductCardData[];
  page: number;
  pageCount: number;
  /** The number of matching products, at most COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP products match: the count shows as "1,000+". */
  capped?: boolean;
  /** A search's correction, when the query as typed matched nothing (domain/catalog/search.server.ts). */
  didYouMean?: string | null;
}

/** The count a shopper sees: the number, or "1,000+" past the cap. */
export function productCount(page: Pick<ProductPage, "total" | "capped">): number | string {
  return page.capped ? `${COUNT_CAP.toLocaleString("en-IN")}+` : page.total;
}

export interface ProductDetail extends ProductCardData {
  description: string;
  main: MainCategory;
  categoryName: string | null;
  subcategoryName: string | null;
  categoryId: string | null;
  updatedAt: string;
}

/** A category or subcategory card on the shop home. */
export interface ShopNode {
  id: string;
  name: string;
  imageKey: string | null;
}

/** What the shop home shows around the grid (getShopNavigation in listing.server.ts). */
export interface ShopNavigation {
  bannerImages: string[];
  mains: MainCategory[];
  categories: ShopNode[];
  currentCategory: ShopNode | null;
  subcategories: ShopNode[];
}
