// Platform banners: the slides of the landing page carousel.
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { platformBanner } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import { checkImage, storeImage } from "~/domain/images/images.server";
import { type MoveStep, moveItem } from "~/domain/reorder";
import type { Storage } from "~/media/storage.server";
import { requiredText } from "~/utils/form-schema";

export const BANNER_IMAGE_RULES = { maxBytes: 5 * 1024 * 1024, minSide: 200, maxSide: 6000 };

export const PlatformBannerSchema = z.object({
  title: requiredText("Please give the slide a title.", 120, "Keep the title under 120 characters."),
  subtitle: z.string().trim().max(240, "Keep the subtitle under 240 characters.").default(""),
});

export type BannerFiles = { image?: Uint8Array; fallback?: Uint8Array };

export async function listPlatformBanners(db: Database) {
  return db.select().from(platformBanner).orderBy(asc(platformBanner.position), asc(platformBanner.createdAt));
}

/** Both images are checked before either is stored: a bad fallback must not leave the main image behind. */
async function checkBannerFiles(files: BannerFiles) {
  for (const bytes of [files.image, files.fallback]) if (bytes) await checkImage(bytes, BANNER_IMAGE_RULES);
}

/** Images are checked and stored before the row is written, so a bad file changes nothing. */
export async function createPlatformBanner(
  db: Database,
  storage: Storage,
  input: z.infer<typeof PlatformBannerSchema>,
  files: BannerFiles,
) {
  if (!files.image) throw new DomainError("image_required", "Please choose an image for the slide.", { field: "image" });
  await checkBannerFiles(files);
  const imageKey = await storeImage(storage, files.image, BANNER_IMAGE_RULES, "banners");
  const fallbackImageKey = files.fallback ? await storeImage(storage, files.fallback, BANNER_IMAGE_RULES, "banners") : null;
  const [row] = await db
    .insert(platformBanner)
    .values({
      ...input,
      imageKey,
      fallbackImageKey,
      position: sql`(select coalesce(max(position), -1) + 1 from platform_banner)`,
    })
    .returning();
  return row;
}

export async function updatePlatformBanner(
  db: Database,
  storage: Storage,
  id: string,
  input: z.infer<typeof PlatformBannerSchema>,
  files: BannerFiles,
) {
  const [existing] = await db.select().from(platformBanner).where(eq(platformBanner.id, id));
  if (!existing) throw new DomainError("slide_not_found", "That slide does not exist.", { status: 404 });
  await checkBannerFiles(files);
  const imageKey = files.image ? await storeImage(storage, files.image, BANNER_IMAGE_RULES, "banners") : existing.imageKey;
  const fallbackImageKey = files.fallback
    ? await storeImage(storage, files.fallback, BANNER_IMAGE_RULES, "banners")
    : existing.fallbackImageKey;
  await db
    .update(platformBanner)
    .set({ ...input, imageKey, fallbackImageKey })
    .where(eq(platformBanner.id, id));
}

/** Swaps a slide with its neighbour; positions are renumbered 0..n-1 so gaps never accumulate. */
export async function movePlatformBanner(db: Database, id: string, step: MoveStep) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: platformBanner.id })
      .from(platformBanner)
      .orderBy(asc(platformBanner.position), asc(platformBanner.createdAt))
      .for("update");
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) throw new DomainError("slide_not_found", "That slide does not exist.", { status: 404 });
    const order = moveItem(
      rows.map((r) => r.id),
      index,
      step,
    );
    if (!order) return;
    for (const [position, rowId] of order.entries()) await tx.update(platformBanner).set({ position }).where(eq(platformBanner.id, rowId));
  });
}

export async function deletePlatformBanner(db: Database, id: string) {
  const [row] = await db.delete(platformBanner).where(eq(platformBanner.id, id)).returning({ id: platformBanner.id });
  if (!row) throw new DomainError("slide_not_found", "That slide does not exist.", { status: 404 });
}
