// The canonical address and hreflang alternates of an indexable page (landing, shop home, product):
// English at the plain address (what a crawler without cookies gets), each other language at
// `?lang=<code>`, and x-default at the plain address. A page's canonical is its own language's.
import type { MetaDescriptor } from "react-router";
import { baseLocale, LANGUAGE_PARAM, type Locale, locales } from "./locales";
import { getLocale } from "./m";

/** `url` (absolute, without `?lang=`) as the address of `locale`'s version. */
export function localizedUrl(url: string, locale: Locale): string {
  const address = new URL(url);
  address.searchParams.delete(LANGUAGE_PARAM);
  if (locale !== baseLocale) address.searchParams.set(LANGUAGE_PARAM, locale);
  return address.href;
}

/** The page's canonical link (in the current language) and one alternate per language. */
export function languageLinks(url: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "canonical", href: localizedUrl(url, getLocale()) },
    ...locales.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: localizedUrl(url, locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(url, baseLocale) },
  ];
}
