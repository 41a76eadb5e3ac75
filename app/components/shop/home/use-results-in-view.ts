// After a search, a filter, a category tap or a new page the results are in view, so a shopper on a
// phone sees what the change did. A control that applies on change (the filters, 'Sort by': marked data-keeps-focus) keeps focus and
// the results scroll into view only if they are not; any other way there (the header's search, a
// category card, a subcategory, the pager) moves focus to the results heading. Back and forward
// (POP) leave focus and scroll to the browser and ScrollRestoration.
import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

export function useResultsInView(heading: RefObject<HTMLElement | null>) {
  const { key, search } = useLocation();
  const navigationType = useNavigationType();
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (location key)
  useEffect(() => {
    const arrived = !mounted.current;
    mounted.current = true;
    const el = heading.current;
    if (!el || navigationType === "POP") return;
    // Coming to the shop home from another page: only a search or a selection brings the results up.
    if (arrived && !search) return;
    // Below the sticky header, whose height changes (the open search bar, the scrolled state).
    const below = (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0) + 8;
    const bringUp = () => window.scrollBy({ top: el.getBoundingClientRect().top - below, behavior: "instant" });
    const active = document.activeElement;
    if (!arrived && active instanceof HTMLElement && active.closest("[data-keeps-focus]")) {
      const { top } = el.getBoundingClientRect();
      if (top < below || top > window.innerHeight * 0.75) bringUp();
      return;
    }
    el.focus({ preventScroll: true });
    bringUp();
  }, [key]);
}
