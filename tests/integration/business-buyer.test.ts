// A business buyer's GSTIN at checkout, on real PostgreSQL: the page offers it for a regular GST
// seller, the order stores it, the invoice issued when the goods ship names the business, and a bad
// GSTIN is refused on its field with nothing written.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, invoice, orders, product, seller } from "../../app/db/schema";
import { changeCart } from "../../app/domain/cart/cart.server";
import { orderBusinessBuyer } from "../../app/domain/checkout/business-buyer.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import type { InvoiceData } from "../../app/domain/invoices/document";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import { refusal } from "../setup/refusal";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, makeShop, signUpForCookie, stockOf } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const BUYER = { buyerGstin: "27aapfu0939f1zv", buyerName: " Acme Traders Pvt Ltd " };

/** A Maharashtra shop of `status` selling a ₹500 kurta (HSN 6205), and a signed-in shopper with 1 in the cart. */
async function b2bWorld(status: "regular" | "unregistered" = "regular") {
  const shop = await makeShop(s.db);
  await s.db
    .update(seller)
    .set({ gstStatus: status, gstin: status === "regular" ? "27AAPFU0939F1ZV" : null, gstState: "Maharashtra" })
    .where(eq(seller.id, shop.id));
  const p = await makeProduct(s.db, shop.id, { stock: 3, pricePaise: 50_000 });
  await s.db.update(product).set({ hsnCode: "6205" }).where(eq(product.id, p.id));
  const shopper = await signUpForCookie(s, "Meera", `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
  const home = await createAddress(s.db, shopper.id, { ...ADDRESS, name: "Meera" });
  await changeCart(s.db, { userId: shopper.id }, shop, { intent: "add", productId: p.id, color: "Red", size: "M", quantity: 1 });
  const request = {
    checkoutId: randomUUID(),
    addressId: home.id,
    deliveryMode: "delivery",
    couponCode: "",
    lines: JSON.stringify([{ productId: p.id, color: "Red", size: "M", quantity: 1 }]),
  };
  const call = async (init: RequestInit) =>
    checkoutRoute.action(
      await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}/${shop.handle}/checkout`, {
          method: "POST",
          ...init,
          headers: { ...init.headers, cookie: shopper.cookie },
        }),
        params: { shop: shop.handle },
        guards: shopGuards(checkoutRoute),
      }),
    );
  const postForm = (fields: Record<string, string>) =>
    call({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  const postJson = (body: unknown) => call({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const page = async () =>
    checkoutRoute.loader(
      await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}/${shop.handle}/checkout`, { headers: { cookie: shopper.cookie } }),
        params: { shop: shop.handle },
        guards: shopGuards(checkoutRoute),
      }),
    );
  const nothingWritten = async () => {
    expect(await s.db.select().from(checkout).where(eq(checkout.userId, shopper.id))).toHaveLength(0);
    expect(await stockOf(s.db, p)).toBe(3);
  };
  return { shop, p, shopper, request, postForm, postJson, page, nothingWritten };
}

describe("a business buyer's GSTIN at checkout", () => {
  it("is offered only by a regular GST seller's checkout", async () => {
    expect((await (await b2bWorld("regular")).page()).quote?.takesBuyerGstin).toBe(true);
    expect((await (await b2bWorld("unregistered")).page()).quote?.takesBuyerGstin).toBe(false);
  });

  it("is stored with the order and named on the tax invoice issued when the order ships", async () => {
    const w = await b2bWorld();
    const res = (await w.postForm({ ...w.request, ...BUYER })) as Response;
    expect(res.status).toBe(303);
    const orderId = w.request.checkoutId;
    const [row] = await s.db.select().from(checkout).where(eq(checkout.id, orderId));
    expect([row?.buyerGstin, row?.buyerName]).toEqual(["27AAPFU0939F1ZV", "Acme Traders Pvt Ltd"]);
    expect(await orderBusinessBuyer(s.db, w.shopper.id, orderId)).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Acme Traders Pvt Ltd" });
    // Someone else asking for the order learns nothing.
    expect(await orderBusinessBuyer(s.db, w.shop.ownerUserId, orderId)).toBeNull();
    // No invoice until the goods leave.
    expect(await s.db.select().from(invoice).where(eq(invoice.checkoutId, orderId))).toHaveLength(0);
    await changeOrderStatus(s.db, w.shop.id, orderId, "confirmed", w.shop.ownerUserId);
    await changeOrderStatus(s.db, w.shop.id, orderId, "shipped", w.shop.ownerUserId);
    const [issued] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, orderId));
    expect((issued?.data as InvoiceData | undefined)?.recipient).toMatchObject({ name: "Acme Traders Pvt Ltd", gstin: "27AAPFU0939F1ZV" });
  });

  it("answers a bad GSTIN in the plain form with 400, the field's message and what was typed; nothing is written", async () => {
    const w = await b2bWorld();
    const answer = await w.postForm({ ...w.request, buyerGstin: "27AAPFU0939F1ZW", buyerName: "" });
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        businessBuyer: {
          gstin: "27AAPFU0939F1ZW",
          name: "",
          errors: {
            buyerGstin: "Enter a valid GSTIN: its last character does not match, please check it for a typo.",
            buyerName: "Enter the business's legal name, as registered for GST.",
          },
        },
      },
    });
    await w.nothingWritten();
  });

  it("answers a bad GSTIN in the cart's JSON body with a 400 field error; nothing is written", async () => {
    const w = await b2bWorld();
    const lines = JSON.parse(w.request.lines);
    const answer = await w.postJson({ ...w.request, lines, buyerGstin: "99AAPFU0939F1ZV", buyerName: "Acme" });
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { status: "error", error: { buyerGstin: ["Enter a valid GSTIN: its first two digits are not an Indian state code."] } },
    });
    await w.nothingWritten();
  });

  it("does not replay a checkout id sent again with another GSTIN or name", async () => {
    const w = await b2bWorld();
    const who = { userId: w.shopper.id, sellerId: w.shop.id };
    const first = { ...w.request, lines: JSON.parse(w.request.lines), ...BUYER };
    await placeOrders(s.db, who, first);
    expect((await placeOrders(s.db, who, { ...first, buyerGstin: "27AAPFU0939F1ZV" })).replayed).toBe(true);
    for (const changed of [{ buyerGstin: "29AAGCB7383J1Z4" }, { buyerName: "Acme Exports" }, { buyerGstin: "", buyerName: "" }])
      expect((await refusal(placeOrders(s.db, who, { ...first, ...changed }))).code).toBe("checkout_changed");
    expect(await s.db.select().from(orders).where(eq(orders.userId, w.shopper.id))).toHaveLength(1);
  });
});
