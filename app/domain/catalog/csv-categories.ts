// The categories a catalogue file names that the shop lacks: a shop's export imported into another
// shop brings its category tree along by name (the import writes them with the products). Browser-safe.
import { MAIN_CATEGORIES, type MainCategory } from "~/db/schema/values";
import type { CsvShopCategory, CsvShopContext } from "./csv";
import { parseCsv } from "./csv-format";
import { cellKey } from "./csv-rows";

export const CATEGORY_NAME_MAX = 80;

export interface NewCategories {
  categories: Array<{ id: string; main: MainCategory; name: string; position: number }>;
  subcategories: Array<{ id: string; categoryId: string; name: string; position: number }>;
}

/**
 * The shop's categories plus the ones the file names that it lacks (as they will be created), and
 * those to create. A name the category form would refuse (too long) is left out: the file's row then
 * fails as it would without this.
 */
export function withNamedCategories(shop: CsvShopContext, text: string): { shop: CsvShopContext; create: NewCategories } {
  const create: NewCategories = { categories: [], subcategories: [] };
  const [header, ...rows] = parseCsv(text).records;
  if (!header) return { shop, create };
  const column = (name: string) => header.fields.findIndex((f) => cellKey(f) === name);
  const [mainAt, categoryAt, subAt] = [column("main"), column("category"), column("subcategory")];
  if (mainAt < 0 || categoryAt < 0) return { shop, create };

  const categories = new Map<string, CsvShopCategory & { subcategories: Array<{ id: string; name: string }> }>(
    shop.categories.map((c) => [`${c.main}|${cellKey(c.name)}`, { ...c, subcategories: [...c.subcategories] }]),
  );
  const fits = (name: string) => name !== "" && name.length <= CATEGORY_NAME_MAX;
  for (const { fields } of rows) {
    const main = MAIN_CATEGORIES.find((m) => m === cellKey(fields[mainAt] ?? ""));
    const name = (fields[categoryAt] ?? "").trim();
    if (!main || !fits(name)) continue;
    let cat = categories.get(`${main}|${cellKey(name)}`);
    if (!cat) {
      const position = [...categories.values()].filter((c) => c.main === main).length;
      cat = { id: crypto.randomUUID(), main, name, subcategories: [] };
      categories.set(`${main}|${cellKey(name)}`, cat);
      create.categories.push({ id: cat.id, main, name, position });
    }
    const sub = subAt < 0 ? "" : (fields[subAt] ?? "").trim();
    if (!fits(sub) || cat.subcategories.some((s) => cellKey(s.name) === cellKey(sub))) continue;
    const made = { id: crypto.randomUUID(), name: sub };
    create.subcategories.push({ ...made, categoryId: cat.id, position: cat.subcategories.length });
    cat.subcategories.push(made);
  }
  return { shop: { categories: [...categories.values()] }, create };
}
