// Each language's pages load that language's copy of the browser scripts (app/i18n/locale-scripts.ts):
// the same server build, with a manifest whose script addresses lead into the copy.
import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { scriptInLocale } from "./locale-scripts";
import { baseLocale, type Locale, locales, mapLocales } from "./locales";

/** The production build (in `buildDir`) to serve each language with; the folder must hold every language's copy. */
export function buildsByLocale(build: ServerBuild, buildDir: string): Record<Locale, ServerBuild> {
  return mapLocales((locale) => {
    if (locale === baseLocale) return build;
    if (!existsSync(path.join(buildDir, "client/assets", locale)))
      throw new Error(`${buildDir} has no ${locale} scripts (client/assets/${locale}): build it again with \`npm run build\``);
    // React Router asks for more of the manifest as links appear (lazy route discovery): each copy
    // asks its own address, so the answer leads to its own scripts whatever the cookie says by then.
    const { routeDiscovery } = build;
    const discovery =
      routeDiscovery.mode === "lazy" ? { ...routeDiscovery, manifestPath: `${routeDiscovery.manifestPath}/${locale}` } : routeDiscovery;
    return { ...build, assets: inLocale(build.assets, locale), routeDiscovery: discovery };
  });
}

/** The language whose build answers a request: the one whose manifest address it asks, else the request's own. */
export function localeOfRequest(builds: Record<Locale, ServerBuild>, pathname: string, requestLocale: Locale): Locale {
  for (const locale of locales) {
    const { routeDiscovery } = builds[locale];
    if (routeDiscovery.mode === "lazy" && routeDiscovery.manifestPath === pathname) return locale;
  }
  return requestLocale;
}

/** The manifest with every script address moved into `locale`'s copy (stylesheets and images stay). */
function inLocale<T>(value: T, locale: Locale): T {
  if (typeof value === "string") return scriptInLocale(value, locale, baseLocale) as T;
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)])) as T;
  return value;
}
