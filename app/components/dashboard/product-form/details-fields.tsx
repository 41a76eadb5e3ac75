// Basic details and pricing: name, description, price, sale price, active.
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { Field, TextArea } from "~/components/ui/form";
import { GST_RATE_OPTIONS } from "~/domain/catalog/product-form";
import { SelectBox } from "../choice-fields";
import { withoutKey } from "../conform-props";
import type { ProductFields } from "./types";

export function BasicFields({ fields }: { fields: ProductFields }) {
  return (
    <>
      <Field
        label="Product name"
        {...withoutKey(getInputProps(fields.name, { type: "text", ariaAttributes: false }))}
        maxLength={200}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      />
      <TextArea
        label="Description"
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
        label="Price (₹)"
        {...withoutKey(getInputProps(fields.price, { type: "text", ariaAttributes: false }))}
        inputMode="decimal"
        placeholder="999"
        errors={fields.price.errors}
        errorId={fields.price.errorId}
      />
      <Field
        label="Sale price (₹)"
        {...withoutKey(getInputProps(fields.salePrice, { type: "text", ariaAttributes: false }))}
        inputMode="decimal"
        placeholder="Optional"
        hint="Must be below the price."
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
      Active (shoppers can see and buy it)
    </label>
  );
}

/** HSN code and GST rate: printed on invoices; the rate sets the tax a regular GST seller's prices include. */
export function GstFields({ fields }: { fields: ProductFields }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field
        label="HSN code"
        {...withoutKey(getInputProps(fields.hsnCode, { type: "text", ariaAttributes: false }))}
        inputMode="numeric"
        maxLength={8}
        placeholder="Optional"
        hint="4, 6 or 8 digits, for invoices."
        errors={fields.hsnCode.errors}
        errorId={fields.hsnCode.errorId}
      />
      <SelectBox
        meta={fields.gstRate}
        label="GST rate"
        placeholder="Not set (0%)"
        options={GST_RATE_OPTIONS.map((r) => ({ value: r, label: `${r}%` }))}
        hint="Prices include it, for shops registered for GST (regular)."
      />
    </div>
  );
}
