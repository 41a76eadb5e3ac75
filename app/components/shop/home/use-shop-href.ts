import { useLocation } from "react-router";
import { changeShopQuery, type ShopQuery, type ShopQueryChange, shopQueryToSearch } from "~/domain/catalog/shop-query";

/** The shop home's links: this page with one change to its query (docs/decisions/0045-category-wise-view.md). */
export function useShopHref(query: ShopQuery) {
  const { pathname } = useLocation();
  return (change: ShopQueryChange) => `${pathname}${shopQueryToSearch(changeShopQuery(query, change))}`;
}

export type ShopHref = ReturnType<typeof useShopHref>;

/** A pill link of the view switch and the subcategory strip; the active one is filled. */
export const chip = (active: boolean) =>
  `shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white hover:border-gray-500"
  }`;
