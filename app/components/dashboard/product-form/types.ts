// The product form's Conform types, shared by its views and hooks.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { z } from "zod";
import type { ProductFormSchema } from "~/domain/catalog/product-form";

export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductFormMeta = FormMetadata<ProductFormInput, string[]>;
export type ProductFields = ReturnType<ProductFormMeta["getFieldset"]>;
export type VariantField = FieldMetadata<ProductFormInput["colors"][number], ProductFormInput, string[]>;

export interface CategoryOption {
  id: string;
  main: string;
  name: string;
  subcategories: Array<{ id: string; name: string }>;
}
