// Orders, addresses and profiles are private: every by-id read or write with someone else's id
// answers 404 (401 signed out, or the shop's login from a customer-only page) through the real
// route modules, and changes nothing.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address, orders } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { action as addressesAction, loader as addressesLoader } from "../../app/routes/shop/addresses";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import * as orderRoute from "../../app/routes/shop/order";
import { action as profileAction, loader as profileLoader } from "../../app/routes/shop/profile";
import { failureMessage, isFailure, isSuccess, type Reply } from "../../app/utils/reply";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, makeShop, signUpForCookie } from "./checkout-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let product: Awaited<ReturnType<typeof makeProduct>>;
const cookies: Record<string, string> = {};

async function signUp(name: string) {
  const { id, cookie } = await signUpForCookie(s, name, `10.0.0.${Object.keys(cookies).length + 1}`);
  cookies[name] = cookie;
  return id;
}

function req(who: string | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (who) headers.set("cookie", cookies[who]);
  return new Request(`${s.env.BASE_URL}/${shop.handle}${path}`, { ...init, headers });
}
// The route args the framework would pass, after the shop layout's guard (and the route's own).
const orderLoader = orderRoute.loader;
const args = (request: Request, extra: Record<string, string> = {}, route: Parameters<typeof shopGuards>[0] = {}) =>
  routeArgs({ services: s, request, params: { shop: shop.handle, ...extra }, guards: shopGuards(route) });
const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return { method: "POST", body };
};
const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200));
const body = (r: unknown) => ((r as { data?: unknown }).data ?? r) as Reply<{ address: { id: string } }>;
/** The reply's one-line message, as the screens show it (docs/decisions/0069-one-error-and-reply.md). */
const payload = (r: unknown) => ({ error: failureMessage(body(r)) });

let asha: string;
let ashaAddress: string;
let ashaOrder: string;

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  product = await makeProduct(s.db, shop.id);
  asha = await signUp("Asha");
  await signUp("Mallory");
  const created = await addressesAction(await args(req("Asha", "/addresses", form({ intent: "create", ...ADDRESS }))));
  const saved = body(created);
  ashaAddress = (isSuccess(saved) ? saved.data?.address.id : undefined) as string;
  const placed = await placeOrders(
    s.db,
    { userId: asha, sellerId: shop.id },
    {
      checkoutId: randomUUID(),
      addressId: ashaAddress,
      deliveryMode: "delivery",
      lines: [{ productId: product.id, color: "Red", size: "M", quantity: 1 }],
    },
  );
  ashaOrder = placed.orderId;
});
afterAll(async () => {
  await s.dispose();
});

describe("addresses", () => {
  it("validates with product.md's messages and a 400", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...ADDRESS, townCity: "" }, "All fields except landmark are required."],
      [{ ...ADDRESS, mobile: "98765" }, "Mobile number must be 10 digits."],
      [{ ...ADDRESS, pincode: "41100A" }, "Pincode must be 6 digits."],
    ];
    for (const [fields, message] of cases) {
      const r = await addressesAction(await args(req("Asha", "/addresses", form({ intent: "create", ...fields }))));
      expect([statusOf(r), payload(r).error]).toEqual([400, message]);
    }
  });

  it("names every invalid field with its own message, keeps the spec's sentence for the form and the values to refill", async () => {
    const sent = { intent: "create", ...ADDRESS, name: "", mobile: "98765", pincode: "41100A", state: "  " };
    const r = body(await addressesAction(await args(req("Asha", "/addresses", form(sent)))));
    expect(isFailure(r) && r.code).toBe("invalid_input");
    expect(isFailure(r) ? r.error : null).toEqual({
      "": ["All fields except landmark are required."],
      name: ["Full Name is required."],
      mobile: ["Mobile number must be 10 digits."],
      pincode: ["Pincode must be 6 digits."],
      state: ["State is required."],
    });
    expect(r.initialValue).toMatchObject({ mobile: "98765", townCity: ADDRESS.townCity });
  });

  it("lists only the caller's addresses", async () => {
    const mine = (await addressesLoader(await args(req("Asha", "/addresses")))) as { addresses: unknown[] };
    const theirs = (await addressesLoader(await args(req("Mallory", "/addresses")))) as { addresses: unknown[] };
    expect(mine.addresses).toHaveLength(1);
    expect(theirs.addresses).toHaveLength(0);
  });

  it("refuses to update or delete someone else's address (404) and changes nothing", async () => {
    const update = await addressesAction(
      await args(req("Mallory", "/addresses", form({ intent: "update", id: ashaAddress, ...ADDRESS, name: "Mallory" }))),
    );
    expect([statusOf(update), payload(update).error]).toEqual([404, "Selected profile not found."]);
    const del = await addressesAction(await args(req("Mallory", "/addresses", form({ intent: "delete", id: ashaAddress }))));
    expect(statusOf(del)).toBe(404);
    const [row] = await s.db.select().from(address).where(eq(address.id, ashaAddress));
    expect(row?.name).toBe("Asha Rao");
  });

  it("answers 401 when signed out", async () => {
    const r = await addressesAction(await args(req(null, "/addresses", form({ intent: "create", ...ADDRESS }))));
    expect(statusOf(r)).toBe(401);
  });
});

describe("orders", () => {
  it("shows an order to its owner and 404 to anyone else", async () => {
    const own = (await orderLoader(await args(req("Asha", `/orders/${ashaOrder}`), { orderId: ashaOrder }, orderRoute))) as {
      order: { id: string };
    };
    expect(own.order.id).toBe(ashaOrder);
    const foreign = await orderLoader(await args(req("Mallory", `/orders/${ashaOrder}`), { orderId: ashaOrder }, orderRoute)).catch(
      (e) => e,
    );
    expect(statusOf(foreign)).toBe(404);
    const popup = (await profileLoader(await args(req("Mallory", `/profile?order=${ashaOrder}`)))) as Response;
    expect(popup.status).toBe(404);
    const list = (await profileLoader(await args(req("Mallory", "/profile?orders")))) as Response;
    expect(((await list.json()) as { data: { orders: unknown[] } }).data.orders).toEqual([]);
  });

  it("cannot check out with someone else's address", async () => {
    const body = JSON.stringify({
      checkoutId: randomUUID(),
      addressId: ashaAddress,
      deliveryMode: "delivery",
      lines: [{ productId: product.id, color: "Red", size: "M", quantity: 1 }],
    });
    const post = (who: string | null) =>
      args(req(who, "/checkout", { method: "POST", body, headers: { "content-type": "application/json" } }), {}, checkoutRoute);
    const r = await checkoutRoute.action(await post("Mallory"));
    expect([statusOf(r), payload(r).error]).toEqual([404, "Selected profile not found."]);
    // Signed out, the guard sends the post to the shop's login before the action runs.
    const signedOut = await post(null).catch((thrown: unknown) => thrown);
    expect(signedOut instanceof Response && signedOut.headers.get("location")).toMatch(new RegExp(`^/${shop.handle}/login\\?`));
    expect(await s.db.$count(orders, eq(orders.sellerId, shop.id))).toBe(1);
  });
});

describe("profile", () => {
  it("validates with product.md's messages and saves only filled fields", async () => {
    const post = async (fields: Record<string, string>) =>
      (await profileAction(await args(req("Asha", "/profile", form(fields))))) as Response;
    for (const [fields, message] of [
      [{}, "At least one field must be filled to save."],
      [{ mobile: "12345" }, "Phone number must be 10 digits."],
      [{ pincode: "12" }, "Pincode must be 6 digits."],
    ] as const) {
      const r = await post(fields);
      expect([r.status, failureMessage(await r.json())]).toEqual([400, message]);
    }
    const ok = await post({ name: "Asha R.", flatHouseBuilding: "7 Hill Road", townCity: "Pune" });
    expect(ok.status).toBe(200);
    const { profile } = ((await ok.json()) as { data: { profile: { name: string; address: string; mobile: string | null } } }).data;
    expect(profile).toMatchObject({ name: "Asha R.", address: "7 Hill Road, Pune", mobile: null });
  });

  it("checks the photo's size and type with product.md's messages", async () => {
    const send = async (bytes: Uint8Array<ArrayBuffer>, type: string) => {
      const body = new FormData();
      body.set("photo", new File([bytes], "p", { type }));
      const r = (await profileAction(await args(req("Asha", "/profile", { method: "POST", body })))) as Response;
      return [r.status, failureMessage(await r.json())];
    };
    expect(await send(new Uint8Array(2 * 1024 * 1024 + 10).fill(0xff), "image/jpeg")).toEqual([413, "Photo size must be less than 2MB."]);
    expect(await send(new Uint8Array(Buffer.from("GIF89a-not-allowed")), "image/gif")).toEqual([
      400,
      "Only JPEG or PNG images are allowed.",
    ]);
    // A WebP is a fine image, but not one the profile allows (docs/product.md#customer-profile).
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
      .webp()
      .toBuffer();
    expect(await send(new Uint8Array(webp), "image/jpeg")).toEqual([400, "Only JPEG or PNG images are allowed."]);
  });

  it("stores a JPEG or PNG photo through the media pipeline", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ea580c" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set("photo", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const r = (await profileAction(await args(req("Asha", "/profile", { method: "POST", body })))) as Response;
    expect(r.status).toBe(200);
    const { profile } = ((await r.json()) as { data: { profile: { photoKey: string; name: string } } }).data;
    expect(profile.photoKey).toMatch(new RegExp(`^customer_photos/${asha}/`));
    expect(profile.name).toBe("Asha R."); // a photo alone changes nothing else
    expect(await s.storage.get(`${profile.photoKey}-320.webp`)).toBeTruthy();
  });
});
