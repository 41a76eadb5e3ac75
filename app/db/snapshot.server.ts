// A consistent copy of a database's rows, table by table, in PostgreSQL's own COPY text format, and
// its way back in. Not pg_dump: the embedded PostgreSQL ships no pg_dump, and Debian's (15) refuses a
// newer server; the schema itself is the migrations', so only rows travel
// (docs/decisions/0144-backups.md).
import type { Readable, Writable } from "node:stream";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { quoteIdent } from "./identifiers";

/** A table to copy: every column but generated ones, in the table's own order. */
export interface TableCopy {
  schema: string;
  name: string;
  columns: string[];
}

/** A sequence's position, so ids handed out after a restore never repeat one in the copy. */
export interface SequencePosition {
  schema: string;
  name: string;
  lastValue: string | null;
  isCalled: boolean;
}

const quote = quoteIdent;
const qualified = (t: { schema: string; name: string }) => `${quote(t.schema)}.${quote(t.name)}`;

/**
 * The tables of `schemas` (partitioned ones as their parent, never a partition) plus `alsoTables`
 * (`schema.name`), with their columns. `skip` names `schema.name`s left out.
 */
export async function describeTables(
  client: pg.ClientBase,
  which: { schemas: string[]; alsoTables?: string[]; skip?: string[] },
): Promise<TableCopy[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and not c.relispartition
        and (n.nspname = any($1::text[]) or n.nspname || '.' || c.relname = any($2::text[]))
        and not (n.nspname || '.' || c.relname = any($3::text[]))
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [which.schemas, which.alsoTables ?? [], which.skip ?? []],
  );
  return rows;
}

export async function sequencePositions(client: pg.ClientBase, schemas: string[]): Promise<SequencePosition[]> {
  const { rows } = await client.query<{ schema: string; name: string; last_value: string | null; is_called: boolean }>(
    `select s.schemaname as schema, s.sequencename as name, s.last_value::text as last_value,
            s.last_value is not null as is_called
       from pg_sequences s where s.schemaname = any($1::text[]) order by 1, 2`,
    [schemas],
  );
  return rows.map((r) => ({ schema: r.schema, name: r.name, lastValue: r.last_value, isCalled: r.is_called }));
}

/**
 * Opens a snapshot: one REPEATABLE READ, READ ONLY transaction, so every table is copied as of the
 * same instant while the app goes on writing. `work` runs inside it; the transaction always ends.
 */
export async function inSnapshot<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query("begin isolation level repeatable read read only");
  try {
    const result = await work();
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** Hands one table's rows (COPY text format) as a stream to `write`; resolves with the number of rows. */
export async function copyTableOut(client: pg.ClientBase, table: TableCopy, write: (rows: Readable) => Promise<void>): Promise<number> {
  const columns = table.columns.map(quote).join(", ");
  // The SELECT form also reads a partitioned table through its parent.
  const out = client.query(copyTo(`copy (select ${columns} from ${qualified(table)}) to stdout`));
  await write(out);
  return out.rowCount;
}

/**
 * Empties `tables` and fills them, each from its `source(table).into(copyInStream)`, inside the
 * caller's transaction, with triggers and foreign-key checks off for this session
 * (`session_replication_role = replica`, a superuser's setting): the rows were consistent when
 * copied, and a trigger that refuses or rewrites rows (an erased person's, a version stamp) must not
 * judge them again. Each table's row count must be `rows`.
 */
export async function copyTablesIn<Table extends TableCopy & { rows: number }>(
  client: pg.ClientBase,
  tables: Table[],
  source: (table: Table) => { into(sink: Writable): Promise<void> },
): Promise<void> {
  await client.query("set local session_replication_role = replica");
  if (tables.length > 0) await client.query(`truncate ${tables.map(qualified).join(", ")}`);
  for (const table of tables) {
    const columns = table.columns.map(quote).join(", ");
    const into = client.query(copyFrom(`copy ${qualified(table)} (${columns}) from stdin`));
    await source(table).into(into);
    if (into.rowCount !== table.rows) {
      throw new Error(`${table.schema}.${table.name}: ${into.rowCount} rows read back, the backup holds ${table.rows}`);
    }
  }
}

export async function restoreSequences(client: pg.ClientBase, sequences: SequencePosition[]): Promise<void> {
  for (const s of sequences) {
    if (s.lastValue === null) continue; // never used: its start is right as it is
    const exists = await client.query("select to_regclass($1) is not null as found", [qualified(s)]);
    if (!exists.rows[0]?.found) continue; // a sequence of a table this schema does not have
    await client.query("select setval($1::regclass, $2::bigint, $3)", [qualified(s), s.lastValue, s.isCalled]);
  }
}
