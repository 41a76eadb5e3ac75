// The one way in to the message catalogue: `import { m } from "~/i18n/m"`, then `m.shop_add_to_cart()`.
// Messages live in messages/<area>/<locale>.json; paraglide compiles them to app/paraglide (npm
// postinstall, the Vite plugin), one function per message, so a page ships only the messages it uses.
//
// Call messages while rendering or handling a request, never at module level: a module is loaded
// once, and a string made then would be in whatever language was current at the time.
import { baseLocale, isLocale, type Locale, overwriteGetLocale } from "~/paraglide/runtime";

/** Where the server keeps each request's language: an AsyncLocalStorage (app/i18n/locale.server.ts). */
export const LOCALE_STORE = Symbol.for("haat.locale");

interface LocaleStore {
  getStore(): Locale | undefined;
}

// On the server the request's language comes from its AsyncLocalStorage (set for every request
// and every job); in the browser from <html lang>, which the server rendered. One global store,
// so every copy of this module (the React Router build, server.ts's bundle, tests) agrees.
overwriteGetLocale((): Locale => {
  const store = (globalThis as { [LOCALE_STORE]?: LocaleStore })[LOCALE_STORE];
  if (store) return store.getStore() ?? baseLocale;
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return lang && isLocale(lang) ? lang : baseLocale;
});

export { m } from "~/paraglide/messages";
export { getLocale } from "~/paraglide/runtime";
