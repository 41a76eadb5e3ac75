// The storefront search (docs/decisions/0088-forgiving-search.md): what matches a query, in which
// order, the 'Did you mean …' correction and the header's suggestions. A query matches a product
// when every word of it is found literally in search_text (name, description, colours, sizes) or
// its search key is close to the name's key (pg_trgm word similarity on product.search_key, so
// typos, Hinglish and Devanagari meet).
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { category, product } from "~/db/schema";
import { firstImageKey } from "./listing";
import { amongNewestMatches, inStockSql, NEWEST, variantsOf } from "./product-rows.server";
import { searchKey } from "./search-key";
import { isStopWord, mainOfWord, readSearchPhrase } from "./search-phrase";
import { colourSpellings } from "./vocabulary";

/** The longest query worth a trigram comparison per word; more words only narrow the result. */
const MAX_WORDS = 6;
/**
 * Keys with fewer letters have too few trigrams to compare, and numbers (sizes, "100%") must not
 * be near one another: such words match literally only.
 */
const fuzzy = (key: string) => (key.match(/[a-z]/g)?.length ?? 0) >= 3;

export interface SearchWord {
  /** Lower-cased as typed, for the literal match. */
  literal: string;
  key: string;
}

/** The words to find: the phrase's without filler and main-category words (search-phrase.ts). */
export function searchWords(q: string): SearchWord[] {
  return readSearchPhrase(q)
    .words.slice(0, MAX_WORDS)
    .map((literal) => ({ literal, key: searchKey(literal) }));
}

const KEY = sql`coalesce(${product.searchKey}, '')`;

/** Some word of the name's key within `distance` edits of `key` (fuzzystrmatch). */
const nearWord = (key: string, distance: number) =>
  sql`exists (select 1 from unnest(string_to_array(${product.searchKey}, ' ')) k where levenshtein_less_equal(k, ${key}::text, ${distance}::int) <= ${distance}::int)`;

/**
 * Every word found: literally (the search_text trigram index) or by key (`<%`: word similarity at
 * least pg_trgm.word_similarity_threshold, the database's default of 0.5 (search-threshold.server.ts);
 * the (seller_id, search_key) GIN index).
 */
export function searchCondition(q: string): SQL | undefined {
  const words = searchWords(q);
  // "kurtas for men": men is the main category's filter, not a word of the name.
  const { main } = readSearchPhrase(q);
  if (words.length === 0 && !main) return undefined;
  return and(
    main ? eq(product.main, main) : undefined,
    ...words.map((w) => {
      // A colour is found in either spelling (gray finds Grey: vocabulary.ts).
      const spellings = [...new Set(colourSpellings([w.literal]).map((s) => s.toLowerCase()))];
      const literal = or(...spellings.map((s) => sql`${product.searchText} ilike ${containsPattern(s)}`)) as SQL;
      if (!fuzzy(w.key)) return literal;
      // A dropped, doubled or swapped letter in a short word leaves too few shared trigrams: a word of
      // the key within edit distance 1 (4 letters) or 2 (5 or more) matches too.
      const distance = w.key.length >= 5 ? 2 : 1;
      return sql`(${literal} or ${w.key} <% ${product.searchKey} or ${nearWord(w.key, distance)})`;
    }),
  );
}

/**
 * Relevance, highest first: per word, 2 for a whole word of the name's key (kurta, kurtha and कुर्ता
 * alike), else 1 for a word one edit away (kuta → kurta, not kurti), plus how closely it matches a run of the name (word_similarity, 0–1); a word found only in the
 * description scores 0. Equal scores: in stock first, then newest.
 */
export function relevanceOrder(sellerId: string, q: string): SQL[] {
  const words = searchWords(q).filter((w) => w.key.length > 0);
  if (words.length === 0) return [];
  const score = sql.join(
    words.map(
      (w) =>
        sql`(case when ' ' || ${KEY} || ' ' like ${containsPattern(` ${w.key} `)} then 2 when ${fuzzy(w.key) ? nearWord(w.key, 1) : sql`false`} then 1 else 0 end + word_similarity(${w.key}, ${KEY}))`,
    ),
    sql` + `,
  );
  return [sql`round((${score})::numeric, 2) desc`, sql`${inStockSql(sellerId)} desc`];
}

/** Whether any active product of the shop contains the query as typed (no correction needed then). */
async function matchesLiterally(db: Database, sellerId: string, q: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(product)
    .where(
      and(eq(product.sellerId, sellerId), eq(product.active, true), sql`${product.searchText} ilike ${containsPattern(q.toLowerCase())}`),
    )
    // Along product_listing_idx, the shop's rows only (unordered, the planner may scan the whole table).
    .orderBy(sql`${product.createdAt} desc nulls last`)
    .limit(1);
  return row !== undefined;
}

/** pg_trgm's trigrams of one word (two spaces before, one after). */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

const DEVANAGARI = /[\u0900-\u097F]/;
const sameScript = (a: string, b: string) => DEVANAGARI.test(a) === DEVANAGARI.test(b);

/**
 * 'Did you mean …': each query word replaced by the closest word (by key) of the best results' names
 * in the query's own script (a word with no close match stays as typed: a change of script alone is
 * not a correction). Null when the query was found as typed, nothing was found, or nothing changed.
 */
export async function didYouMean(db: Database, sellerId: string, q: string, bestNames: string[]): Promise<string | null> {
  if (bestNames.length === 0 || !q.trim() || (await matchesLiterally(db, sellerId, q))) return null;
  const nameWords = [...new Set(bestNames.flatMap((n) => n.toLowerCase().split(/\s+/)).filter(Boolean))];
  // Filler and main-category words stay as typed; the words searched for are corrected.
  const corrected = q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((literal) => {
      if (isStopWord(literal) || mainOfWord(literal)) return literal;
      const w = { literal, key: searchKey(literal) };
      let best = { word: w.literal, score: 0.3 };
      for (const word of nameWords) {
        if (!sameScript(word, w.literal)) continue;
        const score = similarity(w.key, searchKey(word));
        if (score > best.score) best = { word, score };
      }
      return best.word;
    });
  const text = corrected.join(" ");
  return text === q.trim().toLowerCase() ? null : text;
}

export interface Suggestions {
  products: Array<{ id: string; name: string; pricePaise: number; salePricePaise: number | null; imageKey: string | null }>;
  categories: Array<{ id: string; name: string; main: string }>;
}

export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;

/** The header's search-as-you-type: the best few products (as the listing ranks them) and categories. */
export async function suggest(db: Database, sellerId: string, q: string): Promise<Suggestions> {
  const where = searchCondition(q);
  if (!where) return { products: [], categories: [] };
  const matches = and(eq(product.sellerId, sellerId), eq(product.active, true), where);
  const [rows, categories] = await Promise.all([
    db
      .select({ id: product.id, name: product.name, pricePaise: product.pricePaise, salePricePaise: product.salePricePaise })
      .from(product)
      // Ranked as the listing ranks: among the newest matches (product-rows.server.ts).
      .where(amongNewestMatches(db, sellerId, matches))
      .orderBy(...relevanceOrder(sellerId, q), NEWEST, asc(product.id))
      .limit(SUGGESTED_PRODUCTS),
    db
      .select({ id: category.id, name: category.name, main: category.main })
      .from(category)
      .where(eq(category.sellerId, sellerId))
      .orderBy(asc(category.position), asc(category.name)),
  ]);
  const images = await imagesOf(
    db,
    sellerId,
    rows.map((r) => r.id),
  );
  const words = searchWords(q);
  // A shop has a few dozen categories: their names are keyed here rather than stored.
  const scored = categories
    .map((c) => {
      const key = searchKey(c.name);
      const keyWords = key.split(" ");
      const score = words.reduce(
        (sum, w) =>
          sum +
          (c.name.toLowerCase().includes(w.literal) || key.includes(w.key) ? 1 : Math.max(0, ...keyWords.map((k) => similarity(w.key, k)))),
        0,
      );
      return { c, score: score / words.length };
    })
    .filter((s) => s.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTED_CATEGORIES);
  return {
    products: rows.map((r) => ({ ...r, imageKey: images.get(r.id) ?? null })),
    categories: scored.map((s) => s.c),
  };
}

async function imagesOf(db: Database, sellerId: string, ids: string[]): Promise<Map<string, string | null>> {
  const variants = await variantsOf(db, sellerId, ids);
  return new Map(ids.map((id) => [id, firstImageKey(variants.get(id) ?? [])]));
}
