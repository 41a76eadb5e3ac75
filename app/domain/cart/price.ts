// The price rules a shopper sees and pays (docs/product.md#checkout): browser-safe, so the cart,
// the product cards and the checkout transaction all use the same functions.

/** A sale is shown only when a sale price exists and is below the price. */
export function isOnSale(pricePaise: number, salePricePaise: number | null | undefined): salePricePaise is number {
  return salePricePaise != null && salePricePaise > 0 && salePricePaise < pricePaise;
}

/** Percent off, rounded to a whole number: round((price - sale) / price * 100). */
export function percentOff(pricePaise: number, salePricePaise: number): number {
  if (pricePaise <= 0) return 0;
  return Math.round(((pricePaise - salePricePaise) / pricePaise) * 100);
}

/**
 * What one unit costs: the sale price when on sale, else the price. The listing's price filter
 * uses it as SQL, `coalesce(sale_price_paise, price_paise)` (EFFECTIVE_PRICE_SQL in
 * domain/catalog/listing.server.ts), which agrees because the product table's check keeps a sale
 * price above 0 and below the price (tests/integration/effective-price.test.ts runs both on PostgreSQL).
 */
export function effectivePrice(p: { pricePaise: number; salePricePaise: number | null | undefined }): number {
  return isOnSale(p.pricePaise, p.salePricePaise) ? p.salePricePaise : p.pricePaise;
}

/** The cart's subtotal (shipping and tax are 0): effectivePrice × quantity over its lines. */
export function cartSubtotal(
  lines: ReadonlyArray<{ quantity: number; product: { pricePaise: number; salePricePaise: number | null } }>,
): number {
  return lines.reduce((sum, l) => sum + effectivePrice(l.product) * l.quantity, 0);
}
