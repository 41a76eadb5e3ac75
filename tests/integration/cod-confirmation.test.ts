// Cash on delivery confirmed by the shopper (docs/decisions/0137-cod-confirmation.md): the signed link
// names one order and needs no login; confirming is once and only before the goods leave; the deadline
// job, run with the clock moved past the shop's hours, flags or cancels what is still unconfirmed and
// leaves everything else alone; a shop that ships only confirmed COD orders cannot ship another; COD is
// not offered where the seller turned it off (a pincode, a shopper).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, orders, paymentSettings, productStock, shopCustomer } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { codConfirmPath, isCodConfirmToken } from "../../app/domain/payments/cod/cod-link.server";
import { codOrderForConfirmation, confirmCod, handleCodDeadline } from "../../app/domain/payments/cod/confirm.server";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop, takePayments } from "./checkout-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let productId: string;
let shopper: Awaited<ReturnType<typeof makeCustomerWithAddress>>;
const HOURS = 6;
const LATER = (from: Date) => new Date(from.getTime() + (HOURS + 1) * 3600_000);

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  await takePayments(s.db, shop.id);
  await s.db.update(paymentSettings).set({ codConfirmHours: HOURS }).where(eq(paymentSettings.sellerId, shop.id));
  productId = (await makeProduct(s.db, shop.id, { stock: 1_000 })).id;
  shopper = await makeCustomerWithAddress(s.db, "Asha");
});
afterAll(async () => {
  await s.dispose();
});

const setRules = (rules: Partial<typeof paymentSettings.$inferInsert>) =>
  s.db.update(paymentSettings).set(rules).where(eq(paymentSettings.sellerId, shop.id));

async function codOrder(now = new Date()) {
  const placed = await placeOrders(
    s.db,
    { userId: shopper.id, sellerId: shop.id },
    {
      checkoutId: randomUUID(),
      addressId: shopper.addressId,
      deliveryMode: "delivery",
      paymentMethod: "cod",
      lines: [{ productId, color: "Red", size: "M", quantity: 1 }],
    },
    now,
  );
  return placed.orderId;
}
const stateOf = async (id: string) => {
  const [row] = await s.db
    .select({ by: checkout.codConfirmBy, confirmed: checkout.codConfirmedAt, flagged: checkout.codFlaggedAt, status: orders.status })
    .from(checkout)
    .innerJoin(orders, eq(orders.id, checkout.id))
    .where(eq(checkout.id, id));
  return row;
};
const stock = async () =>
  (
    await s.db
      .select({ n: productStock.stock })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.size, "M")))
  )[0].n;

describe("the shopper's confirmation link", () => {
  it("is signed for one order: another order's, a changed or a missing signature opens nothing", async () => {
    const [a, b] = [await codOrder(), await codOrder()];
    const tokenOf = (id: string) => new URL(`https://x${codConfirmPath(s.secret, shop.handle, id)}`).searchParams.get("t") ?? "";
    expect(isCodConfirmToken(s.secret, a, tokenOf(a))).toBe(true);
    expect(isCodConfirmToken(s.secret, a, tokenOf(b))).toBe(false);
    expect(isCodConfirmToken(s.secret, a, "")).toBe(false);
    expect(isCodConfirmToken("another-secret", a, tokenOf(a))).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (forged) => {
        expect(isCodConfirmToken(s.secret, a, forged)).toBe(forged === tokenOf(a));
      }),
    );
    expect(await codOrderForConfirmation(s.db, "some-other-shop", a)).toBeNull();
  });

  it("confirms once, before the goods leave, and asks by the shop's hours", async () => {
    const placedAt = new Date();
    const id = await codOrder(placedAt);
    const before = await stateOf(id);
    expect(before.by?.getTime()).toBe(placedAt.getTime() + HOURS * 3600_000);
    expect(await codOrderForConfirmation(s.db, shop.handle, id)).toMatchObject({ state: "unconfirmed", closed: false });
    expect(await confirmCod(s.db, id)).toBe(true);
    const first = (await stateOf(id)).confirmed;
    expect(await confirmCod(s.db, id, new Date(Date.now() + 60_000))).toBe(true);
    expect((await stateOf(id)).confirmed).toEqual(first);

    const shipped = await codOrder();
    await changeOrderStatus(s.db, shop.id, shipped, "confirmed", shop.ownerUserId);
    await changeOrderStatus(s.db, shop.id, shipped, "shipped", shop.ownerUserId);
    expect(await confirmCod(s.db, shipped)).toBe(false);
    expect(await codOrderForConfirmation(s.db, shop.handle, shipped)).toMatchObject({ state: "unconfirmed", closed: true });
  });
});

describe("the deadline job, with the clock moved past the shop's hours", () => {
  it("flags an unconfirmed order once; not before its time, not a confirmed or shipped one", async () => {
    await setRules({ codLateAction: "flag" });
    const placedAt = new Date();
    const [late, confirmed, shipped] = [await codOrder(placedAt), await codOrder(placedAt), await codOrder(placedAt)];
    await confirmCod(s.db, confirmed);
    await changeOrderStatus(s.db, shop.id, shipped, "confirmed", shop.ownerUserId);
    await changeOrderStatus(s.db, shop.id, shipped, "shipped", shop.ownerUserId);
    expect(await handleCodDeadline(s.db, late, placedAt)).toBeNull();
    expect(await handleCodDeadline(s.db, late, LATER(placedAt))).toBe("flagged");
    expect(await handleCodDeadline(s.db, late, LATER(placedAt))).toBeNull();
    expect(await handleCodDeadline(s.db, confirmed, LATER(placedAt))).toBeNull();
    expect(await handleCodDeadline(s.db, shipped, LATER(placedAt))).toBeNull();
    expect((await stateOf(late)).flagged).not.toBeNull();
    expect((await stateOf(late)).status).toBe("pending");
    // Confirming afterwards lifts the flag.
    await confirmCod(s.db, late);
    expect(await stateOf(late)).toMatchObject({ flagged: null, status: "pending" });
  });

  it("cancels when the shop says so, and the stock comes back", async () => {
    await setRules({ codLateAction: "cancel" });
    const placedAt = new Date();
    const before = await stock();
    const id = await codOrder(placedAt);
    expect(await stock()).toBe(before - 1);
    expect(await handleCodDeadline(s.db, id, LATER(placedAt))).toBe("cancelled");
    expect((await stateOf(id)).status).toBe("cancelled");
    expect(await stock()).toBe(before);
    await setRules({ codLateAction: "flag" });
  });
});

describe("the shop's rules", () => {
  it("ship only confirmed COD orders: an unconfirmed one is refused, a confirmed one ships", async () => {
    await setRules({ codShipping: "ship_confirmed" });
    const id = await codOrder();
    await changeOrderStatus(s.db, shop.id, id, "confirmed", shop.ownerUserId);
    const refused = await refusal(changeOrderStatus(s.db, shop.id, id, "shipped", shop.ownerUserId));
    expect(refused).toMatchObject({ code: "cod_unconfirmed", status: 409 });
    expect((await stateOf(id)).status).toBe("confirmed");
    await confirmCod(s.db, id);
    await changeOrderStatus(s.db, shop.id, id, "shipped", shop.ownerUserId);
    expect((await stateOf(id)).status).toBe("shipped");
    await setRules({ codShipping: "ship_all" });
  });

  it("no COD to a pincode the seller listed, nor to a shopper the seller turned it off for", async () => {
    await setRules({ codOffPincodes: [ADDRESS.pincode.slice(0, 3)] });
    expect(await refusal(codOrder())).toMatchObject({ code: "cod_off_pincode" });
    await setRules({ codOffPincodes: [] });
    await codOrder();
    await s.db
      .update(shopCustomer)
      .set({ codBlocked: true })
      .where(and(eq(shopCustomer.sellerId, shop.id), eq(shopCustomer.userId, shopper.id)));
    expect(await refusal(codOrder())).toMatchObject({ code: "cod_blocked" });
  });
});
