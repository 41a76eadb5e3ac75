// The catalogue CSV format: an RFC 4180 reader/writer and the row rules, with no database access
// (csv.server.ts does the writing). Browser-safe, so it can also be unit-tested in isolation.
//
// Format (docs/decisions/0038-csv-format.md): a header row, then one row per
// product × colour × size with the columns in CSV_COLUMNS (any order; extra columns are ignored).
// Rows sharing a product_ref form one product; the product fields (name ... active) may repeat on
// every row or be left blank after the first, but must not disagree.
import { MAIN_CATEGORIES, type MainCategory } from "~/db/schema/values";
import { COLOR_OPTIONS, MAIN_CATEGORY_LABELS, SIZES_BY_MAIN } from "./constants";

export const CSV_COLUMNS = [
  "product_ref",
  "name",
  "description",
  "price",
  "sale_price",
  "main",
  "category",
  "subcategory",
  "active",
  "color",
  "size",
  "stock",
] as const;
/**
 * Written by export beside stock: the count the file was made with. Importing compares it with
 * the stock now, so a file cannot undo sales (or cancellations' restocks) made since the export.
 */
export const STOCK_SEEN_COLUMN = "stock_seen";
export const EXPORT_COLUMNS = [...CSV_COLUMNS, STOCK_SEEN_COLUMN] as const;
type Column = (typeof EXPORT_COLUMNS)[number];

/** Product-level columns: the same on every row of one product. */
const PRODUCT_FIELDS = ["name", "description", "price", "sale_price", "main", "category", "subcategory", "active"] as const;

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_COLOURS_PER_PRODUCT = 30;
const MAX_REF = 100;
const MAX_NAME = 200;
const MAX_DESCRIPTION = 5000;

// ---------------------------------------------------------------------------------------------
// RFC 4180

export interface CsvRecord {
  /** The 1-based line of the file the record starts on (a quoted field may span lines). */
  line: number;
  fields: string[];
}

/**
 * Splits CSV text into records: comma-separated, fields optionally in double quotes, `""` inside
 * quotes is one quote, quoted fields may hold commas and line breaks, lines end in LF or CRLF.
 * A leading byte-order mark (Excel adds one) is dropped. Blank lines are skipped. An unclosed
 * quote is reported, not guessed at.
 */
export const CSV_NUL = 'This line holds a NUL character, which a catalogue cannot. Save the file as "CSV UTF-8" and try again.';

export function parseCsv(text: string): { records: CsvRecord[]; error?: { line: number; reason: string } } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // PostgreSQL text cannot hold NUL; a file full of them is usually UTF-16 ("Unicode text").
  const nul = src.indexOf("\0");
  if (nul !== -1) {
    const line = src.slice(0, nul).split(/\r\n|\r|\n/).length;
    return { records: [], error: { line, reason: CSV_NUL } };
  }
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is not a record.
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  while (i < src.length) {
    const ch = src[i];
    if (ch === '"' && field === "") {
      // Quoted field: read to the closing quote.
      const start = line;
      i++;
      for (;;) {
        if (i >= src.length) return { records, error: { line: start, reason: 'A quoted value is never closed (missing ").' } };
        const c = src[i];
        if (c === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\n") line++;
        field += c;
        i++;
      }
      // Anything between the closing quote and the next separator is kept as-is (lenient).
      continue;
    }
    if (ch === ",") {
      fields.push(field);
      field = "";
      i++;
    } else if (ch === "\r" && src[i + 1] === "\n") {
      endRecord();
      i += 2;
      recordLine = ++line;
    } else if (ch === "\n" || ch === "\r") {
      endRecord();
      i++;
      recordLine = ++line;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== "" || fields.length > 0) endRecord();
  return { records };
}

/** One CSV field, quoted when it holds a comma, quote or line break (or starts/ends with spaces). */
export function csvField(value: string | number): string {
  const s = String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${rows.map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// Catalogue rows

export interface CsvShopCategory {
  id: string;
  main: MainCategory;
  name: string;
  subcategories: ReadonlyArray<{ id: string; name: string }>;
}

export interface CsvShopContext {
  categories: readonly CsvShopCategory[];
}

export interface CsvError {
  line: number;
  field: string;
  reason: string;
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
  colors: CsvColour[];
  /** Each row's stock_seen (null: blank, a size that did not exist); empty when the file has no such column. */
  stockSeen: Array<{ line: number; color: string; size: string; seen: number | null }>;
}

const COLOUR_BY_KEY = new Map(COLOR_OPTIONS.map((c) => [c.name.toLowerCase(), c.name]));
const SIZE_BY_KEY = Object.fromEntries(
  MAIN_CATEGORIES.map((m) => [m, new Map(SIZES_BY_MAIN[m].map((s) => [s.toLowerCase().replace(/\s+/g, " "), s]))]),
) as Record<MainCategory, Map<string, string>>;

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** "1,299.50" or "₹499" → paise; null when it is not an amount of up to 7 digits and 2 decimals. */
export function rupeesToPaise(raw: string): number | null {
  const s = raw.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Paise → "1299.50" (no grouping, so spreadsheets read it as a number). */
export function paiseToRupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

const YES = new Set(["yes", "y", "true", "1", "active"]);
const NO = new Set(["no", "n", "false", "0", "inactive"]);

interface Draft {
  product: CsvProduct;
  /** The raw product-level values of the first row, to compare later rows against. */
  raw: Record<(typeof PRODUCT_FIELDS)[number], string>;
  /** False when the first row's product fields had errors; later rows are then not compared. */
  valid: boolean;
  seen: Set<string>;
}

/**
 * Reads a catalogue CSV into products. Every problem is reported (line, column, reason), not just
 * the first; `products` holds only the products without errors, so callers must check `errors`.
 */
export function parseCatalogCsv(text: string, shop: CsvShopContext): { products: CsvProduct[]; errors: CsvError[]; rows: number } {
  const errors: CsvError[] = [];
  const { records, error } = parseCsv(text);
  if (error) errors.push({ line: error.line, field: "", reason: error.reason });
  if (records.length === 0) {
    if (!error) errors.push({ line: 1, field: "", reason: "The file is empty. The first row must be the column names." });
    return { products: [], errors, rows: 0 };
  }
  const [header, ...rows] = records;
  const index = new Map<string, number>();
  header.fields.forEach((name, i) => {
    const k = key(name);
    if (!index.has(k)) index.set(k, i);
  });
  const missing = CSV_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) {
    for (const c of missing) errors.push({ line: header.line, field: c, reason: `The column "${c}" is missing from the first row.` });
    return { products: [], errors, rows: rows.length };
  }
  if (rows.length === 0) errors.push({ line: header.line, field: "", reason: "The file has column names but no products." });

  const catByKey = new Map(shop.categories.map((c) => [`${c.main}|${key(c.name)}`, c]));
  const drafts = new Map<string, Draft>();
  const badRefs = new Set<string>();

  for (const record of rows) {
    const line = record.line;
    const get = (c: Column) => (record.fields[index.get(c) as number] ?? "").trim();
    const fail = (field: string, reason: string) => errors.push({ line, field, reason });
    const rowErrors = errors.length;

    const ref = get("product_ref");
    if (!ref) fail("product_ref", "product_ref is empty. Rows with the same product_ref make one product.");
    else if (ref.length > MAX_REF) fail("product_ref", `product_ref is longer than ${MAX_REF} characters.`);
    const refKey = ref.toLowerCase();
    let draft = ref ? drafts.get(refKey) : undefined;

    if (!draft) {
      // The first row of a product carries its fields.
      const product = readProductFields(get, fail, catByKey);
      if (ref && ref.length <= MAX_REF) {
        const raw = Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, get(f)])) as Draft["raw"];
        draft = { product: { ...product, ref, line, colors: [], stockSeen: [] }, raw, valid: errors.length === rowErrors, seen: new Set() };
        drafts.set(refKey, draft);
        if (!draft.valid) badRefs.add(refKey);
      }
    } else if (draft.valid) {
      for (const f of PRODUCT_FIELDS) {
        const value = get(f);
        if (value !== "" && !sameValue(f, value, draft.raw[f])) {
          fail(f, `${f} is "${value}" here but "${draft.raw[f]}" on line ${draft.product.line} for product_ref ${ref}.`);
        }
      }
    }

    // Sizes are checked against this row's main category, or the product's, even when other
    // product fields are wrong, so one pass lists every problem.
    const main =
      MAIN_CATEGORIES.find((m) => m === key(get("main"))) ??
      (draft?.raw.main ? MAIN_CATEGORIES.find((m) => m === key(draft.raw.main)) : undefined);
    const colorRaw = get("color");
    const color = COLOUR_BY_KEY.get(key(colorRaw));
    if (!colorRaw) fail("color", "color is empty.");
    else if (!color) fail("color", `"${colorRaw}" is not one of the colours: ${COLOR_OPTIONS.map((c) => c.name).join(", ")}.`);

    const sizeRaw = get("size");
    const size = main ? SIZE_BY_KEY[main].get(key(sizeRaw)) : undefined;
    if (!sizeRaw) fail("size", "size is empty.");
    else if (main && !size)
      fail("size", `"${sizeRaw}" is not a ${MAIN_CATEGORY_LABELS[main]} size. Use one of: ${SIZES_BY_MAIN[main].join(", ")}.`);

    const stockRaw = get("stock");
    const stock = /^\d{1,6}$/.test(stockRaw) ? Number(stockRaw) : null;
    if (stock === null)
      fail("stock", stockRaw === "" ? "stock is empty." : `stock must be a whole number from 0 to 999999, not "${stockRaw}".`);
    const seenRaw = index.has(STOCK_SEEN_COLUMN) ? get(STOCK_SEEN_COLUMN) : "";
    const seen = /^\d{1,6}$/.test(seenRaw) ? Number(seenRaw) : null;
    if (seenRaw !== "" && seen === null)
      fail(STOCK_SEEN_COLUMN, `${STOCK_SEEN_COLUMN} must be empty or the stock from the export, not "${seenRaw}".`);

    if (!draft) continue;
    if (errors.length > rowErrors) {
      badRefs.add(refKey);
      continue;
    }
    if (!color || !size || stock === null) continue;
    const pair = `${color}|${size}`;
    if (draft.seen.has(pair)) {
      fail("size", `${color} ${size} is listed twice for product_ref ${ref}.`);
      badRefs.add(refKey);
      continue;
    }
    draft.seen.add(pair);
    let variant = draft.product.colors.find((c) => c.color === color);
    if (!variant) {
      if (draft.product.colors.length >= MAX_COLOURS_PER_PRODUCT) {
        fail("color", `product_ref ${ref} has more than ${MAX_COLOURS_PER_PRODUCT} colours.`);
        badRefs.add(refKey);
        continue;
      }
      variant = { color, stock: {} };
      draft.product.colors.push(variant);
    }
    variant.stock[size] = stock;
    if (index.has(STOCK_SEEN_COLUMN)) draft.product.stockSeen.push({ line, color, size, seen });
  }

  const products = [...drafts.entries()].filter(([k]) => !badRefs.has(k)).map(([, d]) => d.product);
  errors.sort((a, b) => a.line - b.line);
  return { products, errors, rows: rows.length };
}

/** Two spellings of one product field mean the same (499 = 499.00, yes = true, Men = men). */
function sameValue(field: (typeof PRODUCT_FIELDS)[number], a: string, b: string): boolean {
  if (field === "price" || field === "sale_price") return rupeesToPaise(a) === rupeesToPaise(b);
  if (field === "active") return (b === "" || YES.has(key(b))) === YES.has(key(a));
  return key(a) === key(b);
}

function readProductFields(
  get: (c: Column) => string,
  fail: (field: string, reason: string) => void,
  catByKey: Map<string, CsvShopCategory>,
): Omit<CsvProduct, "ref" | "line" | "colors" | "stockSeen"> {
  const name = get("name");
  if (!name) fail("name", "name is empty on the first row of this product.");
  else if (name.length > MAX_NAME) fail("name", `name is longer than ${MAX_NAME} characters.`);
  const description = get("description");
  if (description.length > MAX_DESCRIPTION) fail("description", `description is longer than ${MAX_DESCRIPTION} characters.`);

  const priceRaw = get("price");
  const pricePaise = rupeesToPaise(priceRaw);
  if (pricePaise === null || pricePaise <= 0) {
    fail("price", priceRaw === "" ? "price is empty." : `price must be an amount in rupees such as 499 or 499.50, not "${priceRaw}".`);
  }
  const saleRaw = get("sale_price");
  const salePricePaise = saleRaw === "" ? null : rupeesToPaise(saleRaw);
  if (saleRaw !== "" && (salePricePaise === null || salePricePaise <= 0)) {
    fail("sale_price", `sale_price must be empty or an amount in rupees such as 399, not "${saleRaw}".`);
  } else if (salePricePaise != null && pricePaise != null && salePricePaise >= pricePaise) {
    fail("sale_price", "sale_price must be below price (leave it empty for no sale).");
  }

  const mainRaw = get("main");
  const main = MAIN_CATEGORIES.find((m) => m === key(mainRaw));
  if (!main)
    fail(
      "main",
      mainRaw === "" ? "main is empty. Use men, women, boy or girl." : `main must be men, women, boy or girl, not "${mainRaw}".`,
    );

  let categoryId: string | null = null;
  let subcategoryId: string | null = null;
  const catRaw = get("category");
  const subRaw = get("subcategory");
  if (catRaw && main) {
    const cat = catByKey.get(`${main}|${key(catRaw)}`);
    if (!cat) {
      fail("category", `There is no category "${catRaw}" under ${MAIN_CATEGORY_LABELS[main]} in your shop. Add it in Categories first.`);
    } else {
      categoryId = cat.id;
      if (subRaw) {
        const sub = cat.subcategories.find((s) => key(s.name) === key(subRaw));
        if (!sub) fail("subcategory", `There is no subcategory "${subRaw}" in ${cat.name}. Add it in Categories first.`);
        else subcategoryId = sub.id;
      }
    }
  } else if (subRaw && !catRaw) {
    fail("subcategory", "A subcategory needs its category in the category column.");
  }

  const activeRaw = key(get("active"));
  const active = activeRaw === "" || YES.has(activeRaw) ? true : NO.has(activeRaw) ? false : null;
  if (active === null) fail("active", `active must be yes or no, not "${get("active")}".`);

  return {
    name,
    description,
    pricePaise: pricePaise ?? 0,
    salePricePaise: salePricePaise ?? null,
    main: main ?? "men",
    categoryId,
    subcategoryId,
    active: active ?? true,
  };
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
        reason: `product_ref ${p.ref} updates a product, but the file has no ${STOCK_SEEN_COLUMN} column to show the stock it was exported with. Export the catalogue again and make your changes in the new file.`,
      },
    ];
  }
  for (const row of p.stockSeen) {
    const now = current[row.color]?.[row.size] ?? null;
    if (now === row.seen) continue;
    errors.push({
      line: row.line,
      field: STOCK_SEEN_COLUMN,
      reason:
        now === null
          ? `${row.color} ${row.size}: this size was removed from the product since your export. Export again, or leave ${STOCK_SEEN_COLUMN} empty to add it back.`
          : row.seen === null
            ? `${row.color} ${row.size}: ${STOCK_SEEN_COLUMN} is empty, but this size has ${now} in stock now. Check the stock column, then set ${STOCK_SEEN_COLUMN} to ${now} (or export again) and import again.`
            : `${row.color} ${row.size}: stock changed since your export (someone ordered or an order was cancelled): it is ${now} now, not ${row.seen}. Check the stock column, then set ${STOCK_SEEN_COLUMN} to ${now} (or export again) and import again.`,
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
  colors: ReadonlyArray<{ color: string; stock: ReadonlyArray<readonly [size: string, stock: number]> }>;
}

export function catalogToCsv(products: readonly CsvExportProduct[]): string {
  const rows: Array<Array<string | number>> = [[...EXPORT_COLUMNS]];
  for (const p of products) {
    for (const c of p.colors) {
      for (const [size, stock] of c.stock) {
        rows.push([
          p.ref,
          p.name,
          p.description,
          paiseToRupees(p.pricePaise),
          p.salePricePaise == null ? "" : paiseToRupees(p.salePricePaise),
          p.main,
          p.category,
          p.subcategory,
          p.active ? "yes" : "no",
          c.color,
          size,
          stock,
          stock, // stock_seen
        ]);
      }
    }
  }
  return toCsv(rows);
}
