// The statement half of the distribution rules: the SQL a test sent, and whether each statement
// stays inside one shop. PostgreSQL's own planner reads each statement (a generic plan, $n left as
// parameters), so aliases, subqueries and CTEs need no parser of ours; its equivalence classes carry
// `seller_id = $1` onto every table joined on seller_id, so a statement pinned to one shop shows the
// pin on every scan of a distributed table.
import type pg from "pg";
import type { Placement } from "../../app/db/distribution";

export interface StatementViolation {
  rule: "statement-not-pinned-to-one-shop" | "statement-not-planned";
  statement: string;
  /** The table scanned without its shop, or why the statement could not be planned. */
  subject: string;
}

/** Records the text of every statement sent through the pool's clients from now on (until `stop`). */
export function recordStatements(pool: pg.Pool): { statements: Set<string>; stop(): void } {
  const statements = new Set<string>();
  let on = true;
  const wrapped = new WeakSet<pg.PoolClient>();
  const wrap = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === "string" ? first : first?.text;
      if (on && text) statements.add(text);
      return query(...args);
    };
  };
  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => unknown;
  // pg-pool's own query() goes through connect(), with a callback; transactions use the promise.
  (pool as { connect: unknown }).connect = (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    if (cb)
      return connect((err, client, done) => {
        if (client) wrap(client as pg.PoolClient);
        cb(err as Error | undefined, client as pg.PoolClient | undefined, done);
      });
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      wrap(client);
      return client;
    });
  };
  return {
    statements,
    stop() {
      on = false;
    },
  };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Alias?: string;
  Plans?: PlanNode[];
  [condition: string]: unknown;
}

const CONDITIONS = ["Index Cond", "Recheck Cond", "Filter", "TID Cond"];
const parameterCount = (text: string) => Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));

function unpinnedScans(node: PlanNode, placements: Readonly<Record<string, Placement>>, scans: string[]): string[] {
  const placed = node["Relation Name"] ? placements[node["Relation Name"]] : undefined;
  if (placed?.kind === "distributed" && node["Node Type"] !== "ModifyTable") {
    // Identifiers of the app's tables and columns: letters, digits and underscores, joined by a dot.
    const column = `${node.Alias ?? node["Relation Name"]}\\.${placed.column}`;
    const value = "(\\$\\d+|'[^']*'(::\\w+)?)";
    const pin = new RegExp(`\\b${column} = ${value}|${value} = ${column}\\b`);
    const conditions = [node, ...(node.Plans ?? [])].flatMap((n) => CONDITIONS.map((c) => n[c])).filter((c) => typeof c === "string");
    if (!conditions.some((c) => pin.test(c as string))) scans.push(node["Relation Name"] as string);
  }
  for (const child of node.Plans ?? []) unpinnedScans(child, placements, scans);
  return scans;
}

/** Plans each statement (generic plan, never run) on `client`, a connection of its own, and lists every scan of a distributed table not pinned to one shop. */
export async function checkStatements(
  client: pg.ClientBase,
  statements: Iterable<string>,
  placements: Readonly<Record<string, Placement>>,
): Promise<StatementViolation[]> {
  const out: StatementViolation[] = [];
  for (const statement of statements) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(statement)) continue;
    const nulls = Array.from({ length: parameterCount(statement) }, () => "null").join(", ");
    await client.query("begin");
    try {
      await client.query("set local plan_cache_mode = force_generic_plan");
      await client.query(`prepare distribution_probe as ${statement}`);
      const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `explain (verbose, format json) execute distribution_probe${nulls ? `(${nulls})` : ""}`,
      );
      for (const table of new Set(unpinnedScans(rows[0]["QUERY PLAN"][0].Plan, placements, [])))
        out.push({ rule: "statement-not-pinned-to-one-shop", statement, subject: table });
    } catch (error) {
      out.push({ rule: "statement-not-planned", statement, subject: (error as Error).message });
    } finally {
      await client.query("rollback");
      // PREPARE outlives the rollback.
      await client.query("deallocate all");
    }
  }
  return out;
}
