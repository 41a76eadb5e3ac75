// A shop's banner carousel, managed from the dashboard. One row per image (the original's banner
// holds "images, an array or a single value"; one each keeps reordering simple).
import { and, asc, eq, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { banner } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import { type MoveStep, moveItem } from "~/domain/reorder";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";

const bannerNotFound = () => m.dash_err_banner_not_found();
export const MAX_BANNERS = 10;

export async function listSellerBanners(db: Database, sellerId: string) {
  return db
    .select({ id: banner.id, imageKeys: banner.imageKeys, position: banner.position })
    .from(banner)
    .where(eq(banner.sellerId, sellerId))
    .orderBy(asc(banner.position), asc(banner.createdAt), asc(banner.id));
}

export async function addBanner(db: Database, sellerId: string, imageKey: string) {
  const existing = await listSellerBanners(db, sellerId);
  if (existing.length >= MAX_BANNERS) throw new DomainError("banner_limit", m.dash_err_banner_limit({ max: MAX_BANNERS }));
  const [row] = await db
    .select({ last: max(banner.position) })
    .from(banner)
    .where(eq(banner.sellerId, sellerId));
  const [created] = await db
    .insert(banner)
    .values({ sellerId, imageKeys: [imageKey], position: (row?.last ?? -1) + 1 })
    .returning();
  return created;
}

export async function removeBanner(db: Database, sellerId: string, id: string) {
  const deleted = isUuid(id)
    ? await db
        .delete(banner)
        .where(and(eq(banner.id, id), eq(banner.sellerId, sellerId)))
        .returning({ id: banner.id })
    : [];
  if (!deleted.length) throw new DomainError("banner_not_found", bannerNotFound(), { status: 404 });
}

/** Moves a banner one place earlier (-1) or later (+1), renumbering the shop's banners. */
export async function moveBanner(db: Database, sellerId: string, id: string, step: MoveStep) {
  const ids = (await listSellerBanners(db, sellerId)).map((b) => b.id);
  const from = isUuid(id) ? ids.indexOf(id) : -1;
  if (from < 0) throw new DomainError("banner_not_found", bannerNotFound(), { status: 404 });
  const order = moveItem(ids, from, step);
  if (!order) return;
  await db.transaction(async (tx) => {
    for (const [position, rowId] of order.entries())
      await tx
        .update(banner)
        .set({ position })
        .where(and(eq(banner.id, rowId), eq(banner.sellerId, sellerId)));
  });
}
