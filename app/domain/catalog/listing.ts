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

interface ProductSummary {
  id: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  /** Visible reviews' average (2 decimals; null: none) and count, kept by a trigger (docs/decisions/0082-reviews.md). */
  ratingAvg: number | null;
  ratingCount: number;
}

/** A colour as a product card shows it: its first image only (a card never shows the others). */
export interface CardVariant {
  color: string;
  imageKey: string | null;
  sizes: VariantData["sizes"];
}

/**
 * What a product card renders and nothing more: 20 of them are serialised into every listing page
 * (the page's loader data), so no colour's other images, no date where a badge needs a yes or no,
 * and no picture key that repeats a colour's.
 */
export interface ProductCardData extends ProductSummary {
  /** The "New" badge (isNewProduct in constants.ts), decided when the page is rendered. */
  isNew: boolean;
  variants: CardVariant[];
}

/** The card's picture: the first colour's image that has one. */
export function cardImageKey(variants: CardVariant[]): string | null {
  return variants.find((v) => v.imageKey)?.imageKey ?? null;
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

export interface ProductDetail extends ProductSummary {
  createdAt: string;
  /** The first image of its first colour that has one (firstImageKey). */
  imageKey: string | null;
  variants: VariantData[];
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

/** The header's search-as-you-type answer (GET /{shop}/search/suggest): a few products and categories. */
export interface SuggestReply {
  q: string;
  products: Array<{ id: string; name: string; pricePaise: number; salePricePaise: number | null; image: string | null }>;
  categories: Array<{ id: string; name: string; main: string }>;
}
