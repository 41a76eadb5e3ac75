// The checkout page without JavaScript: the loader quotes the choices in its URL, and 'Place Order'
// is a plain form post that redirects to the order (or back, with the reason) with a one-time
// notice. The JSON body of the cart's modal keeps its reply envelope.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../app/db/schema";
import { changeCart } from "../../app/domain/cart/cart.server";
import { createAddress, deleteAddress } from "../../app/domain/customers/addresses.server";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import * as layoutRoute from "../../app/routes/shop/layout";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, makeShop, signUpForCookie, stockOf, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A shopper with two saved addresses and 2 of a ₹500 kurta in the cart; `paying`: the shop takes UPI, COD and pay-at-shop. */
async function world(paying = false) {
  const shop = await makeShop(s.db);
  if (paying) await takePayments(s.db, shop.id);
  const p = await makeProduct(s.db, shop.id, { stock: 3, pricePaise: 50_000 });
  const shopper = await signUpForCookie(s, "Nila", `203.0.113.${Math.floor(Math.random() * 200) + 1}`);
  const home = await createAddress(s.db, shopper.id, { ...ADDRESS, name: "Nila Home" });
  const office = await createAddress(s.db, shopper.id, { ...ADDRESS, name: "Nila Office" });
  await changeCart(s.db, { userId: shopper.id }, shop, { intent: "add", productId: p.id, color: "Red", size: "M", quantity: 2 });
  const page = async (search = "") =>
    checkoutRoute.loader(
      await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}/${shop.handle}/checkout${search}`, { headers: { cookie: shopper.cookie } }),
        params: { shop: shop.handle },
        guards: shopGuards(checkoutRoute),
      }),
    );
  const place = async (fields: Record<string, string>) =>
    (await checkoutRoute.action(
      await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}/${shop.handle}/checkout`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: shopper.cookie },
          body: new URLSearchParams(fields),
        }),
        params: { shop: shop.handle },
        guards: shopGuards(checkoutRoute),
      }),
    )) as Response;
  /** The notice the page after `res` shows. */
  const notice = async (res: Response) =>
    (
      await layoutRoute.loader(
        await routeArgs({
          services: s,
          request: new Request(`${s.env.BASE_URL}${res.headers.get("location")}`, { headers: { cookie: cookiesOf(res) } }),
          params: { shop: shop.handle },
        }),
      )
    ).flash;
  return { shop, p, shopper, home, office, page, place, notice };
}

describe("the checkout page's GET form", () => {
  it("quotes the address, mode and coupon in the URL, and falls back on unknown or deleted ones", async () => {
    const w = await world();
    const first = await w.page();
    expect(first.choices).toMatchObject({ mode: "delivery", couponCode: "" });
    expect([w.home.id, w.office.id]).toContain(first.choices.addressId);
    expect(first.quote?.totals.subtotalPaise).toBe(100_000);
    const chosen = await w.page(`?address=${w.office.id}&mode=in-shop&coupon=nope`);
    expect(chosen.choices).toMatchObject({ addressId: w.office.id, mode: "in-shop", couponCode: "NOPE" });
    expect(chosen.quote?.coupon).toMatchObject({ code: "NOPE", applied: false });
    expect(chosen.quote?.totals.deliveryFeePaise).toBe(0);
    await deleteAddress(s.db, w.shopper.id, w.office.id);
    const after = await w.page(`?address=${w.office.id}&mode=drone`);
    expect(after.addresses.map((a) => a.id)).toEqual([w.home.id]);
    expect(after.choices).toMatchObject({ addressId: w.home.id, mode: "delivery" });
    // A new checkout id for every rendering of the form.
    expect(after.checkoutId).not.toBe(first.checkoutId);
  });
});

describe("Place Order as a plain form post", () => {
  const lines = (productId: string, quantity = 2) => JSON.stringify([{ productId, color: "Red", size: "M", quantity }]);

  it("places the order, empties the cart and goes to its confirmation page; a double submit orders once", async () => {
    const w = await world();
    const fields = {
      checkoutId: randomUUID(),
      addressId: w.home.id,
      deliveryMode: "delivery",
      couponCode: "",
      paymentMethod: "",
      lines: lines(w.p.id),
    };
    const res = await w.place(fields);
    expect(res.status).toBe(303);
    const [order] = await s.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, w.shopper.id));
    // The order's id is the checkout id the form carried.
    expect(order?.id).toBe(fields.checkoutId);
    // The confirmation page carries the notice itself: no toast that fades (it survives a reload).
    expect(res.headers.get("location")).toBe(`/${w.shop.handle}/orders/${order?.id}/placed`);
    expect(await w.notice(res)).toBeNull();
    expect(await stockOf(s.db, w.p)).toBe(1);
    expect((await w.page()).cart.lines).toEqual([]);
    const again = await w.place(fields);
    expect(again.headers.get("location")).toBe(`/${w.shop.handle}/orders/${order?.id}/placed`);
    expect(await s.db.select().from(orders).where(eq(orders.userId, w.shopper.id))).toHaveLength(1);
  });

  it("goes back to the checkout without a deleted address, saying to choose another; nothing is ordered", async () => {
    const w = await world();
    await deleteAddress(s.db, w.shopper.id, w.office.id);
    const res = await w.place({
      checkoutId: randomUUID(),
      addressId: w.office.id,
      deliveryMode: "in-shop",
      couponCode: "",
      lines: lines(w.p.id),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/${w.shop.handle}/checkout?mode=in-shop`);
    expect(await w.notice(res)).toEqual({
      kind: "error",
      text: "Failed to create orders: Selected profile not found.",
      description: "That address was deleted. Please choose another address.",
    });
    expect(await s.db.select().from(orders).where(eq(orders.userId, w.shopper.id))).toHaveLength(0);
  });

  it.each([
    ["lines that are not JSON", { lines: "[{" }],
    ["no checkout id", { checkoutId: "" }],
    ["an unknown delivery mode", { deliveryMode: "drone" }],
    ["more than the stock", { lines: JSON.stringify([{ productId: "x", color: "Red", size: "M", quantity: 99 }]) }],
  ])("refuses %s with a notice and changes nothing (never a 500)", async (_, bad) => {
    const w = await world();
    const res = await w.place({
      checkoutId: randomUUID(),
      addressId: w.home.id,
      deliveryMode: "delivery",
      couponCode: "",
      lines: lines(w.p.id),
      ...bad,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(new RegExp(`^/${w.shop.handle}/checkout`));
    expect((await w.notice(res))?.kind).toBe("error");
    expect(await s.db.select().from(orders).where(eq(orders.userId, w.shopper.id))).toHaveLength(0);
    expect(await stockOf(s.db, w.p)).toBe(3);
  });

  it("settles the payment method by the delivery mode, and a UPI order goes to its payment screen", async () => {
    const w = await world(true);
    const page = await w.page("?mode=in-shop&method=cod");
    // COD goes with delivery only: an in-shop order gets the first method that fits.
    expect(page.quote?.payment.map((o) => o.method)).toContain("cod");
    expect(page.choices.method).not.toBe("cod");
    expect((await w.page("?mode=delivery&method=cod")).choices.method).toBe("cod");
    const res = await w.place({
      checkoutId: page.checkoutId,
      addressId: w.home.id,
      deliveryMode: "in-shop",
      paymentMethod: "upi",
      couponCode: "",
      lines: lines(w.p.id),
    });
    expect(res.headers.get("location")).toBe(`/${w.shop.handle}/pay/${page.checkoutId}`);
    expect(await w.notice(res)).toEqual({ kind: "success", text: "Your 1 order(s) have been sent to the seller." });
  });

  it("keeps the JSON reply envelope for the cart's modal", async () => {
    const w = await world();
    const checkoutId = randomUUID();
    const res = await checkoutRoute.action(
      await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}/${w.shop.handle}/checkout`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: w.shopper.cookie },
          body: JSON.stringify({
            checkoutId,
            addressId: w.home.id,
            deliveryMode: "delivery",
            lines: [{ productId: w.p.id, color: "Red", size: "M", quantity: 1 }],
          }),
        }),
        params: { shop: w.shop.handle },
        guards: shopGuards(checkoutRoute),
      }),
    );
    expect(res).not.toBeInstanceOf(Response);
    expect(JSON.stringify(res)).toContain('"count":1');
    expect(JSON.stringify(res)).toContain(`"orderId":"${checkoutId}"`);
  });
});
