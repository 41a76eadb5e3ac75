// Browser scripts come in one copy per language (docs/decisions/0089-per-language-scripts.md):
// the base language's in /assets/, each other language's in /assets/<locale>/ under the same file
// names. scripts/vite/locale-scripts.ts writes the copies; app/i18n/locale-builds.server.ts points
// each request's page at its language's copy. No imports: vite.config.ts loads this file too.

/** What a client build's messages use for "the page's language" until each copy gets its own. */
export const LOCALE_MARKER = "__HAAT_LOCALE__";

/** A script's address in a language's copy: /assets/home-x.js → /assets/hi/home-x.js (base language: unchanged). */
export function scriptInLocale(url: string, locale: string, baseLocale: string): string {
  return locale === baseLocale ? url : url.replace(/^(\/?assets\/)([^/]+\.js)$/, `$1${locale}/$2`);
}
