// The cart's server side: prices and stock re-read from the database with unavailable lines
// flagged (not dropped), and the checkout/orders pages sending a signed-out visitor to the shop login.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, productStock } from "../../app/db/schema";
import { refreshCartLines } from "../../app/domain/cart/refresh.server";
import { action as refreshAction } from "../../app/routes/shop/cart-refresh";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import * as ordersRoute from "../../app/routes/shop/orders";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

describe("cart refresh", () => {
  it("returns the server's price and stock and flags sold-out, inactive, unknown and foreign lines", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const live = await makeProduct(s.db, shop.id, { pricePaise: 120_000, salePricePaise: 99_000, stock: 4 });
    const hidden = await makeProduct(s.db, shop.id, { name: "Hidden" });
    const foreign = await makeProduct(s.db, other.id, { name: "Elsewhere" });
    await s.db.update(product).set({ active: false }).where(eq(product.id, hidden.id));
    await s.db.update(productStock).set({ stock: 0 }).where(eq(productStock.productId, live.id));
    await s.db.update(productStock).set({ stock: 4 }).where(eq(productStock.size, "L"));
    const rows = await refreshCartLines(s.db, shop, [
      { productId: live.id, color: "Red", size: "L" },
      { productId: live.id, color: "Red", size: "M" },
      { productId: live.id, color: "Blue", size: "M" },
      { productId: hidden.id, color: "Red", size: "M" },
      { productId: foreign.id, color: "Red", size: "M" },
      { productId: "not-a-uuid", color: "Red", size: "M" },
    ]);
    expect(rows.map((r) => [r.state, r.stock])).toEqual([
      ["ok", 4],
      ["sold-out", 0],
      ["unavailable", 0],
      ["unavailable", 5],
      ["missing", 0],
      ["missing", 0],
    ]);
    expect(rows[0]?.product).toEqual({ name: "Cotton Kurta", pricePaise: 120_000, salePricePaise: 99_000, imageKey: "img/red" });
  });

  it("answers 400 to a malformed body instead of failing", async () => {
    const shop = await makeShop(s.db);
    const request = new Request(`${s.env.BASE_URL}/${shop.handle}/cart-refresh`, { method: "POST", body: "{not json" });
    const r = await refreshAction(await routeArgs({ services: s, request, params: { shop: shop.handle } }));
    expect((r as { init?: { status?: number } }).init?.status).toBe(400);
  });
});

describe("pages that need a signed-in customer", () => {
  it.each([
    ["checkout", checkoutRoute],
    ["orders", ordersRoute],
  ] as const)("/{shop}/%s redirects a guest to the shop login with redirectTo", async (page, route) => {
    const shop = await makeShop(s.db);
    const request = new Request(`${s.env.BASE_URL}/${shop.handle}/${page}`);
    // The route's guards (shop layout, then its own) run before its loader, as in a request.
    const thrown = await routeArgs({ services: s, request, params: { shop: shop.handle }, guards: shopGuards(route) })
      .then((args) => (route.loader as (a: never) => Promise<unknown>)(args))
      .catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `/${shop.handle}/login?redirectTo=${encodeURIComponent(`/${shop.handle}/${page}`)}`,
    );
  });
});
