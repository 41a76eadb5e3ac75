// The read replica's handle (DATABASE_REPLICA_URL): a database handle like the primary's, with its own
// small pool, whose queries go to the primary instead whenever the replica cannot answer. A
// storefront page then never fails because the replica is down, restarting or unreachable: it
// reads the primary, and the replica is tried again a few seconds later. Only reads are ever sent
// here (app/http/read-routing.server.ts); no migration, transaction or write runs on it.
import type pg from "pg";
import { createDatabase, type Database } from "./client.server";

/** How long the replica is left alone after it failed to answer; meanwhile its reads go to the primary. */
const REPLICA_RETRY_MS = 5_000;

// Node's socket errors, and pg's own when a connection is lost, times out or was never made.
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const LOST_CONNECTION = /^Connection terminated|timeout exceeded when trying to connect|not queryable/;
// PostgreSQL's: shutting down, crashed, starting up or not accepting connections (57P0x), too many connections.
const SERVER_UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "53300"]);

/** The replica cannot answer at all (as opposed to refusing this one query). */
function isUnreachable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  const code = e?.code ?? "";
  return SOCKET_ERRORS.has(code) || SERVER_UNAVAILABLE.has(code) || code.startsWith("08") || LOST_CONNECTION.test(e?.message ?? "");
}

/**
 * A standby cancels a read that would hold back the replay of WAL (SQLSTATE 40001, "conflict with
 * recovery"): that read is simply run on the primary, the replica stays in use.
 */
const isRecoveryConflict = (error: unknown) => (error as { code?: string } | null)?.code === "40001";

export function createReplicaDatabase(
  url: string,
  primary: Database,
  onUnreachable: (error: unknown) => void,
  /** False when the replica, like the primary, is reached through a transaction-mode pooler. */
  namedStatements = true,
): Database {
  // A replica that does not answer a connection attempt within 2 s is treated as down.
  const replica = createDatabase(url, 10, { connectionTimeoutMillis: 2_000, namedStatements });
  const pool = replica.$client;
  const onReplica = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const onPrimary = primary.$client.query.bind(primary.$client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let downUntil = 0;
  // drizzle (plain and prepared queries alike) and our raw reads all call the pool's query(config, values).
  pool.query = (async (...args: unknown[]) => {
    if (Date.now() < downUntil) return onPrimary(...args);
    try {
      return await onReplica(...args);
    } catch (error) {
      if (isUnreachable(error)) {
        downUntil = Date.now() + REPLICA_RETRY_MS;
        onUnreachable(error);
      } else if (!isRecoveryConflict(error)) {
        throw error;
      }
      return onPrimary(...args);
    }
  }) as typeof pool.query;
  return replica;
}
