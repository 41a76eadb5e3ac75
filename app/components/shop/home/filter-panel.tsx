import { FilterForm } from "~/components/shop/filters";
import type { Facets } from "~/domain/catalog/facets";
import type { ShopQuery } from "~/domain/catalog/shop-query";
import * as m from "~/i18n/messages";

/**
 * One filter form for every width (it is large): a sidebar from lg, folded in a <details> below it,
 * so it opens by click, Enter or Space before hydration and without JavaScript. From lg the
 * summary is hidden and the details' content is shown whether it is open or not.
 */
export function FilterPanel({ query, facets, action }: { query: ShopQuery; facets: Facets; action: string }) {
  const activeFilters = query.colors.length + query.sizes.length + (query.min != null || query.max != null ? 1 : 0);
  return (
    <aside className="mb-4 lg:mb-0" aria-label={m.shop_filters()}>
      <h2 className="mb-3 hidden text-base font-semibold lg:block">{m.shop_filters()}</h2>
      <details className="group/panel rounded-lg border border-gray-200 lg:border-0 lg:details-content:[content-visibility:visible]">
        <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 group-open/panel:rounded-b-none lg:hidden">
          {m.shop_filters()}
          {activeFilters ? ` (${activeFilters})` : ""}
        </summary>
        <div className="px-4 pb-4 pt-2 lg:p-0">
          <FilterForm query={query} colours={facets.colours} sizes={facets.sizes} action={action} />
        </div>
      </details>
    </aside>
  );
}
