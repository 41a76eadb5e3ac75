// Which languages Haat speaks and how a request picks one (docs/decisions/0086-i18n-paraglide.md).
// Pure and shared by the server (express, the page cache) and the browser (the switcher).
import { baseLocale, isLocale, type Locale, locales } from "~/paraglide/runtime";

export { baseLocale, isLocale, type Locale, locales };

/** The switcher's choice, remembered for a year; plain (not signed): it only picks a language. */
export const LANGUAGE_COOKIE = "haat_lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** `?lang=hi` asks for a language in the address itself: the hreflang alternates link to it. */
export const LANGUAGE_PARAM = "lang";

/** Each language's own name, as its speakers write it: the switcher shows these untranslated. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/**
 * Whether a page in `locale` is written in Devanagari, so that its first paint needs the self-hosted
 * Devanagari face (app.css): root.tsx preloads it, and app/http/inline-stylesheet.server.ts links the
 * stylesheet rather than inlining it, so that the first paint waits for the face.
 */
export const needsDevanagariFace = (locale: Locale): boolean => locale === "hi";

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface LocaleSources {
  /** The `lang` search parameter, if any. */
  param?: string | null;
  /** The whole Cookie header. */
  cookieHeader?: string;
  /** The best of our locales by Accept-Language (express's negotiator), or false. */
  accepted?: string | false;
}

/** The address's `?lang=` first, then the remembered choice, then the browser's languages, then English. */
export function resolveLocale({ param, cookieHeader, accepted }: LocaleSources): Locale {
  if (param && isLocale(param)) return param;
  const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (remembered && isLocale(remembered)) return remembered;
  if (accepted && isLocale(accepted)) return accepted;
  return baseLocale;
}

/** The Set-Cookie value that remembers a choice. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** One value per language. */
export function mapLocales<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}
