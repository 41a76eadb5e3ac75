// Fills product.search_key where it is still null: the rows written before the column existed
// (migration 0013) and rows loaded by SQL alone (the benchmark catalogue). The key is made by
// TypeScript (search-key.ts), so this runs after the SQL migrations, inside migrateDatabase's lock
// (the composition root, app/services.server.ts, puts it there).
import type { ExecuteSql } from "~/db/client.server";
import { searchKey } from "./search-key";

/**
 * The next batch still to key. It runs on every start: product_search_key_missing_idx (drizzle/0014)
 * holds exactly these rows, so when every product has its key it reads one empty index page, not
 * the product table.
 */
export const MISSING_KEYS_SQL = "select id, name from product where id > $1 and search_key is null order by id limit $2";

/** Walks the unkeyed rows in id order in batches, so each batch is one index range and one UPDATE; returns the rows keyed. */
export async function backfillSearchKeys(executeSql: ExecuteSql, batch = 5000): Promise<number> {
  let last = "00000000-0000-0000-0000-000000000000";
  let done = 0;
  for (;;) {
    const { rows } = (await executeSql(MISSING_KEYS_SQL, [last, batch])) as { rows: Array<{ id: string; name: string }> };
    if (rows.length === 0) return done;
    await executeSql("update product p set search_key = v.key from unnest($1::uuid[], $2::text[]) v(id, key) where p.id = v.id", [
      rows.map((r) => r.id),
      rows.map((r) => searchKey(r.name)),
    ]);
    done += rows.length;
    last = rows[rows.length - 1].id;
  }
}
