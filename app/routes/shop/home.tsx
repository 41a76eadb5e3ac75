import { useLoaderData, useLocation } from "react-router";
import { ShopBanner } from "~/components/shop/banner";
import { DidYouMean } from "~/components/shop/did-you-mean";
import { CategoryBrowser } from "~/components/shop/home/category-browser";
import { EmptyShop } from "~/components/shop/home/empty-shop";
import { FilterPanel } from "~/components/shop/home/filter-panel";
import { ProductGrid } from "~/components/shop/home/product-grid";
import { useShopHref } from "~/components/shop/home/use-shop-href";
import { ViewSwitch } from "~/components/shop/home/view-switch";
import { catalogDbContext, servicesContext, shopContext } from "~/context";
import { listingFacets } from "~/domain/catalog/facets.server";
import { productCount } from "~/domain/catalog/listing";
import { getShopNavigation, listShopProducts } from "~/domain/catalog/listing.server";
import { isWholeShop, parseShopQuery, shopQueryToSearch } from "~/domain/catalog/shop-query";
import { getSessionUser } from "~/http/session.server";
import { languageLinks, localizedUrl } from "~/i18n/alternates";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const query = parseShopQuery(new URL(request.url).searchParams);
  const { env } = context.get(servicesContext);
  const db = context.get(catalogDbContext);
  const [listing, nav, facets] = await Promise.all([
    listShopProducts(db, shop, query),
    getShopNavigation(db, shop, query),
    listingFacets(db, shop, query),
  ]);
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
    facets,
    empty,
    ownerView,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data) return [{ title: "Haat" }];
  const { shop, shopUrl, query, nav, listing } = data;
  const title = query.q ? m.shop_meta_search_title({ q: query.q, shop: shop.shopName }) : m.shop_meta_title({ shop: shop.shopName });
  const description = m.shop_meta_description({
    count: productCount(listing),
    shop: `${shop.shopName}${shop.location ? `, ${shop.location}` : ""}`,
  });
  const canonical = `${shopUrl}${shopQueryToSearch({ ...query, page: query.page })}`;
  const image = nav.bannerImages[0] ? `${new URL(shopUrl).origin}${imageUrl(nav.bannerImages[0], 1280)}` : null;
  return [
    { title },
    { name: "description", content: description },
    ...languageLinks(canonical),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Haat" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: localizedUrl(canonical, getLocale()) },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
};

export default function ShopHome() {
  const { shop, query, listing, nav, facets, empty, ownerView } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const href = useShopHref(query);
  return (
    <main className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <h1 className="sr-only">{shop.shopName}</h1>
      <ShopBanner images={nav.bannerImages} shopName={shop.shopName} />
      {empty ? (
        <EmptyShop shop={shop} hasBanner={nav.bannerImages.length > 0} ownerView={ownerView} />
      ) : (
        <>
          <ViewSwitch mode={query.mode} href={href} />
          {query.mode === "category" ? <CategoryBrowser query={query} nav={nav} href={href} /> : null}
          {listing.didYouMean ? <DidYouMean suggestion={listing.didYouMean} query={query} action={pathname} /> : null}
          <div className="mt-8 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
            <FilterPanel query={query} facets={facets} action={pathname} />
            <ProductGrid
              shop={shop.handle}
              query={query}
              nav={nav}
              listing={listing}
              href={href}
              resetTo={`${pathname}${query.mode === "all" ? "?mode=all" : ""}`}
              action={pathname}
            />
          </div>
        </>
      )}
    </main>
  );
}
