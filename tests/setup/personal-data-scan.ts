// Every row of every base table of both schemas (public and pgboss), as text, that holds one of the
// given strings (case-insensitive): how the erasure tests prove a person's data is gone.
import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/client.server";

export interface ScanHit {
  /** schema.table */
  table: string;
  row: string;
  needles: string[];
}

export async function scanTables(db: Database, strings: string[]): Promise<{ hits: ScanHit[]; tables: string[] }> {
  const needles = strings.map((n) => n.toLowerCase());
  const { rows: tables } = await db.execute<{ table_schema: string; table_name: string }>(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss') order by 1, 2`);
  const hits: ScanHit[] = [];
  for (const t of tables) {
    const name = `"${t.table_schema}"."${t.table_name}"`;
    const { rows } = await db.execute<{ row: string }>(sql.raw(`select t::text as row from ${name} t`));
    for (const { row } of rows) {
      const found = needles.filter((n) => row.toLowerCase().includes(n));
      if (found.length > 0) hits.push({ table: `${t.table_schema}.${t.table_name}`, row, needles: found });
    }
  }
  return { hits, tables: tables.map((t) => `${t.table_schema}.${t.table_name}`) };
}
