// Several app servers booting at once against one empty database: each runs the migrations at
// start-up, and all of them must come up (one migrates under the advisory lock, the rest wait).

import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDatabase, MIGRATIONS_DIR } from "../../app/db/client.server";
import { migrateApp } from "../../app/services.server";
import { withDatabase } from "../setup/global-db";

const name = `haat_migrate_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: withDatabase(inject("pgServerUrl"), "postgres") });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
});
afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

it("three servers migrating a fresh database at once all succeed, and each migration runs once", async () => {
  const servers = Array.from({ length: 3 }, () => createDatabase(withDatabase(inject("pgServerUrl"), name), 1));
  try {
    const results = await Promise.allSettled(servers.map((db) => migrateApp(db)));
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
    const { rows } = await servers[0].$client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(rows[0].n).toBe(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql")).length);
  } finally {
    await Promise.all(servers.map((db) => db.$client.end()));
  }
});
