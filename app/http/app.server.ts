// The HTTP application: Express 5 in front of React Router and better-auth. server.ts boots it for
// `npm start`; tests build it in-process against their own services and build folder.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { pingDatabase } from "~/db/client.server";
import { localeMiddleware } from "~/i18n/locale.server";
import { buildsByLocale, localeOfRequest } from "~/i18n/locale-builds.server";
import { type Locale, mapLocales } from "~/i18n/locales";
import { PRIVATE_PREFIX } from "~/media/storage.server";
import { AUTH_BODY_LIMIT, bodyGuard, boundedRawBody, MAX_BODY_BYTES } from "./body.server";
import { compressResponses } from "./compression.server";
import { buildLoadContext } from "./load-context.server";
import { metricsEndpoint, requestMetrics } from "./metrics.server";
import { createPageCache } from "./page-cache.server";
import { markWrites } from "./read-routing.server";
import { sameOriginOnly } from "./same-origin.server";
import { withoutSecrets } from "./secret-paths";

export interface HttpAppOptions {
  services: AppServices;
  /** Folder of a production build (`react-router build`); omitted in development (Vite middleware). */
  buildDir?: string;
  /** false: no request timing (the metrics overhead bench, scripts/bench/metrics-overhead.ts). */
  metrics?: boolean;
  /**
   * Headers every answer carries (a cluster worker's pid, `Connection: close` while shutting down),
   * set before any handler runs: a handler may finish its answer synchronously, after which no
   * header can be set.
   */
  headersForEveryResponse?: () => Record<string, string>;
}

export async function createHttpApp({
  services,
  buildDir,
  metrics = true,
  headersForEveryResponse,
}: HttpAppOptions): Promise<express.Express> {
  const { env, log } = services;
  const isProduction = buildDir !== undefined;
  const app = express();
  app.disable("x-powered-by");
  if (headersForEveryResponse) {
    app.use((_req, res, next) => {
      for (const [name, value] of Object.entries(headersForEveryResponse())) res.setHeader(name, value);
      next();
    });
  }
  // First, so every request is timed, labelled by its route pattern (docs/decisions/0092-metrics.md).
  if (metrics) app.use(requestMetrics(() => productionBuilds?.en.routes));
  // The build's scripts and stylesheets, ahead of everything below: a first visit asks for 30-odd of
  // them, and none needs a language, a nonce, a CSP, a log line or a body check (about 1 ms of CPU
  // each through that chain). Each was written in brotli and gzip too (scripts/vite/precompress-assets.ts)
  // and is sent as it is, so the compression middleware would have nothing to do.
  if (buildDir !== undefined) {
    app.use(
      "/assets",
      expressStaticGzip(path.join(buildDir, "client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: { immutable: true, maxAge: "1y", index: false, setHeaders: assetSecurityHeaders },
      }),
    );
  }
  // Behind a proxy, client IPs (rate limits) come from X-Forwarded-For; see docs/deploy.md.
  app.set("trust proxy", env.TRUST_PROXY);
  // Everything after this runs in the request's language (app/i18n/locale.server.ts): pages, the
  // page cache's key, better-auth's e-mails and the refusals below.
  app.use(localeMiddleware(env.BASE_URL.startsWith("https://")));
  // Before anything else: a body over every route's limit is refused unread, and whatever an answer
  // leaves unread is dropped, never queued (see body.server.ts).
  app.use(bodyGuard((req) => (req.path.startsWith("/api/auth/") ? AUTH_BODY_LIMIT : MAX_BODY_BYTES)));

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
  // Once per response, at measured levels; page-cache hits arrive already compressed (compression.server.ts).
  app.use(compressResponses());
  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: { req: (req) => ({ method: req.method, url: withoutSecrets(req.url) }), res: (res) => ({ status: res.statusCode }) },
    }),
  );
  // better-auth reads the client IP (rate limiting) from this header only; overwrite whatever came in.
  app.use((req, _res, next) => {
    req.headers["x-haat-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  // PostgreSQL text cannot hold NUL, and no page or id of ours has one: refuse such URLs (path or
  // query) here rather than let a loader's query fail with a 500.
  app.use((req, res, next) => {
    if (!req.url.includes("%00")) return next();
    res.status(400).type("text/plain").send("Bad request: the address contains a NUL character.");
  });

  // With a read replica, a browser that writes reads the primary for a few seconds after.
  if (services.catalogDb !== services.db) app.use(markWrites(services));

  app.get("/healthz", async (_req, res) => {
    try {
      await pingDatabase(services.db);
      res.json({ status: "ok" });
    } catch (error) {
      log.error({ err: error }, "health check failed");
      res.status(503).json({ status: "database unavailable" });
    }
  });

  app.get("/metrics", metricsEndpoint(services));

  app.get("/media/*key", async (req, res) => {
    const key = (req.params as { key: string[] }).key.join("/");
    // Data exports lie under the private prefix: only their own route, after sign-in, sends them.
    const object = key.toLowerCase().startsWith(PRIVATE_PREFIX) ? null : await services.storage.get(key);
    // Answered here: falling through would let React Router resolve the path (dot segments and
    // all) as some other page, e.g. /media/../x as the shop "x".
    if (!object) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Content-Type", key.endsWith(".webp") ? "image/webp" : "application/octet-stream");
    res.setHeader("Content-Length", object.size);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    try {
      // pipeline, not pipe: a read error or a client that goes away destroys both ends (an S3
      // body lets go of its connection) instead of leaving an unhandled error or a dangling stream.
      await pipeline(object.body, res);
    } catch (error) {
      if (res.writableEnded || (error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE") return; // the client left
      log.error({ err: error, key }, "media read failed");
    }
  });

  app.all("/api/auth/*splat", boundedRawBody(AUTH_BODY_LIMIT), toNodeHandler(services.auth));

  // Each language's pages load their own copy of the browser scripts (app/i18n/locale-builds.server.ts);
  // in development Vite serves one copy that speaks every language.
  let builds: Record<Locale, ServerBuild | (() => Promise<ServerBuild>)>;
  let productionBuilds: Record<Locale, ServerBuild> | undefined;
  if (isProduction) {
    // Only a path under one of the client build's own top-level names can be a file: any other
    // request (every page and .data) goes on without a file-system lookup of its own.
    const clientDir = path.join(buildDir, "client");
    const clientNames = new Set(readdirSync(clientDir));
    const clientFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (clientNames.has(req.path.split("/", 2)[1]) ? clientFiles(req, res, next) : next()));
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    builds = productionBuilds = buildsByLocale(build, buildDir);
  } else {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    const build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    builds = mapLocales(() => build);
  }

  // /api/auth is left to better-auth's own origin check (trustedOrigins = BASE_URL).
  app.use(
    sameOriginOnly(
      () => env.BASE_URL,
      (reason) => log.warn({ reason }, "cross-origin request refused"),
    ),
  );

  if (productionBuilds && env.PAGE_CACHE_SECONDS > 0) {
    const maxBytes = env.PAGE_CACHE_MB * 1024 * 1024;
    const pageCache = createPageCache({ services, builds: productionBuilds, ttlSeconds: env.PAGE_CACHE_SECONDS, maxBytes });
    app.locals.pageCache = pageCache; // its stats(), for tests and metrics
    app.get("*splat", pageCache);
  }

  // Under tsx (`npm run dev`) require() skips react-router's `module-sync` export and loads its
  // CommonJS copy, not the one @react-router/express imports; this module's import is that one.
  const Provider = isProduction ? undefined : RouterContextProvider;
  const handlers = mapLocales((locale) =>
    createRequestHandler({
      build: builds[locale],
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        buildLoadContext(builds[locale], services, {
          cspNonce: res.locals.cspNonce as string,
          singleFetch: req.path.endsWith(".data"),
          Provider,
        }),
    }),
  );
  app.all("*splat", (req, res, next) => {
    const locale = productionBuilds ? localeOfRequest(productionBuilds, req.path, res.locals.locale) : res.locals.locale;
    handlers[locale as Locale](req, res, next);
  });
  return app;
}

/** What helmet would say of a script or stylesheet that matters: never sniffed, never embedded cross-site. */
function assetSecurityHeaders(res: ServerResponse) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
}
