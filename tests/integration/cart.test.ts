// The cart on the server (docs/decisions/0084-server-cart.md): the stock rule for every change
// (against a model, with generated sequences), concurrent adds, the guest cart joining the
// shopper's at sign-in, the old browser cart carried over, ordered lines leaving the cart, the one
// cart action answering a fetcher and a plain form post, and guests sent to the login for checkout.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, product, productStock } from "../../app/db/schema";
import { type CartOwner, changeCart, loadCart, mergeGuestCart, pruneGuestCarts } from "../../app/domain/cart/cart.server";
import type { CartForm } from "../../app/domain/cart/forms";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { DomainError } from "../../app/domain/errors";
import * as cartRoute from "../../app/routes/shop/cart";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import * as layoutRoute from "../../app/routes/shop/layout";
import * as ordersRoute from "../../app/routes/shop/orders";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, signUpForCookie } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const guest = (): CartOwner => ({ guestId: randomUUID() });
const lineOf = (productId: string, size = "M", color = "Red") => ({ productId, color, size });
const quantities = async (owner: CartOwner, shop: { id: string; status: string }) =>
  (await loadCart(s.db, owner, shop)).lines.map((l) => [l.size, l.quantity]);
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e) => (e instanceof DomainError ? e.code : String(e)),
  );

describe("the cart's lines", () => {
  it("shows each line's product now and flags sold-out and unavailable lines instead of dropping them", async () => {
    const shop = await makeShop(s.db);
    const live = await makeProduct(s.db, shop.id, { pricePaise: 120_000, salePricePaise: 99_000, stock: 4 });
    const hidden = await makeProduct(s.db, shop.id, { name: "Hidden" });
    const owner = guest();
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(live.id, "L"), quantity: 2 });
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(live.id, "M"), quantity: 1 });
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(hidden.id), quantity: 1 });
    await s.db.update(productStock).set({ stock: 0 }).where(eq(productStock.size, "M"));
    await s.db.update(product).set({ active: false, name: "Hidden now" }).where(eq(product.id, hidden.id));
    const view = await loadCart(s.db, owner, shop);
    expect(view.lines.map((l) => [l.product.name, l.size, l.state, l.stock, l.quantity])).toEqual([
      ["Cotton Kurta", "L", "ok", 10, 2],
      ["Cotton Kurta", "M", "sold-out", 0, 1],
      ["Hidden now", "M", "unavailable", 0, 1],
    ]);
    expect(view.count).toBe(4);
    expect(view.lines[0]?.product).toEqual({ name: "Cotton Kurta", pricePaise: 120_000, salePricePaise: 99_000, imageKey: "img/red" });
  });

  it("keeps the stock rule, counting what is in the cart; 0 or less removes; a foreign product is refused", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 4 });
    const foreign = await makeProduct(s.db, other.id);
    const owner = guest();
    expect(await codeOf(changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 3 }))).toBe("ok");
    const refused = await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 2 }).catch((e) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused.message).toBe("Only 4 items available in stock");
    expect(await codeOf(changeCart(s.db, owner, shop, { intent: "set", ...lineOf(p.id), quantity: 5 }))).toBe("out_of_stock");
    expect(await codeOf(changeCart(s.db, owner, shop, { intent: "add", ...lineOf(foreign.id), quantity: 1 }))).toBe("unavailable");
    expect(await codeOf(changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id, "XXL"), quantity: 1 }))).toBe("unavailable");
    expect(await quantities(owner, shop)).toEqual([["M", 3]]);
    await changeCart(s.db, owner, shop, { intent: "set", ...lineOf(p.id), quantity: -2 });
    expect(await quantities(owner, shop)).toEqual([]);
  });

  it("matches a model of the rules over generated sequences of changes", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 3 }); // M: 3, L: 10
    const stock: Record<string, number> = { M: 3, L: 10, XL: -1 }; // XL does not exist
    const change = fc.oneof(
      fc.record({ intent: fc.constant("add" as const), size: fc.constantFrom("M", "L", "XL"), quantity: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ intent: fc.constant("set" as const), size: fc.constantFrom("M", "L"), quantity: fc.integer({ min: -2, max: 12 }) }),
      fc.record({ intent: fc.constant("remove" as const), size: fc.constantFrom("M", "L") }),
      fc.record({ intent: fc.constant("clear" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 12 }), async (changes) => {
        const owner = guest();
        const model = new Map<string, number>();
        for (const c of changes) {
          const form = (c.intent === "clear" ? c : { ...c, ...lineOf(p.id, c.size) }) as CartForm;
          const outcome = await codeOf(changeCart(s.db, owner, shop, form));
          const have = "size" in c ? (model.get(c.size) ?? 0) : 0;
          let expected = "ok";
          if (c.intent === "add") {
            if (stock[c.size] < 0) expected = "unavailable";
            else if (have + c.quantity > stock[c.size]) expected = "out_of_stock";
            else model.set(c.size, have + c.quantity);
          } else if (c.intent === "set") {
            if (c.quantity <= 0) model.delete(c.size);
            else if (have === 0) expected = "not_in_cart";
            else if (c.quantity > have && c.quantity > stock[c.size]) expected = "out_of_stock";
            else model.set(c.size, c.quantity);
          } else if (c.intent === "remove") model.delete(c.size);
          else model.clear();
          expect(outcome).toBe(expected);
        }
        const lines = await quantities(owner, shop);
        expect(Object.fromEntries(lines)).toEqual(Object.fromEntries(model));
      }),
      { numRuns: 40 },
    );
  });

  it("never lets concurrent adds pass the stock (two tabs, one cart)", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const owner = guest();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => codeOf(changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 1 }))),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(5);
    expect(outcomes.filter((o) => o === "out_of_stock")).toHaveLength(7);
    expect(await quantities(owner, shop)).toEqual([["M", 5]]);
  });
});

describe("carrying carts over", () => {
  it("merges the guest cart into the shopper's at sign-in, capped by stock, once, even from two tabs at once", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 4 });
    const shopper = await makeCustomerWithAddress(s.db);
    const owner = { userId: shopper.id };
    const browser = randomUUID();
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 3 });
    await changeCart(s.db, { guestId: browser }, shop, { intent: "add", ...lineOf(p.id), quantity: 2 });
    await changeCart(s.db, { guestId: browser }, shop, { intent: "add", ...lineOf(p.id, "L"), quantity: 1 });
    const results = await Promise.all([mergeGuestCart(s.db, browser, shopper.id, shop), mergeGuestCart(s.db, browser, shopper.id, shop)]);
    const merged = results.filter((r) => r !== null);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.changes).toEqual(["Cotton Kurta (Red, M) was reduced to 4: only 4 items available in stock."]);
    expect(await quantities(owner, shop)).toEqual([
      ["M", 4],
      ["L", 1],
    ]);
    expect(await s.db.select().from(cart).where(eq(cart.guestId, browser))).toEqual([]);
  });

  it("carries over a cart the browser kept before, skipping what is unreadable or gone", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 2 });
    const owner = guest();
    const stored = [
      { ...lineOf(p.id), quantity: 5, product: { name: "old name" } },
      { ...lineOf(p.id, "L"), quantity: 1 },
      { productId: "not-a-uuid", color: "Red", size: "M", quantity: 1 },
      { productId: randomUUID(), color: "Red", size: "M", quantity: 1 },
      "garbage",
    ];
    const reply = await changeCart(s.db, owner, shop, { intent: "import", lines: JSON.stringify(stored) });
    expect(reply.count).toBe(3);
    expect(reply.changes).toEqual([
      "Cotton Kurta (Red, M) was reduced to 2: only 2 items available in stock.",
      "An item (Red, M) is no longer available.",
    ]);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (junk) => {
        expect(await codeOf(changeCart(s.db, guest(), shop, { intent: "import", lines: junk }))).toBe("ok");
      }),
      { numRuns: 30 },
    );
  });

  it("never names another shop's or an unpublished product on import: one generic message for unknown, foreign and unpublished ids", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const valid = await makeProduct(s.db, shop.id, { name: "Shown Kurta", stock: 3 });
    const foreign = await Promise.all([1, 2].map((n) => makeProduct(s.db, other.id, { name: `Foreign Saree ${n}` })));
    const unpublished = await Promise.all([1, 2].map((n) => makeProduct(s.db, shop.id, { name: `Unpublished Dupatta ${n}` })));
    for (const p of unpublished) await s.db.update(product).set({ active: false }).where(eq(product.id, p.id));
    const hiddenNames = [...foreign, ...unpublished].map((p) => p.name);
    const hiddenKinds = ["unknown", "foreign", "unpublished"] as const;
    type Kind = (typeof hiddenKinds)[number] | "valid";
    const idOf = (kind: Kind, n: number, unknownId: string) =>
      kind === "valid" ? valid.id : kind === "unknown" ? unknownId : (kind === "foreign" ? foreign : unpublished)[n % 2].id;
    const line = fc.record({
      kind: fc.constantFrom<Kind>("unknown", "foreign", "unpublished", "valid"),
      // What the other kinds become in the second import of the same lines.
      swap: fc.constantFrom(...hiddenKinds),
      n: fc.nat(1),
      unknownId: fc.uuid(),
      // An uppercase id is the same product: the lookup must not be fooled by spelling.
      upper: fc.boolean(),
      color: fc.constantFrom("Red", "Blue"),
      size: fc.constantFrom("M", "L", "XL"),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    const importing = async (lines: Array<{ productId: string; color: string; size: string; quantity: number }>) => {
      const res = (await cartRoute.action(
        await routeArgs({
          services: s,
          request: new Request(`${s.env.BASE_URL}/${shop.handle}/cart`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "import", lines: JSON.stringify(lines) }),
          }),
          params: { shop: shop.handle },
          singleFetch: true,
        }),
      )) as { data: { status: string; data?: { count: number; changes?: string[] } } };
      return res.data;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 8 }), async (lines) => {
        const stored = (kindOf: (l: (typeof lines)[number]) => Kind) =>
          lines.map((l) => {
            const id = idOf(kindOf(l), l.n, l.unknownId);
            return { productId: l.upper ? id.toUpperCase() : id, color: l.color, size: l.size, quantity: l.quantity };
          });
        const first = await importing(stored((l) => l.kind));
        expect(first.status).toBe("success");
        const text = JSON.stringify(first);
        for (const name of hiddenNames) expect(text).not.toContain(name);
        for (const l of lines.filter((l) => l.kind !== "valid"))
          expect(first.data?.changes).toContain(`An item (${l.color}, ${l.size}) is no longer available.`);
        // The same lines with each hidden id swapped for another kind of hidden id: the very same reply.
        const swapped = await importing(stored((l) => (l.kind === "valid" ? "valid" : l.swap)));
        expect(swapped).toEqual(first);
      }),
      { numRuns: 30 },
    );
  });

  it("takes what was ordered out of the cart with the orders, keeps what was added meanwhile, and takes nothing on a replay", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const c = await makeCustomerWithAddress(s.db);
    const owner = { userId: c.id };
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 2 });
    const request = {
      checkoutId: randomUUID(),
      addressId: c.addressId,
      deliveryMode: "delivery",
      lines: [{ ...lineOf(p.id), quantity: 2 }],
    };
    // Another device adds meanwhile: one more M and an L.
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 1 });
    await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id, "L"), quantity: 1 });
    await placeOrders(s.db, { userId: c.id, sellerId: shop.id }, request);
    expect(await quantities(owner, shop)).toEqual([
      ["M", 1],
      ["L", 1],
    ]);
    const replay = await placeOrders(s.db, { userId: c.id, sellerId: shop.id }, request);
    expect(replay.replayed).toBe(true);
    expect(await quantities(owner, shop)).toEqual([
      ["M", 1],
      ["L", 1],
    ]);
  });
});

describe("old guest carts", () => {
  it("are pruned after 90 days untouched; shoppers' carts and recent guest carts stay", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id);
    const old = guest();
    const recent = guest();
    const shopper = await makeCustomerWithAddress(s.db);
    for (const owner of [old, recent, { userId: shopper.id }])
      await changeCart(s.db, owner, shop, { intent: "add", ...lineOf(p.id), quantity: 1 });
    const now = new Date(Date.now() + 91 * 24 * 3600 * 1000);
    await s.db
      .update(cart)
      .set({ updatedAt: new Date() })
      .where(eq(cart.guestId, recent.guestId as string));
    await s.db
      .update(cart)
      .set({ updatedAt: new Date(now.getTime() - 10 * 24 * 3600 * 1000) })
      .where(eq(cart.guestId, recent.guestId as string));
    expect(await pruneGuestCarts(s.db, now)).toBeGreaterThanOrEqual(1);
    expect(await quantities(old, shop)).toEqual([]);
    expect(await quantities(recent, shop)).toEqual([["M", 1]]);
    expect(await quantities({ userId: shopper.id }, shop)).toEqual([["M", 1]]);
  });
});

describe("the cart action and the shop's pages", () => {
  const post = (handle: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request(`${s.env.BASE_URL}/${handle}/cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  it("answers a plain form post with a redirect back, the browser's cookie and a notice the next page shows once", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 2 });
    const back = `/${shop.handle}/product/${p.id}?color=Red&size=M`;
    const fields = { intent: "add", ...lineOf(p.id), quantity: "1", redirectTo: back };
    const res = (await cartRoute.action(
      await routeArgs({ services: s, request: post(shop.handle, fields), params: { shop: shop.handle } }),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back);
    const cookie = cookiesOf(res);
    expect(cookie).toMatch(/haat_browser=.*haat_flash=/);
    // The next page: the badge counts the line, the notice shows, and its cookie is cleared.
    const page = new Request(`${s.env.BASE_URL}${back}`, { headers: { cookie } });
    const args = await routeArgs({ services: s, request: page, params: { shop: shop.handle } });
    const data = await layoutRoute.loader(args);
    expect(data.cart.count).toBe(1);
    expect(data.flash).toEqual({ kind: "success", text: "Item added to cart!" });
    // A refusal goes back too, with its message.
    const again = post(shop.handle, { ...fields, quantity: "2" }, { cookie });
    const refused = (await cartRoute.action(await routeArgs({ services: s, request: again, params: { shop: shop.handle } }))) as Response;
    expect(refused.status).toBe(303);
    const next = await layoutRoute.loader(
      await routeArgs({
        services: s,
        request: new Request(`${s.env.BASE_URL}${back}`, { headers: { cookie: cookiesOf(refused) } }),
        params: { shop: shop.handle },
      }),
    );
    expect(next.flash).toEqual({ kind: "error", text: "Only 2 items available in stock" });
  });

  it("sends a plain post that names no redirectTo (a product card's) back to its same-host Referer, else to the cart", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const listing = `/${shop.handle}?color=Red&page=2`;
    const fields = { intent: "add", ...lineOf(p.id) };
    const from = async (referer?: string) =>
      (
        (await cartRoute.action(
          await routeArgs({
            services: s,
            request: post(shop.handle, fields, referer ? { referer } : {}),
            params: { shop: shop.handle },
          }),
        )) as Response
      ).headers.get("location");
    expect(await from(`${s.env.BASE_URL}${listing}`)).toBe(listing);
    expect(await from("http://elsewhere.example/x?y=1")).toBe(`/${shop.handle}/cart`);
    expect(await from()).toBe(`/${shop.handle}/cart`);
  });

  it("answers a fetcher with the reply envelope: the count, or a 4xx with the message; bad input changes nothing", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 2 });
    const call = async (fields: Record<string, string>, cookie = "") =>
      cartRoute.action(
        await routeArgs({
          services: s,
          request: post(shop.handle, fields, cookie ? { cookie } : {}),
          params: { shop: shop.handle },
          singleFetch: true,
        }),
      ) as Promise<{
        data: { status: string; data?: { count: number }; message?: string; code?: string };
        init: { status?: number; headers?: Headers } | null;
      }>;
    const ok = await call({ intent: "add", ...lineOf(p.id), quantity: "2" });
    expect(ok.data).toMatchObject({ status: "success", data: { count: 2 }, message: "Item added to cart!" });
    const cookie = (new Headers(ok.init?.headers).get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^haat_browser=/);
    const bads: Record<string, string>[] = [
      { intent: "add", ...lineOf(p.id), quantity: "1" },
      { intent: "explode" },
      { intent: "add", ...lineOf(p.id), quantity: "1.5" },
      { intent: "add", productId: p.id },
      { intent: "set", ...lineOf(p.id), quantity: "9999" },
      // Not a UUID: refused before any query compares it with a uuid column (the fuzzer's 500).
      { intent: "set", ...lineOf("00000000-0000-0000-0000-00000000000g"), quantity: "1" },
      { intent: "remove", ...lineOf("not-a-uuid") },
    ];
    for (const bad of bads) {
      const res = await call(bad, cookie);
      expect(res.data.status).toBe("error");
      expect(res.init?.status).toBeGreaterThanOrEqual(400);
      expect(res.init?.status).toBeLessThan(500);
    }
    const page = new Request(`${s.env.BASE_URL}/${shop.handle}`, { headers: { cookie } });
    expect((await layoutRoute.loader(await routeArgs({ services: s, request: page, params: { shop: shop.handle } }))).cart.count).toBe(2);
  });

  it("moves a guest's cart into the shopper's on the first shop page after signing in", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 3 });
    const added = (await cartRoute.action(
      await routeArgs({
        services: s,
        request: post(shop.handle, { intent: "add", ...lineOf(p.id), quantity: "2" }),
        params: { shop: shop.handle },
      }),
    )) as Response;
    const browser = cookiesOf(added)
      .split("; ")
      .find((c) => c.startsWith("haat_browser=")) as string;
    const { cookie: session } = await signUpForCookie(s, "Meera", "203.0.113.9");
    const page = new Request(`${s.env.BASE_URL}/${shop.handle}`, { headers: { cookie: `${browser}; ${session}` } });
    const data = await layoutRoute.loader(await routeArgs({ services: s, request: page, params: { shop: shop.handle } }));
    expect(data.cart.count).toBe(2);
    expect(data.flash).toEqual({ kind: "success", text: "Items from your guest cart were added to your cart." });
    // Logging out and in again keeps it: it is the shopper's now.
    const later = new Request(`${s.env.BASE_URL}/${shop.handle}`, { headers: { cookie: session } });
    expect((await layoutRoute.loader(await routeArgs({ services: s, request: later, params: { shop: shop.handle } }))).cart.count).toBe(2);
  });

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
