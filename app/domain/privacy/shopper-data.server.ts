// Everything Haat holds about one shopper, gathered for their data export (DPDP Act 2023, s.11):
// each query is scoped to their user id, and each column was chosen for being about them. Left
// out on purpose: password hashes, sign-in and session tokens, OAuth tokens, other people's ids
// (who changed a status, who hid a review), another shopper's reviews, and the shop's own payee
// and internal fields (idempotency fingerprints).
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  account,
  address,
  cart,
  cartLine,
  checkout,
  consentEvent,
  creditNote,
  dataExport,
  invoice,
  mailPreference,
  orderItem,
  orderStatusEvent,
  orders,
  paymentEvent,
  privacyRequest,
  product,
  returnLine,
  returnRequest,
  review,
  reviewVote,
  seller,
  session,
  shopCustomer,
  user,
  wishlistItem,
} from "~/db/schema";
import { orderNumber } from "~/domain/orders/reference";
import type { DataRow } from "./archive-writers";

/** The kinds of an archive, in the order the archive shows them; `account` is a single row. */
export interface ShopperData {
  account: DataRow;
  signInMethods: DataRow[];
  sessions: DataRow[];
  addresses: DataRow[];
  cartLines: DataRow[];
  orders: DataRow[];
  orderLines: DataRow[];
  orderStatusHistory: DataRow[];
  paymentHistory: DataRow[];
  invoices: DataRow[];
  returns: DataRow[];
  returnLines: DataRow[];
  reviews: DataRow[];
  reviewVotes: DataRow[];
  wishlist: DataRow[];
  shopCustomerRecords: DataRow[];
  mailPreferences: DataRow[];
  consents: DataRow[];
  privacyRequests: DataRow[];
  dataExports: DataRow[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The person's data, or null when there is no such account. */
export async function gatherShopperData(db: Database, userId: string): Promise<{ locale: string | null; data: ShopperData } | null> {
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  if (!me) return null;
  const shop = { shopName: seller.shopName, shopHandle: seller.handle };

  const myOrders = await db
    .select({ o: orders, c: checkout, ...shop })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const orderIds = myOrders.map((r) => r.o.id);
  const ofMyOrders = <T>(ids: string[], run: (ids: string[]) => Promise<T[]>) => (ids.length ? run(ids) : Promise.resolve([] as T[]));

  const [
    accounts,
    sessions,
    addresses,
    cartLines,
    lines,
    events,
    payments,
    invoices,
    notes,
    returns,
    reviews,
    votes,
    wishes,
    records,
    prefs,
    consents,
    requests,
    exports,
  ] = await Promise.all([
    db.select({ providerId: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db.select().from(address).where(eq(address.userId, userId)).orderBy(asc(address.createdAt)),
    db
      .select({ line: cartLine, productName: product.name, ...shop })
      .from(cartLine)
      .innerJoin(cart, eq(cart.id, cartLine.cartId))
      .innerJoin(product, eq(product.id, cartLine.productId))
      .innerJoin(seller, eq(seller.id, cart.sellerId))
      .where(eq(cart.userId, userId))
      .orderBy(asc(cartLine.addedAt)),
    ofMyOrders(orderIds, (ids) => db.select().from(orderItem).where(inArray(orderItem.orderId, ids)).orderBy(asc(orderItem.lineNo))),
    ofMyOrders(orderIds, (ids) =>
      db
        .select({ orderId: orderStatusEvent.orderId, status: orderStatusEvent.status, createdAt: orderStatusEvent.createdAt })
        .from(orderStatusEvent)
        .where(inArray(orderStatusEvent.orderId, ids))
        .orderBy(asc(orderStatusEvent.createdAt)),
    ),
    ofMyOrders(orderIds, (ids) =>
      db
        .select({
          checkoutId: paymentEvent.checkoutId,
          status: paymentEvent.status,
          reference: paymentEvent.reference,
          via: paymentEvent.via,
          createdAt: paymentEvent.createdAt,
        })
        .from(paymentEvent)
        .where(inArray(paymentEvent.checkoutId, ids))
        .orderBy(asc(paymentEvent.createdAt)),
    ),
    ofMyOrders(orderIds, (ids) =>
      db
        .select({ checkoutId: invoice.checkoutId, kind: invoice.kind, number: invoice.number, issuedAt: invoice.issuedAt })
        .from(invoice)
        .where(inArray(invoice.checkoutId, ids)),
    ),
    ofMyOrders(orderIds, (ids) =>
      db
        .select({ checkoutId: creditNote.checkoutId, number: creditNote.number, issuedAt: creditNote.issuedAt })
        .from(creditNote)
        .where(inArray(creditNote.checkoutId, ids)),
    ),
    db.select().from(returnRequest).where(eq(returnRequest.userId, userId)).orderBy(asc(returnRequest.createdAt)),
    db
      .select({ r: review, productName: product.name, ...shop })
      .from(review)
      .innerJoin(product, eq(product.id, review.productId))
      .innerJoin(seller, eq(seller.id, review.sellerId))
      .where(eq(review.userId, userId))
      .orderBy(asc(review.createdAt)),
    // Which review they found helpful, by product: not that review's author or words (another person's).
    db
      .select({ reviewId: reviewVote.reviewId, productName: product.name, createdAt: reviewVote.createdAt })
      .from(reviewVote)
      .innerJoin(review, eq(review.id, reviewVote.reviewId))
      .innerJoin(product, eq(product.id, review.productId))
      .where(eq(reviewVote.userId, userId))
      .orderBy(asc(reviewVote.createdAt)),
    db
      .select({ w: wishlistItem, productName: product.name, ...shop })
      .from(wishlistItem)
      .innerJoin(product, eq(product.id, wishlistItem.productId))
      .innerJoin(seller, eq(seller.id, wishlistItem.sellerId))
      .where(eq(wishlistItem.userId, userId))
      .orderBy(asc(wishlistItem.createdAt)),
    db
      .select({ c: shopCustomer, ...shop })
      .from(shopCustomer)
      .innerJoin(seller, eq(seller.id, shopCustomer.sellerId))
      .where(eq(shopCustomer.userId, userId)),
    db.select().from(mailPreference).where(eq(mailPreference.userId, userId)),
    db.select().from(consentEvent).where(eq(consentEvent.userId, userId)).orderBy(asc(consentEvent.createdAt)),
    db.select().from(privacyRequest).where(eq(privacyRequest.userId, userId)).orderBy(asc(privacyRequest.createdAt)),
    db.select().from(dataExport).where(eq(dataExport.userId, userId)).orderBy(asc(dataExport.createdAt)),
  ]);

  const returnIds = returns.map((r) => r.id);
  const wanted = returnIds.length ? await db.select().from(returnLine).where(inArray(returnLine.returnId, returnIds)) : [];

  const data: ShopperData = {
    account: {
      id: me.id,
      name: me.name,
      email: me.email,
      emailVerified: me.emailVerified,
      mobile: me.mobile,
      address: me.address,
      pincode: me.pincode,
      locale: me.locale,
      role: me.role,
      signupShop: me.signupShop,
      hasPhoto: me.photoKey !== null || me.image !== null,
      createdAt: iso(me.createdAt),
      updatedAt: iso(me.updatedAt),
      deletionRequestedAt: iso(me.deletionRequestedAt),
    },
    signInMethods: accounts.map((a) => ({ provider: a.providerId, createdAt: iso(a.createdAt) })),
    sessions: sessions.map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
    addresses: addresses.map((a) => ({
      name: a.name,
      mobile: a.mobile,
      flatHouseBuilding: a.flatHouseBuilding,
      areaStreetSector: a.areaStreetSector,
      landmark: a.landmark,
      townCity: a.townCity,
      district: a.district,
      state: a.state,
      pincode: a.pincode,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    cartLines: cartLines.map(({ line, productName, shopName, shopHandle }) => ({
      shopName,
      shopHandle,
      product: productName,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      addedAt: iso(line.addedAt),
    })),
    orders: myOrders.map(({ o, c, shopName, shopHandle }) => ({
      orderNumber: orderNumber(o.id),
      shopName,
      shopHandle,
      placedAt: iso(o.createdAt),
      status: o.status,
      deliveryMode: o.deliveryMode,
      customerName: o.customerName,
      contactNumber: o.contactNumber,
      shippingAddress: o.shippingAddress,
      courier: o.courier,
      trackingNumber: o.trackingNumber,
      trackingUrl: o.trackingUrl,
      returnReason: o.returnReason,
      subtotalPaise: c.subtotalPaise,
      discountPaise: c.discountPaise,
      deliveryFeePaise: c.deliveryFeePaise,
      codFeePaise: c.codFeePaise,
      taxPaise: c.taxPaise,
      totalPaise: c.totalPaise,
      placedTotalPaise: c.placedTotalPaise,
      couponCode: c.couponCode,
      placeOfSupply: c.placeOfSupply,
      buyerGstin: c.buyerGstin,
      buyerName: c.buyerName,
      paymentMethod: c.paymentMethod,
      paymentStatus: c.paymentStatus,
      paymentDueAt: iso(c.paymentDueAt),
      utr: c.utr,
      claimedAt: iso(c.claimedAt),
      settledAt: iso(c.settledAt),
      refundPaise: c.refundPaise,
      refundUtr: c.refundUtr,
      refundedAt: iso(c.refundedAt),
      codConfirmBy: iso(c.codConfirmBy),
      codConfirmedAt: iso(c.codConfirmedAt),
    })),
    orderLines: lines.map((l) => ({
      orderNumber: orderNumber(l.orderId),
      lineNo: l.lineNo + 1,
      product: l.name,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      pricePaise: l.pricePaise,
      discountPaise: l.discountPaise,
      hsnCode: l.hsnCode,
      gstRate: l.gstRate,
      cancelledAt: iso(l.cancelledAt),
    })),
    orderStatusHistory: events.map((e) => ({ orderNumber: orderNumber(e.orderId), status: e.status, at: iso(e.createdAt) })),
    paymentHistory: payments.map((p) => ({
      orderNumber: orderNumber(p.checkoutId),
      status: p.status,
      reference: p.reference,
      setBy: p.via,
      at: iso(p.createdAt),
    })),
    invoices: [
      ...invoices.map((i) => ({
        orderNumber: orderNumber(i.checkoutId),
        document: `invoice:${i.kind}`,
        number: i.number,
        issuedAt: iso(i.issuedAt),
      })),
      ...notes.map((n) => ({
        orderNumber: orderNumber(n.checkoutId),
        document: "credit_note",
        number: n.number,
        issuedAt: iso(n.issuedAt),
      })),
    ],
    returns: returns.map((r) => ({
      returnId: r.id,
      orderNumber: orderNumber(r.orderId),
      kind: r.kind,
      reason: r.reason,
      note: r.note,
      photos: r.photoKeys.length,
      status: r.status,
      declineReason: r.declineReason,
      refundPaise: r.refundPaise,
      refundUtr: r.refundUtr,
      courier: r.courier,
      trackingNumber: r.trackingNumber,
      createdAt: iso(r.createdAt),
      decidedAt: iso(r.decidedAt),
      closedAt: iso(r.closedAt),
    })),
    returnLines: wanted.map((l) => ({ returnId: l.returnId, lineNo: l.lineNo + 1, wantedColor: l.wantedColor, wantedSize: l.wantedSize })),
    reviews: reviews.map(({ r, productName, shopName, shopHandle }) => ({
      shopName,
      shopHandle,
      product: productName,
      rating: r.rating,
      body: r.body,
      authorName: r.authorName,
      helpfulCount: r.helpfulCount,
      shopReply: r.reply,
      repliedAt: iso(r.repliedAt),
      hiddenAt: iso(r.hiddenAt),
      hiddenReason: r.hiddenReason,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    reviewVotes: votes.map((v) => ({ reviewId: v.reviewId, product: v.productName, votedAt: iso(v.createdAt) })),
    wishlist: wishes.map(({ w, productName, shopName, shopHandle }) => ({
      shopName,
      shopHandle,
      product: productName,
      savedPricePaise: w.savedPricePaise,
      savedInStock: w.savedInStock,
      savedAt: iso(w.createdAt),
    })),
    shopCustomerRecords: records.map(({ c, shopName, shopHandle }) => ({
      shopName,
      shopHandle,
      name: c.name,
      mobile: c.mobile,
      email: c.email,
      orderCount: c.orderCount,
      spentPaise: c.spentPaise,
      firstOrderAt: iso(c.firstOrderAt),
      lastOrderAt: iso(c.lastOrderAt),
      cashOnDeliveryBlocked: c.codBlocked,
    })),
    mailPreferences: prefs.map((p) => ({ orderUpdates: p.orderUpdates, updatedAt: iso(p.updatedAt) })),
    consents: consents.map((c) => ({
      purpose: c.purpose,
      given: c.given,
      noticeVersion: c.noticeVersion,
      source: c.source,
      at: iso(c.createdAt),
    })),
    privacyRequests: requests.map((r) => ({
      kind: r.kind,
      name: r.name,
      email: r.email,
      message: r.message,
      createdAt: iso(r.createdAt),
      dueAt: iso(r.dueAt),
      handledAt: iso(r.handledAt),
    })),
    dataExports: exports.map((e) => ({
      kind: e.kind,
      status: e.status,
      bytes: e.bytes,
      createdAt: iso(e.createdAt),
      readyAt: iso(e.readyAt),
      expiresAt: iso(e.expiresAt),
    })),
  };
  return { locale: me.locale, data };
}
