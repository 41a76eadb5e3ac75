import { FilterForm } from "~/components/shop/filters";
import { SIZE_ORDER, SIZES_BY_MAIN } from "~/domain/catalog/constants";
import type { ShopQuery } from "~/domain/catalog/shop-query";

/**
 * One filter form for every width (it is large): a sidebar from lg, folded behind a CSS-only
 * toggle below it, so it opens before hydration and without JavaScript.
 */
export function FilterPanel({ query, action }: { query: ShopQuery; action: string }) {
  const sizes = query.main ? SIZES_BY_MAIN[query.main] : SIZE_ORDER;
  const activeFilters = query.colors.length + query.sizes.length + (query.min != null || query.max != null ? 1 : 0);
  return (
    <aside className="mb-4 lg:mb-0" aria-label="Filters">
      <h2 className="mb-3 hidden text-base font-semibold lg:block">Filters</h2>
      <input id="filters-toggle" type="checkbox" className="peer sr-only lg:hidden" />
      <label
        htmlFor="filters-toggle"
        className="block cursor-pointer rounded-lg border border-gray-200 px-4 py-2 text-sm font-medium peer-checked:rounded-b-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 lg:hidden"
      >
        Filters{activeFilters ? ` (${activeFilters})` : ""}
      </label>
      <div className="hidden rounded-b-lg border border-t-0 border-gray-200 px-4 pb-4 pt-2 peer-checked:block lg:block lg:border-0 lg:p-0">
        <FilterForm query={query} sizes={sizes} action={action} />
      </div>
    </aside>
  );
}
