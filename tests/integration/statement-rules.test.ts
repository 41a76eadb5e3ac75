// The statement half of the distribution rules over a whole named suite: the suite runs in a child
// vitest that records every statement sent through its pool (TEST_RECORD_STATEMENTS), and each is
// planned here (tests/setup/statement-rules.ts). Nothing is left out: the suite's own fixture inserts
// scan nothing, and its fixture reads and updates name their shop like the app's.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { DISTRIBUTION } from "../../app/db/distribution";
import { checkStatements } from "../setup/statement-rules";
import { createTestServices, type TestServices } from "../setup/test-services";

// Suites whose every request serves one shop: the storefront's catalogue.
const ONE_SHOP_SUITES = [
  "tests/integration/catalog-listing.test.ts",
  "tests/integration/search.test.ts",
  "tests/integration/wishlist.test.ts",
];

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services?.dispose());

/** Runs `suite` in a child vitest on this run's PostgreSQL and returns every statement its pool sent. */
async function statementsOf(suite: string): Promise<Set<string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "haat-statements-"));
  try {
    // The child is a run of its own: none of this worker's vitest variables.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")));
    await promisify(execFile)("npx", ["vitest", "run", suite], {
      env: { ...env, TEST_DATABASE_URL: inject("pgServerUrl"), TEST_RECORD_STATEMENTS: dir },
      maxBuffer: 16 * 1024 * 1024,
    });
    const statements = new Set<string>();
    for (const file of await readdir(dir))
      for (const statement of JSON.parse(await readFile(path.join(dir, file), "utf8")) as string[]) statements.add(statement);
    return statements;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

it.each(ONE_SHOP_SUITES)(
  "%s sends no statement that reads a shop's rows without naming the shop",
  async (suite) => {
    const statements = await statementsOf(suite);
    expect(statements.size).toBeGreaterThan(0);
    const client = await services.db.$client.connect();
    try {
      const found = await checkStatements(client, statements, DISTRIBUTION);
      expect(
        found.map((v) => `${v.rule} ${v.subject}: ${v.statement}`),
        `${statements.size} distinct statements`,
      ).toEqual([]);
    } finally {
      client.release();
    }
  },
  180_000,
);
