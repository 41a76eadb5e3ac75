// The shop archive's catalogue: products.csv in the format the import reads, each colour's images
// under images/ (named from the CSV, so importing the zip stores them again), and categories.csv.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { category, product, productColor, subcategory } from "~/db/schema";
import { exportCatalog } from "~/domain/catalog/csv.server";
import { toCsv } from "~/domain/catalog/csv-format";
import type { Storage } from "~/media/storage.server";
import { IMAGE_WIDTHS, imageFileKey } from "~/media/urls";
import type { ArchiveFiles } from "./exports.server";

/** The largest width stored: the nearest to what the seller uploaded. */
const ARCHIVED_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** "products/<shop>/<uuid>" → "images/<uuid>.webp": the key's last part is unique. */
const imagePath = (key: string) => `images/${key.slice(key.lastIndexOf("/") + 1)}.webp`;

export async function catalogFiles(deps: { db: Database; storage: Storage }, sellerId: string): Promise<ArchiveFiles> {
  const files: ArchiveFiles = {};
  const colours = await deps.db
    .select({ keys: productColor.imageKeys })
    .from(productColor)
    .innerJoin(product, eq(product.id, productColor.productId))
    .where(eq(product.sellerId, sellerId));
  for (const key of new Set(colours.flatMap((c) => c.keys))) {
    const found = await deps.storage.get(imageFileKey(key, ARCHIVED_WIDTH));
    if (found) files[imagePath(key)] = new Uint8Array(Buffer.concat(await found.body.toArray()));
  }
  // An image the storage lost is left out of the CSV too, so the import does not look for it.
  const csv = await exportCatalog(deps.db, sellerId, { imagePath: (key) => (files[imagePath(key)] ? imagePath(key) : null) });
  files["products.csv"] = new TextEncoder().encode(csv);
  files["categories.csv"] = new TextEncoder().encode(await categoriesCsv(deps.db, sellerId));
  return files;
}

async function categoriesCsv(db: Database, sellerId: string): Promise<string> {
  const rows = await db
    .select({ main: category.main, name: category.name, hsn: category.hsnCode, sub: subcategory.name })
    .from(category)
    .leftJoin(subcategory, eq(subcategory.categoryId, category.id))
    .where(eq(category.sellerId, sellerId))
    .orderBy(asc(category.main), asc(category.position), asc(subcategory.position));
  return toCsv([["main", "category", "hsn", "subcategory"], ...rows.map((r) => [r.main, r.name, r.hsn ?? "", r.sub ?? ""])]);
}
