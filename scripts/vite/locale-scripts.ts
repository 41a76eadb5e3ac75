// One copy of the browser scripts per language (docs/decisions/0089-per-language-scripts.md).
// Paraglide compiles every message with its text in every language and picks one when called; a
// browser only ever needs the page's. In the client build each message's choice becomes
// LOCALE_MARKER; once React Router has written its manifest (end of the server build), every script
// is written once per language with the marker set and the other languages' texts dropped by
// esbuild: the base language's over the original, each other one's into assets/<locale>/. The
// browser gets a runtime of a few lines instead of paraglide's (BROWSER_RUNTIME).
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { transform } from "esbuild";
import type { Plugin } from "vite";
import { LOCALE_MARKER, scriptInLocale } from "../../app/i18n/locale-scripts";
import settings from "../../project.inlang/settings.json";

/**
 * How a compiled paraglide message picks its text (checked, so an upgrade that changes it fails the
 * build): one function per language, chosen on every call by `options.locale` or the current one.
 */
const MESSAGE_CHOICE =
  /export const (\w+) = (\/\*\*.*?\*\/) \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n((?:\tif \(locale === "[\w-]+"\) return \w+\(inputs\)\n)*)\treturn (\w+)\(inputs\)\n\}\);/;
const MESSAGE_MODULE = /\/app\/paraglide\/messages\/(?!_index\.js)[^/]+\.js$/;

/** The message as the function of the copy's language (`options.locale` is for the server's e-mails). */
function pickByMarker([, name, type, branches, base]: RegExpExecArray): string {
  let pick = base;
  for (const [, locale, text] of [...branches.matchAll(/if \(locale === "([\w-]+)"\) return (\w+)\(inputs\)/g)].reverse())
    pick = `${LOCALE_MARKER} === ${JSON.stringify(locale)} ? ${text} : ${pick}`;
  return `export const ${name} = ${type} (${pick});`;
}
const RUNTIME_MODULE = /\/app\/paraglide\/runtime\.js$/;

/**
 * Paraglide's runtime as a browser copy needs it: its language is the copy's own. The full runtime
 * (URL and cookie strategies, 3 KB) is for apps that switch language in the browser; Haat's pages
 * switch with a document load (app/components/language-switcher.tsx). An import of anything else
 * fails the build.
 */
const BROWSER_RUNTIME = `
export const baseLocale = ${JSON.stringify(settings.baseLocale)};
export const locales = ${JSON.stringify(settings.locales)};
export const isLocale = (value) => locales.includes(value);
export const experimentalStaticLocale = undefined;
export let getLocale = () => ${LOCALE_MARKER};
export const overwriteGetLocale = (fn) => { getLocale = fn; };
`;

export function perLanguageScripts(): Plugin {
  return {
    name: "haat:per-language-scripts",
    apply: "build",
    load(id) {
      if (this.environment.config.consumer === "client" && RUNTIME_MODULE.test(id)) return BROWSER_RUNTIME;
    },
    transform(code, id) {
      if (this.environment.config.consumer !== "client" || !MESSAGE_MODULE.test(id)) return;
      const choice = MESSAGE_CHOICE.exec(code);
      if (!choice) this.error(`${id}: paraglide no longer compiles a message the way scripts/vite/locale-scripts.ts expects`);
      return { code: code.replace(MESSAGE_CHOICE, pickByMarker(choice)), map: null };
    },
    async closeBundle() {
      const { consumer, root, build } = this.environment.config;
      if (consumer !== "server") return;
      // React Router builds the client into <buildDirectory>/client, then the server into …/server.
      await writeLanguageCopies(path.resolve(root, build.outDir, "../client", build.assetsDir), build.target || "esnext");
    },
  };
}

async function writeLanguageCopies(assetsDir: string, target: string | string[]) {
  const { baseLocale, locales } = settings;
  const scripts = (await readdir(assetsDir)).filter((file) => file.endsWith(".js"));
  for (const locale of locales)
    if (locale !== baseLocale) {
      await rm(path.join(assetsDir, locale), { recursive: true, force: true });
      await mkdir(path.join(assetsDir, locale));
    }
  for (const file of scripts) {
    const code = await readFile(path.join(assetsDir, file), "utf8");
    const marked = code.includes(LOCALE_MARKER);
    for (const locale of locales) {
      // A script without messages stays as it is in the base language's folder: nothing to write.
      if (locale === baseLocale && !marked) continue;
      let copy = marked ? await inLanguage(code, locale, target) : code;
      // Addresses of other scripts (React Router's manifest, Vite's preload lists) lead to this
      // language's copies; relative imports already do.
      if (locale !== baseLocale)
        copy = copy.replace(
          /(["'])(\/?assets\/[^"'/]+\.js)\1/g,
          (_, quote: string, url: string) => quote + scriptInLocale(url, locale, baseLocale) + quote,
        );
      await writeFile(path.join(assetsDir, locale === baseLocale ? "" : locale, file), copy);
    }
  }
}

async function inLanguage(code: string, locale: string, target: string | string[]): Promise<string> {
  const { code: out } = await transform(code, {
    define: { [LOCALE_MARKER]: JSON.stringify(locale) },
    format: "esm",
    minify: true,
    treeShaking: true,
    target,
    charset: "utf8",
  });
  if (out.includes(LOCALE_MARKER)) throw new Error(`a script still asks for ${LOCALE_MARKER} after its ${locale} copy was made`);
  return out;
}
