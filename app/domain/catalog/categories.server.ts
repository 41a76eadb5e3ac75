// Write side of a shop's category tree: categories under the fixed main categories
// (men, women, boy, girl), and subcategories under a category.
import { and, asc, eq, inArray, max } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { category, subcategory } from "~/db/schema";
import { MAIN_CATEGORIES } from "~/db/schema/values";
import { DomainError, invalidInput } from "~/domain/errors";
import { type MoveStep, moveItem } from "~/domain/reorder";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { CATEGORY_NAME_MAX } from "./csv-categories";
import { HSN_CODE } from "./product-form";

export type Category = typeof category.$inferSelect;
export type Subcategory = typeof subcategory.$inferSelect;

const NodeSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.dash_err_name_required_short() })
    .max(CATEGORY_NAME_MAX),
  imageKey: z.string().min(1).nullish(),
  position: z.number().int().min(0).optional(),
});

/** A category's default HSN as typed: spaces dropped, empty for none. */
const HsnBox = z
  .string()
  .optional()
  .transform((v) => v?.replace(/\s+/g, "") || null)
  .pipe(HSN_CODE.nullable());

const CategoryInputSchema = NodeSchema.extend({
  main: z.enum(MAIN_CATEGORIES, { error: () => m.dash_err_main_invalid() }),
  hsnCode: HsnBox,
});

export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type SubcategoryInput = z.input<typeof NodeSchema>;

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error, m.dash_err_invalid_category());
  return result.data;
}

async function insertUnique<T>(name: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError("category_exists", m.dash_err_category_exists({ name }), { status: 409, field: "name" });
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
      .values({ sellerId, main: data.main, name: data.name, imageKey: data.imageKey ?? null, hsnCode: data.hsnCode, position })
      .returning();
    return created;
  });
}

/** Creates a subcategory of a category of this seller; without a position it goes after the category's existing ones. */
export async function addSellerSubcategory(
  db: Database,
  sellerId: string,
  categoryId: string,
  input: SubcategoryInput,
): Promise<Subcategory> {
  await ownedCategory(db, sellerId, categoryId);
  const data = parse(NodeSchema, input);
  const position =
    data.position ??
    (await nextPosition(
      db
        .select({ last: max(subcategory.position) })
        .from(subcategory)
        .where(and(eq(subcategory.categoryId, categoryId), eq(subcategory.sellerId, sellerId))),
    ));
  return insertUnique(data.name, async () => {
    const [created] = await db
      .insert(subcategory)
      .values({ sellerId, categoryId, name: data.name, imageKey: data.imageKey ?? null, position })
      .returning();
    return created;
  });
}

// ---------------------------------------------------------------------------------------------
// The seller's dashboard: every change is scoped by seller id; a foreign id is "not found".

const categoryNotFound = () => m.dash_err_category_not_found();

const RenameSchema = z.object({ name: NodeSchema.shape.name });

/** The shop's tree: categories by main category and position, each with its subcategories. */
export async function listSellerCategories(db: Database, sellerId: string) {
  const cats = await db
    .select()
    .from(category)
    .where(eq(category.sellerId, sellerId))
    .orderBy(asc(category.main), asc(category.position), asc(category.name));
  const subs = cats.length
    ? await db
        .select()
        .from(subcategory)
        .where(
          inArray(
            subcategory.categoryId,
            cats.map((c) => c.id),
          ),
        )
        .orderBy(asc(subcategory.position), asc(subcategory.name))
    : [];
  return cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) }));
}

async function ownedCategory(db: Database, sellerId: string, id: string): Promise<Category> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(category)
        .where(and(eq(category.id, id), eq(category.sellerId, sellerId)))
    : [];
  if (!row) throw new DomainError("category_not_found", categoryNotFound(), { status: 404 });
  return row;
}

async function ownedSubcategory(db: Database, sellerId: string, id: string): Promise<Subcategory> {
  const [row] = isUuid(id)
    ? await db
        .select({ sub: subcategory })
        .from(subcategory)
        .innerJoin(category, eq(category.id, subcategory.categoryId))
        .where(and(eq(subcategory.id, id), eq(category.sellerId, sellerId)))
    : [];
  if (!row) throw new DomainError("category_not_found", categoryNotFound(), { status: 404 });
  return row.sub;
}

export async function renameCategory(db: Database, sellerId: string, id: string, input: unknown, level: "category" | "subcategory") {
  const { name } = parse(RenameSchema, input);
  if (level === "category") {
    await ownedCategory(db, sellerId, id);
    await insertUnique(name, () => db.update(category).set({ name }).where(eq(category.id, id)));
  } else {
    await ownedSubcategory(db, sellerId, id);
    await insertUnique(name, () => db.update(subcategory).set({ name }).where(eq(subcategory.id, id)));
  }
}

/** Sets (or with an empty box, clears) a category's default HSN: its products without one of their own print it. */
export async function setCategoryHsn(db: Database, sellerId: string, id: string, input: { hsnCode?: string }) {
  const { hsnCode } = parse(z.object({ hsnCode: HsnBox }), input);
  await ownedCategory(db, sellerId, id);
  await db.update(category).set({ hsnCode }).where(eq(category.id, id));
}

/**
 * `storePicture` runs only once the (sub)category is known to be this seller's, so a request with
 * someone else's id is refused before any file is written.
 */
export async function setCategoryPicture(
  db: Database,
  sellerId: string,
  id: string,
  storePicture: () => Promise<string>,
  level: "category" | "subcategory",
) {
  if (level === "category") {
    await ownedCategory(db, sellerId, id);
    await db
      .update(category)
      .set({ imageKey: await storePicture() })
      .where(eq(category.id, id));
  } else {
    await ownedSubcategory(db, sellerId, id);
    await db
      .update(subcategory)
      .set({ imageKey: await storePicture() })
      .where(eq(subcategory.id, id));
  }
}

export async function deleteCategory(db: Database, sellerId: string, id: string, level: "category" | "subcategory") {
  // Products keep existing: their category or subcategory becomes empty (on delete set null).
  if (level === "category") {
    await ownedCategory(db, sellerId, id);
    await db.delete(category).where(eq(category.id, id));
  } else {
    await ownedSubcategory(db, sellerId, id);
    await db.delete(subcategory).where(eq(subcategory.id, id));
  }
}

/** Moves a node one place up (-1) or down (+1) among its siblings, renumbering them 0..n-1. */
export async function moveCategory(db: Database, sellerId: string, id: string, step: MoveStep, level: "category" | "subcategory") {
  if (level === "category") {
    const cat = await ownedCategory(db, sellerId, id);
    const siblings = await db
      .select({ id: category.id })
      .from(category)
      .where(and(eq(category.sellerId, sellerId), eq(category.main, cat.main)))
      .orderBy(asc(category.position), asc(category.name));
    await renumber(siblings, id, step, (rowId, position) => db.update(category).set({ position }).where(eq(category.id, rowId)));
  } else {
    const sub = await ownedSubcategory(db, sellerId, id);
    const siblings = await db
      .select({ id: subcategory.id })
      .from(subcategory)
      .where(eq(subcategory.categoryId, sub.categoryId))
      .orderBy(asc(subcategory.position), asc(subcategory.name));
    await renumber(siblings, id, step, (rowId, position) => db.update(subcategory).set({ position }).where(eq(subcategory.id, rowId)));
  }
}

async function renumber(
  siblings: Array<{ id: string }>,
  id: string,
  step: MoveStep,
  write: (id: string, position: number) => Promise<unknown>,
) {
  const ids = siblings.map((s) => s.id);
  const order = moveItem(ids, ids.indexOf(id), step);
  if (!order) return;
  await Promise.all(order.map((rowId, position) => write(rowId, position)));
}
