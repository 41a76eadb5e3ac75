import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedFor } from "~/db/prepared.server";
import { seller, shopDirectory } from "~/db/schema";
import { assertPincodeMatches } from "~/domain/pincodes/pincodes.server";
import { type ShopProfileInput, ShopProfileSchema } from "./forms";
import type { GstSettings } from "./gst-forms";

export type Shop = typeof seller.$inferSelect;

// Every storefront and dashboard request starts here: the handle's shop from the directory (a
// table every node holds), then that one shop's row by its id, so neither read spans shops.
const shopIdByHandle = preparedFor((db) =>
  db
    .select({ id: shopDirectory.sellerId })
    .from(shopDirectory)
    .where(eq(shopDirectory.handle, sql.placeholder("handle")))
    .prepare("shop_id_by_handle"),
);
const shopById = preparedFor((db) =>
  db
    .select()
    .from(seller)
    .where(eq(seller.id, sql.placeholder("id")))
    .prepare("shop_by_id"),
);

/** The shop whose handle is `id`, or whose owner e-mail is `id` (the original addressing: docs/product.md#shop-addressing). */
export async function findShop(db: Database, id: string): Promise<{ shop: Shop; byEmail: boolean } | null> {
  const key = id.trim().toLowerCase();
  // A NUL (e.g. a doubly encoded %2500 in the URL) can be in no handle or e-mail, and PostgreSQL refuses it.
  if (!key || key.includes("\0")) return null;
  const [listed] = await shopIdByHandle(db).execute({ handle: key });
  const [byHandle] = listed ? await shopById(db).execute({ id: listed.id }) : [];
  if (byHandle) return { shop: byHandle, byEmail: false };
  if (!key.includes("@")) return null;
  const [byEmail] = await db.select().from(seller).where(sql`lower(${seller.email}) = ${key}`).limit(1);
  return byEmail ? { shop: byEmail, byEmail: true } : null;
}

/** The shop profile a seller edits (what the Shop Profile popup shows). The handle never changes here. */
export async function updateShopProfile(db: Database, shopId: string, input: ShopProfileInput, photoKey?: string | null): Promise<Shop> {
  const data = ShopProfileSchema.parse(input);
  if (data.pincode) await assertPincodeMatches(data.pincode);
  const [row] = await db
    .update(seller)
    .set({ ...data, email: data.email.toLowerCase(), ...(photoKey !== undefined ? { photoKey } : {}), updatedAt: new Date() })
    .where(eq(seller.id, shopId))
    .returning();
  return row;
}

/** The shop's GST registration, already validated by GstFormSchema (docs/decisions/0077-gst-invoices.md). */
export async function updateShopGst(db: Database, shopId: string, gst: GstSettings): Promise<void> {
  await db
    .update(seller)
    .set({ ...gst, updatedAt: new Date() })
    .where(eq(seller.id, shopId));
}

/** Whether a shop has this handle, exactly as given (a sign-up's shop, checked by the auth hooks). */
export async function isShopHandle(db: Database, handle: string): Promise<boolean> {
  const [found] = await db.select({ id: seller.id }).from(seller).where(eq(seller.handle, handle)).limit(1);
  return Boolean(found);
}

export async function findShopByOwner(db: Database, userId: string): Promise<Shop | null> {
  const [row] = await db.select().from(seller).where(eq(seller.ownerUserId, userId)).limit(1);
  return row ?? null;
}
