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

interface Caches {
  kept: LRUCache<string, { value: unknown }>;
  /** Reads under way, so that concurrent requests for one entry share a single read. */
  reading: Map<string, Promise<unknown>>;
}

// Per database handle: a test's databases (and their shops' ids) never meet.
const perDatabase = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let caches = perDatabase.get(db);
  if (!caches) {
    caches = {
      kept: new LRUCache({
        maxSize: SHOP_CONTENT_CACHE_BYTES,
        // UTF-16 in memory: about two bytes a character of the value as JSON, plus the key.
        sizeCalculation: (entry, key) => 2 * (key.length + JSON.stringify(entry.value).length),
      }),
      reading: new Map(),
    };
    perDatabase.set(db, caches);
  }
  return caches;
}

/** `read()`'s answer for this part of the shop at the shop's content version, read once per version. */
export async function atContentVersion<T>(db: Database, shop: VersionedShop, part: string, read: () => Promise<T>): Promise<T> {
  const { kept, reading } = cachesOf(db);
  const key = `${shop.id}\u0000${shop.contentVersion}\u0000${part}`;
  const hit = kept.get(key);
  if (hit) return hit.value as T;
  const pending = reading.get(key);
  if (pending) return pending as Promise<T>;
  const started = read().then(
    (value) => {
      reading.delete(key);
      kept.set(key, { value });
      return value;
    },
    (error: unknown) => {
      reading.delete(key);
      throw error;
    },
  );
  reading.set(key, started);
  return started;
}
