// The business buyer an order was placed for (the checkout's GSTIN and legal name), for the
// shopper's own order page.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout } from "~/db/schema";

type Reader = Pick<Database, "select">;

/** The GSTIN and name the shopper gave for their order; null for a consumer purchase or someone else's order. */
export async function orderBusinessBuyer(db: Reader, userId: string, orderId: string) {
  const [row] = await db
    .select({ gstin: checkout.buyerGstin, name: checkout.buyerName })
    .from(checkout)
    .where(and(eq(checkout.id, orderId), eq(checkout.userId, userId), isNotNull(checkout.buyerGstin)));
  return row?.gstin ? { gstin: row.gstin, name: row.name ?? "" } : null;
}
