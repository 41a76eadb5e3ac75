// Colour swatches and size buttons shared by the product card and the product page. Each is a link
// to the product page with that choice in ?color=&size=, so choosing works without JavaScript; with
// it, a plain click is kept in the page (onSelect) and the link is not followed.
import { type KeyboardEvent, type MouseEvent, useState } from "react";
import { colorCss } from "~/domain/catalog/constants";
import type { VariantData } from "~/domain/catalog/listing";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";

const ring = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A plain left click goes to onSelect; a modified click (new tab, new window) follows the link. */
function choiceHandlers(onSelect: () => void) {
  return {
    onClick(e: MouseEvent<HTMLAnchorElement>) {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      onSelect();
    },
    // A radio answers Space as well as Enter (a link alone answers only Enter).
    onKeyDown(e: KeyboardEvent<HTMLAnchorElement>) {
      if (e.key !== " ") return;
      e.preventDefault();
      onSelect();
    },
  };
}

function useLimited<T>(items: T[], limit: number, keep: (item: T) => boolean) {
  const [all, setAll] = useState(false);
  // The chosen item stays visible even when it is past the limit.
  const shown = all ? items : items.filter((item, i) => i < limit || keep(item));
  return { shown, more: items.length > limit && !all, showAll: () => setAll(true) };
}

export function ColorSwatches({
  variants,
  selected,
  onSelect,
  hrefFor,
  limit = Number.POSITIVE_INFINITY,
  size = "sm",
}: {
  variants: Array<Pick<VariantData, "color">>;
  selected: string | null;
  onSelect: (color: string) => void;
  /** The product page with this colour chosen. */
  hrefFor: (color: string) => string;
  limit?: number;
  size?: "sm" | "lg";
}) {
  const { shown, more, showAll } = useLimited(variants, limit, (v) => v.color === selected);
  // .swatch in app.css (the small size, the ring when chosen); the large one adds its size.
  return (
    <div role="radiogroup" aria-label={m.shop_colour()} className="flex flex-wrap items-center gap-1.5">
      {shown.map((v) => (
        // biome-ignore lint/a11y/useSemanticElements: a swatch is a styled radio (a link without JavaScript)
        <a
          key={v.color}
          href={hrefFor(v.color)}
          role="radio"
          aria-checked={v.color === selected}
          aria-label={colourLabel(v.color)}
          title={colourLabel(v.color)}
          {...choiceHandlers(() => onSelect(v.color))}
          style={{ background: colorCss(v.color) }}
          className={size === "lg" ? "swatch size-9" : "swatch"}
        />
      ))}
      {more ? (
        <button type="button" onClick={showAll} className={`text-xs font-medium text-brand-700 hover:underline ${ring}`}>
          {m.shop_more_colours()}
        </button>
      ) : null}
    </div>
  );
}

export function SizeButtons({
  sizes,
  selected,
  onSelect,
  hrefFor,
  limit = Number.POSITIVE_INFINITY,
  size = "sm",
}: {
  sizes: Array<{ size: string; stock: number }>;
  selected: string | null;
  onSelect: (size: string) => void;
  /** The product page with this size chosen. */
  hrefFor: (size: string) => string;
  limit?: number;
  size?: "sm" | "lg";
}) {
  const { shown, more, showAll } = useLimited(sizes, limit, (s) => s.size === selected);
  // .chip in app.css (the small size; the chosen and sold-out looks); the large one adds its size.
  const pad = size === "lg" ? " min-w-11 px-3 py-2 text-sm" : "";
  return (
    <div role="radiogroup" aria-label={m.shop_size()} className="flex flex-wrap items-center gap-1.5">
      {shown.map((s) => (
        // biome-ignore lint/a11y/useSemanticElements: a size chip is a styled radio (a link without JavaScript)
        <a
          key={s.size}
          href={hrefFor(s.size)}
          role="radio"
          aria-checked={s.size === selected}
          {...choiceHandlers(() => onSelect(s.size))}
          className={`chip${s.stock === 0 ? " chip-sold" : ""}${pad}`}
        >
          {sizeLabel(s.size)}
          {s.stock === 0 ? <span className="sr-only"> {m.shop_out_of_stock_note()}</span> : null}
        </a>
      ))}
      {more ? (
        <button type="button" onClick={showAll} className={`text-xs font-medium text-brand-700 hover:underline ${ring}`}>
          {m.shop_more_sizes()}
        </button>
      ) : null}
    </div>
  );
}
