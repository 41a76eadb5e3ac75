import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { GST_RATES, MAIN_CATEGORIES } from "~/db/schema/values";
import { withLocale } from "~/i18n/locale.server";
import { rupeesToPaise } from "~/utils/decimal";
import { COLOR_OPTIONS, SIZES_BY_MAIN } from "./constants";
import { CSV_COLUMNS, catalogToCsv, paiseToCsvRupees, stockConflicts } from "./csv";
import { parseCsv, toCsv } from "./csv-format";
import { parseCatalogCsv } from "./csv-rows";
import { colourKey } from "./vocabulary";

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
    const { error } = parseCsv('a\n"never closed\n');
    expect([error?.code, error?.details.line, error?.message]).toEqual([
      "csv_unclosed_quote",
      2,
      'A quoted value is never closed (missing ").',
    ]);
  });

  it("writes fields that survive a read back", () => {
    const rows = [["plain", 'quote "q"', "comma, here", "line\nbreak", " padded ", 42]];
    expect(toCsv([['a"b']])).toBe('"a""b"\r\n');
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
    expect(paiseToCsvRupees(129_905)).toBe("1299.05");
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

  it("words its problems in the request's language; column names and typed values stay as written", () => {
    const csv = [header, "d,Shirt,,500,,women,Trousers,,yes,Red,free size,1", "e,Shirt,,500,,men,,,yes,Red,2-4 years,1"].join("\n");
    const reasons = (locale: string) => withLocale(locale, () => parseCatalogCsv(csv, shop).errors.map((e) => e.reason));
    expect(reasons("en")).toEqual([
      'There is no category "Trousers" under Women in your shop. Add it in Categories first.',
      `"2-4 years" is not a Men size. Use one of: ${SIZES_BY_MAIN.men.join(", ")}.`,
    ]);
    expect(reasons("hi")).toEqual([
      'आपकी शॉप में महिलाएँ के अंदर "Trousers" नाम की कोई कैटेगरी नहीं है। पहले इसे कैटेगरी पेज पर जोड़ें।',
      `"2-4 years" पुरुष कैटेगरी का साइज़ नहीं है। इनमें से कोई एक लिखें: ${SIZES_BY_MAIN.men.join(", ")}।`,
    ]);
  });

  it("names missing columns and refuses an empty file", () => {
    expect(parseCatalogCsv("", shop).errors).toEqual([{ line: 1, field: "", reason: expect.stringMatching(/empty/), code: "csv_empty" }]);
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

describe("the hsn and gst_rate columns", () => {
  const gstHeader = `${header},hsn,gst_rate`;

  it("are read like the product form reads them, and a file without them leaves both out (the product keeps its own)", () => {
    const csv = [gstHeader, "k1,Kurta,,999,,men,,,yes,Red,M,1,6211 10,5%", "k1,,,,,,,,,Red,L,1,,", "k2,Mug,,299,,men,,,yes,Red,M,1,,"].join(
      "\n",
    );
    const { products, errors } = parseCatalogCsv(csv, shop);
    expect(errors).toEqual([]);
    expect(products.map((p) => [p.ref, p.hsnCode, p.gstRate])).toEqual([
      ["k1", "621110", 5],
      ["k2", null, null],
    ]);
    const [old] = parseCatalogCsv([header, "k1,Kurta,,999,,men,,,yes,Red,M,1"].join("\n"), shop).products;
    expect(old).not.toHaveProperty("hsnCode");
    expect(old).not.toHaveProperty("gstRate");
  });

  it("refuse an HSN that is not 4, 6 or 8 digits and a rate outside 0, 3, 5, 18, 40 (12% and 28% are gone): no product", () => {
    const csv = [
      gstHeader,
      "a,Kurta,,999,,men,,,yes,Red,M,1,62111,5",
      "b,Kurta,,999,,men,,,yes,Red,M,1,6211,12",
      "c,Kurta,,999,,men,,,yes,Red,M,1,HSN6211,28%",
      "d,Kurta,,999,,men,,,yes,Red,M,1,6211,5",
      "d,,,,,,,,,Red,L,1,6205,",
    ].join("\n");
    const { products, errors } = parseCatalogCsv(csv, shop);
    expect(errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [2, "hsn", "csv_invalid_value"],
      [3, "gst_rate", "csv_invalid_value"],
      [4, "hsn", "csv_invalid_value"],
      [4, "gst_rate", "csv_invalid_value"],
      [6, "hsn", "csv_product_mismatch"],
    ]);
    expect(errors[1].reason).toBe('"12" is not a GST rate: use 0, 3, 5, 18 or 40, or leave it empty.');
    expect(products).toEqual([]);
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
        expect(errors).toEqual([
          {
            line,
            field: "",
            reason: 'This line holds a NUL character, which a catalogue cannot. Save the file as "CSV UTF-8" and try again.',
            code: "csv_nul",
          },
        ]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("export → import", () => {
  // Names as a shop may type them: commas, quotes, line breaks, leading = + - @ ', any script.
  const textChar = fc.oneof(
    fc.constantFrom(",", '"', "\n", "\r\n", "=", "+", "-", "@", "'", "\t", " ", "₹", "कुर्ता", "😀", "é"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter((c) => c !== "\0"),
  );
  const text = (min: number, max: number) =>
    fc
      .string({ unit: textChar, maxLength: max })
      .map((s) => s.trim())
      .filter((s) => s.length >= min && s.length <= max);
  const shopWithArt = {
    categories: MAIN_CATEGORIES.map((main) => ({
      id: `cat-${main}`,
      main,
      name: `=Sale, "best" ${main}`,
      subcategories: [{ id: `sub-${main}`, name: "-Formal\nwear" }],
    })),
  };
  const product = fc
    .record({
      ref: fc.uuid(),
      name: text(1, 200),
      description: text(0, 300),
      pricePaise: fc.integer({ min: 2, max: 999_999_999 }),
      sale: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
      main: fc.constantFrom(...MAIN_CATEGORIES),
      categorised: fc.constantFrom(0, 1, 2),
      active: fc.boolean(),
      hsnCode: fc.option(fc.constantFrom("6211", "620520", "71171910")),
      gstRate: fc.option(fc.constantFrom(...GST_RATES)),
      // Distinct colours: Gray and Grey are one colour of a product.
      colors: fc.uniqueArray(fc.constantFrom(...COLOR_OPTIONS.map((c) => c.name)), { minLength: 1, maxLength: 3, selector: colourKey }),
      stock: fc.array(fc.nat({ max: 999_999 }), { minLength: 1, maxLength: 4 }),
    })
    .map((p) => ({
      ref: p.ref,
      name: p.name,
      description: p.description,
      pricePaise: p.pricePaise,
      salePricePaise: p.sale === null ? null : Math.max(1, Math.floor(p.sale * (p.pricePaise - 1))),
      main: p.main,
      category: p.categorised > 0 ? `=Sale, "best" ${p.main}` : "",
      subcategory: p.categorised > 1 ? "-Formal\nwear" : "",
      active: p.active,
      hsnCode: p.hsnCode,
      gstRate: p.gstRate,
      colors: p.colors.map((color) => ({
        color,
        stock: SIZES_BY_MAIN[p.main].slice(0, p.stock.length).map((size, i) => [size, p.stock[i]] as const),
      })),
    }));

  it("gives back any product data, and no exported cell begins with a formula character", () => {
    fc.assert(
      fc.property(fc.uniqueArray(product, { minLength: 1, maxLength: 4, selector: (p) => p.ref }), (products) => {
        const csv = catalogToCsv(products);
        for (const row of Papa.parse<string[]>(csv, { delimiter: ",", newline: "\r\n", skipEmptyLines: true }).data) {
          for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        }
        const { products: read, errors } = parseCatalogCsv(csv, shopWithArt);
        expect(errors).toEqual([]);
        expect(read.map(({ line: _, stockSeen: __, ...p }) => p)).toEqual(
          products.map((p) => ({
            ref: p.ref,
            name: p.name,
            description: p.description,
            pricePaise: p.pricePaise,
            salePricePaise: p.salePricePaise,
            main: p.main,
            categoryId: p.category ? `cat-${p.main}` : null,
            subcategoryId: p.subcategory ? `sub-${p.main}` : null,
            active: p.active,
            hsnCode: p.hsnCode,
            gstRate: p.gstRate,
            colors: p.colors.map((c) => ({ color: c.color, stock: Object.fromEntries(c.stock) })),
          })),
        );
        expect(read.flatMap((p) => p.stockSeen.map((s) => s.seen))).toEqual(
          products.flatMap((p) => p.colors.flatMap((c) => c.stock.map(([, n]) => n))),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("Gray and Grey in a CSV file", () => {
  it("are one colour of a product: rows in either spelling join it, the same size twice is a duplicate", () => {
    const joined = parseCatalogCsv([header, "g1,Shirt,,500,,men,,,yes,Gray,M,1", "g1,,,,,,,,,grey,L,2"].join("\n"), shop);
    expect(joined.errors).toEqual([]);
    expect(joined.products[0].colors).toEqual([{ color: "Gray", stock: { M: 1, L: 2 } }]);
    const twice = parseCatalogCsv([header, "g1,Shirt,,500,,men,,,yes,Grey,M,1", "g1,,,,,,,,,Gray,M,2"].join("\n"), shop);
    expect(twice.errors.map((e) => [e.line, e.code])).toEqual([[3, "csv_duplicate_variant"]]);
  });

  it("a file's Gray compares its stock_seen with the product's Grey", () => {
    const [p] = parseCatalogCsv([`${header},stock_seen`, "g1,Shirt,,500,,men,,,yes,Gray,M,4,3"].join("\n"), shop).products;
    expect(stockConflicts(p, { Grey: { M: 3 } })).toEqual([]);
    expect(stockConflicts(p, { Grey: { M: 2 } }).map((e) => e.code)).toEqual(["csv_stock_changed"]);
  });
});
