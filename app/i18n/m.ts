// Which language a message speaks in: paraglide's getLocale, set up here once per bundle (root.tsx
// imports this module in the React Router build, app/i18n/locale.server.ts in server.ts's). The
// messages themselves come from app/i18n/messages.ts (`import * as m from "~/i18n/messages"`).
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

export { getLocale } from "~/paraglide/runtime";
