// A seller's save must not undo sales: the product form and the CSV import are compare-and-set
// against the stock the seller saw. Random interleavings of checkouts, cancellations, loads and
// saves on PostgreSQL; the stock must always equal a model in which a save applies only when the
// stock had not moved since it was loaded (before the fix, saves overwrote sold units).

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../app/db/schema";
import { EXPORT_COLUMNS, STOCK_SEEN_COLUMN } from "../../app/domain/catalog/csv";
import { exportCatalog, importCatalog } from "../../app/domain/catalog/csv.server";
import { parseCsv, toCsv } from "../../app/domain/catalog/csv-format";
import { type StockMap, stockChangedMessage, stockMapOf } from "../../app/domain/catalog/product-form";
import { updateProduct } from "../../app/domain/catalog/products.server";
import { getSellerProduct } from "../../app/domain/catalog/seller-products.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { DomainError } from "../../app/domain/errors";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
let customer: Awaited<ReturnType<typeof makeCustomerWithAddress>>;
beforeAll(async () => {
  s = await createTestServices();
  customer = await makeCustomerWithAddress(s.db);
});
afterAll(async () => {
  await s.dispose();
});

const SIZES = ["M", "L"] as const;
type Size = (typeof SIZES)[number];
type Step =
  | { kind: "checkout"; size: Size; quantity: number }
  | { kind: "cancel" }
  | { kind: "load" }
  | { kind: "save"; typed: Record<Size, number> };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("checkout" as const), size: fc.constantFrom(...SIZES), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ kind: "cancel" as const }),
  fc.constant({ kind: "load" as const }),
  fc.record({
    kind: fc.constant("save" as const),
    typed: fc.record({ M: fc.integer({ min: 0, max: 9 }), L: fc.integer({ min: 0, max: 9 }) }),
  }),
);

/** The CSV the seller exported, with the stock column set to what they typed. */
function editCsv(exported: string, typed: Record<string, number>): string {
  const [header, ...rows] = parseCsv(exported).records.map((r) => r.fields);
  const at = (c: string) => header.indexOf(c);
  return toCsv([header, ...rows.map((f) => f.map((v, i) => (i === at("stock") ? String(typed[f[at("size")]]) : v)))]);
}

describe("stock edits are compare-and-set", () => {
  it("a save applies only when stock has not moved since the seller loaded it (form and CSV)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("form", "csv"), fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (via, steps) => {
        const shop = await makeShop(s.db);
        const p = await makeProduct(s.db, shop.id, { stock: 4 }); // Red: M 4, L 10
        const model: Record<Size, number> = { M: 4, L: 10 };
        const placed: string[] = [];
        const current = async () => (await getSellerProduct(s.db, shop.id, p.id))?.colors ?? [];
        let loaded: { seen: StockMap; form: Awaited<ReturnType<typeof current>>; csv: string } | null = null;
        for (const step of steps) {
          if (step.kind === "checkout") {
            const ok = step.quantity <= model[step.size];
            const result = await placeOrders(
              s.db,
              { userId: customer.id, sellerId: shop.id },
              {
                checkoutId: randomUUID(),
                addressId: customer.addressId,
                deliveryMode: "delivery",
                lines: [{ productId: p.id, color: "Red", size: step.size, quantity: step.quantity }],
              },
            ).catch(() => null);
            expect(Boolean(result)).toBe(ok);
            if (result) {
              model[step.size] -= step.quantity;
              placed.push(result.orderId);
            }
          } else if (step.kind === "cancel") {
            const orderId = placed.pop();
            if (!orderId) continue;
            await changeOrderStatus(s.db, shop.id, orderId, "cancelled", customer.id);
            const [o] = await s.db.select().from(orders).where(eq(orders.id, orderId));
            expect(o?.status).toBe("cancelled");
            // The model learns the restock from the order's own line.
            const back = (await s.db.query.orderItem.findFirst({ where: (t, { eq: is }) => is(t.orderId, orderId) })) as {
              size: Size;
              quantity: number;
            };
            model[back.size] += back.quantity;
          } else if (step.kind === "load") {
            const form = await current();
            loaded = { seen: stockMapOf(form), form, csv: via === "csv" ? await exportCatalog(s.db, shop.id) : "" };
          } else if (loaded) {
            const unchanged = loaded.seen.Red?.M === model.M && loaded.seen.Red?.L === model.L;
            if (via === "form") {
              const save = updateProduct(
                s.db,
                shop.id,
                p.id,
                { ...kurta(), colors: [{ color: "Red", imageKeys: loaded.form[0].imageKeys, stock: step.typed }] },
                loaded.seen,
              );
              if (unchanged) await save;
              else {
                const error = await save.then(
                  () => null,
                  (e: unknown) => e,
                );
                expect(error).toBeInstanceOf(DomainError);
                expect((error as DomainError).code).toBe("stock_changed");
                expect((error as DomainError).message).toBe(stockChangedMessage());
                expect(((error as DomainError).details as { current: unknown }).current).toEqual({ Red: model });
              }
            } else {
              const file = editCsv(loaded.csv, step.typed);
              const dry = await importCatalog(s.db, shop.id, file, { dryRun: true });
              const real = await importCatalog(s.db, shop.id, file, { dryRun: false });
              for (const summary of [dry, real]) {
                expect(summary.errors.length === 0).toBe(unchanged);
                for (const e of summary.errors)
                  expect(e).toMatchObject({
                    field: STOCK_SEEN_COLUMN,
                    code: "csv_stock_changed",
                    reason: expect.stringContaining("stock changed since your export"),
                  });
              }
              expect(real.imported).toBe(unchanged);
            }
            if (unchanged) {
              model.M = step.typed.M;
              model.L = step.typed.L;
            }
            loaded = null; // a refused save shows the current numbers: the seller loads again
          }
          expect(stockMapOf(await current())).toEqual({ Red: model });
        }
      }),
      { numRuns: 30 },
    );
  });

  it("the export writes stock_seen beside stock, and a file without it cannot update stock", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 4 });
    const exported = await exportCatalog(s.db, shop.id);
    const [header, ...rows] = parseCsv(exported).records.map((r) => r.fields);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows.map((f) => f.slice(-3))).toEqual([
      ["M", "4", "4"],
      ["L", "10", "10"],
    ]);
    const old = toCsv([header.slice(0, -1), ...rows.map((f) => f.slice(0, -1))]);
    const summary = await importCatalog(s.db, shop.id, old, { dryRun: false });
    expect(summary.imported).toBe(false);
    expect(summary.errors).toEqual([
      { line: 2, field: STOCK_SEEN_COLUMN, reason: expect.stringContaining("Export the catalogue again"), code: "csv_stock_seen_missing" },
    ]);
    expect(stockMapOf((await getSellerProduct(s.db, shop.id, p.id))?.colors ?? [])).toEqual({ Red: { M: 4, L: 10 } });
  });
});

const kurta = () => ({ name: "Cotton Kurta", pricePaise: 99_900, salePricePaise: null, main: "men" as const });
