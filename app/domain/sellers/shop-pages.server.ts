// Reading and saving a shop's About text and FAQ (the seller.about and seller.faq columns).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { seller } from "~/db/schema";
import { DomainError, invalidInput } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { type ShopPages, ShopPagesSchema } from "./shop-pages";

export async function getShopPages(db: Database, shopId: string): Promise<ShopPages | null> {
  const [row] = await db.select({ about: seller.about, faq: seller.faq }).from(seller).where(eq(seller.id, shopId));
  return row ?? null;
}

/** Replaces both at once; invalid input is a DomainError (400) and changes nothing. */
export async function updateShopPages(db: Database, shopId: string, input: unknown): Promise<ShopPages> {
  const parsed = ShopPagesSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const [row] = await db
    .update(seller)
    .set({ about: parsed.data.about, faq: parsed.data.faq, updatedAt: new Date() })
    .where(eq(seller.id, shopId))
    .returning({ about: seller.about, faq: seller.faq });
  if (!row) throw new DomainError("shop_not_found", m.seller_shop_not_found(), { status: 404 });
  return row;
}
