// The one price rule in its two forms: effectivePrice (browser and checkout) and its SQL mirror
// (the listing's price filter) give the same paise for every price pair the product table allows.

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePrice } from "../../app/domain/cart/price";
import { EFFECTIVE_PRICE_SQL } from "../../app/domain/catalog/listing.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s?.dispose();
});

// What the product_sale_below_price check allows: no sale, or 0 < sale < price.
const pricePair = fc
  .integer({ min: 1, max: 100_000_000 })
  .chain((price) =>
    fc.record({
      pricePaise: fc.constant(price),
      salePricePaise: fc.option(fc.integer({ min: 1, max: Math.max(1, price - 1) }), { nil: null }),
    }),
  )
  .filter((p) => p.salePricePaise === null || p.salePricePaise < p.pricePaise);

describe("effectivePrice", () => {
  it("agrees with EFFECTIVE_PRICE_SQL on PostgreSQL", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pricePair, { minLength: 1, maxLength: 20 }), async (pairs) => {
        // A VALUES list named like the product table, so the exported SQL reads its columns unchanged.
        const rows = sql.join(
          pairs.map((p, i) => sql`(${i}::int, ${p.pricePaise}::int, ${p.salePricePaise}::int)`),
          sql`, `,
        );
        const result = await s.db.execute<{ i: number; price: number }>(
          sql`select i, ${EFFECTIVE_PRICE_SQL} as price from (values ${rows}) as product(i, price_paise, sale_price_paise) order by i`,
        );
        expect(result.rows.map((r) => Number(r.price))).toEqual(pairs.map(effectivePrice));
      }),
      { numRuns: 50 },
    );
  });

  it("is the sale price only when it is below the price", () => {
    expect(effectivePrice({ pricePaise: 1000, salePricePaise: 900 })).toBe(900);
    expect(effectivePrice({ pricePaise: 1000, salePricePaise: null })).toBe(1000);
    expect(effectivePrice({ pricePaise: 1000, salePricePaise: 1000 })).toBe(1000);
  });
});
