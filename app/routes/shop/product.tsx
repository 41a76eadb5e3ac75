// The product page (docs/product.md#product-page): the loader and the meta tags; the views are in
// components/shop/product/.
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import { ReviewsSection } from "~/components/reviews/reviews-section";
import { ProductNotFound } from "~/components/shop/product/not-found";
import { productUrl } from "~/components/shop/product/product-url";
import { ProductView } from "~/components/shop/product/product-view";
import { SuggestedProducts } from "~/components/shop/product/suggested";
import { catalogDbContext, servicesContext, shopContext } from "~/context";
import { effectivePrice } from "~/domain/cart/price";
import { getShopProduct, listSuggestedProducts } from "~/domain/catalog/listing.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { languageLinks, localizedUrl } from "~/i18n/alternates";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/product";
import { loadProductReviews, reviewAction } from "./product-reviews.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { env } = context.get(servicesContext);
  const db = context.get(catalogDbContext);
  const shopInfo = { handle: shop.handle, shopName: shop.shopName };
  const product = await getShopProduct(db, shop, params.productId);
  // Thrown, so the page answers 404 and the boundary below shows it inside the shop's chrome.
  if (!product) throw data({ code: "product_not_found", shop: shop.handle }, { status: 404 });
  const spage = Number.parseInt(new URL(request.url).searchParams.get("spage") ?? "1", 10);
  // Independent reads: side by side, not one after the other.
  const [suggested, reviews] = await Promise.all([
    listSuggestedProducts(db, shop, product, Number.isFinite(spage) && spage > 0 ? spage : 1),
    loadProductReviews(context, request, product),
  ]);
  return { shop: shopInfo, product, suggested, origin: env.BASE_URL, ...reviews };
}

// Reviews: write / edit one's own, 'Helpful' (docs/decisions/0082-reviews.md).
export function action({ request, context, params }: Route.ActionArgs) {
  return reviewAction(context, request, params.productId);
}

export const headers: Route.HeadersFunction = keepRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData: d, location }) => {
  if (!d?.product) return [{ title: m.shop_product_not_found_title() }, { name: "robots", content: "noindex" }];
  const { product: p, shop, origin } = d;
  const url = productUrl(origin, shop.handle, p.id);
  const price = formatPaise(effectivePrice(p));
  const color = new URLSearchParams(location.search).get("color");
  const variant = p.variants.find((v) => v.color === color) ?? p.variants[0];
  const imageKey = variant?.imageKeys[0] ?? p.imageKey;
  const image = imageKey ? `${origin}${imageUrl(imageKey, 1280)}` : null;
  const title = `${p.name} · ${price} · ${shop.shopName}`;
  const description = m.shop_product_meta_description({ price, shop: shop.shopName, description: p.description }).slice(0, 200);
  return [
    { title },
    { name: "description", content: description },
    ...languageLinks(url),
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: "Haat" },
    { property: "og:title", content: `${p.name} · ${price}` },
    { property: "og:description", content: description },
    { property: "og:url", content: localizedUrl(url, getLocale()) },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: p.name },
          { name: "twitter:image", content: image },
        ]
      : []),
    {
      property: "product:price:amount",
      content: String(effectivePrice(p) / 100),
    },
    { property: "product:price:currency", content: "INR" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: `${p.name} · ${price}` },
    { name: "twitter:description", content: description },
  ];
};

export default function ProductPage() {
  const { shop, product, suggested, origin, reviews, ldReviews, reviewer } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductView key={product.id} product={product} shop={shop} origin={origin} reviews={ldReviews} />
      <ReviewsSection data={reviews} reviewer={reviewer} shop={shop.handle} />
      <SuggestedProducts suggested={suggested} shop={shop.handle} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.data?.code === "product_not_found") return <ProductNotFound shop={error.data.shop} />;
  throw error;
}
