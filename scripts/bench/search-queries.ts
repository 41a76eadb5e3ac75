// The labelled set of npm run bench:search (docs/decisions/0088-forgiving-search.md): queries a
// shopper types, each with the products that should be found, over the quality shop the bench
// makes (the demo catalogue's products plus the Devanagari-named ones below).
//
// A concept is a thing shoppers look for; its label says which names are relevant (by a regular
// expression over the name in either script, written by hand, never by the search key). Queries are
// generated from it by class: exact, typo (a letter dropped, two swapped, one doubled, a vowel
// changed), Hinglish spellings, Devanagari (script change both ways), partial words and multiword;
// and phrases as shoppers say them, with filler words and a main category ("cotton kurtas for men").
import { CATALOG } from "../seed/demo-catalog";

export type QueryClass = "exact" | "typo" | "hinglish" | "devanagari" | "partial" | "multiword" | "phrase";

export interface LabelledQuery {
  q: string;
  class: QueryClass;
  /** Which product names are relevant. */
  relevant: RegExp;
  /** Only products of this main category are relevant (a phrase that names one). */
  main?: "men" | "women" | "boy" | "girl";
}

/** Products with Hindi names, so Latin queries have Devanagari to find (and the reverse). */
export const DEVANAGARI_PRODUCTS: ReadonlyArray<{ name: string; main: "men" | "women" | "boy" | "girl" }> = [
  { name: "रेशमी कुर्ता", main: "men" },
  { name: "सूती कुर्ता पायजामा", main: "men" },
  { name: "बनारसी साड़ी", main: "women" },
  { name: "सूती साड़ी", main: "women" },
  { name: "अनारकली कुर्ती", main: "women" },
  { name: "लहंगा चोली", main: "girl" },
  { name: "सलवार कमीज़", main: "women" },
  { name: "दुपट्टा", main: "women" },
  { name: "जींस", main: "men" },
  { name: "फ्रॉक", main: "girl" },
  { name: "धोती कुर्ता", main: "boy" },
  { name: "शेरवानी", main: "men" },
];

/** Every product name of the quality shop. */
export function qualityShopNames(): string[] {
  return [
    ...CATALOG.flatMap((c) => c.subcategories.flatMap((s) => s.products.map((p) => p[0]))),
    ...DEVANAGARI_PRODUCTS.map((p) => p.name),
  ];
}

interface Concept {
  word: string;
  relevant: RegExp;
  devanagari?: string;
  hinglish?: string[];
  /** Other words it is found with, for multiword queries (each must also be in the name). */
  with?: Array<[string, RegExp]>;
}

const CONCEPTS: Concept[] = [
  {
    word: "kurta",
    relevant: /\bkurta\b|कुर्ता/i,
    devanagari: "कुर्ता",
    hinglish: ["kurtha", "kurtaa", "kurata"],
    with: [
      ["silk", /silk|रेशमी/i],
      ["cotton", /cotton|सूती/i],
    ],
  },
  {
    word: "kurti",
    relevant: /\bkurti\b|कुर्ती/i,
    devanagari: "कुर्ती",
    hinglish: ["kurthi", "kurtee"],
    with: [["anarkali", /anarkali|अनारकली/i]],
  },
  {
    word: "saree",
    relevant: /saree|साड़ी/i,
    devanagari: "साड़ी",
    hinglish: ["sari", "saari", "sarree"],
    with: [
      ["silk", /silk|बनारसी/i],
      ["cotton", /cotton|सूती/i],
    ],
  },
  { word: "lehenga", relevant: /lehenga|लहंगा/i, devanagari: "लहंगा", hinglish: ["lehnga", "lehanga"], with: [["choli", /choli|चोली/i]] },
  { word: "choli", relevant: /choli|चोली/i, devanagari: "चोली", hinglish: ["cholee", "choly"] },
  { word: "jeans", relevant: /jeans|जींस/i, devanagari: "जींस", hinglish: ["jeens", "jins"], with: [["slim", /slim/i]] },
  { word: "frock", relevant: /frock|फ्रॉक/i, devanagari: "फ्रॉक", hinglish: ["frok", "phrock"], with: [["party", /party/i]] },
  { word: "salwar", relevant: /salwar|सलवार/i, devanagari: "सलवार", hinglish: ["salvar", "shalwar"] },
  { word: "kameez", relevant: /kameez|कमीज़/i, devanagari: "कमीज़", hinglish: ["kamiz", "qameez"] },
  { word: "dupatta", relevant: /dupatta|दुपट्टा/i, devanagari: "दुपट्टा", hinglish: ["duppata", "dupata"] },
  { word: "dhoti", relevant: /dhoti|धोती/i, devanagari: "धोती", hinglish: ["dhotee", "doti"] },
  { word: "sherwani", relevant: /sherwani|शेरवानी/i, devanagari: "शेरवानी", hinglish: ["sharvani", "sherwanee"] },
  { word: "pyjama", relevant: /pyjama|पायजामा/i, devanagari: "पायजामा", hinglish: ["payjama", "paijama"] },
  { word: "anarkali", relevant: /anarkali|अनारकली/i, devanagari: "अनारकली", hinglish: ["anarkalli", "anaarkali"] },
  { word: "pavadai", relevant: /pavadai/i, hinglish: ["pavadaai", "pawadai"], with: [["pattu", /pattu/i]] },
  { word: "shorts", relevant: /shorts/i, with: [["denim", /denim/i]] },
  { word: "tunic", relevant: /tunic/i, with: [["print", /print/i]] },
  { word: "dress", relevant: /dress/i, with: [["maxi", /maxi/i]] },
  { word: "polo", relevant: /polo/i, with: [["striped", /striped/i]] },
  { word: "chikankari", relevant: /chikankari/i, hinglish: ["chikan kari".replace(" ", ""), "chikenkari"] },
  { word: "kanjivaram", relevant: /kanjivaram/i, hinglish: ["kanjeevaram", "kanjivaramm"] },
  { word: "bandhani", relevant: /bandhani/i, hinglish: ["bandhni", "bandani"] },
];

/** Deterministic typos of a word: one letter dropped, a pair swapped, a letter doubled, a vowel changed. */
function typos(word: string): string[] {
  const mid = Math.floor(word.length / 2);
  const out = [
    word.slice(0, mid) + word.slice(mid + 1),
    word.slice(0, mid - 1) + word[mid] + word[mid - 1] + word.slice(mid + 1),
    word.slice(0, mid) + word[mid] + word.slice(mid),
  ];
  const vowel = [...word].findLastIndex((c, i) => i > 0 && "aeiou".includes(c));
  if (vowel > 0) out.push(word.slice(0, vowel) + (word[vowel] === "a" ? "e" : "a") + word.slice(vowel + 1));
  return [...new Set(out)].filter((t) => t !== word);
}

const both = (a: RegExp, b: RegExp) => new RegExp(`^(?=.*(?:${a.source}))(?=.*(?:${b.source}))`, "i");

/** Phrases with filler words in English, Hindi and Hinglish and a main-category word. */
const PHRASES: LabelledQuery[] = [
  { q: "cotton kurtas for men", class: "phrase", relevant: both(/cotton|सूती/i, /\bkurta\b|कुर्ता/i), main: "men" },
  { q: "silk kurta for men", class: "phrase", relevant: both(/silk|रेशमी/i, /\bkurta\b|कुर्ता/i), main: "men" },
  { q: "the silk sarees for women", class: "phrase", relevant: both(/silk|बनारसी/i, /saree|साड़ी/i), main: "women" },
  { q: "saree for ladies", class: "phrase", relevant: /saree|साड़ी/i, main: "women" },
  { q: "party frock for girls", class: "phrase", relevant: both(/party/i, /frock|फ्रॉक/i), main: "girl" },
  { q: "kurta for boys", class: "phrase", relevant: /\bkurta\b|कुर्ता/i, main: "boy" },
  { q: "jeans for men", class: "phrase", relevant: /jeans|जींस/i, main: "men" },
  { q: "anarkali kurti for women", class: "phrase", relevant: both(/anarkali|अनारकली/i, /\bkurti\b|कुर्ती/i), main: "women" },
  { q: "पुरुषों के लिए कुर्ता", class: "phrase", relevant: /\bkurta\b|कुर्ता/i, main: "men" },
  { q: "महिलाओं के लिए साड़ी", class: "phrase", relevant: /saree|साड़ी/i, main: "women" },
  { q: "लड़कियों की फ्रॉक", class: "phrase", relevant: /frock|फ्रॉक/i, main: "girl" },
  { q: "ladkiyon ke liye frock", class: "phrase", relevant: /frock|फ्रॉक/i, main: "girl" },
  { q: "mens kurta aur pyjama", class: "phrase", relevant: both(/\bkurta\b|कुर्ता/i, /pyjama|पायजामा/i), main: "men" },
];

export function labelledQueries(): LabelledQuery[] {
  const out: LabelledQuery[] = [];
  const known = new Set(CONCEPTS.flatMap((c) => [c.word, ...(c.hinglish ?? [])]));
  for (const c of CONCEPTS) {
    out.push({ q: c.word, class: "exact", relevant: c.relevant });
    // A typo that is another thing's name (kurti → kurta) is not a typo.
    for (const t of typos(c.word).filter((t) => !known.has(t))) out.push({ q: t, class: "typo", relevant: c.relevant });
    for (const h of c.hinglish ?? []) out.push({ q: h, class: "hinglish", relevant: c.relevant });
    if (c.devanagari) out.push({ q: c.devanagari, class: "devanagari", relevant: c.relevant });
    if (c.word.length >= 5) out.push({ q: c.word.slice(0, 4), class: "partial", relevant: c.relevant });
    for (const [w, re] of c.with ?? []) {
      out.push({ q: `${w} ${c.word}`, class: "multiword", relevant: both(re, c.relevant) });
      out.push({ q: `${w} ${typos(c.word)[0]}`, class: "multiword", relevant: both(re, c.relevant) });
    }
  }
  return [...out, ...PHRASES];
}
