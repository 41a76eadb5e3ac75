// Boots everything the app needs from a validated environment: database (embedded or external),
// migrations, auth, mail and storage. Used by server.ts, scripts and tests alike.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pino, { type Logger } from "pino";
import { type Auth, createAuth } from "~/auth/auth.server";
import { createDatabase, type Database, migrateDatabase } from "~/db/client.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "~/db/embedded.server";
import { createJobQueue, type JobQueue } from "~/jobs/queue.server";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { createLocalDiskStorage, type Storage } from "~/media/storage.server";
import type { Env } from "~/utils/env.server";

export interface AppServices {
  env: Env;
  db: Database;
  auth: Auth;
  /** The server's secret (BETTER_AUTH_SECRET or DATA_DIR/auth-secret): signs our own cookies too. */
  secret: string;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** The durable job queue; its workers run only once started (server.ts, or a test). */
  jobs: JobQueue;
  /** True when the database is the embedded one (demo data is allowed there). */
  embedded: boolean;
  close(): Promise<void>;
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
    embeddedDb = await startEmbeddedPostgres(env.DATA_DIR, (m) => log.debug({ pg: m }));
    url = embeddedDb.url;
    log.info({ ms: Date.now() - started, dir: path.join(env.DATA_DIR, "pg") }, "embedded PostgreSQL started");
  }
  const db = createDatabase(url);
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.$client.end();
    await embeddedDb?.stop();
    throw error;
  }
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
  const jobs = createJobQueue(db, (err) => log.error({ err }, "job queue error"));
  return {
    env,
    db,
    auth,
    secret,
    mailer,
    storage,
    log,
    jobs,
    embedded: Boolean(embeddedDb),
    async close() {
      // Running jobs finish (or are failed, to be retried) before the pool they use closes.
      await jobs.stop().catch((err) => log.error({ err }, "error while stopping the job queue"));
      storage.close?.();
      await db.$client.end();
      await embeddedDb?.stop();
    },
  };
}
