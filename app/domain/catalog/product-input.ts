// What a product is, as createProduct and updateProduct accept it: names, prices, placement, GST and
// colour variants with per-size stock, checked in one schema. Apart from the writes so it can be
// checked (and tested) without a database.
import { z } from "zod";
import { GST_RATES, MAIN_CATEGORIES } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { HSN_CODE, stockCount } from "./product-form";

const SizeName = z
  .string()
  .trim()
  .min(1, { error: () => m.dash_err_size_empty() })
  .max(40);

const ColorVariantSchema = z.object({
  // Free text rather than COLOR_OPTIONS only: older shops used their own colour names.
  color: z
    .string()
    .trim()
    .min(1, { error: () => m.dash_err_colour_empty() })
    .max(40),
  imageKeys: z.array(z.string().min(1)).max(20).default([]),
  stock: z.record(SizeName, stockCount).refine((stock) => Object.keys(stock).length > 0, { error: () => m.dash_err_colour_needs_size() }),
});

export const ProductInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => m.dash_err_name_required() })
      .max(200),
    description: z.string().trim().max(5000).default(""),
    pricePaise: z
      .number()
      .int({ error: () => m.dash_err_price_paise() })
      .positive({ error: () => m.dash_err_price_positive() }),
    salePricePaise: z
      .number()
      .int({ error: () => m.dash_err_sale_paise() })
      .positive()
      .nullish(),
    main: z.enum(MAIN_CATEGORIES, { error: () => m.dash_err_main_invalid() }),
    categoryId: z.uuid().nullish(),
    subcategoryId: z.uuid().nullish(),
    active: z.boolean().default(true),
    // GST (docs/decisions/0077-gst-invoices.md); left out (the CSV import): kept as they are.
    hsnCode: HSN_CODE.nullish(),
    gstRate: z
      .union(
        GST_RATES.map((r) => z.literal(r)),
        { error: () => m.dash_err_gst_rate() },
      )
      .nullish(),
    createdAt: z.date().optional(),
    colors: z
      .array(ColorVariantSchema)
      .min(1, { error: () => m.dash_err_add_colour() })
      .max(30),
  })
  .superRefine((input, ctx) => {
    if (input.salePricePaise != null && input.salePricePaise >= input.pricePaise) {
      ctx.addIssue({ code: "custom", path: ["salePricePaise"], message: m.dash_err_sale_below() });
    }
    const seen = new Set<string>();
    input.colors.forEach((c, i) => {
      const key = c.color.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["colors", i, "color"], message: m.dash_err_colour_twice({ colour: c.color }) });
      seen.add(key);
    });
    if (input.subcategoryId && !input.categoryId) {
      ctx.addIssue({ code: "custom", path: ["subcategoryId"], message: m.dash_err_sub_needs_category() });
    }
  });

export type ProductInput = z.input<typeof ProductInputSchema>;
