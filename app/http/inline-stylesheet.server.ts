// The stylesheet's text for app/components/stylesheet.tsx, compiled into the server build by Vite
// (`?inline`: the same Tailwind output as the browser's file, asset URLs included). Production only:
// in development Vite serves the stylesheet itself and changes it on every edit.
import css from "~/app.css?inline";
import stylesheetUrl from "~/app.css?url";
import devanagariFontUrl from "~/fonts/noto-sans-devanagari-hindi-400.woff2?url";
import { type Locale, needsDevanagariFace } from "~/i18n/locales";

// Never inline what could close the element early. Decided once: the text is the build's.
const INLINABLE = import.meta.env.PROD && !/<\/style/i.test(css);

/**
 * The CSS to inline in a page in `locale`, or null: then the page links it. A Hindi page links it:
 * its first paint needs the preloaded Devanagari face (`font-display: optional`), and with the
 * stylesheet inline the page painted before the face arrived and kept blank boxes on a machine with
 * no Devanagari font of its own (seen in a screenshot; tests/e2e/stylesheet.spec.ts). Linked, the
 * stylesheet holds the first paint while the face arrives. (Inlined as data with `font-display:
 * block`, the face sometimes came after the first paint and moved the text: a layout shift.)
 */
export function inlineStylesheet(locale: Locale): string | null {
  return INLINABLE && !needsDevanagariFace(locale) ? css : null;
}

// The build's URLs: one value for every such response.
const DEVANAGARI_FIRST_PAINT_LINK = `<${stylesheetUrl}>; rel=preload; as=style, <${devanagariFontUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`;

/**
 * A `Link` header for a document whose first paint waits for the linked stylesheet and the
 * Devanagari face: the browser starts both as the response arrives, 20-odd ms before its preload
 * scanner would reach them in <head> (docs/decisions/0100-hindi-first-paint-hints.md). Null for a
 * page that carries its stylesheet.
 */
export function firstPaintLinkHeader(locale: Locale): string | null {
  return import.meta.env.PROD && needsDevanagariFace(locale) ? DEVANAGARI_FIRST_PAINT_LINK : null;
}
