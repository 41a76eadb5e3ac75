// Colour and size choice with the stock of the chosen size.
import { ColorSwatches, SizeButtons } from "~/components/shop/variant-picker";
import type { ProductDetail } from "~/domain/catalog/listing";
import { colourLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";
import type { VariantChoice } from "./use-variant-choice";

export function VariantOptions({ product: p, choice }: { product: ProductDetail; choice: VariantChoice }) {
  const { variant, size, stock } = choice;
  return (
    <>
      {p.variants.length ? (
        <div>
          <p className="mb-2 text-sm font-semibold">
            {m.shop_colour_label()} <span className="font-normal">{variant ? colourLabel(variant.color) : null}</span>
          </p>
          <ColorSwatches
            variants={p.variants}
            selected={variant?.color ?? null}
            size="lg"
            onSelect={choice.chooseColor}
            hrefFor={choice.colorHref}
          />
        </div>
      ) : null}
      {variant?.sizes.length ? (
        <div>
          <p className="mb-2 text-sm font-semibold">{m.shop_size()}</p>
          <SizeButtons
            sizes={variant.sizes}
            selected={size?.size ?? null}
            size="lg"
            onSelect={choice.chooseSize}
            hrefFor={choice.sizeHref}
          />
        </div>
      ) : null}
      <p className={`text-sm font-medium ${stock > 0 ? "text-green-700" : "text-red-700"}`} aria-live="polite">
        {stock > 0 ? m.shop_in_stock_count({ count: stock }) : m.shop_out_of_stock()}
      </p>
    </>
  );
}
