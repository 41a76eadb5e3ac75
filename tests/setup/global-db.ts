// Vitest global setup: one PostgreSQL for the run (embedded, or TEST_DATABASE_URL's server) and a
// migrated template database that every test file copies cheaply (CREATE DATABASE … TEMPLATE).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../../app/db/client.server";
import { startEmbeddedPostgres } from "../../app/db/embedded.server";
import { migrateApp } from "../../app/services.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDatabase: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  if (!serverUrl) {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), "haat-test-pg-"));
    const embedded = await startEmbeddedPostgres(tmpDir);
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const template = `haat_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = createDatabase(withDatabase(serverUrl, template), 1);
  await migrateApp(db);
  await db.$client.end();
  project.provide("pgServerUrl", serverUrl);
  project.provide("templateDatabase", template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $2`, [
      template,
      `haat_test_${process.pid}_%`,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  };
}
