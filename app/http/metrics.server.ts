// Prometheus metrics (docs/decisions/0092-metrics.md): one registry and every metric of the app, with the
// small functions the rest of the code calls. GET /metrics answers only the machine itself or a
// holder of METRICS_TOKEN; anyone else gets the same 404 as any unknown file.
//
// Labels are bounded by construction: a request is labelled with its React Router route pattern
// (`/:shop/product/:productId`), never its URL; a checkout refusal with its DomainError code, up to
// MAX_REASONS of them. Per process: with several processes, see the decision record (AggregatorRegistry).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isIPv4 } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { countJobs } from "~/queue/queue.server";
import { asDomainError } from "./reply.server";

/** Every metric of the process. */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  /** What the scrape-time gauges read: the services last given to metricsEndpoint. */
  const watched: { services?: Pick<AppServices, "db" | "log"> } = {};
  const poolGauge = (name: string, help: string, read: (pool: AppServices["db"]["$client"]) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (watched.services) this.set(read(watched.services.db.$client));
      },
    });
  poolGauge("haat_db_pool_connections", "Open connections in this process's PostgreSQL pool.", (p) => p.totalCount);
  poolGauge("haat_db_pool_idle_connections", "Open connections waiting for a query.", (p) => p.idleCount);
  poolGauge("haat_db_pool_waiting_requests", "Queries waiting for a connection (the pool is at its maximum).", (p) => p.waitingCount);
  poolGauge("haat_db_pool_max_connections", "The pool's maximum size.", (p) => p.options.max ?? 10);
  new Gauge({
    name: "haat_job_queue_jobs",
    help: "Jobs in pg-boss's job table per queue and state (created and retry are waiting; failed ran out of retries).",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    // The same database for every process: aggregated, the value is taken once, not summed.
    aggregator: "max",
    async collect() {
      const services = watched.services;
      if (!services) return;
      this.reset();
      try {
        for (const row of await countJobs(services.db, JOB_STATES)) this.set({ queue: row.queue, state: row.state }, row.jobs);
      } catch (err) {
        // The other metrics still answer; an empty gauge (and this line) says the database did not.
        services.log.warn({ err }, "metrics: job queue sizes unavailable");
      }
    },
  });
  return {
    registry,
    watched,
    /** Checkout refusal reasons seen so far (bounded, see boundedReason). */
    reasons: new Set<string>(),
    requestDuration: new Histogram({
      name: "haat_http_request_duration_seconds",
      help: "Time from a request's arrival to its response's last byte (or the client leaving), by route pattern.",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: "haat_page_cache_requests_total",
      help: "Guest storefront pages answered from the page cache (hit) or rendered into it (miss).",
      labelNames: ["result", "route"] as const,
      registers: [registry],
    }),
    checkouts: new Counter({
      name: "haat_checkouts_total",
      help: "Checkout attempts by outcome: placed, replayed (same checkout id again), refused (a rule said no), error.",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    checkoutRefusals: new Counter({
      name: "haat_checkout_refusals_total",
      help: "Refused checkout attempts by reason code (address_required, rate_limited, out_of_stock…).",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: "haat_job_failures_total",
      help: "Job handler runs that threw in this process (each is retried until its queue's retry limit).",
      labelNames: ["queue"] as const,
      registers: [registry],
    }),
  };
}

/** Job states worth watching: waiting (created, retry), running (active), given up (failed). */
const JOB_STATES = ["created", "retry", "active", "failed"];

// One set per process: this module is bundled twice (the routes' build and server.ts's main.js), and
// a counter bumped by a route must be the one /metrics reads.
const METRICS = Symbol.for("haat.metrics");
const processGlobal = globalThis as { [METRICS]?: ReturnType<typeof createMetrics> };
processGlobal[METRICS] ??= createMetrics();
const metrics = processGlobal[METRICS];
export const registry = metrics.registry;

// ── hooks the rest of the app calls ───────────────────────────────────────────────────────────────

/** Counts a checkout attempt (placing, or refused before or while placing) and passes its result on. */
export async function countCheckout<T extends { replayed: boolean }>(attempt: () => Promise<T>): Promise<T> {
  try {
    const placed = await attempt();
    metrics.checkouts.inc({ outcome: placed.replayed ? "replayed" : "placed" });
    return placed;
  } catch (error) {
    const refusal = asDomainError(error);
    metrics.checkouts.inc({ outcome: refusal ? "refused" : "error" });
    if (refusal) metrics.checkoutRefusals.inc({ reason: boundedReason(refusal.code) });
    throw error;
  }
}

const MAX_REASONS = 40;
/** Codes are constants in our code; this keeps the label bounded even if one ever were not. */
function boundedReason(code: string): string {
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(code)) return "other";
  const { reasons } = metrics;
  if (!reasons.has(code) && reasons.size >= MAX_REASONS) return "other";
  reasons.add(code);
  return code;
}

/** Runs one job's handler, counting it when it throws (the queue then retries it). */
export async function countJobFailure(queue: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    metrics.jobFailures.inc({ queue });
    throw error;
  }
}

// ── request durations ─────────────────────────────────────────────────────────────────────────────

/** Paths outside React Router, each one label whatever follows. */
const FIXED_PREFIXES: Array<[string, string]> = [
  ["/assets/", "/assets/*"],
  ["/media/", "/media/*"],
  ["/api/auth/", "/api/auth/*"],
];
const FIXED_PATHS = new Set(["/healthz", "/metrics"]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

type RouteTable = ServerBuild["routes"];

/** One way down the route tree, as React Router ranks them: its whole pattern, compiled once. */
interface Branch {
  pattern: string;
  regex: RegExp;
  score: number;
  /** Child positions from the root: siblings of equal score keep their order. */
  indexes: number[];
}
const branchCache = new WeakMap<RouteTable, Branch[]>();

// React Router's own ranking (computeScore in its matchRoutes): static 10, dynamic 3, empty 1, a
// splat -2, an index route +2, plus the number of segments.
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== "*") score += /^:[\w-]+$/.test(s) ? 3 : s === "" ? 1 : 10;
  return score;
}

/** React Router's compilePath for an ending pattern (case-insensitive, trailing slashes allowed). */
function regexOf(pattern: string, caseSensitive: boolean): RegExp {
  let source = `^${pattern
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:[\w-]+(\?)?/g, (_, optional) => (optional ? "(?:/[^/]*)?" : "/[^/]+"))
    .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2")}`;
  if (pattern.endsWith("*")) source += pattern === "*" || pattern === "/*" ? ".*$" : "(?:\\/.+|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}

/**
 * The build's routes as React Router ranks them for matching, made once per build. Not its
 * matchRoutes: that flattens and sorts the whole tree on every call (about 0.5 ms here per request).
 */
function branchesOf(routes: RouteTable): Branch[] {
  const made = branchCache.get(routes);
  if (made) return made;
  const all = Object.values(routes).filter((r) => r !== undefined);
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, parentPath: string, indexes: number[]) => {
    all
      .filter((r) => r.parentId === parentId)
      .forEach((r, i) => {
        // React Router's joinPaths: an index or pathless route keeps its parent's path plus "/" (scored so).
        const joined = `${parentPath}/${r.path ?? ""}`.replace(/\/\/+/g, "/");
        walk(r.id, joined, [...indexes, i]);
        if (r.path == null && !r.index) return; // a layout without a path never matches alone
        branches.push({
          pattern: joined.length > 1 ? joined.replace(/\/$/, "") : joined,
          regex: regexOf(joined, r.caseSensitive === true),
          score: scoreOf(joined, r.index === true),
          indexes: [...indexes, i],
        });
      });
  };
  walk(undefined, "", []);
  const siblings = (a: number[], b: number[]) => a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  branches.sort((a, b) => b.score - a.score || (siblings(a.indexes, b.indexes) ? (a.indexes.at(-1) ?? 0) - (b.indexes.at(-1) ?? 0) : 0));
  branchCache.set(routes, branches);
  return branches;
}

/** React Router's decodePath: each segment decoded, a decoded slash kept as %2F; as it came when malformed. */
function decoded(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  try {
    return pathname
      .split("/")
      .map((s) => decodeURIComponent(s).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/**
 * The label of a request path: its route pattern (`.data` kept for single fetch), a fixed group for
 * what React Router does not serve, `static` for a file name in a route's parameter (the favicon,
 * public/ pictures: shop handles and ids never contain a dot), `unmatched` otherwise. Never the URL.
 */
export function routeLabel(pathname: string, routes: RouteTable | undefined): string {
  if (FIXED_PATHS.has(pathname)) return pathname;
  for (const [prefix, label] of FIXED_PREFIXES) if (pathname.startsWith(prefix)) return label;
  const data = pathname.endsWith(".data");
  // Single fetch asks for `/x` as `/x.data`, and for `/` or `/x/` as `/_.data` or `/x/_.data`.
  const page = decoded(data ? pathname.slice(0, -(pathname.endsWith("/_.data") ? "_.data" : ".data").length) : pathname);
  const suffix = data ? ".data" : "";
  if (!routes) return `page${suffix}`; // development: Vite serves the build
  const pattern = branchesOf(routes).find((b) => b.regex.test(page))?.pattern;
  if (pattern === undefined) return "unmatched";
  if (!data && /\/[:*][^/]*$/.test(pattern) && /\.[^/]*$/.test(page)) return "static";
  return `${pattern}${suffix}`;
}

/** Times every request; `routes` gives the production build's route table once it is loaded. */
export function requestMetrics(routes: () => RouteTable | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Read now: a mounted middleware (express.static under /assets) leaves req.url shortened when it answers.
    const pathname = req.path;
    res.once("close", () => {
      const route = routeLabel(pathname, routes());
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      const method = METHODS.has(req.method) ? req.method : "other";
      metrics.requestDuration.observe({ method, route, status }, Number(process.hrtime.bigint() - started) / 1e9);
      // The page cache says what it did in X-Cache (app/http/page-cache.server.ts).
      const cache = res.getHeader("x-cache");
      if (cache === "HIT" || cache === "MISS") metrics.pageCache.inc({ result: cache.toLowerCase(), route });
    });
    next();
  };
}

// ── the endpoint ──────────────────────────────────────────────────────────────────────────────────

/** Headers a proxy adds: a request carrying one came through a proxy, whatever the socket says. */
const FORWARDED = ["forwarded", "x-forwarded-for", "x-real-ip"];

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (a dual-stack socket's form). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith("127.");
  return address === "::1" || address === "0:0:0:0:0:0:0:1";
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * May this request read the metrics? The socket's own address is loopback and no proxy header is
 * present (a proxy on the same machine connects from 127.0.0.1 too), or it carries
 * `Authorization: Bearer <token>`, compared in constant time (hashes of equal length).
 */
export function metricsAllowed(
  request: { remoteAddress: string | undefined; headers: IncomingHttpHeaders },
  token: string | undefined,
): boolean {
  const authorization = request.headers.authorization;
  if (token && typeof authorization === "string") {
    const given = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
    if (given !== undefined && timingSafeEqual(digest(given), digest(token))) return true;
  }
  return isLoopback(request.remoteAddress) && FORWARDED.every((name) => request.headers[name] === undefined);
}

/** GET /metrics; also names the services whose pool and job queue the gauges read. */
export function metricsEndpoint(services: Pick<AppServices, "db" | "log" | "env">) {
  metrics.watched.services = services;
  return async (req: Request, res: Response) => {
    if (!metricsAllowed({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, services.env.METRICS_TOKEN)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Content-Type", registry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(await registry.metrics());
  };
}
