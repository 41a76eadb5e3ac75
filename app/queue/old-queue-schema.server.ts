// pg-boss 12 migrates its schema only from version 25 on, and no pg-boss release migrates pg-boss
// 10's (version 24, every Haat install before pg-boss 12). So that schema is set aside under another
// name, pg-boss 12 installs its own, and the jobs still waiting in the old one (unsent mail, pending
// checkout expiries) are moved across with their ids before it is dropped
// (docs/decisions/0123-pg-boss-12.md). Each step can be run again after a crash.
import type { Db, JobInsert, PgBoss } from "pg-boss";

/** The oldest schema version pg-boss 12 upgrades by itself. */
const OLDEST_SCHEMA_PG_BOSS_12_MIGRATES = 25;

const setAside = (schema: string) => `${schema}_pgboss10`;

/** The installed pg-boss schema's version, or null when there is none. */
export async function jobSchemaVersion(db: Db, schema: string): Promise<number | null> {
  const table = await db.executeSql("select to_regclass($1) is not null as present", [`${schema}.version`]);
  if (!(table.rows[0] as { present: boolean }).present) return null;
  const { rows } = await db.executeSql(`select version from ${schema}.version`);
  return rows.length ? Number((rows[0] as { version: number }).version) : null;
}

/** Before pg-boss 12 installs: a pg-boss 10 schema is renamed out of its way. */
export async function setAsideOldJobSchema(db: Db, schema: string): Promise<void> {
  const version = await jobSchemaVersion(db, schema);
  if (version !== null && version < OLDEST_SCHEMA_PG_BOSS_12_MIGRATES) {
    await db.executeSql(`alter schema ${schema} rename to ${setAside(schema)}`);
  }
}

interface WaitingJob {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retry_limit: number;
  start_after: Date;
  singleton_key: string | null;
}

/**
 * After pg-boss 12 installed and made `queues`: the set-aside schema's jobs that had not finished
 * (waiting, retrying, or active when the old server stopped) are inserted under their old ids, then
 * the old schema is dropped. Retry counts start again; finished jobs' history is not kept.
 */
export async function moveJobsFromOldSchema(boss: PgBoss, db: Db, schema: string, queues: readonly string[]): Promise<number> {
  const old = setAside(schema);
  const present = await db.executeSql("select to_regnamespace($1) is not null as present", [old]);
  if (!(present.rows[0] as { present: boolean }).present) return 0;
  const { rows } = await db.executeSql(
    `select o.id, o.name, o.data, o.priority, o.retry_limit, o.start_after, o.singleton_key
       from ${old}.job o
      where o.state in ('created', 'retry', 'active') and o.name = any($1)
        and not exists (select 1 from ${schema}.job n where n.id = o.id)`,
    [queues],
  );
  const waiting = rows as WaitingJob[];
  for (const name of queues) {
    const jobs: JobInsert[] = waiting
      .filter((job) => job.name === name)
      .map((job) => ({
        id: job.id,
        data: job.data ?? {},
        priority: job.priority,
        retryLimit: job.retry_limit,
        startAfter: job.start_after,
        singletonKey: job.singleton_key ?? undefined,
      }));
    if (jobs.length) await boss.insert(name, jobs);
  }
  await db.executeSql(`drop schema ${old} cascade`);
  return waiting.length;
}
