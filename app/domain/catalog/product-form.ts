// The dashboard's product form: rupee strings and a JSON list of colour variants in, a
// ProductInput (paise, numbers) out. Browser-safe: the form checks with it before sending, the
// server parses with it, and products.server.ts enforces the catalogue rules on the result.
import { z } from "zod";
import { MAIN_CATEGORIES } from "~/db/schema/values";
import { containsNul, FORBIDDEN_CHARACTER } from "~/utils/nul";

export const MAX_IMAGES_PER_COLOUR = 8;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** New images in one save, over all colours: what one request may hold in memory. */
export const MAX_IMAGES_PER_REQUEST = 8;
/** The CSV import's limit too; stock is a PostgreSQL integer, so a larger count would fail there. */
export const MAX_STOCK = 999_999;
export const stockCount = z
  .number()
  .int("Stock must be a whole number.")
  .min(0, "Stock cannot be negative.")
  .max(MAX_STOCK, `Stock cannot be more than ${MAX_STOCK.toLocaleString("en-IN")}.`);

const rupees = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `${label} must be an amount in rupees, such as 499 or 499.50.`)
    .transform((v) => Math.round(Number(v) * 100));

/** Colour → size → stock: what a seller saw when they opened the form or exported the CSV. */
export type StockMap = Record<string, Record<string, number>>;
export const StockMapSchema = z.record(z.string(), z.record(z.string(), stockCount));

export const STOCK_CHANGED_MESSAGE =
  "Stock changed while you were editing (someone ordered or an order was cancelled). The current numbers are shown; check them and save again.";

/** A product form without the stock it showed (sent before this check existed, or tampered). */
export const STALE_FORM_MESSAGE = "This form is out of date. Please reload the page and make your changes again.";

export const stockMapOf = (colors: ReadonlyArray<{ color: string; stock: Record<string, number> }>): StockMap =>
  Object.fromEntries(colors.map((c) => [c.color, { ...c.stock }]));

/** The same colours and sizes with the same counts (order does not matter). */
export function sameStock(a: StockMap, b: StockMap): boolean {
  const flat = (m: StockMap) =>
    Object.entries(m)
      .flatMap(([color, sizes]) => Object.entries(sizes).map(([size, n]) => `${color}\u0000${size}\u0000${n}`))
      .sort()
      .join("\u0001");
  return flat(a) === flat(b);
}

/** The seller's colours with the stock of every colour and size that exists now replaced by its current count. */
export function withCurrentStock<C extends { color: string; stock: Record<string, number> }>(colors: readonly C[], current: StockMap): C[] {
  return colors.map((c) => ({
    ...c,
    stock: Object.fromEntries(Object.entries(c.stock).map(([size, n]) => [size, current[c.color]?.[size] ?? n])),
  }));
}

export const VariantSchema = z.object({
  color: z.string().trim().min(1),
  imageKeys: z.array(z.string().regex(/^[a-z0-9/-]+$/i)).max(MAX_IMAGES_PER_COLOUR),
  stock: z.record(z.string(), stockCount),
});
export type Variant = z.infer<typeof VariantSchema>;

/**
 * A form field holding JSON: `invalid` when it is not JSON. A "\u0000" escape decodes to NUL,
 * which PostgreSQL text cannot hold: refused here rather than failing the save's query (a 500).
 */
function jsonField(invalid: string) {
  return (raw: string, ctx: z.RefinementCtx): unknown => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    if (!containsNul(value)) return value;
    ctx.addIssue({ code: "custom", message: FORBIDDEN_CHARACTER });
    return z.NEVER;
  };
}

export const ProductFormSchema = z
  .object({
    name: z.string().trim().min(1, "Product name is required.").max(200),
    description: z.string().trim().max(5000).default(""),
    price: z.string().trim().min(1, "Price is required.").pipe(rupees("Price")),
    salePrice: z
      .string()
      .trim()
      .default("")
      .pipe(z.union([z.literal("").transform(() => null), rupees("Sale price")])),
    main: z.enum(MAIN_CATEGORIES, "Choose a main category."),
    categoryId: z.string().default(""),
    subcategoryId: z.string().default(""),
    active: z.literal("on").optional(),
    variants: z.string().transform(jsonField("Add at least one colour.")).pipe(z.array(VariantSchema).min(1, "Add at least one colour.")),
    // The stock the form showed, as JSON (absent on a new product): the save is compare-and-set.
    stockSeen: z
      .string()
      .optional()
      .transform((raw, ctx) => (raw === undefined ? undefined : jsonField(STALE_FORM_MESSAGE)(raw, ctx)))
      .pipe(StockMapSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.price <= 0) ctx.addIssue({ code: "custom", path: ["price"], message: "Price must be more than zero." });
    if (v.salePrice != null && v.salePrice >= v.price)
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: "Sale price must be below the price." });
    v.variants.forEach((c, i) => {
      if (Object.keys(c.stock).length === 0) {
        ctx.addIssue({ code: "custom", path: ["variants", i], message: `${c.color}: enter the stock of at least one size.` });
      }
    });
  })
  .transform((v) => ({
    name: v.name,
    description: v.description,
    pricePaise: v.price,
    salePricePaise: v.salePrice,
    main: v.main,
    categoryId: v.categoryId || null,
    subcategoryId: v.subcategoryId || null,
    active: v.active === "on",
    colors: v.variants,
    stockSeen: v.stockSeen,
  }));

export const paiseToRupees = (paise: number | null | undefined) => (paise == null ? "" : (paise / 100).toFixed(2).replace(/\.00$/, ""));
