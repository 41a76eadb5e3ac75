// An order's tax documents on real PostgreSQL, as its pages and downloads find them: none before the goods
// leave, the invoice once shipped, a credit note for a line cancelled after that; only for the order's
// shopper and its shop, a credit note found by its file name, served as a PDF that names its invoice.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItem, product, seller } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { documentPdfResponse, findOrderCreditNote, orderDocuments } from "../../app/domain/invoices/invoices.server";
import { hasDocumentsToShow } from "../../app/domain/invoices/order-documents";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { pdfText } from "../setup/pdf-text";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

async function regularShop() {
  const shop = await makeShop(s.db, `docs-${randomUUID().slice(0, 6)}`);
  await s.db
    .update(seller)
    .set({ gstStatus: "regular", gstin: "27AAPFU0939F1ZV", gstState: "Maharashtra", location: "12 FC Road, Pune" })
    .where(eq(seller.id, shop.id));
  return shop;
}

/** A shipped order of two lines (kurtas at ₹1,050 and at ₹1,180, HSN 6205) from a new regular shop. */
async function shippedOrder() {
  const shop = await regularShop();
  const [kurta, shirt] = [
    await makeProduct(s.db, shop.id, { pricePaise: 105_000 }),
    await makeProduct(s.db, shop.id, { pricePaise: 118_000 }),
  ];
  for (const p of [kurta, shirt]) await s.db.update(product).set({ hsnCode: "6205" }).where(eq(product.id, p.id));
  const c = await makeCustomerWithAddress(s.db, "Asha");
  const line = (productId: string) => ({ productId, color: "Red", size: "M", quantity: 1, name: "Kurta" });
  const placed = await placeOrders(
    s.db,
    { userId: c.id, sellerId: shop.id, shopName: shop.shopName },
    { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(kurta.id), line(shirt.id)] },
  );
  const orderId = placed.orderId;
  const before = await orderDocuments(s.db, { sellerId: shop.id }, orderId);
  for (const to of ["confirmed", "shipped"])
    await changeOrderStatus(s.db, shop.id, orderId, to, shop.ownerUserId, { courier: "Delhivery", trackingNumber: "DLV1234567" });
  return { shop, customer: c, orderId, before };
}

describe("an order's documents", () => {
  it("are none before the goods leave (the page says the invoice is to come), then the invoice, then a credit note per cancelled line", async () => {
    const { shop, customer, orderId, before } = await shippedOrder();
    expect(before).toEqual({ invoice: null, creditNotes: [] });
    expect(hasDocumentsToShow(before, "confirmed")).toBe(true);
    expect(hasDocumentsToShow(before, "cancelled")).toBe(false);

    const shipped = await orderDocuments(s.db, { sellerId: shop.id, userId: customer.id }, orderId);
    expect(shipped.invoice).toMatchObject({
      kind: "tax_invoice",
      totalPaise: 223_000,
      file: `${shipped.invoice?.number.replace(/\//g, "-")}.pdf`,
    });
    expect(shipped.creditNotes).toEqual([]);

    const lines = await s.db.select({ lineNo: orderItem.lineNo }).from(orderItem).where(eq(orderItem.orderId, orderId));
    await cancelOrderLine(s.db, shop.id, orderId, Math.max(...lines.map((l) => l.lineNo)));
    const { invoice, creditNotes } = await orderDocuments(s.db, { sellerId: shop.id }, orderId);
    expect(invoice).toEqual(shipped.invoice);
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({ kind: "credit_note", number: expect.stringContaining("/CN/") });
    // The cancelled line's goods come back; its delivery share stays with the parcel.
    expect(creditNotes[0].totalPaise).toBeGreaterThan(0);
    expect(creditNotes[0].totalPaise).toBeLessThan(invoice?.totalPaise ?? 0);
  });

  it("are the order's shopper's and its shop's only; a credit note is found by its file name and served as a PDF", async () => {
    const { shop, customer, orderId } = await shippedOrder();
    const lines = await s.db.select({ lineNo: orderItem.lineNo }).from(orderItem).where(eq(orderItem.orderId, orderId));
    await cancelOrderLine(s.db, shop.id, orderId, lines[0].lineNo);
    const other = await makeCustomerWithAddress(s.db);
    const otherShop = await regularShop();
    const { invoice, creditNotes } = await orderDocuments(s.db, { sellerId: shop.id }, orderId);
    const file = creditNotes[0].file;

    for (const stranger of [
      { sellerId: shop.id, userId: other.id },
      { sellerId: otherShop.id },
      { sellerId: otherShop.id, userId: customer.id },
    ]) {
      expect(await orderDocuments(s.db, stranger, orderId)).toEqual({ invoice: null, creditNotes: [] });
      expect(await findOrderCreditNote(s.db, stranger, orderId, file)).toBeNull();
    }
    expect(await findOrderCreditNote(s.db, { sellerId: shop.id }, orderId, "NOPE-CN-26-27-1.pdf")).toBeNull();
    expect(await findOrderCreditNote(s.db, { sellerId: shop.id }, "not-a-uuid", file)).toBeNull();

    const found = await findOrderCreditNote(s.db, { sellerId: shop.id, userId: customer.id }, orderId, file);
    expect(found?.number).toBe(creditNotes[0].number);
    if (!found) return;
    const res = await documentPdfResponse(s.storage, found);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="${file}"`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(`Credit note number: ${found.number}`);
    expect(text).toMatch(new RegExp(`Against invoice ${invoice?.number} dated \\d{2}-\\d{2}-\\d{4}`));
  });
});
