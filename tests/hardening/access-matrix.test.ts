// The access-control matrix: every route of the production build's route table, requested
// (document and single-fetch `.data`) and posted as a guest, customer A, customer B, seller A,
// seller B and an admin, always with ids that belong to someone else, against the explicit EXPECTED
// table below. A refused request must change nothing (database digest, stored files), no answer that
// gets through may carry someone else's private data, and a route added to app/routes.ts fails here
// until it has its row.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type SQL, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { type ServerBuild, UNSAFE_decodeViaTurboStream, UNSAFE_SingleFetchRedirectSymbol } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankCredit, coupon, dataExport, platformBanner, review, user } from "../../app/db/schema";
import { CSV_COLUMNS } from "../../app/domain/catalog/csv";
import { rotateSmsToken } from "../../app/domain/payments/bank/sms-feed.server";
import { CLOSED_SHOP_PATTERNS, customerGuard, customerWritesGuard } from "../../app/http/guards.server";
import appRoutes from "../../app/routes";
import { ADDRESS } from "../integration/checkout-fixtures";
import { type AppServer, type Identity, productionBuildDir, signIn, startAppServer } from "./support/app-server";
import { changedTables, digestAppTables, listFiles } from "./support/db-digest";
import { singleFetchPath } from "./support/single-fetch";
import { buildTwoShopWorld, marker, PEOPLE, type PlacedOrder, type ShopSide, type TwoShopWorld, type Who } from "./support/two-shop-world";

// ── outcomes ───────────────────────────────────────────────────────────────────────────────────
/** ok = 2xx; login:<path> = redirect to that login page, back to the requested URL; redirect:<to>. */
type Outcome =
  | "ok"
  | "invalid" // 400
  | "unauthorized" // 401
  | "forbidden" // 403
  | "notfound" // 404
  | "conflict" // 409
  | `login:${string}`
  | `redirect:${string}`;
type Row = Record<Who, Outcome>;

const SHOP = "/matrix-a";
const SHOP_LOGIN: Outcome = `login:${SHOP}/login`;
const TO_SHOP: Outcome = `redirect:${SHOP}`;

const everyone = (o: Outcome): Row => ({ guest: o, customerA: o, customerB: o, sellerA: o, sellerB: o, admin: o });
const signedIn = (guest: Outcome, others: Outcome): Row => ({ ...everyone(others), guest });
/** Shop A's dashboard: seller A gets `owner`; anyone else signed in is sent to the storefront. */
const shopOwnerOnly = (owner: Outcome): Row => ({
  guest: SHOP_LOGIN,
  customerA: TO_SHOP,
  customerB: TO_SHOP,
  sellerA: owner,
  sellerB: TO_SHOP,
  admin: TO_SHOP,
});
const ADMIN_PAGE: Row = { ...everyone("redirect:/"), guest: "login:/login", admin: "ok" };
/** Admin actions answer 403 rather than redirect: they are only ever posted by the console. */
const adminAction = (admin: Outcome): Row => ({ ...everyone("forbidden"), guest: "login:/login", admin });

// ── whose ids each person uses ─────────────────────────────────────────────────────────────────
/**
 * Every request goes to shop A's URLs. Ids are never the requester's own: people outside shop A
 * aim at shop A's things and customer A's; seller A (in its own dashboard) aims at shop B's things;
 * customer A aims at customer B's order in shop A and customer B's address.
 */
interface Ids {
  who: Who;
  me: Identity;
  /** The shop whose product, category, subcategory and banner ids are used. */
  theirs: ShopSide;
  sellerOrder: PlacedOrder;
  customerOrder: PlacedOrder;
  address: string;
  /** Another customer's account. */
  victim: Identity;
}

let server: AppServer;
let build: ServerBuild;
let world: TwoShopWorld;

function idsFor(who: Who): Ids {
  const { people } = world;
  return {
    who,
    me: people[who],
    theirs: who === "sellerA" ? world.shopB : world.shopA,
    sellerOrder: who === "sellerA" ? world.orderB : world.orderA,
    customerOrder: who === "customerA" ? world.orderBinA : world.orderA,
    address: who === "customerA" ? world.addressB : world.addressA,
    victim: who === "customerA" ? people.customerB : people.customerA,
  };
}

/** What each person must never see in an answer that gets through. */
function secretsOf(who: Who): string[] {
  const { orderA, orderB, orderBinA, people } = world;
  const of = (...orders: PlacedOrder[]) => orders.flatMap((o) => [o.id, o.number]);
  const emailA = people.customerA.email as string;
  const emailB = people.customerB.email as string;
  switch (who) {
    case "customerA":
      return [marker("B"), emailB, ...of(orderB, orderBinA)];
    case "customerB":
      return [marker("A"), emailA, ...of(orderA)];
    case "sellerA": // shop A's orders (customer A's, and customer B's in shop A) are seller A's to see
      return of(orderB);
    case "sellerB":
      return [marker("A"), emailA, ...of(orderA, orderBinA)];
    case "admin": // the console lists accounts, never addresses or orders
      return [marker("A"), marker("B"), ...of(orderA, orderB, orderBinA)];
    case "guest":
      return [marker("A"), marker("B"), emailA, emailB, ...of(orderA, orderB, orderBinA)];
  }
}

// ── request bodies ─────────────────────────────────────────────────────────────────────────────
type Body = FormData | { json: unknown };
const form = (fields: Record<string, string | Blob>): FormData => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};
let png: Blob;
const productForm = (fields: { categoryId?: string; subcategoryId?: string; imageKeys?: string[] }) =>
  form({
    name: "Hijacked kurta",
    price: "499",
    main: "men",
    categoryId: fields.categoryId ?? "",
    subcategoryId: fields.subcategoryId ?? "",
    active: "on",
    // The form's structured colour fields (docs/decisions/0069): one colour, Red, 1 in M.
    "colors[0].color": "Red",
    "colors[0].stock.M": "1",
    ...Object.fromEntries((fields.imageKeys ?? []).map((key, i) => [`colors[0].imageKeys[${i}]`, key])),
  });
const checkout = (ids: Ids, checkoutId: string) => ({
  json: {
    checkoutId,
    addressId: ids.address,
    deliveryMode: "delivery",
    lines: [{ productId: world.shopA.productId, color: "Red", size: "M", quantity: 1 }],
  },
});
async function newSlide(): Promise<string> {
  const [slide] = await server.services.db.insert(platformBanner).values({ title: "Disposable" }).returning({ id: platformBanner.id });
  return slide.id;
}
/** Rows of a product (with its colours and stock) that a request must leave alone. */
const productRows = (productId: string) =>
  sql`select p::text, (select json_agg(c order by c.color)::text from product_color c where c.product_id = p.id),
             (select json_agg(s order by s.color, s.size)::text from product_stock s where s.product_id = p.id)
      from product p where p.id = ${productId}`;

// ── the expected table ─────────────────────────────────────────────────────────────────────────
type Params = Record<string, string>;
interface GetCase {
  label?: string;
  params?: (ids: Ids) => Params;
  query?: (ids: Ids) => string;
  expect: Row;
  /** Strings this answer must not contain, on top of the requester's secrets. */
  mustNotContain?: (ids: Ids) => string[];
}
interface PostCase {
  params?: (ids: Ids) => Params;
  body: (ids: Ids) => Body | Promise<Body>;
  expect: Row;
  /**
   * Where a plain (no-JavaScript) form post differs: it also runs the page's loaders after the
   * action, and a loader's redirect answers instead (a signed-in person is sent on from a login form).
   */
  document?: Partial<Row>;
  /** Post with a second session of the same person (logout ends the session it is sent with). */
  freshSession?: true;
  /** A query whose answer must be the same before and after, whatever the outcome. */
  untouched?: (ids: Ids) => SQL;
  mustNotContain?: (ids: Ids) => string[];
}
interface Expected {
  get?: GetCase[];
  post?: Record<string, PostCase>;
}

const page = (expect: Row, extra: Omit<GetCase, "expect"> = {}): GetCase[] => [{ ...extra, expect }];
const BLOG_CATEGORY = { params: () => ({ category: "marketing" }) };
const BLOG_POST = { params: () => ({ postId: "1" }) };
const wrongPassword = (ids: Ids) => form({ email: ids.victim.email as string, password: "not-their-password" });
const forgedReset = () => form({ token: "forged-token", password: "hijacked-123", confirmPassword: "hijacked-123" });

/** Bank credits: one waiting in each shop's "check these" list, and shop B's SMS secret (replaced once). */
const creditOf: Record<string, { id: string; utr: string }> = {};
let replacedSecret = "";
async function seedBankCredits(): Promise<void> {
  for (const [i, side] of [world.shopA, world.shopB].entries()) {
    const utr = `90000000000${i}`;
    const [row] = await server.services.db
      .insert(bankCredit)
      .values({ sellerId: side.id, utr, amountPaise: 12_345, source: "sms", bank: "hdfc", state: "unmatched" })
      .returning({ id: bankCredit.id });
    creditOf[side.id] = { id: row.id, utr };
  }
  replacedSecret = await rotateSmsToken(server.services.db, world.shopB.id);
  await rotateSmsToken(server.services.db, world.shopB.id);
}
const theirCredits = (ids: Ids) => sql`select b::text from bank_credit b where seller_id = ${ids.theirs.id} order by utr`;
const SMS = { json: { from: "VM-HDFCBK", text: "Rs.123.45 credited to HDFC Bank A/c XX1234 on 01-10-26 (UPI 612345678903)" } };

/** Data exports: a ready archive for each customer, which only its owner may read (it holds their marker). */
const exportOf: Record<string, string> = {};
async function seedExports(): Promise<void> {
  for (const who of ["customerA", "customerB"] as const) {
    const userId = world.people[who].userId as string;
    const [row] = await server.services.db
      .insert(dataExport)
      .values({ kind: "shopper", userId, status: "ready", bytes: 9, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: dataExport.id });
    const key = `private/exports/${row.id}.zip`;
    await server.services.storage.put(key, Buffer.from(marker(who === "customerA" ? "A" : "B")), "application/zip");
    await server.services.db.update(dataExport).set({ storageKey: key }).where(sql`${dataExport.id} = ${row.id}`);
    exportOf[userId] = row.id;
  }
}
const victimsExport = (ids: Ids) => ({ exportId: exportOf[ids.victim.userId as string] });

/** Payment settings and coupons: one coupon per shop, so each seller can aim at the other shop's (seeded in beforeAll). */
const couponOf: Record<string, string> = {};
async function seedCoupons(): Promise<void> {
  for (const side of [world.shopA, world.shopB]) {
    const [row] = await server.services.db
      .insert(coupon)
      .values({ sellerId: side.id, code: "MATRIX10", kind: "percent", value: 10 })
      .returning({ id: coupon.id });
    couponOf[side.id] = row.id;
  }
}
const couponRow = (ids: Ids) => sql`select c::text from coupon c where id = ${couponOf[ids.theirs.id]}`;
/** Order tracking: an order's status and tracking fields, which a refused request leaves alone. */
const trackingRow = (ids: Ids) => sql`select status, courier, tracking_number, tracking_url from orders where id = ${ids.sellerOrder.id}`;
// ── reviews — a visible review in each shop (by customer B) and a hidden one in shop A (by customer A)
const reviewOf: Record<string, string> = {};
let hiddenReviewA = "";
const reviewText = (side: ShopSide) => `MATRIX-REVIEW-${side.handle}`;
async function seedReviews(): Promise<void> {
  const { db } = server.services;
  for (const side of [world.shopA, world.shopB]) {
    const [row] = await db
      .insert(review)
      .values({
        sellerId: side.id,
        productId: side.productId,
        userId: world.people.customerB.userId as string,
        rating: 4,
        body: reviewText(side),
        authorName: "B",
      })
      .returning({ id: review.id });
    reviewOf[side.id] = row.id;
  }
  hiddenReviewA = await newHiddenReview(world.people.customerA.userId as string);
  // Its author is created here, not per attempt: an attempt must leave the accounts as they were.
  const author = randomUUID();
  await db.insert(user).values({ id: author, name: "Hidden", email: `${author}@example.com` });
  restorableReview = await newHiddenReview(author);
}
let restorableReview = "";
/** A hidden review of shop A's product by `userId`. */
async function newHiddenReview(userId: string): Promise<string> {
  const [row] = await server.services.db
    .insert(review)
    .values({
      sellerId: world.shopA.id,
      productId: world.shopA.productId,
      userId,
      rating: 1,
      authorName: "H",
      hiddenAt: new Date(),
      hiddenReason: "Spam",
    })
    .returning({ id: review.id });
  return row.id;
}
/** The review the admin restores, hidden again before each attempt. */
async function hiddenAgain(): Promise<string> {
  await server.services.db
    .update(review)
    .set({ hiddenAt: new Date(), hiddenReason: "Spam", restoredAt: null, restoredBy: null })
    .where(sql`${review.id} = ${restorableReview}`);
  return restorableReview;
}
const reviewRow = (id: () => string) => () =>
  sql`select r::text, (select count(*) from review_vote v where v.review_id = r.id) from review r where id = ${id()}`;
const theirReviewRow = (ids: Ids) => sql`select r::text from review r where id = ${reviewOf[ids.theirs.id]}`;
const reference = (order: PlacedOrder) => `#${order.number}`;

const COUPON_FORM = { intent: "save", code: "OWN10", kind: "percent", value: "10", usageLimit: "" };

const EXPECTED: Record<string, Expected> = {
  // ── platform
  "routes/home": {
    get: page(everyone("ok")),
    post: {
      "contact form": { body: () => form({ name: "Visitor", email: "visitor@example.com", message: "Hello" }), expect: everyone("ok") },
    },
  },
  "routes/logout": {
    get: page(everyone("redirect:/")),
    post: { "log out": { body: () => form({}), freshSession: true, expect: everyone("redirect:/") } },
  },
  "routes/language": {
    get: page(everyone("redirect:/")),
    // A choice is saved on the account (tests/integration/language.test.ts); an unknown one changes nothing.
    post: { "an unknown language": { body: () => form({ lang: "xx", redirectTo: "/" }), expect: everyone("redirect:/") } },
  },
  // ── pincode lookup and search suggestions
  "routes/api/pincode": { get: page(everyone("ok"), { params: () => ({ pin: "110001" }) }) },
  // ── a shop's bank SMS: only a live secret opens a shop; anything else is the same 404, and keeps nothing
  "routes/api/bank-sms": {
    get: page(everyone("notfound"), { params: () => ({ "*": replacedSecret }) }),
    post: {
      "a replaced secret": {
        params: () => ({ "*": replacedSecret }),
        body: () => SMS,
        expect: everyone("notfound"),
        untouched: theirCredits,
      },
      "a made-up secret": {
        params: () => ({ "*": "A".repeat(43) }),
        body: () => SMS,
        expect: everyone("notfound"),
        untouched: theirCredits,
      },
    },
  },
  "routes/auth-google": { get: page(everyone("redirect:/login?error=google")) },
  "routes/platform-login": {
    get: page(signedIn("ok", "redirect:/")),
    post: {
      "victim's e-mail, wrong password": {
        body: wrongPassword,
        expect: everyone("unauthorized"),
        document: signedIn("unauthorized", "redirect:/"),
      },
    },
  },
  "routes/forgot-password": {
    get: page(everyone("ok")),
    post: { "victim's e-mail": { body: (ids) => form({ email: ids.victim.email as string }), expect: everyone("ok") } },
  },
  "routes/reset-password": { get: page(everyone("ok")), post: { "forged token": { body: forgedReset, expect: everyone("invalid") } } },
  "routes/pages/about": { get: page(everyone("ok")) },
  "routes/pages/blog": { get: page(everyone("ok")) },
  "routes/pages/blog-category": { get: page(everyone("ok"), BLOG_CATEGORY) },
  "routes/pages/blog-post": { get: page(everyone("ok"), BLOG_POST) },
  "routes/pages/privacy": {
    get: page(everyone("ok")),
    post: {
      "data-rights request": {
        body: () => form({ kind: "access", name: "Visitor", email: "visitor@example.com", message: "A copy of my data, please" }),
        expect: everyone("ok"),
      },
    },
  },
  // ── data rights: only the signed link unsubscribes; without its signature, nobody's consent changes
  "routes/unsubscribe": {
    get: [
      { query: (ids) => `?u=${ids.victim.userId}`, expect: everyone("notfound") },
      { label: "a forged signature", query: (ids) => `?u=${ids.victim.userId}&t=forged`, expect: everyone("notfound") },
    ],
    post: {
      "unsubscribe without the link's signature": {
        body: () => form({ "List-Unsubscribe": "One-Click" }),
        expect: everyone("notfound"),
        untouched: () => sql`select count(*)::int from consent_event`,
      },
    },
  },
  "routes/pages/terms": { get: page(everyone("ok")) },
  "routes/pages/faq": { get: page(everyone("ok")) },
  // ── data rights: an export's page and archive, only ever the person's own (guests sign in first)
  "routes/data-export": {
    get: page(signedIn("login:/login", "notfound"), { params: victimsExport }),
  },
  "routes/data-export-archive": {
    get: page(signedIn("login:/login", "notfound"), { params: victimsExport }),
  },
  "routes/pages/feedback": {
    get: page(everyone("ok")),
    post: { feedback: { body: () => form({ name: "Visitor", message: "Nice" }), expect: everyone("ok") } },
  },
  "routes/not-found": {
    get: [
      // Under an unknown first segment: a path under a real shop is the shop's own 404 (shop-not-found).
      { params: () => ({ "*": "no/such/page" }), expect: everyone("notfound") },
    ],
  },
  "routes/robots": { get: page(everyone("ok")) },

  // ── admin console: the admin's own requests are harmless, everyone else attempts the worst
  "routes/admin/layout": { get: page(ADMIN_PAGE) },
  "routes/admin/overview": { get: page(ADMIN_PAGE) },
  "routes/admin/sellers": {
    get: page(ADMIN_PAGE),
    post: {
      "suspend shop A": {
        body: (ids) =>
          ids.who === "admin"
            ? form({ sellerId: world.shopA.id, status: "active" })
            : form({ sellerId: world.shopA.id, status: "suspended", reason: "Taken over" }),
        expect: adminAction("ok"),
      },
    },
  },
  "routes/admin/users": {
    get: page(ADMIN_PAGE),
    post: {
      "make myself admin": {
        body: (ids) =>
          ids.who === "admin"
            ? form({ userId: world.people.customerA.userId as string, admin: "false" })
            : form({ userId: ids.me.userId ?? "", admin: "true" }),
        expect: adminAction("ok"),
      },
    },
  },
  "routes/admin/access-log": { get: page(ADMIN_PAGE) },
  "routes/admin/inbox": {
    get: page(ADMIN_PAGE),
    post: { "mark handled": { body: () => form({ kind: "help", id: world.helpRequestId, handled: "true" }), expect: adminAction("ok") } },
  },
  "routes/admin/banners": {
    get: page(ADMIN_PAGE),
    post: {
      create: {
        body: () => form({ intent: "create", title: "Hijacked slide", image: new File([png], "slide.png", { type: "image/png" }) }),
        expect: adminAction("ok"),
      },
      update: { body: () => form({ intent: "update", id: world.platformBannerId, title: "Hijacked" }), expect: adminAction("ok") },
      up: { body: () => form({ intent: "up", id: world.platformBannerId }), expect: adminAction("ok") },
      down: { body: () => form({ intent: "down", id: world.platformBannerId }), expect: adminAction("ok") },
      // The admin deletes a slide of its own making, so that its second attempt finds one too.
      delete: {
        body: async (ids) => form({ intent: "delete", id: ids.who === "admin" ? await newSlide() : world.platformBannerId }),
        expect: adminAction("ok"),
      },
    },
  },

  // ── seller sign-up and shop A's dashboard
  "routes/seller-register": {
    get: page({ ...everyone("ok"), sellerA: "redirect:/matrix-a/dashboard", sellerB: "redirect:/matrix-b/dashboard" }),
    post: {
      "shop B's handle": {
        body: () =>
          form({
            ownerName: "Intruder",
            email: `intruder-${randomUUID().slice(0, 8)}@example.com`,
            password: "secret-123",
            shopName: "Copycat",
            handle: world.shopB.handle,
            phone: "9876543210",
            location: "Pune",
          }),
        expect: everyone("invalid"),
        document: { sellerA: "redirect:/matrix-a/dashboard", sellerB: "redirect:/matrix-b/dashboard" },
      },
    },
  },
  "routes/dashboard/layout": { get: page(shopOwnerOnly("ok")) },
  "routes/dashboard/today": { get: page(shopOwnerOnly("ok")) },
  "routes/dashboard/orders": { get: page(shopOwnerOnly("ok")) },
  "routes/dashboard/order": {
    get: page(shopOwnerOnly("notfound"), { params: (ids) => ({ orderId: ids.sellerOrder.id }) }),
    post: {
      confirm: {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ status: "confirmed" }),
        expect: shopOwnerOnly("notfound"),
      },
      cancel: {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ status: "cancelled" }),
        expect: shopOwnerOnly("notfound"),
      },
      // ── the seller's Payment panel: its intents on another shop's order
      ...Object.fromEntries(
        [
          ["pay-confirm", "awaiting"],
          ["pay-not-received", "claimed"],
          ["pay-collected", "to_collect"],
        ].map(([intent, from]) => [
          intent,
          {
            params: (ids: Ids) => ({ orderId: ids.sellerOrder.id }),
            body: () => form({ intent, from }),
            expect: shopOwnerOnly("notfound"),
            untouched: (ids: Ids) => sql`select payment_status, settled_at from checkout where id = ${ids.sellerOrder.id}`,
          },
        ]),
      ),
      "pay-refund": {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ intent: "pay-refund", from: "paid", amount: "1", refundUtr: "" }),
        expect: shopOwnerOnly("notfound"),
      },
      // ── returns: deciding or refunding a request this shop does not have
      ...Object.fromEntries(
        [
          ["return-approve", {}],
          ["return-refund", { amount: "1", refundUtr: "412345678901" }],
        ].map(([intent, more]) => [
          intent,
          {
            params: (ids: Ids) => ({ orderId: ids.sellerOrder.id }),
            body: () => form({ intent: intent as string, returnId: randomUUID(), ...(more as Record<string, string>) }),
            expect: shopOwnerOnly("notfound"),
          },
        ]),
      ),
      // ── order tracking — shipping another shop's order with tracking, or editing its tracking
      "ship with tracking": {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ status: "shipped", courier: "Hijack", trackingNumber: "HIJACK1", trackingUrl: "https://evil.example/t" }),
        expect: shopOwnerOnly("notfound"),
        untouched: trackingRow,
      },
      tracking: {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ intent: "tracking", courier: "Hijack", trackingNumber: "HIJACK1", trackingUrl: "https://evil.example/t" }),
        expect: shopOwnerOnly("notfound"),
        untouched: trackingRow,
      },
      // ── a parcel returned to the seller, and the shopper's COD switch, on another shop's order
      returned: {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ status: "returned", returnReason: "refused" }),
        expect: shopOwnerOnly("notfound"),
        untouched: (ids) => sql`select status, return_reason from orders where id = ${ids.sellerOrder.id}`,
      },
      "shopper-cod": {
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        body: () => form({ intent: "shopper-cod", cod: "off" }),
        expect: shopOwnerOnly("notfound"),
        untouched: () => codFlags,
      },
    },
  },
  "routes/dashboard/products": {
    get: page(shopOwnerOnly("ok")),
    post: Object.fromEntries(
      ["duplicate", "activate", "deactivate", "delete"].map((intent) => [
        intent,
        { body: (ids: Ids) => form({ intent, productId: ids.theirs.productId }), expect: shopOwnerOnly("notfound") },
      ]),
    ),
  },
  "dashboard-product-new": {
    get: page(shopOwnerOnly("ok")),
    post: {
      "another shop's category": {
        body: (ids) => productForm({ categoryId: ids.theirs.categoryId, subcategoryId: ids.theirs.subcategoryId }),
        expect: shopOwnerOnly("invalid"),
      },
      "another product's image": { body: (ids) => productForm({ imageKeys: [ids.theirs.productImage] }), expect: shopOwnerOnly("invalid") },
    },
  },
  "routes/dashboard/products-import": {
    get: page(shopOwnerOnly("ok")),
    post: {
      // An unknown product_ref creates a new product of the importing shop; the other shop's stays as it is.
      "another shop's product_ref": {
        body: (ids) =>
          form({
            intent: "import",
            file: new File([`${CSV_COLUMNS.join(",")}\n${ids.theirs.productId},Hijacked,,1,,men,,,yes,Red,M,0\n`], "catalogue.csv", {
              type: "text/csv",
            }),
          }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => productRows(ids.theirs.productId),
      },
      // A shop's data export (zip) naming another shop's product creates one of the importing shop's.
      "a shop export zip with another shop's product_ref": {
        body: (ids) =>
          form({
            intent: "import",
            file: new File(
              [zipSync({ "products.csv": strToU8(`${CSV_COLUMNS.join(",")}\n${ids.theirs.productId},Hijacked,,1,,men,,,yes,Red,M,0\n`) })],
              "shop-data.zip",
              { type: "application/zip" },
            ),
          }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => productRows(ids.theirs.productId),
      },
    },
  },
  "routes/dashboard/shop-export": {
    get: page(shopOwnerOnly("ok")),
    post: {
      // The download is always of the signed-in owner's shop: another shop's id in the form is ignored.
      "with another shop's id": {
        body: (ids) => form({ intent: "prepare", sellerId: ids.theirs.id, userId: ids.victim.userId as string }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select count(*)::text from data_export where seller_id = ${ids.theirs.id}`,
      },
      // Closing is of the owner's own shop, with their password, and only once its download is ready.
      "close another shop by its id": {
        body: (ids) => form({ intent: "close-shop", sellerId: ids.theirs.id, password: "not-the-password" }),
        expect: shopOwnerOnly("conflict"),
        untouched: () => sql`select id, status from seller where status = 'closed' order by id`,
      },
      "reopen another shop by its id": {
        body: (ids) => form({ intent: "reopen-shop", sellerId: ids.theirs.id }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select status, closed_at from seller where id = ${ids.theirs.id}`,
      },
    },
  },
  "routes/dashboard/products-export": {
    get: page(shopOwnerOnly("ok"), { mustNotContain: () => [world.shopB.productId, world.shopB.productName] }),
  },
  "routes/dashboard/product-edit": {
    get: page(shopOwnerOnly("notfound"), { params: (ids) => ({ productId: ids.theirs.productId }) }),
    post: {
      save: { params: (ids) => ({ productId: ids.theirs.productId }), body: () => productForm({}), expect: shopOwnerOnly("notfound") },
    },
  },
  "routes/dashboard/categories": {
    get: page(shopOwnerOnly("ok")),
    post: {
      create: {
        body: () => form({ intent: "create", main: "men", name: `Own category ${randomUUID().slice(0, 8)}` }),
        expect: shopOwnerOnly("ok"),
      },
      "add-sub": {
        body: (ids) => form({ intent: "add-sub", id: ids.theirs.categoryId, name: "Hijack" }),
        expect: shopOwnerOnly("notfound"),
      },
      ...Object.fromEntries(
        (["category", "subcategory"] as const).flatMap((level) =>
          ["rename", "up", "down", "delete", "picture"].map((intent) => [
            `${intent} (${level})`,
            {
              body: (ids: Ids) =>
                form({
                  intent,
                  level,
                  id: level === "category" ? ids.theirs.categoryId : ids.theirs.subcategoryId,
                  name: "Hijacked",
                  picture: new File([png], "picture.png", { type: "image/png" }),
                }),
              expect: shopOwnerOnly("notfound"),
            },
          ]),
        ),
      ),
    },
  },
  "routes/dashboard/banners": {
    get: page(shopOwnerOnly("ok")),
    post: {
      upload: {
        body: () => form({ intent: "upload", image: new File([png], "banner.png", { type: "image/png" }) }),
        expect: shopOwnerOnly("ok"),
      },
      ...Object.fromEntries(
        ["up", "down", "remove"].map((intent) => [
          intent,
          { body: (ids: Ids) => form({ intent, bannerId: ids.theirs.bannerId }), expect: shopOwnerOnly("notfound") },
        ]),
      ),
    },
  },
  "routes/dashboard/profile": {
    get: page(shopOwnerOnly("ok")),
    post: {
      // Fields the form does not have (handle, owner) must be ignored: the invariants check them.
      "with another shop's handle and owner": {
        body: () =>
          form({
            shopName: "Shop A",
            ownerName: "Seller A",
            email: "shop-a@example.com",
            phone: "9876543210",
            location: "Pune",
            handle: world.shopB.handle,
            ownerUserId: world.people.sellerB.userId as string,
          }),
        expect: shopOwnerOnly("ok"),
      },
      // ── GST — the GST form writes the signed-in owner's shop only.
      gst: {
        body: (ids) => form({ intent: "gst", gstStatus: "unregistered", gstState: "Kerala", sellerId: ids.theirs.id }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select gst_status, gstin, gst_state from seller where id = ${ids.theirs.id}`,
      },
    },
  },

  // ── shop A's storefront
  "routes/shop/layout": {
    get: [
      { expect: everyone("ok") },
      { label: "unknown shop", params: () => ({ shop: "no-such-shop-anywhere" }), expect: everyone("redirect:/?store-not-found") },
    ],
  },
  "routes/shop/home": { get: page(everyone("ok"), { mustNotContain: () => [world.shopB.productName] }) },
  "routes/shop/product": {
    get: [
      { params: () => ({ productId: world.shopA.productId }), expect: everyone("ok") },
      { label: "shop B's product", params: () => ({ productId: world.shopB.productId }), expect: everyone("notfound") },
    ],
    // ── reviews — nobody here has a delivered order; votes on a hidden or another shop's review
    post: {
      "review without a delivered order": {
        params: () => ({ productId: world.shopA.productId }),
        body: () => form({ intent: "review", rating: "5", body: "Hijacked review" }),
        expect: signedIn("unauthorized", "forbidden"),
        untouched: () =>
          sql`select count(*), string_agg(r::text, ',' order by r.id) from review r where product_id = ${world.shopA.productId}`,
      },
      "helpful on shop B's review": {
        params: () => ({ productId: world.shopA.productId }),
        body: () => form({ intent: "helpful", reviewId: reviewOf[world.shopB.id] }),
        expect: signedIn("unauthorized", "notfound"),
        untouched: reviewRow(() => reviewOf[world.shopB.id]),
      },
      "helpful on a hidden review": {
        params: () => ({ productId: world.shopA.productId }),
        body: () => form({ intent: "helpful", reviewId: hiddenReviewA }),
        expect: signedIn("unauthorized", "notfound"),
        untouched: reviewRow(() => hiddenReviewA),
      },
    },
  },
  "routes/shop/sitemap": { get: page(everyone("ok"), { mustNotContain: () => [world.shopB.productId] }) },
  "routes/shop/search-suggest": {
    get: page(everyone("ok"), {
      query: () => `?q=${encodeURIComponent(world.shopB.productName)}`,
      mustNotContain: () => [world.shopB.productId],
    }),
  },
  "routes/shop/login": {
    get: page(signedIn("ok", TO_SHOP)),
    post: {
      "victim's e-mail, wrong password": {
        body: wrongPassword,
        expect: everyone("unauthorized"),
        document: signedIn("unauthorized", TO_SHOP),
      },
    },
  },
  "routes/shop/register": {
    get: page(signedIn("ok", TO_SHOP)),
    post: {
      "victim's e-mail": {
        body: (ids) =>
          form({
            name: "Intruder",
            email: ids.victim.email as string,
            password: "secret-123",
            confirmPassword: "secret-123",
            address: "Somewhere",
            pincode: "411001",
            mobile: "9876543210",
          }),
        expect: everyone("invalid"),
        document: signedIn("invalid", TO_SHOP),
      },
    },
  },
  "shop-forgot-password": {
    get: page(everyone("ok")),
    post: { "victim's e-mail": { body: (ids) => form({ email: ids.victim.email as string }), expect: everyone("ok") } },
  },
  "shop-reset-password": { get: page(everyone("ok")), post: { "forged token": { body: forgedReset, expect: everyone("invalid") } } },
  "shop-about": { get: page(everyone("ok")) },
  "shop-blog": { get: page(everyone("ok")) },
  "shop-blog-category": { get: page(everyone("ok"), BLOG_CATEGORY) },
  "shop-blog-post": { get: page(everyone("ok"), BLOG_POST) },
  "shop-privacy": {
    get: page(everyone("ok")),
    post: {
      "data-rights request": {
        body: () => form({ kind: "access", name: "Visitor", email: "visitor@example.com", message: "A copy of my data, please" }),
        expect: everyone("ok"),
      },
    },
  },
  "shop-terms": { get: page(everyone("ok")) },
  "shop-faq": { get: page(everyone("ok")) },
  "shop-feedback": {
    get: page(everyone("ok")),
    post: { feedback: { body: () => form({ name: "Visitor", message: "Nice" }), expect: everyone("ok") } },
  },
  // An unknown page inside a shop: a 404 in the shop's chrome.
  "shop-not-found": { get: page(everyone("notfound"), { params: () => ({ "*": "no/such/page" }) }) },
  "routes/shop/cart": {
    get: page(everyone("ok"), { mustNotContain: () => [world.shopB.productName] }),
    post: {
      "add shop B's product": {
        body: () => form({ intent: "add", productId: world.shopB.productId, color: "Red", size: "M", quantity: "1" }),
        expect: everyone("conflict"),
        // A plain form post goes back (here: to the cart) with the refusal as a notice.
        document: everyone(`redirect:${SHOP}/cart`),
        untouched: () => sql`select count(*)::text from cart_line where product_id = ${world.shopB.productId}`,
      },
      "back to another site": {
        body: () => form({ intent: "clear", redirectTo: "https://evil.example/" }),
        expect: everyone("ok"),
        document: everyone(`redirect:${SHOP}/cart`),
      },
    },
  },
  "routes/shop/checkout": {
    get: page(signedIn(SHOP_LOGIN, "ok")),
    post: {
      "someone else's address": { body: (ids) => checkout(ids, randomUUID()), expect: signedIn(SHOP_LOGIN, "notfound") },
      "someone else's checkout id": {
        body: (ids) => checkout(ids, ids.customerOrder.id),
        expect: signedIn(SHOP_LOGIN, "conflict"),
      },
    },
  },
  // ── payments: what the cart costs
  "routes/shop/checkout-quote": {
    // Opening the URL goes to the checkout page.
    get: page(everyone(`redirect:${SHOP}/checkout`)),
    post: {
      // Read-only: someone else's address is treated as none (nothing about it is told), and another
      // shop's product prices nothing here.
      "someone else's address, shop B's product": {
        body: (ids) => ({
          json: {
            addressId: ids.address,
            couponCode: "SAVE10",
            lines: [{ productId: world.shopB.productId, color: "Red", size: "M", quantity: 1 }],
          },
        }),
        expect: everyone("ok"),
        mustNotContain: () => [world.shopB.productName, world.shopB.productImage],
      },
    },
  },
  // ── payments: the seller's settings and coupons
  "routes/dashboard/payments": {
    get: page(shopOwnerOnly("ok")),
    post: {
      // The action only ever writes the signed-in owner's own row: ids in the form are ignored.
      payment: {
        body: (ids) =>
          form({
            intent: "payment",
            upiId: "hijack@oksbi",
            payeeName: "Hijack",
            acceptsUpi: "on",
            sellerId: ids.theirs.id,
            paymentWindowHours: "24",
          }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select p::text from payment_settings p where seller_id = ${ids.theirs.id}`,
      },
      delivery: {
        body: (ids) => form({ intent: "delivery", flatFee: "49", area: "pincodes", pincodes: "560001", sellerId: ids.theirs.id }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select d::text from delivery_rules d where seller_id = ${ids.theirs.id}`,
      },
      returns: {
        body: (ids) => form({ intent: "returns", windowDays: "30", exchanges: "on", sellerId: ids.theirs.id }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select r::text from return_policy r where seller_id = ${ids.theirs.id}`,
      },
    },
  },
  "routes/dashboard/bank": {
    get: page(shopOwnerOnly("ok"), { mustNotContain: (ids) => [creditOf[ids.theirs.id]?.utr ?? "unseeded"] }),
    post: {
      "dismiss another shop's credit": {
        body: (ids) => form({ intent: "dismiss", creditId: creditOf[ids.theirs.id]?.id ?? "" }),
        expect: shopOwnerOnly("notfound"),
        untouched: theirCredits,
      },
      // A new SMS secret is only ever the signed-in owner's own: a seller id in the form is ignored.
      "sms-new": {
        body: (ids) => form({ intent: "sms-new", sellerId: ids.theirs.id }),
        expect: shopOwnerOnly("ok"),
        untouched: (ids) => sql`select f::text from bank_feed f where seller_id = ${ids.theirs.id}`,
      },
      statement: {
        body: (ids) =>
          form({
            intent: "statement",
            sellerId: ids.theirs.id,
            file: new File([`Date,Narration,Credit\n01/10/2026,UPI/${creditOf[ids.theirs.id]?.utr}/X,123.45\n`], "statement.csv", {
              type: "text/csv",
            }),
          }),
        expect: shopOwnerOnly("ok"),
        untouched: theirCredits,
      },
    },
  },
  "routes/dashboard/coupons": {
    get: [
      { expect: shopOwnerOnly("ok"), mustNotContain: (ids) => [couponOf[ids.theirs.id] ?? "unseeded"] },
      { label: "another shop's coupon", query: (ids) => `?edit=${couponOf[ids.theirs.id]}`, expect: shopOwnerOnly("notfound") },
    ],
    post: {
      create: { body: () => form({ ...COUPON_FORM, code: `OWN${randomUUID().slice(0, 8).toUpperCase()}` }), expect: shopOwnerOnly("ok") },
      "edit another shop's coupon": {
        body: (ids) => form({ ...COUPON_FORM, id: couponOf[ids.theirs.id], code: "HIJACK" }),
        expect: shopOwnerOnly("notfound"),
        untouched: couponRow,
      },
      ...Object.fromEntries(
        ["activate", "deactivate"].map((intent) => [
          `${intent} another shop's coupon`,
          { body: (ids: Ids) => form({ intent, id: couponOf[ids.theirs.id] }), expect: shopOwnerOnly("notfound"), untouched: couponRow },
        ]),
      ),
    },
  },
  // ── reviews — a seller replies to and hides its own shop's reviews only; the admin restores
  "routes/dashboard/reviews": {
    get: page(shopOwnerOnly("ok"), { mustNotContain: (ids) => (ids.who === "sellerA" ? [reviewText(world.shopB)] : []) }),
    post: {
      "reply to another shop's review": {
        body: (ids) => form({ intent: "reply", reviewId: reviewOf[ids.theirs.id], reply: "Hijacked reply" }),
        expect: shopOwnerOnly("notfound"),
        untouched: theirReviewRow,
      },
      "hide another shop's review": {
        body: (ids) => form({ intent: "hide", reviewId: reviewOf[ids.theirs.id], reason: "Hijack" }),
        expect: shopOwnerOnly("notfound"),
        untouched: theirReviewRow,
      },
    },
  },
  "routes/admin/reviews": {
    get: page(ADMIN_PAGE),
    post: {
      restore: {
        body: async (ids) => form({ intent: "restore", reviewId: ids.who === "admin" ? await hiddenAgain() : hiddenReviewA }),
        expect: adminAction("ok"),
        untouched: (ids) => (ids.who === "admin" ? sql`select 1` : sql`select r::text from review r where id = ${hiddenReviewA}`),
      },
    },
  },
  // ── payments: the shopper's payment screen
  "routes/shop/pay": {
    get: page(signedIn(SHOP_LOGIN, "notfound"), { params: (ids) => ({ checkoutId: ids.customerOrder.id }) }),
    post: {
      "claim someone else's payment": {
        params: (ids) => ({ checkoutId: ids.customerOrder.id }),
        body: () => form({ utr: "412345678901" }),
        expect: signedIn(SHOP_LOGIN, "notfound"),
        untouched: (ids) => sql`select payment_status, utr from checkout where id = ${ids.customerOrder.id}`,
      },
    },
  },
  // ── COD confirmation — only the signed link opens it: without its signature, anyone's order is not found
  "routes/shop/confirm-cod": {
    get: [
      { params: (ids) => ({ orderId: ids.customerOrder.id }), expect: everyone("notfound") },
      {
        label: "a forged signature",
        params: (ids) => ({ orderId: ids.customerOrder.id }),
        query: () => "?t=forged",
        expect: everyone("notfound"),
      },
    ],
    post: {
      "confirm without the signature": {
        params: (ids) => ({ orderId: ids.customerOrder.id }),
        body: () => form({}),
        expect: everyone("notfound"),
        untouched: (ids) => sql`select cod_confirmed_at from checkout where id = ${ids.customerOrder.id}`,
      },
    },
  },
  // ── guest order tracking — without the mobile the order was placed with, a reference reveals nothing
  "routes/shop/track": {
    get: page(everyone("ok")),
    post: {
      "someone else's order, wrong mobile": {
        body: (ids) => form({ reference: reference(ids.customerOrder), mobile: "9000000000" }),
        expect: everyone("notfound"),
      },
      "shop B's order with its mobile": {
        body: () => form({ reference: reference(world.orderB), mobile: ADDRESS.mobile }),
        expect: everyone("notfound"),
      },
    },
  },
  "routes/shop/addresses": {
    get: page(signedIn("unauthorized", "ok")),
    post: {
      create: { body: () => form({ intent: "create", ...ADDRESS }), expect: signedIn("unauthorized", "ok") },
      update: {
        body: (ids) => form({ intent: "update", id: ids.address, ...ADDRESS, flatHouseBuilding: "Hijacked" }),
        expect: signedIn("unauthorized", "notfound"),
      },
      delete: { body: (ids) => form({ intent: "delete", id: ids.address }), expect: signedIn("unauthorized", "notfound") },
    },
  },
  "routes/shop/profile": {
    get: [
      { expect: signedIn("unauthorized", "ok") },
      { label: "order list", query: () => "?orders=1", expect: signedIn("unauthorized", "ok") },
      { label: "someone else's order", query: (ids) => `?order=${ids.customerOrder.id}`, expect: signedIn("unauthorized", "notfound") },
      // The person's own data export, never another's (each customer has a ready one: seedExports).
      {
        label: "data export",
        query: () => "?export=1",
        expect: signedIn("unauthorized", "ok"),
        mustNotContain: (ids) => [victimsExport(ids).exportId],
      },
    ],
    post: {
      // Only the signed-in person's own profile changes; ids and a role in the form are ignored.
      "with someone else's id and a role": {
        body: (ids) =>
          form({ name: `${ids.who} renamed`, userId: ids.victim.userId as string, id: ids.victim.userId as string, role: "admin" }),
        expect: signedIn("unauthorized", "ok"),
        untouched: (ids) => sql`select name, mobile, pincode, address, photo_key from "user" where id = ${ids.victim.userId}`,
      },
      // "Download my data" asks for the signed-in person's own export whatever ids the form carries.
      "data export with someone else's id": {
        body: (ids) => form({ intent: "export", userId: ids.victim.userId as string, exportId: victimsExport(ids).exportId }),
        expect: signedIn("unauthorized", "ok"),
        untouched: (ids) => sql`select id, status, expires_at from data_export where user_id = ${ids.victim.userId} order by id`,
        mustNotContain: (ids) => [victimsExport(ids).exportId],
      },
      // Delete my account: a shopper's own, only with their password; a seller or an admin is refused.
      "delete-account with a wrong password": {
        body: () => form({ intent: "delete-account", password: "not-the-password" }),
        expect: { ...signedIn("unauthorized", "invalid"), sellerA: "forbidden", sellerB: "forbidden", admin: "forbidden" },
        untouched: () => sql`select count(*)::int from "user" where deletion_requested_at is not null`,
      },
      "keep-account with nothing pending": {
        body: () => form({ intent: "keep-account" }),
        expect: { ...signedIn("unauthorized", "ok"), sellerA: "forbidden", sellerB: "forbidden", admin: "forbidden" },
      },
      // The marketing switch is the signed-in person's own consent, whatever id the form names.
      "marketing consent with someone else's id": {
        body: (ids) => form({ intent: "marketing", marketing: "true", userId: ids.victim.userId as string }),
        expect: signedIn("unauthorized", "ok"),
        untouched: (ids) => sql`select count(*)::int from consent_event where user_id = ${ids.victim.userId}`,
      },
    },
  },
  "routes/shop/orders": { get: page(signedIn(SHOP_LOGIN, "ok")) },
  "routes/shop/order": {
    get: page(signedIn(SHOP_LOGIN, "notfound"), { params: (ids) => ({ orderId: ids.customerOrder.id }) }),
    post: {
      // A return of someone else's order, or taking back a request that is not one's own.
      "return of another's order": {
        params: (ids) => ({ orderId: ids.customerOrder.id }),
        body: () => form({ intent: "return-request", lines: "0", kind: "refund", reason: "damaged" }),
        expect: signedIn(SHOP_LOGIN, "notfound"),
        untouched: () => sql`select count(*)::int from return_request`,
      },
      "withdraw another's return": {
        params: (ids) => ({ orderId: ids.customerOrder.id }),
        body: () => form({ intent: "return-withdraw", returnId: randomUUID() }),
        expect: signedIn(SHOP_LOGIN, "notfound"),
      },
    },
  },
  // Where a checkout ends: the shopper's own placed order only.
  "routes/shop/order-placed": {
    get: page(signedIn(SHOP_LOGIN, "notfound"), { params: (ids) => ({ orderId: ids.customerOrder.id }) }),
  },
  // ── GST — invoices: never someone else's, never another shop's.
  "shop-invoice-pdf": {
    get: page(signedIn(SHOP_LOGIN, "notfound"), {
      params: (ids) => ({ orderId: ids.customerOrder.id }),
      mustNotContain: (ids) => [ids.customerOrder.id, ids.customerOrder.number],
    }),
  },
  "routes/dashboard/invoice-pdf": {
    get: page(shopOwnerOnly("notfound"), { params: (ids) => ({ orderId: ids.sellerOrder.id }) }),
  },
  // A credit note by its file name: the matrix's orders have none, and another's would look the same.
  "shop-credit-note-pdf": {
    get: page(signedIn(SHOP_LOGIN, "notfound"), {
      params: (ids) => ({ orderId: ids.customerOrder.id, file: "MATRIX-CN-26-27-1.pdf" }),
      mustNotContain: (ids) => [ids.customerOrder.id, ids.customerOrder.number],
    }),
  },
  "routes/dashboard/credit-note-pdf": {
    get: page(shopOwnerOnly("notfound"), { params: (ids) => ({ orderId: ids.sellerOrder.id, file: "MATRIX-CN-26-27-1.pdf" }) }),
  },
  // ── the packing slip (A4 or label): only this shop's orders, never another's.
  "routes/dashboard/packing-slip-pdf": {
    get: [
      { params: (ids) => ({ orderId: ids.sellerOrder.id }), expect: shopOwnerOnly("notfound") },
      {
        label: "label size",
        params: (ids) => ({ orderId: ids.sellerOrder.id }),
        query: () => "?size=label",
        expect: shopOwnerOnly("notfound"),
      },
    ],
  },
  // ── GSTR-1 downloads: the shop owner's only; a period or sheet it cannot read is refused.
  "routes/dashboard/gstr1-csv": {
    get: [
      { params: () => ({ sheet: "b2b" }), query: () => "?month=2026-10", expect: shopOwnerOnly("ok") },
      {
        label: "a period it cannot read",
        params: () => ({ sheet: "hsn_b2c" }),
        query: () => "?month=2026-13",
        expect: shopOwnerOnly("invalid"),
      },
      { label: "no such sheet", params: () => ({ sheet: "exp" }), query: () => "?quarter=2026-Q3", expect: shopOwnerOnly("notfound") },
    ],
  },
  // ── wishlist — a list is the signed-in person's own, in this shop only.
  "routes/shop/wishlist": {
    // A guest sees the page too: their list is kept in the browser.
    get: page(everyone("ok"), { mustNotContain: () => [world.shopB.productName] }),
    post: {
      "shop B's product": {
        body: () => form({ intent: "add", productId: world.shopB.productId }),
        expect: signedIn(SHOP_LOGIN, "notfound"),
        untouched: () => wishlistOf(world.shopB.productId),
      },
      // A plain form's redirect counts as a refusal here, so the product is one nobody has in shop A's lists.
      "remove shop B's product, back to another site": {
        body: () => form({ intent: "remove", productId: world.shopB.productId, back: "https://evil.example/" }),
        expect: signedIn(SHOP_LOGIN, "ok"),
        document: { ...everyone(`redirect:${SHOP}/wishlist`), guest: SHOP_LOGIN },
        untouched: (ids) => sql`select w::text from wishlist_item w where user_id = ${ids.victim.userId ?? ""} order by product_id`,
      },
      "merge shop B's product": {
        body: () => form({ intent: "merge", ids: `${world.shopB.productId},${randomUUID()}` }),
        expect: signedIn(SHOP_LOGIN, "ok"),
        untouched: () => wishlistOf(world.shopB.productId),
      },
    },
  },
  // ── the shop's customers — shop A's customers only; someone who never ordered there is not found.
  "routes/dashboard/customers": {
    get: [
      { expect: shopOwnerOnly("ok") },
      { label: "searched and sorted", query: () => "?q=customer&sort=spent&page=2", expect: shopOwnerOnly("ok") },
    ],
  },
  "routes/dashboard/customers-csv": { get: page(shopOwnerOnly("ok")) },
  // ── reports — shop A's figures only, for any period the URL names (a malformed one is this month)
  "routes/dashboard/reports": {
    get: [
      { expect: shopOwnerOnly("ok") },
      { label: "a quarter", query: () => "?quarter=2026-Q3", expect: shopOwnerOnly("ok") },
      { label: "a malformed month", query: () => "?month=2026-13&quarter=2026-Q9&period=next", expect: shopOwnerOnly("ok") },
    ],
  },
  "routes/dashboard/customer": {
    get: [
      {
        label: "someone who never ordered in this shop",
        params: () => ({ userId: world.people.admin.userId as string }),
        expect: shopOwnerOnly("notfound"),
      },
      // Customer A ordered in shop A only to address A: customer B's address (shop B's too) never shows.
      {
        label: "a customer's page",
        params: () => ({ userId: world.people.customerA.userId as string }),
        expect: shopOwnerOnly("ok"),
        mustNotContain: () => [marker("B"), world.people.customerB.email as string],
      },
    ],
    post: {
      "COD off for someone who never ordered in this shop": {
        params: () => ({ userId: world.people.admin.userId as string }),
        body: () => form({ intent: "shopper-cod", cod: "off" }),
        expect: shopOwnerOnly("notfound"),
        untouched: () => codFlags,
      },
    },
  },
};
/** Every shop's COD switch for every shopper: a refused switch changes none. */
const codFlags = sql`select seller_id, user_id, cod_blocked from shop_customer order by seller_id, user_id`;
const wishlistOf = (productId: string) => sql`select w::text from wishlist_item w where product_id = ${productId} order by user_id`;
/** Wishlists: customers A and B each saved shop A's product: no request of anyone else's may touch them. */
async function seedWishlists(): Promise<void> {
  const { people, shopA } = world;
  for (const who of ["customerA", "customerB"] as const)
    await server.services.db.execute(
      sql`insert into wishlist_item (user_id, product_id, seller_id, saved_price_paise) values (${people[who].userId ?? ""}, ${shopA.productId}, ${shopA.id}, 100)`,
    );
}

// ── the route table, from the build ────────────────────────────────────────────────────────────
type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
const route = (id: string) => build.routes[id] as BuildRoute;
const hasChildren = (id: string) => Object.values(build.routes).some((r) => r?.parentId === id);
/** Routes a URL can reach: everything but the root and layouts without a path of their own. */
function addressableRoutes(): string[] {
  return Object.keys(build.routes).filter((id) => id !== "root" && (route(id).path !== undefined || !hasChildren(id)));
}
function patternOf(id: string): string {
  const parts: string[] = [];
  for (let r: BuildRoute | undefined = route(id); r; r = r.parentId ? route(r.parentId) : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}
/** A route's URL with its params filled; `:sellerId` is always shop A. */
function urlOf(id: string, params: Params): string {
  const all: Params = { shop: world.shopA.handle, ...params };
  return patternOf(id).replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const value = all[name ?? "*"];
    if (value === undefined) throw new Error(`${id}: no value for ${name ?? "*"}`);
    return name ? encodeURIComponent(value) : value;
  });
}
const isResourceRoute = (id: string) => !route(id).module.default;
const isIndex = (id: string) => route(id).index === true;

// ── sending and classifying ────────────────────────────────────────────────────────────────────
interface Answer {
  status: number;
  location: string | null;
  body: string;
}

async function send(cookie: string, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  headers.set("origin", server.url);
  return fetch(`${server.url}${url}`, { ...init, headers, redirect: "manual" });
}

async function documentAnswer(res: Response): Promise<Answer> {
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

/** Single fetch answers a redirect with 202 and the target inside the turbo-stream body. */
async function dataAnswer(res: Response): Promise<Answer> {
  if (res.status !== 202 || !res.body) return documentAnswer(res);
  const decoded = await UNSAFE_decodeViaTurboStream(res.body, globalThis);
  await decoded.done;
  const value = decoded.value as Record<PropertyKey, unknown>;
  const redirect = (value[UNSAFE_SingleFetchRedirectSymbol] ?? value) as { redirect?: string; status?: number };
  if (!redirect.redirect) throw new Error(`202 without a redirect: ${JSON.stringify(value)}`);
  return { status: redirect.status ?? 302, location: redirect.redirect, body: "" };
}

const STATUS: Record<number, Outcome> = { 400: "invalid", 401: "unauthorized", 403: "forbidden", 404: "notfound", 409: "conflict" };

function outcomeOf(answer: Answer, requested: string): string {
  const { status, location } = answer;
  if (status >= 200 && status < 300) return "ok";
  if (status >= 300 && status < 400 && location) {
    const target = new URL(location, server.url);
    // A login redirect must bring the person back to where they were going.
    if (target.pathname.endsWith("/login") && target.searchParams.get("redirectTo") === requested) return `login:${target.pathname}`;
    return `redirect:${location}`;
  }
  return STATUS[status] ?? `status ${status}`;
}

function bodyOf(body: Body): { body: FormData | string; headers: Record<string, string> } {
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body.json), headers: { "content-type": "application/json" } };
}

/** What must not change, whatever any request does: everyone's role and e-mail, each shop's handle, owner and status. */
async function invariants(): Promise<string> {
  const { db } = server.services;
  const users = await db.execute(sql`select id, role, email from "user" order by id`);
  const shops = await db.execute(sql`select id, handle, owner_user_id, status from seller order by id`);
  return JSON.stringify([users.rows, shops.rows]);
}
async function snapshot(query: SQL | undefined): Promise<string> {
  return query ? JSON.stringify((await server.services.db.execute(query)).rows) : "";
}
const uploads = () => listFiles(path.join(server.services.dataDir, "uploads"));

// ── the tests ──────────────────────────────────────────────────────────────────────────────────
beforeAll(async () => {
  // The matrix posts each form a dozen times from one address: lift the per-IP limits (tested elsewhere).
  const unlimited = "100000/60";
  server = await startAppServer({
    RATE_LIMIT_CONTACT: unlimited,
    RATE_LIMIT_FEEDBACK: unlimited,
    RATE_LIMIT_CONTACT_ADDRESS: unlimited,
    RATE_LIMIT_FEEDBACK_ADDRESS: unlimited,
    RATE_LIMIT_CHECKOUT: unlimited,
    RATE_LIMIT_PASSWORD_RESET: unlimited,
    RATE_LIMIT_REVIEW: unlimited,
  });
  build = (await import(pathToFileURL(path.join(productionBuildDir(), "server/index.js")).href)) as ServerBuild;
  world = await buildTwoShopWorld(server);
  await seedCoupons();
  await seedWishlists();
  await seedBankCredits();
  await seedReviews();
  await seedExports();
  png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c33" } })
        .png()
        .toBuffer(),
    ),
  ]);
});
afterAll(async () => {
  await server?.close();
});

it("has an expected row for every route of the build, with every loader and action covered", () => {
  const routes = addressableRoutes();
  const problems: string[] = [];
  for (const id of routes) {
    const row = EXPECTED[id];
    const { loader, action } = route(id).module;
    if (!row) problems.push(`${id} (${patternOf(id)}) has no expected row`);
    else {
      if ((loader || !isResourceRoute(id)) && !row.get?.length) problems.push(`${id}: no GET expectations`);
      if (action && !Object.keys(row.post ?? {}).length) problems.push(`${id}: has an action but no POST expectations`);
      if (!action && row.post) problems.push(`${id}: POST expectations but no action`);
    }
  }
  for (const id of Object.keys(EXPECTED)) if (!routes.includes(id)) problems.push(`${id}: expected row for a route that does not exist`);
  expect(problems.join("\n")).toBe("");
});

describe.each(Object.entries(EXPECTED))("%s", (routeId, expected) => {
  for (const [i, get] of (expected.get ?? []).entries()) {
    it(`GET ${get.label ?? (i === 0 ? "" : i)}`.trim(), async () => {
      const problems: string[] = [];
      // The guest asks again last: no page rendered for someone signed in may be served to it (page cache).
      for (const who of [...PEOPLE, "guest" as const]) {
        const ids = idsFor(who);
        const url = `${urlOf(routeId, get.params?.(ids) ?? {})}${get.query?.(ids) ?? ""}`;
        const want = get.expect[who];
        // The address the person asked for may come back to them (the language switcher's way back).
        const forbidden = [...secretsOf(who), ...(get.mustNotContain?.(ids) ?? [])].filter((x) => !url.includes(x));
        const before = want === "ok" ? "" : await digestAppTables(server.services.db);
        const variants: Array<[string, () => Promise<Answer>]> = [["document", async () => documentAnswer(await send(ids.me.cookie, url))]];
        // The client's own loader request, for this route alone: each loader must guard itself.
        if (!isResourceRoute(routeId) && route(routeId).module.loader) {
          const dataUrl = new URL(url, server.url);
          dataUrl.pathname = singleFetchPath(dataUrl.pathname);
          dataUrl.searchParams.set("_routes", routeId);
          variants.push([".data", async () => dataAnswer(await send(ids.me.cookie, `${dataUrl.pathname}${dataUrl.search}`))]);
        }
        for (const [kind, request] of variants) {
          const answer = await request();
          const got = outcomeOf(answer, url);
          if (got !== want) problems.push(`${who} ${kind} ${url}: expected ${want}, got ${got}`);
          for (const secret of forbidden)
            if (answer.body.includes(secret)) problems.push(`${who} ${kind} ${url}: answer contains ${secret}`);
        }
        if (want !== "ok") {
          const changed = changedTables(before, await digestAppTables(server.services.db));
          if (changed.length) problems.push(`${who} GET ${url}: refused, but changed ${changed.join(", ")}`);
        }
      }
      expect(problems.join("\n")).toBe("");
    });
  }

  for (const [label, post] of Object.entries(expected.post ?? {})) {
    it(`POST ${label}`, async () => {
      const problems: string[] = [];
      for (const who of PEOPLE) {
        const ids = idsFor(who);
        const url = urlOf(routeId, post.params?.(ids) ?? {});
        const actionUrl = isIndex(routeId) ? `${url}?index` : url;
        const dataUrl = `${singleFetchPath(url)}${isIndex(routeId) ? "?index" : ""}`;
        for (const [kind, target, read] of [
          ["document", actionUrl, documentAnswer],
          [".data", dataUrl, dataAnswer],
        ] as const) {
          const cookie = post.freshSession && ids.me.email ? await signIn(server, ids.me) : ids.me.cookie;
          const [digest, files, kept, watched] = await Promise.all([
            digestAppTables(server.services.db),
            uploads(),
            invariants(),
            snapshot(post.untouched?.(ids)),
          ]);
          const sent = await post.body(ids);
          const want = (kind === "document" ? post.document?.[who] : undefined) ?? post.expect[who];
          // What the person typed may come back to them (the e-mail on a failed login form).
          const echoed = [
            target,
            ...(sent instanceof FormData ? [...sent.values()].filter((v) => typeof v === "string") : [JSON.stringify(sent.json)]),
          ];
          const forbidden = [...secretsOf(who), ...(post.mustNotContain?.(ids) ?? [])].filter((x) => !echoed.some((v) => v.includes(x)));
          const { body, headers } = bodyOf(sent);
          const answer = await read(await send(cookie, target, { method: "POST", body, headers }));
          const got = outcomeOf(answer, url);
          const at = `${who} POST ${kind} ${target}`;
          if (got !== want) problems.push(`${at}: expected ${want}, got ${got} ${answer.status >= 400 ? answer.body.slice(0, 200) : ""}`);
          for (const secret of forbidden) if (answer.body.includes(secret)) problems.push(`${at}: answer contains ${secret}`);
          if ((await invariants()) !== kept) problems.push(`${at}: changed a role, an e-mail or a shop's owner`);
          if ((await snapshot(post.untouched?.(ids))) !== watched) problems.push(`${at}: changed what it must leave alone`);
          if (want !== "ok") {
            const changed = changedTables(digest, await digestAppTables(server.services.db));
            if (changed.length) problems.push(`${at}: refused, but changed ${changed.join(", ")}`);
            if (JSON.stringify(await uploads()) !== JSON.stringify(files)) problems.push(`${at}: refused, but stored a file`);
          }
        }
      }
      expect(problems.join("\n")).toBe("");
    });
  }
});

// ── the customer guard, route by route ───────────────────────────────────────────────────────
/**
 * Every route that runs a customer guard, its own or a layout's, read from app/routes.ts and the
 * route modules themselves (not listed by hand): `reads` when its GETs are guarded too (the
 * wishlist lets a guest read; only its writes are a customer's).
 */
async function customerGuardedRoutes(): Promise<Array<{ id: string; reads: boolean }>> {
  const found: Array<{ id: string; reads: boolean }> = [];
  async function walk(entries: readonly RouteConfigEntry[], above: readonly unknown[]): Promise<void> {
    for (const entry of entries) {
      const module = (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as { middleware?: readonly unknown[] };
      const guards = [...above, ...(module.middleware ?? [])];
      const reads = guards.includes(customerGuard);
      if (reads || guards.includes(customerWritesGuard)) found.push({ id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), reads });
      await walk(entry.children ?? [], guards);
    }
  }
  await walk(appRoutes, []);
  return found;
}
const CUSTOMER_GUARDED = await customerGuardedRoutes();

it("finds the customer-guarded routes in app/routes.ts (checkout, orders, an order, its invoice and credit notes, a payment, the wishlist's writes)", () => {
  // A walk that found nothing would pass every test below without a request.
  expect(CUSTOMER_GUARDED.map((r) => r.id)).toEqual(
    expect.arrayContaining(["routes/shop/checkout", "routes/shop/orders", "routes/shop/pay", "routes/shop/wishlist"]),
  );
  for (const { id } of CUSTOMER_GUARDED) expect(addressableRoutes()).toContain(id);
});

describe.each(CUSTOMER_GUARDED)("a guest at customer-guarded $id", ({ id, reads }) => {
  const asked = reads
    ? "a page load, a .data load, a document POST and a fetcher POST"
    : "a document POST and a fetcher POST (a guest may read it)";
  it(`is sent to the shop's login and back by ${asked}, and changes nothing`, async () => {
    const guest = idsFor("guest");
    const row = EXPECTED[id] ?? {};
    // The route's own matrix params (an order id, a checkout id) and bodies: harmful ones, had they got through.
    const firstPost = Object.values(row.post ?? {})[0];
    const url = urlOf(id, (row.get?.[0]?.params ?? firstPost?.params)?.(guest) ?? {});
    const bodies: Body[] = await Promise.all(Object.values(row.post ?? {}).map((p) => p.body(guest)));
    if (!bodies.length) bodies.push(form({ intent: "add", productId: world.shopA.productId }));
    const requests: Array<[string, () => Promise<Answer>]> = [];
    if (reads) {
      requests.push(["document GET", async () => documentAnswer(await send("", url))]);
      if (!isResourceRoute(id))
        requests.push([".data GET", async () => dataAnswer(await send("", `${url}.data?_routes=${encodeURIComponent(id)}`))]);
    }
    for (const sent of bodies) {
      const { body, headers } = bodyOf(sent);
      requests.push(["document POST", async () => documentAnswer(await send("", url, { method: "POST", body, headers }))]);
      // What useFetcher's submit sends: the same body to the route's `.data` URL.
      requests.push(["fetcher POST", async () => dataAnswer(await send("", `${url}.data`, { method: "POST", body, headers }))]);
    }
    const problems: string[] = [];
    for (const [kind, request] of requests) {
      const [digest, files] = await Promise.all([digestAppTables(server.services.db), uploads()]);
      const got = outcomeOf(await request(), url);
      if (got !== SHOP_LOGIN) problems.push(`${kind} ${url}: expected ${SHOP_LOGIN}, got ${got}`);
      const changed = changedTables(digest, await digestAppTables(server.services.db));
      if (changed.length) problems.push(`${kind} ${url}: changed ${changed.join(", ")}`);
      if (JSON.stringify(await uploads()) !== JSON.stringify(files)) problems.push(`${kind} ${url}: stored a file`);
    }
    expect(problems.join("\n")).toBe("");
  });
});

it("lets each owner reach the very ids the others were refused (the refusals are about ownership)", async () => {
  const { people, shopA, shopB, orderA, orderB, orderBinA } = world;
  const controls: Array<[Identity, string]> = [
    [people.sellerA, `/${shopA.handle}/dashboard/products/${shopA.productId}`],
    [people.sellerA, `/${shopA.handle}/dashboard/orders/${orderA.id}`],
    [people.sellerA, `/${shopA.handle}/dashboard/orders/${orderBinA.id}`],
    [people.sellerB, `/${shopB.handle}/dashboard/products/${shopB.productId}`],
    [people.sellerB, `/${shopB.handle}/dashboard/orders/${orderB.id}`],
    [people.customerA, `/${shopA.handle}/orders/${orderA.id}`],
    [people.customerA, `/${shopA.handle}/profile?order=${orderA.id}`],
    [people.customerB, `/${shopA.handle}/orders/${orderBinA.id}`],
    [people.customerB, `/${shopB.handle}/orders/${orderB.id}`],
  ];
  const problems: string[] = [];
  for (const [who, url] of controls) {
    const answer = await documentAnswer(await send(who.cookie, url));
    if (answer.status !== 200) problems.push(`${who.label} ${url}: ${answer.status}`);
  }
  expect(problems.join("\n")).toBe("");
});

it("still stores a category picture for the shop's owner (the file is written after the ownership check)", async () => {
  const before = await uploads();
  const picture = form({
    intent: "picture",
    level: "category",
    id: world.shopA.categoryId,
    picture: new File([png], "p.png", { type: "image/png" }),
  });
  const res = await send(world.people.sellerA.cookie, `/${world.shopA.handle}/dashboard/categories.data`, {
    method: "POST",
    body: picture,
  });
  expect(res.status).toBe(200);
  const [row] = (
    await server.services.db.execute<{ image_key: string | null }>(sql`select image_key from category where id = ${world.shopA.categoryId}`)
  ).rows;
  expect(row?.image_key).toMatch(new RegExp(`^categories/${world.shopA.id}/`));
  expect((await uploads()).length).toBeGreaterThan(before.length);
});

// ── a closed shop ──────────────────────────────────────────────────────────────────────────────
/**
 * Shop B closed (docs/decisions/0140-data-fiduciaries-and-retention.md): of its storefront only its
 * past shoppers' own pages answer (CLOSED_SHOP_PATTERNS), every other route of the build is 'Store Not
 * Found' to everyone, by document and by `.data`; its orders cannot be changed (409, nothing written).
 */
it("a closed shop keeps only its past shoppers' own pages, and refuses a change to their orders", async () => {
  const { shopB, orderB, people } = world;
  const db = server.services.db;
  await db.execute(sql`update seller set status = 'closed', closed_at = now() where id = ${shopB.id}`);
  const problems: string[] = [];
  try {
    const params: Params = {
      shop: shopB.handle,
      orderId: orderB.id,
      checkoutId: orderB.id,
      productId: shopB.productId,
      file: "CN-1.pdf",
      postId: "x",
      category: "x",
      "*": "x",
    };
    const storefront = addressableRoutes().filter((id) => {
      const pattern = patternOf(id);
      return pattern.startsWith("/:shop") && !pattern.startsWith("/:shop/dashboard");
    });
    expect(storefront.length).toBeGreaterThan(30);
    for (const id of storefront) {
      const kept = CLOSED_SHOP_PATTERNS.has(patternOf(id).slice(1));
      const url = patternOf(id).replace(/:(\w+)|\*/g, (_, name: string | undefined) => encodeURIComponent(params[name ?? "*"] ?? "x"));
      for (const who of [people.customerB, idsFor("guest").me]) {
        const answers: Array<[string, Answer]> = [["document", await documentAnswer(await send(who.cookie, url))]];
        if (!isResourceRoute(id))
          answers.push([".data", await dataAnswer(await send(who.cookie, `${singleFetchPath(url)}?_routes=${encodeURIComponent(id)}`))]);
        for (const [kind, answer] of answers) {
          // 'Store Not Found', not a missing record's 404 (customer B's order has no invoice or credit note yet).
          const gone = answer.status === 404 && /Store Not Found|storeNotFound/.test(answer.body);
          if (kept === gone)
            problems.push(
              `${who.label} ${kind} ${url}: ${kept ? "kept" : "gone"} page answered ${answer.status} ${answer.body.slice(0, 80)}`,
            );
        }
      }
    }
    // Customer B's own order: readable, and a return asked for on it is refused without a write.
    const order = `/${shopB.handle}/orders/${orderB.id}`;
    if ((await send(people.customerB.cookie, order)).status !== 200) problems.push(`customerB ${order}: not readable`);
    for (const target of [order, singleFetchPath(order)]) {
      const before = await digestAppTables(db);
      const answer = await documentAnswer(
        await send(people.customerB.cookie, target, { method: "POST", body: form({ intent: "return-withdraw", returnId: randomUUID() }) }),
      );
      if (answer.status !== 409) problems.push(`customerB POST ${target}: ${answer.status}`);
      const changed = changedTables(before, await digestAppTables(db));
      if (changed.length) problems.push(`customerB POST ${target}: changed ${changed.join(", ")}`);
    }
  } finally {
    await db.execute(sql`update seller set status = 'active', closed_at = null where id = ${shopB.id}`);
  }
  expect(problems.join("\n")).toBe("");
});

// ── Express's own routes, outside the route table ──────────────────────────────────────────────
/**
 * GET /metrics (docs/decisions/0092-metrics.md): a session grants nothing. Through the proxy (which
 * always sets X-Forwarded-For, docs/deploy.md) nobody, the admin included, and the answer is any
 * missing file's; from this machine's own socket everyone (the token: tests/hardening/metrics.test.ts).
 */
const METRICS_ROW: Record<"proxied" | "local", Row> = { proxied: everyone("notfound"), local: everyone("ok") };
it("GET /metrics: nobody through the proxy, whatever their session; this machine's own socket only", async () => {
  const problems: string[] = [];
  const before = await digestAppTables(server.services.db);
  for (const who of PEOPLE) {
    const { cookie } = idsFor(who).me;
    for (const [how, headers] of [
      ["proxied", { "x-forwarded-for": "127.0.0.1" }],
      ["local", {}],
    ] as const) {
      const answer = await documentAnswer(await send(cookie, "/metrics", { headers }));
      const got = outcomeOf(answer, "/metrics");
      if (got !== METRICS_ROW[how][who]) problems.push(`${who} ${how}: expected ${METRICS_ROW[how][who]}, got ${got}`);
      if (how === "proxied" && answer.body !== "Not found") problems.push(`${who} proxied: answered ${answer.body.slice(0, 80)}`);
    }
  }
  const changed = changedTables(before, await digestAppTables(server.services.db));
  if (changed.length) problems.push(`GET /metrics changed ${changed.join(", ")}`);
  expect(problems.join("\n")).toBe("");
});
