// The floor (npm run bench:floor): a bare node:http server with a pg pool and nothing else. GET
// /<set>/<n> runs the SQL statements the app ran for request n of that set (captured from the app
// itself, scripts/bench/floor-capture.mjs), wave by wave as the app ran them — the statements of a
// wave at once, the waves one after another — and answers every result's rows as one JSON array.
//
// Env: FLOOR_PORT, DATABASE_URL, FLOOR_STATEMENTS (the JSON file floor.ts writes: set → requests → waves).
import { readFileSync } from "node:fs";
import http from "node:http";
import { pathToFileURL } from "node:url";
import pg from "pg";

export interface Statement {
  text: string;
  values: unknown[];
  rowMode?: string;
  /** The app's prepared statement name, if it named it (app/db/prepared.server.ts). */
  name?: string;
}
/** For each set (e.g. "listing/guest"), each captured request's statements in waves. */
export type FloorStatements = Record<string, Statement[][][]>;

// What drizzle's pg driver does (drizzle-orm/node-postgres/session.js): date and time types stay text.
const RAW_TYPES = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const types = {
  getTypeParser: (id: number, format?: "text" | "binary") =>
    RAW_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format as "text"),
};

/** The app's pool (app/db/client.server.ts): 10 connections, the same startup option. */
export function createFloorPool(): pg.Pool {
  return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: "-c pg_trgm.word_similarity_threshold=0.5" });
}

/** Runs one request's statements as the app ran them: a wave at once, the waves one after another; returns every result's rows. */
export async function runWaves(pool: pg.Pool, waves: Statement[][]): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (const wave of waves) {
    const results = await Promise.all(
      wave.map((s) => pool.query({ name: s.name, text: s.text, values: s.values, rowMode: s.rowMode, types } as pg.QueryConfig)),
    );
    for (const r of results) rows.push(r.rows);
  }
  return rows;
}

function main() {
  const sets = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS as string, "utf8")) as FloorStatements;
  const pool = createFloorPool();
  const server = http.createServer(async (req, res) => {
    const match = /^\/(.+)\/(\d+)$/.exec(req.url ?? "");
    const requests = match ? sets[match[1]] : undefined;
    if (req.url === "/healthz" || !match || !requests) {
      res.writeHead(req.url === "/healthz" ? 200 : 404).end();
      return;
    }
    try {
      const rows = await runWaves(pool, requests[Number(match[2]) % requests.length]);
      const body = Buffer.from(JSON.stringify(rows));
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  listenUntilStopped(server, pool);
}

/** Listens on FLOOR_PORT; on SIGTERM closes the server and its pool, then exits. */
export function listenUntilStopped(server: http.Server, pool: pg.Pool): void {
  server.listen(Number(process.env.FLOOR_PORT), "127.0.0.1");
  process.on("SIGTERM", () => {
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
