// The search's key match (`<%`, search.server.ts) at word similarity 0.5 rather than pg_trgm's 0.6,
// so a name typed with letters missing (cikankar → Chikankari) is still found. pg_trgm reads the
// threshold from the session, and a per-connection setting does not reach through a
// transaction-mode pooler (pgbouncer refuses startup options; a SET stays on whichever server
// session ran it). So it is the database's default, which every session starts with, pooled or
// not; it runs on every start, inside migrateDatabase's lock (the composition root puts it there),
// so a database restored or copied from a template gets it back.
import type { ExecuteSql } from "~/db/client.server";

export const WORD_SIMILARITY_THRESHOLD = 0.5;

const SETTING = "pg_trgm.word_similarity_threshold";

/** Makes WORD_SIMILARITY_THRESHOLD the database's default, and this session's (it may go on to serve). */
export async function keepWordSimilarityThreshold(executeSql: ExecuteSql): Promise<void> {
  const { rows } = await executeSql(
    `select 1 from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
     where d.datname = current_database() and s.setrole = 0 and $1 = any(s.setconfig)`,
    [`${SETTING}=${WORD_SIMILARITY_THRESHOLD}`],
  );
  if (rows.length === 0) {
    // pg_trgm's library defines the setting when it loads; until then PostgreSQL lets only a
    // superuser set it (as a placeholder), not the database's owner.
    await executeSql("select word_similarity('', '')");
    try {
      await executeSql(
        `do $$ begin execute format('alter database %I set ${SETTING} = ${WORD_SIMILARITY_THRESHOLD}', current_database()); end $$`,
      );
    } catch (error) {
      if ((error as { code?: string }).code !== "42501") throw error;
      const { rows: named } = (await executeSql("select current_database() as name")) as { rows: Array<{ name: string }> };
      throw new Error(
        `${(error as Error).message}: only the database's owner can set the search's default; as the owner, run once: ` +
          `ALTER DATABASE "${named[0]?.name}" SET ${SETTING} = ${WORD_SIMILARITY_THRESHOLD}`,
      );
    }
  }
  await executeSql("select set_config($1, $2, false)", [SETTING, String(WORD_SIMILARITY_THRESHOLD)]);
}
