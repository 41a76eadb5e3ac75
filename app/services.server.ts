// The composition root: the one module that wires the layers together, from a validated
// environment (docs/decisions/0124-layers-and-one-composition-root.md). It starts the database
// (embedded or external), migrates it with the job queue's schema and the search keys, and makes
// auth, mail, storage and the job queue, whose runs the metrics count. Only server.ts, scripts and
// tests import it; the app's own modules get what it makes through AppServices (app/context.ts).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pino, { type Logger } from "pino";
import { createAuth } from "~/auth/auth.server";
import type { AppServices } from "~/context";
import { type AfterMigrations, createDatabase, type Database, MIGRATIONS_DIR, migrateDatabase } from "~/db/client.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "~/db/embedded.server";
import { createReplicaDatabase } from "~/db/replica.server";
import { backupSettings } from "~/domain/backups/settings";
import { backfillSearchKeys } from "~/domain/catalog/search-key.server";
import { keepWordSimilarityThreshold } from "~/domain/catalog/search-threshold.server";
import { creditLegacyLosses } from "~/domain/invoices/legacy-credit-notes.server";
import { countJobFailure } from "~/http/metrics.server";
import { createMailer } from "~/mail/mailer.server";
import { createLocalDiskStorage, type Storage } from "~/media/storage.server";
import { createJobQueue, installJobQueue } from "~/queue/queue.server";
import type { Env } from "~/utils/env.server";

/**
 * What a database needs after its SQL migrations, under the same lock: the job queue's schema and
 * queues, the search's similarity threshold as the database's default, then the search keys.
 */
const AFTER_MIGRATIONS: AfterMigrations = [
  (executeSql) => installJobQueue({ executeSql }),
  keepWordSimilarityThreshold,
  backfillSearchKeys,
];

/**
 * Brings a database up to date for this app: SQL migrations, the job queue, the search keys (server
 * boot, tests' template, benchmarks), then the credit notes owed by orders invoiced before invoices
 * waited for shipping — after the migration lock is let go, on the pool (which may hold one
 * connection, the one the lock was on); it is safe to run in several processes at once.
 */
export async function migrateApp(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrateDatabase(db, AFTER_MIGRATIONS, migrationsFolder);
  await creditLegacyLosses(db);
}

/**
 * Only the SQL migrations of `migrationsFolder` and the job queue's schema: a restore takes a new
 * database to an older backup's level this way, since today's other steps may need newer columns.
 */
export async function migrateSchema(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrateDatabase(db, [(executeSql) => installJobQueue({ executeSql })], migrationsFolder);
}

async function authSecret(env: Env): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  await fs.mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function createStorage(env: Env): Promise<Storage> {
  if (env.STORAGE_DRIVER !== "s3") return createLocalDiskStorage(path.join(env.DATA_DIR, "uploads"));
  // Loaded only when chosen: the AWS SDK is large and a single server never needs it.
  const { createS3Storage } = await import("~/media/s3-storage.server");
  return createS3Storage({
    bucket: env.S3_BUCKET as string, // required by parseEnv when STORAGE_DRIVER=s3
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

export async function createServices(env: Env, log: Logger = pino({ level: env.LOG_LEVEL })): Promise<AppServices> {
  let embeddedDb: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    const started = Date.now();
    embeddedDb = await startEmbeddedPostgres(env.DATA_DIR, (m) => log.debug({ pg: m }), undefined, env.POSTGRES_PROFILE);
    url = embeddedDb.url;
    log.info({ ms: Date.now() - started, dir: path.join(env.DATA_DIR, "pg") }, "embedded PostgreSQL started");
  }
  // Through a transaction pooler no statement is named, and the migrations (their session lock)
  // go to PostgreSQL itself; the app's pool, the job queue included, goes through the pooler.
  const db = createDatabase(url, 10, { namedStatements: env.DATABASE_POOLER !== "transaction" });
  const direct = env.DATABASE_DIRECT_URL ? createDatabase(env.DATABASE_DIRECT_URL, 1) : db;
  try {
    await migrateApp(direct);
  } catch (error) {
    await db.$client.end();
    await embeddedDb?.stop();
    throw error;
  } finally {
    if (direct !== db) await direct.$client.end();
  }
  // Catalogue reads only (app/http/read-routing.server.ts); migrations and jobs run on the primary.
  const catalogDb = env.DATABASE_REPLICA_URL
    ? createReplicaDatabase(
        env.DATABASE_REPLICA_URL,
        db,
        (err) => log.warn({ err }, "read replica unreachable: reading the primary"),
        env.DATABASE_POOLER !== "transaction",
      )
    : db;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    log: (m) => log.info(m),
  });
  const storage = await createStorage(env);
  const secret = await authSecret(env);
  const auth = createAuth({
    db,
    baseURL: env.BASE_URL,
    secret,
    mailer,
    loginAttemptsPerMinute: env.LOGIN_ATTEMPTS_PER_MINUTE,
    loginAttemptsPerAddress: env.LOGIN_ATTEMPTS_PER_ADDRESS,
    loginWindowSeconds: env.LOGIN_WINDOW_SECONDS,
    passwordReset: env.RATE_LIMIT_PASSWORD_RESET,
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      discoveryUrl: env.GOOGLE_DISCOVERY_URL,
    },
  });
  const jobs = createJobQueue(db, (err) => log.error({ err }, "job queue error"), countJobFailure);
  return {
    env,
    db,
    catalogDb,
    auth,
    secret,
    mailer,
    storage,
    log,
    jobs,
    embedded: Boolean(embeddedDb),
    backups: backupSettings(env, Boolean(embeddedDb)),
    async close() {
      // Running jobs finish (or are failed, to be retried) before the pool they use closes.
      await jobs.stop().catch((err) => log.error({ err }, "error while stopping the job queue"));
      storage.close?.();
      if (catalogDb !== db) await catalogDb.$client.end();
      await db.$client.end();
      await embeddedDb?.stop();
    },
  };
}
