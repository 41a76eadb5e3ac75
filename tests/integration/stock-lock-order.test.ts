// Checkout takes stock rows one by one in JavaScript's order; the product form and the CSV import
// lock a product's rows with one ORDER BY … FOR UPDATE. If the two orders ever disagree, a checkout
// and a seller's save can deadlock (PostgreSQL then kills one of them). They must agree for any
// colour and size names, in any database collation.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, productColor, productStock } from "../../app/db/schema";
import { compareStockKeys, STOCK_LOCK_ORDER } from "../../app/domain/catalog/stock-order";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

// Names as sellers type them (spaces, case, punctuation, Devanagari, emoji) and near-prefixes.
const name = fc.oneof(
  fc.constantFrom("Red", "Red Blue", "red", "Red-Blue", "Red|x", "M", "M 38", "XL", "3XL", "लाल", "नीला", "Ä", "Z", "🟥", "\uE000"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }),
);

describe("stock lock order", () => {
  it("checkout's order of stock rows is the order PostgreSQL locks them in", async () => {
    const shop = await makeShop(s.db);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(name, name), { minLength: 2, maxLength: 8, selector: ([c, z]) => `${c}\u0000${z}` }),
        async (pairs) => {
          const p = await makeProduct(s.db, shop.id);
          await s.db.delete(productColor).where(eq(productColor.productId, p.id));
          const colors = [...new Set(pairs.map(([c]) => c))];
          await s.db.insert(productColor).values(colors.map((color) => ({ sellerId: shop.id, productId: p.id, color })));
          await s.db
            .insert(productStock)
            .values(pairs.map(([color, size]) => ({ sellerId: shop.id, productId: p.id, color, size, stock: 1 })));

          const locked = await s.db.transaction((tx) =>
            tx
              .select({ color: productStock.color, size: productStock.size })
              .from(productStock)
              .where(eq(productStock.productId, p.id))
              .orderBy(...STOCK_LOCK_ORDER)
              .for("update"),
          );
          const checkoutOrder = pairs
            .map(([color, size]) => ({ productId: p.id.toUpperCase(), color, size }))
            .sort(compareStockKeys)
            .map(({ color, size }) => ({ color, size }));
          expect(locked).toEqual(checkoutOrder);
          await s.db.delete(product).where(eq(product.id, p.id));
        },
      ),
      { numRuns: 60 },
    );
  });
});
