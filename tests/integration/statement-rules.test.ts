// The statement half of the distribution rules over whole named suites: the suites run in one child
// vitest (one start-up, most of a small suite's time) that records every statement sent through each
// test file's pool (TEST_RECORD_STATEMENTS), and each is planned here (tests/setup/statement-rules.ts).
// Nothing is left out: the suites' own fixture inserts scan nothing, and their fixture reads and
// updates name their shop like the app's.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { DISTRIBUTION } from "../../app/db/distribution";
import { checkStatements } from "../setup/statement-rules";
import { createTestServices, type TestServices } from "../setup/test-services";

// Suites whose every request serves one shop: the storefront's catalogue, search and wishlist, and placing an order.
const ONE_SHOP_SUITES = [
  "tests/integration/catalog-listing.test.ts",
  "tests/integration/search.test.ts",
  "tests/integration/wishlist.test.ts",
  "tests/integration/checkout.test.ts",
];

let services: TestServices;
/** Every statement each suite's pool sent, by suite. */
let sent: Map<string, Set<string>>;
beforeAll(async () => {
  services = await createTestServices();
  sent = await statementsOf(ONE_SHOP_SUITES);
}, 300_000);
afterAll(() => services?.dispose());

/** Runs `suites` in one child vitest (one start-up) on this run's PostgreSQL and returns every statement each one's pool sent. */
async function statementsOf(suites: readonly string[]): Promise<Map<string, Set<string>>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "haat-statements-"));
  try {
    // The child is a run of its own: none of this worker's vitest variables.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")));
    await promisify(execFile)("npx", ["vitest", "run", ...suites], {
      env: { ...env, TEST_DATABASE_URL: inject("pgServerUrl"), TEST_RECORD_STATEMENTS: dir },
      maxBuffer: 16 * 1024 * 1024,
    });
    const bySuite = new Map<string, Set<string>>();
    for (const file of await readdir(dir)) {
      const { suite, statements } = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { suite: string; statements: string[] };
      const set = bySuite.get(suite) ?? new Set<string>();
      for (const statement of statements) set.add(statement);
      bySuite.set(suite, set);
    }
    return bySuite;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

it.each(ONE_SHOP_SUITES)("%s sends no statement that reads a shop's rows without naming the shop", async (suite) => {
  const statements = sent.get(suite) ?? new Set<string>();
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
});
