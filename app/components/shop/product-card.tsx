// A product in the grid (docs/product.md#product-grid): image, name, price, badges, colours, sizes, Add to Cart.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CartForm, useCartFetcher } from "~/components/cart/cart";
import { RatingLine } from "~/components/reviews/stars";
import { buttonVariants } from "~/components/ui/button";
import { isOnSale, percentOff } from "~/domain/cart/price";
import { defaultColor, defaultSize, defaultSizeOf } from "~/domain/catalog/default-variant";
import { cardImageKey, type ProductCardData } from "~/domain/catalog/listing";
import * as m from "~/i18n/messages";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { failureMessage } from "~/utils/reply";
import { Price } from "./price";
import { ColorSwatches, SizeButtons } from "./variant-picker";
import { WishlistHeart } from "./wishlist-heart";

const MESSAGE_MS = 3000;

export function ProductCard({ product, shop, priority = false }: { product: ProductCardData; shop: string; priority?: boolean }) {
  const [color, setColor] = useState(defaultColor(product.variants)?.color ?? null);
  const variant = product.variants.find((v) => v.color === color) ?? null;
  const [size, setSize] = useState(defaultSize(variant?.sizes ?? [])?.size ?? null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fetcher = useCartFetcher((reply) =>
    setMessage(
      reply.status === "success"
        ? { ok: true, text: m.shop_added_to_cart() }
        : { ok: false, text: failureMessage(reply) ?? m.shop_choice_out_of_stock() },
    ),
  );
  const stock = variant?.sizes.find((s) => s.size === size)?.stock ?? 0;
  const imageKey = variant?.imageKey ?? cardImageKey(product.variants);
  const firstSizeOf = (c: string) => defaultSizeOf(product.variants, c);
  // The product page with a colour and size chosen: the card's own link, and where each swatch and
  // size goes when JavaScript does not run (with it, they change this card's choice in place).
  const pageFor = (c: string | null, s: string | null) =>
    `/${shop}/product/${product.id}${c ? `?color=${encodeURIComponent(c)}${s ? `&size=${encodeURIComponent(s)}` : ""}` : ""}`;
  const href = pageFor(color, size);

  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [message]);

  function chooseColor(next: string) {
    // A new colour resets the size to its first in stock (and the image to its first).
    setColor(next);
    setSize(firstSizeOf(next));
    setMessage(null);
  }

  // A colour and size with stock are needed (docs/product.md#cart); the server checks the rest.
  function checkChoice(event: React.FormEvent) {
    if (color && size && stock > 0) return;
    event.preventDefault();
    setMessage({ ok: false, text: m.shop_choice_out_of_stock() });
  }

  const sale = isOnSale(product.pricePaise, product.salePricePaise);
  return (
    <article className="product-card" aria-label={product.name}>
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
          <div className="flex aspect-[4/5] items-center justify-center text-sm text-gray-500">{m.shop_no_image()}</div>
        )}
        {sale || product.isNew ? (
          <span className="absolute left-2 top-2 flex flex-col items-start gap-1">
            {sale ? (
              <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
                {m.shop_percent_off_badge({ percent: percentOff(product.pricePaise, product.salePricePaise as number) })}
              </span>
            ) : null}
            {product.isNew ? <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">{m.shop_new()}</span> : null}
          </span>
        ) : null}
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
        {product.variants.length ? (
          <ColorSwatches
            variants={product.variants}
            selected={color}
            onSelect={chooseColor}
            hrefFor={(c) => pageFor(c, firstSizeOf(c))}
            limit={5}
          />
        ) : null}
        {variant?.sizes.length ? (
          <SizeButtons
            sizes={variant.sizes}
            selected={size}
            hrefFor={(s) => pageFor(color, s)}
            onSelect={(s) => {
              setSize(s);
              setMessage(null);
            }}
            limit={5}
          />
        ) : null}
        <div className="mt-auto pt-1">
          {/* The button names the intent and an add is of 1 by default: the line is the only hidden data. */}
          <CartForm fetcher={fetcher} line={color && size ? { productId: product.id, color, size } : undefined} onSubmit={checkChoice}>
            <button type="submit" name="intent" value="add" className={buttonVariants({ variant: "primary", wide: true })}>
              {m.shop_add_to_cart()}
            </button>
          </CartForm>
          <p aria-live="polite" className={`mt-1 min-h-5 text-xs font-medium ${message?.ok ? "text-green-700" : "text-red-700"}`}>
            {message?.text}
          </p>
        </div>
      </div>
    </article>
  );
}
