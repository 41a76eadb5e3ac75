import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, feedback, helpRequest, orders, roleChange, seller, user } from "../../app/db/schema";
import { createPlatformBanner, deletePlatformBanner, listPlatformBanners, movePlatformBanner } from "../../app/domain/admin/banners.server";
import { listInbox, setHandled } from "../../app/domain/admin/inbox.server";
import { getOverview } from "../../app/domain/admin/overview.server";
import { listSellers, setShopStatus } from "../../app/domain/admin/sellers.server";
import { recentRoleChanges, setAdmin } from "../../app/domain/admin/users.server";
import { createProduct } from "../../app/domain/catalog/products.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
const ids: Record<string, string> = {};

async function makeUser(email: string, role: "customer" | "seller" | "admin") {
  const { user: created } = await s.auth.api.signUpEmail({ body: { name: email.split("@")[0] as string, email, password: "secret-123" } });
  await s.db.update(user).set({ role }).where(eq(user.id, created.id));
  return created.id;
}

beforeAll(async () => {
  s = await createTestServices();
  ids.admin = await makeUser("root@example.com", "admin");
  ids.seller = await makeUser("owner@example.com", "seller");
  ids.customer = await makeUser("buyer@example.com", "customer");
  const [shop] = await s.db
    .insert(seller)
    .values({ handle: "chai-corner", ownerUserId: ids.seller, shopName: "Chai Corner", ownerName: "Owner", email: "owner@example.com" })
    .returning();
  ids.shop = shop!.id;
});
afterAll(async () => {
  await s.dispose();
});

describe("admin: users", () => {
  it("grants and revokes admin, recording who did what, and never demotes the last admin", async () => {
    await expect(setAdmin(s.db, ids.admin!, { userId: ids.admin!, admin: false })).rejects.toThrow("The last admin cannot be demoted");
    expect(await setAdmin(s.db, ids.admin!, { userId: ids.seller!, admin: true })).toEqual({ changed: true, role: "admin" });
    // With two admins one may step down; the former seller gets the seller role back.
    expect(await setAdmin(s.db, ids.admin!, { userId: ids.seller!, admin: false })).toEqual({ changed: true, role: "seller" });
    const changes = await s.db.select().from(roleChange).where(eq(roleChange.userId, ids.seller!));
    expect(changes.map((c) => [c.fromRole, c.toRole, c.actorUserId])).toEqual(
      expect.arrayContaining([
        ["seller", "admin", ids.admin],
        ["admin", "seller", ids.admin],
      ]),
    );
    const history = await recentRoleChanges(s.db);
    expect(history[0]).toMatchObject({
      userEmail: "owner@example.com",
      actorEmail: "root@example.com",
      fromRole: "admin",
      toRole: "seller",
    });
  });

  it("two admins demoting each other at once leave one admin", async () => {
    await setAdmin(s.db, ids.admin!, { userId: ids.customer!, admin: true });
    const results = await Promise.allSettled([
      setAdmin(s.db, ids.admin!, { userId: ids.customer!, admin: false }),
      setAdmin(s.db, ids.customer!, { userId: ids.admin!, admin: false }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const admins = await s.db.select().from(user).where(eq(user.role, "admin"));
    expect(admins).toHaveLength(1);
    // Restore the original admin for the tests below.
    const remaining = admins[0]!.id;
    if (remaining !== ids.admin) {
      await setAdmin(s.db, remaining, { userId: ids.admin!, admin: true });
      await setAdmin(s.db, ids.admin!, { userId: remaining, admin: false });
    }
  });
});

describe("admin: sellers", () => {
  it("lists and searches sellers with their counts, and suspends and reinstates a shop", async () => {
    await createProduct(s.db, ids.shop!, {
      name: "Masala Chai Mug",
      pricePaise: 29900,
      main: "men",
      colors: [{ color: "Red", imageKeys: [], stock: { "FREE SIZE": 4 } }],
    });
    const { sellers, total } = await listSellers(s.db, { q: "chai" });
    expect(total).toBe(1);
    expect(sellers[0]).toMatchObject({ handle: "chai-corner", products: 1, orders: 0, status: "active" });
    expect((await listSellers(s.db, { q: "100%_" })).total).toBe(0);
    await setShopStatus(s.db, { sellerId: ids.shop!, status: "suspended", reason: "Counterfeit goods reported" });
    const [row] = await s.db.select().from(seller).where(eq(seller.id, ids.shop!));
    expect(row).toMatchObject({ status: "suspended", suspendedReason: "Counterfeit goods reported" });
    await setShopStatus(s.db, { sellerId: ids.shop!, status: "active" });
    const [back] = await s.db.select().from(seller).where(eq(seller.id, ids.shop!));
    expect(back).toMatchObject({ status: "active", suspendedReason: null });
    await expect(setShopStatus(s.db, { sellerId: "00000000-0000-4000-8000-000000000000", status: "active" })).rejects.toThrow(
      "does not exist",
    );
  });
});

describe("admin: inbox", () => {
  it("shows help requests and feedback newest first and tracks handled state", async () => {
    const [h] = await s.db
      .insert(helpRequest)
      .values({ name: "Meena", email: "meena@example.com", message: "How do I open a shop?", createdAt: new Date(Date.now() - 60_000) })
      .returning();
    const [f] = await s.db.insert(feedback).values({ name: "Arjun", message: "Lovely shop!", sellerId: ids.shop }).returning();
    const open = await listInbox(s.db, { show: "open" });
    expect(open.map((e) => [e.kind, e.name, e.shop])).toEqual([
      ["feedback", "Arjun", "chai-corner"],
      ["help", "Meena", null],
    ]);
    await setHandled(s.db, { kind: "help", id: h!.id, handled: true });
    expect((await listInbox(s.db, { show: "open" })).map((e) => e.id)).toEqual([f!.id]);
    expect((await listInbox(s.db, { show: "all" })).find((e) => e.id === h!.id)?.handledAt).toBeInstanceOf(Date);
  });
});

describe("admin: overview", () => {
  it("counts the platform and fills 30 days of orders", async () => {
    // One purchase: its checkout (the money) and its order (same id).
    const id = crypto.randomUUID();
    await s.db.insert(checkout).values({
      id,
      userId: ids.customer!,
      sellerId: ids.shop!,
      requestFingerprint: "",
      subtotalPaise: 49900,
      totalPaise: 49900,
      placedTotalPaise: 49900,
    });
    await s.db.insert(orders).values({
      id,
      userId: ids.customer!,
      sellerId: ids.shop!,
      deliveryMode: "delivery",
      shippingAddress: "1 MG Road",
      contactNumber: "9876543210",
      customerName: "Buyer",
    });
    const overview = await getOverview(s.db);
    expect(overview).toMatchObject({ sellers: 1, products: 1, orders: 1 });
    expect(overview.ordersPerDay).toHaveLength(30);
    expect(overview.ordersPerDay.at(-1)?.orders).toBe(1);
    expect(overview.ordersPerDay.slice(0, 29).every((d) => d.orders === 0)).toBe(true);
  });
});

describe("admin: platform banners", () => {
  it("creates, reorders and removes slides, refusing a non-image without writing anything", async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#f97316" } })
      .png()
      .toBuffer();
    await expect(
      createPlatformBanner(s.db, s.storage, { title: "Bad", subtitle: "" }, { image: Buffer.from("not an image") }),
    ).rejects.toThrow("Only JPEG, PNG, WebP images are allowed.");
    expect(await listPlatformBanners(s.db)).toHaveLength(0);
    const a = await createPlatformBanner(s.db, s.storage, { title: "Diwali sale", subtitle: "Up to 40% off" }, { image: png });
    const b = await createPlatformBanner(s.db, s.storage, { title: "New shops", subtitle: "" }, { image: png, fallback: png });
    expect((await listPlatformBanners(s.db)).map((x) => x.title)).toEqual(["Diwali sale", "New shops"]);
    await movePlatformBanner(s.db, b!.id, -1);
    expect((await listPlatformBanners(s.db)).map((x) => x.title)).toEqual(["New shops", "Diwali sale"]);
    await deletePlatformBanner(s.db, a!.id);
    expect((await listPlatformBanners(s.db)).map((x) => x.title)).toEqual(["New shops"]);
  });
});
