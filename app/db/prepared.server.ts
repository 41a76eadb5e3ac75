// A statement whose SQL never changes, run on every storefront request: drizzle builds it once per
// database handle (building a query is a tenth of a millisecond of CPU each time), and PostgreSQL
// parses it once per connection, under its name (docs/decisions/0105-prepared-statements.md). Through
// a transaction-mode pooler the pool names nothing (unnamed-statements.server.ts): drizzle still
// builds it once, and PostgreSQL parses it with every run.
// Only for lookups whose best plan does not depend on the values (a key, a handle, a list of ids):
// PostgreSQL may settle on one plan for a named statement after a few runs.
import type { Database } from "./client.server";

/** `build(db)`'s prepared query, made once per database handle. */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const made = new WeakMap<Database, Query>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}
