// A closed shop's past shoppers keep their orders and invoices (docs/decisions/0140-data-fiduciaries-and-retention.md):
// of the storefront only their own account pages answer (CLOSED_SHOP_PATTERNS in app/http/guards.server.ts),
// every other page of it is 'Store Not Found' as a suspended shop's all are; the order page is read-only;
// and after day 14, when the owner is erased, the invoice still carries the supplier block it was issued
// with and the shop's chrome draws from the emptied profile without a crash.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoice, product, seller, user } from "../../app/db/schema";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import type { Asker } from "../../app/domain/privacy/account-deletion.server";
import { eraseDueAccounts } from "../../app/domain/privacy/erase-due.server";
import { requestExport } from "../../app/domain/privacy/exports.server";
import { closeShop } from "../../app/domain/privacy/shop-closure.server";
import { saveReturnPolicy } from "../../app/domain/returns/policy.server";
import { shopperReturns } from "../../app/domain/returns/views.server";
import { CLOSED_SHOP_PATTERNS, shopGuard } from "../../app/http/guards.server";
import { handleDataExport } from "../../app/jobs/data-export.server";
import routes from "../../app/routes";
import * as invoiceRoute from "../../app/routes/shop/invoice-pdf";
import * as shopLayout from "../../app/routes/shop/layout";
import * as loginRoute from "../../app/routes/shop/login";
import * as orderRoute from "../../app/routes/shop/order";
import { failureMessage, type Reply } from "../../app/utils/reply";
import { pdfText } from "../setup/pdf-text";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, placeDelivery, signUpForCookie, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const DAY = 24 * 60 * 60 * 1000;

/** Every storefront route's whole pattern, as React Router joins them (":shop/orders/:orderId"). */
function shopPatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = path === ":shop" || path.startsWith(":shop/") ? [path] : [];
    return [...own, ...shopPatterns(entry.children ?? [], path)];
  });
}
const storefront = [...new Set(shopPatterns(routes))].filter((p) => !p.startsWith(":shop/dashboard"));

/** A GST-registered shop with one delivered, invoiced order of a signed-in shopper, then closed by its owner at `now`. */
async function closedShopWithOrder(now: Date) {
  const owner = await signUpForCookie(s, "Owner", "203.0.113.7");
  await s.db.update(user).set({ role: "seller" }).where(eq(user.id, owner.id));
  const tag = owner.id.slice(0, 8).toLowerCase();
  const [shop] = await s.db
    .insert(seller)
    .values({
      handle: `gone-${tag}`,
      ownerUserId: owner.id,
      shopName: `Sutra Looms ${tag}`,
      ownerName: "Kavya Iyer",
      email: `sutra-${tag}@example.com`,
      phone: "9876501234",
      location: "Kanchipuram",
      photoKey: `shops/${tag}/logo`,
      gstStatus: "regular",
      gstin: "27AAPFU0939F1ZV",
      gstState: "Maharashtra",
    })
    .returning();
  await takePayments(s.db, shop.id);
  // Returns within 7 days: the delivered order could still be returned, were the shop open.
  await saveReturnPolicy(s.db, shop.id, { intent: "returns", windowDays: 7, exchanges: false, photos: false });
  const saree = await makeProduct(s.db, shop.id, { pricePaise: 80_000 });
  await s.db.update(product).set({ hsnCode: "5007" }).where(eq(product.id, saree.id));
  const shopper = await signUpForCookie(s, "Meera", "203.0.113.8");
  const address = await createAddress(s.db, shopper.id, { ...ADDRESS, name: "Meera" });
  const { orderId } = await placeDelivery(
    s.db,
    { id: shopper.id, addressId: address.id },
    shop,
    [{ productId: saree.id, color: "Red", size: "M", quantity: 1 }],
    {
      paymentMethod: "cod",
    },
  );
  for (const step of ["confirmed", "shipped", "delivered"] as const) await changeOrderStatus(s.db, shop.id, orderId, step, owner.id);
  const asked = await requestExport(s.db, { kind: "shop", userId: owner.id, sellerId: shop.id }, now);
  await handleDataExport({ db: s.db, storage: s.storage }, { exportId: asked.id }, false, now);
  const asker: Asker = { userId: owner.id, role: "seller", sessionId: "another-session", sessionCreatedAt: now };
  const verify = async (hash: string, password: string) => (await s.auth.$context).password.verify({ hash, password });
  await closeShop(s.db, asker, { sellerId: shop.id, password: "secret-123" }, verify, now);
  return { shop, shopper, orderId, ownerId: owner.id };
}

/** The args of a request to `path` of the shop, matched to `pattern`, after the shop layout's guards (and the route's). */
const call = (
  c: { shop: { handle: string }; cookie?: string },
  path: string,
  pattern: string,
  more: { route?: Parameters<typeof shopGuards>[0]; params?: Record<string, string>; init?: RequestInit } = {},
) =>
  routeArgs({
    services: s,
    request: new Request(`${s.env.BASE_URL}/${c.shop.handle}${path}`, {
      ...more.init,
      headers: { ...(c.cookie ? { cookie: c.cookie } : {}), origin: s.env.BASE_URL },
    }),
    params: { shop: c.shop.handle, ...more.params },
    guards: shopGuards(more.route ?? {}),
    pattern,
  });

/** What a guard or loader threw, as its HTTP status (a Response or React Router's `data()`). */
async function thrownStatus(run: Promise<unknown>): Promise<number | "passed"> {
  try {
    await run;
    return "passed";
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

/** What the shop layout's guard alone answers a request matched to `pattern`. */
const guardAnswer = (handle: string, pattern: string) =>
  thrownStatus(
    routeArgs({
      services: s,
      request: new Request(`${s.env.BASE_URL}/${handle}/x`),
      params: { shop: handle },
      guards: [shopGuard],
      pattern,
    }),
  );

describe("a closed shop's storefront", () => {
  it("names only real storefront routes in its list, and the list is the shopper's own pages", () => {
    expect(storefront.length).toBeGreaterThan(30);
    for (const pattern of CLOSED_SHOP_PATTERNS) expect(storefront).toContain(pattern);
    for (const page of [":shop", ":shop/product/:productId", ":shop/cart", ":shop/checkout", ":shop/pay/:checkoutId", ":shop/register"])
      expect(CLOSED_SHOP_PATTERNS.has(page)).toBe(false);
  });

  it("answers only the listed pages for a closed shop, and none for a suspended one", async () => {
    const now = new Date();
    const { shop } = await closedShopWithOrder(now);
    for (const pattern of storefront) {
      // With and without React Router's leading "/", as it may hand either.
      for (const asked of [pattern, `/${pattern}`]) {
        const status = await guardAnswer(shop.handle, asked);
        expect([pattern, status]).toEqual([pattern, CLOSED_SHOP_PATTERNS.has(pattern) ? "passed" : 404]);
      }
    }
    await s.db.update(seller).set({ status: "suspended" }).where(eq(seller.id, shop.id));
    for (const pattern of CLOSED_SHOP_PATTERNS) {
      const status = await guardAnswer(shop.handle, pattern);
      expect([pattern, status]).toEqual([pattern, 404]);
    }
  });

  it("keeps the shopper's order page read-only and the invoice downloadable, before and after the owner is erased", async () => {
    const now = new Date();
    const { shop, shopper, orderId, ownerId } = await closedShopWithOrder(now);
    const me = { shop, cookie: shopper.cookie };
    const [issued] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, orderId));
    expect(issued).toBeDefined();

    const orderPage = async () =>
      orderRoute.loader(await call(me, `/orders/${orderId}`, ":shop/orders/:orderId", { route: orderRoute, params: { orderId } }));
    const page = await orderPage();
    expect(page.order.id).toBe(orderId);
    expect(page.documents.invoice).not.toBeNull();
    // Open, the shop would take a return of it; closed, nothing can be asked.
    expect((await shopperReturns(s.db, shop.id, { id: orderId, status: "delivered" })).offer).not.toBeNull();
    expect(page.returns.offer).toBeNull();

    // Asking for a return, or taking one back, is refused with the reason, not a 500.
    for (const fields of [
      { intent: "return-withdraw", returnId: orderId },
      { reason: "damaged", lines: "x" },
    ]) {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      const reply = await orderRoute.action(
        await call(me, `/orders/${orderId}`, ":shop/orders/:orderId", {
          route: orderRoute,
          params: { orderId },
          init: { method: "POST", body },
        }),
      );
      expect((reply as { init: { status: number } }).init.status).toBe(409);
      expect(failureMessage((reply as { data: Reply }).data)).toBe(
        "This shop has closed: its orders can no longer be changed. You can still open them and download their invoices.",
      );
    }

    // The home, product, cart and checkout pages are gone.
    for (const [path, pattern] of [
      ["", ":shop"],
      ["/product/x", ":shop/product/:productId"],
      ["/cart", ":shop/cart"],
      ["/checkout", ":shop/checkout"],
    ] as const)
      expect(await thrownStatus(call(me, path, pattern))).toBe(404);

    const invoicePdf = async () => {
      const res = (await invoiceRoute.loader(
        await call(me, `/orders/${orderId}/invoice.pdf`, ":shop/orders/:orderId/invoice.pdf", { route: invoiceRoute, params: { orderId } }),
      )) as Response;
      expect(res.headers.get("content-type")).toBe("application/pdf");
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    const before = await invoicePdf();
    expect(before).toContain(issued.number);
    expect(before).toContain(shop.shopName);
    expect(before).toContain("27AAPFU0939F1ZV");

    // Day 14: the owner is erased, the shop's profile emptied (its logo's file gone too).
    expect(await eraseDueAccounts(s.db, new Date(now.getTime() + 14 * DAY + 1000))).toContain(ownerId);
    const after = await invoicePdf();
    expect(after).toBe(before);
    expect((await orderPage()).order.id).toBe(orderId);

    // The chrome: the shop's name, no logo or contacts, and the closed notice's flag.
    const chrome = await shopLayout.loader(await call(me, "/orders", ":shop/orders"));
    expect(chrome.closed).toBe(true);
    expect(chrome.shop).toMatchObject({ shopName: shop.shopName, photoKey: null, email: "", phone: "" });
    expect(chrome.cart.count).toBe(0);

    // Signed in, the shop's login sends the shopper to their orders, not to the gone home page.
    const login = await thrownStatus(loginRoute.loader(await call(me, "/login", ":shop/login")));
    expect(login).toBe(302);
    let location = "";
    await loginRoute.loader(await call(me, "/login", ":shop/login")).catch((r: Response) => {
      location = r.headers.get("location") ?? "";
    });
    expect(location).toBe(`/${shop.handle}/orders`);
  });
});
