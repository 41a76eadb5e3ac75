// Landing hero: embla drives the slide index; the 1-second fade is a CSS opacity transition on
// top of embla's instant jumps (the embla fade plugin is not installed).

import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import * as m from "~/i18n/messages";
import { imageSrcSet, imageUrl } from "~/media/urls";

export interface HeroSlideView {
  id: string;
  title: string;
  subtitle: string;
  imageKey: string | null;
  fallbackImageKey: string | null;
}

export const HERO_INTERVAL_MS = 5000;

/** An admin's banner is shown as written (translate="no"); the built-in ones speak the page's language. */
const asWritten = (slide: HeroSlideView) => (slide.id.startsWith("built-in-") ? undefined : ("no" as const));

const GRADIENTS = ["from-indigo-800 to-violet-700", "from-teal-800 to-emerald-700", "from-orange-800 to-amber-700"];

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

function SlideImage({ slide, first }: { slide: HeroSlideView; first: boolean }) {
  // An admin banner has an image and a fallback image (docs/product.md#landing-page); show the fallback when the first fails.
  const [key, setKey] = useState(slide.imageKey ?? slide.fallbackImageKey);
  if (!key) return null;
  return (
    <img
      src={imageUrl(key, 1280)}
      srcSet={imageSrcSet(key)}
      sizes="100vw"
      alt=""
      fetchPriority={first ? "high" : "auto"}
      loading={first ? "eager" : "lazy"}
      decoding={first ? "auto" : "async"}
      onError={() => setKey((current) => (current !== slide.fallbackImageKey ? slide.fallbackImageKey : null))}
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}

export function HeroCarousel({ slides }: { slides: HeroSlideView[] }) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ watchDrag: false });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = slides.length > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi || !playing) return;
    // Wrap by hand rather than embla's loop mode, which moves slides around on init (layout shift).
    const timer = window.setInterval(() => {
      const count = emblaApi.scrollSnapList().length;
      emblaApi.scrollTo((emblaApi.selectedScrollSnap() + 1) % count, true);
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [emblaApi, playing]);

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index, true), [emblaApi]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.platform_hero_label()}
      className="relative bg-gray-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, i) => {
            const active = i === selected;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides with role=group, not a form fieldset
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={m.platform_slide_of({ n: String(i + 1), total: String(slides.length) })}
                aria-hidden={!active}
                inert={!active}
                className={`relative flex h-[26rem] min-w-0 flex-[0_0_100%] items-center bg-gradient-to-br sm:h-[30rem] ${GRADIENTS[i % GRADIENTS.length]} transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${active ? "opacity-100" : "opacity-0"}`}
              >
                <SlideImage slide={slide} first={i === 0} />
                <div className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/50 to-black/20" aria-hidden="true" />
                <div className="relative mx-auto w-full max-w-7xl px-6 text-white">
                  {i === 0 ? (
                    <h1 translate={asWritten(slide)} className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
                      {slide.title}
                    </h1>
                  ) : (
                    <h2 translate={asWritten(slide)} className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
                      {slide.title}
                    </h2>
                  )}
                  {slide.subtitle ? (
                    <p translate={asWritten(slide)} className="mt-4 max-w-xl text-base text-gray-100 sm:text-lg">
                      {slide.subtitle}
                    </p>
                  ) : null}
                  <a
                    href="#features"
                    className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-gray-900 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {m.platform_learn_more()}
                    <span className="sr-only"> {m.platform_learn_more_sr()}</span>
                  </a>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => goTo(i)}
              aria-label={m.platform_go_to_slide({ n: String(i + 1) })}
              aria-current={i === selected ? "true" : undefined}
              className="group flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === selected ? "w-6 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? m.platform_play_slideshow() : m.platform_pause_slideshow()}
            className="ml-2 flex h-8 w-8 items-center justify-center rounded-full text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              {stopped ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" />}
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
