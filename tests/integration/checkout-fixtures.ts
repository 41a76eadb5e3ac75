// Rows the cart/checkout/orders tests need: customers, a shop and a product with stock.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../app/db/client.server";
import { paymentSettings, productStock, seller, user } from "../../app/db/schema";
import { createProduct } from "../../app/domain/catalog/products.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";

export async function makeUser(db: Database, name = "Customer", role: "customer" | "seller" = "customer") {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email: `${id}@example.com`, role });
  return { id, name, email: `${id}@example.com` };
}

export async function makeShop(db: Database, handle = `shop-${randomUUID().slice(0, 8)}`) {
  const owner = await makeUser(db, "Owner", "seller");
  const [shop] = await db
    .insert(seller)
    .values({ handle, ownerUserId: owner.id, shopName: `Shop ${handle}`, email: `${handle}@example.com` })
    .returning();
  return shop;
}

export async function makeProduct(
  db: Database,
  sellerId: string,
  opts: { stock?: number; pricePaise?: number; salePricePaise?: number | null; name?: string } = {},
) {
  return createProduct(db, sellerId, {
    name: opts.name ?? "Cotton Kurta",
    pricePaise: opts.pricePaise ?? 99_900,
    salePricePaise: opts.salePricePaise ?? null,
    main: "men",
    colors: [{ color: "Red", imageKeys: ["img/red"], stock: { M: opts.stock ?? 5, L: 10 } }],
  });
}

export const ADDRESS = {
  name: "Asha Rao",
  mobile: "9876543210",
  flatHouseBuilding: "12 Lotus Residency",
  areaStreetSector: "MG Road",
  landmark: "",
  pincode: "411001",
  townCity: "Pune",
  state: "Maharashtra",
};

export async function makeCustomerWithAddress(db: Database, name = "Customer") {
  const u = await makeUser(db, name);
  const a = await createAddress(db, u.id, { ...ADDRESS, name });
  return { ...u, addressId: a.id };
}

export async function stockOf(db: Database, p: { id: string; sellerId: string }, size = "M", color = "Red") {
  const [row] = await db
    .select({ stock: productStock.stock })
    .from(productStock)
    .where(
      and(
        eq(productStock.productId, p.id),
        eq(productStock.color, color),
        eq(productStock.size, size),
        eq(productStock.sellerId, p.sellerId),
      ),
    );
  return row?.stock;
}

/** Signs a new customer up through the real auth handler; the cookie signs later requests in. */
export async function signUpForCookie(
  s: { auth: { handler(r: Request): Promise<Response> }; env: { BASE_URL: string } },
  name: string,
  ip: string,
) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
  const res = await s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": ip },
      body: JSON.stringify({ name, email, password: "secret-123" }),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

/** The shop takes UPI (48 h window), COD (₹30 fee, up to ₹3,000) and pay-at-shop. */
export async function takePayments(db: Database, sellerId: string) {
  await db.insert(paymentSettings).values({
    sellerId,
    upiId: "asha@oksbi",
    payeeName: "Asha Rao",
    acceptsUpi: true,
    acceptsCod: true,
    acceptsPayAtShop: true,
    codFeePaise: 3_000,
    codMaxOrderPaise: 300_000,
    paymentWindowHours: 48,
  });
}

/** The shopper's home-delivery order at the shop from their saved address, with a new checkout id; `more` adds to the request (payment method, coupon). */
export function placeDelivery(
  db: Database,
  shopper: { id: string; addressId: string },
  shop: { id: string; shopName: string },
  lines: { productId: string; color: string; size: string; quantity: number }[],
  more: Record<string, unknown> = {},
) {
  return placeOrders(
    db,
    { userId: shopper.id, sellerId: shop.id, shopName: shop.shopName },
    { checkoutId: randomUUID(), addressId: shopper.addressId, deliveryMode: "delivery", ...more, lines },
  );
}
