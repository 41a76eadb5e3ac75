// "A rejected request changes nothing": every row written to an app table is logged by a trigger
// installed in the test database, so a test can ask cheaply what changed since a mark. Row-level
// AFTER triggers log only rows really inserted, changed or deleted by committed transactions (a
// rolled-back write leaves no log row). Tables are found at install time, so new ones are covered.
// Cheaper per request than db-digest.ts's full hash, and it names the tables that changed.
import { sql } from "drizzle-orm";
import type { Database } from "../../../app/db/client.server";
import { VOLATILE_TABLES } from "./db-digest";

export async function trackChanges(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists fuzz_change_log (id bigserial primary key, tbl text not null, op text not null)`);
  await db.execute(sql`
    create or replace function fuzz_log_change() returns trigger language plpgsql as $$
    begin
      -- An UPDATE that leaves the row as it was (e.g. coalesce(seen_at, now()) on a seen order) changes nothing.
      if TG_OP = 'UPDATE' and NEW is not distinct from OLD then return null; end if;
      insert into fuzz_change_log (tbl, op) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$`);
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_change_log'`);
  for (const { name } of tables.rows) {
    if (VOLATILE_TABLES.has(name)) continue; // sessions, reset tokens, rate-limit counters
    await db.execute(sql.raw(`drop trigger if exists fuzz_change on "${name}"`));
    await db.execute(
      sql.raw(`create trigger fuzz_change after insert or update or delete on "${name}" for each row execute function fuzz_log_change()`),
    );
  }
}

/** The newest change so far; pass it to `changesSince` after a request. */
export async function changeMark(db: Database): Promise<number> {
  const result = await db.execute<{ id: string | null }>(sql`select max(id) as id from fuzz_change_log`);
  return Number(result.rows[0]?.id ?? 0);
}

/** What was written since `mark`, as "table op×n" strings (empty when nothing changed). */
export async function changesSince(db: Database, mark: number): Promise<string[]> {
  const result = await db.execute<{ tbl: string; op: string; n: string }>(
    sql`select tbl, op, count(*) as n from fuzz_change_log where id > ${mark} group by tbl, op order by tbl, op`,
  );
  return result.rows.map((r) => `${r.tbl} ${r.op}×${r.n}`);
}
