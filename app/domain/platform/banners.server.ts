// Landing page hero slides (docs/product.md#landing-page), in the admin's order.

import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { platformBanner } from "~/db/schema";
import * as m from "~/i18n/messages";

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  imageKey: string | null;
  fallbackImageKey: string | null;
}

/** The two built-in slides, used when no banner can be loaded (docs/product.md#landing-page), in the request's language. */
export const builtInSlides = (): HeroSlide[] => [
  {
    id: "built-in-1",
    title: m.platform_slide1_title(),
    subtitle: m.platform_slide1_subtitle(),
    imageKey: null,
    fallbackImageKey: null,
  },
  {
    id: "built-in-2",
    title: m.platform_slide2_title(),
    subtitle: m.platform_slide2_subtitle(),
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
    return rows.length > 0 ? rows : builtInSlides();
  } catch (error) {
    log?.warn({ err: error }, "platform banners could not be loaded");
    return builtInSlides();
  }
}
