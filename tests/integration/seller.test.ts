// The seller side against a real database: opening a shop, the seller's catalogue, order status
// changes, and that one seller can neither read nor change another seller's data.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address, banner, category, checkout, orderStatusEvent, product, productStock, seller, user } from "../../app/db/schema";
import {
  addSellerSubcategory,
  createCategory,
  deleteCategory,
  listSellerCategories,
  moveCategory,
  renameCategory,
} from "../../app/domain/catalog/categories.server";
import { MAX_STOCK } from "../../app/domain/catalog/product-form";
import type { ProductInput } from "../../app/domain/catalog/product-input";
import { createProduct, duplicateProduct, removeProduct, setProductActive, updateProduct } from "../../app/domain/catalog/products.server";
import { getSellerProduct, listSellerProducts } from "../../app/domain/catalog/seller-products.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { listSellerOrders } from "../../app/domain/orders/seller-order-list.server";
import { countNewOrders, sellerOrderStats } from "../../app/domain/orders/seller-order-stats.server";
import { changeOrderStatus, getSellerOrder, markOrderSeen } from "../../app/domain/orders/seller-orders.server";
import { addBanner, listSellerBanners, moveBanner, removeBanner } from "../../app/domain/sellers/banners.server";
import { handleProblem, suggestHandle, takenHandle } from "../../app/domain/sellers/forms";
import { registerSeller } from "../../app/domain/sellers/register.server";
import type { Shop } from "../../app/domain/sellers/shops.server";
import { signUpWith } from "../../app/http/auth-api.server";
import { requestContext } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let context: RouterContextProvider;
let shopA: Shop;
let shopB: Shop;
let customerId: string;
let addressId: string;

const request = (ip = "203.0.113.20") => new Request(`${s.env.BASE_URL}/register`, { method: "POST", headers: { "x-haat-client-ip": ip } });

const form = (over: Record<string, string> = {}) => ({
  ownerName: "Lakshmi Devi",
  email: `owner.${randomUUID().slice(0, 8)}@example.com`,
  password: "saree-shop-1",
  shopName: "Lakshmi Sarees",
  handle: `shop-${randomUUID().slice(0, 8)}`,
  phone: "9876543210",
  location: "Kanchipuram, Tamil Nadu",
  ...over,
});

const kurta = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: "Cotton Kurta",
  description: "Handloom cotton.",
  pricePaise: 99_900,
  salePricePaise: 79_900,
  main: "men",
  colors: [
    { color: "Red", imageKeys: ["img/a"], stock: { M: 5, L: 2 } },
    { color: "Blue", imageKeys: [], stock: { M: 1 } },
  ],
  ...over,
});

beforeAll(async () => {
  s = await createTestServices();
  context = requestContext(s);
  shopA = (await registerSeller(s.db, signUpWith(context, request()), form({ handle: "shop-a", email: "a@example.com" }))).shop;
  shopB = (await registerSeller(s.db, signUpWith(context, request()), form({ handle: "shop-b", email: "b@example.com" }))).shop;
  const { user: customer } = await s.auth.api.signUpEmail({ body: { name: "Ravi", email: "ravi@example.com", password: "secret-123" } });
  customerId = customer.id;
  const [a] = await s.db
    .insert(address)
    .values({
      userId: customerId,
      name: "Ravi Kumar",
      mobile: "9830012345",
      flatHouseBuilding: "14 Park Street",
      areaStreetSector: "Park Circus",
      pincode: "700016",
      townCity: "Kolkata",
      state: "West Bengal",
    })
    .returning();
  addressId = a.id;
});
afterAll(async () => {
  await s?.dispose();
});

async function order(shop: Shop, productId: string, color: string, size: string, quantity: number) {
  const placed = await placeOrders(
    s.db,
    { userId: customerId, sellerId: shop.id },
    { checkoutId: randomUUID(), addressId, deliveryMode: "delivery", lines: [{ productId, color, size, quantity }] },
  );
  return placed.orderId;
}

async function stockOf(productId: string, color: string, size: string) {
  const rows = await s.db.select().from(productStock).where(eq(productStock.productId, productId));
  return rows.find((r) => r.color === color && r.size === size)?.stock;
}

describe("handles", () => {
  it("suggests a valid handle from the shop name", () => {
    expect(suggestHandle("Lakshmi Sarées & Co.")).toBe("lakshmi-sarees-co");
    expect(suggestHandle("Admin")).toBe("admin-shop");
    expect(suggestHandle("A")).toBe("a-shop");
    expect(handleProblem(suggestHandle("  --Weird__Name!!  "))).toBeNull();
  });

  it("refuses bad formats and reserved words", () => {
    expect(handleProblem("Shop")).toMatch(/lower-case letters/);
    expect(handleProblem("-shop")).toMatch(/lower-case letters/);
    expect(handleProblem("ab")).toMatch(/3 to 40/);
    expect(handleProblem("a--b")).toMatch(/two hyphens/);
    for (const word of ["admin", "about", "login", "register", "api", "media", "assets", "dashboard", "checkout"]) {
      expect(handleProblem(word)).toMatch(/reserved/);
    }
    expect(handleProblem("my-shop-2")).toBeNull();
  });
});

describe("opening a shop", () => {
  it("creates a seller account, the shop and a session", async () => {
    const input = form({ handle: "kanchi-silks", email: "Owner@Example.com" });
    const { shop, headers } = await registerSeller(s.db, signUpWith(context, request()), input);
    expect(shop).toMatchObject({ handle: "kanchi-silks", shopName: "Lakshmi Sarees", email: "owner@example.com", phone: "9876543210" });
    const [row] = await s.db.select().from(user).where(eq(user.id, shop.ownerUserId));
    expect(row.role).toBe("seller");
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await s.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.id).toBe(shop.ownerUserId);
  });

  it("refuses a reserved or taken handle and creates no user", async () => {
    for (const [handle, message] of [
      ["admin", /reserved/],
      ["shop-a", new RegExp(takenHandle())],
      ["Bad Handle", /lower-case letters/],
    ] as const) {
      const input = form({ handle });
      await expect(registerSeller(s.db, signUpWith(context, request()), input)).rejects.toMatchObject({
        code: handle === "shop-a" ? "handle_taken" : "invalid_input",
        field: "handle",
        message: expect.stringMatching(message),
      });
      expect(await s.db.select().from(user).where(eq(user.email, input.email))).toHaveLength(0);
    }
  });

  it("refuses bad fields with a clear message", async () => {
    await expect(registerSeller(s.db, signUpWith(context, request()), form({ phone: "12345" }))).rejects.toMatchObject({
      message: "Phone number must be 10 digits.",
    });
    await expect(registerSeller(s.db, signUpWith(context, request()), form({ password: "12345" }))).rejects.toMatchObject({
      message: "Password must be at least 6 characters",
    });
    await expect(registerSeller(s.db, signUpWith(context, request()), form({ email: "a@example.com" }))).rejects.toMatchObject({
      code: "email_taken",
      field: "email",
    });
  });

  it("leaves no half-made account when two sign-ups race for one handle", async () => {
    const one = form({ handle: "race-shop" });
    const two = form({ handle: "race-shop" });
    const results = await Promise.allSettled([
      registerSeller(s.db, signUpWith(context, request("198.51.100.1")), one),
      registerSeller(s.db, signUpWith(context, request("198.51.100.2")), two),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = results[0].status === "rejected" ? one : two;
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason.message).toBe(takenHandle());
    expect(await s.db.select().from(user).where(eq(user.email, loser.email))).toHaveLength(0);
    expect(await s.db.select().from(seller).where(eq(seller.handle, "race-shop"))).toHaveLength(1);
  });
});

describe("the seller's catalogue", () => {
  it("creates, edits, duplicates, deactivates and lists products", async () => {
    const created = await createProduct(s.db, shopA.id, kurta());
    await updateProduct(
      s.db,
      shopA.id,
      created.id,
      kurta({ name: "Silk Kurta", colors: [{ color: "Green", imageKeys: ["img/g1", "img/g2"], stock: { XL: 4 } }] }),
    );
    const edited = await getSellerProduct(s.db, shopA.id, created.id);
    expect(edited).toMatchObject({ name: "Silk Kurta", colors: [{ color: "Green", imageKeys: ["img/g1", "img/g2"], stock: { XL: 4 } }] });
    expect(edited?.searchText).toContain("green");

    const copy = await duplicateProduct(s.db, shopA.id, created.id);
    expect(copy).toMatchObject({ name: "Copy of Silk Kurta", active: false });
    expect((await getSellerProduct(s.db, shopA.id, copy.id))?.colors).toEqual(edited?.colors);

    await setProductActive(s.db, shopA.id, created.id, false);
    const inactive = await listSellerProducts(s.db, shopA.id, { status: "inactive" });
    expect(inactive.products.map((p) => p.id).sort()).toEqual([created.id, copy.id].sort());
    const search = await listSellerProducts(s.db, shopA.id, { q: "SILK" });
    expect(search.total).toBe(2);
    expect(search.products[0]).toMatchObject({ totalStock: 4, imageKey: "img/g1" });
  });

  it("lists a product whose stock adds up past a PostgreSQL integer (30 colours × 80 sizes × 999,999)", async () => {
    const colors = Array.from({ length: 30 }, (_, c) => ({
      color: `Shade ${c}`,
      imageKeys: [],
      stock: Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`S${i}`, MAX_STOCK])),
    }));
    const big = await createProduct(s.db, shopA.id, kurta({ name: "Bulk Lot", colors }));
    const listed = await listSellerProducts(s.db, shopA.id, { q: "bulk lot" });
    expect(listed.products.map((p) => [p.id, p.totalStock])).toEqual([[big.id, 30 * 80 * MAX_STOCK]]);
    await removeProduct(s.db, shopA.id, big.id);
  });

  it("refuses a sale price at or above the price", async () => {
    await expect(createProduct(s.db, shopA.id, kurta({ salePricePaise: 99_900 }))).rejects.toThrow("Sale price must be below the price.");
  });

  it("deletes an unordered product but only deactivates an ordered one", async () => {
    const unordered = await createProduct(s.db, shopA.id, kurta());
    expect(await removeProduct(s.db, shopA.id, unordered.id)).toBe("deleted");
    const ordered = await createProduct(s.db, shopA.id, kurta());
    await order(shopA, ordered.id, "Red", "M", 1);
    expect(await removeProduct(s.db, shopA.id, ordered.id)).toBe("deactivated");
    const [row] = await s.db.select().from(product).where(eq(product.id, ordered.id));
    expect(row.active).toBe(false);
  });
});

describe("orders", () => {
  it("moves an order through every status, recording each change with its actor", async () => {
    const p = await createProduct(s.db, shopA.id, kurta());
    const id = await order(shopA, p.id, "Red", "M", 2);
    expect(await countNewOrders(s.db, shopA.id)).toBeGreaterThan(0);
    for (const to of ["confirmed", "processing", "shipped", "delivered"]) {
      await changeOrderStatus(s.db, shopA.id, id, to, shopA.ownerUserId);
    }
    const detail = await getSellerOrder(s.db, shopA.id, id);
    expect(detail?.status).toBe("delivered");
    expect(detail?.history.map((h) => h.status)).toEqual(["pending", "confirmed", "processing", "shipped", "delivered"]);
    expect(detail?.history[1].actor).toBe("Lakshmi Devi");
    expect(detail?.next).toEqual([]);
    // Delivered is final: it can no longer be cancelled.
    await expect(changeOrderStatus(s.db, shopA.id, id, "cancelled", shopA.ownerUserId)).rejects.toMatchObject({ status: 409 });
    expect(await stockOf(p.id, "Red", "M")).toBe(3);
  });

  it("refuses skipping a step", async () => {
    const p = await createProduct(s.db, shopA.id, kurta());
    const id = await order(shopA, p.id, "Red", "M", 1);
    await expect(changeOrderStatus(s.db, shopA.id, id, "shipped", shopA.ownerUserId)).rejects.toMatchObject({ status: 409 });
    await expect(changeOrderStatus(s.db, shopA.id, id, "lost", shopA.ownerUserId)).rejects.toMatchObject({ status: 400 });
  });

  it("cancelling returns the stock once, even when clicked twice", async () => {
    const p = await createProduct(s.db, shopA.id, kurta());
    const id = await order(shopA, p.id, "Red", "L", 2);
    expect(await stockOf(p.id, "Red", "L")).toBe(0);
    await changeOrderStatus(s.db, shopA.id, id, "confirmed", shopA.ownerUserId);
    const results = await Promise.allSettled([
      changeOrderStatus(s.db, shopA.id, id, "cancelled", shopA.ownerUserId),
      changeOrderStatus(s.db, shopA.id, id, "cancelled", shopA.ownerUserId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await stockOf(p.id, "Red", "L")).toBe(2);
  });

  it("lists, filters and counts", async () => {
    const p = await createProduct(s.db, shopA.id, kurta({ name: "Findable Dhoti" }));
    const id = await order(shopA, p.id, "Blue", "M", 1);
    const found = await listSellerOrders(s.db, shopA.id, { q: "findable" });
    expect(found.orders.map((o) => o.id)).toEqual([id]);
    // The list row names the item and its quantity (correlated subqueries on the order row).
    expect(found.orders[0]).toMatchObject({ itemName: "Findable Dhoti", lineCount: 1, quantity: 1 });
    expect((await listSellerOrders(s.db, shopA.id, { status: "pending", q: "ravi" })).orders.map((o) => o.id)).toContain(id);
    expect((await listSellerOrders(s.db, shopA.id, { status: "delivered", q: "findable" })).total).toBe(0);
    const seenInList = async () => (await listSellerOrders(s.db, shopA.id, { q: "findable" })).orders[0].seen;
    // Reading the order (its page's loader, a link prefetch) changes nothing; the page's POST marks it seen.
    expect(await getSellerOrder(s.db, shopA.id, id)).toMatchObject({ seen: false });
    expect(await seenInList()).toBe(false);
    await markOrderSeen(s.db, shopA.id, id);
    await markOrderSeen(s.db, shopA.id, id);
    expect(await seenInList()).toBe(true);
    expect(await getSellerOrder(s.db, shopA.id, id)).toMatchObject({ seen: true });
    await expect(markOrderSeen(s.db, shopB.id, id)).rejects.toMatchObject({ status: 404 });
    const stats = await sellerOrderStats(s.db, shopA.id);
    expect(stats.newOrders).toBeGreaterThan(0);
    expect(stats.weekPaise).toBeGreaterThan(0);
  });
});

describe("the week's sales", () => {
  it("add up past ₹2.15 crore (int's limit) without overflowing", async () => {
    const before = (await sellerOrderStats(s.db, shopB.id)).weekPaise;
    const p = await createProduct(s.db, shopB.id, kurta());
    const ids = [await order(shopB, p.id, "Red", "M", 1), await order(shopB, p.id, "Red", "M", 1)];
    // ₹1.5 crore each: every order's total fits an int, their sum does not.
    const crore = 1_500_000_000;
    await s.db
      .update(checkout)
      .set({
        subtotalPaise: crore,
        discountPaise: 0,
        deliveryFeePaise: 0,
        codFeePaise: 0,
        taxPaise: 0,
        totalPaise: crore,
        placedTotalPaise: crore,
      })
      .where(inArray(checkout.id, ids));
    const stats = await sellerOrderStats(s.db, shopB.id);
    expect(stats.weekPaise).toBe(before + 3_000_000_000);
    expect(typeof stats.weekPaise).toBe("number");
  });
});

describe("one seller cannot touch another seller's data", () => {
  it("products: foreign ids are not found and nothing changes", async () => {
    const theirs = await createProduct(s.db, shopB.id, kurta({ name: "B's Saree" }));
    expect(await getSellerProduct(s.db, shopA.id, theirs.id)).toBeNull();
    await expect(updateProduct(s.db, shopA.id, theirs.id, kurta({ name: "Hijacked" }))).rejects.toMatchObject({ status: 404 });
    await expect(duplicateProduct(s.db, shopA.id, theirs.id)).rejects.toMatchObject({ status: 404 });
    await expect(setProductActive(s.db, shopA.id, theirs.id, false)).rejects.toMatchObject({ status: 404 });
    await expect(removeProduct(s.db, shopA.id, theirs.id)).rejects.toMatchObject({ status: 404 });
    await expect(removeProduct(s.db, shopA.id, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
    const after = await getSellerProduct(s.db, shopB.id, theirs.id);
    expect(after).toMatchObject({ name: "B's Saree", active: true, colors: kurta().colors });
    expect((await listSellerProducts(s.db, shopA.id, { q: "saree" })).total).toBe(0);
  });

  it("products: a foreign category cannot be used", async () => {
    const theirs = await createCategory(s.db, shopB.id, { main: "men", name: "Kurtas" });
    await expect(createProduct(s.db, shopA.id, kurta({ categoryId: theirs.id }))).rejects.toThrow(
      "That category does not exist in this shop.",
    );
  });

  it("orders: foreign ids are not found and nothing changes", async () => {
    const p = await createProduct(s.db, shopB.id, kurta());
    const id = await order(shopB, p.id, "Red", "M", 1);
    expect(await getSellerOrder(s.db, shopA.id, id)).toBeNull();
    await expect(changeOrderStatus(s.db, shopA.id, id, "cancelled", shopA.ownerUserId)).rejects.toMatchObject({ status: 404 });
    expect((await listSellerOrders(s.db, shopA.id)).orders.map((o) => o.id)).not.toContain(id);
    const events = await s.db.select().from(orderStatusEvent).where(eq(orderStatusEvent.orderId, id));
    expect(events.map((e) => e.status)).toEqual(["pending"]);
    expect(await stockOf(p.id, "Red", "M")).toBe(4);
    // Opening someone else's order does not mark it seen for its real owner.
    expect((await listSellerOrders(s.db, shopB.id)).orders.find((o) => o.id === id)?.seen).toBe(false);
  });

  it("categories: foreign ids are not found and nothing changes", async () => {
    const theirs = await createCategory(s.db, shopB.id, { main: "women", name: "Sarees" });
    const sub = await addSellerSubcategory(s.db, shopB.id, theirs.id, { name: "Silk" });
    await expect(renameCategory(s.db, shopA.id, theirs.id, { name: "Mine" }, "category")).rejects.toMatchObject({ status: 404 });
    await expect(renameCategory(s.db, shopA.id, sub.id, { name: "Mine" }, "subcategory")).rejects.toMatchObject({ status: 404 });
    await expect(moveCategory(s.db, shopA.id, theirs.id, 1, "category")).rejects.toMatchObject({ status: 404 });
    await expect(deleteCategory(s.db, shopA.id, theirs.id, "category")).rejects.toMatchObject({ status: 404 });
    await expect(deleteCategory(s.db, shopA.id, sub.id, "subcategory")).rejects.toMatchObject({ status: 404 });
    await expect(addSellerSubcategory(s.db, shopA.id, theirs.id, { name: "Cotton" })).rejects.toMatchObject({ status: 404 });
    const tree = await listSellerCategories(s.db, shopB.id);
    expect(tree.find((c) => c.id === theirs.id)).toMatchObject({ name: "Sarees", subcategories: [{ name: "Silk" }] });
    expect((await s.db.select().from(category).where(eq(category.sellerId, shopA.id))).map((c) => c.name)).not.toContain("Mine");
  });

  it("banners: foreign ids are not found and nothing changes", async () => {
    const b1 = await addBanner(s.db, shopB.id, "img/b1");
    const b2 = await addBanner(s.db, shopB.id, "img/b2");
    await expect(removeBanner(s.db, shopA.id, b1.id)).rejects.toMatchObject({ status: 404 });
    await expect(moveBanner(s.db, shopA.id, b1.id, 1)).rejects.toMatchObject({ status: 404 });
    expect((await listSellerBanners(s.db, shopB.id)).map((b) => b.id)).toEqual([b1.id, b2.id]);
    await moveBanner(s.db, shopB.id, b1.id, 1);
    expect((await listSellerBanners(s.db, shopB.id)).map((b) => b.id)).toEqual([b2.id, b1.id]);
    await removeBanner(s.db, shopB.id, b1.id);
    expect(await s.db.select().from(banner).where(eq(banner.sellerId, shopB.id))).toHaveLength(1);
  });
});

describe("categories", () => {
  it("creates, renames, reorders and deletes within the shop", async () => {
    const a = await createCategory(s.db, shopA.id, { main: "girl", name: "Frocks" });
    const b = await createCategory(s.db, shopA.id, { main: "girl", name: "Lehengas" });
    await moveCategory(s.db, shopA.id, b.id, -1, "category");
    await renameCategory(s.db, shopA.id, a.id, { name: "Party Frocks" }, "category");
    await expect(renameCategory(s.db, shopA.id, a.id, { name: "Lehengas" }, "category")).rejects.toThrow('"Lehengas" already exists here.');
    const girl = (await listSellerCategories(s.db, shopA.id)).filter((c) => c.main === "girl");
    expect(girl.map((c) => c.name)).toEqual(["Lehengas", "Party Frocks"]);
    await deleteCategory(s.db, shopA.id, a.id, "category");
    expect((await listSellerCategories(s.db, shopA.id)).filter((c) => c.main === "girl")).toHaveLength(1);
  });
});
