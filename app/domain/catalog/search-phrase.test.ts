import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSearchPhrase } from "./search-phrase";

const STOP = ["for", "with", "the", "and", "of", "in", "a", "an", "to", "के", "लिए", "की", "का", "और", "में", "ke", "liye", "aur"];

describe("readSearchPhrase", () => {
  it("drops filler words and reads a main-category word as its filter", () => {
    expect(readSearchPhrase("cotton kurtas for men")).toEqual({ words: ["cotton", "kurtas"], main: "men" });
    expect(readSearchPhrase("Kurta for Men's")).toEqual({ words: ["kurta"], main: "men" });
    expect(readSearchPhrase("पुरुषों के लिए कुर्ता")).toEqual({ words: ["कुर्ता"], main: "men" });
    expect(readSearchPhrase("ladkiyon ke liye frock")).toEqual({ words: ["frock"], main: "girl" });
    expect(readSearchPhrase("saree for ladies")).toEqual({ words: ["saree"], main: "women" });
    expect(readSearchPhrase("लड़कों की शेरवानी")).toEqual({ words: ["शेरवानी"], main: "boy" });
    expect(readSearchPhrase("boys")).toEqual({ words: [], main: "boy" });
  });

  it("keeps a phrase of filler only, and names no main category when it names two", () => {
    expect(readSearchPhrase("the")).toEqual({ words: ["the"], main: null });
    expect(readSearchPhrase("kurta for men and women")).toEqual({ words: ["kurta"], main: null });
    expect(readSearchPhrase("mens kurta")).toEqual({ words: ["kurta"], main: "men" });
  });

  it("inserting filler words anywhere leaves the words searched for and the main category unchanged", () => {
    const word = fc.constantFrom("cotton", "kurta", "silk", "saree", "कुर्ता", "जींस", "men", "girls", "लड़कियों");
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...STOP)), { minLength: 1, maxLength: 4 }),
        (words, inserts) => {
          const padded: string[] = [...words];
          for (const [at, stop] of inserts) padded.splice(at % (padded.length + 1), 0, stop);
          expect(readSearchPhrase(padded.join(" "))).toEqual(readSearchPhrase(words.join(" ")));
        },
      ),
    );
  });
});
