// The guest storefront page cache (app/http/page-cache.server.ts) against the production build:
// hits are byte-identical to the render, and every kind of shop edit shows at once
// (tests/hardening/page-cache-encoding.test.ts: the compressed variants and the CSP's hashes).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productStock, seller } from "../../app/db/schema";
import { addSellerSubcategory, createCategory } from "../../app/domain/catalog/categories.server";
import { setProductActive, updateProduct } from "../../app/domain/catalog/products.server";
import { addBanner, moveBanner, removeBanner } from "../../app/domain/sellers/banners.server";
import { makeProduct } from "../integration/checkout-fixtures";
import { type AppServer, openShop, signUp, startAppServer } from "./support/app-server";

let server: AppServer;
let shopId: string;
let productId: string;
let sellerCookie: string;
const HANDLE = "cache-shop";

beforeAll(async () => {
  server = await startAppServer({ PAGE_CACHE_SECONDS: "2" });
  const owner = await signUp(server, "Cache Seller", "seller");
  sellerCookie = owner.cookie;
  shopId = (await openShop(server, owner, HANDLE)).id;
  productId = (await makeProduct(server.services.db, shopId, { name: "Original Kurta", stock: 3 })).id;
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string, cookie = "") {
  const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const body = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  return { status: res.status, cache: res.headers.get("x-cache"), body, csp, nonce: /'nonce-([^']+)'/.exec(csp)?.[1] };
}

const version = async () => (await server.services.db.select({ v: seller.contentVersion }).from(seller).where(eq(seller.id, shopId)))[0].v;

describe("guest storefront page cache", () => {
  it("serves a hit identical to the render, its inline scripts allowed by hash instead of a nonce", async () => {
    const first = await get(`/${HANDLE}?mode=all`);
    const second = await get(`/${HANDLE}?mode=all`);
    expect([first.status, first.cache, second.status, second.cache]).toEqual([200, "MISS", 200, "HIT"]);
    // A compressed body cannot take a per-response nonce (docs/decisions/0090-page-cache-sends-compressed-bytes.md).
    expect([first.nonce, second.nonce]).toEqual([undefined, undefined]);
    expect(second.csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(second.csp).toBe(first.csp);
    expect(second.body).not.toMatch(/\snonce=/);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("Original Kurta");
  });

  it("keeps one entry per language: the switcher's cookie and Accept-Language each get their own", async () => {
    const path = `/${HANDLE}?mode=language`;
    const english = await get(path);
    const hindi = await get(path, "haat_lang=hi");
    const hindiAgain = await get(path, "haat_lang=hi");
    const byHeader = await fetch(`${server.url}${path}`, { headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" } });
    const byHeaderBody = await byHeader.text();
    expect([english.cache, hindi.cache, hindiAgain.cache, byHeader.headers.get("x-cache")]).toEqual(["MISS", "MISS", "HIT", "HIT"]);
    expect(english.body).toContain('<html lang="en"');
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindiAgain.body).toContain('<html lang="hi"');
    expect(byHeaderBody).toContain('<html lang="hi"');
    expect((await get(path)).body).toContain('<html lang="en"');
  });

  it("caches product pages and their single-fetch data too", async () => {
    expect((await get(`/${HANDLE}/product/${productId}`)).cache).toBe("MISS");
    expect((await get(`/${HANDLE}/product/${productId}`)).cache).toBe("HIT");
    const data = `/${HANDLE}/product/${productId}.data`;
    expect((await get(data)).cache).toBe("MISS");
    const hit = await get(data);
    expect(hit.cache).toBe("HIT");
    expect(hit.body).toContain("Original Kurta");
  });

  it("shows a product edit at once (the content version moves)", async () => {
    await get(`/${HANDLE}?mode=all`);
    const before = await version();
    await updateProduct(server.services.db, shopId, productId, {
      name: "Renamed Kurta",
      pricePaise: 89_900,
      salePricePaise: null,
      main: "men",
      colors: [{ color: "Red", imageKeys: ["img/red"], stock: { M: 3, L: 10 } }],
    });
    expect(await version()).toBeGreaterThan(before);
    const after = await get(`/${HANDLE}?mode=all`);
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain("Renamed Kurta");
    expect(after.body).not.toContain("Original Kurta");
  });

  it("moves the version for categories, subcategories, deactivation and profile edits", async () => {
    const db = server.services.db;
    let v = await version();
    const category = await createCategory(db, shopId, { main: "men", name: "Kurtas" });
    expect(await version()).toBeGreaterThan(v);
    v = await version();
    await addSellerSubcategory(db, shopId, category.id, { name: "Festive" });
    expect(await version()).toBeGreaterThan(v);
    v = await version();
    await setProductActive(db, shopId, productId, false);
    expect(await version()).toBeGreaterThan(v);
    v = await version();
    await db.update(seller).set({ shopName: "Renamed Shop" }).where(eq(seller.id, shopId));
    expect(await version()).toBeGreaterThan(v);
    expect((await get(`/${HANDLE}?mode=all`)).body).toContain("Renamed Shop");
    await setProductActive(db, shopId, productId, true);
  });

  it("shows banner uploads, reordering and removal at once, every banner's image in order", async () => {
    const db = server.services.db;
    // The first slide's image is in the HTML; the others' come with the carousel, from the page's
    // data (components/shop/banner.tsx), so each key's first mention gives the order.
    const order = (body: string) => ["banners/cache/one", "banners/cache/two"].map((k) => body.indexOf(k)).filter((i) => i >= 0);
    const one = await addBanner(db, shopId, "banners/cache/one");
    await addBanner(db, shopId, "banners/cache/two");
    await get(`/${HANDLE}`);
    const cached = await get(`/${HANDLE}`);
    expect(cached.cache).toBe("HIT");
    const [a, b] = order(cached.body);
    expect(a).toBeLessThan(b);
    await moveBanner(db, shopId, one.id, 1);
    const moved = await get(`/${HANDLE}`);
    expect(moved.cache).toBe("MISS");
    const [c, d] = order(moved.body);
    expect(d).toBeLessThan(c);
    await removeBanner(db, shopId, one.id);
    const removed = await get(`/${HANDLE}`);
    expect(removed.cache).toBe("MISS");
    expect(removed.body).not.toContain("banners/cache/one");
    expect(removed.body).toContain("banners/cache/two");
  });

  it("lets stock moved by orders age out after PAGE_CACHE_SECONDS", async () => {
    await get(`/${HANDLE}/product/${productId}`);
    const v = await version();
    await server.services.db
      .update(productStock)
      .set({ stock: sql`${productStock.stock} - 1` })
      .where(eq(productStock.productId, productId));
    expect(await version()).toBe(v);
    expect((await get(`/${HANDLE}/product/${productId}`)).cache).toBe("HIT");
    await new Promise((r) => setTimeout(r, 2100));
    expect((await get(`/${HANDLE}/product/${productId}`)).cache).toBe("MISS");
  });

  it("never caches for a signed-in person, an unknown shop or a suspended one", async () => {
    const signedIn = await get(`/${HANDLE}?mode=all`, sellerCookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
    const unknown = await get("/no-such-shop-here");
    expect([unknown.status, unknown.cache]).toEqual([302, null]);
    await get(`/${HANDLE}?mode=all`);
    await server.services.db.update(seller).set({ status: "suspended", suspendedReason: "test" }).where(eq(seller.id, shopId));
    const suspended = await get(`/${HANDLE}?mode=all`);
    expect([suspended.status, suspended.cache]).toEqual([404, null]);
    await server.services.db.update(seller).set({ status: "active", suspendedReason: null }).where(eq(seller.id, shopId));
  });
});
