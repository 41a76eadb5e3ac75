// The data the fuzz suite aims at: people in every role, two shops with catalogues, orders,
// addresses, banners and inbox entries, so generated requests can name real ids as well as unknown
// ones. `repairWorld` undoes what successful fuzz requests did to the people and shops the suite
// relies on (roles, suspensions, sessions), so later routes still run as the roles they claim.
import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import sharp from "sharp";
import {
  checkout,
  coupon,
  deliveryRules,
  orders,
  paymentSettings,
  product,
  productStock,
  seller,
  session,
  user,
} from "../../../app/db/schema";
import { createPlatformBanner } from "../../../app/domain/admin/banners.server";
import { addSellerSubcategory, createCategory } from "../../../app/domain/catalog/categories.server";
import { createProduct } from "../../../app/domain/catalog/products.server";
import { placeOrders } from "../../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../../app/domain/customers/addresses.server";
import { storeImage } from "../../../app/domain/images/images.server";
import { createFeedback, createHelpRequest } from "../../../app/domain/platform/requests.server";
import { addBanner } from "../../../app/domain/sellers/banners.server";
import { type AppServer, GUEST, type Identity, openShop, signIn, signUp } from "./app-server";

export const IDENTITIES = ["guest", "customer", "seller", "rival", "admin", "leaver"] as const;
/**
 * guest: nobody; customer; seller: owns SHOP; rival: a seller owning RIVAL_SHOP; admin;
 * leaver: a customer for requests that may end their own session (logout, sign-out, revoke).
 */
export type Who = (typeof IDENTITIES)[number];

export const SHOP = "fuzz-shop";
export const RIVAL_SHOP = "rival-shop";
export const VICTIM_SHOP = "victim-shop";

export interface World {
  people: Record<Who, Identity>;
  shopId: string;
  rivalShopId: string;
  /** A shop only admin requests aim at, so suspending it never blocks the other routes. */
  victimShopId: string;
  victimUserId: string;
  productIds: string[];
  rivalProductId: string;
  categoryId: string;
  subcategoryId: string;
  orderIds: string[];
  rivalOrderId: string;
  /** The customer's checkout in SHOP (an open UPI payment) and in RIVAL_SHOP (a shop that takes payments). */
  checkoutIds: string[];
  addressId: string;
  bannerId: string;
  platformBannerId: string;
  helpRequestId: string;
  feedbackId: string;
  imageKey: string;
  /** A small valid PNG (240×240) for the upload fields' success path. */
  samplePng: Uint8Array;
}

export const png = (w: number, h: number, colour = "#ea580c") =>
  sharp({ create: { width: w, height: h, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function seedProduct(server: AppServer, shopId: string, name: string, imageKey: string, placement: object = {}) {
  const p = await createProduct(server.services.db, shopId, {
    name,
    description: "Cotton, hand block printed.",
    pricePaise: 49_900,
    main: "men",
    ...placement,
    colors: [
      { color: "Red", imageKeys: [imageKey], stock: { M: 1000, L: 1000 } },
      { color: "Blue", imageKeys: [], stock: { M: 1000 } },
    ],
  });
  return p.id;
}

export async function buildWorld(server: AppServer): Promise<World> {
  const { db, storage } = server.services;
  const [customer, seller, rival, admin, leaver, victim] = await Promise.all([
    signUp(server, "Fuzz Customer", "customer"),
    signUp(server, "Fuzz Seller", "seller"),
    signUp(server, "Fuzz Rival", "seller"),
    signUp(server, "Fuzz Admin", "admin"),
    signUp(server, "Fuzz Leaver", "customer"),
    signUp(server, "Fuzz Victim", "seller"),
  ]);
  const shop = await openShop(server, seller, SHOP);
  const rivalShop = await openShop(server, rival, RIVAL_SHOP);
  const victimShop = await openShop(server, victim, VICTIM_SHOP);
  const imageKey = await storeImage(storage, await png(400, 400), { maxBytes: 5e6 }, `products/${shop.id}`);
  const cat = await createCategory(db, shop.id, { main: "men", name: "Shirts" });
  const sub = await addSellerSubcategory(db, shop.id, cat.id, { name: "Formal" });
  const productIds = [
    await seedProduct(server, shop.id, "Block print shirt", imageKey, { categoryId: cat.id, subcategoryId: sub.id }),
    await seedProduct(server, shop.id, "Plain kurta", imageKey),
  ];
  const rivalProductId = await seedProduct(server, rivalShop.id, "Rival shirt", imageKey);
  const address = await createAddress(db, customer.userId as string, {
    name: "Asha",
    mobile: "9876543210",
    flatHouseBuilding: "12 MG Road",
    areaStreetSector: "Camp",
    pincode: "411001",
    townCity: "Pune",
    state: "Maharashtra",
  });
  const order = (sellerId: string, productId: string) =>
    placeOrders(
      db,
      { userId: customer.userId as string, sellerId },
      {
        checkoutId: randomUUID(),
        addressId: address.id,
        deliveryMode: "delivery",
        lines: [
          { productId, color: "Red", size: "M", quantity: 1 },
          { productId, color: "Blue", size: "M", quantity: 2 },
        ],
      },
    );
  const placed = await order(shop.id, productIds[0] as string);
  const rivalPlaced = await order(rivalShop.id, rivalProductId);
  // From here on the shop takes payments (the orders above were placed before, as 'none'), so
  // fuzzed checkouts go through methods, fees, the delivery area and a coupon.
  await db.insert(paymentSettings).values({
    sellerId: shop.id,
    upiId: "fuzz@oksbi",
    payeeName: "Fuzz Seller",
    acceptsUpi: true,
    acceptsCod: true,
    acceptsPayAtShop: true,
    codFeePaise: 2_000,
    codMaxOrderPaise: 500_000,
  });
  await db
    .insert(deliveryRules)
    .values({ sellerId: shop.id, flatFeePaise: 4_900, freeAbovePaise: 99_900, area: "state", state: "Maharashtra" });
  await db.insert(coupon).values({ sellerId: shop.id, code: "SAVE10", kind: "percent", value: 10, usageLimit: 100_000 });
  const bannerKey = await storeImage(storage, await png(400, 200), { maxBytes: 5e6 }, `banners/${shop.id}`);
  const banner = await addBanner(db, shop.id, bannerKey);
  const slide = await createPlatformBanner(db, storage, { title: "Welcome", subtitle: "" }, { image: await png(400, 300) });
  const help = await createHelpRequest(db, { name: "Asha", email: "asha@example.com", message: "Hello" });
  const note = await createFeedback(db, { name: "Ravi", message: "Nice", sellerId: shop.id });
  return {
    people: { guest: GUEST, customer, seller, rival, admin, leaver },
    shopId: shop.id,
    rivalShopId: rivalShop.id,
    victimShopId: victimShop.id,
    victimUserId: victim.userId as string,
    productIds,
    rivalProductId,
    categoryId: cat.id,
    subcategoryId: sub.id,
    orderIds: [placed.orderId],
    rivalOrderId: rivalPlaced.orderId,
    // An order's id is its checkout's: the payment screen is addressed by the same ids.
    checkoutIds: [placed.orderId, rivalPlaced.orderId],
    addressId: address.id,
    bannerId: banner.id,
    platformBannerId: slide.id,
    helpRequestId: help.id,
    feedbackId: note.id,
    imageKey,
    samplePng: new Uint8Array(await png(240, 240)),
  };
}

const ROLE_OF: Record<Exclude<Who, "guest">, "customer" | "seller" | "admin"> = {
  customer: "customer",
  seller: "seller",
  rival: "seller",
  admin: "admin",
  leaver: "customer",
};

/** Puts back roles, shop status, products and stock, and signs anyone whose session ended in again. */
export async function repairWorld(server: AppServer, world: World): Promise<void> {
  const { db } = server.services;
  for (const who of Object.keys(ROLE_OF) as Array<keyof typeof ROLE_OF>) {
    const person = world.people[who];
    await db
      .update(user)
      .set({ role: ROLE_OF[who] })
      .where(eq(user.id, person.userId as string));
    await ensureSession(server, world, who);
  }
  await db
    .update(seller)
    .set({ status: "active", suspendedReason: null })
    .where(inArray(seller.id, [world.shopId, world.rivalShopId]));
  const seeded = [...world.productIds, world.rivalProductId];
  await db.update(product).set({ active: true }).where(inArray(product.id, seeded));
  await db.update(productStock).set({ stock: 1000 }).where(inArray(productStock.productId, seeded));
  // ── paying: the checkouts' payments open again, so claims and confirmations keep meeting a payable state.
  await db
    .update(checkout)
    .set({
      paymentMethod: "upi",
      paymentStatus: "awaiting",
      payeeUpiId: "fuzz@okaxis",
      payeeName: "Fuzz",
      paymentDueAt: new Date(Date.now() + 86_400_000),
    })
    .where(inArray(checkout.id, world.checkoutIds));
  // Opening an order marks it seen: a page rendered after a refused action must not count as a change.
  await db
    .update(orders)
    .set({ seenBySellerAt: new Date() })
    .where(and(inArray(orders.id, [...world.orderIds, world.rivalOrderId]), isNull(orders.seenBySellerAt)));
}

/** Signs `who` in again when their session has ended (or makes a fresh account if the password changed). */
export async function ensureSession(server: AppServer, world: World, who: Exclude<Who, "guest">): Promise<void> {
  const person = world.people[who];
  if (await hasLiveSession(server, person)) return;
  try {
    person.cookie = await signIn(server, person);
  } catch (error) {
    // Only the leaver's requests can change its password or delete it; the others must still sign in.
    if (who !== "leaver") throw error;
    world.people.leaver = await signUp(server, "Fuzz Leaver", "customer");
  }
}

/** Whether the session in the cookie still exists, read from the database (cheaper than a request). */
async function hasLiveSession(server: AppServer, person: Identity): Promise<boolean> {
  const value = /(?:^|;\s*)[\w.-]*session_token=([^;]+)/.exec(person.cookie)?.[1];
  if (!value) return false;
  const token = decodeURIComponent(value).split(".")[0] as string;
  const rows = await server.services.db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())));
  return rows.length > 0;
}
