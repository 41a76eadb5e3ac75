// The demo platform: three shops with categories, ~90 products with placeholder photos, banners,
// and logins for every role. Content lives in demo-catalog.ts; this file turns it into rows.
import { randomUUID } from "node:crypto";
import { eq, getTableName, inArray, is, or, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { AppServices } from "~/context";
import type { Role } from "~/db/schema";
import * as schema from "~/db/schema";
import {
  address,
  banner,
  checkout as checkoutRow,
  invoice,
  orderItem,
  orderStatusEvent,
  orders,
  platformBanner,
  seller,
  session,
  user,
} from "~/db/schema";
import type { DeliveryMode, OrderStatus } from "~/db/schema/values";
import { addSellerSubcategory, createCategory } from "~/domain/catalog/categories.server";
import { COLOR_OPTIONS, SIZE_GROUPS_BY_MAIN } from "~/domain/catalog/constants";
import type { ProductInput } from "~/domain/catalog/product-input";
import { createProduct, type Product } from "~/domain/catalog/products.server";
import { IMAGE_WIDTHS, imageFileKey } from "~/media/urls";
import { CARE_NOTES, CATALOG, type CategorySeed, PLATFORM_BANNERS, SHOPS, type ShopSeed } from "./demo-catalog";
import {
  type Angle,
  type Garment,
  makeBannerImage,
  makeCategoryImage,
  makeProductImage,
  makeShopPhoto,
  PRODUCT_ANGLES,
} from "./demo-images.server";
import { ADMIN, CUSTOMER, DEMO_LOGINS, DEMO_PASSWORD } from "./demo-logins";

type SeedServices = Pick<AppServices, "db" | "auth" | "storage" | "log">;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: the same seed gives the same catalogue on every run.

export type Rng = () => number;

/** mulberry32: a tiny, well-distributed 32-bit PRNG. */
export function createRng(seed: string): Rng {
  let a = [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const randInt = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Planning: every random choice is made here, synchronously, before any picture is drawn.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PlannedColor {
  color: string;
  angles: Angle[];
  stock: Record<string, number>;
}

export interface PlannedProduct {
  category: CategorySeed;
  subcategory: string;
  input: Omit<ProductInput, "colors" | "categoryId" | "subcategoryId">;
  colors: PlannedColor[];
}

/** 3–6 neighbouring sizes of the category's size list (sarees and other free-size items: just FREE SIZE). */
function planSizes(rng: Rng, category: CategorySeed): string[] {
  const groups: Record<string, readonly string[]> = SIZE_GROUPS_BY_MAIN[category.main];
  const list = groups[category.sizeGroup];
  if (list.length === 1) return [...list];
  const count = Math.min(list.length, randInt(rng, 3, 6));
  const start = randInt(rng, 0, list.length - count);
  return list.slice(start, start + count);
}

/** Whole rupees ending in 9, 10–45% below the price. */
function planSalePrice(rng: Rng, rupees: number): number {
  const discount = 0.1 + rng() * 0.35;
  const sale = Math.max(9, Math.floor((rupees * (1 - discount)) / 10) * 10 - 1);
  return Math.min(sale, rupees - 1) * 100;
}

/** `share` of the indexes 0..n-1, chosen at random: exact proportions rather than coin flips. */
function sample(rng: Rng, n: number, share: number): Set<number> {
  const indexes = Array.from({ length: n }, (_, i) => i);
  return new Set(pickDistinct(rng, indexes, Math.max(1, Math.round(n * share))));
}

export function planShopProducts(shop: ShopSeed, now: Date): PlannedProduct[] {
  const rng = createRng(shop.handle);
  const templates = CATALOG.flatMap((category) => {
    const take = shop.take[category.main];
    if (!take) return [];
    return category.subcategories.flatMap((sub) => sub.products.slice(...take).map((template) => ({ category, sub, template })));
  });
  // ~30% on sale, ~15% new (created in the last 3 days), a few hidden from shoppers.
  const onSale = sample(rng, templates.length, 0.3);
  const isNew = sample(rng, templates.length, 0.15);
  const inactive = sample(rng, templates.length, 0.06);

  return templates.map(({ category, sub, template: [name, rupees, blurb] }, i): PlannedProduct => {
    const sizes = planSizes(rng, category);
    const colorCount = pick(rng, [1, 1, 2, 2, 2, 3, 3, 4]);
    const colors = pickDistinct(rng, COLOR_OPTIONS, colorCount).map(
      (c, ci): PlannedColor => ({
        color: c.name,
        angles: PRODUCT_ANGLES.slice(0, ci === 0 ? shop.anglesPerColor[0] : shop.anglesPerColor[1]),
        // Roughly one size in six is sold out, so the out-of-stock states show up.
        stock: Object.fromEntries(sizes.map((size) => [size, rng() < 0.17 ? 0 : randInt(rng, 1, 25)])),
      }),
    );
    // New ones are 1–66 hours old; the rest spread over the past six months.
    const ageMs = isNew.has(i) ? randInt(rng, 1, 66) * HOUR_MS : randInt(rng, 4, 180) * DAY_MS + randInt(rng, 0, 23) * HOUR_MS;
    return {
      category,
      subcategory: sub.name,
      input: {
        name,
        description: `${blurb} ${pick(rng, CARE_NOTES)}`,
        pricePaise: rupees * 100,
        salePricePaise: onSale.has(i) ? planSalePrice(rng, rupees) : null,
        main: category.main,
        active: !inactive.has(i),
        createdAt: new Date(now.getTime() - ageMs),
      },
      colors,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

async function signUp(services: SeedServices, body: { name: string; email: string } & Record<string, string>, role: Role) {
  const { user: created } = await services.auth.api.signUpEmail({ body: { ...body, password: DEMO_PASSWORD } });
  // role is not client-settable (auth.server.ts), so it is set here directly.
  if (role !== "customer") await services.db.update(user).set({ role }).where(eq(user.id, created.id));
  return created.id;
}

/** Category pictures are shared by shops with the same category, so each is drawn once. */
type PictureCache = Map<string, Promise<string>>;

function categoryPicture(services: SeedServices, cache: PictureCache, key: string, garment: Garment, color: string) {
  let picture = cache.get(key);
  if (!picture) {
    picture = makeCategoryImage(services.storage, { garment, color });
    cache.set(key, picture);
  }
  return picture;
}

interface SeededProduct {
  row: Product;
  colors: Array<{ color: string; imageKeys: string[]; stock: Record<string, number> }>;
}

const CATEGORY_COLORS = ["Pink", "Light Blue", "Gold", "Light Green", "Purple", "Orange", "Maroon", "Khaki"];

async function seedShop(services: SeedServices, shop: ShopSeed, ownerUserId: string, pictures: PictureCache, now: Date) {
  const { db, storage } = services;
  const plan = planShopProducts(shop, now);
  // Start every picture at once; the renderer's queue keeps the CPU busy while rows are written.
  const photoKey = makeShopPhoto(storage, { shopName: shop.shopName, color: shop.photoColor });
  const bannerKeys = Promise.all(shop.banners.map((art) => makeBannerImage(storage, art)));
  const productImages = plan.map((p) =>
    Promise.all(
      p.colors.map((c) =>
        Promise.all(
          c.angles.map((angle) => makeProductImage(storage, { name: p.input.name, color: c.color, garment: p.category.garment, angle })),
        ),
      ),
    ),
  );

  const [shopRow] = await db
    .insert(seller)
    .values({
      handle: shop.handle,
      ownerUserId,
      shopName: shop.shopName,
      ownerName: shop.owner.name,
      email: shop.owner.email,
      phone: shop.phone,
      location: shop.location,
      photoKey: await photoKey,
    })
    .returning();

  // The category tree, for the main categories this shop sells.
  const ids = new Map<string, { categoryId: string; subcategoryIds: Map<string, string> }>();
  for (const [index, cat] of CATALOG.entries()) {
    if (!shop.take[cat.main]) continue;
    const color = CATEGORY_COLORS[index % CATEGORY_COLORS.length];
    const imageKey = await categoryPicture(services, pictures, `${cat.main}/${cat.name}`, cat.garment, color);
    const row = await createCategory(db, shopRow.id, { main: cat.main, name: cat.name, imageKey });
    const subcategoryIds = new Map<string, string>();
    for (const [subIndex, sub] of cat.subcategories.entries()) {
      const subColor = CATEGORY_COLORS[(index + subIndex + 1) % CATEGORY_COLORS.length];
      const subImage = await categoryPicture(services, pictures, `${cat.main}/${cat.name}/${sub.name}`, cat.garment, subColor);
      subcategoryIds.set(sub.name, (await addSellerSubcategory(db, shopRow.id, row.id, { name: sub.name, imageKey: subImage })).id);
    }
    ids.set(`${cat.main}/${cat.name}`, { categoryId: row.id, subcategoryIds });
  }

  const products: SeededProduct[] = [];
  for (const [i, p] of plan.entries()) {
    const placement = ids.get(`${p.category.main}/${p.category.name}`);
    const images = await productImages[i];
    const colors = p.colors.map((c, ci) => ({ color: c.color, imageKeys: images[ci], stock: c.stock }));
    const row = await createProduct(db, shopRow.id, {
      ...p.input,
      categoryId: placement?.categoryId,
      subcategoryId: placement?.subcategoryIds.get(p.subcategory),
      colors,
    });
    products.push({ row, colors });
  }

  // One banner per picture, as the dashboard's uploads make them.
  await db.insert(banner).values((await bannerKeys).map((key, position) => ({ sellerId: shopRow.id, imageKeys: [key], position })));
  return { shop: shopRow, products };
}

async function seedPlatformBanners(services: SeedServices) {
  const { db, storage } = services;
  // Platform banners belong to no user, so an earlier (interrupted) seed may have left them.
  const [existing] = await db.select({ id: platformBanner.id }).from(platformBanner).limit(1);
  if (existing) return;
  // One plain picture serves as every slide's fallback (docs/product.md#landing-page).
  const fallback = makeBannerImage(storage, { colors: ["#334155", "#64748b"], garments: [] });
  const images = await Promise.all(PLATFORM_BANNERS.map((b) => makeBannerImage(storage, b.art)));
  const fallbackImageKey = await fallback;
  await db.insert(platformBanner).values(
    PLATFORM_BANNERS.map((b, position) => ({
      title: b.title,
      subtitle: b.subtitle,
      imageKey: images[position],
      fallbackImageKey,
      position,
    })),
  );
}

/** A saved delivery address and two past checkouts, so the customer's order history is not empty. */
async function seedCustomerHistory(services: SeedServices, customerId: string, shopId: string, products: SeededProduct[], now: Date) {
  const { db } = services;
  const home = {
    name: CUSTOMER.name,
    mobile: CUSTOMER.mobile,
    flatHouseBuilding: "Flat 302, Lotus Residency",
    areaStreetSector: "5th Cross, Indiranagar",
    landmark: "Near Indiranagar Metro Station",
    pincode: CUSTOMER.pincode,
    townCity: "Bengaluru",
    state: "Karnataka",
  };
  await db.insert(address).values({ userId: customerId, ...home });
  const shippingAddress = [home.flatHouseBuilding, home.areaStreetSector, home.landmark, home.townCity, home.state, home.pincode].join(
    ", ",
  );

  // Status history of each demo checkout, one step per day from the order date.
  const checkouts: Array<{ daysAgo: number; mode: DeliveryMode; statuses: OrderStatus[]; lines: number }> = [
    { daysAgo: 24, mode: "delivery", statuses: ["pending", "confirmed", "shipped", "delivered"], lines: 2 },
    { daysAgo: 1, mode: "in-shop", statuses: ["pending"], lines: 1 },
  ];
  const used = new Set<SeededProduct>();
  for (const checkout of checkouts) {
    const checkoutId = randomUUID();
    const createdAt = new Date(now.getTime() - checkout.daysAgo * DAY_MS);
    const status = checkout.statuses.at(-1) ?? "pending";
    // Active products that already existed on the order date, each ordered once.
    const lines = products.filter((p) => p.row.active && p.row.createdAt < createdAt && !used.has(p)).slice(0, checkout.lines);
    const ordered = lines.map(({ row: p, colors }, lineNo) => {
      const color = colors[0];
      const size = Object.entries(color.stock).find(([, stock]) => stock > 0)?.[0] ?? Object.keys(color.stock)[0];
      const pricePaise = p.salePricePaise ?? p.pricePaise;
      return { lineNo, p, color, size, pricePaise, quantity: lineNo + 1 };
    });
    for (const line of lines) used.add(line);
    // Free delivery and no payment through Haat: the total is the goods.
    const subtotalPaise = ordered.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
    const amounts = { subtotalPaise, totalPaise: subtotalPaise, placedTotalPaise: subtotalPaise };
    await db
      .insert(checkoutRow)
      .values({ id: checkoutId, userId: customerId, sellerId: shopId, requestFingerprint: "", ...amounts, createdAt });
    await db.insert(orders).values({
      id: checkoutId,
      userId: customerId,
      sellerId: shopId,
      status,
      deliveryMode: checkout.mode,
      shippingAddress,
      contactNumber: home.mobile,
      customerName: home.name,
      seenBySellerAt: status === "pending" ? null : createdAt,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (checkout.statuses.length - 1) * DAY_MS),
    });
    await db.insert(orderItem).values(
      ordered.map((l) => ({
        sellerId: shopId,
        orderId: checkoutId,
        lineNo: l.lineNo,
        productId: l.p.id,
        name: l.p.name,
        pricePaise: l.pricePaise,
        quantity: l.quantity,
        color: l.color.color,
        size: l.size,
        imageKey: l.color.imageKeys[0] ?? null,
      })),
    );
    await db.insert(orderStatusEvent).values(
      checkout.statuses.map((step, stepNo) => ({
        sellerId: shopId,
        orderId: checkoutId,
        status: step,
        createdAt: new Date(createdAt.getTime() + stepNo * DAY_MS),
      })),
    );
  }
}

/** Deletes the demo users, their shops (with everything in them) and the orders of both. */
async function removeDemoUsers(services: SeedServices, emails: string[]) {
  await services.db.transaction(async (tx) => {
    const userIds = (await tx.select({ id: user.id }).from(user).where(inArray(user.email, emails))).map((u) => u.id);
    const shopIds = (await tx.select({ id: seller.id }).from(seller).where(inArray(seller.ownerUserId, userIds))).map((s) => s.id);
    // Orders restrict deleting their user and shop, so they go first.
    const theirs = or(inArray(checkoutRow.userId, userIds), inArray(checkoutRow.sellerId, shopIds));
    await tx.delete(orders).where(or(inArray(orders.userId, userIds), inArray(orders.sellerId, shopIds)));
    await tx.delete(invoice).where(inArray(invoice.checkoutId, tx.select({ id: checkoutRow.id }).from(checkoutRow).where(theirs)));
    await tx.delete(checkoutRow).where(theirs);
    await tx.delete(seller).where(inArray(seller.id, shopIds));
    await tx.delete(user).where(inArray(user.id, userIds));
  });
}

/**
 * Seeds the demo platform unless it is already there (admin@example.com exists).
 * The admin is created last, so its presence means a complete seed; demo users without it are
 * the leftovers of an interrupted seed and are removed before seeding again.
 */
export async function seedDemo(services: SeedServices): Promise<{ created: boolean }> {
  const { db, log } = services;
  const emails = DEMO_LOGINS.map((l) => l.email);
  const existing = await db.select({ email: user.email }).from(user).where(inArray(user.email, emails));
  if (existing.some((u) => u.email === ADMIN.email)) return { created: false };
  if (existing.length > 0) {
    // A seed that was interrupted (e.g. the server killed while booting): start over.
    await removeDemoUsers(services, emails);
    log.warn({ emails: existing.map((u) => u.email) }, "removed incomplete demo data from an interrupted seed");
  }

  const started = Date.now();
  const now = new Date();
  const pictures: PictureCache = new Map();
  const ownerIds = await Promise.all(SHOPS.map((shop) => signUp(services, shop.owner, "seller")));
  const [shops] = await Promise.all([
    Promise.all(SHOPS.map((shop, i) => seedShop(services, shop, ownerIds[i], pictures, now))),
    seedPlatformBanners(services),
  ]);
  const demo = shops[0];
  // After the shops: sign-up checks that the shop signed up at exists (auth.server.ts).
  const customerId = await signUp(
    services,
    {
      name: CUSTOMER.name,
      email: CUSTOMER.email,
      mobile: CUSTOMER.mobile,
      address: CUSTOMER.address,
      pincode: CUSTOMER.pincode,
      signupShop: "demo",
    },
    "customer",
  );
  await seedCustomerHistory(services, customerId, demo.shop.id, demo.products, now);
  const adminId = await signUp(services, ADMIN, "admin");
  // signUpEmail signs the new user in; nobody will use those sessions.
  await db.delete(session).where(inArray(session.userId, [...ownerIds, customerId, adminId]));

  log.info(
    { ms: Date.now() - started, shops: shops.length, products: shops.reduce((n, s) => n + s.products.length, 0) },
    "demo platform seeded",
  );
  return { created: true };
}

/** Every key under which an image may be stored, read from the tables that reference images. */
async function storedImageKeys(services: SeedServices): Promise<string[]> {
  const { rows } = await services.db.execute<{ key: string | null }>(sql`
    select photo_key as key from "user"
    union select photo_key from seller
    union select image_key from category
    union select image_key from subcategory
    union select jsonb_array_elements_text(image_keys) from product_color
    union select jsonb_array_elements_text(image_keys) from banner
    union select image_key from platform_banner
    union select fallback_image_key from platform_banner
    union select image_key from order_item`);
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}

/**
 * `npm run seed`: wipes EVERY table of the app (shops, orders, users, sessions...) and their stored
 * images, then seeds the demo platform, so running it twice gives the same state. This is only
 * meant for demo/development databases; scripts/seed.ts guards external databases.
 */
export async function resetAndSeedDemo(services: SeedServices): Promise<{ created: boolean }> {
  const keys = await storedImageKeys(services);
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await services.db.execute(sql.raw(`truncate table ${tables.join(", ")} cascade`));
  await Promise.all(keys.flatMap((key) => IMAGE_WIDTHS.map((w) => services.storage.delete(imageFileKey(key, w)).catch(() => {}))));
  services.log.info({ tables: tables.length, images: keys.length }, "demo reset: tables truncated, images deleted");
  return seedDemo(services);
}
