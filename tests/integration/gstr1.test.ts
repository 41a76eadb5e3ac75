// GSTR-1 downloads on real PostgreSQL (docs/decisions/0132-gst-returns-and-reports-page.md): orders
// placed, shipped (their invoices), a line cancelled after shipping and a shipped order cancelled (credit
// notes); the route's sheets for the month add up to the documents in the database.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, creditNote, deliveryRules, invoice, paymentSettings, product, seller } from "../../app/db/schema";
import { parseCsv } from "../../app/domain/catalog/csv-format";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import type { CreditNoteData, DocumentTotals, InvoiceData } from "../../app/domain/invoices/document";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { GSTR1_HEADERS, GSTR1_SHEETS, type Gstr1Sheet } from "../../app/domain/reports/gstr1-headers";
import type { Shop } from "../../app/domain/sellers/shops.server";
import * as gstr1Route from "../../app/routes/dashboard/gstr1-csv";
import { dashboardGuards, routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, takePayments } from "./checkout-fixtures";
import { openShop } from "./dashboard-fixtures";

let s: TestServices;
let shop: Shop;
let cookie: string;
let month: string;
const BUYER_GSTIN = "29AAPFU0939F1ZV";

async function taxedProduct(pricePaise: number, hsn: string, name: string) {
  const p = await makeProduct(s.db, shop.id, { pricePaise, stock: 50, name });
  await s.db.update(product).set({ hsnCode: hsn }).where(eq(product.id, p.id));
  return p;
}

async function order(customer: { id: string; addressId: string }, lines: { productId: string; quantity: number }[]) {
  const placed = await placeOrders(
    s.db,
    { userId: customer.id, sellerId: shop.id, shopName: shop.shopName },
    {
      checkoutId: randomUUID(),
      addressId: customer.addressId,
      deliveryMode: "delivery",
      paymentMethod: "cod",
      lines: lines.map((l) => ({ ...l, color: "Red", size: "M" })),
    },
  );
  return placed.orderId;
}

async function ship(orderId: string) {
  await changeOrderStatus(s.db, shop.id, orderId, "confirmed", shop.ownerUserId);
  await changeOrderStatus(s.db, shop.id, orderId, "shipped", shop.ownerUserId);
}

/** The route's answer for a sheet and query, as the dashboard's owner. */
async function download(sheet: string, query: string) {
  const request = new Request(`${s.env.BASE_URL}/${shop.handle}/dashboard/reports/gstr1/${sheet}.csv${query}`, { headers: { cookie } });
  const args = await routeArgs({ services: s, request, params: { shop: shop.handle, sheet }, guards: dashboardGuards });
  return (await gstr1Route.loader(args)) as Response;
}

async function sheetRows(sheet: Gstr1Sheet) {
  const response = await download(sheet, `?month=${month}`);
  expect(response.status).toBe(200);
  const { records } = parseCsv(await response.text());
  expect(records[0].fields).toEqual([...GSTR1_HEADERS[sheet]]);
  const columns: readonly string[] = GSTR1_HEADERS[sheet];
  return records.slice(1).map((r) => Object.fromEntries(r.fields.map((f, i) => [columns[i], f])));
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const total = (rows: Record<string, string>[], column: string) => rows.reduce((s, r) => s + paise(r[column]), 0);
const sumOf = (docs: { totals: DocumentTotals }[], key: keyof DocumentTotals) => docs.reduce((s, d) => s + d.totals[key], 0);

beforeAll(async () => {
  s = await createTestServices();
  ({ shop, cookie } = await openShop(s, `gstr1-${randomUUID().slice(0, 6)}`, "203.0.113.61"));
  await s.db
    .update(seller)
    .set({ gstStatus: "regular", gstin: "27AAPFU0939F1ZV", gstState: "Maharashtra", location: "12 FC Road, Pune" })
    .where(eq(seller.id, shop.id));
  await takePayments(s.db, shop.id);
  // Any order may be paid in cash, and each carries a delivery fee (its shares follow the goods' HSN and rate).
  await s.db.update(paymentSettings).set({ codMaxOrderPaise: null }).where(eq(paymentSettings.sellerId, shop.id));
  await s.db.insert(deliveryRules).values({ sellerId: shop.id, flatFeePaise: 4_900 });
});

afterAll(async () => {
  await s?.dispose();
});

describe("a month's GSTR-1 downloads", () => {
  it("add up to the invoices and credit notes issued in it", async () => {
    const bag = await taxedProduct(118_000, "4202", "Leather bag"); // 18%
    const chain = await taxedProduct(6_000_000, "7113", "Silver chain"); // 3%
    const shirt = await taxedProduct(50_000, "6205", "Cotton shirt"); // 5% up to ₹2,500 a piece

    const local = await makeCustomerWithAddress(s.db, "Meera"); // Maharashtra: intra-state
    const far = await makeCustomerWithAddress(s.db, "Ravi");
    const karnataka = await createAddress(s.db, far.id, { ...ADDRESS, pincode: "560001", townCity: "Bengaluru", state: "Karnataka" });
    const away = { id: far.id, addressId: karnataka.id };

    const small = await order(local, [
      { productId: bag.id, quantity: 1 },
      { productId: shirt.id, quantity: 2 },
    ]);
    const large = await order(away, [
      { productId: chain.id, quantity: 2 },
      { productId: shirt.id, quantity: 1 },
    ]);
    const business = await order(away, [
      { productId: bag.id, quantity: 1 },
      { productId: shirt.id, quantity: 3 },
    ]);
    await s.db.update(checkout).set({ buyerGstin: BUYER_GSTIN, buyerName: "Ravi Traders" }).where(eq(checkout.id, business));
    const returned = await order(local, [{ productId: shirt.id, quantity: 1 }]);
    const notShipped = await order(local, [{ productId: bag.id, quantity: 1 }]);

    for (const id of [small, large, business, returned]) await ship(id);
    // A line cancelled after shipping (B2CS, B2CL and B2B invoices), and a shipped order cancelled whole.
    await cancelOrderLine(s.db, shop.id, small, 1);
    await cancelOrderLine(s.db, shop.id, large, 1);
    await cancelOrderLine(s.db, shop.id, business, 1);
    await changeOrderStatus(s.db, shop.id, returned, "cancelled", shop.ownerUserId);

    const invoices = (await s.db.select().from(invoice).where(eq(invoice.sellerId, shop.id))).map((r) => ({
      ...r,
      data: r.data as InvoiceData,
    }));
    const notes = (await s.db.select().from(creditNote).where(eq(creditNote.sellerId, shop.id))).map((r) => ({
      ...r,
      data: r.data as CreditNoteData,
    }));
    expect(invoices.map((i) => i.checkoutId).sort()).toEqual([small, large, business, returned].sort());
    expect(invoices.map((i) => i.checkoutId)).not.toContain(notShipped);
    expect(notes).toHaveLength(4);
    month = invoices[0].data.date.slice(0, 7);
    const invoiceOf = (id: string) => invoices.find((i) => i.checkoutId === id)?.data as InvoiceData;
    const notesOf = (...ids: string[]) => notes.filter((n) => ids.includes(n.checkoutId)).map((n) => n.data);

    const sheets = Object.fromEntries(await Promise.all(GSTR1_SHEETS.map(async (sheet) => [sheet, await sheetRows(sheet)] as const)));

    // Table 4: the business buyer's invoice, a row per rate, with its GSTIN and the invoice's own value.
    expect(sheets.b2b.map((r) => [r["GSTIN/UIN of Recipient"], r["Invoice Number"], r.Rate]).sort()).toEqual([
      [BUYER_GSTIN, invoiceOf(business).number, "18"],
      [BUYER_GSTIN, invoiceOf(business).number, "5"],
    ]);
    expect(paise(sheets.b2b[0]["Invoice Value"])).toBe(invoiceOf(business).totals.valuePaise);
    expect(sheets.b2b[0]["Place Of Supply"]).toBe("29-Karnataka");
    // Table 5: the ₹1.2 lakh inter-state consumer invoice.
    expect(new Set(sheets.b2cl.map((r) => r["Invoice Number"]))).toEqual(new Set([invoiceOf(large).number]));
    // Tables 4 + 5 + 7 (net): every invoice less the credit notes against consumer invoices of table 7.
    const b2csNotes = notesOf(small, returned);
    const supplied = total(sheets.b2b, "Taxable Value") + total(sheets.b2cl, "Taxable Value") + total(sheets.b2cs, "Taxable Value");
    expect(supplied).toBe(
      sumOf(
        invoices.map((i) => i.data),
        "taxablePaise",
      ) - sumOf(b2csNotes, "taxablePaise"),
    );
    // Table 9B: the notes against the B2B invoice (CDNR) and the B2CL one (CDNUR).
    expect(new Set(sheets.cdnr.map((r) => r["Note Number"]))).toEqual(new Set(notesOf(business).map((n) => n.number)));
    expect(new Set(sheets.cdnur.map((r) => r["Note Number"]))).toEqual(new Set(notesOf(large).map((n) => n.number)));
    expect(total(sheets.cdnr, "Taxable Value") + total(sheets.cdnur, "Taxable Value")).toBe(
      sumOf(notesOf(business, large), "taxablePaise"),
    );
    // Table 12: each tax over both HSN sheets is the invoices' less the notes'.
    const hsn = [...sheets.hsn_b2b, ...sheets.hsn_b2c];
    const all = notes.map((n) => n.data);
    for (const [column, key] of [
      ["Taxable Value", "taxablePaise"],
      ["Integrated Tax Amount", "igstPaise"],
      ["Central Tax Amount", "cgstPaise"],
      ["State/UT Tax Amount", "sgstPaise"],
      ["Total Value", "valuePaise"],
    ] as const) {
      expect(total(hsn, column), column).toBe(
        sumOf(
          invoices.map((i) => i.data),
          key,
        ) - sumOf(all, key),
      );
    }
    expect(sheets.hsn_b2b.map((r) => r.HSN).sort()).toEqual(["4202", "6205"]);
    // Table 13: both series, counted whole.
    expect(sheets.docs).toEqual([
      expect.objectContaining({ "Nature of Document": "Invoices for outward supply", "Total Number": "4", Cancelled: "0" }),
      expect.objectContaining({ "Nature of Document": "Credit Note", "Total Number": "4", Cancelled: "0" }),
    ]);
  });

  it("names the file after the shop, sheet and period, and refuses an unknown sheet (404) or period (400)", async () => {
    const ok = await download("b2cs", "?quarter=2026-Q3");
    expect(ok.headers.get("Content-Disposition")).toBe(`attachment; filename="${shop.handle}-gstr1-b2cs-2026-Q3.csv"`);
    expect(ok.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect((await download("exp", "?month=2026-10")).status).toBe(404);
    for (const query of ["", "?month=2026-13", "?month=october", "?quarter=2026-Q5"]) {
      const bad = await download("b2b", query);
      expect(bad.status, query).toBe(400);
      expect(await bad.text()).toContain("?month=");
    }
  });
});
