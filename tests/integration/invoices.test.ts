// GST on real PostgreSQL (docs/decisions/0077-gst-invoices.md): the tax a checkout includes, the
// HSN and rate snapshots, gap-free invoice numbers under concurrency, and who may fetch an invoice.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, invoice, invoiceSeries, orderItem, orders, product, seller } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { quoteCheckout } from "../../app/domain/checkout/quote.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { DomainError } from "../../app/domain/errors";
import { COMPOSITION_NOTE, type InvoiceData } from "../../app/domain/invoices/document";
import { findOrderInvoice } from "../../app/domain/invoices/invoices.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const NOW = new Date("2026-05-04T10:00:00+05:30");
const line = (productId: string, quantity: number, size = "M") => ({ productId, color: "Red", size, quantity, name: "Kurta" });
const who = (userId: string, shop: { id: string; shopName: string }) => ({ userId, sellerId: shop.id, shopName: shop.shopName });

async function gstShop(status: "regular" | "composition" | "unregistered", handle?: string) {
  const shop = await makeShop(s.db, handle);
  await s.db
    .update(seller)
    .set({
      gstStatus: status,
      gstin: status === "unregistered" ? null : "27AAPFU0939F1ZV",
      gstState: "Maharashtra",
      location: "12 FC Road, Pune",
    })
    .where(eq(seller.id, shop.id));
  return shop;
}

async function taxedProduct(sellerId: string, pricePaise: number, rate: number, stock = 100) {
  const p = await makeProduct(s.db, sellerId, { pricePaise, stock });
  await s.db.update(product).set({ hsnCode: "6205", gstRate: rate }).where(eq(product.id, p.id));
  return p;
}

const place = (c: { id: string; addressId: string }, shop: { id: string; shopName: string }, lines: unknown[], deliveryMode = "delivery") =>
  placeOrders(s.db, who(c.id, shop), { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode, lines }, NOW);

async function invoiceOf(checkoutId: string) {
  const [row] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, checkoutId));
  return row ? { ...row, data: row.data as InvoiceData } : undefined;
}

describe("GST on a regular seller's checkout", () => {
  it("includes CGST + SGST inside the state, copies HSN and rate, and issues tax invoice no. 1", async () => {
    const shop = await gstShop("regular", `gst-${randomUUID().slice(0, 6)}`);
    const kurta = await taxedProduct(shop.id, 105_000, 5);
    const saree = await taxedProduct(shop.id, 11_800, 18);
    const c = await makeCustomerWithAddress(s.db, "Asha"); // Maharashtra
    const placed = await place(c, shop, [line(kurta.id, 2), line(saree.id, 1)]);
    // 2 × ₹1,050 at 5% = ₹100; ₹118 at 18% = ₹18.
    expect(placed.totals).toMatchObject({ subtotalPaise: 221_800, taxPaise: 10_000 + 1_800, totalPaise: 221_800 });
    const [co] = await s.db.select().from(checkout).where(eq(checkout.id, placed.orderId));
    expect(co.taxPaise).toBe(11_800);
    const items = await s.db
      .select({ hsn: orderItem.hsnCode, rate: orderItem.gstRate })
      .from(orderItem)
      .innerJoin(orders, eq(orders.id, orderItem.orderId))
      .where(eq(orders.id, placed.orderId));
    expect(items.map((i) => [i.hsn, i.rate]).sort()).toEqual([
      ["6205", 18],
      ["6205", 5],
    ]);
    const inv = await invoiceOf(placed.orderId);
    expect(inv).toMatchObject({ kind: "tax_invoice", financialYear: "2026-27", sequence: 1 });
    // The handle cut so the whole number fits 16 characters.
    expect(inv?.number).toBe(`${shop.handle.toUpperCase().slice(0, 8)}/26-27/1`);
    expect(inv?.number.length).toBeLessThanOrEqual(16);
    expect(inv?.data).toMatchObject({
      supplier: { gstin: "27AAPFU0939F1ZV", address: "12 FC Road, Pune", stateCode: "27" },
      recipient: { name: "Asha" },
      placeOfSupply: { state: "Maharashtra", code: "27" },
      reverseCharge: "No",
      intraState: true,
      totals: { taxPaise: 11_800, cgstPaise: 5_900, sgstPaise: 5_900, igstPaise: 0, valuePaise: 221_800 },
    });
  });

  it("is IGST for delivery to another state, and the quote shows the same tax", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 11_800, 18);
    const c = await makeCustomerWithAddress(s.db, "Ravi");
    const away = await createAddress(s.db, c.id, { ...ADDRESS, pincode: "560001", townCity: "Bengaluru", state: "Karnataka" });
    const quote = await quoteCheckout(
      s.db,
      { ...who(c.id, shop) },
      { lines: [line(p.id, 3)], addressId: away.id, deliveryMode: "delivery" },
      NOW,
    );
    expect(quote.totals.taxPaise).toBe(5_400);
    const placed = await place({ id: c.id, addressId: away.id }, shop, [line(p.id, 3)]);
    expect(placed.totals.taxPaise).toBe(5_400);
    expect((await invoiceOf(placed.orderId))?.data).toMatchObject({
      intraState: false,
      placeOfSupply: { state: "Karnataka", code: "29" },
      totals: { igstPaise: 5_400, cgstPaise: 0, sgstPaise: 0 },
    });
  });
});

describe("bills of supply", () => {
  it("carry no tax for composition sellers, with the composition sentence", async () => {
    const shop = await gstShop("composition");
    const p = await taxedProduct(shop.id, 11_800, 18);
    const c = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shop, [line(p.id, 1)]);
    expect(placed.totals.taxPaise).toBe(0);
    const inv = await invoiceOf(placed.orderId);
    expect(inv?.kind).toBe("bill_of_supply");
    expect(inv?.data.note).toBe(COMPOSITION_NOTE);
    expect(inv?.data.totals.taxPaise).toBe(0);
  });

  it("carry no tax and no GSTIN for unregistered sellers", async () => {
    const shop = await gstShop("unregistered");
    const p = await taxedProduct(shop.id, 11_800, 18);
    const c = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shop, [line(p.id, 1)], "in-shop");
    const inv = await invoiceOf(placed.orderId);
    expect(inv).toMatchObject({ kind: "bill_of_supply", data: { note: null, supplier: { gstin: null }, totals: { taxPaise: 0 } } });
  });
});

describe("invoice numbering", () => {
  it("is gap-free under 50 concurrent checkouts at one shop, and a refused checkout takes no number", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 10_500, 5, 1_000);
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => makeCustomerWithAddress(s.db, `C${i}`)));
    const started = performance.now();
    const placed = await Promise.all(customers.map((c) => place(c, shop, [line(p.id, 1)])));
    const ms = performance.now() - started;
    const rows = await s.db
      .select({ sequence: invoice.sequence, number: invoice.number })
      .from(invoice)
      .where(
        inArray(
          invoice.checkoutId,
          placed.map((x) => x.orderId),
        ),
      );
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
    console.info(`50 concurrent checkouts with invoices: ${Math.round(ms)} ms`);

    // Out of stock: refused after pricing, before the number: the series stays at 50.
    const refused = await placeOrders(
      s.db,
      who(customers[0].id, shop),
      { checkoutId: randomUUID(), addressId: customers[0].addressId, deliveryMode: "delivery", lines: [line(p.id, 5_000)] },
      NOW,
    ).catch((e) => e);
    expect(refused).toBeInstanceOf(DomainError);
    const [series] = await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id));
    expect(series.lastNumber).toBe(50);
    const next = await place(customers[1], shop, [line(p.id, 1)]);
    expect((await invoiceOf(next.orderId))?.sequence).toBe(51);
  });

  it("gives a rolled-back checkout's number back", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 10_500, 5);
    const c = await makeCustomerWithAddress(s.db);
    const first = await place(c, shop, [line(p.id, 1)]);
    // An invoice row that collides with the next one's number makes that checkout fail at its very end.
    await s.db.update(invoiceSeries).set({ lastNumber: 0 }).where(eq(invoiceSeries.sellerId, shop.id));
    await expect(place(c, shop, [line(p.id, 1)])).rejects.toThrow();
    const [series] = await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id));
    expect(series.lastNumber).toBe(0);
    expect((await invoiceOf(first.orderId))?.sequence).toBe(1);
  });

  it("starts again at 1 in a new financial year (April, India time)", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 10_500, 5);
    const c = await makeCustomerWithAddress(s.db);
    const march = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1)] },
      new Date("2027-03-31T23:59:00+05:30"),
    );
    const april = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1)] },
      new Date("2027-03-31T18:31:00Z"), // 00:01 on 1 April in India
    );
    expect(await invoiceOf(march.orderId)).toMatchObject({ financialYear: "2026-27", sequence: 1 });
    expect(await invoiceOf(april.orderId)).toMatchObject({ financialYear: "2027-28", sequence: 1 });
  });
});

describe("who may fetch an invoice", () => {
  it("the order's shopper and its shop only", async () => {
    const shopA = await gstShop("regular");
    const shopB = await gstShop("regular");
    const p = await taxedProduct(shopA.id, 10_500, 5);
    const c = await makeCustomerWithAddress(s.db);
    const other = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shopA, [line(p.id, 1)]);
    const orderId = placed.orderId;
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id, userId: c.id }, orderId)).not.toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id }, orderId)).not.toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id, userId: other.id }, orderId)).toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopB.id }, orderId)).toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopB.id, userId: c.id }, orderId)).toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id }, "not-a-uuid")).toBeNull();
  });
});
