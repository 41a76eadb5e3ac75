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

export interface ProductPage {
  products: ProductCardData[];
  page: number;
  pageCount: number;
  total: number;
  /** A search's correction, when the query as typed matched nothing (domain/catalog/search.server.ts). */
  didYouMean?: string | null;
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
