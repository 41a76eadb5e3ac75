// The dashboard's product form: rupee strings and colour variants as Conform's nested fields in
// (`colors[0].stock.M`), a ProductInput (paise, numbers) out. Browser-safe: the form validates with
// it as the seller types, the server parses with it (NUL is refused before, by parseSubmission),
// and product-input.ts and products.server.ts enforce the catalogue rules on the result.
import { z } from "zod";
import { GST_RATES, type GstRate, MAIN_CATEGORIES } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { rupeeAmount, wholeNumber } from "~/utils/form-schema";
import { paiseToRupees } from "~/utils/money";

export const MAX_IMAGES_PER_COLOUR = 8;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** New images in one save, over all colours: what one request may hold in memory. */
export const MAX_IMAGES_PER_REQUEST = 8;
/** The CSV import's limit too; stock is a PostgreSQL integer, so a larger count would fail there. */
export const MAX_STOCK = 999_999;
export const stockCount = z
  .number()
  .int({ error: () => m.dash_err_stock_whole() })
  .min(0, { error: () => m.dash_err_stock_negative() })
  .max(MAX_STOCK, { error: () => m.dash_err_stock_max({ max: MAX_STOCK.toLocaleString("en-IN") }) });

/** HSN code: 4, 6 or 8 digits (Notification 78/2020-CT: 4 below ₹5 crore turnover, 6 above). */
export const HSN_CODE = z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, { error: () => m.dash_err_hsn() });
export const GST_RATE_OPTIONS = GST_RATES.map(String);

/** Colour → size → stock: what a seller saw when they opened the form or exported the CSV. */
export type StockMap = Record<string, Record<string, number>>;

/** Messages are functions: they are made in the request's language. */
export const stockChangedMessage = () => m.dash_err_stock_changed();

/** A product form without the stock it showed (sent before this check existed, or tampered). */
const staleFormMessage = () => m.dash_err_stale_form();

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
 * Fields one product form may send: per colour its name, up to 8 kept image keys, a box per size
 * (about 35 at most) and its files, plus the stock it showed; 30 colours at most.
 */
export const PRODUCT_FORM_FIELDS = 3000;

/** A stock box: empty means the size is not offered. */
const stockBox = z.preprocess(
  (text) => (typeof text === "string" && text.trim() === "" ? undefined : text),
  wholeNumber(() => m.dash_err_stock_whole())
    .pipe(stockCount)
    .optional(),
);

const offered = (stock: Record<string, number | undefined>): Record<string, number> =>
  Object.fromEntries(Object.entries(stock).filter((entry): entry is [string, number] => entry[1] !== undefined));

/** Conform sends one file as a File and several as an array; an empty file input is left out. */
const imageFiles = z.preprocess(
  (files) => (Array.isArray(files) ? files : [files]).filter((f) => f !== undefined && !isEmptyFile(f)),
  z.array(z.file({ error: () => m.dash_err_choose_images() })),
);
const isEmptyFile = (f: unknown) => typeof File !== "undefined" && f instanceof File && f.name === "" && f.size === 0;

/** One colour as the form sends it: `colors[0].color`, `colors[0].imageKeys[0]`, `colors[0].stock.M`, `colors[0].images`. */
const FormVariantSchema = z
  .object({
    color: z
      .string({ error: () => m.dash_err_choose_colour() })
      .trim()
      .min(1, { error: () => m.dash_err_choose_colour() }),
    imageKeys: z.array(z.string().regex(/^[a-z0-9/-]+$/i, { error: () => m.dash_err_image_not_found() })).default([]),
    stock: z.record(z.string(), stockBox).default({}),
    images: imageFiles.optional(),
  })
  .superRefine((c, ctx) => {
    if (Object.keys(offered(c.stock)).length === 0)
      ctx.addIssue({ code: "custom", path: ["stock"], message: m.dash_err_colour_stock({ colour: c.color }) });
    if (c.imageKeys.length + (c.images?.length ?? 0) > MAX_IMAGES_PER_COLOUR)
      ctx.addIssue({
        code: "custom",
        path: ["images"],
        message: m.dash_err_colour_images_max({ colour: c.color, max: MAX_IMAGES_PER_COLOUR }),
      });
  });

/** The stock the form showed (`stockSeen[0].color`, `stockSeen[0].stock.M`): the save is compare-and-set. */
const StockSeenSchema = z
  .array(z.object({ color: z.string({ error: staleFormMessage }), stock: z.record(z.string(), stockBox).default({}) }))
  .optional()
  .transform((seen) => (seen ? Object.fromEntries(seen.map((c) => [c.color, offered(c.stock)])) : undefined));

export const ProductFormSchema = z
  .object({
    name: z
      .string({ error: () => m.dash_err_name_required() })
      .trim()
      .min(1, { error: () => m.dash_err_name_required() })
      .max(200),
    description: z.string().trim().max(5000).default(""),
    price: z
      .string({ error: () => m.dash_err_price_required() })
      .trim()
      .min(1, { error: () => m.dash_err_price_required() })
      .pipe(rupeeAmount(() => m.dash_err_price_format())),
    // Conform sends an empty box as undefined.
    salePrice: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(rupeeAmount(() => m.dash_err_sale_price_format()).optional())
      .transform((v) => v ?? null),
    main: z.enum(MAIN_CATEGORIES, { error: () => m.dash_err_choose_main() }),
    categoryId: z.string().default(""),
    subcategoryId: z.string().default(""),
    active: z.literal("on").optional(),
    // Conform sends an empty box or "Not set" as undefined.
    hsnCode: z
      .string()
      .optional()
      .transform((v) => v?.replace(/\s+/g, "") || undefined)
      .pipe(HSN_CODE.optional())
      .transform((v) => v ?? null),
    gstRate: z
      .enum(GST_RATE_OPTIONS as [string, ...string[]], { error: () => m.dash_err_choose_gst() })
      .optional()
      .transform((v) => (v === undefined ? null : (Number(v) as GstRate))),
    colors: z.array(FormVariantSchema, { error: () => m.dash_err_add_colour() }).min(1, { error: () => m.dash_err_add_colour() }),
    stockSeen: StockSeenSchema,
  })
  .superRefine((v, ctx) => {
    if (v.price <= 0) ctx.addIssue({ code: "custom", path: ["price"], message: m.dash_err_price_positive() });
    if (v.salePrice != null && v.salePrice >= v.price)
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: m.dash_err_sale_below() });
    const uploads = v.colors.reduce((n, c) => n + (c.images?.length ?? 0), 0);
    if (uploads > MAX_IMAGES_PER_REQUEST) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message: m.dash_err_images_per_save({ max: MAX_IMAGES_PER_REQUEST }),
      });
    }
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
    hsnCode: v.hsnCode,
    gstRate: v.gstRate,
    colors: v.colors.map((c) => ({ color: c.color, imageKeys: c.imageKeys, stock: offered(c.stock) })),
    /** New image files per colour, in the colours' order. */
    uploads: v.colors.map((c) => c.images ?? []),
    stockSeen: v.stockSeen,
  }));

/** A product as the form's starting values (Conform's defaultValue): rupee strings, stock boxes as text. */
export function productFormDefaults(product: {
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: (typeof MAIN_CATEGORIES)[number];
  categoryId: string | null;
  subcategoryId: string | null;
  active: boolean;
  hsnCode?: string | null;
  gstRate?: number | null;
  colors: ReadonlyArray<{ color: string; imageKeys: readonly string[]; stock: Record<string, number> }>;
  stockSeen?: StockMap;
}) {
  const asText = (stock: Record<string, number>) => Object.fromEntries(Object.entries(stock).map(([size, n]) => [size, String(n)]));
  return {
    name: product.name,
    description: product.description,
    price: paiseToRupees(product.pricePaise),
    salePrice: paiseToRupees(product.salePricePaise),
    main: product.main,
    categoryId: product.categoryId ?? "",
    subcategoryId: product.subcategoryId ?? "",
    active: product.active ? ("on" as const) : undefined,
    hsnCode: product.hsnCode ?? "",
    gstRate: product.gstRate == null ? "" : String(product.gstRate),
    colors: product.colors.map((c) => ({ color: c.color, imageKeys: [...c.imageKeys], stock: asText(c.stock) })),
    stockSeen: Object.entries(product.stockSeen ?? stockMapOf(product.colors)).map(([color, stock]) => ({ color, stock: asText(stock) })),
  };
}
