// What the cart would cost if placed now (POST /{shop}/checkout/quote): the same pricing the
// checkout transaction applies (pricing.ts), read without locks and without taking stock.

import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { address, category, product } from "~/db/schema";
import type { DeliveryMode } from "~/db/schema/values";
import { effectivePrice } from "~/domain/cart/price";
import { productHsn } from "~/domain/catalog/product-hsn.server";
import { invalidInput } from "~/domain/errors";
import { codBlockedFor } from "~/domain/payments/cod/cod-blocked.server";
import { findCoupon, hasUsedCoupon } from "~/domain/payments/coupon-lookup.server";
import { normalizeCouponCode } from "~/domain/payments/coupons";
import { freeDeliveryNote } from "~/domain/payments/delivery";
import { loadShopPayments } from "~/domain/payments/shop-payments.server";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import type { QuoteReply } from "./contract";
import { QuoteRequestSchema } from "./forms";
import { type PricingInput, priceCheckout } from "./pricing";
import { readValidLines } from "./request-lines";

export interface Quoter {
  /** Null for a guest: no saved address, no once-per-customer check yet. */
  userId: string | null;
  sellerId: string;
  shopName: string;
}

export async function quoteCheckout(db: Database, who: Quoter, input: unknown, now = new Date()): Promise<QuoteReply> {
  const parsed = QuoteRequestSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, m.account_invalid_cart());
  const req = parsed.data;
  const lines = readValidLines(req.lines);
  const couponCode = normalizeCouponCode(req.couponCode);
  const ids = [...new Set(lines.map((l) => l.productId))];

  const [products, payments, shipTo, coupon, codBlocked] = await Promise.all([
    ids.length
      ? db
          .select({
            id: product.id,
            pricePaise: product.pricePaise,
            salePricePaise: product.salePricePaise,
            gstRate: product.gstRate,
            hsn: productHsn,
          })
          .from(product)
          .leftJoin(category, eq(category.id, product.categoryId))
          .where(and(inArray(product.id, ids), eq(product.sellerId, who.sellerId), eq(product.active, true)))
      : [],
    loadShopPayments(db, who.sellerId),
    who.userId && req.addressId && isUuid(req.addressId)
      ? db
          .select({ pincode: address.pincode, state: address.state })
          .from(address)
          .where(and(eq(address.id, req.addressId), eq(address.userId, who.userId)))
          .then((rows) => rows[0] ?? null)
      : null,
    couponCode ? findCoupon(db, who.sellerId, couponCode) : null,
    codBlockedFor(db, who.sellerId, who.userId ?? null),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const known = lines.flatMap((l) => {
    const p = byId.get(l.productId);
    return p ? [{ totalPaise: effectivePrice(p) * l.quantity, quantity: l.quantity, hsn: p.hsn, manualRate: p.gstRate }] : [];
  });
  const lineTotals = known.map((l) => l.totalPaise);
  const base: Omit<PricingInput, "mode"> = {
    shopName: who.shopName,
    settings: payments.settings,
    rules: payments.rules,
    lineTotals,
    address: shipTo,
    method: req.paymentMethod ?? null,
    couponCode,
    coupon,
    usedByCustomer: coupon?.oncePerCustomer && who.userId ? await hasUsedCoupon(db, coupon.id, who.userId) : false,
    now,
    codBlocked,
    gst: { profile: payments.tax, lines: known },
  };
  const mode: DeliveryMode = req.deliveryMode ?? "delivery";
  const asked = priceCheckout({ ...base, mode });
  const other = priceCheckout({ ...base, mode: mode === "delivery" ? "in-shop" : "delivery" });
  const delivery = mode === "delivery" ? asked : other;
  return {
    payment: asked.payment,
    totals: asked.totals,
    byMode: mode === "delivery" ? { delivery: asked.totals, "in-shop": other.totals } : { delivery: other.totals, "in-shop": asked.totals },
    coupon: asked.coupon,
    delivery: { served: delivery.served, message: delivery.notServedMessage, freeDeliveryNote: freeDeliveryNote(payments.rules) },
    takesBuyerGstin: payments.tax.status === "regular",
    returnPolicy: payments.returns,
  };
}
