// The shop banner (docs/decisions/0053-banner-carousel-all-banners.md): every banner's images in the seller's order (one upload is one
// banner, so "the first banner's images" would hide all but one), advancing every 3 seconds.
// Embla loads after hydration and only for two or more images: the first image is plain HTML
// (the LCP element), and the carousel stays out of the shop's first-load JavaScript.
import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import * as m from "~/i18n/messages";
import { imageSrcSet, imageUrl } from "~/media/urls";
import { ChevronIcon } from "./icons";

export const BANNER_INTERVAL_MS = 3000;
// On a phone the banner is short and its text sits at mid-height, so the arrows go to the bottom corners.
const control =
  "absolute bottom-1.5 rounded-full bg-white/80 p-1 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:p-2 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600";

export function ShopBanner({ images, shopName }: { images: string[]; shopName: string }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const many = images.length > 1;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!many || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      api = EmblaCarousel(viewport, { loop: true });
      api.on("select", () => setSelected(api?.selectedScrollSnap() ?? 0));
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [many]);

  // Auto-advance; restarts after each manual move so a click is not immediately undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the timer when the slide changes
  useEffect(() => {
    if (!embla) return;
    const t = setInterval(() => embla.scrollNext(), BANNER_INTERVAL_MS);
    return () => clearInterval(t);
  }, [embla, selected]);

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);

  // No banners: nothing at all, rather than an empty grey box above the shop.
  if (images.length === 0) return null;
  return (
    <section aria-roledescription={m.shop_carousel()} aria-label={m.shop_banner_offers({ shop: shopName })} className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-xl">
        <div className="flex">
          {images.map((key, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group
            <div
              key={key}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription={m.shop_slide()}
              aria-label={m.shop_slide_of({ n: i + 1, total: images.length })}
            >
              {/* The other slides' images come with the carousel: until it moves they cannot be seen (nor
                  without JavaScript), and fetched with the page they would compete with its first paint. */}
              {i === 0 || embla ? (
                <img
                  src={imageUrl(key, 1280)}
                  srcSet={imageSrcSet(key)}
                  sizes="(min-width: 1280px) 1248px, 100vw"
                  alt={i === 0 ? m.shop_banner_alt({ shop: shopName }) : ""}
                  width={1600}
                  height={600}
                  fetchPriority={i === 0 ? "high" : "low"}
                  className="aspect-[8/3] h-auto w-full object-cover"
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <>
          <button type="button" aria-label={m.shop_slide_previous()} onClick={() => embla?.scrollPrev()} className={`${control} left-2`}>
            <ChevronIcon dir="left" />
          </button>
          <button type="button" aria-label={m.shop_slide_next()} onClick={() => embla?.scrollNext()} className={`${control} right-2`}>
            <ChevronIcon />
          </button>
          <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1">
            {images.map((key, i) => (
              <button
                key={key}
                type="button"
                aria-label={m.shop_slide_go({ n: i + 1 })}
                aria-current={i === selected ? "true" : undefined}
                onClick={() => go(i)}
                className="flex size-6 items-center justify-center focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className={`block size-2.5 rounded-full ${i === selected ? "bg-white" : "bg-white/50"}`} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
