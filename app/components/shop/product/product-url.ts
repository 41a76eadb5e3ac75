/** The canonical address of a product page (meta tags, JSON-LD and the share link). */
export function productUrl(origin: string, shop: string, id: string) {
  return `${origin}/${shop}/product/${id}`;
}
