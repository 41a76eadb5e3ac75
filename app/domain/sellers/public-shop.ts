// Browser-safe: what a storefront shows of its seller (header, profile popup, QR card).

/** The public face of a shop. */
export interface PublicShop {
  handle: string;
  shopName: string;
  ownerName: string;
  email: string;
  phone: string;
  location: string;
  photoKey: string | null;
}
