// The stylesheet's text for app/components/stylesheet.tsx, compiled into the server build by Vite
// (`?inline`: the same Tailwind output as the browser's file, asset URLs included). Production only:
// in development Vite serves the stylesheet itself and changes it on every edit.
import css from "~/app.css?inline";

/** The CSS to inline, or null: then the page links it. */
export function inlineStylesheet(): string | null {
  // Never inline what could close the element early.
  return import.meta.env.PROD && !/<\/style/i.test(css) ? css : null;
}
