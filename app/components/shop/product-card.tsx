// A product in the grid (docs/product.md#product-grid): image, name, price, badges, colours, sizes, Add to Cart.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useCart } from "~/components/cart/cart";
import { RatingLine } from "~/components/reviews/stars";
import { buttonVariants } from "~/components/ui/button";
import { isOnSale, percentOff } from "~/domain/cart/price";
import { isNewProduct } from "~/domain/catalog/constants";
import { defaultColor, defaultSize } from "~/domain/catalog/default-variant";
import type { ProductCardData } from "~/domain/catalog/listing";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { Price } from "./price";
import { ColorSwatches, SizeButtons } from "./variant-picker";
import { WishlistHeart } from "./wishlist-heart";

export const OUT_OF_STOCK = "Out of stock for this color/size";
const MESSAGE_MS = 3000;

export function ProductCard({ product, shop, priority = false }: { product: ProductCardData; shop: string; priority?: boolean }) {
  const cart = useCart();
  const [color, setColor] = useState(defaultColor(product.variants)?.color ?? null);
  const variant = product.variants.find((v) => v.color === color) ?? null;
  const [size, setSize] = useState(defaultSize(variant?.sizes ?? [])?.size ?? null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const stock = variant?.sizes.find((s) => s.size === size)?.stock ?? 0;
  const imageKey = variant?.imageKeys[0] ?? product.imageKey;
  const href = `/${shop}/product/${product.id}${color ? `?color=${encodeURIComponent(color)}${size ? `&size=${encodeURIComponent(size)}` : ""}` : ""}`;

  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [message]);

  function chooseColor(next: string) {
    // A new colour resets the size to its first in stock (and the image to its first).
    setColor(next);
    setSize(defaultSize(product.variants.find((v) => v.color === next)?.sizes ?? [])?.size ?? null);
    setMessage(null);
  }

  function addToCart() {
    if (!color || !size || stock <= 0) {
      setMessage({ ok: false, text: OUT_OF_STOCK });
      return;
    }
    const result = cart.add(
      {
        productId: product.id,
        color,
        size,
        quantity: 1,
        product: { name: product.name, pricePaise: product.pricePaise, salePricePaise: product.salePricePaise, imageKey },
      },
      stock,
    );
    setMessage(result.ok ? { ok: true, text: "Added to Cart!" } : { ok: false, text: result.error });
  }

  const sale = isOnSale(product.pricePaise, product.salePricePaise);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
      aria-label={product.name}
    >
      <Link
        to={href}
        className="relative block bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        tabIndex={-1}
        aria-hidden="true"
      >
        {imageKey ? (
          <img
            src={imageUrl(imageKey, 640)}
            srcSet={imageSrcSet(imageKey)}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            alt=""
            width={560}
            height={700}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[4/5] items-center justify-center text-sm text-gray-500">No image</div>
        )}
        <span className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {sale ? (
            <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
              {percentOff(product.pricePaise, product.salePricePaise as number)}% OFF
            </span>
          ) : null}
          {isNewProduct(product.createdAt) ? (
            <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">New</span>
          ) : null}
        </span>
      </Link>
      <WishlistHeart shop={shop} productId={product.id} className="absolute right-2 top-2" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link to={href} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
            {product.name}
          </Link>
        </h3>
        <Price pricePaise={product.pricePaise} salePricePaise={product.salePricePaise} showPercent={false} />
        <RatingLine average={product.ratingAvg} count={product.ratingCount} />
        {product.variants.length ? <ColorSwatches variants={product.variants} selected={color} onSelect={chooseColor} limit={5} /> : null}
        {variant?.sizes.length ? (
          <SizeButtons
            sizes={variant.sizes}
            selected={size}
            onSelect={(s) => {
              setSize(s);
              setMessage(null);
            }}
            limit={5}
          />
        ) : null}
        <div className="mt-auto pt-1">
          <button type="button" onClick={addToCart} className={buttonVariants({ variant: "primary", wide: true })}>
            Add to Cart
          </button>
          <p aria-live="polite" className={`mt-1 min-h-5 text-xs font-medium ${message?.ok ? "text-green-700" : "text-red-700"}`}>
            {message?.text}
          </p>
        </div>
      </div>
    </article>
  );
}
