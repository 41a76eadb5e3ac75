// The shop as the supplier printed on its documents.
import { eq } from "drizzle-orm";
import { seller } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";

/** The shop as a supplier on its documents. */
export async function supplierOf(tx: Tx, sellerId: string) {
  const [shop] = await tx
    .select({
      handle: seller.handle,
      name: seller.shopName,
      address: seller.location,
      gstin: seller.gstin,
      state: seller.gstState,
      gstStatus: seller.gstStatus,
      logoKey: seller.photoKey,
    })
    .from(seller)
    .where(eq(seller.id, sellerId));
  if (!shop) throw new Error(`supplierOf: no seller ${sellerId}`);
  const { handle, ...printed } = shop;
  // Only a registered seller prints a GSTIN.
  return { handle, supplier: { ...printed, gstin: shop.gstStatus === "unregistered" ? null : shop.gstin } };
}
