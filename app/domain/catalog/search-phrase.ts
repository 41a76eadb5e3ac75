// What a shopper's search phrase asks for: its content words, with the filler words of English,
// Hindi and Hinglish left out ("cotton kurtas for men", "पुरुषों के लिए कुर्ता"), and a main-category
// word (men, ladies, लड़कियाँ…) read as that main category's filter rather than as a word of a name.
// Browser-safe and pure; search.server.ts turns it into SQL.
import type { MainCategory } from "~/db/schema/values";

/** Words that join a phrase and say nothing about the product. */
const STOP_WORDS = [
  // English
  ...["a", "an", "the", "and", "or", "for", "with", "of", "in", "on", "at", "to", "by", "from", "into", "some", "any"],
  // Hindi
  ...["के", "लिए", "लिये", "की", "का", "और", "में", "मे", "को", "से", "पर", "वाला", "वाली", "वाले", "एक"],
  // Hinglish
  ...["ke", "liye", "liya", "ki", "ka", "aur", "mein", "me", "ko", "se", "par", "wala", "wali", "wale", "vala", "vali", "vale"],
];

/** Words for a main category, singular and plural, in English, Hindi and Hinglish. */
const MAIN_WORDS: Record<MainCategory, string[]> = {
  men: ["men", "man", "mens", "gents", "gent", "male", "purush", "पुरुष", "पुरुषों", "आदमी", "मर्द", "mard"],
  women: [
    "women",
    "woman",
    "womens",
    "ladies",
    "lady",
    "female",
    "mahila",
    "mahilaon",
    "महिला",
    "महिलाएँ",
    "महिलाएं",
    "महिलाओं",
    "औरत",
    "औरतों",
    "स्त्री",
  ],
  boy: ["boy", "boys", "ladka", "ladke", "ladkon", "लड़का", "लड़के", "लड़कों"],
  girl: ["girl", "girls", "ladki", "ladkiyan", "ladkiyon", "लड़की", "लड़कियाँ", "लड़कियां", "लड़कियों"],
};

/** One way to write a word for comparison: NFC, lower case, no apostrophe (men's, women’s) or punctuation around it. */
const normalWord = (word: string) =>
  word
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu, "");

const STOP = new Set(STOP_WORDS.map(normalWord));
const MAIN_BY_WORD = new Map(
  (Object.entries(MAIN_WORDS) as Array<[MainCategory, string[]]>).flatMap(([main, words]) =>
    words.map((w) => [normalWord(w), main] as const),
  ),
);

export const isStopWord = (word: string): boolean => STOP.has(normalWord(word));
export const mainOfWord = (word: string): MainCategory | undefined => MAIN_BY_WORD.get(normalWord(word));

export interface SearchPhrase {
  /** The words to find, lower-cased as typed. */
  words: string[];
  /** The main category the phrase names, if exactly one. */
  main: MainCategory | null;
}

/**
 * The phrase's words without filler and main-category words. A phrase of filler only keeps its
 * words (a search for "the" still looks for "the"); one naming two main categories ("men and women")
 * filters by neither and keeps those words out.
 */
export function readSearchPhrase(q: string): SearchPhrase {
  const all = q.toLowerCase().split(/\s+/).filter(Boolean);
  const mains = new Set(all.map(mainOfWord).filter((m) => m !== undefined));
  const words = all.filter((w) => !isStopWord(w) && mainOfWord(w) === undefined);
  return {
    words: words.length || mains.size ? words : all,
    main: mains.size === 1 ? [...mains][0] : null,
  };
}
