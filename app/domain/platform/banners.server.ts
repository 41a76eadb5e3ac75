// Landing page hero slides (docs/product.md#landing-page), in the admin's order.
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { platformBanner } from "~/db/schema";

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  imageKey: string | null;
  fallbackImageKey: string | null;
}

/** The two built-in slides, used when no banner can be loaded (docs/product.md#landing-page). */
export const BUILT_IN_SLIDES: HeroSlide[] = [
  {
    id: "built-in-1",
    title: "Your Ultimate eCommerce Platform",
    subtitle: "Create your online store in minutes and start selling to customers across India.",
    imageKey: null,
    fallbackImageKey: null,
  },
  {
    id: "built-in-2",
    title: "Beautiful Storefronts",
    subtitle: "A mobile-friendly shop for every seller, with its own link and QR code to share.",
    imageKey: null,
    fallbackImageKey: null,
  },
];

export async function listHeroSlides(db: Database): Promise<HeroSlide[]> {
  return db
    .select({
      id: platformBanner.id,
      title: platformBanner.title,
      subtitle: platformBanner.subtitle,
      imageKey: platformBanner.imageKey,
      fallbackImageKey: platformBanner.fallbackImageKey,
    })
    .from(platformBanner)
    .orderBy(asc(platformBanner.position), asc(platformBanner.createdAt));
}

/** Banners from the database, or the built-in slides when there are none or they fail to load. */
export async function heroSlides(db: Database, log?: { warn: (obj: object, msg: string) => void }): Promise<HeroSlide[]> {
  try {
    const rows = await listHeroSlides(db);
    return rows.length > 0 ? rows : BUILT_IN_SLIDES;
  } catch (error) {
    log?.warn({ err: error }, "platform banners could not be loaded");
    return BUILT_IN_SLIDES;
  }
}
