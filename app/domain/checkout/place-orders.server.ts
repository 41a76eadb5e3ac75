// Order placement (docs/decisions/0058-order-placement-transaction.md): one order per cart line, all in one transaction that also takes
// the stock, so concurrent checkouts can never oversell and a failed line writes nothing.
// The browser's checkout id is the idempotency key: a retry or double click returns the orders
// the first attempt created instead of creating them again.

import { createHash, randomUUID } from "node:crypto";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import {
  address,
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
import type { DeliveryMode, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { inTransaction } from "~/db/transaction.server";
import { takeOrderedLines } from "~/domain/cart/cart.server";
import { effectivePrice } from "~/domain/cart/price";
import { compareStockKeys } from "~/domain/catalog/stock-order";
import { joinAddress } from "~/domain/customers/address-text";
import { DomainError, type DomainErrorStatus, invalidInput } from "~/domain/errors";
import { issueInvoice } from "~/domain/invoices/issue.server";
import { findCoupon, hasUsedCoupon } from "~/domain/payments/coupon-lookup.server";
import { normalizeCouponCode } from "~/domain/payments/coupons";
import { loadShopPayments } from "~/domain/payments/shop-payments.server";
import * as m from "~/i18n/messages";
import { scheduleCheckoutExpiry } from "~/jobs/checkout-expiry.server";
import { notify } from "~/jobs/notify.server";
import { isUuid } from "~/utils/uuid";
import { checkoutChangedMessage, checkoutUsedMessage } from "./contract";
import { CheckoutRequestSchema } from "./forms";
import { priceCheckout } from "./pricing";
import { type Line, parseLines } from "./request-lines";
import { type CheckoutTotals, orderShares } from "./totals";

export interface PlacedOrder {
  id: string;
  lineNo: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  pricePaise: number;
  totalPaise: number;
}

export interface PlacedOrders {
  checkoutId: string;
  totals: CheckoutTotals;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryMode: DeliveryMode;
  customerName: string;
  orders: PlacedOrder[];
  /** True when this checkout id had already been placed: nothing new was written. */
  replayed: boolean;
}

export interface Placer {
  userId: string;
  sellerId: string;
  /** For the shopper's messages ("… does not deliver to …"). */
  shopName?: string;
}

/** The HTTP status of each pricing refusal: a coupon used up meanwhile is a conflict, the rest are the request's. */
const PROBLEM_STATUS: Record<string, DomainErrorStatus> = { coupon_used_up: 409, coupon_already_used: 409 };

export async function placeOrders(db: Database, who: Placer, input: unknown, now = new Date()): Promise<PlacedOrders> {
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
          hsnCode: product.hsnCode,
          gstRate: product.gstRate,
          color: productColor.color,
          imageKeys: productColor.imageKeys,
        })
        .from(product)
        .leftJoin(productColor, eq(productColor.productId, product.id))
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
        gst: { profile: taxProfile, rates: priced.map((l) => l.gstRate) },
      });
      const [problem] = pricing.problems;
      if (problem)
        throw new DomainError(problem.code, problem.message, { status: PROBLEM_STATUS[problem.code] ?? 422, field: problem.field });

      // Take stock in a fixed order so two carts holding the same sizes cannot deadlock.
      for (const l of [...lines].sort(compareStockKeys)) {
        const where = and(eq(productStock.productId, l.productId), eq(productStock.color, l.color), eq(productStock.size, l.size));
        const taken = await tx
          .update(productStock)
          .set({ stock: sql`${productStock.stock} - ${l.quantity}` })
          .where(and(where, gte(productStock.stock, l.quantity)))
          .returning({ stock: productStock.stock });
        if (taken.length === 0) {
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
      await tx.insert(checkout).values({
        id: req.checkoutId,
        userId: who.userId,
        sellerId: who.sellerId,
        requestFingerprint: fingerprint,
        ...totals,
        couponCode: pricing.coupon?.applied ? req.couponCode : null,
        paymentMethod,
        paymentStatus,
        payeeUpiId: paymentMethod === "upi" ? settings.upiId : null,
        payeeName: paymentMethod === "upi" ? settings.payeeName : null,
        paymentDueAt: dueAt,
      });
      if (coupon && pricing.coupon?.applied) {
        // The CHECK on used_count ≤ usage_limit backs the lock up: an over-redemption cannot commit.
        await tx
          .update(couponTable)
          .set({ usedCount: sql`${couponTable.usedCount} + 1`, updatedAt: now })
          .where(eq(couponTable.id, coupon.id));
        await tx
          .insert(couponRedemption)
          .values({ checkoutId: req.checkoutId, couponId: coupon.id, userId: who.userId, discountPaise: totals.discountPaise });
      }
      if (paymentStatus !== "none")
        await tx.insert(paymentEvent).values({ checkoutId: req.checkoutId, status: paymentStatus, actorUserId: who.userId });
      if (dueAt) await scheduleCheckoutExpiry(tx, req.checkoutId, dueAt);

      // Orders, their items and the first status event in one statement (ids made here, so the
      // three inserts do not wait on each other's results).
      const shares = orderShares(
        totals,
        priced.map((l) => l.totalPaise),
      );
      const shippingAddress = joinAddress(shipTo);
      const newOrderIds = new Map(priced.map((l) => [l.lineNo, randomUUID()]));
      const orderId = (lineNo: number) => newOrderIds.get(lineNo) as string;
      await tx.execute(sql`
        with o as (
          insert into ${orders} (id, checkout_id, line_no, user_id, seller_id, status, delivery_mode, total_paise, discount_paise, delivery_fee_paise, cod_fee_paise, shipping_address, contact_number, customer_name)
          values ${sql.join(
            priced.map(
              (l, i) =>
                sql`(${orderId(l.lineNo)}, ${req.checkoutId}, ${l.lineNo}, ${who.userId}, ${who.sellerId}, 'pending', ${req.deliveryMode}, ${l.totalPaise}, ${shares[i].discountPaise}, ${shares[i].deliveryFeePaise}, ${shares[i].codFeePaise}, ${shippingAddress}, ${shipTo.mobile}, ${shipTo.name})`,
            ),
            sql`, `,
          )}
          returning id
        ), i as (
          insert into ${orderItem} (order_id, product_id, name, price_paise, quantity, color, size, image_key, hsn_code, gst_rate)
          values ${sql.join(
            priced.map(
              (l) =>
                sql`(${orderId(l.lineNo)}, ${l.productId}, ${l.name}, ${l.pricePaise}, ${l.quantity}, ${l.color}, ${l.size}, ${imageOf(l)}, ${l.hsnCode}, ${l.gstRate})`,
            ),
            sql`, `,
          )}
        )
        insert into ${orderStatusEvent} (order_id, status, actor_user_id) select id, 'pending', ${who.userId} from o`);
      // What was ordered leaves the shopper's cart with the orders (never on a replay, which stops above).
      await takeOrderedLines(tx, who.userId, who.sellerId, lines);
      await notify(tx, { kind: "order-placed", checkoutId: req.checkoutId });
      // Last: the invoice number's series row stays locked until commit (issue.server.ts).
      await issueInvoice(tx, {
        checkoutId: req.checkoutId,
        sellerId: who.sellerId,
        issuedAt: now,
        recipient: { name: shipTo.name, address: shippingAddress },
        goods: priced.map((l) => ({ description: `${l.name} (${l.color}, ${l.size})`, hsn: l.hsnCode, quantity: l.quantity })),
        tax: pricing.tax,
      });
      return {
        checkoutId: req.checkoutId,
        totals,
        paymentMethod,
        paymentStatus,
        deliveryMode: req.deliveryMode,
        customerName: shipTo.name,
        replayed: false,
        orders: priced.map((l) => ({
          id: orderId(l.lineNo),
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
    // Backstop for the unique (checkout_id, line_no) key, should the lock ever be bypassed.
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

/**
 * What the attempt asked for, as a hash: a retry with the same checkout id must ask for exactly
 * this (same shop, address, delivery mode, payment method, coupon and lines in the same order) to
 * be replayed.
 */
function requestFingerprint(
  who: { sellerId: string },
  req: { addressId: string; deliveryMode: DeliveryMode; paymentMethod: string | null; couponCode: string },
  lines: Line[],
): string {
  const request = {
    sellerId: who.sellerId,
    addressId: req.addressId.toLowerCase(),
    deliveryMode: req.deliveryMode,
    lines: lines.map((l) => [l.productId, l.color, l.size, l.quantity]),
    // Only when given, so checkouts placed before payments existed still replay.
    ...(req.paymentMethod ? { paymentMethod: req.paymentMethod } : {}),
    ...(req.couponCode ? { couponCode: req.couponCode } : {}),
  };
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

type Executor = Pick<Database, "select">;

async function loadCheckout(db: Executor, checkoutId: string) {
  const [attempt] = await db.select().from(checkout).where(eq(checkout.id, checkoutId));
  if (!attempt) return null;
  const rows = await db
    .select({
      id: orders.id,
      lineNo: orders.lineNo,
      userId: orders.userId,
      sellerId: orders.sellerId,
      deliveryMode: orders.deliveryMode,
      customerName: orders.customerName,
      totalPaise: orders.totalPaise,
      name: orderItem.name,
      color: orderItem.color,
      size: orderItem.size,
      quantity: orderItem.quantity,
      pricePaise: orderItem.pricePaise,
    })
    .from(orders)
    .innerJoin(orderItem, eq(orderItem.orderId, orders.id))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orders.lineNo);
  return { attempt, rows };
}

function ownedReplay(
  previous: NonNullable<Awaited<ReturnType<typeof loadCheckout>>>,
  who: { userId: string; sellerId: string },
  fingerprint: string,
): PlacedOrders {
  const { attempt } = previous;
  // Someone else's checkout id: say nothing about it.
  if (attempt.userId !== who.userId || attempt.sellerId !== who.sellerId)
    throw new DomainError("checkout_used", checkoutUsedMessage(), { status: 409 });
  // The same key with another cart, address or delivery mode is a new wish, not a retry: replaying
  // the first orders would tell the shopper their new order was sent when nothing was ordered.
  if (attempt.requestFingerprint !== fingerprint) throw new DomainError("checkout_changed", checkoutChangedMessage(), { status: 409 });
  const first = previous.rows[0];
  if (!first) throw new DomainError("checkout_used", checkoutUsedMessage(), { status: 409 });
  return {
    checkoutId: attempt.id,
    totals: {
      subtotalPaise: attempt.subtotalPaise,
      discountPaise: attempt.discountPaise,
      deliveryFeePaise: attempt.deliveryFeePaise,
      codFeePaise: attempt.codFeePaise,
      taxPaise: attempt.taxPaise,
      totalPaise: attempt.totalPaise,
    },
    paymentMethod: attempt.paymentMethod,
    paymentStatus: attempt.paymentStatus,
    deliveryMode: first.deliveryMode,
    customerName: first.customerName,
    replayed: true,
    orders: previous.rows.map(({ id, lineNo, name, color, size, quantity, pricePaise, totalPaise }) => ({
      id,
      lineNo,
      name,
      color,
      size,
      quantity,
      pricePaise,
      totalPaise,
    })),
  };
}
