// One count of new orders: the dashboard's Orders badge (layout loader) and Today's 'New orders'
// tile (today loader) read the same number, and it is the length of the list the tile links to
// (?status=pending), whatever mix of states, seen and unseen orders the shop has.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../app/domain/catalog/products.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { listSellerOrders } from "../../app/domain/orders/seller-order-list.server";
import { countNewOrders } from "../../app/domain/orders/seller-order-stats.server";
import { changeOrderStatus, markOrderSeen } from "../../app/domain/orders/seller-orders.server";
import { registerSeller } from "../../app/domain/sellers/register.server";
import type { Shop } from "../../app/domain/sellers/shops.server";
import { signUpWith } from "../../app/http/auth-api.server";
import { loader as layoutLoader } from "../../app/routes/dashboard/layout";
import { loader as todayLoader } from "../../app/routes/dashboard/today";
import { dashboardGuards, requestContext, routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS } from "./checkout-fixtures";

let s: TestServices;
let shop: Shop;
let cookie: string;
let customerId: string;
let addressId: string;
let productId: string;

beforeAll(async () => {
  s = await createTestServices();
  const context = requestContext(s);
  const request = new Request(`${s.env.BASE_URL}/register`, { method: "POST", headers: { "x-haat-client-ip": "203.0.113.41" } });
  const opened = await registerSeller(s.db, signUpWith(context, request), {
    ownerName: "Meena Iyer",
    email: "meena@example.com",
    password: "saree-shop-1",
    shopName: "Meena Silks",
    handle: "meena-silks",
    phone: "9876543210",
    location: "Chennai, Tamil Nadu",
  });
  shop = opened.shop;
  cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = await s.auth.api.signUpEmail({ body: { name: "Ravi", email: "ravi.n@example.com", password: "secret-123" } });
  customerId = user.id;
  const a = await createAddress(s.db, customerId, ADDRESS);
  addressId = a.id;
  const p = await createProduct(s.db, shop.id, {
    name: "Silk Saree",
    description: "Kanchipuram silk.",
    pricePaise: 499_900,
    salePricePaise: null,
    main: "women",
    colors: [{ color: "Red", imageKeys: [], stock: { Free: 100 } }],
  });
  productId = p.id;
});
afterAll(() => s?.dispose());

async function order() {
  const placed = await placeOrders(
    s.db,
    { userId: customerId, sellerId: shop.id },
    { checkoutId: randomUUID(), addressId, deliveryMode: "delivery", lines: [{ productId, color: "Red", size: "Free", quantity: 1 }] },
  );
  return placed.orderId;
}

/** What the seller's phone shows: the badge's number and the Today tile's number, from their loaders. */
async function shown() {
  const request = new Request(`${s.env.BASE_URL}/${shop.handle}/dashboard`, { headers: { cookie } });
  const call = () => routeArgs({ services: s, request, params: { shop: shop.handle }, guards: dashboardGuards });
  const [layout, today] = await Promise.all([call().then(layoutLoader), call().then(todayLoader)]);
  const tile = (today as Awaited<ReturnType<typeof todayLoader>>).stats.newOrders;
  return { badge: (layout as Awaited<ReturnType<typeof layoutLoader>>).newOrders, tile };
}

describe("new orders", () => {
  it("the badge and the Today tile agree through every state, seen or not", async () => {
    expect(await shown()).toEqual({ badge: 0, tile: 0 });
    const [seenPending, unseenPending, confirmed, shipped, cancelled] = [
      await order(),
      await order(),
      await order(),
      await order(),
      await order(),
    ];
    await markOrderSeen(s.db, shop.id, seenPending);
    await changeOrderStatus(s.db, shop.id, confirmed, "confirmed", shop.ownerUserId);
    for (const to of ["confirmed", "processing", "shipped"]) await changeOrderStatus(s.db, shop.id, shipped, to, shop.ownerUserId);
    await changeOrderStatus(s.db, shop.id, cancelled, "cancelled", shop.ownerUserId);

    const pendingList = await listSellerOrders(s.db, shop.id, { status: "pending" });
    expect(pendingList.orders.map((o) => o.id).sort()).toEqual([seenPending, unseenPending].sort());
    // A pending order the seller has opened is still new: it waits for them to confirm it.
    expect(await shown()).toEqual({ badge: 2, tile: 2 });
    expect(await countNewOrders(s.db, shop.id)).toBe(pendingList.total);

    await changeOrderStatus(s.db, shop.id, unseenPending, "confirmed", shop.ownerUserId);
    await changeOrderStatus(s.db, shop.id, seenPending, "cancelled", shop.ownerUserId);
    expect(await shown()).toEqual({ badge: 0, tile: 0 });
  });
});
