// The server entry: boot the services, seed the demo on a fresh embedded DB, serve. `react-router build`
// compiles it to build/server/main.js (vite.config.ts), which `npm start` and the e2e and hardening
// tests run with plain node; `npm run dev` runs it from source with tsx (Vite middleware).
// With WEB_CONCURRENCY > 1 (`npm start` defaults it to the number of cores) this process is the
// primary: it starts the database once and forks that many HTTP workers, each of which runs serve()
// (docs/decisions/0091-one-process-per-core.md).
import { fork } from "node:child_process";
import cluster from "node:cluster";
import path from "node:path";
import v8 from "node:v8";
import pino from "pino";
import type { AppServices } from "~/context";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "~/db/embedded.server";
import { startWorkerPool } from "~/http/cluster.server";
import { parseEnv } from "~/utils/env.server";

const env = parseEnv();
const log = pino({ level: env.LOG_LEVEL });
const bootStarted = Date.now();

/** Set by the cluster's primary on the process it forks to migrate and seed (runSetup). */
const SETUP = "HAAT_SETUP";

// Development stays one process (Vite's middleware and its watcher are per process).
if (process.env[SETUP]) await setup(process.env[SETUP] === "embedded");
else if (cluster.isPrimary && env.NODE_ENV === "production" && env.WEB_CONCURRENCY > 1) await runPrimary(env.WEB_CONCURRENCY);
else await serve();

/** Migrations, the auth secret and the demo seed, then exit: the setup process of a cluster. */
async function setup(embedded: boolean) {
  // The fork's channel closes when the primary dies, however it dies: stop migrating and seeding then.
  process.once("disconnect", () => process.exit(1));
  const { createServices } = await import("~/services.server");
  const services = await createServices(env, log);
  try {
    await seedIfDemo(services, embedded);
  } finally {
    await services.close();
  }
  process.exit(0);
}

/**
 * Runs setup() in a process of its own (the script this one runs, as a cluster worker is): what
 * migrating and seeding took — the whole app's modules, the seed's images — leaves with it, and the
 * primary stays small for as long as it runs (docs/decisions/0149-small-server-postgres.md).
 */
function runSetup(databaseUrl: string, embedded: boolean): Promise<void> {
  const child = fork(process.argv[1], process.argv.slice(2), {
    env: { ...process.env, DATABASE_URL: databaseUrl, [SETUP]: embedded ? "embedded" : "external" },
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the setup process (migrations, demo seed) failed: ${signal ?? `exit code ${code}`}`)),
    );
  });
}

async function seedIfDemo(services: AppServices, embedded: boolean) {
  if (!embedded && !env.SEED_DEMO) return;
  const started = Date.now();
  // The seed (its catalogue, image drawing and sharp) loads only when there is a demo to seed.
  const { seedDemo } = await import("./scripts/seed/demo.server");
  const { created } = await seedDemo(services);
  if (created) log.info({ ms: Date.now() - started }, "demo data seeded");
}

async function printDemoLogins() {
  const { DEMO_LOGINS } = await import("./scripts/seed/demo-logins");
  console.log(`\n  Haat is running on ${env.BASE_URL}\n  Demo shop: ${env.BASE_URL}/demo\n  Demo logins:`);
  for (const login of DEMO_LOGINS) {
    const shop = login.role === "seller" && login.shop ? `  (shop /${login.shop})` : "";
    console.log(`    ${login.role.padEnd(9)} ${login.email.padEnd(24)} password ${login.password}${shop}`);
  }
  console.log("");
}

/**
 * The cluster's primary: starts the embedded PostgreSQL (when DATABASE_URL is empty), has the
 * migrations, the auth secret and the demo seed done once by the setup process it forks, before any
 * worker starts; the workers get the database's URL and serve HTTP on the one port. It serves nothing itself.
 */
async function runPrimary(count: number) {
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    const started = Date.now();
    embedded = await startEmbeddedPostgres(env.DATA_DIR, (m) => log.debug({ pg: m }), undefined, env.POSTGRES_PROFILE);
    log.info({ ms: Date.now() - started, dir: path.join(env.DATA_DIR, "pg") }, "embedded PostgreSQL started");
  }
  const databaseUrl = env.DATABASE_URL ?? (embedded?.url as string);
  try {
    // Migrates, and writes DATA_DIR/auth-secret before any worker could race to make its own.
    await runSetup(databaseUrl, Boolean(embedded));
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  // Workers seed nothing: the setup process has (and a worker with DATABASE_URL set is never "embedded").
  // Nor do they start the database: BACKUPS=auto is decided here, where it is known to be embedded.
  const backups = env.BACKUPS === "auto" ? (embedded ? "on" : "off") : env.BACKUPS;
  const pool = startWorkerPool({ count, log, env: { DATABASE_URL: databaseUrl, SEED_DEMO: "false", BACKUPS: backups } });
  let shuttingDown = false;
  async function shutdown(signal: string, failed = false) {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, "shutting down");
    // Workers first (their requests in flight finish), the database they use last.
    const clean = await pool.stop();
    await embedded?.stop().catch((err) => log.error({ err }, "error while stopping PostgreSQL"));
    process.exit(clean && !failed ? 0 : 1);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  try {
    await pool.ready;
  } catch (err) {
    log.error({ err }, "the server did not start");
    await shutdown("boot failure", true);
    return;
  }
  log.info({ url: env.BASE_URL, workers: count, ms: Date.now() - bootStarted, node: process.version }, "Haat is ready");
  if (embedded || env.SEED_DEMO) await printDemoLogins();
}

/** One HTTP server process: the only one (WEB_CONCURRENCY=1, `npm run dev`) or a cluster worker. */
async function serve() {
  // Read by V8 at each full collection, so setting it now governs the whole serving life.
  if (env.HEAP_GROWING_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWING_PERCENT}`);
  const { createServices } = await import("~/services.server");
  const services = await createServices(env, log);
  await seedIfDemo(services, services.embedded);

  // Every server process works the job queue unless told not to; jobs stop in services.close().
  // In a cluster that is every worker: the queue is in PostgreSQL and pg-boss shares it out.
  if (env.JOB_WORKERS === "on") await (await import("~/jobs/workers.server")).startWorkers(services);

  const isProduction = env.NODE_ENV === "production";
  // BUILD_DIR matches react-router.config.ts: parallel test runs keep separate builds.
  // Imported here, not above: a cluster's primary never loads the HTTP app (Express, React Router).
  const { createHttpApp } = await import("~/http/app.server");
  let shuttingDown = false;
  // In a cluster every answer names its worker's pid, so an operator (and the cluster test) can tell
  // which process served it; while shutting down, every answer closes its connection, so keep-alive
  // clients let go.
  const workerHeader: Record<string, string> = cluster.isWorker ? { "X-Haat-Worker": String(process.pid) } : {};
  const closing = { ...workerHeader, Connection: "close" };
  const app = await createHttpApp({
    services,
    buildDir: isProduction ? path.resolve(process.env.BUILD_DIR ?? "build") : undefined,
    headersForEveryResponse: () => (shuttingDown ? closing : workerHeader),
  });

  // Express 5 hands a listen error (the port taken) to this callback: exit then, rather than log
  // "ready" and linger without a port (a cluster's primary sees the exit and gives up).
  const server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    if (error) {
      log.fatal({ err: error, port: env.PORT }, "cannot listen");
      process.exit(1);
    }
    // Once serving, an exception thrown outside a request's own handling (an event listener, a
    // timer, a stream's callback) is logged, not fatal: dying would drop every request in flight
    // here, and one crafted request sent again and again would keep the shop offline while the
    // primary restarts its workers with a growing delay. (Before this, a boot failure still exits.)
    process.on("uncaughtException", (err) => log.error({ err }, "uncaught exception; still serving"));
    process.on("unhandledRejection", (err) => log.error({ err }, "unhandled rejection; still serving"));
    if (cluster.isWorker) {
      log.info({ ms: Date.now() - bootStarted, node: process.version }, "server worker listening");
      return;
    }
    log.info({ url: env.BASE_URL, ms: Date.now() - bootStarted, node: process.version }, "Haat is ready");
    if (services.embedded || env.SEED_DEMO) void printDemoLogins(); // only prints
  });

  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests in flight finish before the database pool closes (the 10 s timer above bounds it).
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await closed;
    await services.close().catch((err) => log.error({ err }, "error while closing"));
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
