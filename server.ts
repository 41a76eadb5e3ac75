// The production (and dev) HTTP server: Express 5 in front of React Router and better-auth.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import helmet from "helmet";
import pino from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { createServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { DEMO_LOGINS, seedDemo } from "./scripts/seed/demo.server";

const env = parseEnv();
const log = pino({ level: env.LOG_LEVEL });
const isProduction = env.NODE_ENV === "production";
const bootStarted = Date.now();

const services = await createServices(env, log);

if (services.embedded || env.SEED_DEMO) {
  const started = Date.now();
  const { created } = await seedDemo(services);
  if (created) log.info({ ms: Date.now() - started }, "demo data seeded");
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");

// A fresh nonce per response lets React Router's inline scripts pass a strict CSP.
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "connect-src": isProduction ? ["'self'"] : ["'self'", "ws:"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.BASE_URL.startsWith("https://"),
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
app.use(compression());
app.use(
  pinoHttp({
    logger: log,
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    serializers: { req: (req) => ({ method: req.method, url: req.url }), res: (res) => ({ status: res.statusCode }) },
  }),
);
// better-auth reads the client IP (rate limiting) from this header only; overwrite whatever came in.
app.use((req, _res, next) => {
  req.headers["x-haat-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});

app.get("/healthz", async (_req, res) => {
  try {
    await services.db.execute(sql`select 1`);
    res.json({ status: "ok" });
  } catch (error) {
    log.error({ err: error }, "health check failed");
    res.status(503).json({ status: "database unavailable" });
  }
});

app.get("/media/*key", async (req, res, next) => {
  const key = (req.params as { key: string[] }).key.join("/");
  const object = await services.storage.get(key);
  if (!object) return next();
  res.setHeader("Content-Type", key.endsWith(".webp") ? "image/webp" : "application/octet-stream");
  res.setHeader("Content-Length", object.size);
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  object.body.pipe(res);
});

app.all("/api/auth/*splat", toNodeHandler(services.auth));

let build: ServerBuild | (() => Promise<ServerBuild>);
if (isProduction) {
  // BUILD_DIR matches react-router.config.ts: parallel test runs keep separate builds.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
  build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

app.all(
  "*splat",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (_req, res) => ({ services, cspNonce: res.locals.cspNonce as string }),
  }),
);

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
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await services.close().catch((err) => log.error({ err }, "error while closing"));
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
