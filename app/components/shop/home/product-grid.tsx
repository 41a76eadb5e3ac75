// The shop home's product grid: its heading, count and 'Sort by', the cards or 'No Products Found', the pager.
import { useRef } from "react";
import { Link } from "react-router";
import { ProductCard } from "~/components/shop/product-card";
import { Pager } from "~/components/ui/pager";
import { mainCategoryLabel } from "~/domain/catalog/constants";
import { type ProductPage, productCount, type ShopNavigation } from "~/domain/catalog/listing";
import { type ShopQuery, shopQueryToSearch } from "~/domain/catalog/shop-query";
import * as m from "~/i18n/messages";
import { SortControl } from "./sort-control";
import { useResultsInView } from "./use-results-in-view";
import type { ShopHref } from "./use-shop-href";

/** Where the list is: 'Women › Kurtas › Straight', or nothing for the whole shop. */
function scope(query: ShopQuery, nav: Pick<ShopNavigation, "currentCategory" | "subcategories">) {
  const sub = nav.subcategories.find((s) => s.id === query.sub)?.name;
  return [query.main && mainCategoryLabel(query.main), nav.currentCategory?.name, sub].filter(Boolean).join(" › ");
}

function gridHeading(query: ShopQuery, nav: Pick<ShopNavigation, "currentCategory" | "subcategories">) {
  const where = scope(query, nav);
  if (query.q) return where ? m.shop_results_for_in({ q: query.q, where }) : m.shop_results_for({ q: query.q });
  return where.split(" › ").at(-1) || m.shop_all_products();
}

export function ProductGrid({
  shop,
  query,
  nav,
  listing,
  href,
  resetTo,
  action,
}: {
  shop: string;
  query: ShopQuery;
  nav: ShopNavigation;
  listing: ProductPage;
  href: ShopHref;
  /** 'Show all products': this view without filters or search. */
  resetTo: string;
  /** The shop home's path, where the sort form goes. */
  action: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useResultsInView(heading);
  // A search inside a category offers the same search over the whole shop (filters dropped: sizes differ per category).
  const wholeShop =
    query.q && scope(query, nav)
      ? `${action}${shopQueryToSearch({ ...query, main: null, category: null, sub: null, colors: [], sizes: [], min: null, max: null, page: 1 })}`
      : null;
  return (
    <section aria-labelledby="grid-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          {/* Focus lands here after a search or a category tap (use-results-in-view.ts). */}
          <h2 id="grid-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {gridHeading(query, nav)}
          </h2>
          <p className="text-sm text-gray-600">
            {listing.total === 1
              ? m.shop_product_count_one({ count: listing.total })
              : m.shop_product_count_other({ count: productCount(listing) })}
          </p>
          {wholeShop ? (
            <Link
              to={wholeShop}
              className="basis-full rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {m.shop_search_whole_shop({ q: query.q })}
            </Link>
          ) : null}
        </div>
        {listing.total > 1 ? <SortControl query={query} action={action} /> : null}
      </div>
      {listing.products.length === 0 ? (
        <NoProductsFound resetTo={resetTo} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {listing.products.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} shop={shop} priority={i < 2 && nav.bannerImages.length === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager variant="numbered" page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => href({ kind: "page", page })} />
    </section>
  );
}

function NoProductsFound({ resetTo }: { resetTo: string }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 py-16 text-center">
      <p className="text-lg font-semibold">{m.shop_no_products_found()}</p>
      <p className="mt-1 text-gray-600">{m.shop_no_products_hint()}</p>
      <Link
        to={resetTo}
        className="mt-4 inline-block rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {m.shop_show_all_products()}
      </Link>
    </div>
  );
}
