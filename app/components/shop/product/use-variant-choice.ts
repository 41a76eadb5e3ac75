import { useState } from "react";
import { useSearchParams } from "react-router";
import { defaultSize, defaultSizeOf } from "~/domain/catalog/default-variant";
import type { ProductDetail } from "~/domain/catalog/listing";

/**
 * The chosen colour and size, and the quantity. The choice lives in the URL (?color=&size=) so a
 * shared link opens the same colour and size; without one (or an unknown one) the size is the
 * colour's first in stock.
 */
export function useVariantChoice(p: ProductDetail) {
  const [params, setParams] = useSearchParams();
  const variant = p.variants.find((v) => v.color === params.get("color")) ?? p.variants[0] ?? null;
  const sizes = variant?.sizes ?? [];
  const size = sizes.find((s) => s.size === params.get("size")) ?? defaultSize(sizes);
  const stock = size?.stock ?? 0;
  const [quantity, setQuantity] = useState(1);

  function paramsFor(color: string, nextSize: string | undefined) {
    const next = new URLSearchParams(params);
    next.set("color", color);
    if (nextSize) next.set("size", nextSize);
    else next.delete("size");
    return next;
  }
  function choose(color: string, nextSize: string | undefined) {
    setParams(paramsFor(color, nextSize), { replace: true, preventScrollReset: true });
    setQuantity(1);
  }
  const firstSizeOf = (color: string) => defaultSizeOf(p.variants, color) ?? undefined;

  return {
    variant,
    size,
    stock,
    /** Never more than the stock of the chosen size (a size with less stock may be picked after). */
    quantity: Math.min(quantity, Math.max(1, stock)),
    setQuantity,
    /** A colour with its first size in stock. */
    chooseColor: (color: string) => choose(color, firstSizeOf(color)),
    chooseSize: (nextSize: string) => variant && choose(variant.color, nextSize),
    /** The same choices as links (this page with the new params), for when JavaScript does not run. */
    colorHref: (color: string) => `?${paramsFor(color, firstSizeOf(color))}`,
    sizeHref: (nextSize: string) => `?${paramsFor(variant?.color ?? "", nextSize)}`,
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
