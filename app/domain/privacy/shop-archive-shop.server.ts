// The shop archive's shop: its profile and settings (shop.json, no secrets), customers, coupons and
// reviews with the seller's replies.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { coupon, deliveryRules, paymentSettings, product, returnPolicy, review, seller } from "~/db/schema";
import { paiseToCsvRupees } from "~/domain/catalog/csv";
import { toCsv } from "~/domain/catalog/csv-format";
import { exportShopCustomers } from "~/domain/customers/shop-customers.server";
import { orderNumber } from "~/domain/orders/reference";
import type { ArchiveEntries } from "./archive-zip.server";

const when = (date: Date | null) => date?.toISOString() ?? "";

export async function* shopEntries(db: Database, sellerId: string): ArchiveEntries {
  yield { path: "shop.json", content: JSON.stringify(await shopSettings(db, sellerId), null, 2) };
  // The customers list's own export, a keyset page at a time.
  yield { path: "customers.csv", content: exportShopCustomers(db, sellerId, { q: "", sort: "name" }) };
  yield { path: "coupons.csv", content: await couponsCsv(db, sellerId) };
  yield { path: "reviews.csv", content: await reviewsCsv(db, sellerId) };
}

/**
 * The profile and the settings a seller typed, named column by column: the bank feed's SMS secret
 * (its hash) and the like are in other tables and never read here.
 */
async function shopSettings(db: Database, sellerId: string) {
  const [profile] = await db
    .select({
      handle: seller.handle,
      shopName: seller.shopName,
      ownerName: seller.ownerName,
      email: seller.email,
      phone: seller.phone,
      location: seller.location,
      pincode: seller.pincode,
      about: seller.about,
      faq: seller.faq,
      gstStatus: seller.gstStatus,
      gstin: seller.gstin,
      gstState: seller.gstState,
      lowStockThreshold: seller.lowStockThreshold,
      createdAt: seller.createdAt,
    })
    .from(seller)
    .where(eq(seller.id, sellerId));
  const [payments] = await db
    .select({
      upiId: paymentSettings.upiId,
      payeeName: paymentSettings.payeeName,
      acceptsUpi: paymentSettings.acceptsUpi,
      acceptsCod: paymentSettings.acceptsCod,
      acceptsPayAtShop: paymentSettings.acceptsPayAtShop,
      codFeePaise: paymentSettings.codFeePaise,
      codMaxOrderPaise: paymentSettings.codMaxOrderPaise,
      paymentWindowHours: paymentSettings.paymentWindowHours,
      codShipping: paymentSettings.codShipping,
      codConfirmHours: paymentSettings.codConfirmHours,
      codLateAction: paymentSettings.codLateAction,
      codOffPincodes: paymentSettings.codOffPincodes,
    })
    .from(paymentSettings)
    .where(eq(paymentSettings.sellerId, sellerId));
  const [delivery] = await db
    .select({
      flatFeePaise: deliveryRules.flatFeePaise,
      freeAbovePaise: deliveryRules.freeAbovePaise,
      area: deliveryRules.area,
      state: deliveryRules.state,
      pincodes: deliveryRules.pincodes,
    })
    .from(deliveryRules)
    .where(eq(deliveryRules.sellerId, sellerId));
  const [returns] = await db
    .select({ windowDays: returnPolicy.windowDays, exchanges: returnPolicy.exchanges, photos: returnPolicy.photos })
    .from(returnPolicy)
    .where(eq(returnPolicy.sellerId, sellerId));
  return { profile, payments: payments ?? null, delivery: delivery ?? null, returns: returns ?? null };
}

async function couponsCsv(db: Database, sellerId: string): Promise<string> {
  const rows = await db.select().from(coupon).where(eq(coupon.sellerId, sellerId)).orderBy(asc(coupon.code));
  return toCsv([
    [
      "code",
      "kind",
      "value",
      "min_order",
      "max_discount",
      "valid_from",
      "valid_until",
      "usage_limit",
      "once_per_customer",
      "used",
      "active",
    ],
    ...rows.map((c) => [
      c.code,
      c.kind,
      c.kind === "flat" ? paiseToCsvRupees(c.value) : c.value, // percent, or rupees off
      paiseToCsvRupees(c.minOrderPaise),
      c.maxDiscountPaise == null ? "" : paiseToCsvRupees(c.maxDiscountPaise),
      when(c.validFrom),
      when(c.validUntil),
      c.usageLimit ?? "",
      c.oncePerCustomer ? "yes" : "no",
      c.usedCount,
      c.active ? "yes" : "no",
    ]),
  ]);
}

async function reviewsCsv(db: Database, sellerId: string): Promise<string> {
  const rows = await db
    .select({ review, productName: product.name })
    .from(review)
    .innerJoin(product, eq(product.id, review.productId))
    .where(eq(review.sellerId, sellerId))
    .orderBy(asc(review.createdAt), asc(review.id));
  return toCsv([
    ["product_ref", "product", "order_number", "written_at", "rating", "author", "review", "reply", "replied_at", "hidden_at"],
    ...rows.map(({ review: r, productName }) => [
      r.productId,
      productName,
      r.orderId ? orderNumber(r.orderId) : "",
      when(r.createdAt),
      r.rating,
      r.authorName,
      r.body,
      r.reply ?? "",
      when(r.repliedAt),
      when(r.hiddenAt),
    ]),
  ]);
}
