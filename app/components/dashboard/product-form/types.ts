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
  /** The category's default HSN: a product without its own prints it. */
  hsnCode: string | null;
  subcategories: Array<{ id: string; name: string }>;
}

/**
 * A field's value as text. Refilled values are whatever a refused request sent, so a field may hold
 * an object or a list where text belongs (`colors[0].color.x=1`): that shows as empty, never as a crash.
 */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** A field's value as a record of texts (a colour's stock per size); anything else is empty. */
export function textsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, textOf(v)]));
}
