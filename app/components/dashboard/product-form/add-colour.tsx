// Adds a colour variant (Conform's insert intent) from the colours the product does not have yet.
import { useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form";
import { COLOR_OPTIONS } from "~/domain/catalog/constants";
import { colourKey, colourLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";
import { Card, inputClass } from "../ui";
import { type ProductFields, type ProductFormMeta, textOf } from "./types";

export function AddColour({ form, list }: { form: ProductFormMeta; list: ProductFields["colors"] }) {
  const [addColor, setAddColor] = useState("");
  const variants = list.getFieldList();
  // Gray and Grey are one colour for shoppers (vocabulary.ts): a product has one or the other.
  const taken = new Set(variants.map((v) => colourKey(textOf(v.getFieldset().color.value ?? v.getFieldset().color.initialValue))));
  const unused = COLOR_OPTIONS.filter((o) => !taken.has(colourKey(o.name)));
  const labels = unused.map((o) => colourLabel(o.name));
  // Both spellings read alike in Hindi: the seller still sees which one they pick.
  const optionText = (name: string, i: number) =>
    labels.indexOf(labels[i]) !== labels.lastIndexOf(labels[i]) ? `${labels[i]} (${name})` : labels[i];
  return (
    <Card>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="add-color" className="mb-1 block text-sm font-medium text-gray-700">
            {m.dash_add_a_colour()}
          </label>
          <select id="add-color" value={addColor} onChange={(e) => setAddColor(e.target.value)} className={inputClass}>
            <option value="">{m.dash_choose_colour_option()}</option>
            {unused.map((o, i) => (
              <option key={o.name} value={o.name}>
                {optionText(o.name, i)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonVariants()}
          disabled={!addColor}
          onClick={() => {
            form.insert({ name: list.name, defaultValue: { color: addColor, imageKeys: [], stock: {} } });
            setAddColor("");
          }}
        >
          {m.dash_add_colour()}
        </button>
      </div>
      {variants.length === 0 ? <p className="mt-2 text-sm text-gray-600">{m.dash_needs_colour()}</p> : null}
      <FieldErrors id={list.errorId} errors={list.errors} />
    </Card>
  );
}
