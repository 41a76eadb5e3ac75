// Search phrases as shoppers type them, against a real PostgreSQL: filler words in English, Hindi and
// Hinglish are left out and a main-category word filters ("cotton kurtas for men"); the filters offer
// the colours and sizes of what was found; Gray and Grey are one colour in the filter, the search
// and the CSV import.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productColor, seller, user } from "../../app/db/schema";
import { CSV_COLUMNS } from "../../app/domain/catalog/csv";
import { importCatalog } from "../../app/domain/catalog/csv.server";
import { listingFacets } from "../../app/domain/catalog/facets.server";
import { listShopProducts, type ShopRef } from "../../app/domain/catalog/listing.server";
import type { ProductInput } from "../../app/domain/catalog/product-input";
import { createProduct } from "../../app/domain/catalog/products.server";
import { parseShopQuery } from "../../app/domain/catalog/shop-query";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let shop: ShopRef;
const ids: Record<string, string> = {};

const make = async (key: string, input: ProductInput) => {
  ids[key] = (await createProduct(s.db, shop.id, input)).id;
};
const listing = (params: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) p.append(k, one);
  return parseShopQuery(p);
};
const found = async (params: Record<string, string | string[]>) =>
  (await listShopProducts(s.db, shop, listing(params))).products.map((p) => p.id);

beforeAll(async () => {
  s = await createTestServices();
  const userId = randomUUID();
  await s.db.insert(user).values({ id: userId, name: "phrases", email: "phrases@example.com", role: "seller" });
  [shop] = await s.db.insert(seller).values({ handle: "phrase-shop", ownerUserId: userId, shopName: "Phrases" }).returning();
  await make("menKurta", { name: "Cotton Kurta", pricePaise: 99900, main: "men", colors: [{ color: "Gray", stock: { M: 2, XL: 1 } }] });
  await make("womenKurta", { name: "Cotton Kurta", pricePaise: 89900, main: "women", colors: [{ color: "Grey", stock: { "M 38": 2 } }] });
  await make("silkSaree", {
    name: "Banarasi Silk Saree",
    pricePaise: 249900,
    main: "women",
    colors: [{ color: "Red", stock: { "FREE SIZE": 3 } }],
  });
  await make("hindiKurta", { name: "रेशमी कुर्ता", pricePaise: 149900, main: "men", colors: [{ color: "Blue", stock: { L: 1 } }] });
  await make("frock", { name: "Party Frock", pricePaise: 59900, main: "girl", colors: [{ color: "Pink", stock: { "2-4 Years": 4 } }] });
  await make("boyKurta", { name: "Dhoti Kurta", pricePaise: 69900, main: "boy", colors: [{ color: "Cream", stock: { "6-8 Years": 2 } }] });
});

afterAll(async () => {
  await s.dispose();
});

describe("search phrases", () => {
  it("'cotton kurtas for men' finds the men's cotton kurta, not the women's", async () => {
    expect(await found({ q: "cotton kurtas for men" })).toEqual([ids.menKurta]);
    expect(await found({ q: "cotton kurta for women" })).toEqual([ids.womenKurta]);
    expect(await found({ q: "kurta for boys" })).toEqual([ids.boyKurta]);
    expect(await found({ q: "पुरुषों के लिए कुर्ता" }).then((r) => r.sort())).toEqual([ids.menKurta, ids.hindiKurta].sort());
    expect(await found({ q: "ladkiyon ke liye frock" })).toEqual([ids.frock]);
    expect(await found({ q: "the silk saree for ladies" })).toEqual([ids.silkSaree]);
  });

  it("inserting filler words anywhere in a query that finds a product still finds it", async () => {
    const cases: Array<[string, string]> = [
      ["cotton kurta", "menKurta"],
      ["silk saree", "silkSaree"],
      ["kurta men", "menKurta"],
      ["रेशमी कुर्ता", "hindiKurta"],
      ["party frock", "frock"],
      ["dhoti kurta", "boyKurta"],
    ];
    for (const [q, key] of cases) expect(await found({ q }), q).toContain(ids[key]);
    const stop = fc.constantFrom(
      "for",
      "with",
      "the",
      "and",
      "of",
      "in",
      "a",
      "an",
      "to",
      "के",
      "लिए",
      "की",
      "का",
      "और",
      "में",
      "ke",
      "liye",
      "aur",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        fc.array(fc.tuple(fc.nat(), stop), { minLength: 1, maxLength: 3 }),
        async ([q, key], inserts) => {
          const words = q.split(" ");
          for (const [at, word] of inserts) words.splice(at % (words.length + 1), 0, word);
          expect(await found({ q: words.join(" ") }), words.join(" ")).toContain(ids[key]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("the filters offer what was found", () => {
  it("a search for men's kurtas offers their sizes and colours, no kids' ages", async () => {
    const facets = await listingFacets(s.db, shop, listing({ q: "kurta for men" }));
    expect(facets.sizes).toEqual(["M", "L", "XL"]);
    expect(facets.colours).toEqual(["Blue", "Grey"]);
    const girls = await listingFacets(s.db, shop, listing({ main: "girl" }));
    expect(girls).toEqual({ colours: ["Pink"], sizes: ["2-4 Years"] });
  });

  it("a chosen colour or size stays on offer; other colours of the found products stay too", async () => {
    const facets = await listingFacets(s.db, shop, listing({ q: "kurta", color: "Blue", size: "5XL" }));
    expect(facets.colours).toEqual(["Blue", "Grey", "Cream"]);
    expect(facets.sizes).toContain("5XL");
  });
});

describe("Gray and Grey are one colour", () => {
  it("the Grey filter finds products of either spelling, as does Gray", async () => {
    const both = [ids.menKurta, ids.womenKurta].sort();
    expect((await found({ color: "Grey" })).sort()).toEqual(both);
    expect((await found({ color: "Gray" })).sort()).toEqual(both);
    expect((await found({ color: ["Grey", "Gray"] })).sort()).toEqual(both);
  });

  it("searching either spelling finds both", async () => {
    const both = [ids.menKurta, ids.womenKurta].sort();
    expect((await found({ q: "grey kurta" })).sort()).toEqual(both);
    expect((await found({ q: "gray kurta" })).sort()).toEqual(both);
  });

  it("a CSV update in the other spelling keeps the colour's pictures and compares its stock", async () => {
    await s.db
      .update(productColor)
      .set({ imageKeys: ["products/grey-1"] })
      .where(eq(productColor.productId, ids.womenKurta));
    const header = [...CSV_COLUMNS, "stock_seen"].join(",");
    const csv = `${header}\n${ids.womenKurta},Cotton Kurta,,899,,women,,,yes,Gray,M 38,5,2\n`;
    const result = await importCatalog(s.db, shop.id, csv, { dryRun: false });
    expect(result).toMatchObject({ updated: 1, errors: [], imported: true });
    const colours = await s.db.select().from(productColor).where(eq(productColor.productId, ids.womenKurta));
    expect(colours.map((c) => [c.color, c.imageKeys])).toEqual([["Gray", ["products/grey-1"]]]);
  });
});
