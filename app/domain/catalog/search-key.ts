// The search key: a loose Latin phonetic spelling of a name, so that typos, Hinglish spellings and
// Devanagari meet (docs/decisions/0088-forgiving-search.md). The same function makes the key of a
// product's name when it is written and the key of what a shopper types; PostgreSQL then compares
// the two with pg_trgm. It is matched, never shown.
//
// 1. Devanagari → Latin by the table below (Hunterian-like: क k, ख kh, ड़ r, ज़ z …), with Hindi's
//    inherent vowel dropped at the end of a word and between two consonants when a vowel follows
//    (सलवार → salvar, कमीज़ → kamiz, but दुपट्टा keeps its a).
// 2. Fold: lower case, diacritics stripped, punctuation → space; x→ks, q→k, f→p, w→v, z→j; c→k
//    except in ch (च), which stays ch; then h after another consonant dropped (kh→k, th→t, sh→s,
//    ph→p); ea→i (jeans, जींस); ee/ii→i, oo/uu→u; a word's final e → i; doubled letters collapsed
//    (tt→t, aa→a): saree, sarre and साड़ी all give "sari".

const INDEPENDENT_VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const MATRAS: Record<string, string> = {
  "\u093E": "a", // ा
  "\u093F": "i", // ि
  "\u0940": "i", // ी
  "\u0941": "u", // ु
  "\u0942": "u", // ू
  "\u0943": "ri", // ृ
  "\u0947": "e", // े
  "\u0948": "ai", // ै
  "\u094B": "o", // ो
  "\u094C": "au", // ौ
  "\u0949": "o", // ॉ
  "\u0945": "e", // ॅ
};
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
};
/** The consonant with a nukta (NFD splits क़ … य़ into base + U+093C). */
const NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };
const NUKTA_SIGN = "\u093C";
const VIRAMA = "\u094D";
const NASAL = new Set(["\u0902", "\u0901"]); // ं ँ

type Unit = { kind: "c"; latin: string; schwa: boolean } | { kind: "v"; latin: string } | { kind: "n" };

/** One Devanagari word as units: consonants (with or without their inherent a), vowels, nasals. */
function units(word: string): Unit[] {
  const out: Unit[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (CONSONANTS[ch]) {
      const nukta = chars[i + 1] === NUKTA_SIGN;
      if (nukta) i++;
      const latin = nukta ? (NUKTA[ch] ?? CONSONANTS[ch]) : CONSONANTS[ch];
      const next = chars[i + 1];
      if (next === VIRAMA) {
        out.push({ kind: "c", latin, schwa: false });
        i++;
      } else if (next && MATRAS[next]) {
        out.push({ kind: "c", latin, schwa: false }, { kind: "v", latin: MATRAS[next] });
        i++;
      } else out.push({ kind: "c", latin, schwa: true });
    } else if (INDEPENDENT_VOWELS[ch]) out.push({ kind: "v", latin: INDEPENDENT_VOWELS[ch] });
    else if (MATRAS[ch]) out.push({ kind: "v", latin: MATRAS[ch] });
    else if (NASAL.has(ch)) out.push({ kind: "n" });
    else if (ch === "\u0903") out.push({ kind: "v", latin: "h" }); // ः
    // anything else (a stray virama or nukta, avagraha) adds no sound
  }
  return out;
}

const voiced = (u: Unit | undefined) => u !== undefined && (u.kind === "v" || (u.kind === "c" && u.schwa));

/** Hindi drops the inherent a at the end of a word and in V C a C V (सलवार → salvar). */
function dropSchwas(list: Unit[]): void {
  const last = list.at(-1);
  const syllables = list.filter(voiced).length;
  if (last?.kind === "c" && last.schwa && syllables > 1) last.schwa = false;
  for (let i = list.length - 2; i > 0; i--) {
    const u = list[i];
    const before = list[i - 1];
    const after = list[i + 1];
    const afterAfter = list[i + 2];
    if (u.kind !== "c" || !u.schwa) continue;
    const vowelBefore = before.kind === "v" || (before.kind === "c" && before.schwa);
    const consonantVowelAfter = after?.kind === "c" && (after.schwa || afterAfter?.kind === "v");
    if (vowelBefore && consonantVowelAfter) u.schwa = false;
  }
}

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** Devanagari text in Latin letters (other characters pass through). */
export function transliterate(text: string): string {
  const digits = text.normalize("NFD").replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));
  return digits.replace(/[\u0900-\u097F]+/g, (word) => {
    const list = units(word);
    dropSchwas(list);
    let out = "";
    for (const u of list) out += u.kind === "n" ? "n" : u.kind === "v" ? u.latin : u.latin + (u.schwa ? "a" : "");
    return out;
  });
}

/** Latin text folded to its phonetic key (see the top of this file). */
function fold(latin: string): string {
  return latin
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/x/g, "ks")
    .replace(/q/g, "k")
    .replace(/f/g, "p")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/c(?!h)/g, "k")
    .replace(/ch+/g, "ch")
    .replace(/([bdgjkprst])h+/g, "$1")
    .replace(/ea/g, "i")
    .replace(/ee|ii/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/([a-z]{2})e\b/g, "$1i")
    .replace(/([a-z])\1+/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The search key of a name or a query: the same function on both sides. */
export function searchKey(text: string): string {
  return fold(transliterate(text)).slice(0, 1000);
}
