// One colour's stock per size: a box per size of the main category's lists, in size order, plus
// sizes saved (or typed) under another main category so their stock is not lost silently.
import { FieldErrors } from "~/components/ui/form";
import type { MainCategory } from "~/db/schema/values";
import { SIZE_GROUPS_BY_MAIN, sortSizes } from "~/domain/catalog/constants";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";
import { textOf, textsOf, type VariantField } from "./types";

export function StockGrid({ variant, main }: { variant: VariantField; main: MainCategory }) {
  const { color, stock } = variant.getFieldset();
  const boxes = stock.getFieldset();
  const groups: Record<string, readonly string[]> = SIZE_GROUPS_BY_MAIN[main];
  const listed = new Set(Object.values(groups).flat());
  const current = textsOf(stock.value ?? stock.initialValue);
  const extra = sortSizes(Object.keys(current).filter((s) => !listed.has(s) && (current[s] ?? "").trim() !== ""));
  const colour = textOf(color.value ?? color.initialValue);
  return (
    <>
      <h2 className="mt-4 text-sm font-medium text-gray-700">{m.dash_stock_per_size()}</h2>
      <p className="text-xs text-gray-500">{m.dash_stock_hint()}</p>
      <FieldErrors id={stock.errorId} errors={stock.errors} />
      {[...Object.entries(groups), ...(extra.length ? [["other", extra] as const] : [])].map(([group, sizes]) => (
        <div key={group} className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          {sizes.map((size) => {
            const box = boxes[size];
            const invalid = Boolean(box.errors?.length);
            // Conform's ids hold the name, and sizes such as "M 38" hold spaces: no good in aria-describedby.
            const errorId = `${stock.id}-${size.replace(/\s+/g, "_")}-error`;
            return (
              <label key={size} className="text-xs text-gray-700">
                <span className="block truncate">{sizeLabel(size)}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  name={box.name}
                  defaultValue={textOf(box.initialValue)}
                  aria-label={m.dash_size_stock_label({ colour: colourLabel(colour), size: sizeLabel(size) })}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                  className="mt-0.5 block w-full rounded-md border border-gray-300 px-2 py-1.5 text-base aria-[invalid=true]:border-red-500"
                />
                <FieldErrors id={errorId} errors={box.errors} />
              </label>
            );
          })}
        </div>
      ))}
    </>
  );
}
