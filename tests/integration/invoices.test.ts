// GST on real PostgreSQL (docs/decisions/0077-gst-invoices.md, 0129–0131): the tax a checkout includes,
// the invoice issued when the goods leave at the rates of that day, credit notes for what an invoiced
// order loses, gap-free numbers under concurrency, and who may fetch an invoice.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { category, checkout, creditNote, invoice, invoiceSeries, orderItem, orders, paymentSettings, product, seller } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { quoteCheckout } from "../../app/domain/checkout/quote.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { DomainError } from "../../app/domain/errors";
import { COMPOSITION_NOTE, type CreditNoteData, documentNumber, type InvoiceData } from "../../app/domain/invoices/document";
import { findOrderInvoice } from "../../app/domain/invoices/invoices.server";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { expireCheckout } from "../../app/domain/payments/expire.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop, takePayments } from "./checkout-fixtures";

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

/** A product with an HSN: in the rate table (6211 kurtas, 6214 dupattas) or outside it with the seller's own rate. */
async function taxedProduct(sellerId: string, pricePaise: number, hsnCode: string | null, gstRate: number | null = null, stock = 100) {
  const p = await makeProduct(s.db, sellerId, { pricePaise, stock });
  await s.db.update(product).set({ hsnCode, gstRate }).where(eq(product.id, p.id));
  return p;
}

/** The seller confirms and ships the order on `at` (the invoice's day). */
async function ship(shop: { id: string; ownerUserId: string }, orderId: string, at = NOW) {
  await changeOrderStatus(s.db, shop.id, orderId, "confirmed", shop.ownerUserId, {}, at);
  return changeOrderStatus(s.db, shop.id, orderId, "shipped", shop.ownerUserId, {}, at);
}

async function creditNotesOf(orderId: string) {
  const rows = await s.db.select().from(creditNote).where(eq(creditNote.checkoutId, orderId)).orderBy(creditNote.sequence);
  return rows.map((r) => ({ ...r, data: r.data as CreditNoteData }));
}

const taxOf = async (orderId: string) =>
  (await s.db.select({ tax: checkout.taxPaise }).from(checkout).where(eq(checkout.id, orderId)))[0].tax;

const place = (c: { id: string; addressId: string }, shop: { id: string; shopName: string }, lines: unknown[], deliveryMode = "delivery") =>
  placeOrders(s.db, who(c.id, shop), { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode, lines }, NOW);

async function invoiceOf(checkoutId: string) {
  const [row] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, checkoutId));
  return row ? { ...row, data: row.data as InvoiceData } : undefined;
}

describe("a regular seller's order", () => {
  it("estimates the tax at checkout, issues nothing until it ships, then tax invoice no. 1 at the day's rates", async () => {
    const shop = await gstShop("regular", `gst-${randomUUID().slice(0, 6)}`);
    const kurta = await taxedProduct(shop.id, 299_900, "6211");
    const dupatta = await taxedProduct(shop.id, 79_900, "6214");
    const c = await makeCustomerWithAddress(s.db, "Asha"); // Maharashtra
    const placed = await place(c, shop, [line(kurta.id, 1), line(dupatta.id, 2)]);
    // ₹2,999 a piece is above ₹2,500: 18%; two ₹799 dupattas are 5% each.
    const kurtaTax = Math.floor((2 * 299_900 * 18 + 118) / 236);
    const dupattaTax = Math.floor((2 * 159_800 * 5 + 105) / 210);
    expect(placed.totals).toMatchObject({ subtotalPaise: 459_700, taxPaise: kurtaTax + dupattaTax, totalPaise: 459_700 });
    expect(await invoiceOf(placed.orderId)).toBeUndefined();
    const items = await s.db.select({ hsn: orderItem.hsnCode }).from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    expect(items.map((i) => i.hsn).sort()).toEqual(["6211", "6214"]);

    await ship(shop, placed.orderId);
    const inv = await invoiceOf(placed.orderId);
    expect(inv).toMatchObject({ kind: "tax_invoice", financialYear: "2026-27", sequence: 1 });
    // The handle cut so the whole number fits 16 characters.
    expect(inv?.number).toBe(`${shop.handle.toUpperCase().slice(0, 8)}/26-27/1`);
    expect(inv?.data.lines.map((l) => [l.kind, l.hsn, l.rate])).toEqual([
      ["goods", "6211", 18],
      ["goods", "6214", 5],
    ]);
    expect(inv?.data).toMatchObject({
      date: "2026-05-04",
      supplier: { gstin: "27AAPFU0939F1ZV", address: "12 FC Road, Pune", stateCode: "27" },
      recipient: { name: "Asha", gstin: null },
      placeOfSupply: { state: "Maharashtra", code: "27" },
      intraState: true,
      totals: { taxPaise: kurtaTax + dupattaTax, valuePaise: 459_700 },
    });
    expect(await taxOf(placed.orderId)).toBe(kurtaTax + dupattaTax);
    // Shipping again (or delivering) issues nothing more.
    await changeOrderStatus(s.db, shop.id, placed.orderId, "delivered", shop.ownerUserId, {}, NOW);
    expect((await s.db.select().from(invoice).where(eq(invoice.sellerId, shop.id))).length).toBe(1);
  });

  it("is IGST for delivery to another state, and the quote shows the same tax", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 11_800, "3926", 18);
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
    await ship(shop, placed.orderId);
    expect((await invoiceOf(placed.orderId))?.data).toMatchObject({
      intraState: false,
      placeOfSupply: { state: "Karnataka", code: "29" },
      totals: { igstPaise: 5_400, cgstPaise: 0, sgstPaise: 0 },
    });
  });

  it("takes the rates of the day the goods leave: ordered on 21-09-2025 at 12%, shipped on the 22nd at 5%", async () => {
    const shop = await gstShop("regular");
    const kurta = await taxedProduct(shop.id, 150_000, "6211");
    const c = await makeCustomerWithAddress(s.db);
    const placed = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(kurta.id, 1)] },
      new Date("2025-09-21T12:00:00+05:30"),
    );
    expect(placed.totals.taxPaise).toBe(Math.floor((2 * 150_000 * 12 + 112) / 224));
    await ship(shop, placed.orderId, new Date("2025-09-22T09:00:00+05:30"));
    const inv = await invoiceOf(placed.orderId);
    expect(inv?.data.lines[0]).toMatchObject({ rate: 5, taxPaise: Math.floor((2 * 150_000 * 5 + 105) / 210) });
    expect(await taxOf(placed.orderId)).toBe(inv?.data.totals.taxPaise);
  });

  it("will not ship a line without an HSN, then takes the category's once the seller sets one", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 50_000, null);
    const c = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shop, [line(p.id, 1)]);
    await changeOrderStatus(s.db, shop.id, placed.orderId, "confirmed", shop.ownerUserId, {}, NOW);
    const refused = await changeOrderStatus(s.db, shop.id, placed.orderId, "shipped", shop.ownerUserId, {}, NOW).catch((e) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe("hsn_missing");
    expect((refused as DomainError).message).toContain("Cotton Kurta");
    // Nothing changed: still confirmed, no invoice, no number taken.
    expect((await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.orderId)))[0].status).toBe("confirmed");
    expect(await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id))).toEqual([]);
    const [cat] = await s.db.insert(category).values({ sellerId: shop.id, main: "men", name: "Kurtas", hsnCode: "6211" }).returning();
    await s.db.update(product).set({ categoryId: cat.id }).where(eq(product.id, p.id));
    await changeOrderStatus(s.db, shop.id, placed.orderId, "shipped", shop.ownerUserId, {}, NOW);
    expect((await invoiceOf(placed.orderId))?.data.lines[0]).toMatchObject({ hsn: "6211", rate: 5 });
  });
});

describe("no document before the goods leave", () => {
  it("an expired UPI checkout and an order cancelled before shipping issue nothing and take no number", async () => {
    const shop = await gstShop("regular");
    await takePayments(s.db, shop.id);
    const p = await taxedProduct(shop.id, 79_900, "6214");
    const c = await makeCustomerWithAddress(s.db);
    const upi = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", paymentMethod: "upi", lines: [line(p.id, 1)] },
      NOW,
    );
    expect(await expireCheckout(s.db, upi.orderId, new Date(NOW.getTime() + 49 * 3_600_000))).toBe(true);
    const cod = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", paymentMethod: "cod", lines: [line(p.id, 1)] },
      NOW,
    );
    await changeOrderStatus(s.db, shop.id, cod.orderId, "cancelled", shop.ownerUserId, {}, NOW);
    expect(await s.db.select().from(invoice).where(eq(invoice.sellerId, shop.id))).toEqual([]);
    expect(await s.db.select().from(creditNote).where(eq(creditNote.sellerId, shop.id))).toEqual([]);
    expect(await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id))).toEqual([]);
    const next = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", paymentMethod: "cod", lines: [line(p.id, 1)] },
      NOW,
    );
    await ship(shop, next.orderId);
    expect((await invoiceOf(next.orderId))?.sequence).toBe(1);
  });
});

describe("credit notes", () => {
  it("a line cancelled after shipping, then the order: two notes in their own series that take back exactly the invoice", async () => {
    const shop = await gstShop("regular");
    await takePayments(s.db, shop.id);
    await s.db.update(paymentSettings).set({ codMaxOrderPaise: null }).where(eq(paymentSettings.sellerId, shop.id));
    const kurta = await taxedProduct(shop.id, 299_900, "6211");
    const dupatta = await taxedProduct(shop.id, 79_900, "6214");
    const c = await makeCustomerWithAddress(s.db);
    const placed = await placeOrders(
      s.db,
      who(c.id, shop),
      {
        checkoutId: randomUUID(),
        addressId: c.addressId,
        deliveryMode: "delivery",
        paymentMethod: "cod",
        lines: [line(kurta.id, 1), line(dupatta.id, 1)],
      },
      NOW,
    );
    await ship(shop, placed.orderId);
    const inv = await invoiceOf(placed.orderId);
    // Goods rows, then the COD fee's share after each line.
    expect(inv?.data.lines.map((l) => [l.kind, l.lineNo, l.rate])).toEqual([
      ["goods", 0, 18],
      ["goods", 1, 5],
      ["cod", 0, 18],
      ["cod", 1, 5],
    ]);
    await cancelOrderLine(s.db, shop.id, placed.orderId, 1, NOW);
    const [first] = await creditNotesOf(placed.orderId);
    expect(first.number).toBe(documentNumber(shop.handle, "2026-27", 1, "credit_note"));
    expect(first.number).toMatch(/^[A-Z0-9-]+\/CN\/26-27\/1$/);
    expect(first.data).toMatchObject({
      kind: "credit_note",
      against: { number: inv?.number, date: "2026-05-04" },
      reason: "Item cancelled: Cotton Kurta",
    });
    expect(first.data.lines).toEqual([inv?.data.lines[1]]);
    expect(await taxOf(placed.orderId)).toBe((inv?.data.totals.taxPaise ?? 0) - first.data.totals.taxPaise);

    await changeOrderStatus(s.db, shop.id, placed.orderId, "cancelled", shop.ownerUserId, {}, NOW);
    const notes = await creditNotesOf(placed.orderId);
    expect(notes.map((n) => n.sequence)).toEqual([1, 2]);
    expect(notes[1].data.lines.map((l) => [l.kind, l.lineNo])).toEqual([
      ["goods", 0],
      ["cod", 0],
      ["cod", 1],
    ]);
    // Together the notes take back every row once: their sums are the invoice's.
    const credited = notes.flatMap((n) => n.data.lines);
    for (const k of ["valuePaise", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "taxPaise"] as const)
      expect(credited.reduce((sum, l) => sum + l[k], 0)).toBe(inv?.data.totals[k]);
    expect(await taxOf(placed.orderId)).toBe(0);
    // The invoice series was not touched by the notes.
    const series = await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id));
    expect(series.map((r) => [r.series, r.lastNumber]).sort()).toEqual([
      ["credit_note", 2],
      ["invoice", 1],
    ]);
  });
});

describe("bills of supply", () => {
  it("carry no tax for composition sellers, with the composition sentence", async () => {
    const shop = await gstShop("composition");
    const p = await taxedProduct(shop.id, 11_800, "3926", 18);
    const c = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shop, [line(p.id, 1)]);
    expect(placed.totals.taxPaise).toBe(0);
    await ship(shop, placed.orderId);
    const inv = await invoiceOf(placed.orderId);
    expect(inv?.kind).toBe("bill_of_supply");
    expect(inv?.data.note).toBe(COMPOSITION_NOTE);
    expect(inv?.data.totals.taxPaise).toBe(0);
  });

  it("carry no tax and no GSTIN for unregistered sellers, issued when an in-shop purchase is handed over", async () => {
    const shop = await gstShop("unregistered");
    const p = await taxedProduct(shop.id, 11_800, null);
    const c = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shop, [line(p.id, 1)], "in-shop");
    await changeOrderStatus(s.db, shop.id, placed.orderId, "confirmed", shop.ownerUserId, {}, NOW);
    await changeOrderStatus(s.db, shop.id, placed.orderId, "processing", shop.ownerUserId, {}, NOW);
    expect(await invoiceOf(placed.orderId)).toBeUndefined();
    await changeOrderStatus(s.db, shop.id, placed.orderId, "shipped", shop.ownerUserId, {}, NOW);
    const inv = await invoiceOf(placed.orderId);
    expect(inv).toMatchObject({ kind: "bill_of_supply", data: { note: null, supplier: { gstin: null }, totals: { taxPaise: 0 } } });
  });
});

describe("invoice numbering", () => {
  it("is gap-free when 50 orders of one shop ship at once, and a refused shipment takes no number", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 10_500, "6211", null, 1_000);
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => makeCustomerWithAddress(s.db, `C${i}`)));
    const placed = await Promise.all(customers.map((c) => place(c, shop, [line(p.id, 1)])));
    await Promise.all(placed.map((o) => changeOrderStatus(s.db, shop.id, o.orderId, "confirmed", shop.ownerUserId, {}, NOW)));
    const started = performance.now();
    await Promise.all(placed.map((o) => changeOrderStatus(s.db, shop.id, o.orderId, "shipped", shop.ownerUserId, {}, NOW)));
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
    console.info(`50 concurrent shipments with invoices: ${Math.round(ms)} ms`);

    // Shipping a shipped order again is refused before any number is taken: the series stays at 50.
    const refused = await changeOrderStatus(s.db, shop.id, placed[0].orderId, "shipped", shop.ownerUserId, {}, NOW).catch((e) => e);
    expect(refused).toBeInstanceOf(DomainError);
    const [series] = await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id));
    expect(series.lastNumber).toBe(50);
  });

  it("gives a rolled-back shipment's number back", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 10_500, "6211");
    const c = await makeCustomerWithAddress(s.db);
    const first = await place(c, shop, [line(p.id, 1)]);
    await ship(shop, first.orderId);
    const second = await place(c, shop, [line(p.id, 1)]);
    await changeOrderStatus(s.db, shop.id, second.orderId, "confirmed", shop.ownerUserId, {}, NOW);
    // A series that collides with the first invoice's number makes that shipment fail at its very end.
    await s.db.update(invoiceSeries).set({ lastNumber: 0 }).where(eq(invoiceSeries.sellerId, shop.id));
    await expect(changeOrderStatus(s.db, shop.id, second.orderId, "shipped", shop.ownerUserId, {}, NOW)).rejects.toThrow();
    const [series] = await s.db.select().from(invoiceSeries).where(eq(invoiceSeries.sellerId, shop.id));
    expect(series.lastNumber).toBe(0);
    expect((await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, second.orderId)))[0].status).toBe("confirmed");
  });

  it("starts again at 1 in a new financial year (April, India time)", async () => {
    const shop = await gstShop("regular");
    const p = await taxedProduct(shop.id, 10_500, "6211");
    const c = await makeCustomerWithAddress(s.db);
    const march = await place(c, shop, [line(p.id, 1)]);
    const april = await place(c, shop, [line(p.id, 1)]);
    await ship(shop, march.orderId, new Date("2027-03-31T23:59:00+05:30"));
    await ship(shop, april.orderId, new Date("2027-03-31T18:31:00Z")); // 00:01 on 1 April in India
    expect(await invoiceOf(march.orderId)).toMatchObject({ financialYear: "2026-27", sequence: 1 });
    expect(await invoiceOf(april.orderId)).toMatchObject({ financialYear: "2027-28", sequence: 1 });
  });
});

describe("who may fetch an invoice", () => {
  it("the order's shopper and its shop only", async () => {
    const shopA = await gstShop("regular");
    const shopB = await gstShop("regular");
    const p = await taxedProduct(shopA.id, 10_500, "6211");
    const c = await makeCustomerWithAddress(s.db);
    const other = await makeCustomerWithAddress(s.db);
    const placed = await place(c, shopA, [line(p.id, 1)]);
    const orderId = placed.orderId;
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id }, orderId)).toBeNull();
    await ship(shopA, orderId);
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id, userId: c.id }, orderId)).not.toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id }, orderId)).not.toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id, userId: other.id }, orderId)).toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopB.id }, orderId)).toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopB.id, userId: c.id }, orderId)).toBeNull();
    expect(await findOrderInvoice(s.db, { sellerId: shopA.id }, "not-a-uuid")).toBeNull();
  });
});
