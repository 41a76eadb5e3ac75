// The move to the 22 September 2025 rates and to invoices issued when the goods leave (drizzle/0017,
// docs/decisions/0129–0131) on a database as the one-order model left it: products at 12% and 28% move to
// 5% and 18% with a report to their seller, lines not yet invoiced move the same way, invoices issued at
// checkout gain their rows' kinds and order number, and the place of supply moves onto the checkout.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { databaseAtMigration, oldProduct, oldShop, oldUser } from "../setup/old-database";

const LAST_BEFORE = 16; // drizzle/0016: one order per purchase, invoices at checkout, 0–28% rates
let earlier: Awaited<ReturnType<typeof databaseAtMigration>>;
let db: Database;

beforeAll(async () => {
  earlier = await databaseAtMigration("gst_migration", LAST_BEFORE);
  db = earlier.db;
});

afterAll(() => earlier.dispose());

const q = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => db.$client.query<T>(text, values).then((r) => r.rows);

/** An order of one line as 0016 wrote it, invoiced at checkout or not. */
async function oldOrder(shop: { id: string }, userId: string, item: { productId: string; rate: number; hsn: string }, invoiced: boolean) {
  const id = randomUUID();
  await q(
    `insert into checkout (id, user_id, seller_id, request_fingerprint, subtotal_paise, delivery_fee_paise, total_paise, placed_total_paise, tax_paise)
     values ($1, $2, $3, 'old', 100000, 4900, 104900, 104900, 4995)`,
    [id, userId, shop.id],
  );
  await q(
    `insert into orders (id, user_id, seller_id, status, delivery_mode, shipping_address, contact_number, customer_name)
     values ($1, $2, $3, 'pending', 'delivery', '12 Park Street, Kolkata, West Bengal, 700016', '9830012345', 'Ravi')`,
    [id, userId, shop.id],
  );
  await q(
    `insert into order_item (order_id, line_no, product_id, name, price_paise, quantity, hsn_code, gst_rate)
     values ($1, 0, $2, 'Kurta', 100000, 1, $3, $4)`,
    [id, item.productId, item.hsn, item.rate],
  );
  if (invoiced) {
    const line = (description: string, value: number) => ({
      description,
      hsn: item.hsn,
      quantity: 1,
      unit: "pcs",
      valuePaise: value,
      rate: item.rate,
    });
    const data = {
      kind: "tax_invoice",
      number: "OLD/26-27/1",
      supplier: { name: "Old shop", state: "Rajasthan", gstin: null },
      placeOfSupply: { state: "West Bengal", code: "19" },
      lines: [line("Kurta (Red, M)", 100000), line("Delivery charge", 4900)],
    };
    await q(
      `insert into invoice (checkout_id, seller_id, kind, financial_year, sequence, number, data)
       values ($1, $2, 'tax_invoice', '2026-27', 1, 'OLD/26-27/1', $3)`,
      [id, shop.id, JSON.stringify(data)],
    );
  }
  return id;
}

it("moves 12% and 28% to 5% and 18% with a report, reshapes invoices issued at checkout and keeps their place of supply", async () => {
  const shop = await oldShop(db);
  const buyer = await oldUser(db, "Ravi");
  const kurta = await oldProduct(db, shop.id, "Silk Kurta");
  const bag = await oldProduct(db, shop.id, "Leather Bag");
  const mug = await oldProduct(db, shop.id, "Clay Mug");
  const scarf = await oldProduct(db, shop.id, "Wool Scarf");
  for (const [id, hsn, rate] of [
    [kurta.id, "6211", 12],
    [bag.id, "4202", 28],
    [mug.id, null, 12],
    [scarf.id, "6214", 5],
  ] as const)
    await q("update product set hsn_code = $2, gst_rate = $3 where id = $1", [id, hsn, rate]);
  const invoiced = await oldOrder(shop, buyer.id, { productId: kurta.id, rate: 12, hsn: "6211" }, true);
  const waiting = await oldOrder(shop, buyer.id, { productId: bag.id, rate: 28, hsn: "4202" }, false);

  await earlier.migrateRest();

  const rates = await q<{ name: string; gst_rate: number }>("select name, gst_rate from product where seller_id = $1 order by name", [
    shop.id,
  ]);
  expect(rates.map((r) => [r.name, r.gst_rate])).toEqual([
    ["Clay Mug", 5],
    ["Leather Bag", 18],
    ["Silk Kurta", 5],
    ["Wool Scarf", 5],
  ]);
  const report = await q<{ product_name: string; hsn_code: string | null; old_rate: number; new_rate: number | null }>(
    "select product_name, hsn_code, old_rate, new_rate from gst_rate_change where seller_id = $1 order by product_name",
    [shop.id],
  );
  // Clothing's rate now follows its price: no one new rate to report (null).
  expect(report.map((r) => [r.product_name, r.hsn_code, r.old_rate, r.new_rate])).toEqual([
    ["Clay Mug", null, 12, 5],
    ["Leather Bag", "4202", 28, 18],
    ["Silk Kurta", "6211", 12, null],
  ]);
  // The invoiced line keeps the rate it was invoiced at; the waiting one will be invoiced at the new law's.
  const lines = await q<{ order_id: string; gst_rate: number }>("select order_id, gst_rate from order_item where order_id = any($1)", [
    [invoiced, waiting],
  ]);
  expect(Object.fromEntries(lines.map((l) => [l.order_id, l.gst_rate]))).toEqual({ [invoiced]: 12, [waiting]: 18 });
  const [doc] = await q<{ data: { orderNumber: string; supplier: { logoKey: null }; lines: { kind: string; lineNo: number }[] } }>(
    "select data from invoice where checkout_id = $1",
    [invoiced],
  );
  expect(doc.data.orderNumber).toBe(orderNumber(invoiced));
  expect(doc.data.supplier).toMatchObject({ name: "Old shop", logoKey: null });
  expect(doc.data.lines.map((l) => [l.kind, l.lineNo])).toEqual([
    ["goods", 0],
    ["delivery", 0],
  ]);
  const places = await q<{ id: string; place_of_supply: string }>("select id, place_of_supply from checkout where id = any($1)", [
    [invoiced, waiting],
  ]);
  expect(Object.fromEntries(places.map((p) => [p.id, p.place_of_supply]))).toEqual({ [invoiced]: "West Bengal", [waiting]: "" });
  // The rate check now holds the current slabs: 12% is refused.
  await expect(q("update product set gst_rate = 12 where id = $1", [kurta.id])).rejects.toThrow(/product_gst_rate_check/);
});
