// Reviews (docs/decisions/0082-reviews.md): only after a delivered order of the product
// from this shop (a direct POST without one writes nothing), once per product and then edited,
// 'Helpful' votes (one per shopper, never one's own, toggling, count in step), the seller's one
// reply and hiding with a reason (own shop only), the admin's restore, hidden reviews nowhere on the
// product page or in its JSON-LD, and the rate limit on writing.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductJsonLd } from "../../app/components/shop/product/json-ld";
import { orders, product, review, reviewVote } from "../../app/db/schema";
import { getShopProduct } from "../../app/domain/catalog/listing.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { hiddenReviews, hideReview, replyToReview, restoreReview, shopReviews } from "../../app/domain/reviews/review-moderation.server";
import { noReviews, productReviews, reviewerState, saveReview, toggleHelpful } from "../../app/domain/reviews/shopper-reviews.server";
import * as productRoute from "../../app/routes/shop/product";
import { refusal } from "../setup/refusal";
import { routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop, makeUser, signUpForCookie } from "./checkout-fixtures";
import { replyOf, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let otherShop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  s = await createTestServices({ RATE_LIMIT_REVIEW: "3/600" });
  shop = await makeShop(s.db);
  otherShop = await makeShop(s.db);
});
afterAll(async () => {
  await s.dispose();
});

/** An order of `productId` by `user`, moved to `status` (delivered by default). */
async function order(user: { id: string; addressId: string }, sellerId: string, productId: string, status = "delivered") {
  const placed = await placeOrders(
    s.db,
    { userId: user.id, sellerId },
    {
      checkoutId: randomUUID(),
      addressId: user.addressId,
      deliveryMode: "delivery",
      lines: [{ productId, color: "Red", size: "M", quantity: 1 }],
    },
  );
  await s.db
    .update(orders)
    .set({ status: status as "delivered" })
    .where(eq(orders.id, placed.orderId));
  return placed.orderId;
}

async function reviewer(name: string, productId: string, sellerId = shop.id) {
  const u = await makeCustomerWithAddress(s.db, name);
  await order(u, sellerId, productId);
  return u;
}

const reviewCount = async (productId: string) =>
  (await s.db.select({ n: sql<number>`count(*)::int` }).from(review).where(eq(review.productId, productId)))[0].n;
const ratingOf = async (productId: string) =>
  (await s.db.select({ avg: product.ratingAvg, count: product.ratingCount }).from(product).where(eq(product.id, productId)))[0];
/** The product's row as the page reads it before its reviews: its stored average and count. */
const rated = async (id: string) =>
  (
    await s.db
      .select({ id: product.id, ratingAvg: product.ratingAvg, ratingCount: product.ratingCount })
      .from(product)
      .where(eq(product.id, id))
  )[0];

describe("who may review", () => {
  it("refuses a shopper whose order of the product is not delivered, of another product, or from another shop", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 50 });
    const other = await makeProduct(s.db, shop.id, { stock: 50 });
    const u = await makeCustomerWithAddress(s.db, "Ravi");
    await order(u, shop.id, p.id, "shipped");
    await order(u, shop.id, other.id, "delivered");
    const e = await refusal(saveReview(s.db, shop.id, p.id, u, { rating: 5, body: "" }));
    expect([e.status, e.message]).toEqual([403, "Only shoppers who received this product can review it."]);
    // The product through another shop's URL: not theirs at all.
    expect((await refusal(saveReview(s.db, otherShop.id, p.id, u, { rating: 5, body: "" }))).status).toBe(404);
    expect(await reviewCount(p.id)).toBe(0);
    expect((await reviewerState(s.db, shop.id, p.id, u.id)).eligible).toBe(false);
    expect((await reviewerState(s.db, shop.id, other.id, u.id)).eligible).toBe(true);
  });

  it("a direct POST to the product page without a delivered order is refused and writes nothing; with one it writes the review", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 50 });
    const { id, cookie } = await signUpForCookie(s, "Direct", "10.9.0.1");
    const address = await createAddress(s.db, id, { ...ADDRESS, name: "Direct" });
    const post = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      const request = new Request(`${s.env.BASE_URL}/${shop.handle}/product/${p.id}`, { method: "POST", body, headers: { cookie } });
      const args = await routeArgs({
        services: s,
        request,
        params: { shop: shop.handle, productId: p.id },
      });
      return productRoute.action(args).catch((e: unknown) => e);
    };
    const refused = await post({ intent: "review", rating: "5", body: "Lovely" });
    expect(statusOf(refused)).toBe(403);
    expect(replyOf(refused)).toMatchObject({ code: "not_eligible" });
    expect(await reviewCount(p.id)).toBe(0);

    await order({ id, addressId: address.id }, shop.id, p.id);
    const ok = await post({ intent: "review", rating: "4", body: "  Good cotton.  " });
    expect(statusOf(ok)).toBe(200);
    const [row] = await s.db.select().from(review).where(eq(review.productId, p.id));
    expect(row).toMatchObject({ rating: 4, body: "Good cotton.", authorName: "Direct", userId: id });
    // Out of range stars: 400 and nothing changes.
    expect(statusOf(await post({ intent: "review", rating: "6", body: "" }))).toBe(400);
    expect((await s.db.select().from(review).where(eq(review.productId, p.id)))[0].rating).toBe(4);
  });

  it("is once per product: writing again edits the same row, and the average follows", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 50 });
    const u = await reviewer("Meena", p.id);
    const first = await saveReview(s.db, shop.id, p.id, u, { rating: 2, body: "Too small" });
    const second = await saveReview(s.db, shop.id, p.id, u, { rating: 5, body: "Exchanged, fits well" });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(await reviewCount(p.id)).toBe(1);
    expect(await ratingOf(p.id)).toEqual({ avg: 5, count: 1 });
  });
});

describe("helpful votes", () => {
  it("one per shopper, toggling, never on one's own review, and helpful_count always equals the votes", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 50 });
    const author = await reviewer("Author", p.id);
    const { id } = await saveReview(s.db, shop.id, p.id, author, { rating: 4, body: "" });
    const voters = await Promise.all([0, 1, 2].map((i) => makeUser(s.db, `Voter ${i}`)));
    expect((await refusal(toggleHelpful(s.db, shop.id, id, author.id))).code).toBe("own_review");
    // Through another shop: not found.
    expect((await refusal(toggleHelpful(s.db, otherShop.id, id, voters[0].id))).status).toBe(404);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(2), { maxLength: 12 }), async (clicks) => {
        // Clicks in pairs at the same moment, as two tabs would.
        for (let i = 0; i < clicks.length; i += 2)
          await Promise.all(clicks.slice(i, i + 2).map((v) => toggleHelpful(s.db, shop.id, id, voters[v].id).catch(() => null)));
        const [r] = await s.db.select({ n: review.helpfulCount }).from(review).where(eq(review.id, id));
        const votes = await s.db.select().from(reviewVote).where(eq(reviewVote.reviewId, id));
        expect(r.n).toBe(votes.length);
        expect(votes.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 15 },
    );
    const before = (
      await s.db
        .select()
        .from(reviewVote)
        .where(and(eq(reviewVote.reviewId, id), eq(reviewVote.userId, voters[0].id)))
    ).length;
    const { voted } = await toggleHelpful(s.db, shop.id, id, voters[0].id);
    expect(voted).toBe(before === 0);
  });
});

describe("the seller and the admin", () => {
  it("replies once (409 for a second), hides with a reason, and only in their own shop; the admin restores", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 50 });
    const a = await reviewer("Kiran", p.id);
    const b = await reviewer("Lata", p.id);
    const ra = await saveReview(s.db, shop.id, p.id, a, { rating: 5, body: "Great" });
    const rb = await saveReview(s.db, shop.id, p.id, b, { rating: 1, body: "Rude words" });
    expect(await ratingOf(p.id)).toEqual({ avg: 3, count: 2 });

    // Seller B (another shop) can neither reply to nor hide shop A's reviews.
    expect((await refusal(replyToReview(s.db, otherShop.id, ra.id, "Hijack"))).status).toBe(404);
    expect((await refusal(hideReview(s.db, otherShop.id, rb.id, otherShop.ownerUserId, "Hijack"))).status).toBe(404);

    await replyToReview(s.db, shop.id, ra.id, "Thank you!");
    const again = await refusal(replyToReview(s.db, shop.id, ra.id, "Second"));
    expect([again.status, again.code]).toEqual([409, "already_replied"]);
    const [kept] = await s.db.select().from(review).where(eq(review.id, ra.id));
    expect(kept.reply).toBe("Thank you!");

    await hideReview(s.db, shop.id, rb.id, shop.ownerUserId, "Abusive language");
    expect((await refusal(hideReview(s.db, shop.id, rb.id, shop.ownerUserId, "Again"))).status).toBe(409);
    expect(await ratingOf(p.id)).toEqual({ avg: 5, count: 1 });
    const [hidden] = await hiddenReviews(s.db, shop.id);
    expect(hidden).toMatchObject({ id: rb.id, hiddenReason: "Abusive language", hiddenByName: "Owner" });
    expect((await hiddenReviews(s.db, otherShop.id)).map((r) => r.id)).not.toContain(rb.id);
    expect((await shopReviews(s.db, shop.id, 1)).hidden.map((r) => r.id)).toEqual([rb.id]);

    // Hidden: not on the product page, not in its summary, not in the JSON-LD.
    const page = await productReviews(s.db, await rated(p.id), null, { sort: "newest", page: 1 });
    expect(page.reviews.map((r) => r.id)).toEqual([ra.id]);
    expect(page.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    const detail = await getShopProduct(s.db, shop, p.id);
    const html = renderToString(
      ProductJsonLd({ product: detail as NonNullable<typeof detail>, url: "http://x/p", shopName: "S", reviews: page.reviews }),
    );
    expect(html).toContain('"reviewCount":1');
    expect(html).not.toContain("Rude words");
    // A vote on a hidden review is refused.
    expect((await refusal(toggleHelpful(s.db, shop.id, rb.id, a.id))).status).toBe(404);

    const admin = await makeUser(s.db, "Admin");
    await restoreReview(s.db, rb.id, admin.id);
    const [restored] = await s.db.select().from(review).where(eq(review.id, rb.id));
    expect(restored).toMatchObject({ hiddenAt: null, hiddenBy: null, restoredBy: admin.id });
    expect(await ratingOf(p.id)).toEqual({ avg: 3, count: 2 });
    expect((await refusal(restoreReview(s.db, rb.id, admin.id))).status).toBe(409);
  });
});

describe("the product page's order and pages", () => {
  it("lists newest first or most helpful first, 10 per page", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 100 });
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await reviewer(`P${i}`, p.id));
    const ids = [];
    for (const u of people) ids.push((await saveReview(s.db, shop.id, p.id, u, { rating: 3, body: "" })).id);
    const voter = await makeUser(s.db, "V");
    await toggleHelpful(s.db, shop.id, ids[3], voter.id);
    const newest = await productReviews(s.db, await rated(p.id), voter.id, { sort: "newest", page: 1 });
    expect(newest.reviews).toHaveLength(10);
    expect(newest.pageCount).toBe(2);
    expect(newest.reviews[0].id).toBe(ids[11]);
    const helpful = await productReviews(s.db, await rated(p.id), voter.id, { sort: "helpful", page: 1 });
    expect(helpful.reviews[0]).toMatchObject({ id: ids[3], helpfulCount: 1, votedHelpful: true });
    const last = await productReviews(s.db, await rated(p.id), null, { sort: "newest", page: 9 });
    expect(last.page).toBe(2);
    expect(last.reviews).toHaveLength(2);
  });

  it("a product with no visible review shows what reading them would show, without reading them", async () => {
    const unreviewed = await makeProduct(s.db, shop.id);
    const onlyHidden = await makeProduct(s.db, shop.id);
    const author = await reviewer("Hidden author", onlyHidden.id);
    const written = await saveReview(s.db, shop.id, onlyHidden.id, author, { rating: 1, body: "Rude" });
    await hideReview(s.db, shop.id, written.id, shop.ownerUserId, "Abusive language");
    for (const p of [unreviewed, onlyHidden]) {
      const detail = await getShopProduct(s.db, shop, p.id);
      expect(detail?.ratingCount).toBe(0);
      for (const sort of ["newest", "helpful"] as const) {
        expect(noReviews(sort)).toEqual(await productReviews(s.db, await rated(p.id), null, { sort, page: 3 }));
      }
      // The page itself, as the loader builds it.
      const request = new Request(`${s.env.BASE_URL}/${shop.handle}/product/${p.id}?rsort=helpful`);
      const page = await productRoute.loader(await routeArgs({ services: s, request, params: { shop: shop.handle, productId: p.id } }));
      expect(page).toMatchObject({ reviews: noReviews("helpful"), ldReviews: [] });
    }
  });
});

describe("rate limit", () => {
  it("refuses the 4th review write in the window with 429 (RATE_LIMIT_REVIEW=3/600) and writes nothing", async () => {
    const p = await makeProduct(s.db, shop.id, { stock: 50 });
    const { id, cookie } = await signUpForCookie(s, "Rapid", "10.9.0.2");
    const address = await createAddress(s.db, id, { ...ADDRESS, name: "Rapid" });
    await order({ id, addressId: address.id }, shop.id, p.id);
    const statuses = [];
    for (const rating of ["1", "2", "3", "4"]) {
      const body = new FormData();
      body.set("intent", "review");
      body.set("rating", rating);
      const request = new Request(`${s.env.BASE_URL}/${shop.handle}/product/${p.id}`, { method: "POST", body, headers: { cookie } });
      const args = await routeArgs({
        services: s,
        request,
        params: { shop: shop.handle, productId: p.id },
      });
      statuses.push(statusOf(await productRoute.action(args)));
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await s.db.select().from(review).where(eq(review.productId, p.id)))[0].rating).toBe(3);
  });
});
