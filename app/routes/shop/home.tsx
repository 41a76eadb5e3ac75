import { Link, useLoaderData } from "react-router";
import { listShopProducts } from "~/domain/catalog/listing.server";
import { requireShop } from "~/domain/sellers/shop-context.server";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.shopName} · Haat` : "Haat" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const listing = await listShopProducts(context.services.db, shop.id, { page });
  return { shopName: shop.shopName, handle: shop.handle, ...listing };
}

export default function ShopHome() {
  const { products, page, pageCount, handle } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold">All Products</h1>
      {products.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">No Products Found</p>
          <p className="text-gray-600">Try changing your filters.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.map((p) => (
            <li key={p.id} className="overflow-hidden rounded-lg border border-gray-200 bg-white">
              <Link to={`/${handle}/product/${p.id}`} className="block">
                <div className="aspect-[4/5] bg-gray-100">
                  {p.imageKey ? (
                    <img
                      src={imageUrl(p.imageKey, 640)}
                      srcSet={imageSrcSet(p.imageKey)}
                      sizes="(min-width: 1024px) 25vw, 50vw"
                      alt={p.name}
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="p-3">
                  <h2 className="line-clamp-2 text-sm font-medium">{p.name}</h2>
                  <p className="mt-1 text-sm">
                    {p.salePricePaise ? (
                      <>
                        <span className="font-semibold">{formatPaise(p.salePricePaise)}</span>{" "}
                        <s className="text-gray-500">{formatPaise(p.pricePaise)}</s>
                      </>
                    ) : (
                      <span className="font-semibold">{formatPaise(p.pricePaise)}</span>
                    )}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pagination" className="mt-8 flex justify-center gap-2">
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
            <Link
              key={n}
              to={`?page=${n}`}
              aria-current={n === page ? "page" : undefined}
              className={`rounded-md border px-3 py-1.5 text-sm ${n === page ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300"}`}
            >
              {n}
            </Link>
          ))}
        </nav>
      ) : null}
    </main>
  );
}
