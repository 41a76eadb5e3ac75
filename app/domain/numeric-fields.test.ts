// Every numeric field, fed every spelling that is not a plain decimal (hex, binary, octal, exponent,
// Infinity/NaN, other scripts' digits, inner whitespace, signs, stray decimals): each is refused with
// an error on that field; decimals (ASCII or Devanagari, padded with whitespace) parse to their value.
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numericBlocks } from "~/utils/form-schema";
import { paiseToRupees } from "~/utils/money";
import { CSV_COLUMNS, STOCK_SEEN_COLUMN } from "./catalog/csv";
import { toCsv } from "./catalog/csv-format";
import { parseCatalogCsv } from "./catalog/csv-rows";
import { INNER_NUMERIC_BLOCKS, NUMERIC_FIELDS, type NumericField } from "./numeric-fields";

// Load every module that may make a numeric block, so the registry holds them all.
import.meta.glob(["./**/*.ts", "../auth/*.ts", "../utils/*.ts", "!**/*.test.ts", "!**/*.server.ts"], { eager: true });

const UUID = "3f0c7a52-8f1e-4a7b-9a53-1e2d3c4b5a69";

// biome-ignore lint/suspicious/noExplicitAny: each form's output has its own shape.
type Output = any;
/** Per field: the other values that make its form valid, and where its number comes out. */
const FORMS: Record<string, { base: Record<string, string>; read: (v: Output) => number | null | undefined }> = {
  "review.rating": { base: { intent: "review" }, read: (v) => v.rating },
  "cart.add.quantity": { base: { intent: "add", productId: UUID, color: "Red", size: "M" }, read: (v) => v.quantity },
  "cart.set.quantity": { base: { intent: "set", productId: UUID, color: "Red", size: "M" }, read: (v) => v.quantity },
  "cart.stored.quantity": { base: { productId: UUID, color: "Red", size: "M" }, read: (v) => v.quantity },
  "profile.lowStockThreshold": {
    base: { shopName: "Asha Store", ownerName: "Asha", email: "asha@example.com", phone: "9876543210", location: "Pune" },
    read: (v) => v.lowStockThreshold,
  },
  "payment.paymentWindowHours": { base: { intent: "payment" }, read: (v) => v.paymentWindowHours },
  "payment.codFee": { base: { intent: "payment" }, read: (v) => v.codFeePaise },
  "payment.codMaxOrder": { base: { intent: "payment" }, read: (v) => v.codMaxOrderPaise },
  "delivery.flatFee": { base: { intent: "delivery", area: "india" }, read: (v) => v.flatFeePaise },
  "delivery.freeAbove": { base: { intent: "delivery", area: "india" }, read: (v) => v.freeAbovePaise },
  "coupon.value.percent": { base: { intent: "save", code: "SAVE10", kind: "percent" }, read: (v) => v.value },
  "coupon.value.amount": { base: { intent: "save", code: "SAVE10", kind: "flat" }, read: (v) => v.value },
  "coupon.minOrder": { base: { intent: "save", code: "SAVE10", kind: "percent", value: "10" }, read: (v) => v.minOrderPaise },
  "coupon.maxDiscount": { base: { intent: "save", code: "SAVE10", kind: "percent", value: "10" }, read: (v) => v.maxDiscountPaise },
  "coupon.usageLimit": { base: { intent: "save", code: "SAVE10", kind: "percent", value: "10" }, read: (v) => v.usageLimit },
  "refund.amount": { base: { intent: "pay-refund", from: "paid" }, read: (v) => v.amount },
  "product.price": {
    base: { name: "Kurta", main: "men", "colors[0].color": "Red", "colors[0].stock.M": "5" },
    read: (v) => v.pricePaise,
  },
  "product.salePrice": {
    base: { name: "Kurta", price: "9999999.99", main: "men", "colors[0].color": "Red", "colors[0].stock.M": "5" },
    read: (v) => v.salePricePaise,
  },
  "product.stock": { base: { name: "Kurta", price: "999", main: "men", "colors[0].color": "Red" }, read: (v) => v.colors[0].stock.M },
  "product.stockSeen": {
    base: { name: "Kurta", price: "999", main: "men", "colors[0].color": "Red", "colors[0].stock.M": "5", "stockSeen[0].color": "Red" },
    read: (v) => v.stockSeen.Red.M,
  },
};

/** The CSV row the numeric columns are tried in; each column's number as the import reads it. */
const CSV_ROW: Record<string, string> = {
  product_ref: "k1",
  name: "Kurta",
  description: "",
  price: "9999999.99",
  sale_price: "",
  main: "men",
  category: "",
  subcategory: "",
  active: "yes",
  color: "Red",
  size: "M",
  stock: "5",
  stock_seen: "5",
};
const CSV_READ: Record<string, (p: Output) => number | null | undefined> = {
  stock: (p) => p.colors[0].stock.M,
  stock_seen: (p) => p.stockSeen[0].seen,
  price: (p) => p.pricePaise,
  sale_price: (p) => p.salePricePaise,
};

/** The field's errors and, when its form is valid, its number. */
function submit(f: NumericField, text: string): { errors: string[]; value?: number | null } {
  if (f.name.startsWith("csv.")) {
    const columns = [...CSV_COLUMNS, STOCK_SEEN_COLUMN];
    const csv = toCsv([columns, columns.map((c) => (c === f.field ? text : (CSV_ROW[c] ?? "")))]);
    const { products, errors } = parseCatalogCsv(csv, { categories: [] });
    const mine = errors.filter((e) => e.field === f.field).map((e) => e.reason);
    return { errors: mine, value: errors.length === 0 ? CSV_READ[f.field]?.(products[0]) : undefined };
  }
  const form = FORMS[f.name];
  if (!form) throw new Error(`${f.name}: no base values in this test`);
  if (f.name === "cart.stored.quantity") {
    const result = f.schema.safeParse({ ...form.base, quantity: text });
    return result.success
      ? { errors: [], value: form.read(result.data) }
      : { errors: result.error.issues.filter((i) => i.path.join(".") === "quantity").map((i) => i.message) };
  }
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...form.base, [f.field]: text })) data.append(k, v);
  const submission = parseWithZod(data, { schema: f.schema });
  if (submission.status === "success") return { errors: [], value: form.read(submission.value) };
  return { errors: submission.error?.[f.field] ?? [] };
}

const DEVANAGARI = "०१२३४५६७८९";
/** Decimal digits of scripts other than ASCII and Devanagari (refused), one zero each. */
const OTHER_ZEROS = [0x0660, 0x06f0, 0x07c0, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10, 0x1d7ce];
const inScript = (ascii: string, zero: number) => ascii.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
const toDevanagari = (ascii: string) => ascii.replace(/\d/g, (d) => DEVANAGARI[Number(d)] ?? d);

/** The plain decimal a person types for `n` (paise for rupee fields). */
const decimal = (f: NumericField, n: number) => (f.kind === "rupees" ? paiseToRupees(n) : String(n));

/** Spellings of `n` (n ≥ 0) that Number() or parseInt() would read but a decimal box must refuse. */
function nonDecimal(f: NumericField, n: number, zero: number, space: string): string[] {
  const whole = f.kind === "rupees" ? Math.floor(n / 100) : n;
  const plain = decimal(f, n);
  const spellings = [
    `0x${whole.toString(16)}`,
    `0X${whole.toString(16).toUpperCase()}`,
    `0b${whole.toString(2)}`,
    `0o${whole.toString(8)}`,
    `${plain}e0`,
    `${whole}E0`,
    `${whole * 10}e-1`,
    "1e3",
    "Infinity",
    "-Infinity",
    "NaN",
    `+${plain}`,
    `${plain}abc`,
    inScript(plain, zero),
    `1${space}${plain}`,
    "",
    " ",
  ];
  if (f.kind === "whole") spellings.push(`${n}.0`, `${n}.5`, `${n},000`);
  else spellings.push(`${whole}.123`, `.5`, `${whole}.`, `-${plain}`);
  return spellings;
}

/** Fields that may be left empty (then they are not a number, and not an error). */
const OPTIONAL = new Set([
  "profile.lowStockThreshold",
  "payment.paymentWindowHours",
  "payment.codFee",
  "payment.codMaxOrder",
  "delivery.flatFee",
  "delivery.freeAbove",
  "coupon.minOrder",
  "coupon.maxDiscount",
  "coupon.usageLimit",
  "product.salePrice",
  "product.stock",
  "product.stockSeen",
  "csv.stock_seen",
  "csv.sale_price",
  "cart.add.quantity",
]);

describe.each(NUMERIC_FIELDS.map((f) => [f.name, f] as const))("%s", (_name, f) => {
  it("refuses every non-decimal spelling with an error on the field", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Math.max(0, f.min), max: f.max }),
        fc.constantFrom(...OTHER_ZEROS),
        fc.constantFrom(" ", "\u00a0", "\u2009", "\t", "_"),
        (n, zero, space) => {
          for (const text of nonDecimal(f, n, zero, space)) {
            if (text.trim() === "" && OPTIONAL.has(f.name)) continue;
            const { errors } = submit(f, text);
            expect(errors, `${JSON.stringify(text)} must be refused`).not.toHaveLength(0);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("reads a decimal in range, in ASCII or Devanagari digits, padded or not, as its value", () => {
    fc.assert(
      fc.property(fc.integer({ min: f.min, max: f.max }), fc.constantFrom("", " ", "\t", "  \n"), fc.boolean(), (n, pad, devanagari) => {
        const plain = decimal(f, n);
        const text = `${pad}${devanagari ? toDevanagari(plain) : plain}${pad}`;
        const { errors, value } = submit(f, text);
        expect(errors, JSON.stringify(text)).toEqual([]);
        expect(value, JSON.stringify(text)).toBe(n);
      }),
      { numRuns: 40 },
    );
  });
});

/** Every zod schema reachable from `schema` (objects' fields, pipes, wrappers, arrays, records, unions). */
function reachable(schema: unknown, seen = new Set<unknown>()): Set<unknown> {
  if (typeof schema !== "object" || schema === null || seen.has(schema)) return seen;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return seen;
  for (const value of Object.values(def)) {
    const items = Array.isArray(value) ? value : value && typeof value === "object" && !("_zod" in value) ? Object.values(value) : [value];
    for (const item of items) if (item && typeof item === "object" && "_zod" in item) reachable(item, seen);
  }
  return seen;
}

describe("NUMERIC_FIELDS", () => {
  it("lists every numeric block the forms and the CSV import make", () => {
    const listed = new Set<unknown>(INNER_NUMERIC_BLOCKS);
    for (const f of NUMERIC_FIELDS) reachable(f.schema, listed);
    const unlisted = [...numericBlocks].filter((block) => !listed.has(block));
    expect(numericBlocks.size).toBeGreaterThanOrEqual(10);
    expect(unlisted, "a numeric field missing from NUMERIC_FIELDS").toHaveLength(0);
  });
});
