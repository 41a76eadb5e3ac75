// Which colour and size a product card or page starts on: never a sold-out size while
// another size of that colour has stock, and a colour with stock when any has.
import type { VariantData } from "./listing";

type Size = VariantData["sizes"][number];

/** The first size with stock, else the first size (a sold-out colour still shows one). */
export function defaultSize<S extends Size>(sizes: readonly S[]): S | null {
  return sizes.find((s) => s.stock > 0) ?? sizes[0] ?? null;
}

/** The first colour with a size in stock, else the first colour. */
export function defaultColor<V extends Pick<VariantData, "color" | "sizes">>(variants: readonly V[]): V | null {
  return variants.find((v) => v.sizes.some((s) => s.stock > 0)) ?? variants[0] ?? null;
}

/** The size a colour starts on when chosen (its first in stock, else its first); null for an unknown colour. */
export function defaultSizeOf(variants: readonly Pick<VariantData, "color" | "sizes">[], color: string): string | null {
  return defaultSize(variants.find((v) => v.color === color)?.sizes ?? [])?.size ?? null;
}
