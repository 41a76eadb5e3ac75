// The environment, validated once at boot (docs/decisions/0017-zod-schemas-for-forms-and-env.md).
import path from "node:path";
import { z } from "zod";

const boolish = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A rate limit written `COUNT/SECONDS`, e.g. `5/600`: five requests per ten minutes. */
const rateRule = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, "must look like COUNT/SECONDS, e.g. 5/600")
    .default(fallback)
    .transform((v) => {
      const [max, windowSeconds] = v.split("/").map(Number);
      return { max, windowSeconds };
    })
    .refine((r) => r.max >= 1 && r.windowSeconds >= 1, "COUNT and SECONDS must both be at least 1");

const postgresUrl = (name: string) =>
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, `${name} must start with postgres:// or postgresql://`)
    .optional()
    .or(z.literal("").transform(() => undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: postgresUrl("DATABASE_URL"),
  /**
   * PostgreSQL itself, when DATABASE_URL is a pooler's: the migrations and their session lock run
   * here (docs/deploy.md#behind-a-pooler).
   */
  DATABASE_DIRECT_URL: postgresUrl("DATABASE_DIRECT_URL"),
  /**
   * `transaction`: DATABASE_URL is a transaction-mode pooler (pgbouncer and kin), so no statement is
   * named and nothing relies on the session. Empty: `transaction` when DATABASE_DIRECT_URL is set
   * (a direct URL beside it says DATABASE_URL is not direct), else `none`.
   */
  DATABASE_POOLER: z.enum(["none", "transaction", ""], "DATABASE_POOLER must be none, transaction or empty").optional(),
  /** A streaming replica of DATABASE_URL for the storefront's catalogue reads (docs/deploy.md#a-read-replica). */
  DATABASE_REPLICA_URL: postgresUrl("DATABASE_REPLICA_URL"),
  /** After a write, that browser's catalogue reads stay on the primary this long: above the replica's usual lag. */
  DATABASE_REPLICA_STICKY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  BASE_URL: z.url("BASE_URL must be an absolute URL such as http://localhost:3000").optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must look like smtp://user:pass@host:587")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("Haat <no-reply@haat.local>"),
  /** Who runs this platform, as the privacy notice names it (the data fiduciary for accounts). */
  PLATFORM_OPERATOR: z.string().trim().min(1).default("Haat"),
  /** The grievance officer the privacy notice names; data-rights requests reach them through the admin inbox. */
  PRIVACY_OFFICER_NAME: z.string().trim().min(1).default("Grievance Officer"),
  PRIVACY_OFFICER_EMAIL: z.email("PRIVACY_OFFICER_EMAIL must be an e-mail address").default("privacy@haat.local"),
  SEED_DEMO: boolish,
  /** Sign-in attempts per account and client IP (sign-up: per IP) in a login window. */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Sign-in attempts per client IP over all accounts in a login window: 10× one account's (CGNAT). */
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** The window of LOGIN_ATTEMPTS_PER_MINUTE: a minute unless shortened (tests) or lengthened. */
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PASSWORD_RESET: rateRule("5/60"),
  RATE_LIMIT_CONTACT: rateRule("5/600"),
  RATE_LIMIT_FEEDBACK: rateRule("5/600"),
  /** Contact / feedback messages from one address, everyone behind it together (10× a person's; CGNAT). */
  RATE_LIMIT_CONTACT_ADDRESS: rateRule("50/600"),
  RATE_LIMIT_FEEDBACK_ADDRESS: rateRule("50/600"),
  RATE_LIMIT_CHECKOUT: rateRule("30/60"),
  /** UTRs a shopper may give per window: a typo is retried, guessing is not. */
  RATE_LIMIT_PAYMENT_CLAIM: rateRule("10/600"),
  /** Guest order-tracking lookups per client IP (/{shop}/track): enough for typos, too few to guess mobiles. */
  RATE_LIMIT_TRACK: rateRule("10/600"),
  /** Posts to the bank-SMS webhooks per client IP, counted before the secret is looked up: a phone forwards a few a minute, a prober is slowed. */
  RATE_LIMIT_BANK_SMS: rateRule("60/60"),
  /** Reviews written or edited per signed-in shopper (docs/decisions/0082-reviews.md). */
  RATE_LIMIT_REVIEW: rateRule("10/600"),
  /** Express `trust proxy`: true/false, or the number of proxies in front (1 behind one nginx). */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)?$/, "TRUST_PROXY must be true, false or a number of proxies")
    .optional()
    .transform((v) => (v === "true" ? true : v && /^\d+$/.test(v) ? Number(v) : false)),
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** For S3-compatible servers (MinIO, R2, Ceph…); empty for AWS itself. */
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish,
  /** Guest storefront pages are served from memory this long at most; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * HTTP processes sharing PORT (node:cluster workers under a primary that owns the database,
   * docs/decisions/0091-one-process-per-core.md); 1 is one process, no cluster. `npm start`
   * defaults it to the number of cores; `node build/server/main.js` to 1.
   */
  WEB_CONCURRENCY: z
    .string()
    .default("1")
    .refine(
      (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 256),
      "must be a whole number of server processes from 1 to 256 (1: a single process, no cluster)",
    )
    .transform((v) => (v === "" ? 1 : Number(v))),
  /**
   * How far V8 lets the heap grow past what the last full collection kept, in percent; 0 leaves
   * V8's own factor, which lets the heap grow about fourfold under load
   * (docs/decisions/0107-heap-growing-percent.md).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(400).default(100),
  /**
   * The embedded PostgreSQL's memory (docs/decisions/0149-small-server-postgres.md): `small` for a
   * 1–2 GB server shared with the app, `large` sized from this machine's memory for one of its own.
   */
  POSTGRES_PROFILE: z.enum(["small", "large"]).default("small"),
  /** Run the job queue's workers (checkout expiry…) in this process; `off` for a web-only process. */
  JOB_WORKERS: z.enum(["on", "off"]).default("on"),
  /**
   * Nightly backups into BACKUP_DIR (docs/decisions/0144-backups.md): `auto` takes them for the
   * embedded database and leaves an external DATABASE_URL to its provider's backups.
   */
  BACKUPS: z.enum(["auto", "on", "off"]).default("auto"),
  /** Where backups go; DATA_DIR/backups by default. Better on another disk, or copied off the machine. */
  BACKUP_DIR: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** How many days' and weeks' newest backups are kept; none older than 35 days whatever these say (the privacy notice). */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(35).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(5).default(4),
  /** Lets a scraper elsewhere read GET /metrics with `Authorization: Bearer <token>`; unset: localhost only. */
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, "METRICS_TOKEN must be 16 or more characters without spaces")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Every variable the server reads (.env.example documents each one; env.test.ts holds it to that). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

export type DatabasePooler = "none" | "transaction";

export type Env = Omit<z.infer<typeof EnvSchema>, "DATABASE_POOLER"> & {
  BASE_URL: string;
  DATA_DIR: string;
  DATABASE_POOLER: DatabasePooler;
  BACKUP_DIR: string;
};

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  const issues = result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  if (result.success && result.data.STORAGE_DRIVER === "s3" && !result.data.S3_BUCKET) {
    issues.push("S3_BUCKET: required when STORAGE_DRIVER=s3");
  }
  if (result.success && result.data.DATABASE_REPLICA_URL && !result.data.DATABASE_URL) {
    issues.push("DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded database has no replica)");
  }
  const pooler: DatabasePooler = result.data?.DATABASE_POOLER || (result.data?.DATABASE_DIRECT_URL ? "transaction" : "none");
  if (result.success && (pooler === "transaction" || result.data.DATABASE_DIRECT_URL) && !result.data.DATABASE_URL) {
    issues.push("DATABASE_URL: required with a pooler or DATABASE_DIRECT_URL (the embedded database has neither)");
  }
  if (result.success && pooler === "transaction" && !result.data.DATABASE_DIRECT_URL) {
    issues.push(
      "DATABASE_DIRECT_URL: required when DATABASE_POOLER=transaction (the migrations hold a session lock, which a transaction pooler cannot carry)",
    );
  }
  if (!result.success || issues.length > 0) {
    throw new Error(`Invalid environment:\n${issues.map((line) => `  ${line}`).join("\n")}\nSee .env.example for every variable.`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    DATABASE_POOLER: pooler,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}
