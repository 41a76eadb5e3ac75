// The seller's report of what the 22 September 2025 GST rates changed in their products (written
// by the migration that dropped 12% and 28%): shown on the Products page until they dismiss it.
import { and, asc, eq, isNull } from "drizzle-orm";
import { gstRateChange } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";

export interface GstRateChange {
  productId: string | null;
  productName: string;
  hsnCode: string | null;
  oldRate: number;
  /** Null: the rate now follows the price (clothing, made-ups, footwear, quilts). */
  newRate: number | null;
}

/** The shop's changes not yet dismissed, by product name. */
export async function pendingRateChanges(db: DbOrTx, sellerId: string): Promise<GstRateChange[]> {
  return db
    .select({
      productId: gstRateChange.productId,
      productName: gstRateChange.productName,
      hsnCode: gstRateChange.hsnCode,
      oldRate: gstRateChange.oldRate,
      newRate: gstRateChange.newRate,
    })
    .from(gstRateChange)
    .where(and(eq(gstRateChange.sellerId, sellerId), isNull(gstRateChange.dismissedAt)))
    .orderBy(asc(gstRateChange.productName), asc(gstRateChange.id));
}

/** The seller has read the report: none of their rows shows again. */
export async function dismissRateChanges(db: DbOrTx, sellerId: string): Promise<void> {
  await db
    .update(gstRateChange)
    .set({ dismissedAt: new Date() })
    .where(and(eq(gstRateChange.sellerId, sellerId), isNull(gstRateChange.dismissedAt)));
}
