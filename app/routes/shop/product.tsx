import { useState } from "react";
import { data, Link, useLoaderData, useLocation, useSearchParams } from "react-router";
import { useCart } from "~/components/cart/cart";
import { ChevronIcon, ShareIcon } from "~/components/shop/icons";
import { Pagination } from "~/components/shop/pagination";
import { Price } from "~/components/shop/price";
import { ProductCard } from "~/components/shop/product-card";
import { shareOrCopy } from "~/components/shop/share";
import { ColorSwatches, SizeButtons } from "~/components/shop/variant-picker";
import { toast } from "~/components/ui/toast";
import { servicesContext, shopContext } from "~/context";
import { isOnSale, MAIN_CATEGORY_LABELS } from "~/domain/catalog/constants";
import { getShopProduct, listSuggestedProducts } from "~/domain/catalog/listing.server";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/product";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db, env } = context.get(servicesContext);
  const shopInfo = { handle: shop.handle, shopName: shop.shopName };
  const product = await getShopProduct(db, shop, params.productId);
  if (!product) return data({ shop: shopInfo, product: null, suggested: null, origin: env.BASE_URL }, { status: 404 });
  const spage = Number.parseInt(new URL(request.url).searchParams.get("spage") ?? "1", 10);
  const suggested = await listSuggestedProducts(db, shop, product, Number.isFinite(spage) && spage > 0 ? spage : 1);
  return { shop: shopInfo, product, suggested, origin: env.BASE_URL };
}

function productUrl(origin: string, shop: string, id: string) {
  return `${origin}/${shop}/product/${id}`;
}

export const meta: Route.MetaFunction = ({ data: d, location }) => {
  if (!d?.product) return [{ title: "Product Not Found · Haat" }, { name: "robots", content: "noindex" }];
  const { product: p, shop, origin } = d;
  const url = productUrl(origin, shop.handle, p.id);
  const price = formatPaise(isOnSale(p.pricePaise, p.salePricePaise) ? p.salePricePaise : p.pricePaise);
  const color = new URLSearchParams(location.search).get("color");
  const variant = p.variants.find((v) => v.color === color) ?? p.variants[0];
  const imageKey = variant?.imageKeys[0] ?? p.imageKey;
  const image = imageKey ? `${origin}${imageUrl(imageKey, 1280)}` : null;
  const title = `${p.name} · ${price} · ${shop.shopName}`;
  const description = `${price} at ${shop.shopName}. ${p.description}`.slice(0, 200);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: "Haat" },
    { property: "og:title", content: `${p.name} · ${price}` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: p.name },
          { name: "twitter:image", content: image },
        ]
      : []),
    {
      property: "product:price:amount",
      content: String((isOnSale(p.pricePaise, p.salePricePaise) ? p.salePricePaise : p.pricePaise) / 100),
    },
    { property: "product:price:currency", content: "INR" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: `${p.name} · ${price}` },
    { name: "twitter:description", content: description },
  ];
};

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Detail = NonNullable<Loaded["product"]>;

function ProductJsonLd({ product: p, url, shopName }: { product: Detail; url: string; shopName: string }) {
  const inStock = p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  const ld = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.id,
    image: p.variants.flatMap((v) => v.imageKeys.slice(0, 1)).map((k) => `${new URL(url).origin}${imageUrl(k, 1280)}`),
    brand: { "@type": "Brand", name: shopName },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: ((isOnSale(p.pricePaise, p.salePricePaise) ? p.salePricePaise : p.pricePaise) / 100).toFixed(2),
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: shopName },
    },
  };
  // '<' escaped so the description can never close the script element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(ld).replace(/</g, "\\u003c") }} />;
}

function Gallery({ images, name, sale }: { images: string[]; name: string; sale: boolean }) {
  const [index, setIndex] = useState(0);
  const current = images[index];
  const step = (d: number) => setIndex((i) => (i + d + images.length) % images.length);
  const arrow =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-2 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-gray-100">
        {current ? (
          <img
            src={imageUrl(current, 1280)}
            srcSet={imageSrcSet(current)}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={`${name}, view ${index + 1} of ${images.length}`}
            width={560}
            height={700}
            fetchPriority="high"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[4/5] items-center justify-center text-gray-500">No image</div>
        )}
        {sale ? <span className="absolute left-3 top-3 rounded bg-red-600 px-2 py-1 text-sm font-bold text-white">Sale</span> : null}
        {images.length > 1 ? (
          <>
            <button type="button" aria-label="Previous image" onClick={() => step(-1)} className={`${arrow} left-2`}>
              <ChevronIcon dir="left" />
            </button>
            <button type="button" aria-label="Next image" onClick={() => step(1)} className={`${arrow} right-2`}>
              <ChevronIcon />
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((key, i) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show view ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className={`block w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-brand-600 ${i === index ? "border-brand-600" : "border-transparent"}`}
              >
                <img
                  src={imageUrl(key, 320)}
                  alt=""
                  width={560}
                  height={700}
                  loading="lazy"
                  className="aspect-[4/5] h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Quantity({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), Number.isFinite(n) ? Math.floor(n) : 1));
  const btn = "size-10 text-lg font-semibold hover:bg-gray-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300">
      <button type="button" className={btn} aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <label htmlFor="quantity" className="sr-only">
        Quantity
      </label>
      <input
        id="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="w-14 border-x border-gray-300 py-2 text-center [appearance:textfield]"
      />
      <button
        type="button"
        className={btn}
        aria-label="Increase quantity"
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}

function ProductView({ product: p, shop, origin }: { product: Detail; shop: { handle: string; shopName: string }; origin: string }) {
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  // The chosen variant lives in the URL so a shared link opens the same colour and size.
  const variant = p.variants.find((v) => v.color === params.get("color")) ?? p.variants[0] ?? null;
  const size = variant?.sizes.find((s) => s.size === params.get("size")) ?? variant?.sizes[0] ?? null;
  const stock = size?.stock ?? 0;
  const [quantity, setQuantity] = useState(1);
  const qty = Math.min(quantity, Math.max(1, stock));
  const url = productUrl(origin, shop.handle, p.id);

  function choose(color: string, nextSize: string | undefined) {
    const next = new URLSearchParams(params);
    next.set("color", color);
    if (nextSize) next.set("size", nextSize);
    else next.delete("size");
    setParams(next, { replace: true, preventScrollReset: true });
    setQuantity(1);
  }

  function add() {
    if (!variant || !size || stock <= 0) return;
    const result = cart.add(
      {
        productId: p.id,
        color: variant.color,
        size: size.size,
        quantity: qty,
        product: { name: p.name, pricePaise: p.pricePaise, salePricePaise: p.salePricePaise, imageKey: variant.imageKeys[0] ?? p.imageKey },
      },
      stock,
    );
    if (result.ok) toast.success("Item added to cart!");
    else toast.error(result.error);
  }

  async function share() {
    const link = variant ? `${url}?${new URLSearchParams({ color: variant.color, ...(size ? { size: size.size } : {}) })}` : url;
    try {
      const outcome = await shareOrCopy({ title: p.name, text: `${p.name} at ${shop.shopName}`, url: link });
      if (outcome === "shared") toast.success("Shared successfully!");
      if (outcome === "copied") toast.success("Link copied to clipboard!");
    } catch {
      toast.error("Failed to share product.");
    }
  }

  const path = [MAIN_CATEGORY_LABELS[p.main], p.categoryName, p.subcategoryName].filter(Boolean) as string[];
  return (
    <>
      <ProductJsonLd product={p} url={url} shopName={shop.shopName} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={`/${shop.handle}`} className="hover:underline">
              {shop.shopName}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate text-gray-900">
            {p.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <Gallery
          key={variant?.color ?? ""}
          images={variant?.imageKeys ?? []}
          name={p.name}
          sale={isOnSale(p.pricePaise, p.salePricePaise)}
        />
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{p.name}</h1>
            <div className="mt-2">
              <Price pricePaise={p.pricePaise} salePricePaise={p.salePricePaise} size="lg" />
            </div>
          </div>
          <p className="whitespace-pre-line text-gray-700">{p.description}</p>
          {p.variants.length ? (
            <div>
              <p className="mb-2 text-sm font-semibold">
                Colour: <span className="font-normal">{variant?.color}</span>
              </p>
              <ColorSwatches
                variants={p.variants}
                selected={variant?.color ?? null}
                size="lg"
                onSelect={(c) => choose(c, p.variants.find((v) => v.color === c)?.sizes[0]?.size)}
              />
            </div>
          ) : null}
          {variant?.sizes.length ? (
            <div>
              <p className="mb-2 text-sm font-semibold">Size</p>
              <SizeButtons sizes={variant.sizes} selected={size?.size ?? null} size="lg" onSelect={(s) => choose(variant.color, s)} />
            </div>
          ) : null}
          <p className={`text-sm font-medium ${stock > 0 ? "text-green-700" : "text-red-700"}`} aria-live="polite">
            {stock > 0 ? `In stock: ${stock} available` : "Out of stock"}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Quantity value={qty} max={stock} onChange={setQuantity} />
            <button
              type="button"
              onClick={add}
              disabled={!variant || stock <= 0}
              className="min-w-40 flex-1 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Add to Cart
            </button>
            <button
              type="button"
              onClick={share}
              className="inline-flex items-center gap-2 rounded-md border border-gray-300 px-4 py-2.5 font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <ShareIcon /> Share
            </button>
          </div>
          <p className="text-sm text-gray-600">
            Category: <span className="text-gray-900">{path.join(" › ")}</span>
          </p>
        </div>
      </div>
    </>
  );
}

export default function ProductPage() {
  const { shop, product, suggested, origin } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  if (!product || !suggested) {
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Product Not Found</h1>
        <p className="mt-2 text-gray-600">This product may have been removed or is no longer available.</p>
        <Link
          to={`/${shop.handle}`}
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-orange-800"
        >
          Return to Shop
        </Link>
      </main>
    );
  }
  const suggestedHref = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set("spage", String(n));
    else next.delete("spage");
    return `${pathname}${next.size ? `?${next}` : ""}`;
  };
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ProductView key={product.id} product={product} shop={shop} origin={origin} />
      {suggested.products.length ? (
        <section aria-labelledby="suggested" className="mt-14">
          <h2 id="suggested" className="mb-4 text-xl font-semibold">
            Suggested Products
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
            {suggested.products.map((s) => (
              <li key={s.id}>
                <ProductCard product={s} shop={shop.handle} />
              </li>
            ))}
          </ul>
          <Pagination page={suggested.page} pageCount={suggested.pageCount} hrefFor={suggestedHref} label="Suggested products pages" />
        </section>
      ) : null}
    </main>
  );
}
