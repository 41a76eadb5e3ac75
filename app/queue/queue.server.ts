// The durable job queue (docs/decisions/0075-the-job-queue.md): pg-boss on the app's own
// PostgreSQL and pool. Its schema and our queues are made at migration time (the composition root,
// app/services.server.ts, runs installJobQueue under migrateDatabase's lock); a job is enqueued
// inside the transaction that makes it necessary, so it exists if and only if that commits.
// Below the domain, which enqueues; the handlers that call the domain are app/jobs'.
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { type Db, fromDrizzle, type Job, PgBoss, type Queue, type SendOptions } from "pg-boss";
import type { Database } from "~/db/client.server";
import { moveJobsFromOldSchema, setAsideOldJobSchema } from "./old-queue-schema.server";

export const JOB_SCHEMA = "pgboss";

/**
 * Every queue the app uses, with its retry policy. A job's handler must be idempotent: a job can
 * run again after a crash (its process died while it was active) or a failed completion.
 */
export const QUEUES = {
  /** Unpaid UPI checkouts expire at their due time (app/domain/payments/expire.server.ts). */
  checkoutExpiry: {
    name: "checkout-expiry",
    // 'short': one queued job per singleton key (the checkout id); a second enqueue is a no-op.
    policy: "short",
    // 30 s, 60 s, 120 s … (pg-boss doubles the delay, with jitter): rides out a database restart.
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    // An active job whose process died is failed (and so retried) after this long.
    expireInSeconds: 120,
  },
  /** A COD order's confirmation deadline (app/domain/payments/cod/confirm.server.ts): flag or cancel it if still unconfirmed. */
  codDeadline: {
    name: "cod-deadline",
    policy: "short",
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /** Every e-mail the app sends, one job per message (app/domain/notifications/notify.server.ts, app/jobs/mail.server.ts). */
  mail: {
    name: "mail",
    policy: "standard",
    // 5–10 s, then doubling (with jitter) up to 15 tries: about three days of a mail server being down.
    retryLimit: 15,
    retryDelay: 5,
    retryBackoff: true,
    // Longer than the mailer's own timeouts (app/mail/mailer.server.ts): a send is never cut short.
    expireInSeconds: 90,
  },
  /** The daily low-stock digest (cron below): finds the shops to tell and queues one mail each. */
  lowStockDigest: {
    name: "low-stock-digest",
    policy: "standard",
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /** Nightly: personal data past its time is deleted (app/domain/privacy/prune.server.ts, periods in retention.ts). */
  prunePersonalData: {
    name: "prune-personal-data",
    policy: "standard",
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** A data export's archive (app/domain/privacy/exports.server.ts): one job per export, retried a few times. */
  dataExport: {
    name: "data-export",
    policy: "standard",
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    // A whole shop's archive reads every order and image: minutes, not seconds.
    expireInSeconds: 900,
  },
  /** Hourly: accounts past their deletion's cooling-off window are erased (app/domain/privacy/erase-due.server.ts). */
  eraseDueAccounts: {
    name: "erase-due-accounts",
    policy: "standard",
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** Files whose rows are gone (app/domain/images/discard-later.server.ts): retried until the storage has let them go. */
  discardFiles: {
    name: "discard-files",
    policy: "standard",
    // 1 min, then doubling with jitter, 12 tries: days of a storage being down.
    retryLimit: 12,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /** Nightly: a backup of the database and uploads, and the set pruned (app/domain/backups/set.server.ts). */
  backup: {
    name: "backup",
    policy: "standard",
    // 10 min, then doubling: a full disk or a busy night is retried through the next hours.
    retryLimit: 4,
    retryDelay: 600,
    retryBackoff: true,
    // Copying a large platform's rows takes minutes; a run cut short leaves only a `.partial-` folder.
    expireInSeconds: 3600,
  },
} as const satisfies Record<string, Queue>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];

/** Cron jobs (pg-boss `schedule`, judged in the given time zone): the low-stock digest at 08:00 IST, the backup at 02:00 and the pruning at 03:30, erasures hourly. */
export const SCHEDULES = [
  { queue: QUEUES.lowStockDigest.name, cron: "0 8 * * *", tz: "Asia/Kolkata" },
  { queue: QUEUES.prunePersonalData.name, cron: "30 3 * * *", tz: "Asia/Kolkata" },
  { queue: QUEUES.eraseDueAccounts.name, cron: "17 * * * *", tz: "Asia/Kolkata" },
  { queue: QUEUES.backup.name, cron: "0 2 * * *", tz: "Asia/Kolkata" },
] as const;

/** Queues of earlier versions, folded into prune-personal-data: their schedules and queues are removed on install. */
const RETIRED_QUEUES = ["prune-guest-carts", "prune-bank-credits"];

/** Anything that runs `$1…$n` SQL: a pg pool or client, or a drizzle transaction (below). */
type Executor = Db;

/**
 * Creates or upgrades pg-boss's schema and our queues. Runs inside migrateDatabase, on its locked
 * connection (the composition root passes it), so app servers booting together do it once and
 * tests copy it with the template.
 */
export async function installJobQueue(db: Executor): Promise<void> {
  // migrate: true lets start() create the schema or apply pg-boss's own migrations, nothing else
  // (no supervision, no cron): this instance only installs.
  await setAsideOldJobSchema(db, JOB_SCHEMA);
  const boss = new PgBoss({ db, schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  boss.on("error", () => {}); // nothing runs in the background here; failures reject start()
  await boss.start();
  try {
    for (const { name, ...options } of Object.values(QUEUES)) {
      await boss.createQueue(name, options); // no-op when it exists
      const { policy: _fixedAtCreation, ...changeable } = options;
      await boss.updateQueue(name, changeable); // so changed retries and expiry reach old databases
    }
    for (const name of RETIRED_QUEUES) {
      await boss.unschedule(name);
      if (await boss.getQueue(name)) await boss.deleteQueue(name);
    }
    // Upserts by queue name: a changed time reaches old databases too.
    for (const { queue, cron, tz } of SCHEDULES) await boss.schedule(queue, cron, {}, { tz });
    await moveJobsFromOldSchema(
      boss,
      db,
      JOB_SCHEMA,
      Object.values(QUEUES).map((queue) => queue.name),
    );
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

// Sending needs no running boss, only its SQL and defaults: every send carries its own `db`. pg-boss
// also reads a queue's settings once (its queue cache) through the boss's own `db`: that read runs on
// the transaction of the send that needed it, found through AsyncLocalStorage, so concurrent sends
// on different transactions never borrow each other's.
const sendingTransaction = new AsyncLocalStorage<Executor>();
let sender: PgBoss | undefined;
function jobSender(): PgBoss {
  sender ??= new PgBoss({
    db: {
      executeSql(text, values) {
        const tx = sendingTransaction.getStore();
        return tx ? tx.executeSql(text, values) : Promise.reject(new Error("jobs are enqueued inside a transaction"));
      },
    },
    schema: JOB_SCHEMA,
  });
  return sender;
}

export type EnqueueOptions = Omit<SendOptions, "db">;

/**
 * Inserts a job inside a drizzle transaction: it exists if and only if the transaction commits.
 * Returns the job id, or null when the queue's policy refused a duplicate (same singleton key).
 */
export async function enqueueInTransaction(
  tx: Pick<Database, "execute">,
  queue: QueueName,
  data: object,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const db = fromDrizzle(tx, sql);
  return sendingTransaction.run(db, () => jobSender().send(queue, data, { ...options, db }));
}

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

/**
 * Wraps every handler's run: the queue's hook for whoever watches the jobs (the composition root
 * passes the metrics' failure counter), so the queue imports nothing above it. It must rethrow.
 */
export type JobRunHook = (queue: QueueName, run: () => Promise<void>) => Promise<void>;

const justRun: JobRunHook = (_queue, run) => run();

export interface JobQueue {
  readonly boss: PgBoss;
  /** Starts supervision (retrying jobs of dead workers, archiving) and the given handlers. */
  start(handlers: { [Q in QueueName]?: JobHandler<never> }, options?: { pollingIntervalSeconds?: number }): Promise<void>;
  /** Stops fetching, waits for running handlers (up to `timeoutMs`), fails what is still running. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The queue on the app's pool: no second pool, so the pool's size bounds the connections. It polls
 * (no LISTEN, pg-boss's default) and its locks are transaction-scoped, so it works through a
 * transaction-mode pooler (docs/deploy.md#behind-a-pooler).
 */
export function createJobQueue(db: Database, onError: (error: unknown) => void = () => {}, aroundRun: JobRunHook = justRun): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: false, // migrateDatabase did it; start() only checks the version
    // Cron (SCHEDULES): every process checks, pg-boss's singleton per minute sends each once.
    schedule: true,
    supervise: true,
  });
  boss.on("error", onError);
  let started = false;
  return {
    boss,
    async start(handlers, options = {}) {
      await boss.start();
      started = true;
      for (const [name, handler] of Object.entries(handlers) as [QueueName, JobHandler<unknown> | undefined][]) {
        if (!handler) continue;
        await boss.work<unknown>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
          // batchSize is 1: one job per call, so one failure retries only that job.
          for (const job of jobs) await aroundRun(name, () => handler(job.data, job));
        });
      }
    },
    async stop(timeoutMs = 8_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
  };
}

/** Jobs in pg-boss's job table per queue, in the given states (for the metrics' gauge). */
export async function countJobs(db: Database, states: readonly string[]): Promise<Array<{ queue: string; state: string; jobs: number }>> {
  const { rows } = await db.$client.query<{ queue: string; state: string; jobs: number }>(
    `select name as queue, state::text as state, count(*)::int as jobs from ${JOB_SCHEMA}.job where state::text = any($1) group by 1, 2`,
    [states],
  );
  return rows;
}
