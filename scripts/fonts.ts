// `npm run fonts`: cuts fontsource's Noto Sans Devanagari (400) down to the letters Hindi is written
// with, into the committed app/fonts/noto-sans-devanagari-hindi-400.woff2 (docs/decisions/0094-hindi-font-subset.md).
// fontsource's Devanagari file also carries Vedic accents, Sanskrit, Kashmiri and Sindhi letters:
// 50 KB, preloaded by every Hindi page before its first paint. Hindi's letters alone are 34 KB.
// It also writes app/fonts/noto-sans-devanagari-language-names-400.woff2: the letters of the other
// languages' names in the switcher ("हिन्दी"), which every English page shows (app/app.css).
// Run it after updating the package; a unit test fails while a committed file differs from what this writes.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { LANGUAGE_NAMES } from "../app/i18n/locales";

export const HINDI_FONT = new URL("../app/fonts/noto-sans-devanagari-hindi-400.woff2", import.meta.url);

/**
 * The code points kept, as inclusive ranges; app/app.css's `unicode-range` names the same ones, so a
 * letter outside them (Marathi's ॲ, a Vedic accent) comes from the system's font, not as a blank.
 */
export const HINDI_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0901, 0x0939], // candrabindu, anusvara, visarga, vowels, consonants
  [0x093c, 0x094d], // nukta, avagraha, vowel signs, virama
  [0x0950, 0x0950], // om
  [0x0958, 0x0970], // nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़), vocalic letters, dandas, digits, abbreviation sign
  [0x200c, 0x200d], // zero-width non-joiner and joiner, which choose between a conjunct and a visible virama
  [0x25cc, 0x25cc], // dotted circle, on which a lone vowel sign is shown
];

/** The CSS `unicode-range` value for HINDI_RANGES. */
export function hindiUnicodeRange(): string {
  return formatRanges(HINDI_RANGES);
}

function formatRanges(ranges: ReadonlyArray<readonly [number, number]>): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export function inHindiRanges(codePoint: number): boolean {
  return HINDI_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function devanagariSource(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2"));
}

export async function buildHindiFont(): Promise<Buffer> {
  const text = HINDI_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join(
    "",
  );
  return subsetFont(devanagariSource(), text, { targetFormat: "woff2" });
}

export const LANGUAGE_NAMES_FONT = new URL("../app/fonts/noto-sans-devanagari-language-names-400.woff2", import.meta.url);

/** The Devanagari code points of the languages' own names, ascending (Latin ones keep the system font). */
export function languageNameCodePoints(): number[] {
  const all = Object.values(LANGUAGE_NAMES).flatMap((name) => [...name].map((ch) => ch.codePointAt(0) ?? 0));
  return [...new Set(all.filter(inHindiRanges))].sort((a, b) => a - b);
}

/** The CSS `unicode-range` value for languageNameCodePoints(), runs joined. */
export function languageNamesUnicodeRange(): string {
  return toUnicodeRange(languageNameCodePoints());
}

export async function buildLanguageNamesFont(): Promise<Buffer> {
  return subsetFont(devanagariSource(), String.fromCodePoint(...languageNameCodePoints()), { targetFormat: "woff2" });
}

function toUnicodeRange(codePoints: number[]): string {
  const runs: Array<[number, number]> = [];
  for (const c of codePoints) {
    const last = runs.at(-1);
    if (last && c === last[1] + 1) last[1] = c;
    else runs.push([c, c]);
  }
  return formatRanges(runs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await buildHindiFont();
  writeFileSync(HINDI_FONT, font);
  console.log(`${HINDI_FONT.pathname}: ${font.length} bytes; unicode-range: ${hindiUnicodeRange()}`);
  const names = await buildLanguageNamesFont();
  writeFileSync(LANGUAGE_NAMES_FONT, names);
  console.log(`${LANGUAGE_NAMES_FONT.pathname}: ${names.length} bytes; unicode-range: ${languageNamesUnicodeRange()}`);
}
