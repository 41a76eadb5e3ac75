// A fresh database and the app's real services for one test file.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { expect, inject } from "vitest";
import type { AppServices } from "../../app/context";
import { createServices } from "../../app/services.server";
import { parseEnv } from "../../app/utils/env.server";
import { withDatabase } from "./global-db";
import { recordStatements } from "./statement-rules";

export interface TestServices extends AppServices {
  dataDir: string;
  /** Drops the database and the data folder. */
  dispose(): Promise<void>;
}

/** `log`: where the services log (silent unless a test reads the lines). */
export async function createTestServices(
  extraEnv: Record<string, string> = {},
  log: pino.Logger = pino({ level: "silent" }),
): Promise<TestServices> {
  const serverUrl = inject("pgServerUrl");
  const template = inject("templateDatabase");
  const name = `haat_test_${template.split("_").pop()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "haat-test-data-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATABASE_URL: withDatabase(serverUrl, name),
    DATA_DIR: dataDir,
    BASE_URL: "http://localhost:3999",
    LOG_LEVEL: "silent",
    ...extraEnv,
  });
  const services = await createServices(env, log);
  // TEST_RECORD_STATEMENTS=dir: every distinct statement sent through the pool, one JSON file per
  // database naming the test file it served, for tests/integration/statement-rules.test.ts to check.
  const recordTo = process.env.TEST_RECORD_STATEMENTS;
  const recording = recordTo ? recordStatements(services.db.$client) : undefined;
  const suite = path.relative(process.cwd(), expect.getState().testPath ?? "");
  return {
    ...services,
    dataDir,
    async dispose() {
      if (recording && recordTo) {
        recording.stop();
        await writeFile(path.join(recordTo, `${name}.json`), JSON.stringify({ suite, statements: [...recording.statements] }));
      }
      await services.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
