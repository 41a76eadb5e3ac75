// A shop's customers for its seller (docs/decisions/0080-shop-customers.md): one indexed page of
// shop_customer (kept from orders by a trigger, drizzle/0008) per request, one customer's orders
// with this shop and the addresses those orders went to, and the CSV export read in keyset pages.
// Every query carries the seller id: a shopper who never ordered here reads as "not found".

import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { orders, shopCustomer } from "~/db/schema";
import { ORDER_ROW_COLUMNS, orderRow } from "~/domain/orders/seller-order-list.server";
import * as m from "~/i18n/messages";
import { clampPage } from "~/utils/paging";
import {
  CUSTOMER_ORDERS_PAGE_SIZE,
  CUSTOMERS_PAGE_SIZE,
  type CustomerQuery,
  type CustomerSort,
  customerSearchTerms,
  customersToCsv,
  type ShopCustomerRow,
} from "./shop-customers";

export const customerNotFoundMessage = () => m.account_customer_not_found();

const lowerName = sql<string>`lower(${shopCustomer.name})`;

/**
 * Each sort's key, in the order of its index (drizzle's `.desc()` indexes are DESC NULLS LAST, so
 * the ORDER BY says so too or the planner cannot walk them); user_id breaks ties the same way.
 */
const SORT_KEY: Record<CustomerSort, { key: SQL; descending: boolean }> = {
  recent: { key: sql`${shopCustomer.lastOrderAt}`, descending: true },
  spent: { key: sql`${shopCustomer.spentPaise}`, descending: true },
  orders: { key: sql`${shopCustomer.orderCount}`, descending: true },
  name: { key: lowerName, descending: false },
};

function orderBy(sort: CustomerSort): SQL[] {
  const { key, descending } = SORT_KEY[sort];
  return [descending ? sql`${key} desc nulls last` : sql`${key} asc`, asc(shopCustomer.userId)];
}

function whereOf(sellerId: string, q: string): SQL {
  const terms = customerSearchTerms(q);
  // search_text is lower-cased; the trigram index serves ILIKE '%…%' (and an OR of them, as a BitmapOr).
  return terms.length
    ? (and(eq(shopCustomer.sellerId, sellerId), or(...terms.map((term) => ilike(shopCustomer.searchText, containsPattern(term))))) as SQL)
    : eq(shopCustomer.sellerId, sellerId);
}

const ROW = {
  userId: shopCustomer.userId,
  name: shopCustomer.name,
  mobile: shopCustomer.mobile,
  email: shopCustomer.email,
  orderCount: shopCustomer.orderCount,
  spentPaise: shopCustomer.spentPaise,
  firstOrderAt: shopCustomer.firstOrderAt,
  lastOrderAt: shopCustomer.lastOrderAt,
};

const serial = (r: ShopCustomerRow) => ({ ...r, firstOrderAt: r.firstOrderAt.toISOString(), lastOrderAt: r.lastOrderAt.toISOString() });
export type ShopCustomerView = ReturnType<typeof serial>;

/** One page of the shop's customers, searched and sorted, with the number found. */
export async function listShopCustomers(db: Database, sellerId: string, query: CustomerQuery) {
  const where = whereOf(sellerId, query.q);
  // A deferred join: the page's keys come from the sort's index alone (an index-only scan, however
  // deep the page), then only those 30 rows are read. OFFSET over whole rows turned into a
  // sequential scan and a sort from about page 300 of a 10,000-customer shop.
  const pageKeys = db
    .select({ userId: shopCustomer.userId })
    .from(shopCustomer)
    .where(where)
    .orderBy(...orderBy(query.sort))
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((clampPage(query.page) - 1) * CUSTOMERS_PAGE_SIZE);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(shopCustomer).where(where),
    db
      .select(ROW)
      .from(shopCustomer)
      .where(and(eq(shopCustomer.sellerId, sellerId), inArray(shopCustomer.userId, pageKeys)))
      .orderBy(...orderBy(query.sort)),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  return { customers: rows.map(serial), total, page: clampPage(query.page), pageCount };
}

/** Longer than any account id better-auth makes; such a path segment is "not found" without a query. */
const MAX_USER_ID = 100;

/**
 * One customer of this shop: their summary, a page of their orders with this shop (newest first)
 * and the delivery addresses those orders went to (most recent first). Null when they never ordered
 * here, whether or not the account exists.
 */
export async function getShopCustomer(db: Database, sellerId: string, userId: string, page = 1) {
  if (!userId || userId.length > MAX_USER_ID) return null;
  const [customer] = await db
    .select(ROW)
    .from(shopCustomer)
    .where(and(eq(shopCustomer.sellerId, sellerId), eq(shopCustomer.userId, userId)));
  if (!customer) return null;
  const theirs = and(eq(orders.userId, userId), eq(orders.sellerId, sellerId));
  const current = clampPage(page);
  const [rows, addresses] = await Promise.all([
    db
      .select(ORDER_ROW_COLUMNS)
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_ORDERS_PAGE_SIZE)
      .offset((current - 1) * CUSTOMER_ORDERS_PAGE_SIZE),
    // In-shop purchases carry the shop's pickup text, not the shopper's address.
    db
      .select({
        address: orders.shippingAddress,
        orders: sql<number>`count(*)::int`,
        lastUsedAt: sql<Date>`max(${orders.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(orders)
      .where(and(theirs, eq(orders.deliveryMode, "delivery"), ne(orders.shippingAddress, "")))
      .groupBy(orders.shippingAddress)
      .orderBy(sql`max(${orders.createdAt}) desc`)
      .limit(50),
  ]);
  return {
    customer: serial(customer),
    orders: rows.map(orderRow),
    page: current,
    pageCount: Math.max(1, Math.ceil(customer.orderCount / CUSTOMER_ORDERS_PAGE_SIZE)),
    addresses: addresses.map((a) => ({ ...a, lastUsedAt: a.lastUsedAt.toISOString() })),
  };
}
export type ShopCustomerDetail = NonNullable<Awaited<ReturnType<typeof getShopCustomer>>>;

export const CSV_BATCH = 1000;

/**
 * The searched list as CSV text, in the list's order, a batch of rows at a time: each batch is the
 * next keyset page of the sort's index, so a shop of any size is never held in memory at once.
 */
export async function* exportShopCustomers(db: Database, sellerId: string, query: Pick<CustomerQuery, "q" | "sort">, batch = CSV_BATCH) {
  const { key, descending } = SORT_KEY[query.sort];
  let after: { key: unknown; userId: string } | null = null;
  let header = true;
  for (;;) {
    const conditions: SQL[] = [whereOf(sellerId, query.q)];
    if (after) {
      const beyond = descending ? sql`${key} < ${after.key}` : sql`${key} > ${after.key}`;
      conditions.push(sql`(${beyond} or (${key} = ${after.key} and ${shopCustomer.userId} > ${after.userId}))`);
    }
    const rows = await db
      .select({ ...ROW, sortKey: sql<string>`(${key})::text` })
      .from(shopCustomer)
      .where(and(...conditions))
      .orderBy(...orderBy(query.sort))
      .limit(batch);
    if (rows.length > 0 || header) yield customersToCsv(rows, header);
    header = false;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { key: last.sortKey, userId: last.userId };
  }
}
