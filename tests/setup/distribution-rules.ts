// Citus's documented rules for distributed and reference tables, checked against the live schema
// (pg_catalog) and a declared placement of each table (app/db/distribution.ts). Nothing here needs
// Citus: it reads the keys PostgreSQL already holds and says which ones a Citus cluster would refuse.
import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/client.server";
import { type Placement, SHOP_TABLE } from "../../app/db/distribution";

const DDL = "https://docs.citusdata.com/en/stable/develop/reference_ddl.html";
const MIGRATION = "https://docs.citusdata.com/en/stable/develop/migration_mt_schema.html";
const FK_SOURCE = "https://github.com/citusdata/citus/blob/main/src/backend/distributed/commands/foreign_constraint.c";

/** Each rule's name, what it says and where Citus says it. */
export const RULES = {
  "table-unclassified": { says: "every table is placed: distributed by the shop, reference or local", source: "app/db/distribution.ts" },
  "classified-table-absent": { says: "the placement names only tables that exist", source: "app/db/distribution.ts" },
  "distribution-column-missing": {
    says: "a distributed table carries the distribution column (backfilled from its parent)",
    source: `${MIGRATION}#add-distribution-keys`,
  },
  "distribution-column-nullable": {
    says: "the distribution column is never null: an insert without it cannot be routed to a shard",
    source: "https://docs.citusdata.com/en/stable/develop/migration_mt_query.html#other-sql-principles",
  },
  "distribution-column-type-mismatch": {
    says: "co-located tables have distribution columns of one type",
    source: `${MIGRATION}#add-distribution-keys`,
  },
  "unique-key-without-distribution-column": {
    says: "primary keys, unique constraints and unique indexes of a distributed table include the distribution column",
    source: `${DDL}#adding-removing-constraints`,
  },
  "foreign-key-without-distribution-column": {
    says: "a foreign key between distributed tables includes the distribution column on both sides, at the same place",
    source: `${DDL}#adding-removing-constraints`,
  },
  "foreign-key-reference-to-distributed": {
    says: "a reference table has no foreign key to a distributed table",
    source: `${DDL}#adding-removing-constraints`,
  },
  "foreign-key-between-local-and-distributed": {
    says: "no foreign key joins a local table and a distributed table, either way",
    source: `${DDL}#adding-removing-constraints`,
  },
  "foreign-key-action-on-distribution-column": {
    says: "a foreign key holding the distribution column has no ON DELETE SET NULL/SET DEFAULT nor ON UPDATE CASCADE/SET NULL/SET DEFAULT",
    source: FK_SOURCE,
  },
} as const;

export type RuleName = keyof typeof RULES;

export interface Violation {
  rule: RuleName;
  table: string;
  /** The column, key or foreign key at fault. */
  subject: string;
}

export const formatViolation = (v: Violation) => `${v.table}: ${v.rule} (${v.subject})`;

type Column = {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
};
type UniqueKey = {
  table: string;
  name: string;
  columns: string[];
};
type ForeignKey = {
  table: string;
  name: string;
  columns: string[];
  ref_schema: string;
  ref_table: string;
  ref_columns: string[];
  on_delete: string;
  on_update: string;
};

/** The base tables of one schema (partitions count as their parent). */
export async function tablesOf(db: Database, schema: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition order by 1`);
  return rows.map((r) => r.name);
}

/** The user schemas of the database (not PostgreSQL's own). */
export async function schemasOf(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select nspname as name from pg_namespace
    where nspname not like 'pg\_%' and nspname <> 'information_schema' order by 1`);
  return rows.map((r) => r.name);
}

async function readSchema(db: Database, schema: string) {
  const columns = await db.execute<Column>(sql`
    select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
  // Primary keys, unique constraints, unique indexes and exclusion constraints: every index that
  // refuses a row because of another one. An expression's key has no column (attnum 0).
  const uniques = await db.execute<UniqueKey>(sql`
    select c.relname as table, i.relname as name,
      array(select a.attname::text from unnest(x.indkey::int2[]) k(n) join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n) as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and (x.indisunique or x.indisexclusion)`);
  const foreignKeys = await db.execute<ForeignKey>(sql`
    select c.relname as table, k.conname as name, rn.nspname as ref_schema, r.relname as ref_table,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as ref_columns,
      k.confdeltype as on_delete, k.confupdtype as on_update
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
    where n.nspname = ${schema} and k.contype = 'f'`);
  return { columns: columns.rows, uniques: uniques.rows, foreignKeys: foreignKeys.rows };
}

// pg_constraint's action codes: n = SET NULL, d = SET DEFAULT, c = CASCADE.
const MOVES_DELETE = ["n", "d"];
const MOVES_UPDATE = ["n", "d", "c"];

/** Every way the tables of `schema` break Citus's rules for the given placement, sorted. */
export async function checkDistribution(
  db: Database,
  schema: string,
  placements: Readonly<Record<string, Placement>>,
): Promise<Violation[]> {
  const tables = await tablesOf(db, schema);
  const { columns, uniques, foreignKeys } = await readSchema(db, schema);
  const out: Violation[] = [];
  const column = (table: string, name: string) => columns.find((c) => c.table === table && c.name === name);
  const placed = (table: string) => (Object.hasOwn(placements, table) ? placements[table] : undefined);
  const shopPlacement = placed(SHOP_TABLE);
  const shopType = shopPlacement?.kind === "distributed" ? column(SHOP_TABLE, shopPlacement.column)?.type : undefined;

  for (const table of tables) {
    const p = placed(table);
    if (!p) out.push({ rule: "table-unclassified", table, subject: table });
    if (p?.kind !== "distributed") continue;
    const col = column(table, p.column);
    if (!col) out.push({ rule: "distribution-column-missing", table, subject: p.column });
    else {
      if (!col.not_null) out.push({ rule: "distribution-column-nullable", table, subject: p.column });
      if (shopType && col.type !== shopType)
        out.push({ rule: "distribution-column-type-mismatch", table, subject: `${p.column} ${col.type}` });
    }
    for (const u of uniques.filter((u) => u.table === table && !u.columns.includes(p.column)))
      out.push({ rule: "unique-key-without-distribution-column", table, subject: u.name });
  }
  for (const table of Object.keys(placements).filter((t) => !tables.includes(t)))
    out.push({ rule: "classified-table-absent", table, subject: table });

  for (const fk of foreignKeys) {
    const from = placed(fk.table);
    const to = fk.ref_schema === schema ? placed(fk.ref_table) : undefined;
    if (!from || !to) continue;
    const v = (rule: RuleName) => out.push({ rule, table: fk.table, subject: fk.name });
    if (from.kind === "distributed" && to.kind === "distributed") {
      const at = fk.columns.indexOf(from.column);
      if (at < 0 || fk.ref_columns[at] !== to.column) v("foreign-key-without-distribution-column");
    }
    if (from.kind === "reference" && to.kind === "distributed") v("foreign-key-reference-to-distributed");
    if ((from.kind === "local" && to.kind === "distributed") || (from.kind === "distributed" && to.kind === "local"))
      v("foreign-key-between-local-and-distributed");
    if (
      from.kind === "distributed" &&
      fk.columns.includes(from.column) &&
      (MOVES_DELETE.includes(fk.on_delete) || MOVES_UPDATE.includes(fk.on_update))
    )
      v("foreign-key-action-on-distribution-column");
  }
  const text = (v: Violation) => formatViolation(v);
  return out.sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}
