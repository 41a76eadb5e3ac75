// The catalogue CSV: its columns, limits, money format, the export rows and the stock_seen check.
// Reading rows is csv-rows.ts, CSV text itself csv-format.ts, the database csv.server.ts. Browser-safe.
//
// Format (docs/decisions/0038-csv-format.md): a header row, then one row per
// product × colour × size with the columns in CSV_COLUMNS (any order; extra columns are ignored).
// Rows sharing a product_ref form one product; the product fields (name ... active) may repeat on
// every row or be left blank after the first, but must not disagree.
import type { GstRate, MainCategory } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { toCsv } from "./csv-format";
import { colourKey } from "./vocabulary";

/** Product-level columns every file has: the same on every row of one product. */
const PRODUCT_COLUMNS = ["name", "description", "price", "sale_price", "main", "category", "subcategory", "active"] as const;
export const CSV_COLUMNS = ["product_ref", ...PRODUCT_COLUMNS, "color", "size", "stock"] as const;
/**
 * Written by export beside stock: the count the file was made with. Importing compares it with
 * the stock now, so a file cannot undo sales (or cancellations' restocks) made since the export.
 */
export const STOCK_SEEN_COLUMN = "stock_seen";
/**
 * GST columns, product-level like name: the product's own HSN and its rate for an HSN outside the
 * rate table. Optional: a file without them (made before they existed) keeps what each product has;
 * with them, an empty cell clears the value.
 */
export const GST_COLUMNS = ["hsn", "gst_rate"] as const;
/** The product's columns together, then each size's, stock_seen last beside stock. */
export const EXPORT_COLUMNS = ["product_ref", ...PRODUCT_COLUMNS, ...GST_COLUMNS, "color", "size", "stock", STOCK_SEEN_COLUMN] as const;
export type CsvColumn = (typeof EXPORT_COLUMNS)[number];

/**
 * Written only into a shop's data export (docs/decisions/0140): the colour's images as paths inside
 * the zip ("images/<name>.webp", space-separated), so importing the zip stores them again. A plain
 * CSV import ignores it, as it does any extra column.
 */
export const IMAGES_COLUMN = "images";

/** Product-level columns, the GST ones included: the same on every row of one product. */
export const PRODUCT_FIELDS = [...PRODUCT_COLUMNS, ...GST_COLUMNS] as const;

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_COLOURS_PER_PRODUCT = 30;
export const MAX_REF = 100;
export const MAX_NAME = 200;
export const MAX_DESCRIPTION = 5000;

export interface CsvShopCategory {
  id: string;
  main: MainCategory;
  name: string;
  subcategories: ReadonlyArray<{ id: string; name: string }>;
}

export interface CsvShopContext {
  categories: readonly CsvShopCategory[];
}

/** One problem of an import: where (line, column; "" for the whole line or file), why, and a stable code. */
export interface CsvError {
  line: number;
  field: string;
  reason: string;
  code: string;
}

export interface CsvColour {
  color: string;
  stock: Record<string, number>;
}

export interface CsvProduct {
  ref: string;
  /** The line of the product's first row. */
  line: number;
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: MainCategory;
  categoryId: string | null;
  subcategoryId: string | null;
  active: boolean;
  /** Undefined when the file has no such column: the product keeps what it has. */
  hsnCode?: string | null;
  gstRate?: GstRate | null;
  colors: CsvColour[];
  /** Each row's stock_seen (null: blank, a size that did not exist); empty when the file has no such column. */
  stockSeen: Array<{ line: number; color: string; size: string; seen: number | null }>;
}

/** Paise → "1299.50" (a refund: "-1299.50") for a CSV cell: always two decimals, no grouping, so spreadsheets read it as a number. */
export function paiseToCsvRupees(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * The rows of a product being updated whose stock moved since the file was exported (or that do
 * not say what they saw): importing them would undo sales or restocks, so they are refused.
 * `current` is the product's stock now, colour → size → count.
 */
export function stockConflicts(p: CsvProduct, current: Record<string, Record<string, number>>): CsvError[] {
  const errors: CsvError[] = [];
  if (p.stockSeen.length === 0) {
    if (Object.keys(current).length === 0) return [];
    return [
      {
        line: p.line,
        field: STOCK_SEEN_COLUMN,
        code: "csv_stock_seen_missing",
        reason: m.dash_csv_stock_seen_missing({ ref: p.ref }),
      },
    ];
  }
  // The stock now by colour key: a file's Gray is the product's Grey (vocabulary.ts).
  const byKey = new Map(Object.entries(current).map(([color, sizes]) => [colourKey(color), sizes]));
  for (const row of p.stockSeen) {
    const now = byKey.get(colourKey(row.color))?.[row.size] ?? null;
    if (now === row.seen) continue;
    errors.push({
      line: row.line,
      field: STOCK_SEEN_COLUMN,
      code: "csv_stock_changed",
      reason:
        now === null
          ? m.dash_csv_size_removed({ color: row.color, size: row.size })
          : row.seen === null
            ? m.dash_csv_stock_seen_empty({ color: row.color, size: row.size, now })
            : m.dash_csv_stock_changed({ color: row.color, size: row.size, now, seen: row.seen }),
    });
  }
  return errors;
}

/** Header + rows in the import format; `products` come with their category names resolved. */
export interface CsvExportProduct {
  ref: string;
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: MainCategory;
  category: string;
  subcategory: string;
  active: boolean;
  hsnCode: string | null;
  gstRate: number | null;
  colors: ReadonlyArray<{ color: string; stock: ReadonlyArray<readonly [size: string, stock: number]>; images?: readonly string[] }>;
}

/** The file; with `images`, each row also carries its colour's image paths (IMAGES_COLUMN). */
export function catalogToCsv(products: readonly CsvExportProduct[], opts: { images?: boolean } = {}): string {
  const rows: Array<Array<string | number>> = [opts.images ? [...EXPORT_COLUMNS, IMAGES_COLUMN] : [...EXPORT_COLUMNS]];
  for (const p of products) {
    for (const c of p.colors) {
      for (const [size, stock] of c.stock) {
        rows.push([
          p.ref,
          p.name,
          p.description,
          paiseToCsvRupees(p.pricePaise),
          p.salePricePaise == null ? "" : paiseToCsvRupees(p.salePricePaise),
          p.main,
          p.category,
          p.subcategory,
          p.active ? "yes" : "no",
          p.hsnCode ?? "",
          p.gstRate ?? "",
          c.color,
          size,
          stock,
          stock, // stock_seen
          ...(opts.images ? [(c.images ?? []).join(" ")] : []),
        ]);
      }
    }
  }
  return toCsv(rows);
}
