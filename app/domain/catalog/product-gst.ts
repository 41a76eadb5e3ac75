// What the product form tells a seller about GST while they type: the HSN that will print (their
// own, else the category's default), a heading to suggest from the category's names, and the rate
// the law's table gives at the price asked (docs/decisions/0129-gst-rate-table.md). Browser-safe.
import type { MainCategory } from "~/db/schema/values";
import { suggestHsn } from "~/domain/invoices/hsn-suggest";
import { lineRate, type RateRow, rateRow } from "~/domain/invoices/rates";
import { rupeesToPaise } from "~/utils/decimal";

export interface ProductGstInput {
  /** The HSN box as typed (spaces allowed). */
  hsn: string;
  /** The chosen category with its default HSN, and the subcategory's name; null when none is chosen. */
  category: { name: string; hsnCode: string | null } | null;
  subcategoryName: string | null;
  main: MainCategory;
  /** The price and sale price boxes as typed (rupees). */
  price: string;
  salePrice: string;
  /** The seller's own rate, counted only for an HSN outside the table. */
  manualRate: number | null;
  /** Today, IST (YYYY-MM-DD). */
  day: string;
}

export interface ProductGst {
  /** The HSN an invoice would print, and where it comes from. */
  hsn: string | null;
  hsnFrom: "product" | "category" | null;
  /** The table's row for that HSN today (null: outside the table, or no HSN). */
  row: RateRow | null;
  /** A heading worth offering: the category's default or one read from the names; null when it is already the HSN. */
  suggestion: { hsn: string; row: RateRow | null } | null;
  /** The rate at the price a buyer pays today (the sale price if set), or null while the price is not a number. */
  rate: ReturnType<typeof lineRate> | null;
}

const HSN_SHAPE = /^(\d{4}|\d{6}|\d{8})$/;

export function productGst(input: ProductGstInput): ProductGst {
  const typed = input.hsn.replace(/\s+/g, "");
  const own = HSN_SHAPE.test(typed) ? typed : null;
  const fromCategory = input.category?.hsnCode ?? null;
  const hsn = own ?? fromCategory;
  const offered = fromCategory ?? suggestHsn([input.subcategoryName, input.category?.name], input.main);
  const sale = input.salePrice.trim() ? rupeesToPaise(input.salePrice) : null;
  const price = sale ?? rupeesToPaise(input.price);
  return {
    hsn,
    hsnFrom: own ? "product" : fromCategory ? "category" : null,
    row: hsn ? rateRow(hsn, input.day) : null,
    suggestion: offered && offered !== hsn ? { hsn: offered, row: rateRow(offered, input.day) } : null,
    rate: price ? lineRate({ hsn, valuePaise: price, quantity: 1, day: input.day, manualRate: input.manualRate }) : null,
  };
}
