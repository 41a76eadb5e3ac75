// The app's one stylesheet (Tailwind, 11 KB compressed), inlined into every server-rendered English
// page in production (docs/decisions/0097-inline-stylesheet.md; a Hindi page links it, see
// app/http/inline-stylesheet.server.ts). A linked stylesheet blocks the first paint until it arrives,
// and on a slow phone network it arrives with the page's 30-odd scripts and its images: the first
// paint then waited for all of them. Inlined, the page paints as soon as its HTML is parsed.
// Client-side navigations never need it again: it is one file for the whole app.
import { createContext, useContext } from "react";
import stylesheet from "~/app.css?url";

/** The stylesheet's text: given by the server render (app/entry.server.tsx); null in the browser. */
const InlineStylesheetContext = createContext<string | null>(null);
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

export function Stylesheet() {
  const css = useContext(InlineStylesheetContext);
  // React hoists a <style> with href and precedence into <head>, as it does the <link> below.
  if (css !== null) {
    return (
      <style href={stylesheet} precedence="default">
        {css}
      </style>
    );
  }
  // In the browser of a production page the server inlined it (a hoisted resource is left in place),
  // or linked it: React adopts the link it finds in <head> and fetches nothing again.
  if (import.meta.env.PROD && typeof document !== "undefined" && document.querySelector(`style[data-href="${stylesheet}"]`)) return null;
  // Development (Vite serves and hot-reloads the file), or a server that could not read it.
  return <link rel="stylesheet" href={stylesheet} precedence="default" />;
}
