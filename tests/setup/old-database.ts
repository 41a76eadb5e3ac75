// A database of its own as an older schema left it: migrated up to drizzle/{last} only, so a migration
// test can write data the way that schema did and then apply the migrations that follow.
import { randomUUID } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database, MIGRATIONS_DIR, migrateDatabase } from "../../app/db/client.server";
import { withDatabase } from "./global-db";

export async function databaseAtMigration(name: string, last: number, poolSize = 2) {
  const database = `haat_test_${process.pid}_${name}`;
  const admin = new pg.Client({ connectionString: withDatabase(inject("pgServerUrl"), "postgres") });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const db: Database = createDatabase(withDatabase(inject("pgServerUrl"), database), poolSize);
  // The migrations folder as it was: its journal ends at `last`.
  const oldFolder = await mkdtemp(path.join(os.tmpdir(), "haat-old-migrations-"));
  await cp(MIGRATIONS_DIR, oldFolder, { recursive: true });
  const journalPath = path.join(oldFolder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  await migrateDatabase(db, [], oldFolder);
  return {
    db,
    /** Applies every migration after `last`. */
    migrateRest: () => migrateDatabase(db, [], MIGRATIONS_DIR),
    async dispose() {
      await db.$client.end();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      await rm(oldFolder, { recursive: true, force: true });
    },
  };
}

// Rows written with only the columns every schema since the first migration has: the app's own
// inserts name every column of today's schema, which an old database does not have yet.
export async function oldUser(db: Database, name: string, role: "customer" | "seller" = "customer"): Promise<{ id: string }> {
  const id = randomUUID();
  await db.$client.query(`insert into "user" (id, name, email, role) values ($1, $2, $3, $4)`, [id, name, `${id}@example.com`, role]);
  return { id };
}

export async function oldShop(db: Database): Promise<{ id: string }> {
  const owner = await oldUser(db, "Owner", "seller");
  const handle = `shop-${randomUUID().slice(0, 8)}`;
  const { rows } = await db.$client.query<{ id: string }>(
    `insert into seller (handle, owner_user_id, shop_name, email) values ($1, $2, $3, $4) returning id`,
    [handle, owner.id, `Shop ${handle}`, `${handle}@example.com`],
  );
  return { id: rows[0].id };
}

/** A product with one colour in two sizes (M: 5, L: 10), as the first schema's columns hold it. */
export async function oldProduct(db: Database, sellerId: string, name: string, pricePaise = 99_900): Promise<{ id: string }> {
  const { rows } = await db.$client.query<{ id: string }>(
    `insert into product (seller_id, name, price_paise, main, search_text) values ($1, $2, $3, 'men', lower($2)) returning id`,
    [sellerId, name, pricePaise],
  );
  const id = rows[0].id;
  await db.$client.query(`insert into product_color (product_id, color, image_keys) values ($1, 'Red', '["img/red"]')`, [id]);
  await db.$client.query(`insert into product_stock (product_id, color, size, stock) values ($1, 'Red', 'M', 5), ($1, 'Red', 'L', 10)`, [
    id,
  ]);
  return { id };
}
