// A shop's customers as the seller's dashboard lists them (docs/decisions/0080-shop-customers.md):
// the URL's search, sort and page, and the CSV export's columns. Browser-safe; the queries are in
// shop-customers.server.ts.

import { paiseToCsvRupees } from "~/domain/catalog/csv";
import { toCsv } from "~/domain/catalog/csv-format";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { readPage } from "~/utils/paging";

export const CUSTOMER_SORTS = ["recent", "spent", "orders", "name"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

// Getters: read in the request's language (callers index the map as before).
export const CUSTOMER_SORT_LABEL: Readonly<Record<CustomerSort, string>> = {
  get recent() {
    return m.account_sort_recent();
  },
  get spent() {
    return m.account_sort_spent();
  },
  get orders() {
    return m.account_sort_orders();
  },
  get name() {
    return m.account_sort_name();
  },
};

export const CUSTOMERS_PAGE_SIZE = 30;
export const CUSTOMER_ORDERS_PAGE_SIZE = 30;
/** A search longer than this is cut (nobody's name, mobile and e-mail together need more). */
export const CUSTOMER_QUERY_MAX = 100;

export interface CustomerQuery {
  q: string;
  sort: CustomerSort;
  page: number;
}

/** The list's state from the URL: anything unknown is the default, never an error. */
export function parseCustomerQuery(params: URLSearchParams): CustomerQuery {
  const raw = params.get("sort") ?? "";
  const sort = (CUSTOMER_SORTS as readonly string[]).includes(raw) ? (raw as CustomerSort) : "recent";
  return { q: (params.get("q") ?? "").trim().slice(0, CUSTOMER_QUERY_MAX), sort, page: readPage(params) };
}

/**
 * What to look for in search_text (lower-cased "name mobile email"), any of them matching. A phone
 * number as typed ("+91 98765-43210") is looked for by its digits, without the country code, as the
 * mobile is stored, and as typed too: the same digits and dashes can begin an e-mail address.
 */
export function customerSearchTerms(q: string): string[] {
  const trimmed = q.trim().toLowerCase();
  if (!trimmed) return [];
  if (/^[+\d][\d\s()+-]*$/.test(trimmed) && /\d/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, "");
    const mobile = digits.length > 10 && digits.startsWith("91") ? digits.slice(2) : digits;
    return mobile === trimmed ? [mobile] : [mobile, trimmed];
  }
  return [trimmed];
}

/** `?q=…&sort=…` of the list (the defaults left out), for links that keep the seller's search. */
export function customerListSearch(query: { q: string; sort: CustomerSort }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== "recent") params.set("sort", query.sort);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

export interface ShopCustomerRow {
  userId: string;
  name: string;
  mobile: string;
  email: string;
  orderCount: number;
  spentPaise: number;
  firstOrderAt: Date;
  lastOrderAt: Date;
}

export const CUSTOMER_CSV_COLUMNS = ["name", "mobile", "email", "orders", "spent", "first_order", "last_order"] as const;

/** CSV lines for these customers (with the header row when `header`); amounts in rupees as the catalogue's are. */
export function customersToCsv(rows: readonly ShopCustomerRow[], header: boolean): string {
  const lines: Array<Array<string | number>> = header ? [[...CUSTOMER_CSV_COLUMNS]] : [];
  for (const r of rows) {
    lines.push([
      r.name,
      r.mobile,
      r.email,
      r.orderCount,
      paiseToCsvRupees(r.spentPaise),
      formatDate(r.firstOrderAt),
      formatDate(r.lastOrderAt),
    ]);
  }
  return lines.length ? toCsv(lines) : "";
}
