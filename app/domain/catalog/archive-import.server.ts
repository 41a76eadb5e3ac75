// Importing a shop's data export (docs/decisions/0140) into a catalogue: its products.csv as the CSV
// import reads it, each colour's images from images/ stored through the image pipeline, and the
// categories the file names created. All or nothing, like the CSV import: on any problem nothing is
// written and the images stored for it are removed again.
import { unzipSync } from "fflate";
import type { Database } from "~/db/client.server";
import { DomainError } from "~/domain/errors";
import { checkImage, discardImage, isImageRejected, storeImage } from "~/domain/images/images.server";
import * as m from "~/i18n/messages";
import type { Storage } from "~/media/storage.server";
import { IMAGE_PATH, MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_UNZIPPED, PRODUCTS_FILE } from "./archive";
import { type CsvError, IMAGES_COLUMN, MAX_CSV_BYTES } from "./csv";
import { colourImagesKey, type ImportSummary, importCatalog } from "./csv.server";
import { parseCsv } from "./csv-format";
import { cellKey } from "./csv-rows";
import { PRODUCT_IMAGE_MAX_BYTES } from "./product-form";

const IMAGE_RULES = { maxBytes: PRODUCT_IMAGE_MAX_BYTES };

const refused = (code: string, message: string) => new DomainError(code, message, { status: 422, field: "file" });

/**
 * products.csv and images/* of the zip, nothing else. The sizes the zip declares are summed before
 * anything is inflated (fflate never writes past a declared size), so a bomb is refused cheaply.
 */
export function readArchive(bytes: Uint8Array): { csv: string; images: ReadonlyMap<string, Uint8Array> } {
  let entries = 0;
  let unzipped = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        const wanted = file.name === PRODUCTS_FILE || IMAGE_PATH.test(file.name);
        if (wanted) unzipped += file.originalSize;
        const csvTooBig = file.name === PRODUCTS_FILE && file.originalSize > MAX_CSV_BYTES;
        if (entries > MAX_ARCHIVE_ENTRIES || unzipped > MAX_ARCHIVE_UNZIPPED || csvTooBig) {
          throw refused("archive_too_big", m.privacy_shop_import_too_big());
        }
        return wanted;
      },
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refused("archive_unreadable", m.privacy_shop_import_unreadable());
  }
  const csv = files[PRODUCTS_FILE];
  if (!csv) throw refused("archive_no_products", m.privacy_shop_import_no_products());
  const images = new Map(Object.entries(files).filter(([name]) => name !== PRODUCTS_FILE));
  return { csv: new TextDecoder().decode(csv), images };
}

/** Each colour's image paths as the file's IMAGES_COLUMN names them (its first row with any), with the line. */
function imagesNamed(csv: string): Map<string, { line: number; paths: string[] }> {
  const named = new Map<string, { line: number; paths: string[] }>();
  const [header, ...rows] = parseCsv(csv).records;
  if (!header) return named;
  const at = (name: string) => header.fields.findIndex((f) => cellKey(f) === name);
  const [refAt, colorAt, imagesAt] = [at("product_ref"), at("color"), at(IMAGES_COLUMN)];
  if (refAt < 0 || colorAt < 0 || imagesAt < 0) return named;
  for (const { line, fields } of rows) {
    const paths = (fields[imagesAt] ?? "").split(/\s+/).filter(Boolean);
    const key = colourImagesKey((fields[refAt] ?? "").trim(), (fields[colorAt] ?? "").trim());
    if (paths.length > 0 && !named.has(key)) named.set(key, { line, paths });
  }
  return named;
}

/**
 * Checks (dryRun) or imports a shop's export zip into this shop. Throws a DomainError (422, on the
 * file) for a zip that cannot be read within bounds or has no products.csv; row problems, images'
 * included, come back in the summary's errors as the CSV import's do.
 */
export async function importArchive(
  deps: { db: Database; storage: Storage },
  sellerId: string,
  bytes: Uint8Array,
  opts: { dryRun: boolean },
): Promise<ImportSummary> {
  const { csv, images } = readArchive(bytes);
  const check = await importCatalog(deps.db, sellerId, csv, { dryRun: true, createCategories: true });
  const named = imagesNamed(csv);
  const errors: CsvError[] = [...check.errors];
  const problem = (line: number, path: string, reason: string, code: string) =>
    errors.push({ line, field: IMAGES_COLUMN, reason: m.privacy_shop_import_image_problem({ path, reason }), code });

  // Each image is checked (dry run) or stored once, however many colours name it.
  const stored = new Map<string, string>();
  const keys = new Map<string, string[]>();
  for (const [colour, { line, paths }] of named) {
    const colourKeys: string[] = [];
    for (const path of paths) {
      const image = images.get(path);
      if (!image) {
        problem(line, path, m.privacy_shop_import_image_missing(), "archive_image_missing");
        continue;
      }
      try {
        if (opts.dryRun || errors.length > 0) await checkImage(image, IMAGE_RULES);
        else {
          const key = stored.get(path) ?? (await storeImage(deps.storage, image, IMAGE_RULES, `products/${sellerId}`));
          stored.set(path, key);
          colourKeys.push(key);
        }
      } catch (error) {
        if (!isImageRejected(error)) throw error;
        problem(line, path, error.message, "image_rejected");
      }
    }
    keys.set(colour, colourKeys);
  }
  const discard = () => Promise.all([...stored.values()].map((key) => discardImage(deps.storage, key)));
  if (opts.dryRun || errors.length > 0) {
    await discard();
    return { ...check, errors: errors.sort((a, b) => a.line - b.line) };
  }
  const summary = await importCatalog(deps.db, sellerId, csv, { dryRun: false, createCategories: true, images: keys });
  if (!summary.imported) await discard();
  return summary;
}
