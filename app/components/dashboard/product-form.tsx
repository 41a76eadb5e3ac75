// The product editor: one Conform form driven by ProductFormSchema (the server parses with the
// same schema). Colours travel as nested fields (`colors[0].color`, `colors[0].stock.M`,
// `colors[0].imageKeys[0]`, new files in `colors[0].images`); each concern is a view below.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { MainCategory } from "~/db/schema/values";
import { ProductFormSchema, productFormDefaults, type StockMap } from "~/domain/catalog/product-form";
import * as m from "~/i18n/messages";
import { AddColour } from "./product-form/add-colour";
import { ActiveField, BasicFields, PricingFields } from "./product-form/details-fields";
import { type GstContext, GstFields } from "./product-form/gst-fields";
import { PlacementFields } from "./product-form/placement-fields";
import { StockSeenFields } from "./product-form/stock-seen-fields";
import type { CategoryOption } from "./product-form/types";
import { usePlacement } from "./product-form/use-placement";
import { VariantCard } from "./product-form/variant-card";
import { Card } from "./ui";

export interface ProductFormValues {
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: MainCategory;
  categoryId: string | null;
  subcategoryId: string | null;
  active: boolean;
  hsnCode?: string | null;
  gstRate?: number | null;
  colors: Array<{ color: string; imageKeys: string[]; stock: Record<string, number> }>;
  /** The stock the server held when these values were read (default: the colours' stock). */
  stockSeen?: StockMap;
}

export function ProductForm({
  product,
  categories,
  gst,
  lastResult,
}: {
  product: ProductFormValues | null;
  categories: CategoryOption[];
  gst: GstContext;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const defaultValue = useMemo(
    () => (product ? productFormDefaults(product) : { main: "men" as const, active: "on" as const, colors: [] }),
    [product],
  );
  const [form, fields] = useSchemaForm(ProductFormSchema, { lastResult, defaultValue });
  const placement = usePlacement(fields, categories);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <FormError message={form.errors?.[0]} />
      <Card className="space-y-4">
        <BasicFields fields={fields} />
        <PricingFields fields={fields} />
        <PlacementFields fields={fields} placement={placement} />
        <GstFields form={form} fields={fields} placement={placement} gst={gst} />
        <ActiveField fields={fields} />
      </Card>
      <StockSeenFields field={fields.stockSeen} />
      {fields.colors.getFieldList().map((variant, i) => (
        <VariantCard key={variant.key ?? variant.name} form={form} list={fields.colors} variant={variant} index={i} main={placement.main} />
      ))}
      <AddColour form={form} list={fields.colors} />
      <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <SubmitButton pendingText={m.dash_saving()} className="sm:w-auto">
          {m.dash_save_product()}
        </SubmitButton>
      </div>
    </Form>
  );
}
