// Order placement (docs/decisions/0058-order-placement-transaction.md): one order per shop's cart, its
// lines and its amounts (docs/decisions/0128-one-order-per-purchase.md), in one transaction that also
// takes the stock, so concurrent checkouts can never oversell and a failed line writes nothing.
// The browser's checkout id is the idempotency key and the order's id: a retry or double click
// returns the order the first attempt created instead of creating it again.

import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { sameShopRow } from "~/db/same-shop";
import {
  address,
  category,
  checkout,
  couponRedemption,
  coupon as couponTable,
  orderItem,
  orderStatusEvent,
  orders,
  paymentEvent,
  product,
  productColor,
  productStock,
} from "~/db/schema";
import type { PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { inTransaction } from "~/db/transaction.server";
import { takeOrderedLines } from "~/domain/cart/cart.server";
import { effectivePrice } from "~/domain/cart/price";
import { productHsn } from "~/domain/catalog/product-hsn.server";
import { compareStockKeys } from "~/domain/catalog/stock-order";
import { joinAddress } from "~/domain/customers/address-text";
import { DomainError, type DomainErrorStatus, invalidInput } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import { orderNumber } from "~/domain/orders/reference";
import { codBlockedFor } from "~/domain/payments/cod/cod-blocked.server";
import { scheduleCodDeadline } from "~/domain/payments/cod/confirm.server";
import { findCoupon, hasUsedCoupon } from "~/domain/payments/coupon-lookup.server";
import { normalizeCouponCode } from "~/domain/payments/coupons";
import { scheduleCheckoutExpiry } from "~/domain/payments/expire.server";
import { loadShopPayments } from "~/domain/payments/shop-payments.server";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { businessBuyer } from "./business-buyer";
import { loadCheckout, ownedReplay, requestFingerprint } from "./checkout-replay.server";
import { CheckoutRequestSchema } from "./forms";
import type { PlacedOrder } from "./placed-orders";
import { priceCheckout } from "./pricing";
import { type Line, parseLines } from "./request-lines";
import { allocate } from "./totals";

export interface Placer {
  userId: string;
  sellerId: string;
  /** For the shopper's messages ("… does not deliver to …"). */
  shopName?: string;
}

/** The HTTP status of each pricing refusal: a coupon used up meanwhile is a conflict, the rest are the request's. */
const PROBLEM_STATUS: Record<string, DomainErrorStatus> = { coupon_used_up: 409, coupon_already_used: 409 };

export async function placeOrders(db: Database, who: Placer, input: unknown, now = new Date()): Promise<PlacedOrder> {
  const parsed = CheckoutRequestSchema.safeParse(input);
  if (!parsed.success) {
    // No address is the one problem a shopper can fix here: say so, whatever else was wrong.
    if (parsed.error.issues.some((i) => i.path[0] === "addressId"))
      throw new DomainError("address_required", m.account_login_select_profile(), { field: "addressId" });
    throw invalidInput(parsed.error, m.account_invalid_checkout());
  }
  // One spelling of the id, so the lock below and the uuid column agree on which attempt it is.
  const req = {
    ...parsed.data,
    checkoutId: parsed.data.checkoutId.toLowerCase(),
    couponCode: normalizeCouponCode(parsed.data.couponCode),
    paymentMethod: parsed.data.paymentMethod ?? null,
  };
  if (!req.addressId) throw new DomainError("address_required", m.account_login_select_profile(), { field: "addressId" });
  const lines = parseLines(req.lines);
  const fingerprint = requestFingerprint(who, req, lines);
  const buyer = businessBuyer(req);

  try {
    // A retry after a deadlock runs this again from the lock below: still one checkout per id.
    return await inTransaction(db, async (tx) => {
      // Serialises attempts with the same id; different checkouts never wait on each other here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${req.checkoutId}, 0))`);
      const previous = await loadCheckout(tx, req.checkoutId);
      if (previous) return ownedReplay(previous, who, fingerprint);

      const [shipTo] = isUuid(req.addressId)
        ? await tx
            .select()
            .from(address)
            .where(and(eq(address.id, req.addressId), eq(address.userId, who.userId)))
        : [];
      if (!shipTo) throw new DomainError("address_not_found", m.account_address_not_found(), { status: 404 });

      const ids = [...new Set(lines.map((l) => l.productId))];
      // Products and their colour images in one round trip (this runs on every checkout).
      const rows = await tx
        .select({
          id: product.id,
          name: product.name,
          pricePaise: product.pricePaise,
          salePricePaise: product.salePricePaise,
          active: product.active,
          hsnCode: productHsn,
          gstRate: product.gstRate,
          color: productColor.color,
          imageKeys: productColor.imageKeys,
        })
        .from(product)
        .leftJoin(category, sameShopRow(category, product.categoryId, product))
        .leftJoin(productColor, sameShopRow(product, productColor.productId, productColor))
        .where(and(inArray(product.id, ids), eq(product.sellerId, who.sellerId)));
      const byId = new Map(rows.map((p) => [p.id, p]));
      const imageOf = (l: Line) => rows.find((r) => r.id === l.productId && r.color === l.color)?.imageKeys?.[0] ?? null;

      const priced = lines.map((l) => {
        const p = byId.get(l.productId);
        // Unknown, another shop's and unpublished answer alike, by the name the request gave: a hidden
        // product's own name (or its existence) is never read out to whoever guesses its id.
        if (!p?.active) throw new DomainError("invalid_cart_item", m.account_invalid_cart_item({ item: l.label }));
        const pricePaise = effectivePrice(p); // the server's price, never the browser's
        return { ...l, name: p.name, pricePaise, totalPaise: pricePaise * l.quantity, hsnCode: p.hsnCode, gstRate: p.gstRate };
      });

      // The coupon row is locked before any stock row (always in this order, so no deadlock): the
      // checkouts using one coupon redeem it one at a time, and its use limit holds.
      const { settings, rules, tax: taxProfile } = await loadShopPayments(tx, who.sellerId);
      const coupon = req.couponCode ? await findCoupon(tx, who.sellerId, req.couponCode, true) : null;
      const pricing = priceCheckout({
        shopName: who.shopName ?? m.account_this_shop(),
        settings,
        rules,
        lineTotals: priced.map((l) => l.totalPaise),
        address: shipTo,
        mode: req.deliveryMode,
        method: req.paymentMethod,
        couponCode: req.couponCode,
        coupon,
        usedByCustomer: coupon?.oncePerCustomer ? await hasUsedCoupon(tx, coupon.id, who.userId) : false,
        now,
        codBlocked: req.paymentMethod === "cod" ? await codBlockedFor(tx, who.sellerId, who.userId) : false,
        gst: { profile: taxProfile, lines: priced.map((l) => ({ quantity: l.quantity, hsn: l.hsnCode, manualRate: l.gstRate })) },
      });
      const [problem] = pricing.problems;
      if (problem)
        throw new DomainError(problem.code, problem.message, { status: PROBLEM_STATUS[problem.code] ?? 422, field: problem.field });

      // Take stock in a fixed order so two carts holding the same sizes cannot deadlock.
      for (const l of [...lines].sort(compareStockKeys)) {
        const where = and(
          eq(productStock.productId, l.productId),
          eq(productStock.color, l.color),
          eq(productStock.size, l.size),
          eq(productStock.sellerId, who.sellerId),
        );
        const take = () =>
          tx
            .update(productStock)
            .set({ stock: sql`${productStock.stock} - ${l.quantity}` })
            .where(and(where, gte(productStock.stock, l.quantity)))
            .returning({ stock: productStock.stock });
        // A seller's save that held the row replaced it (delete and insert): the update waited and then
        // skipped the deleted row. A second statement sees the new one (as returnStock does).
        const taken = (await take()).length > 0 || (await take()).length > 0;
        if (!taken) {
          const [row] = await tx.select({ stock: productStock.stock }).from(productStock).where(where);
          const name = byId.get(l.productId)?.name ?? l.label;
          if (!row) throw new DomainError("invalid_cart_item", m.account_invalid_cart_item({ item: `${name} (${l.color}, ${l.size})` }));
          throw new DomainError(
            "out_of_stock",
            m.account_only_in_stock_for({ stock: row.stock, item: `${name} (${l.color}, ${l.size})` }),
            {
              status: 409,
            },
          );
        }
      }

      const { totals } = pricing;
      const paymentMethod: PaymentMethod = req.paymentMethod ?? "none";
      const paymentStatus = INITIAL_STATUS[paymentMethod];
      const dueAt = paymentMethod === "upi" ? new Date(now.getTime() + settings.paymentWindowHours * HOUR_MS) : null;
      const codConfirmBy = paymentMethod === "cod" ? new Date(now.getTime() + settings.codConfirmHours * HOUR_MS) : null;
      await tx.insert(checkout).values({
        id: req.checkoutId,
        userId: who.userId,
        sellerId: who.sellerId,
        requestFingerprint: fingerprint,
        ...totals,
        placedTotalPaise: totals.totalPaise,
        couponCode: pricing.coupon?.applied ? req.couponCode : null,
        placeOfSupply: pricing.tax.placeOfSupply,
        // Printed on the invoice only by a regular GST seller (app/domain/invoices/issue.server.ts).
        buyerGstin: buyer?.gstin ?? null,
        buyerName: buyer?.name ?? null,
        paymentMethod,
        paymentStatus,
        payeeUpiId: paymentMethod === "upi" ? settings.upiId : null,
        payeeName: paymentMethod === "upi" ? settings.payeeName : null,
        paymentDueAt: dueAt,
        codConfirmBy,
      });
      if (coupon && pricing.coupon?.applied) {
        // The CHECK on used_count ≤ usage_limit backs the lock up: an over-redemption cannot commit.
        await tx
          .update(couponTable)
          .set({ usedCount: sql`${couponTable.usedCount} + 1`, updatedAt: now })
          .where(and(eq(couponTable.id, coupon.id), eq(couponTable.sellerId, who.sellerId)));
        await tx.insert(couponRedemption).values({
          sellerId: who.sellerId,
          checkoutId: req.checkoutId,
          couponId: coupon.id,
          userId: who.userId,
          discountPaise: totals.discountPaise,
        });
      }
      if (paymentStatus !== "none")
        await tx
          .insert(paymentEvent)
          .values({ sellerId: who.sellerId, checkoutId: req.checkoutId, status: paymentStatus, actorUserId: who.userId, via: "shopper" });
      if (dueAt) await scheduleCheckoutExpiry(tx, req.checkoutId, dueAt);
      if (codConfirmBy) await scheduleCodDeadline(tx, req.checkoutId, codConfirmBy);

      // The order, its lines and its first status event in one statement (the id is the checkout's,
      // so the three inserts do not wait on each other's results).
      const discountShares = allocate(
        totals.discountPaise,
        priced.map((l) => l.totalPaise),
      );
      const shippingAddress = joinAddress(shipTo);
      await tx.execute(sql`
        with o as (
          insert into ${orders} (id, user_id, seller_id, status, delivery_mode, shipping_address, contact_number, customer_name)
          values (${req.checkoutId}, ${who.userId}, ${who.sellerId}, 'pending', ${req.deliveryMode}, ${shippingAddress}, ${shipTo.mobile}, ${shipTo.name})
          returning id, seller_id
        ), i as (
          insert into ${orderItem} (seller_id, order_id, line_no, product_id, name, price_paise, quantity, color, size, image_key, hsn_code, gst_rate, discount_paise)
          values ${sql.join(
            priced.map(
              (l, i) =>
                sql`(${who.sellerId}, ${req.checkoutId}, ${l.lineNo}, ${l.productId}, ${l.name}, ${l.pricePaise}, ${l.quantity}, ${l.color}, ${l.size}, ${imageOf(l)}, ${l.hsnCode}, ${l.gstRate}, ${discountShares[i]})`,
            ),
            sql`, `,
          )}
        )
        insert into ${orderStatusEvent} (seller_id, order_id, status, actor_user_id) select seller_id, id, 'pending', ${who.userId} from o`);
      // What was ordered leaves the shopper's cart with the orders (never on a replay, which stops above).
      await takeOrderedLines(tx, who.userId, who.sellerId, lines);
      await notify(tx, { kind: "order-placed", sellerId: who.sellerId, checkoutId: req.checkoutId });
      return {
        orderId: req.checkoutId,
        number: orderNumber(req.checkoutId),
        totals,
        paymentMethod,
        paymentStatus,
        deliveryMode: req.deliveryMode,
        customerName: shipTo.name,
        replayed: false,
        lines: priced.map((l) => ({
          lineNo: l.lineNo,
          name: l.name,
          color: l.color,
          size: l.size,
          quantity: l.quantity,
          pricePaise: l.pricePaise,
          totalPaise: l.totalPaise,
        })),
      };
    });
  } catch (error) {
    // Backstop for the order's primary key (the checkout id), should the lock ever be bypassed.
    if (isUniqueViolation(error)) {
      const previous = await loadCheckout(db, req.checkoutId);
      if (previous) return ownedReplay(previous, who, fingerprint);
    }
    throw error;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** Where each method's payment starts (docs/decisions/0073-payment-model.md). */
const INITIAL_STATUS: Record<PaymentMethod, PaymentStatus> = {
  none: "none",
  upi: "awaiting",
  cod: "to_collect",
  pay_at_shop: "to_collect",
};
