// Backups on a real PostgreSQL: a nightly run with the clock moved over six weeks keeps what the
// policy says and nothing older than the privacy notice's window; a failed run is shown until one
// succeeds; a restore brings back every row (sessions, queued jobs and the rows triggers would refuse
// included) and the uploads, into a database migrated to the backup's level and then forward.
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, MIGRATIONS_DIR } from "../../app/db/client.server";
import { databaseOf, dropDatabase, withDatabaseName } from "../../app/db/databases.server";
import { journalWhens, migrationsUpTo } from "../../app/db/migration-level.server";
import { backupsToKeep } from "../../app/domain/backups/keep";
import { readManifest } from "../../app/domain/backups/manifest";
import { PREVIOUS_MARK, restoreFromBackup } from "../../app/domain/backups/restore.server";
import { backupStatus, listBackups, nightlyBackupJob, runNightlyBackup } from "../../app/domain/backups/set.server";
import { utcStamp } from "../../app/domain/backups/stamp";
import { takeBackup } from "../../app/domain/backups/take.server";
import { eraseDueAccounts } from "../../app/domain/privacy/erase-due.server";
import { RETENTION_DAYS } from "../../app/domain/privacy/retention";
import { enqueueInTransaction, QUEUES } from "../../app/queue/queue.server";
import { migrateApp, migrateSchema } from "../../app/services.server";
import { digestAppTables } from "../hardening/support/db-digest";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

const DAY = 24 * 60 * 60 * 1000;
const EVERY_TABLE = new Set<string>();
let s: TestServices;
let work: string;

beforeAll(async () => {
  s = await createTestServices();
  work = await mkdtemp(path.join(os.tmpdir(), "haat-backups-"));
  const shop = await makeShop(s.db);
  await makeProduct(s.db, shop.id, { name: "Backed-up Kurta" });
  const customer = await makeCustomerWithAddress(s.db, "Meera");
  await s.db.execute(sql`insert into session (id, token, user_id, expires_at, created_at, updated_at)
    values (${randomUUID()}, ${randomUUID()}, ${customer.id}, now() + interval '7 days', now(), now())`);
  // A row the erasure trigger would refuse to write again: loaded back all the same.
  const erased = randomUUID();
  await s.db.execute(
    sql`insert into "user" (id, name, email, role) values (${erased}, '', ${`erased-${erased}@erased.invalid`}, 'customer')`,
  );
  await s.db.execute(
    sql`insert into wishlist_item (user_id, product_id, seller_id, saved_price_paise) select ${erased}, id, seller_id, 100 from product limit 1`,
  );
  await s.db.execute(sql`update "user" set erased_at = now() where id = ${erased}`);
  await s.db.transaction((tx) => enqueueInTransaction(tx, QUEUES.mail.name, { kind: "test", key: "queued-before-backup" }));
  const uploads = path.join(s.dataDir, "uploads");
  await s.storage.put("products/one.webp", Buffer.from("image one"), "image/webp");
  await s.storage.put("products/deep/two.webp", Buffer.from("image two"), "image/webp");
  expect(await readFile(path.join(uploads, "products/one.webp"), "utf8")).toBe("image one");
}, 60_000);

afterAll(async () => {
  await s?.dispose();
  await rm(work, { recursive: true, force: true });
});

const sources = () => ({ db: s.db, uploadsDir: path.join(s.dataDir, "uploads"), secretFile: null });

describe("the nightly backup", () => {
  it("run on six weeks of moved clocks, keeps 7 days and 4 weeks, none past the notice's window", async () => {
    const dir = path.join(work, "nightly");
    const first = new Date("2026-10-01T20:30:00Z"); // 02:00 IST
    const nights = [0, 1, 2, 5, 9, 13, 20, 27, 30, 33, 36, 37, 38, 39, 40, 41, 42];
    let last = first;
    for (const night of nights) {
      last = new Date(first.getTime() + night * DAY);
      await runNightlyBackup(sources(), dir, { daily: 7, weekly: 4 }, last);
    }
    const kept = await listBackups(dir);
    const expected = backupsToKeep(
      nights.map((n) => ({ name: `n${n}`, takenAt: new Date(first.getTime() + n * DAY) })),
      { daily: 7, weekly: 4 },
      last,
    );
    expect(kept).toHaveLength(expected.size);
    for (const backup of kept) expect(last.getTime() - backup.takenAt.getTime()).toBeLessThan(RETENTION_DAYS.backups * DAY);
    const status = await backupStatus(dir, true, new Date(last.getTime() + 2 * 60 * 60 * 1000));
    expect(status).toMatchObject({ enabled: true, stale: false, failure: null, count: expected.size });
    expect(status.last?.takenAt).toEqual(last);
    expect((await backupStatus(dir, true, new Date(last.getTime() + 27 * 60 * 60 * 1000))).stale).toBe(true);
  }, 120_000);

  it("records a failed run for the admin, leaves no half backup, still prunes, and clears it on the next success", async () => {
    const dir = path.join(work, "failing");
    const notAFolder = path.join(work, "uploads-is-a-file");
    await writeFile(notAFolder, "x");
    const at = new Date("2026-11-01T20:30:00Z");
    await runNightlyBackup(sources(), dir, { daily: 7, weekly: 4 }, new Date(at.getTime() - 36 * DAY));
    await expect(runNightlyBackup({ ...sources(), uploadsDir: notAFolder }, dir, { daily: 7, weekly: 4 }, at)).rejects.toThrow();
    const failed = await backupStatus(dir, true, at);
    expect(failed.failure?.message).toMatch(/ENOTDIR/);
    // The one from 36 days before is past the notice's window: deleted though tonight's run failed.
    expect(failed.count).toBe(0);
    await runNightlyBackup(sources(), dir, { daily: 7, weekly: 4 }, new Date(at.getTime() + DAY));
    expect(await backupStatus(dir, true, new Date(at.getTime() + DAY))).toMatchObject({ failure: null, count: 1 });
  });
});

describe("what restores moved aside", () => {
  it("is deleted by the nightly job once as old as a backup may be, even with backups off", async () => {
    const now = new Date("2026-11-30T20:30:00Z");
    const { name: live, serverUrl } = databaseOf(s.env.DATABASE_URL as string);
    const old = `${live}${PREVIOUS_MARK}${utcStamp(new Date(now.getTime() - 40 * DAY))}`;
    const recent = `${live}${PREVIOUS_MARK}${utcStamp(new Date(now.getTime() - 2 * DAY))}`;
    const admin = createDatabase(withDatabaseName(serverUrl, "postgres"), 1);
    const uploadsDir = path.join(work, "leftovers", "uploads");
    try {
      for (const name of [old, recent]) await admin.execute(sql.raw(`create database "${name}"`));
      for (const days of [40, 2])
        await mkdir(`${uploadsDir}.previous-${utcStamp(new Date(now.getTime() - days * DAY))}`, { recursive: true });
      await nightlyBackupJob(
        s.db,
        { enabled: false, dir: path.join(work, "off"), keep: { daily: 7, weekly: 4 }, uploadsDir, secretFile: null },
        now,
      );
      const left = await admin.execute<{ datname: string }>(sql`select datname from pg_database where datname in (${old}, ${recent})`);
      expect(left.rows.map((r) => r.datname)).toEqual([recent]);
      const folders = await readdir(path.dirname(uploadsDir));
      expect(folders).toEqual([`uploads.previous-${utcStamp(new Date(now.getTime() - 2 * DAY))}`]);
    } finally {
      await dropDatabase(serverUrl, recent);
      await admin.$client.end();
    }
  });
});

describe("a restore", () => {
  it("brings back every row, sequence and uploaded file into a fresh database", async () => {
    const dir = path.join(work, "set");
    const manifest = await takeBackup({ ...sources(), secretFile: null }, dir, new Date());
    const before = await digestAppTables(s.db, EVERY_TABLE);
    const databaseUrl = withDatabaseName(s.env.DATABASE_URL as string, `restored_${randomUUID().slice(0, 8)}`);
    const target = path.join(work, "restored-data");
    await restoreFromBackup({
      dir: path.join(dir, manifest.name),
      databaseUrl,
      settings: { uploadsDir: path.join(target, "uploads"), secretFile: null },
      migrateSchema,
      migrate: migrateApp,
    });
    const restored = createDatabase(databaseUrl, 2);
    try {
      expect(await digestAppTables(restored, EVERY_TABLE)).toBe(before);
      const jobs = await restored.execute<{ key: string }>(sql`select data->>'key' as key from pgboss.job where name = 'mail'`);
      expect(jobs.rows.map((r) => r.key)).toContain("queued-before-backup");
    } finally {
      await restored.$client.end();
    }
    expect(await readFile(path.join(target, "uploads/products/deep/two.webp"), "utf8")).toBe("image two");
  }, 60_000);

  it("of a backup made before the last migration migrates it forward; a damaged one is refused, changing nothing", async () => {
    const serverUrl = s.env.DATABASE_URL as string;
    const older = withDatabaseName(serverUrl, `older_${randomUUID().slice(0, 8)}`);
    const admin = createDatabase(withDatabaseName(serverUrl, "postgres"), 1);
    await admin.execute(sql.raw(`create database "${new URL(older).pathname.slice(1)}"`));
    const olderDb = createDatabase(older, 2);
    const folder = await mkdtemp(path.join(work, "migrations-"));
    const all = await journalWhens(MIGRATIONS_DIR);
    await migrationsUpTo(MIGRATIONS_DIR, all.length - 1, folder);
    await migrateApp(olderDb, folder);
    const shop = await makeShop(olderDb);
    // An operator's own table beside the app's: backed up, but nowhere to go on a restore.
    await olderDb.execute(sql`create table public.operator_notes (note text)`);
    const dir = path.join(work, "older-set");
    const manifest = await takeBackup({ db: olderDb, uploadsDir: null, secretFile: null }, dir, new Date());
    await olderDb.$client.end();
    expect(manifest.migrations).toEqual(all.slice(0, -1));
    expect(manifest.postgres).toMatch(/^\d+\.\d+/);

    const target = withDatabaseName(serverUrl, `forward_${randomUUID().slice(0, 8)}`);
    const settings = { uploadsDir: null, secretFile: null };
    const { skippedTables } = await restoreFromBackup({
      dir: path.join(dir, manifest.name),
      databaseUrl: target,
      settings,
      migrateSchema,
      migrate: migrateApp,
    });
    expect(skippedTables).toEqual(["public.operator_notes"]);
    const restored = createDatabase(target, 2);
    try {
      const migrated = await restored.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(migrated.rows[0].n).toBe(all.length);
      const shops = await restored.execute<{ handle: string }>(sql`select handle from seller`);
      expect(shops.rows.map((r) => r.handle)).toEqual([shop.handle]);

      // One byte changed in a table's file: refused before anything is touched.
      const damaged = path.join(dir, manifest.name, manifest.tables[0].file);
      const bytes = await readFile(damaged);
      bytes[bytes.length - 1] ^= 0xff;
      await writeFile(damaged, bytes);
      await expect(
        restoreFromBackup({ dir: path.join(dir, manifest.name), databaseUrl: target, settings, migrateSchema, migrate: migrateApp }),
      ).rejects.toThrow(/is damaged/);
      const still = await restored.execute<{ handle: string }>(sql`select handle from seller`);
      expect(still.rows.map((r) => r.handle)).toEqual([shop.handle]);
      expect((await readManifest(path.join(dir, manifest.name))).name).toBe(manifest.name);
    } finally {
      await restored.$client.end();
      await admin.$client.end();
    }
  }, 90_000);

  it("onto the live database beside its running app: nobody erased or asking to be since the backup comes back", async () => {
    const asked = await makeCustomerWithAddress(s.db, "Asked Later");
    const erasedLater = await makeCustomerWithAddress(s.db, "Erased Later");
    const revoked = randomUUID();
    await s.db.execute(sql`insert into session (id, token, user_id, expires_at, created_at, updated_at)
      values (${revoked}, ${randomUUID()}, ${asked.id}, now() + interval '7 days', now(), now())`);
    const dir = path.join(work, "live-set");
    const manifest = await takeBackup(sources(), dir, new Date());
    await s.db.execute(sql`delete from session where id = ${revoked}`);
    // After the backup: one account erased (asked 20 days ago), one asking to be deleted (not yet due).
    const now = new Date();
    await s.db.execute(sql`update "user" set deletion_requested_at = ${new Date(now.getTime() - 20 * DAY)} where id = ${erasedLater.id}`);
    await s.db.execute(sql`update "user" set deletion_requested_at = ${now} where id = ${asked.id}`);
    expect(await eraseDueAccounts(s.db, now)).toContain(erasedLater.id);

    const live = s.env.DATABASE_URL as string;
    await restoreFromBackup({
      dir: path.join(dir, manifest.name),
      databaseUrl: live,
      settings: { uploadsDir: null, secretFile: null },
      migrateSchema,
      migrate: migrateApp,
    });
    try {
      // The app's pool meets the restored database once its old connections are ended.
      const people = await s.db.execute<{ id: string; name: string; erased: boolean; asked: boolean }>(
        sql`select id, name, erased_at is not null as erased, deletion_requested_at is not null as asked from "user" where id in (${asked.id}, ${erasedLater.id})`,
      );
      const byId = new Map(people.rows.map((p) => [p.id, p]));
      expect(byId.get(erasedLater.id)).toMatchObject({ erased: true, name: "" });
      expect(byId.get(asked.id)).toMatchObject({ erased: false, asked: true, name: "Asked Later" });
      const addresses = await s.db.execute<{ n: number }>(sql`select count(*)::int as n from address where user_id = ${erasedLater.id}`);
      expect(addresses.rows[0].n).toBe(0);
      // A session signed out since the backup stays signed out; the live database is kept aside, readable.
      const sessions = await s.db.execute<{ n: number }>(sql`select count(*)::int as n from session where id = ${revoked}`);
      expect(sessions.rows[0].n).toBe(0);
    } finally {
      const { name, serverUrl } = databaseOf(live);
      const admin = createDatabase(withDatabaseName(serverUrl, "postgres"), 1);
      const aside = await admin.execute<{ datname: string }>(
        sql`select datname from pg_database where starts_with(datname, ${name + PREVIOUS_MARK})`,
      );
      expect(aside.rows).toHaveLength(1);
      for (const { datname } of aside.rows) await dropDatabase(serverUrl, datname);
      await admin.$client.end();
    }
  }, 90_000);
});
