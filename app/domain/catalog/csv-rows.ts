// Reading a catalogue CSV into products: what each column may hold, rows of one product_ref
// agreeing, sizes of the main category, and every problem with its line and column. The format is
// described in csv.ts (docs/decisions/0038-csv-format.md).
import { GST_RATES, MAIN_CATEGORIES, type MainCategory } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { rupeeAmount, wholeNumber } from "~/utils/form-schema";
import { COLOR_OPTIONS, mainCategoryLabel, SIZES_BY_MAIN } from "./constants";
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvError,
  type CsvProduct,
  type CsvShopCategory,
  type CsvShopContext,
  MAX_COLOURS_PER_PRODUCT,
  MAX_DESCRIPTION,
  MAX_NAME,
  MAX_REF,
  PRODUCT_FIELDS,
  STOCK_SEEN_COLUMN,
} from "./csv";
import { parseCsv } from "./csv-format";
import { HSN_CODE, MAX_STOCK } from "./product-form";
import { colourKey } from "./vocabulary";

const COLOUR_BY_KEY = new Map(COLOR_OPTIONS.map((c) => [c.name.toLowerCase(), c.name]));
const SIZE_BY_KEY = Object.fromEntries(
  MAIN_CATEGORIES.map((m) => [m, new Map(SIZES_BY_MAIN[m].map((s) => [s.toLowerCase().replace(/\s+/g, " "), s]))]),
) as Record<MainCategory, Map<string, string>>;

/** A name as matched: case and runs of spaces do not count. */
export const cellKey = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");
const key = cellKey;

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
  if (error) errors.push({ line: error.details.line, field: "", reason: error.message, code: error.code });
  if (records.length === 0) {
    if (!error) errors.push({ line: 1, field: "", reason: m.dash_csv_empty(), code: "csv_empty" });
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
    for (const c of missing)
      errors.push({ line: header.line, field: c, reason: m.dash_csv_missing_column({ column: c }), code: "csv_missing_column" });
    return { products: [], errors, rows: rows.length };
  }
  if (rows.length === 0) errors.push({ line: header.line, field: "", reason: m.dash_csv_no_rows(), code: "csv_no_rows" });

  const catByKey = new Map(shop.categories.map((c) => [`${c.main}|${key(c.name)}`, c]));
  const drafts = new Map<string, Draft>();
  const badRefs = new Set<string>();

  for (const record of rows) {
    const line = record.line;
    const get = (c: CsvColumn) => (record.fields[index.get(c) as number] ?? "").trim();
    const has = (c: CsvColumn) => index.has(c);
    const fail = (field: string, reason: string, code = "csv_invalid_value") => errors.push({ line, field, reason, code });
    const rowErrors = errors.length;

    const ref = get("product_ref");
    if (!ref) fail("product_ref", m.dash_csv_ref_empty());
    else if (ref.length > MAX_REF) fail("product_ref", m.dash_csv_too_long({ column: "product_ref", max: MAX_REF }));
    const refKey = ref.toLowerCase();
    let draft = ref ? drafts.get(refKey) : undefined;

    if (!draft) {
      // The first row of a product carries its fields.
      const product = { ...readProductFields(get, fail, catByKey), ...readGstFields(get, has, fail) };
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
          fail(f, m.dash_csv_mismatch({ column: f, value, first: draft.raw[f], line: draft.product.line, ref }), "csv_product_mismatch");
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
    if (!colorRaw) fail("color", m.dash_csv_field_empty({ column: "color" }));
    else if (!color) fail("color", m.dash_csv_bad_colour({ value: colorRaw, colours: COLOR_OPTIONS.map((c) => c.name).join(", ") }));

    const sizeRaw = get("size");
    const size = main ? SIZE_BY_KEY[main].get(key(sizeRaw)) : undefined;
    if (!sizeRaw) fail("size", m.dash_csv_field_empty({ column: "size" }));
    else if (main && !size)
      fail("size", m.dash_csv_bad_size({ value: sizeRaw, main: mainCategoryLabel(main), sizes: SIZES_BY_MAIN[main].join(", ") }));

    const stockRaw = get("stock");
    const stock = countCell(stockRaw);
    if (stock === null)
      fail("stock", stockRaw === "" ? m.dash_csv_field_empty({ column: "stock" }) : m.dash_csv_bad_stock({ value: stockRaw }));
    const seenRaw = index.has(STOCK_SEEN_COLUMN) ? get(STOCK_SEEN_COLUMN) : "";
    const seen = countCell(seenRaw);
    if (seenRaw !== "" && seen === null) fail(STOCK_SEEN_COLUMN, m.dash_csv_bad_stock_seen({ value: seenRaw }));

    if (!draft) continue;
    if (errors.length > rowErrors) {
      badRefs.add(refKey);
      continue;
    }
    if (!color || !size || stock === null) continue;
    // Gray and Grey are one colour (vocabulary.ts): the product keeps the spelling of its first row.
    const pair = `${colourKey(color)}|${size}`;
    if (draft.seen.has(pair)) {
      fail("size", m.dash_csv_duplicate_variant({ color, size, ref }), "csv_duplicate_variant");
      badRefs.add(refKey);
      continue;
    }
    draft.seen.add(pair);
    let variant = draft.product.colors.find((c) => colourKey(c.color) === colourKey(color));
    if (!variant) {
      if (draft.product.colors.length >= MAX_COLOURS_PER_PRODUCT) {
        fail("color", m.dash_csv_too_many_colours({ ref, max: MAX_COLOURS_PER_PRODUCT }), "csv_too_many_colours");
        badRefs.add(refKey);
        continue;
      }
      variant = { color, stock: {} };
      draft.product.colors.push(variant);
    }
    variant.stock[size] = stock;
    if (index.has(STOCK_SEEN_COLUMN)) draft.product.stockSeen.push({ line, color: variant.color, size, seen });
  }

  const products = [...drafts.entries()].filter(([k]) => !badRefs.has(k)).map(([, d]) => d.product);
  errors.sort((a, b) => a.line - b.line);
  return { products, errors, rows: rows.length };
}

/** The numeric columns are read by the forms' strict blocks (a row's message names the column and value). */
export const CSV_NUMBER_CELLS = { stock: wholeNumber(""), rupees: rupeeAmount("") };
/** A stock count 0–MAX_STOCK, or null. */
const countCell = (raw: string) => {
  const n = CSV_NUMBER_CELLS.stock.safeParse(raw).data;
  return n !== undefined && n >= 0 && n <= MAX_STOCK ? n : null;
};
const rupeesToPaise = (raw: string) => CSV_NUMBER_CELLS.rupees.safeParse(raw).data ?? null;

/** An HSN cell without its spaces ("6211 10" = "621110"); a rate cell without its per cent sign ("5%" = "5"). */
const hsnCell = (raw: string) => raw.replace(/\s+/g, "");
const rateCell = (raw: string) => raw.replace(/\s*%$/, "");

/** Two spellings of one product field mean the same (499 = 499.00, yes = true, Men = men, 5% = 5). */
function sameValue(field: (typeof PRODUCT_FIELDS)[number], a: string, b: string): boolean {
  if (field === "price" || field === "sale_price") return rupeesToPaise(a) === rupeesToPaise(b);
  if (field === "active") return (b === "" || YES.has(key(b))) === YES.has(key(a));
  if (field === "hsn") return hsnCell(a) === hsnCell(b);
  if (field === "gst_rate") return rateCell(a) === rateCell(b);
  return key(a) === key(b);
}

/** The GST columns, checked as the product form checks them; left out (undefined) when the file has no such column. */
function readGstFields(
  get: (c: CsvColumn) => string,
  has: (c: CsvColumn) => boolean,
  fail: (field: string, reason: string, code?: string) => void,
): Pick<CsvProduct, "hsnCode" | "gstRate"> {
  const out: Pick<CsvProduct, "hsnCode" | "gstRate"> = {};
  if (has("hsn")) {
    const raw = get("hsn");
    const hsn = HSN_CODE.safeParse(hsnCell(raw));
    if (raw !== "" && !hsn.success) fail("hsn", m.dash_csv_bad_hsn({ value: raw }));
    out.hsnCode = hsn.data ?? null;
  }
  if (has("gst_rate")) {
    const raw = get("gst_rate");
    const rate = GST_RATES.find((r) => String(r) === rateCell(raw));
    if (raw !== "" && rate === undefined) fail("gst_rate", m.dash_csv_bad_gst_rate({ value: raw }));
    out.gstRate = rate ?? null;
  }
  return out;
}

function readProductFields(
  get: (c: CsvColumn) => string,
  fail: (field: string, reason: string, code?: string) => void,
  catByKey: Map<string, CsvShopCategory>,
): Omit<CsvProduct, "ref" | "line" | "colors" | "stockSeen"> {
  const name = get("name");
  if (!name) fail("name", m.dash_csv_name_empty());
  else if (name.length > MAX_NAME) fail("name", m.dash_csv_too_long({ column: "name", max: MAX_NAME }));
  const description = get("description");
  if (description.length > MAX_DESCRIPTION) fail("description", m.dash_csv_too_long({ column: "description", max: MAX_DESCRIPTION }));

  const priceRaw = get("price");
  const pricePaise = rupeesToPaise(priceRaw);
  if (pricePaise === null || pricePaise <= 0) {
    fail("price", priceRaw === "" ? m.dash_csv_field_empty({ column: "price" }) : m.dash_csv_bad_price({ value: priceRaw }));
  }
  const saleRaw = get("sale_price");
  const salePricePaise = saleRaw === "" ? null : rupeesToPaise(saleRaw);
  if (saleRaw !== "" && (salePricePaise === null || salePricePaise <= 0)) {
    fail("sale_price", m.dash_csv_bad_sale_price({ value: saleRaw }));
  } else if (salePricePaise != null && pricePaise != null && salePricePaise >= pricePaise) {
    fail("sale_price", m.dash_csv_sale_not_below());
  }

  const mainRaw = get("main");
  const main = MAIN_CATEGORIES.find((m) => m === key(mainRaw));
  if (!main) fail("main", mainRaw === "" ? m.dash_csv_main_empty() : m.dash_csv_bad_main({ value: mainRaw }));

  let categoryId: string | null = null;
  let subcategoryId: string | null = null;
  const catRaw = get("category");
  const subRaw = get("subcategory");
  if (catRaw && main) {
    const cat = catByKey.get(`${main}|${key(catRaw)}`);
    if (!cat) {
      fail("category", m.dash_csv_no_category({ value: catRaw, main: mainCategoryLabel(main) }));
    } else {
      categoryId = cat.id;
      if (subRaw) {
        const sub = cat.subcategories.find((s) => key(s.name) === key(subRaw));
        if (!sub) fail("subcategory", m.dash_csv_no_subcategory({ value: subRaw, category: cat.name }));
        else subcategoryId = sub.id;
      }
    }
  } else if (subRaw && !catRaw) {
    fail("subcategory", m.dash_csv_sub_needs_category());
  }

  const activeRaw = key(get("active"));
  const active = activeRaw === "" || YES.has(activeRaw) ? true : NO.has(activeRaw) ? false : null;
  if (active === null) fail("active", m.dash_csv_bad_active({ value: get("active") }));

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
