// A Haat database made before pg-boss 12 holds pg-boss 10's schema (version 24), which pg-boss 12 will
// not migrate; installJobQueue sets it aside, installs pg-boss 12's and moves the jobs waiting in the
// old one across (app/queue/old-queue-schema.server.ts): an unsent e-mail here is still there to send.
import pg from "pg";
import PgBoss10 from "pg-boss-10";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { Database } from "../../app/db/client.server";
import { jobSchemaVersion } from "../../app/queue/old-queue-schema.server";
import { createJobQueue, installJobQueue, JOB_SCHEMA, QUEUES } from "../../app/queue/queue.server";
import { withDatabase } from "../setup/global-db";

const database = `haat_test_${process.pid}_pgboss10`;
let admin: pg.Client;
let pool: pg.Pool;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: withDatabase(inject("pgServerUrl"), "postgres") });
  await admin.connect();
  await admin.query(`create database ${database}`);
  pool = new pg.Pool({ connectionString: withDatabase(inject("pgServerUrl"), database), max: 4 });
  pool.on("error", () => {}); // an idle client ended by the forced drop below
});
afterAll(async () => {
  await pool.end();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

it("replaces a pg-boss 10 schema with pg-boss 12's, keeping the jobs that wait in it, and runs again harmlessly", async () => {
  const executor = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  const old = new PgBoss10({ db: executor, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await old.start();
  await old.createQueue(QUEUES.mail.name, { name: QUEUES.mail.name, policy: "standard" });
  const waiting = await old.send(QUEUES.mail.name, { to: "asha@example.com" });
  await old.stop({ graceful: false, close: false });
  expect(await jobSchemaVersion(executor, JOB_SCHEMA)).toBe(24);

  await installJobQueue(executor);
  expect(await jobSchemaVersion(executor, JOB_SCHEMA)).toBeGreaterThanOrEqual(46);
  await installJobQueue(executor); // a second boot, or one after a crash mid-way: nothing twice
  const schemas = await pool.query("select nspname from pg_namespace where nspname like 'pgboss%' order by 1");
  expect(schemas.rows.map((r) => r.nspname)).toEqual([JOB_SCHEMA]);

  const queue = createJobQueue({ $client: pool } as unknown as Database);
  const fetched = await queue.boss.fetch(QUEUES.mail.name);
  expect(fetched.map((job) => [job.id, job.data])).toEqual([[waiting, { to: "asha@example.com" }]]);
});
