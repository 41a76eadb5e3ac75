// The storefront's first-load budget, checked at the end of every production build
// (docs/decisions/0148-first-load-budget-check.md): for each page below and each language, the
// gzipped (level 9) JavaScript a first visit downloads before the page is interactive — React
// Router's entry and every route module of the page with all they import, statically, file by
// file — and its CSS (the app's stylesheet and the routes' own). A page past its budget fails the
// build, naming the page, the figure and the budget.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import settings from "../../project.inlang/settings.json";

/** A page: the route ids React Router matches for it, root first. */
interface Page {
  name: string;
  routes: string[];
  /** Gzipped KB (1,024 bytes) in the base language; another language's copy may be up to LANGUAGE_SLACK_KB more. */
  jsKB: number;
  cssKB: number;
}

const SHOP = ["root", "routes/shop/layout"];
// Measured on the build that set them, plus about 2 KB (docs/performance.md#first-load has the figures).
export const FIRST_LOAD_BUDGETS: Page[] = [
  { name: "landing page", routes: ["root", "routes/home"], jsKB: 178.5, cssKB: 16 },
  { name: "shop home", routes: [...SHOP, "routes/shop/home"], jsKB: 145.5, cssKB: 16 },
  { name: "product page", routes: [...SHOP, "routes/shop/product"], jsKB: 147.5, cssKB: 16 },
  { name: "cart", routes: [...SHOP, "routes/shop/cart"], jsKB: 175, cssKB: 16 },
];
/** A language's own texts make its copy of a script a little larger (Devanagari is 3 bytes a letter in UTF-8). */
export const LANGUAGE_SLACK_KB = 4;

interface RouteAssets {
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: RouteAssets;
  routes: Record<string, RouteAssets | undefined>;
}

/** Reads a file of the client build by its address (`/assets/x.js`). */
export type ReadAsset = (address: string) => Buffer;

export const readFromDirectory =
  (clientDir: string): ReadAsset =>
  (address) =>
    readFileSync(path.join(clientDir, address));

/** React Router's browser manifest (assets/manifest-<hash>.js: `window.__reactRouterManifest={…}`). */
export function readManifest(clientDir: string): Manifest {
  const file = readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${clientDir}/assets`);
  const text = readFileSync(path.join(clientDir, "assets", file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;

/** The scripts a browser fetches before it can run `start`: it and everything it imports statically. */
export function staticClosure(start: string[], read: ReadAsset): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const address = queue.pop() as string;
    if (seen.has(address)) continue;
    seen.add(address);
    const text = read(address).toString("utf8");
    for (const m of text.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(address), m[1]));
  }
  return seen;
}

const gzippedKB = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** A language's copy of an asset: the base language's is the file itself, another's is under assets/<locale>/. */
function inLanguage(address: string, locale: string): string {
  return locale === settings.baseLocale ? address : address.replace(/^\/assets\//, `/assets/${locale}/`);
}

/** The first-load scripts of a page made of these routes (root first), with their gzipped KB. */
export function weighScripts(manifest: Manifest, routeIds: string[], read: ReadAsset, locale = settings.baseLocale) {
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`first-load budget: no route "${id}" in React Router's manifest`);
    return route;
  });
  const scripts = [manifest.entry, ...routes].flatMap((r) => [r.module, ...(r.imports ?? [])]);
  const files = staticClosure(
    scripts.map((s) => inLanguage(s, locale)),
    read,
  );
  return { routes, files: files.size, kB: round([...files].reduce((kb, f) => kb + gzippedKB(read(f)), 0)) };
}

export interface PageWeight {
  page: string;
  locale: string;
  files: number;
  jsKB: number;
  cssKB: number;
  jsBudgetKB: number;
  cssBudgetKB: number;
}

/** Every budgeted page's first-load weight in every language. */
export function weighPages(manifest: Manifest, stylesheets: string[], read: ReadAsset, pages = FIRST_LOAD_BUDGETS): PageWeight[] {
  return pages.flatMap((page) =>
    settings.locales.map((locale) => {
      const { routes, files, kB } = weighScripts(manifest, page.routes, read, locale);
      const css = [...new Set([...stylesheets, ...routes.flatMap((r) => r.css ?? [])])];
      const slack = locale === settings.baseLocale ? 0 : LANGUAGE_SLACK_KB;
      return {
        page: page.name,
        locale,
        files,
        jsKB: kB,
        cssKB: round(css.reduce((kb, f) => kb + gzippedKB(read(f)), 0)),
        jsBudgetKB: page.jsKB + slack,
        cssBudgetKB: page.cssKB,
      };
    }),
  );
}

const round = (kb: number) => Math.round(kb * 10) / 10;

/** What is over budget, one line a figure; empty when every page is within. */
export function overBudget(weights: PageWeight[]): string[] {
  return weights.flatMap((w) => [
    ...(w.jsKB > w.jsBudgetKB ? [`${w.page} (${w.locale}): first-load JavaScript ${w.jsKB} KB, budget ${w.jsBudgetKB} KB`] : []),
    ...(w.cssKB > w.cssBudgetKB ? [`${w.page} (${w.locale}): first-load CSS ${w.cssKB} KB, budget ${w.cssBudgetKB} KB`] : []),
  ]);
}

/** The app's stylesheet(s): every page has it, inlined or linked (app/components/stylesheet.tsx). */
export function appStylesheets(clientDir: string): string[] {
  return readdirSync(path.join(clientDir, "assets"))
    .filter((f) => /^app-[\w-]+\.css$/.test(f))
    .map((f) => `/assets/${f}`);
}

export function checkFirstLoad(clientDir: string): { weights: PageWeight[]; problems: string[] } {
  const weights = weighPages(readManifest(clientDir), appStylesheets(clientDir), readFromDirectory(clientDir));
  return { weights, problems: overBudget(weights) };
}

/** After the server build has written every language's copy of the scripts, checks the budget. */
export function firstLoadBudget(): Plugin {
  return {
    name: "haat:first-load-budget",
    apply: "build",
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        const { consumer, root, build } = this.environment.config;
        if (consumer !== "server") return;
        const { weights, problems } = checkFirstLoad(path.resolve(root, build.outDir, "../client"));
        const line = (w: PageWeight) =>
          `  ${`${w.page} (${w.locale})`.padEnd(24)} JS ${w.jsKB}/${w.jsBudgetKB} KB, CSS ${w.cssKB}/${w.cssBudgetKB} KB`;
        this.environment.logger.info(`first load (gzip -9, used/budget):\n${weights.map(line).join("\n")}`);
        if (problems.length === 0) return;
        // main.js is already written (vite.config.ts compiles it earlier in this phase): without it the
        // next `npm start` builds again instead of serving a build that failed its budget.
        rmSync(path.resolve(root, build.outDir, "main.js"), { force: true });
        this.error(`first-load budget exceeded (docs/performance.md#first-load):\n${problems.join("\n")}`);
      },
    },
  };
}
