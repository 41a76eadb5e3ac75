// The server entry: boot the services, seed the demo on a fresh embedded DB, serve. `react-router build`
// compiles it to build/server/main.js (vite.config.ts), which `npm start` and the e2e and hardening
// tests run with plain node; `npm run dev` runs it from source with tsx (Vite middleware).
import path from "node:path";
import pino from "pino";
import { createHttpApp } from "~/http/app.server";
import { startWorkers } from "~/jobs/workers.server";
import { createServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { DEMO_LOGINS, seedDemo } from "./scripts/seed/demo.server";

const env = parseEnv();
const log = pino({ level: env.LOG_LEVEL });
const bootStarted = Date.now();

const services = await createServices(env, log);

if (services.embedded || env.SEED_DEMO) {
  const started = Date.now();
  const { created } = await seedDemo(services);
  if (created) log.info({ ms: Date.now() - started }, "demo data seeded");
}

// Every server process works the job queue unless told not to; jobs stop in services.close().
if (env.JOB_WORKERS === "on") await startWorkers(services);

const isProduction = env.NODE_ENV === "production";
// BUILD_DIR matches react-router.config.ts: parallel test runs keep separate builds.
const app = await createHttpApp({ services, buildDir: isProduction ? path.resolve(process.env.BUILD_DIR ?? "build") : undefined });

const server = app.listen(env.PORT, env.HOST, () => {
  log.info({ url: env.BASE_URL, ms: Date.now() - bootStarted }, "Haat is ready");
  if (services.embedded || env.SEED_DEMO) {
    console.log(`\n  Haat is running on ${env.BASE_URL}\n  Demo shop: ${env.BASE_URL}/demo\n  Demo logins:`);
    for (const login of DEMO_LOGINS) {
      const shop = login.role === "seller" && login.shop ? `  (shop /${login.shop})` : "";
      console.log(`    ${login.role.padEnd(9)} ${login.email.padEnd(24)} password ${login.password}${shop}`);
    }
    console.log("");
  }
});

let shuttingDown = false;
// While shutting down, every answer closes its connection, so keep-alive clients let go.
server.on("request", (_req, res) => {
  if (shuttingDown) res.setHeader("Connection", "close");
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
