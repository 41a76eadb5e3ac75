import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "./csv";
import { CATEGORY_NAME_MAX, withNamedCategories } from "./csv-categories";
import { toCsv } from "./csv-format";
import { cellKey, parseCatalogCsv } from "./csv-rows";

// Names that differ only in case or spacing are one category, as the import matches them.
const name = fc.oneof(
  fc.constantFrom("Kurtas", "kurtas ", "KURTAS", "Sarees", "Dupattas  Silk", "dupattas silk", "कुर्ते"),
  fc.string({ minLength: 1, maxLength: CATEGORY_NAME_MAX }).filter((s) => s.trim() !== "" && !s.includes("\0")),
);
const row = fc.record({ main: fc.constantFrom("men", "women", "boy", "girl"), category: name, sub: fc.option(name, { nil: "" }) });

describe("categories a file from another shop names", () => {
  it("are created once each, and every row then finds its category and subcategory", () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), (rows) => {
        const csv = toCsv([
          [...CSV_COLUMNS],
          ...rows.map((r, i) => [`p${i}`, "Saree", "", "100.00", "", r.main, r.category, r.sub, "yes", "Red", "FREE SIZE", 1]),
        ]);
        const existing = { categories: [{ id: "c0", main: "women" as const, name: "Kurtas", subcategories: [] }] };
        const { shop, create } = withNamedCategories(existing, csv);
        const keys = create.categories.map((c) => `${c.main}|${cellKey(c.name)}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).not.toContain("women|kurtas");
        const { errors } = parseCatalogCsv(csv, shop);
        expect(errors.filter((e) => e.field === "category" || e.field === "subcategory")).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves a name too long for the category form to the row's own error", () => {
    const csv = toCsv([
      [...CSV_COLUMNS],
      ["p1", "Saree", "", "100.00", "", "women", "x".repeat(CATEGORY_NAME_MAX + 1), "", "yes", "Red", "FREE SIZE", 1],
    ]);
    const { shop, create } = withNamedCategories({ categories: [] }, csv);
    expect(create.categories).toEqual([]);
    expect(parseCatalogCsv(csv, shop).errors.map((e) => e.field)).toEqual(["category"]);
  });
});
