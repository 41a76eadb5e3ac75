import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_NAMES } from "../app/i18n/locales";
import {
  buildHindiFont,
  buildLanguageNamesFont,
  HINDI_FONT,
  hindiUnicodeRange,
  inHindiRanges,
  LANGUAGE_NAMES_FONT,
  languageNameCodePoints,
  languageNamesUnicodeRange,
} from "./fonts";

const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
const cssRange = css.match(/font-family: "Haat Devanagari";[^}]*unicode-range: ([^;]+);/)?.[1];

/** Every Hindi text of the message catalogue, from messages/<area>/hi.json. */
function hindiMessages(): string[] {
  const dir = new URL("../messages/", import.meta.url);
  return readdirSync(dir).flatMap((area) =>
    Object.values(JSON.parse(readFileSync(new URL(`${area}/hi.json`, dir), "utf8")) as Record<string, unknown>).filter(
      (text): text is string => typeof text === "string",
    ),
  );
}

describe("the Hindi font", () => {
  it("the committed file is what `npm run fonts` writes from the installed package", async () => {
    expect(readFileSync(HINDI_FONT)).toEqual(await buildHindiFont());
  });

  it("app.css names exactly the code points the file holds", () => {
    expect(cssRange).toBe(hindiUnicodeRange());
  });

  it("the unicode-range and the kept ranges agree on every code point", () => {
    const ranges = (cssRange ?? "").split(", ").map((part) =>
      part
        .slice(2)
        .split("-")
        .map((hex) => Number.parseInt(hex, 16)),
    );
    const inCss = (c: number) => ranges.some(([from, to = from]) => c >= from && c <= to);
    fc.assert(fc.property(fc.integer({ min: 0, max: 0x10ffff }), (c) => inCss(c) === inHindiRanges(c)));
    for (let c = 0x0900; c <= 0x097f; c++) expect(inCss(c), c.toString(16)).toBe(inHindiRanges(c));
  });

  it("holds every Devanagari letter the Hindi catalogue uses, so no UI text falls to another font", () => {
    const messages = hindiMessages();
    expect(messages.length).toBeGreaterThan(500);
    const devanagari = new Set([...messages.join("")].map((ch) => ch.codePointAt(0) ?? 0).filter((c) => c >= 0x0900 && c <= 0x097f));
    expect(devanagari.size).toBeGreaterThan(50);
    expect([...devanagari].filter((c) => !inHindiRanges(c)).map((c) => String.fromCodePoint(c))).toEqual([]);
  });
});

describe("the language names' font", () => {
  const namesRange = css.match(/font-family: "Haat Language Names";[^}]*unicode-range: ([^;]+);/)?.[1];

  it("the committed file is what `npm run fonts` writes", async () => {
    expect(readFileSync(LANGUAGE_NAMES_FONT)).toEqual(await buildLanguageNamesFont());
  });

  it("holds every Devanagari letter of the languages' names, and app.css names exactly those", () => {
    expect(
      languageNameCodePoints()
        .map((c) => String.fromCodePoint(c))
        .sort(),
    ).toEqual([...new Set(LANGUAGE_NAMES.hi)].sort());
    expect(namesRange).toBe(languageNamesUnicodeRange());
  });

  it("is small enough for Vite to write it into the stylesheet as data (under its 4 KB limit)", () => {
    expect(readFileSync(LANGUAGE_NAMES_FONT).length).toBeLessThan(4096);
  });
});
