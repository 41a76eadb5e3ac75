// Write side of a shop's category tree: categories under the fixed main categories
// (men, women, boy, girl), and subcategories under a category.
import { and, eq, max } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { category, MAIN_CATEGORIES, subcategory } from "~/db/schema";
import { CatalogError } from "./products.server";

export type Category = typeof category.$inferSelect;
export type Subcategory = typeof subcategory.$inferSelect;

const NodeSchema = z.object({
  name: z.string().trim().min(1, "Name is required.").max(80),
  imageKey: z.string().min(1).nullish(),
  position: z.number().int().min(0).optional(),
});

const CategoryInputSchema = NodeSchema.extend({
  main: z.enum(MAIN_CATEGORIES, "Main category must be men, women, boy or girl."),
});

export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type SubcategoryInput = z.input<typeof NodeSchema>;

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new CatalogError(result.error.issues[0]?.message ?? "Invalid category.");
  return result.data;
}

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause.
  const codeOf = (e: unknown) => (e && typeof e === "object" && "code" in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

async function insertUnique<T>(name: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogError(`"${name}" already exists here.`);
    throw error;
  }
}

/** One past the highest position in a sibling list (0 for an empty list). */
async function nextPosition(rows: Promise<Array<{ last: number | null }>>): Promise<number> {
  const [row] = await rows;
  return (row?.last ?? -1) + 1;
}

/** Creates a category; without a position it goes after the shop's existing ones in that main category. */
export async function createCategory(db: Database, sellerId: string, input: CategoryInput): Promise<Category> {
  const data = parse(CategoryInputSchema, input);
  const position =
    data.position ??
    (await nextPosition(
      db
        .select({ last: max(category.position) })
        .from(category)
        .where(and(eq(category.sellerId, sellerId), eq(category.main, data.main))),
    ));
  return insertUnique(data.name, async () => {
    const [created] = await db
      .insert(category)
      .values({ sellerId, main: data.main, name: data.name, imageKey: data.imageKey ?? null, position })
      .returning();
    return created;
  });
}

/** Creates a subcategory; without a position it goes after the category's existing ones. */
export async function createSubcategory(db: Database, categoryId: string, input: SubcategoryInput): Promise<Subcategory> {
  const data = parse(NodeSchema, input);
  const position =
    data.position ??
    (await nextPosition(
      db
        .select({ last: max(subcategory.position) })
        .from(subcategory)
        .where(eq(subcategory.categoryId, categoryId)),
    ));
  return insertUnique(data.name, async () => {
    const [created] = await db
      .insert(subcategory)
      .values({ categoryId, name: data.name, imageKey: data.imageKey ?? null, position })
      .returning();
    return created;
  });
}
