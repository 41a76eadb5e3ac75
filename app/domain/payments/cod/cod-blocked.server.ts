// Whether the seller turned cash on delivery off for this shopper (shop_customer.cod_blocked): read by
// the checkout's quote and its placing; set from the seller's order and customer pages.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { shopCustomer } from "~/db/schema";

export async function codBlockedFor(db: Pick<Database, "select">, sellerId: string, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ blocked: shopCustomer.codBlocked })
    .from(shopCustomer)
    .where(and(eq(shopCustomer.sellerId, sellerId), eq(shopCustomer.userId, userId)));
  return row?.blocked ?? false;
}
