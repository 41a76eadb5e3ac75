// Catalogue constants (docs/product.md#catalogue-values) and small pure rules on them.
// Browser-safe: imported by UI components as well as server code, so no server imports here
// (the schema import is type-only and erased at build time).
import type { MainCategory } from "~/db/schema/values";
import type { Locale } from "~/i18n/locales";
import * as m from "~/i18n/messages";

export const MAIN_CATEGORY_LABELS: Record<MainCategory, string> = {
  men: "Men",
  women: "Women",
  boy: "Boy",
  girl: "Girl",
};

/** A main category's name in the language, the request's by default (MAIN_CATEGORY_LABELS stays English: CSV files use it). */
export const mainCategoryLabel = (main: MainCategory, locale?: Locale): string =>
  ({ men: m.shop_main_men, women: m.shop_main_women, boy: m.shop_main_boy, girl: m.shop_main_girl })[main]({}, locale ? { locale } : {});

/** Each main category's stock picture, 600 x 400, served from public/. */
export const MAIN_CATEGORY_ART: Record<MainCategory, string> = {
  men: "/categories/men.webp",
  women: "/categories/women.webp",
  boy: "/categories/boy.webp",
  girl: "/categories/girl.webp",
};

export interface ColorOption {
  name: string;
  /** A CSS colour for the swatch; Multicolor is a gradient, so use it as `background`, not `color`. */
  css: string;
}

// In the product's order, with both "Gray" and "Grey": sellers' data uses both.
export const COLOR_OPTIONS: readonly ColorOption[] = [
  { name: "Red", css: "#dc2626" },
  { name: "Blue", css: "#2563eb" },
  { name: "Green", css: "#16a34a" },
  { name: "Black", css: "#111827" },
  { name: "White", css: "#ffffff" },
  { name: "Gray", css: "#6b7280" },
  { name: "Beige", css: "#e8dcc4" },
  { name: "Brown", css: "#7c4a21" },
  { name: "Cream", css: "#fdf6e3" },
  { name: "Dark Blue", css: "#1e3a8a" },
  { name: "Dark Green", css: "#14532d" },
  { name: "Gold", css: "#d4a017" },
  { name: "Yellow", css: "#facc15" },
  { name: "Khaki", css: "#b5a36a" },
  { name: "Light Blue", css: "#93c5fd" },
  { name: "Light Green", css: "#86efac" },
  { name: "Maroon", css: "#7f1d1d" },
  {
    name: "Multicolor",
    css: "linear-gradient(135deg, #ef4444, #f59e0b, #22c55e, #3b82f6, #a855f7)",
  },
  { name: "Orange", css: "#f97316" },
  { name: "Pink", css: "#ec4899" },
  { name: "Purple", css: "#7e22ce" },
  { name: "Silver", css: "#c0c0c0" },
  { name: "Grey", css: "#9ca3af" },
];

const COLOR_CSS = new Map(COLOR_OPTIONS.map((c) => [c.name.toLowerCase(), c.css]));

/** The swatch CSS of a colour name (case-insensitive), or a neutral grey for unknown names. */
export function colorCss(name: string): string {
  return COLOR_CSS.get(name.trim().toLowerCase()) ?? "#d1d5db";
}

export const FREE_SIZE = "FREE SIZE";

function range(from: number, to: number, step: number): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n += step) out.push(String(n));
  return out;
}

/**
 * Size lists per main category, grouped by kind so a product can use one coherent group
 * (waist sizes for jeans, letter sizes for shirts...). SIZES_BY_MAIN flattens them.
 *
 * Choices where the size lists were vague (docs/product.md#catalogue-values):
 * - "numeric 28 to 48" (men) and "28 to 46" (women) use even numbers only, as garment
 *   waist/bust sizes in Indian shops come in steps of 2.
 * - Kids: age bands, then 14 to 40 in steps of 2, plus 30 to 75 in steps of 5; the two
 *   numeric runs overlap (30, 40), so they are merged, de-duplicated and sorted.
 */
export const SIZE_GROUPS_BY_MAIN = {
  men: {
    numeric: range(28, 48, 2),
    letter: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "5XL", "6XL", "7XL"],
    chest: range(80, 120, 5),
    free: [FREE_SIZE],
  },
  women: {
    numeric: range(28, 46, 2),
    letter: ["S 36", "M 38", "L 40", "XL 42", "XXL 44", "3XL 46", "4XL 48"],
    free: [FREE_SIZE],
  },
  boy: kidsSizeGroups(),
  girl: kidsSizeGroups(),
} as const satisfies Record<MainCategory, Record<string, readonly string[]>>;

function kidsSizeGroups() {
  const ages: string[] = [];
  for (let from = 0; from < 16; from += 2) ages.push(`${from}-${from + 2} Years`);
  const numbers = [...new Set([...range(14, 40, 2), ...range(30, 75, 5)])].sort((a, b) => Number(a) - Number(b));
  return { age: ages, numeric: numbers };
}

export const SIZES_BY_MAIN: Record<MainCategory, readonly string[]> = {
  men: Object.values(SIZE_GROUPS_BY_MAIN.men).flat(),
  women: Object.values(SIZE_GROUPS_BY_MAIN.women).flat(),
  boy: Object.values(SIZE_GROUPS_BY_MAIN.boy).flat(),
  girl: Object.values(SIZE_GROUPS_BY_MAIN.girl).flat(),
};

/**
 * Every known size in one order that agrees with each main category's list: age bands, then
 * waist/bust and kids' numbers ascending, letters, the women's letter/number pairs, chest sizes,
 * FREE SIZE. (No list puts a number after a letter except men's chest sizes, so one order fits all.)
 */
export const SIZE_ORDER: readonly string[] = [
  ...new Set([
    ...SIZE_GROUPS_BY_MAIN.boy.age,
    ...[...SIZE_GROUPS_BY_MAIN.men.numeric, ...SIZE_GROUPS_BY_MAIN.women.numeric, ...SIZE_GROUPS_BY_MAIN.boy.numeric].sort(
      (a, b) => Number(a) - Number(b),
    ),
    ...SIZE_GROUPS_BY_MAIN.men.letter,
    ...SIZE_GROUPS_BY_MAIN.women.letter,
    ...SIZE_GROUPS_BY_MAIN.men.chest,
    FREE_SIZE,
  ]),
];

const normalizeSize = (size: string) => size.trim().replace(/\s+/g, " ").toUpperCase();
const SIZE_RANK = new Map(SIZE_ORDER.map((s, i) => [normalizeSize(s), i]));
const NUMERIC_SIZE = /^\d+(\.\d+)?$/;
const sizeText = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/**
 * The one order of sizes wherever they are listed (cards, product page, filters, dashboard, CSV):
 * known sizes in SIZE_ORDER (case and spacing ignored), then unknown numeric sizes by value, then
 * other text in natural order (digits inside compare as numbers). Ties are broken by the raw
 * strings, so it is a total order and a sort never depends on the order sizes were read in.
 */
export function compareSizes(a: string, b: string): number {
  if (a === b) return 0;
  const na = normalizeSize(a);
  const nb = normalizeSize(b);
  const ra = SIZE_RANK.get(na) ?? SIZE_RANK.size;
  const rb = SIZE_RANK.get(nb) ?? SIZE_RANK.size;
  if (ra !== rb) return ra - rb;
  if (ra === SIZE_RANK.size) {
    const numA = NUMERIC_SIZE.test(na);
    const numB = NUMERIC_SIZE.test(nb);
    if (numA !== numB) return numA ? -1 : 1;
    // NaN (two numbers too long for a double) counts as a tie like 0.
    const byValue = numA ? Number(na) - Number(nb) : sizeText.compare(na, nb);
    if (byValue) return byValue;
  }
  return a < b ? -1 : 1;
}

/** Sizes sorted by compareSizes (a copy). */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes);
}

/** A product counts as new for this long after it was created. */
export const NEW_PRODUCT_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isNewProduct(createdAt: Date | string, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= 0 && age <= NEW_PRODUCT_DAYS * DAY_MS;
}

// The sale rules live with the other price rules in domain/cart/price.ts.
export { isOnSale, percentOff } from "~/domain/cart/price";
