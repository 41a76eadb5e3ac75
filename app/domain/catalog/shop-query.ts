// The shop home's state, which lives in the URL (?mode=&main=&category=&sub=&color=&size=&min=&max=&q=&sort=&page=)
// so every filtered view can be shared, reloaded and rendered without JavaScript.
// Browser-safe: the server parses it in the loader; components use it to build links.
import { MAIN_CATEGORIES, type MainCategory } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { readPage } from "~/utils/paging";
import { isUuid } from "~/utils/uuid";

export const PRICE_MIN = 0;
export const PRICE_MAX = 10000;
export const PRICE_STEP = 100;
export const PAGE_SIZE_SUGGESTED = 10;

export type ShopMode = "category" | "all";

/** The listing's orders (docs/decisions/0081-listing-sort.md); 'relevance' only while searching. */
export const SHOP_SORTS = ["relevance", "newest", "price-asc", "price-desc", "rating"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** A sort's label in the request's language (a function: a constant would freeze one language). */
export const shopSortLabel = (s: ShopSort): string =>
  ({
    relevance: m.shop_sort_relevance(),
    newest: m.shop_sort_newest(),
    "price-asc": m.shop_sort_price_asc(),
    "price-desc": m.shop_sort_price_desc(),
    rating: m.shop_sort_rating(),
  })[s];

/** Relevance when searching, newest otherwise. */
export const defaultSort = (q: string): ShopSort => (q ? "relevance" : "newest");

/** The orders a shopper can pick for this query (no 'Relevance' without a search). */
export const sortsFor = (q: string): ShopSort[] => SHOP_SORTS.filter((s) => s !== "relevance" || q);

export interface ShopQuery {
  mode: ShopMode;
  main: MainCategory | null;
  category: string | null;
  sub: string | null;
  colors: string[];
  sizes: string[];
  /** Whole rupees, PRICE_MIN..PRICE_MAX, min <= max; null = no bound. */
  min: number | null;
  max: number | null;
  q: string;
  sort: ShopSort;
  page: number;
}

function rupees(value: string | null): number | null {
  if (value == null || value.trim() === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n)));
}

function distinct(values: string[], limit: number): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 40))].slice(0, limit);
}

/**
 * Reads the URL leniently: anything malformed is ignored rather than refused, because people edit
 * and truncate shared links. A lower price above the upper one is lowered to it (docs/decisions/0047-price-bounds.md).
 */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const mainParam = params.get("main");
  const main = (MAIN_CATEGORIES as readonly string[]).includes(mainParam ?? "") ? (mainParam as MainCategory) : null;
  const uuid = (v: string | null) => (v && isUuid(v) ? v.toLowerCase() : null);
  const category = main ? uuid(params.get("category")) : null;
  const sub = category ? uuid(params.get("sub")) : null;
  let min = rupees(params.get("min"));
  const max = rupees(params.get("max"));
  if (min != null && max != null && min > max) min = max;
  const page = readPage(params);
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const sortParam = params.get("sort");
  const sort = sortsFor(q).find((s) => s === sortParam) ?? defaultSort(q);
  return {
    mode: params.get("mode") === "all" ? "all" : "category",
    main,
    category,
    sub,
    colors: distinct(params.getAll("color"), 30),
    sizes: distinct(params.getAll("size"), 60),
    min: min === PRICE_MIN ? null : min,
    max: max === PRICE_MAX ? null : max,
    q,
    sort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The canonical search string of a query (defaults left out, so links stay short). */
export function shopQueryToSearch(query: ShopQuery): string {
  const p = new URLSearchParams();
  if (query.mode === "all") p.set("mode", "all");
  if (query.main) p.set("main", query.main);
  if (query.main && query.category) p.set("category", query.category);
  if (query.category && query.sub) p.set("sub", query.sub);
  for (const c of query.colors) p.append("color", c);
  for (const s of query.sizes) p.append("size", s);
  if (query.min != null && query.min !== PRICE_MIN) p.set("min", String(query.min));
  if (query.max != null && query.max !== PRICE_MAX) p.set("max", String(query.max));
  if (query.q) p.set("q", query.q);
  if (query.sort !== defaultSort(query.q) && sortsFor(query.q).includes(query.sort)) p.set("sort", query.sort);
  if (query.page > 1) p.set("page", String(query.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

const withoutFilters = (query: ShopQuery): ShopQuery => ({ ...query, colors: [], sizes: [], min: null, max: null });

/** No selection, filter or search: the list is the whole shop (so an empty list means an empty shop). The order does not matter. */
export function isWholeShop(query: Omit<ShopQuery, "mode" | "page">): boolean {
  return shopQueryToSearch({ ...query, mode: "category", sort: defaultSort(query.q), page: 1 }) === "";
}

export type ShopQueryChange =
  | { kind: "mode"; mode: ShopMode }
  | { kind: "main"; main: MainCategory | null }
  | { kind: "category"; category: string | null }
  | { kind: "sub"; sub: string | null }
  | { kind: "sort"; sort: ShopSort }
  | { kind: "page"; page: number };

/**
 * The shop home's transitions (docs/decisions/0046-shop-query-transitions.md): a selection or mode change goes back to page 1; choosing
 * a main category clears the category and subcategory; choosing a category clears the
 * subcategory; choosing 'All Items' (of a main category: category = null; of a category:
 * sub = null) also resets the filter options. The order is kept through every change but its own
 * (docs/decisions/0081-listing-sort.md).
 */
export function changeShopQuery(query: ShopQuery, change: ShopQueryChange): ShopQuery {
  const next = { ...query, page: 1 };
  switch (change.kind) {
    case "mode":
      return { ...next, mode: change.mode, main: null, category: null, sub: null };
    case "main":
      return { ...next, main: change.main, category: null, sub: null };
    case "category":
      return change.category ? { ...next, category: change.category, sub: null } : { ...withoutFilters(next), category: null, sub: null };
    case "sub":
      return change.sub ? { ...next, sub: change.sub } : { ...withoutFilters(next), sub: null };
    case "sort":
      return { ...next, sort: change.sort };
    case "page":
      return { ...query, page: change.page };
  }
}
