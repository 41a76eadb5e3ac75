// Basic details and pricing: name, description, price, sale price, active.
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { Field, TextArea } from "~/components/ui/form";
import * as m from "~/i18n/messages";
import { withoutKey } from "../conform-props";
import type { ProductFields } from "./types";

export function BasicFields({ fields }: { fields: ProductFields }) {
  return (
    <>
      <Field
        label={m.dash_product_name()}
        {...withoutKey(getInputProps(fields.name, { type: "text", ariaAttributes: false }))}
        maxLength={200}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      />
      <TextArea
        label={m.dash_description()}
        {...withoutKey(getTextareaProps(fields.description, { ariaAttributes: false }))}
        rows={4}
        maxLength={5000}
        errors={fields.description.errors}
        errorId={fields.description.errorId}
      />
    </>
  );
}

export function PricingFields({ fields }: { fields: ProductFields }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field
        label={m.dash_price()}
        {...withoutKey(getInputProps(fields.price, { type: "text", ariaAttributes: false }))}
        inputMode="decimal"
        placeholder="999"
        errors={fields.price.errors}
        errorId={fields.price.errorId}
      />
      <Field
        label={m.dash_sale_price()}
        {...withoutKey(getInputProps(fields.salePrice, { type: "text", ariaAttributes: false }))}
        inputMode="decimal"
        placeholder={m.dash_optional()}
        hint={m.dash_sale_below_hint()}
        errors={fields.salePrice.errors}
        errorId={fields.salePrice.errorId}
      />
    </div>
  );
}

export function ActiveField({ fields }: { fields: ProductFields }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        {...withoutKey(getInputProps(fields.active, { type: "checkbox", value: "on" }))}
        className="h-5 w-5 rounded border-gray-300 accent-brand-700"
      />
      {m.dash_active_field()}
    </label>
  );
}
