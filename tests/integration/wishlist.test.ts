// The wishlist (docs/decisions/0083-wishlist.md) on a real PostgreSQL: saving records the price and
// stock of the moment, the list says what changed since, only the shop's active products can be
// saved, the cap holds, a guest's list merges once, and the route answers guests and bad input.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, productStock, wishlistItem } from "../../app/db/schema";
import { priceChangeText, stockLabel, stockState, WISHLIST_MAX } from "../../app/domain/wishlist/wishlist";
import {
  addToWishlist,
  listWishlist,
  mergeGuestWishlist,
  removeFromWishlist,
  savedProductIds,
} from "../../app/domain/wishlist/wishlist.server";
import * as wishlistRoute from "../../app/routes/shop/wishlist";
import { refusal } from "../setup/refusal";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeProduct, makeShop, makeUser, signUpForCookie } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

async function soldOut(p: { id: string; sellerId: string }) {
  await s.db
    .update(productStock)
    .set({ stock: 0 })
    .where(and(eq(productStock.productId, p.id), eq(productStock.sellerId, p.sellerId)));
}

/** Changes a product as its seller would: the row of that shop. */
async function sellerSets(p: { id: string; sellerId: string }, values: Partial<typeof product.$inferInsert>) {
  await s.db
    .update(product)
    .set(values)
    .where(and(eq(product.id, p.id), eq(product.sellerId, p.sellerId)));
}

describe("wishlist domain", () => {
  it("saves the effective price and stock, lists what changed since, and removes", async () => {
    const shop = await makeShop(s.db);
    const u = await makeUser(s.db);
    const cheaper = await makeProduct(s.db, shop.id, { name: "Kurta", pricePaise: 120_000, salePricePaise: 100_000 });
    const dearer = await makeProduct(s.db, shop.id, { name: "Saree", pricePaise: 50_000 });
    const restocked = await makeProduct(s.db, shop.id, { name: "Dupatta", pricePaise: 30_000 });
    await soldOut(restocked);

    await addToWishlist(s.db, u.id, shop.id, cheaper.id);
    await addToWishlist(s.db, u.id, shop.id, dearer.id);
    await addToWishlist(s.db, u.id, shop.id, restocked.id.toUpperCase()); // ids in any case
    await addToWishlist(s.db, u.id, shop.id, cheaper.id); // again: nothing changes

    const [row] = await s.db
      .select()
      .from(wishlistItem)
      .where(and(eq(wishlistItem.productId, cheaper.id), eq(wishlistItem.sellerId, shop.id)));
    expect(row).toMatchObject({ savedPricePaise: 100_000, savedInStock: true, sellerId: shop.id });

    // The seller changes prices and stock after the shopper saved.
    await sellerSets(cheaper, { salePricePaise: 95_000 });
    await sellerSets(dearer, { pricePaise: 52_000 });
    await s.db
      .update(productStock)
      .set({ stock: 3 })
      .where(and(eq(productStock.productId, restocked.id), eq(productStock.sellerId, shop.id), eq(productStock.size, "L")));
    await soldOut(dearer);

    const items = await listWishlist(s.db, u.id, shop.id);
    expect(items.map((i) => i.name)).toEqual(["Dupatta", "Saree", "Kurta"]); // newest first
    const byName = Object.fromEntries(items.map((i) => [i.name, i]));
    expect(byName.Kurta).toMatchObject({ savedPricePaise: 100_000, currentPricePaise: 95_000 });
    expect(priceChangeText(byName.Kurta.savedPricePaise, byName.Kurta.currentPricePaise)).toBe("Price dropped by ₹50.00");
    expect(priceChangeText(byName.Saree.savedPricePaise, byName.Saree.currentPricePaise)).toBe("Price up by ₹20.00");
    expect(stockLabel(stockState(byName.Dupatta))).toBe("Back in stock");
    expect(byName.Dupatta.options).toEqual([{ color: "Red", size: "L", stock: 3, imageKey: "img/red" }]);
    expect(stockLabel(stockState(byName.Saree))).toBe("Out of stock");
    expect(byName.Saree.options).toEqual([]);
    expect(stockState(byName.Kurta)).toBe("in-stock");

    const v = await makeUser(s.db);
    await addToWishlist(s.db, v.id, shop.id, dearer.id);
    await removeFromWishlist(s.db, u.id, shop.id, dearer.id);
    expect(await savedProductIds(s.db, v.id, shop.id)).toEqual([dearer.id]); // only ever the shopper's own
    await removeFromWishlist(s.db, u.id, shop.id, "not-a-uuid"); // nothing to remove: fine
    expect(await savedProductIds(s.db, u.id, shop.id)).toEqual([restocked.id, cheaper.id]);
  });

  it("shows a product the seller took off sale as unavailable, and keeps it until removed", async () => {
    const shop = await makeShop(s.db);
    const u = await makeUser(s.db);
    const p = await makeProduct(s.db, shop.id);
    await addToWishlist(s.db, u.id, shop.id, p.id);
    await sellerSets(p, { active: false });
    const [item] = await listWishlist(s.db, u.id, shop.id);
    expect(item).toMatchObject({ available: false, inStock: false, options: [] });
    expect(stockLabel(stockState(item))).toBe("No longer available");
  });

  it("refuses unknown, foreign and inactive products and changes nothing", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const u = await makeUser(s.db);
    const foreign = await makeProduct(s.db, other.id);
    const hidden = await makeProduct(s.db, shop.id);
    await sellerSets(hidden, { active: false });
    for (const id of [foreign.id, randomUUID(), "not-a-uuid", "' or 1=1 --"]) {
      const e = await refusal(addToWishlist(s.db, u.id, shop.id, id));
      expect([e.code, e.status]).toEqual(["product_not_found", 404]);
    }
    const e = await refusal(addToWishlist(s.db, u.id, shop.id, hidden.id));
    expect([e.code, e.status]).toEqual(["product_inactive", 422]);
    expect(
      await s.db
        .select()
        .from(wishlistItem)
        .where(and(eq(wishlistItem.userId, u.id), eq(wishlistItem.sellerId, shop.id))),
    ).toEqual([]);
  });

  it("caps a shopper's list per shop, saying so, while other shops and shoppers are not counted", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const u = await makeUser(s.db);
    const base = await makeProduct(s.db, shop.id);
    // Filled to the cap directly (creating 200 products through the domain is slow and beside the point).
    const ids = Array.from({ length: WISHLIST_MAX }, () => randomUUID());
    const [full] = await s.db
      .select()
      .from(product)
      .where(and(eq(product.id, base.id), eq(product.sellerId, shop.id)));
    await s.db.insert(product).values(ids.map((id, i) => ({ ...full, id, name: `P${i}`, searchText: undefined })));
    await s.db
      .insert(wishlistItem)
      .values(ids.map((productId) => ({ userId: u.id, productId, sellerId: shop.id, savedPricePaise: 1, savedInStock: true })));
    const e = await refusal(addToWishlist(s.db, u.id, shop.id, base.id));
    expect([e.code, e.status, e.message]).toEqual(["wishlist_full", 422, "Your wishlist is full (200 items). Remove some to save more."]);
    await addToWishlist(s.db, u.id, shop.id, ids[0] as string); // already saved: still fine
    expect(await mergeGuestWishlist(s.db, u.id, shop.id, [base.id])).toEqual({ added: 0 });
    // Another shop's list, and another shopper's, have room.
    await addToWishlist(s.db, u.id, other.id, (await makeProduct(s.db, other.id)).id);
    await addToWishlist(s.db, (await makeUser(s.db)).id, shop.id, base.id);
    expect((await savedProductIds(s.db, u.id, shop.id)).length).toBe(WISHLIST_MAX);
  });

  it("merges a guest list once: missing active products of this shop only, in the guest's order, per shopper", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const u = await makeUser(s.db);
    const v = await makeUser(s.db);
    const [a, b, c] = [await makeProduct(s.db, shop.id), await makeProduct(s.db, shop.id), await makeProduct(s.db, shop.id)];
    const foreign = await makeProduct(s.db, other.id);
    const hidden = await makeProduct(s.db, shop.id);
    await sellerSets(hidden, { active: false });
    await addToWishlist(s.db, u.id, shop.id, b.id);
    const guest = [a.id, b.id, foreign.id, hidden.id, "junk", randomUUID(), c.id, a.id];

    expect(await mergeGuestWishlist(s.db, u.id, shop.id, guest)).toEqual({ added: 2 });
    expect(await mergeGuestWishlist(s.db, u.id, shop.id, guest)).toEqual({ added: 0 }); // idempotent
    expect(await savedProductIds(s.db, u.id, shop.id)).toEqual([a.id, c.id, b.id]);
    expect(await savedProductIds(s.db, u.id, other.id)).toEqual([]); // the foreign id went nowhere
    expect(await savedProductIds(s.db, v.id, shop.id)).toEqual([]); // another shopper's list is untouched
  });
});

describe("/{shop}/wishlist route", () => {
  const post = (handle: string, body: Record<string, string>, cookie?: string) =>
    new Request(`${s.env.BASE_URL}/${handle}/wishlist`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(body),
    });
  const call = async (request: Request, handle: string, singleFetch: boolean) =>
    wishlistRoute.action(
      await routeArgs({ services: s, request, params: { shop: handle }, guards: shopGuards(wishlistRoute), singleFetch }),
    );

  it("shows a guest their list (kept in the browser) in its order, this shop's only; a guest's heart, plain form or fetcher, goes to the login", async () => {
    const shop = await makeShop(s.db);
    const rival = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { name: "Guest Kurta" });
    const q = await makeProduct(s.db, shop.id, { name: "Guest Saree" });
    const foreign = await makeProduct(s.db, rival.id, { name: "Rival Shawl" });
    const guestPage = async (query: string) =>
      wishlistRoute.loader(
        await routeArgs({
          services: s,
          request: new Request(`${s.env.BASE_URL}/${shop.handle}/wishlist${query}`),
          params: { shop: shop.handle },
          guards: shopGuards(wishlistRoute),
        }),
      );
    const page = await guestPage(
      `?${new URLSearchParams({ ids: [q.id, foreign.id, "junk", randomUUID(), p.id.toUpperCase()].join(",") })}`,
    );
    expect(page.guest).toBe(true);
    expect(page.items.map((i) => [i.name, i.available, i.currentPricePaise === i.savedPricePaise])).toEqual([
      ["Guest Saree", true, true],
      ["Guest Kurta", true, true],
    ]);
    expect(await guestPage("")).toMatchObject({ guest: true, items: [] });
    // Either way back to the product page the heart was on (its Referer), not to the wishlist.
    const productPage = `/${shop.handle}/product/${p.id}`;
    for (const singleFetch of [false, true]) {
      const request = post(shop.handle, { intent: "add", productId: p.id });
      request.headers.set("referer", `${s.env.BASE_URL}${productPage}`);
      const thrown = await call(request, shop.handle, singleFetch).catch((e) => e);
      expect((thrown as Response).headers.get("location")).toBe(`/${shop.handle}/login?redirectTo=${encodeURIComponent(productPage)}`);
    }
  });

  it("saves from a plain form and goes back to the shop page it came from (never elsewhere); refuses bad input with a 4xx", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id);
    const { cookie } = await signUpForCookie(s, "Wisher", "10.9.0.1");
    const back = `/${shop.handle}/product/${p.id}?color=Red`;
    const doc = await call(post(shop.handle, { intent: "add", productId: p.id, back }, cookie), shop.handle, false).catch((e) => e);
    expect((doc as Response).headers.get("location")).toBe(back);
    const offsite = await call(
      post(shop.handle, { intent: "remove", productId: p.id, back: "//evil.example/x" }, cookie),
      shop.handle,
      false,
    ).catch((e) => e);
    expect((offsite as Response).headers.get("location")).toBe(`/${shop.handle}/wishlist`);
    const otherShop = await call(
      post(shop.handle, { intent: "add", productId: p.id, back: "/another-shop" }, cookie),
      shop.handle,
      false,
    ).catch((e) => e);
    expect((otherShop as Response).headers.get("location")).toBe(`/${shop.handle}/wishlist`);
    // A card's heart names no page: its same-host Referer, kept inside the shop.
    const fromCard = (referer: string) => {
      const request = post(shop.handle, { intent: "add", productId: p.id }, cookie);
      request.headers.set("referer", referer);
      return call(request, shop.handle, false).catch((e) => (e as Response).headers.get("location"));
    };
    expect(await fromCard(`${s.env.BASE_URL}/${shop.handle}?q=kurta`)).toBe(`/${shop.handle}?q=kurta`);
    expect(await fromCard(`${s.env.BASE_URL}/another-shop`)).toBe(`/${shop.handle}/wishlist`);
    expect(await fromCard("http://elsewhere.example/x")).toBe(`/${shop.handle}/wishlist`);

    for (const [body, status] of [
      [{ intent: "add", productId: randomUUID() }, 404],
      [{ intent: "add" }, 400],
      [{ intent: "explode", productId: p.id }, 400],
      [{ intent: "add", productId: "x".repeat(65) }, 400],
    ] as const) {
      const r = await call(post(shop.handle, body, cookie), shop.handle, true);
      expect((r as { init?: { status?: number } }).init?.status, JSON.stringify(body)).toBe(status);
    }
    const merged = await call(post(shop.handle, { intent: "merge", ids: `${p.id},junk` }, cookie), shop.handle, true);
    expect((merged as { data: { status: string } }).data.status).toBe("success");
  });
});
