// One colour variant: its name (a hidden `colors[i].color`), remove, images and stock per size.

import { buttonVariants } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form";
import type { MainCategory } from "~/db/schema/values";
import { colorCss } from "~/domain/catalog/constants";
import { colourLabel } from "~/domain/catalog/vocabulary";
import * as m from "~/i18n/messages";
import { Card } from "../ui";
import { StockGrid } from "./stock-grid";
import { type ProductFields, type ProductFormMeta, textOf, type VariantField } from "./types";
import { VariantImages } from "./variant-images";

export function VariantCard({
  form,
  list,
  variant,
  index,
  main,
}: {
  form: ProductFormMeta;
  list: ProductFields["colors"];
  variant: VariantField;
  index: number;
  main: MainCategory;
}) {
  const { color } = variant.getFieldset();
  const colour = textOf(color.value ?? color.initialValue);
  const label = colourLabel(colour);
  return (
    <Card>
      <fieldset>
        <legend className="flex w-full items-center gap-2">
          <span className="h-5 w-5 rounded-full border border-gray-300" style={{ background: colorCss(colour) }} aria-hidden="true" />
          <span className="font-semibold">{label}</span>
        </legend>
        <input type="hidden" name={color.name} value={colour} />
        <div className="float-right -mt-7">
          <button
            {...form.remove.getButtonProps({ name: list.name, index })}
            className={buttonVariants({ variant: "danger" })}
            aria-label={m.dash_remove_colour({ colour: label })}
          >
            {m.dash_remove()}
          </button>
        </div>
        <FieldErrors id={color.errorId} errors={color.errors} />
        <FieldErrors id={variant.errorId} errors={variant.errors} />
        <VariantImages form={form} variant={variant} colour={label} />
        <StockGrid variant={variant} main={main} />
      </fieldset>
    </Card>
  );
}
