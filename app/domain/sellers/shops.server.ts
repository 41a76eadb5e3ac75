import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { seller } from "~/db/schema";

export type Shop = typeof seller.$inferSelect;

/** The shop whose handle is `id`, or whose owner e-mail is `id` (the spec's original addressing). */
export async function findShop(db: Database, id: string): Promise<{ shop: Shop; byEmail: boolean } | null> {
  const key = id.trim().toLowerCase();
  if (!key) return null;
  const [byHandle] = await db.select().from(seller).where(eq(seller.handle, key)).limit(1);
  if (byHandle) return { shop: byHandle, byEmail: false };
  if (!key.includes("@")) return null;
  const [byEmail] = await db.select().from(seller).where(sql`lower(${seller.email}) = ${key}`).limit(1);
  return byEmail ? { shop: byEmail, byEmail: true } : null;
}
