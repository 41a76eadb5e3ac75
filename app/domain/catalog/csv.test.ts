import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, CSV_NUL, csvField, paiseToRupees, parseCatalogCsv, parseCsv, rupeesToPaise, toCsv } from "./csv";

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted fields, escaped quotes, embedded commas and line breaks, CRLF and LF", () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3\n';
    const { records, error } = parseCsv(text);
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["x, y", 'say "hi"', "two\r\nlines"] },
      { line: 4, fields: ["1", "", "3"] },
    ]);
  });

  it("drops a byte-order mark, skips blank lines and reads a last line without a line break", () => {
    const { records } = parseCsv("\uFEFFa,b\n\n\nc,d");
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 4, fields: ["c", "d"] },
    ]);
  });

  it("keeps empty trailing fields and reports an unclosed quote with its line", () => {
    expect(parseCsv("a,\n").records[0].fields).toEqual(["a", ""]);
    expect(parseCsv('a\n"never closed\n').error).toEqual({ line: 2, reason: 'A quoted value is never closed (missing ").' });
  });

  it("writes fields that survive a read back", () => {
    const rows = [["plain", 'quote "q"', "comma, here", "line\nbreak", " padded ", 42]];
    expect(csvField('a"b')).toBe('"a""b"');
    expect(parseCsv(toCsv(rows)).records[0].fields).toEqual(rows[0].map(String));
  });
});

describe("money in the CSV", () => {
  it("reads rupees with up to 2 decimals into paise without float error", () => {
    expect(rupeesToPaise("499")).toBe(49_900);
    expect(rupeesToPaise("499.5")).toBe(49_950);
    expect(rupeesToPaise("1,299.99")).toBe(129_999);
    expect(rupeesToPaise("₹ 10.01")).toBe(1_001);
    expect(rupeesToPaise("4.999")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
    expect(rupeesToPaise("abc")).toBeNull();
    expect(paiseToRupees(129_905)).toBe("1299.05");
  });
});

const shop = {
  categories: [{ id: "cat-1", main: "men" as const, name: "Shirts", subcategories: [{ id: "sub-1", name: "Formal" }] }],
};
const header = CSV_COLUMNS.join(",");

describe("parseCatalogCsv", () => {
  it("groups rows by product_ref into colours and sizes, normalising case", () => {
    const csv = [
      header,
      "k1,Kurta,Soft cotton,999,799,Men,shirts,formal,yes,red,m,5",
      "k1,,,,,,,,,Red,L,2",
      "k1,Kurta,Soft cotton,999.00,799,men,Shirts,Formal,YES,Dark Blue,free size,0",
      "k2,Frock,,450,,girl,,,no,Pink,2-4 years,3",
    ].join("\n");
    const { products, errors, rows } = parseCatalogCsv(csv, shop);
    expect(errors).toEqual([]);
    expect(rows).toBe(4);
    expect(products).toEqual([
      {
        ref: "k1",
        line: 2,
        name: "Kurta",
        description: "Soft cotton",
        pricePaise: 99_900,
        salePricePaise: 79_900,
        main: "men",
        categoryId: "cat-1",
        subcategoryId: "sub-1",
        active: true,
        colors: [
          { color: "Red", stock: { M: 5, L: 2 } },
          { color: "Dark Blue", stock: { "FREE SIZE": 0 } },
        ],
        stockSeen: [],
      },
      {
        ref: "k2",
        line: 5,
        name: "Frock",
        description: "",
        pricePaise: 45_000,
        salePricePaise: null,
        main: "girl",
        categoryId: null,
        subcategoryId: null,
        active: false,
        colors: [{ color: "Pink", stock: { "2-4 Years": 3 } }],
        stockSeen: [],
      },
    ]);
  });

  it("reports every bad row with its line and column, and keeps no product with an error", () => {
    const csv = [
      header,
      "a,,,abc,,men,,,yes,Red,M,1", // line 2: no name, bad price
      "b,Shirt,,500,600,men,,,yes,Red,M,1", // line 3: sale above price
      "c,Shirt,,500,,kids,,,yes,Red,M,1", // line 4: bad main
      "d,Shirt,,500,,men,Trousers,,yes,Teal,M,x", // line 5: unknown category, colour, stock
      "e,Shirt,,500,,women,,,yes,Red,M,1", // line 6: M is not a women's size
      "f,Shirt,,500,,men,,,maybe,Red,M,1", // line 7: bad active
      "g,Shirt,,500,,men,,,yes,Red,M,1",
      "g,Shirt,,500,,men,,,yes,Red,M,2", // line 9: duplicate colour+size
      "g,Other,,500,,men,,,yes,Red,L,2", // line 10: disagreeing name
      ",Shirt,,500,,men,,,yes,Red,M,1", // line 11: no product_ref
      "i,,,,,boy,,,yes,Red,XL,1", // line 12: no name, no price, and XL is not a boy's size
      "h,Good,,500,,men,,,yes,Red,M,1",
    ].join("\r\n");
    const { products, errors } = parseCatalogCsv(csv, shop);
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [2, "name"],
      [2, "price"],
      [3, "sale_price"],
      [4, "main"],
      [5, "category"],
      [5, "color"],
      [5, "stock"],
      [6, "size"],
      [7, "active"],
      [9, "size"],
      [10, "name"],
      [11, "product_ref"],
      [12, "name"],
      [12, "price"],
      [12, "size"],
    ]);
    expect(errors.find((e) => e.line === 6)?.reason).toMatch(/^"M" is not a Women size/);
    expect(products.map((p) => p.ref)).toEqual(["h"]);
  });

  it("names missing columns and refuses an empty file", () => {
    expect(parseCatalogCsv("", shop).errors).toEqual([{ line: 1, field: "", reason: expect.stringMatching(/empty/) }]);
    const { errors } = parseCatalogCsv("product_ref,name,price\n", shop);
    expect(errors.map((e) => e.field)).toEqual([
      "description",
      "sale_price",
      "main",
      "category",
      "subcategory",
      "active",
      "color",
      "size",
      "stock",
    ]);
  });
});

describe("a NUL character anywhere in the file", () => {
  it("is a parse error on its line and no product (PostgreSQL text cannot hold it)", () => {
    const lines = [header, "k1,Kurta,Soft cotton,999,799,Men,shirts,formal,yes,red,m,5", "k2,Frock,,450,,girl,,,no,Pink,2-4 years,3"];
    const csv = lines.join("\r\n");
    expect(parseCatalogCsv(csv, shop).errors).toEqual([]);
    fc.assert(
      fc.property(fc.nat({ max: csv.length }), (at) => {
        const text = `${csv.slice(0, at)}\u0000${csv.slice(at)}`;
        const { products, errors } = parseCatalogCsv(text, shop);
        expect(products).toEqual([]);
        // A NUL between "\r" and "\n" leaves a lone "\r": a line break of its own.
        const line = csv.slice(0, at).split(/\r\n|\r|\n/).length;
        expect(errors).toEqual([{ line, field: "", reason: CSV_NUL }]);
      }),
      { numRuns: 300 },
    );
  });
});
