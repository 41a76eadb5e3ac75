// Reading a shop's GST profile (set on the dashboard's Shop profile page).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { seller } from "~/db/schema";
import type { TaxProfile } from "./tax";

export async function loadTaxProfile(db: Pick<Database, "select">, sellerId: string): Promise<TaxProfile> {
  const [row] = await db.select({ status: seller.gstStatus, state: seller.gstState }).from(seller).where(eq(seller.id, sellerId));
  return row ?? { status: "unregistered", state: "" };
}
