// The shop archive's catalogue: products.csv in the format the import reads, each colour's images
// under images/ (named from the CSV, so importing the zip stores them again), and categories.csv.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { category, product, productColor, subcategory } from "~/db/schema";
import { exportCatalog } from "~/domain/catalog/csv.server";
import { toCsv } from "~/domain/catalog/csv-format";
import type { Storage } from "~/media/storage.server";
import { IMAGE_WIDTHS, imageFileKey } from "~/media/urls";
import type { ArchiveEntries } from "./archive-zip.server";

/** The largest width stored: the nearest to what the seller uploaded. */
const ARCHIVED_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** "products/<shop>/<uuid>" → "images/<uuid>.webp": the key's last part is unique. */
const imagePath = (key: string) => `images/${key.slice(key.lastIndexOf("/") + 1)}.webp`;

export async function* catalogEntries(deps: { db: Database; storage: Storage }, sellerId: string): ArchiveEntries {
  const colours = await deps.db
    .select({ keys: productColor.imageKeys })
    .from(productColor)
    .innerJoin(product, eq(product.id, productColor.productId))
    .where(eq(product.sellerId, sellerId));
  const archived = new Set<string>();
  // One image in memory at a time: each is read whole (the largest width is a few hundred KB) and written out.
  for (const key of new Set(colours.flatMap((c) => c.keys))) {
    const found = await deps.storage.get(imageFileKey(key, ARCHIVED_WIDTH));
    if (!found) continue;
    yield { path: imagePath(key), content: Buffer.concat(await found.body.toArray()), compressed: true };
    archived.add(imagePath(key));
  }
  // An image the storage lost is left out of the CSV too, so the import does not look for it.
  const csv = await exportCatalog(deps.db, sellerId, { imagePath: (key) => (archived.has(imagePath(key)) ? imagePath(key) : null) });
  yield { path: "products.csv", content: csv };
  yield { path: "categories.csv", content: await categoriesCsv(deps.db, sellerId) };
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
