// What a shop shows that changes only with its content, read once per content version and then
// kept in memory (docs/decisions/0104-shop-content-cache.md).
//
// Why it is never stale: triggers bump seller.content_version in the same transaction as every
// change to the shop's products, colours, categories, subcategories, banners or profile
// (drizzle/0003). A request reads the shop's row, version included, before it asks for anything
// here, so what it gets was read at that version or later: an edit shows at once, in every worker.
// Stock moved by orders does not bump the version, so nothing that shows stock belongs here.
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/client.server";

/** The cache's bound per process; an entry is a few KB (a shop's banners and category cards). */
export const SHOP_CONTENT_CACHE_BYTES = 4 * 1024 * 1024;

/** The shop as this request read it. */
export interface VersionedShop {
  id: string;
  contentVersion: number;
}

/**
 * A shop's status and content version by its handle: the guest page cache's one query per request
 * (app/http/page-cache.server.ts), straight on the pool, as cheap as a lookup gets. The version is
 * bigint text, used only as part of a key.
 */
export async function shopVersionByHandle(db: Database, handle: string): Promise<{ status: string; contentVersion: string } | null> {
  const { rows } = await db.$client.query<{ status: string; content_version: string }>(
    "select status, content_version from seller where handle = $1",
    [handle],
  );
  return rows[0] ? { status: rows[0].status, contentVersion: rows[0].content_version } : null;
}

/** A read of one part of a shop: the cache's fetch calls it on a miss. */
type Read = () => Promise<unknown>;

// lru-cache's fetch: concurrent misses of one key share a single read, and a failed read is not kept.
const newCache = () =>
  new LRUCache<string, { value: unknown }, Read>({
    maxSize: SHOP_CONTENT_CACHE_BYTES,
    // UTF-16 in memory: about two bytes a character of the value as JSON, plus the key.
    sizeCalculation: (entry, key) => 2 * (key.length + JSON.stringify(entry.value).length),
    fetchMethod: async (_key, _stale, { context: read }) => ({ value: await read() }),
    // A read evicted while under way still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });

// Per database handle: a test's databases (and their shops' ids) never meet.
const perDatabase = new WeakMap<Database, ReturnType<typeof newCache>>();

/** `read()`'s answer for this part of the shop at the shop's content version, read once per version. */
export async function atContentVersion<T>(db: Database, shop: VersionedShop, part: string, read: () => Promise<T>): Promise<T> {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = newCache();
    perDatabase.set(db, cache);
  }
  const entry = await cache.fetch(`${shop.id}\u0000${shop.contentVersion}\u0000${part}`, { context: read });
  // fetchMethod always answers an entry (a failed read throws), and an abort is ignored.
  return (entry as { value: unknown }).value as T;
}
