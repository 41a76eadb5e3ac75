// The order number (docs/decisions/0128-one-order-per-purchase.md): the one short name of an order
// that the shopper and the seller see everywhere (pages, e-mails, WhatsApp, invoices, CSV, the UPI
// payment's note) and type back into tracking. Browser-safe.

/** "2B91D5ECEA" for order id "2b91d5ec-ea…": the id's first 10 hex digits (40 bits), upper case. */
export const orderNumber = (id: string) => id.replace(/-/g, "").slice(0, 10).toUpperCase();

/** Before one order per purchase, a line's own order showed 8 hex digits ("#737088E6"): still found. */
export type TypedNumber = { kind: "order"; prefix: string } | { kind: "former"; prefix: string };

/** What a person typed: the number (10 hex) or a former line's (8 hex), with or without '#', any case, spaces around; else null. */
export function parseOrderNumber(input: string): TypedNumber | null {
  const typed = input.trim().replace(/^#\s*/, "").toLowerCase();
  if (/^[0-9a-f]{10}$/.test(typed)) return { kind: "order", prefix: typed };
  if (/^[0-9a-f]{8}$/.test(typed)) return { kind: "former", prefix: typed };
  return null;
}

const asUuid = (hex32: string) =>
  `${hex32.slice(0, 8)}-${hex32.slice(8, 12)}-${hex32.slice(12, 16)}-${hex32.slice(16, 20)}-${hex32.slice(20)}`;

/**
 * The range of ids (uuids) that start with the hex `prefix`, for a lookup the primary key's index
 * answers ("id like 'prefix%'" on a uuid would read every order of the shop).
 */
export function numberIdRange(prefix: string): [string, string] {
  return [asUuid(prefix.padEnd(32, "0")), asUuid(prefix.padEnd(32, "f"))];
}
