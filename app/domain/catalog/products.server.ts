// Write side of the catalogue: creating products with their colour variants and stock.
// Reads for shoppers live in listing.server.ts.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { category, MAIN_CATEGORIES, product, productColor, productStock, subcategory } from "~/db/schema";

/** A database handle or an open transaction: both run the same queries. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export type Product = typeof product.$inferSelect;

/** A rule of the catalogue was broken; the message is meant for the seller. */
export class CatalogError extends Error {
  readonly status = 400;
}

const SizeName = z.string().trim().min(1, "Size names cannot be empty.").max(40);

const ColorVariantSchema = z.object({
  // Free text rather than COLOR_OPTIONS only: older shops used their own colour names.
  color: z.string().trim().min(1, "Colour names cannot be empty.").max(40),
  imageKeys: z.array(z.string().min(1)).max(20).default([]),
  stock: z
    .record(SizeName, z.number().int("Stock must be a whole number.").min(0, "Stock cannot be negative."))
    .refine((stock) => Object.keys(stock).length > 0, "Each colour needs at least one size."),
});

export const ProductInputSchema = z
  .object({
    name: z.string().trim().min(1, "Product name is required.").max(200),
    description: z.string().trim().max(5000).default(""),
    pricePaise: z.number().int("Price must be in whole paise.").positive("Price must be more than zero."),
    salePricePaise: z.number().int("Sale price must be in whole paise.").positive().nullish(),
    main: z.enum(MAIN_CATEGORIES, "Main category must be men, women, boy or girl."),
    categoryId: z.uuid().nullish(),
    subcategoryId: z.uuid().nullish(),
    active: z.boolean().default(true),
    createdAt: z.date().optional(),
    colors: z.array(ColorVariantSchema).min(1, "Add at least one colour.").max(30),
  })
  .superRefine((input, ctx) => {
    if (input.salePricePaise != null && input.salePricePaise >= input.pricePaise) {
      ctx.addIssue({ code: "custom", path: ["salePricePaise"], message: "Sale price must be below the price." });
    }
    const seen = new Set<string>();
    input.colors.forEach((c, i) => {
      const key = c.color.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["colors", i, "color"], message: `Colour ${c.color} is listed twice.` });
      seen.add(key);
    });
    if (input.subcategoryId && !input.categoryId) {
      ctx.addIssue({ code: "custom", path: ["subcategoryId"], message: "A subcategory needs its category." });
    }
  });

export type ProductInput = z.input<typeof ProductInputSchema>;

/**
 * The text product search matches against (spec point 5: name, description, colours and sizes),
 * lower-cased with whitespace collapsed so a trigram index can serve case-insensitive search.
 * Sizes are de-duplicated and sorted so the result does not depend on the order rows are read.
 */
export function buildSearchText(parts: { name: string; description: string; colors: readonly string[]; sizes: readonly string[] }): string {
  const sizes = [...new Set(parts.sizes)].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return [parts.name, parts.description, ...parts.colors, ...sizes].join(" ").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Recomputes product.search_text from the stored rows; call after editing a product or its variants. */
export async function refreshSearchText(tx: DbOrTx, productId: string): Promise<void> {
  const [row] = await tx.select({ name: product.name, description: product.description }).from(product).where(eq(product.id, productId));
  if (!row) return;
  const colors = await tx
    .select({ color: productColor.color })
    .from(productColor)
    .where(eq(productColor.productId, productId))
    .orderBy(asc(productColor.position));
  const sizes = await tx.select({ size: productStock.size }).from(productStock).where(eq(productStock.productId, productId));
  const searchText = buildSearchText({ ...row, colors: colors.map((c) => c.color), sizes: sizes.map((s) => s.size) });
  await tx.update(product).set({ searchText }).where(eq(product.id, productId));
}

/** Checks that the category and subcategory belong to this seller and this main category. */
async function assertPlacement(
  tx: DbOrTx,
  sellerId: string,
  input: { main: string; categoryId?: string | null; subcategoryId?: string | null },
) {
  if (!input.categoryId) return;
  const [cat] = await tx
    .select({ sellerId: category.sellerId, main: category.main })
    .from(category)
    .where(eq(category.id, input.categoryId));
  if (!cat || cat.sellerId !== sellerId) throw new CatalogError("That category does not exist in this shop.");
  if (cat.main !== input.main) throw new CatalogError("The category belongs to another main category.");
  if (!input.subcategoryId) return;
  const [sub] = await tx.select({ categoryId: subcategory.categoryId }).from(subcategory).where(eq(subcategory.id, input.subcategoryId));
  if (!sub || sub.categoryId !== input.categoryId) throw new CatalogError("That subcategory does not belong to the category.");
}

function parseInput(input: ProductInput) {
  const result = ProductInputSchema.safeParse(input);
  if (!result.success) throw new CatalogError(result.error.issues[0]?.message ?? "Invalid product.");
  return result.data;
}

/** Creates a product with its colours (in the given order) and per-size stock, all or nothing. */
export async function createProduct(db: Database, sellerId: string, input: ProductInput): Promise<Product> {
  const data = parseInput(input); // trimmed by the schema: names, colours and size keys
  const { colors } = data;
  const searchText = buildSearchText({
    name: data.name,
    description: data.description,
    colors: colors.map((c) => c.color),
    sizes: colors.flatMap((c) => Object.keys(c.stock)),
  });
  return db.transaction(async (tx) => {
    await assertPlacement(tx, sellerId, data);
    const [created] = await tx
      .insert(product)
      .values({
        sellerId,
        name: data.name,
        description: data.description,
        pricePaise: data.pricePaise,
        salePricePaise: data.salePricePaise ?? null,
        main: data.main,
        categoryId: data.categoryId ?? null,
        subcategoryId: data.subcategoryId ?? null,
        active: data.active,
        searchText,
        ...(data.createdAt ? { createdAt: data.createdAt, updatedAt: data.createdAt } : {}),
      })
      .returning();
    await tx
      .insert(productColor)
      .values(colors.map((c, position) => ({ productId: created.id, color: c.color, position, imageKeys: c.imageKeys })));
    const stockRows = colors.flatMap((c) =>
      Object.entries(c.stock).map(([size, stock]) => ({ productId: created.id, color: c.color, size, stock })),
    );
    await tx.insert(productStock).values(stockRows);
    return created;
  });
}
