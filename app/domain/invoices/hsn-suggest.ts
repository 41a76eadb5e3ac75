// An HSN heading to suggest from the names a seller gives their categories ("Cotton Kurtis",
// "साड़ी", "Jhumka"), so a product gets a code without the seller reading the tariff. Mostly one
// the rate table rates; for bags, cosmetics, hair care, toys, quilts and furniture the heading is
// still the code to print, but the law splits their rate below it, so the seller sets the rate.
// Only a suggestion: the seller confirms it, and null means "not sure, ask".
// Browser-safe: the product form and the categories page call it as the seller types.
import type { MainCategory } from "~/db/schema/values";

type Heading = string | ((main: MainCategory | null, tokens: readonly string[]) => string);

interface Rule {
  /** Words and phrases, lower case, in English, Hinglish and Hindi; a word also matches with -s or -es. */
  words: readonly string[];
  heading: Heading;
}

const forMen = (main: MainCategory | null) => main === "men" || main === "boy";
const IMITATION = ["imitation", "artificial", "fashion", "oxidised", "oxidized", "plated", "german silver", "one gram"];
const PRECIOUS = ["gold", "silver", "sona", "chandi", "सोना", "सोने", "चांदी", "चाँदी"];

/**
 * First matching rule wins, so the specific comes before the general (t-shirt before shirt,
 * hair oil before oil, gold jewellery before jewellery). Headings (Customs Tariff, first schedule):
 * 61xx knitted and 62xx woven apparel, 63xx made-ups, 64xx footwear.
 */
const RULES: readonly Rule[] = [
  // Knitted: t-shirts 6109; leggings, track pants and jeggings are knitted trousers (6103 men's, 6104 women's).
  { words: ["t shirt", "tshirt", "tee", "polo", "टी शर्ट"], heading: "6109" },
  { words: ["legging", "jegging", "track pant", "jogger", "लेगिंग"], heading: (main) => (forMen(main) ? "6103" : "6104") },
  { words: ["sweater", "cardigan", "pullover", "sweatshirt", "hoodie", "स्वेटर"], heading: "6110" },
  { words: ["socks", "मोजे"], heading: "6115" },
  // Jewellery: of gold or silver 7113, anything else imitation 7117 (what most small shops sell).
  // Plated and "oxidised silver" (German silver) pieces are imitation.
  {
    words: [
      "jewellery",
      "jewelry",
      "earring",
      "jhumka",
      "jhumki",
      "bangle",
      "chudi",
      "choodi",
      "necklace",
      "haar",
      "payal",
      "anklet",
      "ring",
      "pendant",
      "mangalsutra",
      "nose pin",
      "ज्वेलरी",
      "गहने",
      "झुमके",
      "झुमका",
      "बाली",
      "बालियाँ",
      "चूड़ी",
      "चूड़ियाँ",
      "हार",
      "पायल",
    ],
    heading: (_, tokens) => (IMITATION.some((w) => contains(tokens, w)) || !PRECIOUS.some((w) => contains(tokens, w)) ? "7117" : "7113"),
  },
  // Hair care before the general words "oil" and "soap" would be looked for.
  { words: ["hair oil", "shampoo", "conditioner", "बालों का तेल", "शैम्पू"], heading: "3305" },
  // Soap bars: 3401 11, the sub-heading the rate table rates (liquid soaps are elsewhere in 3401 and 3402).
  { words: ["soap", "sabun", "साबुन"], heading: "340111" },
  {
    words: ["lipstick", "kajal", "kohl", "makeup", "make up", "cosmetic", "cream", "lotion", "nail polish", "लिपस्टिक", "काजल"],
    heading: "3304",
  },
  // Woven apparel. Kurtas and kurtis: 6211 ("other garments"), the heading marketplaces use for them.
  { words: ["kurta", "kurti", "kurtas", "pathani", "कुर्ता", "कुर्ती", "कुर्ते"], heading: "6211" },
  // Lehengas, salwar suits, dresses, frocks and skirts: women's or girls' suits, ensembles, dresses, skirts (6204).
  {
    words: ["lehenga", "lehnga", "ghagra", "salwar", "anarkali", "dress", "frock", "gown", "skirt", "लहंगा", "ड्रेस", "फ्रॉक"],
    heading: "6204",
  },
  // Shirts: men's or boys' 6205, women's or girls' blouses and shirts 6206; tops and blouses are 6206.
  { words: ["blouse", "top", "टॉप"], heading: "6206" },
  { words: ["shirt", "शर्ट"], heading: (main) => (forMen(main) ? "6205" : "6206") },
  // Trousers and jeans: men's or boys' 6203, women's or girls' 6204.
  { words: ["jeans", "trouser", "pant", "pyjama", "pajama", "chino", "जींस", "पैंट"], heading: (main) => (forMen(main) ? "6203" : "6204") },
  { words: ["sherwani", "blazer", "suit"], heading: (main) => (forMen(main) ? "6203" : "6204") },
  // Dupattas, stoles, scarves and shawls: 6214.
  { words: ["dupatta", "chunni", "chunri", "stole", "scarf", "shawl", "दुपट्टा", "चुन्नी", "शॉल"], heading: "6214" },
  // Home textiles: bed linen and towels 6302, curtains 6303; quilts and cushions 9404.
  { words: ["bedsheet", "bed sheet", "chadar", "pillow cover", "table cover", "table cloth", "towel", "चादर", "तौलिया"], heading: "6302" },
  { words: ["curtain", "parda", "पर्दा", "पर्दे"], heading: "6303" },
  { words: ["quilt", "razai", "rajai", "comforter", "dohar", "cushion", "pillow", "रजाई", "तकिया"], heading: "9404" },
  // Footwear: juttis and mojaris have leather uppers (6403), chappals and slippers rubber or plastic
  // (6402); other shoes and sandals 6405 until the seller names the material.
  { words: ["jutti", "juti", "mojari", "kolhapuri", "जूती"], heading: "6403" },
  { words: ["chappal", "slipper", "flip flop", "चप्पल"], heading: "6402" },
  { words: ["shoe", "sandal", "sneaker", "footwear", "heel", "boot", "जूते", "जूता", "सैंडल"], heading: "6405" },
  { words: ["bag", "purse", "handbag", "wallet", "clutch", "potli", "batua", "बैग", "पर्स", "बटुआ"], heading: "4202" },
  { words: ["toy", "khilona", "खिलौना", "खिलौने"], heading: "9503" },
  { words: ["candle", "मोमबत्ती"], heading: "3406" },
  { words: ["porcelain", "bone china"], heading: "6911" },
  { words: ["mug", "cup", "plate", "ceramic", "crockery", "मग", "प्लेट"], heading: "6912" },
  { words: ["steel", "kitchenware", "thali", "utensil", "bartan", "स्टील", "थाली", "बर्तन"], heading: "7323" },
  { words: ["basket", "cane", "bamboo", "tokri", "टोकरी"], heading: "4602" },
  { words: ["furniture", "table", "stool", "shelf", "फर्नीचर"], heading: "9403" },
];

/** Lower case, words split at anything that is not a letter, digit or Devanagari sign. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `phrase` (one or more words) occurs in `tokens`, each word also with a plural -s or -es. */
function contains(tokens: readonly string[], phrase: string): boolean {
  const parts = words(phrase);
  const same = (token: string, word: string) => token === word || token === `${word}s` || token === `${word}es`;
  return tokens.some((_, i) => parts.every((part, j) => i + j < tokens.length && same(tokens[i + j], part)));
}

/**
 * The heading (4 digits; 6 for soap) for the first of `names` that says what the goods are: pass the most
 * specific first (subcategory, then category). `main` tells men's shirts from women's. Null when
 * no name is recognised: sarees, for one, are classified by their fabric (5007 silk, 5208 cotton,
 * 5407 synthetic), which a name rarely says.
 */
export function suggestHsn(names: ReadonlyArray<string | null | undefined>, main: MainCategory | null): string | null {
  for (const name of names) {
    if (!name) continue;
    const tokens = words(name);
    const rule = RULES.find((r) => r.words.some((w) => contains(tokens, w)));
    if (rule) return typeof rule.heading === "string" ? rule.heading : rule.heading(main, tokens);
  }
  return null;
}

/** Every heading a rule may give (for men and women, of gold and not), for the test that the rate table covers each. */
export const SUGGESTED_HEADINGS: readonly string[] = [
  ...new Set(
    RULES.flatMap(({ heading }) =>
      typeof heading === "string" ? [heading] : (["men", "women"] as const).flatMap((main) => [heading(main, []), heading(main, ["gold"])]),
    ),
  ),
];
