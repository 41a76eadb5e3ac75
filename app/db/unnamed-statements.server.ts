// Behind a transaction-mode pooler (pgbouncer before 1.21, and kin) each statement may run on another
// server connection: a statement named and parsed on one is unknown on the next ("prepared statement
// … does not exist") or its name already taken there ("… already exists"). Such a pool's clients
// run every statement unnamed, parsed with its values in the same round trip, as node-postgres does
// for any statement without a name (docs/deploy.md#behind-a-pooler).
import pg from "pg";

/** The query config without its statement name; anything else (text, a Query object) as given. */
function unnamed(config: unknown): unknown {
  if (typeof config !== "object" || config === null || !("name" in config) || !config.name) return config;
  if ("submit" in config) return config; // a Query or cursor object: not ours to rebuild
  const { name: _named, ...rest } = config;
  return rest;
}

/** A node-postgres client that never names a statement (the pool's `Client` in pooler mode). */
export class UnnamedStatementClient extends pg.Client {
  override query(config: unknown, ...rest: unknown[]): never {
    return (super.query as (...args: unknown[]) => never).call(this, unnamed(config), ...rest);
  }
}
