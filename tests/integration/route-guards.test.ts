// Every route under the shop, dashboard and admin paths sits below its guarded layout, and each
// guarded layout runs its guard as middleware (docs/decisions/0070-guards-in-middleware.md): a
// route added beside its layout instead of inside it fails here, not in production.
// Also what the customer guard answers a guest, whatever the request's form (single fetch or document).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGuard, customerGuard, customerWritesGuard, ownerGuard, shopGuard } from "../../app/http/guards.server";
import routes from "../../app/routes";
import * as adminLayout from "../../app/routes/admin/layout";
import * as dashboardLayout from "../../app/routes/dashboard/layout";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import * as creditNoteRoute from "../../app/routes/shop/credit-note-pdf";
import * as invoiceRoute from "../../app/routes/shop/invoice-pdf";
import * as shopLayout from "../../app/routes/shop/layout";
import * as orderRoute from "../../app/routes/shop/order";
import * as ordersRoute from "../../app/routes/shop/orders";
import * as payRoute from "../../app/routes/shop/pay";
import * as wishlistRoute from "../../app/routes/shop/wishlist";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop } from "./checkout-fixtures";

interface FlatRoute {
  path: string;
  file: string;
  /** Route module files from the root down to this route, itself included. */
  chain: string[];
}

function flatten(entries: readonly RouteConfigEntry[], parentPath = "", parentChain: string[] = []): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const chain = [...parentChain, entry.file];
    return [{ path, file: entry.file, chain }, ...flatten(entry.children ?? [], path, chain)];
  });
}

/** Which layout must guard a path: by its first segments, as app/routes.ts lays them out. */
function guardedLayoutFor(path: string): string | null {
  const [first, second] = path.split("/");
  if (first === "admin") return "routes/admin/layout.tsx";
  if (first === ":shop" && second === "dashboard") return "routes/dashboard/layout.tsx";
  if (first === ":shop") return "routes/shop/layout.tsx";
  return null;
}

const GUARDED_LAYOUTS = [
  ["routes/admin/layout.tsx", adminLayout, adminGuard],
  ["routes/dashboard/layout.tsx", dashboardLayout, ownerGuard],
  ["routes/shop/layout.tsx", shopLayout, shopGuard],
] as const;

describe("route table", () => {
  const all = flatten(routes);

  it("puts every shop, dashboard and admin route below its guarded layout", () => {
    const guarded = all.filter((r) => guardedLayoutFor(r.path));
    // The table really holds such routes (a broken flatten would pass vacuously).
    expect(guarded.length).toBeGreaterThan(30);
    const unguarded = guarded.filter((r) => !r.chain.includes(guardedLayoutFor(r.path) as string)).map((r) => `${r.path} (${r.file})`);
    expect(unguarded).toEqual([]);
  });

  it.each(GUARDED_LAYOUTS)("%s runs its guard as middleware", (file, module, guard) => {
    expect(all.some((r) => r.file === file)).toBe(true);
    expect(module.middleware).toContain(guard);
  });

  it.each([
    ["checkout", checkoutRoute],
    ["orders", ordersRoute],
    ["orders/:orderId", orderRoute],
    ["orders/:orderId/invoice.pdf", invoiceRoute],
    ["orders/:orderId/credit-notes/:file", creditNoteRoute],
    ["pay/:checkoutId", payRoute],
  ] as const)("the customer-only page %s runs customerGuard", (_page, module) => {
    expect(module.middleware).toContain(customerGuard);
  });

  it("the wishlist, open to a guest's reads, guards its writes", () => {
    expect(wishlistRoute.middleware).toContain(customerWritesGuard);
  });
});

describe("guards", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(async () => {
    await s.dispose();
  });

  const thrownBy = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);

  it("moves a shop addressed by its owner's e-mail to the handle URL without single fetch's _routes", async () => {
    const shop = await makeShop(s.db);
    // A `.data` request: the raw URL keeps single fetch's suffix and `_routes`; the redirect repeats neither.
    const request = new Request(`${s.env.BASE_URL}/${shop.email}/product/x.data?ref=qr&_routes=routes%2Fshop%2Fproduct`);
    const thrown = await thrownBy(routeArgs({ services: s, request, params: { shop: shop.email } }));
    expect(thrown).toBeInstanceOf(Response);
    expect([(thrown as Response).status, (thrown as Response).headers.get("location")]).toEqual([301, `/${shop.handle}/product/x?ref=qr`]);
  });

  const guestCheckoutPost = (shop: { handle: string }, singleFetch: boolean, headers: Record<string, string> = {}) =>
    routeArgs({
      services: s,
      request: new Request(`${s.env.BASE_URL}/${shop.handle}/checkout`, {
        method: "POST",
        body: JSON.stringify({ checkoutId: crypto.randomUUID() }),
        headers: { "content-type": "application/json", ...headers },
      }),
      params: { shop: shop.handle },
      guards: shopGuards(checkoutRoute),
      singleFetch,
    });
  const loginFor = (shop: { handle: string }, back: string) => `/${shop.handle}/login?redirectTo=${encodeURIComponent(back)}`;

  it.each([
    ["document", false],
    ["single fetch (the cart's fetcher)", true],
  ] as const)("sends a guest's %s POST to checkout to the shop login before the action runs", async (_kind, singleFetch) => {
    const shop = await makeShop(s.db);
    const thrown = await thrownBy(guestCheckoutPost(shop, singleFetch));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(loginFor(shop, `/${shop.handle}/checkout`));
  });

  it("brings a guest's POST back to the shop page it was sent from, never to another shop or site", async () => {
    const shop = await makeShop(s.db);
    const backFrom = async (referer: string) =>
      ((await thrownBy(guestCheckoutPost(shop, true, { referer }))) as Response).headers.get("location");
    expect(await backFrom(`${s.env.BASE_URL}/${shop.handle}/cart`)).toBe(loginFor(shop, `/${shop.handle}/cart`));
    expect(await backFrom(`${s.env.BASE_URL}/another-shop/cart`)).toBe(loginFor(shop, `/${shop.handle}/checkout`));
    expect(await backFrom(`https://evil.example/${shop.handle}/cart`)).toBe(loginFor(shop, `/${shop.handle}/checkout`));
  });
});
