import { Link, useLoaderData, useLocation } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { ShopBanner } from "~/components/shop/banner";
import { FilterForm } from "~/components/shop/filters";
import { ProductCard } from "~/components/shop/product-card";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { MAIN_CATEGORIES } from "~/db/schema/values";
import { MAIN_CATEGORY_ART, MAIN_CATEGORY_LABELS, SIZE_ORDER, SIZES_BY_MAIN } from "~/domain/catalog/constants";
import { getShopNavigation, listShopProducts } from "~/domain/catalog/listing.server";
import {
  changeShopQuery,
  isWholeShop,
  parseShopQuery,
  type ShopQuery,
  type ShopQueryChange,
  shopQueryToSearch,
} from "~/domain/catalog/shop-query";
import { imageSrcSet, imageUrl } from "~/media/urls";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const query = parseShopQuery(new URL(request.url).searchParams);
  const { db, env } = context.get(servicesContext);
  const [listing, nav] = await Promise.all([listShopProducts(db, shop, query), getShopNavigation(db, shop, query)]);
  const shopUrl = `${env.BASE_URL}/${shop.handle}`;
  const empty = listing.total === 0 && isWholeShop(query);
  // Only an empty shop asks who is looking: its owner gets next steps. Signed-in pages are never
  // in the guest page cache, so the owner's view cannot leak to shoppers.
  const ownerView = empty && (await getSessionUser(context, request))?.id === shop.ownerUserId;
  return {
    shop: { handle: shop.handle, shopName: shop.shopName, location: shop.location },
    shopUrl,
    query: { ...query, page: listing.page },
    listing,
    nav,
    empty,
    ownerView,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Haat" }];
  const { shop, shopUrl, query, nav, listing } = data;
  const title = query.q ? `Search “${query.q}” · ${shop.shopName}` : `${shop.shopName} · Shop online on Haat`;
  const description = `Shop ${listing.total} products from ${shop.shopName}${shop.location ? `, ${shop.location}` : ""}. Filter by category, colour, size and price; order for home delivery or in-shop pickup.`;
  const canonical = `${shopUrl}${shopQueryToSearch({ ...query, page: query.page })}`;
  const image = nav.bannerImages[0] ? `${new URL(shopUrl).origin}${imageUrl(nav.bannerImages[0], 1280)}` : null;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Haat" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
};

function useHref() {
  const { pathname } = useLocation();
  const { query } = useLoaderData<typeof loader>();
  return (change: ShopQueryChange) => `${pathname}${shopQueryToSearch(changeShopQuery(query as ShopQuery, change))}`;
}

const chip = (active: boolean) =>
  `shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white hover:border-gray-500"
  }`;

/** A card's picture: an uploaded image (by key) or a stock picture (by URL). */
type CardImage = { key: string | null } | { src: string };

function CategoryCard({ to, name, image, active }: { to: string; name: string; image: CardImage; active: boolean }) {
  const img = "aspect-[3/2] h-auto w-full object-cover transition group-hover:scale-105";
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        aria-current={active ? "true" : undefined}
        className={`group block overflow-hidden rounded-xl border bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          active ? "border-brand-600 ring-2 ring-brand-600" : "border-gray-200"
        }`}
      >
        {"src" in image ? (
          <img src={image.src} alt="" width={600} height={400} loading="lazy" className={img} />
        ) : image.key ? (
          <img
            src={imageUrl(image.key, 320)}
            srcSet={imageSrcSet(image.key)}
            sizes="(min-width: 1024px) 200px, 45vw"
            alt=""
            width={600}
            height={600}
            loading="lazy"
            className={img}
          />
        ) : (
          <div className="aspect-[3/2] bg-brand-50" />
        )}
        <span className="block px-3 py-2 text-center text-sm font-semibold">{name}</span>
      </Link>
    </li>
  );
}

function CategoryBrowser() {
  const { query, nav } = useLoaderData<typeof loader>();
  const href = useHref();
  const mains = MAIN_CATEGORIES.filter((m) => nav.mains.includes(m));
  const cols = (n: number) =>
    ["grid-cols-1", "grid-cols-2", "grid-cols-2 sm:grid-cols-3", "grid-cols-2 sm:grid-cols-4"][Math.min(n, 4) - 1] ?? "grid-cols-2";
  return (
    <section aria-label="Categories" className="mt-6 space-y-5">
      {mains.length ? (
        <ul className={`grid gap-3 ${cols(mains.length)}`}>
          {mains.map((m) => (
            <CategoryCard
              key={m}
              to={href({ kind: "main", main: query.main === m ? null : m })}
              name={MAIN_CATEGORY_LABELS[m]}
              image={{ src: MAIN_CATEGORY_ART[m] }}
              active={query.main === m}
            />
          ))}
        </ul>
      ) : null}
      {query.main ? (
        <div>
          <h2 className="mb-2 text-base font-semibold">{MAIN_CATEGORY_LABELS[query.main]} categories</h2>
          {/* docs/decisions/0045-category-wise-view.md: a main category's list starts with 'All Items', selected until a category is chosen. */}
          <ul className={`grid gap-3 ${cols(nav.categories.length + 1)}`}>
            <CategoryCard
              to={href({ kind: "category", category: null })}
              name="All Items"
              image={{ src: MAIN_CATEGORY_ART[query.main] }}
              active={!query.category}
            />
            {nav.categories.map((c) => (
              <CategoryCard
                key={c.id}
                to={href({ kind: "category", category: c.id })}
                name={c.name}
                image={{ key: c.imageKey }}
                active={query.category === c.id}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {query.category ? (
        <nav aria-label="Subcategories" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            <li>
              <Link
                to={href({ kind: "sub", sub: null })}
                preventScrollReset
                className={chip(!query.sub)}
                aria-current={!query.sub ? "true" : undefined}
              >
                All Items
              </Link>
            </li>
            {nav.subcategories.map((s) => (
              <li key={s.id}>
                <Link
                  to={href({ kind: "sub", sub: s.id })}
                  preventScrollReset
                  className={chip(query.sub === s.id)}
                  aria-current={query.sub === s.id ? "true" : undefined}
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

function gridHeading(
  query: ShopQuery,
  nav: { currentCategory: { name: string } | null; subcategories: Array<{ id: string; name: string }> },
) {
  if (query.q) return `Results for “${query.q}”`;
  const sub = nav.subcategories.find((s) => s.id === query.sub)?.name;
  if (sub) return sub;
  if (nav.currentCategory) return nav.currentCategory.name;
  if (query.main) return MAIN_CATEGORY_LABELS[query.main];
  return "All Products";
}

const nextStep =
  "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A shop with no products yet: what a shopper should know, and for its owner what to do next. */
function EmptyShop() {
  const { shop, nav, ownerView } = useLoaderData<typeof loader>();
  const dashboard = `/${shop.handle}/dashboard`;
  return (
    <section
      aria-labelledby="empty-heading"
      className="mx-auto mt-6 max-w-xl rounded-xl border border-gray-200 bg-white px-6 py-12 text-center"
    >
      {ownerView ? (
        <>
          <h2 id="empty-heading" className="text-xl font-semibold">
            Your shop is ready for its first product
          </h2>
          <p className="mt-2 text-gray-600">
            Shoppers who visit now see that {shop.shopName} has no products yet. Add products (with photos, colours and stock per size) and
            they appear here at once.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to={`${dashboard}/products/new`} className={`${nextStep} bg-brand-700 text-white hover:bg-orange-800`}>
              Add a product
            </Link>
            <Link to={`${dashboard}/products/import`} className={`${nextStep} border border-gray-300 hover:bg-gray-50`}>
              Import from a CSV file
            </Link>
            {nav.bannerImages.length === 0 ? (
              <Link to={`${dashboard}/banners`} className={`${nextStep} border border-gray-300 hover:bg-gray-50`}>
                Add a banner
              </Link>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <h2 id="empty-heading" className="text-xl font-semibold">
            No products here yet
          </h2>
          <p className="mt-2 text-gray-600">{shop.shopName} hasn't added any products to its online shop yet. Please check back soon.</p>
        </>
      )}
    </section>
  );
}

export default function ShopHome() {
  const { shop, query, listing, nav, empty } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const href = useHref();
  const sizes = query.main ? SIZES_BY_MAIN[query.main] : SIZE_ORDER;
  const activeFilters = query.colors.length + query.sizes.length + (query.min != null || query.max != null ? 1 : 0);
  if (empty) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
        <h1 className="sr-only">{shop.shopName}</h1>
        <ShopBanner images={nav.bannerImages} shopName={shop.shopName} />
        <EmptyShop />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <h1 className="sr-only">{shop.shopName}</h1>
      <ShopBanner images={nav.bannerImages} shopName={shop.shopName} />

      <nav aria-label="View" className="mt-6 flex justify-center">
        <div className="inline-flex rounded-full border border-gray-300 bg-gray-50 p-1">
          <Link
            to={href({ kind: "mode", mode: "category" })}
            aria-current={query.mode === "category" ? "page" : undefined}
            className={chip(query.mode === "category")}
          >
            Category Wise
          </Link>
          <Link
            to={href({ kind: "mode", mode: "all" })}
            aria-current={query.mode === "all" ? "page" : undefined}
            className={chip(query.mode === "all")}
          >
            All Products
          </Link>
        </div>
      </nav>

      {query.mode === "category" ? <CategoryBrowser /> : null}

      <div className="mt-8 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        {/* One filter form for every width (it is large): a sidebar from lg, folded behind a
            CSS-only toggle below it, so it opens before hydration and without JavaScript. */}
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
            <FilterForm query={query} sizes={sizes} action={pathname} />
          </div>
        </aside>
        <section aria-labelledby="grid-heading">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="grid-heading" className="text-xl font-semibold">
              {gridHeading(query, nav)}
            </h2>
            <p className="text-sm text-gray-600">
              {listing.total} {listing.total === 1 ? "product" : "products"}
            </p>
          </div>
          {listing.products.length === 0 ? (
            <div className="rounded-xl border border-dashed border-gray-300 py-16 text-center">
              <p className="text-lg font-semibold">No Products Found</p>
              <p className="mt-1 text-gray-600">Try changing your filters or search to see more products.</p>
              <Link
                to={`${pathname}${query.mode === "all" ? "?mode=all" : ""}`}
                className="mt-4 inline-block rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Show all products
              </Link>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
              {listing.products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} shop={shop.handle} priority={i < 2 && nav.bannerImages.length === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pager variant="numbered" page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => href({ kind: "page", page })} />
        </section>
      </div>
    </main>
  );
}
