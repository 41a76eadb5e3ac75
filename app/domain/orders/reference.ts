// The order reference a shopper sees ("#9431901B": the first 8 hex digits of the order id, upper
// case) and the parsing of what they type back in /{shop}/track. Browser-safe.

/** "9431901B" for order id "9431901b-…". */
export const orderReference = (id: string) => id.slice(0, 8).toUpperCase();

/** The id prefix ("9431901b") of a typed reference: with or without '#', any case, spaces around; else null. */
export function parseOrderReference(input: string): string | null {
  const ref = input.trim().replace(/^#\s*/, "");
  return /^[0-9a-f]{8}$/i.test(ref) ? ref.toLowerCase() : null;
}

/**
 * The range of order ids (uuids) that start with `prefix`, for a lookup the primary key's index
 * answers ("id like 'prefix%'" on a uuid would read every order of the shop).
 */
export function referenceIdRange(prefix: string): [string, string] {
  return [`${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`];
}
