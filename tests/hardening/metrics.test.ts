// GET /metrics (app/http/metrics.server.ts, docs/decisions/0092-metrics.md) against the production
// build: what a few requests leave in it (route patterns, page-cache hits and misses, checkouts by
// outcome, the pool and the job queue), who may read it (this machine's own socket, or the bearer
// token; a proxy header or another socket gets the 404 of any missing file), and that no label ever
// carries a URL or an id.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../app/http/app.server";
import { routeLabel } from "../../app/http/metrics.server";
import { makeProduct } from "../integration/checkout-fixtures";
import { type AppServer, openShop, productionBuildDir, signUp, startAppServer } from "./support/app-server";
import { checkout, newShopper } from "./support/shoppers";
import { Visitor } from "./support/visitor";

const TOKEN = "metrics-token-for-the-hardening-test";
const HANDLE = "metrics-shop";
let server: AppServer;
let productId: string;

beforeAll(async () => {
  server = await startAppServer({ METRICS_TOKEN: TOKEN, PAGE_CACHE_SECONDS: "60" });
  const owner = await signUp(server, "Metrics Seller", "seller");
  const shop = await openShop(server, owner, HANDLE);
  productId = (await makeProduct(server.services.db, shop.id, { name: "Counted Kurta", stock: 50 })).id;
});
afterAll(async () => {
  await server?.close();
});

// ── reading the exposition format ──────────────────────────────────────────────────────────────
type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels`. */
function sumOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(`${server.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  return { text, samples: parse(text) };
}

// ── what a few requests leave ──────────────────────────────────────────────────────────────────
describe("GET /metrics from this machine", () => {
  it("counts pages by route pattern, page-cache hits and misses, checkouts by outcome, the pool and the queue", async () => {
    const before = (await scrape()).samples;

    // A page, a cached page twice (a fresh query string: its first request renders), checkouts.
    const about = await fetch(`${server.url}/about`);
    expect(about.status).toBe(200);
    // One of the page's scripts: served by express.static mounted at /assets.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(await about.text())?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    const product = `/${HANDLE}/product/${productId}?from=metrics-${randomUUID()}`;
    const caches = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}${product}`);
      expect(res.status).toBe(200);
      caches.push(res.headers.get("x-cache"));
    }
    expect(caches).toEqual(["MISS", "HIT"]);
    const shopper = await newShopper(new Visitor(server.url), HANDLE, "Metrics Shopper");
    const lines = [{ productId, color: "Red", size: "M", quantity: 1 }];
    const checkoutId = randomUUID();
    for (let i = 0; i < 2; i++) expect((await checkout(shopper, HANDLE, checkoutId, lines)).status).toBe(200);
    const refused = await checkout({ ...shopper, addressId: randomUUID() }, HANDLE, randomUUID(), lines);
    expect(refused.status).toBe(404);

    const { text, samples: after } = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);

    const duration = "haat_http_request_duration_seconds_count";
    expect(grew(duration, { method: "GET", route: "/about", status: "200" })).toBe(1);
    expect(grew(duration, { method: "GET", route: "/assets/*", status: "200" })).toBe(1);
    expect(grew(duration, { method: "GET", route: "/:shop/product/:productId", status: "200" })).toBe(2);
    // The shopper's requests: sign-up (better-auth), the address form and the checkouts (single fetch).
    expect(grew(duration, { method: "POST", route: "/api/auth/*" })).toBeGreaterThanOrEqual(1);
    expect(grew(duration, { method: "POST", route: "/:shop/addresses.data" })).toBe(1);
    expect(grew(duration, { method: "POST", route: "/:shop/checkout.data" })).toBe(3);
    // Each histogram's buckets are cumulative and end in +Inf = _count.
    const buckets = after.filter(
      (s) => s.name === "haat_http_request_duration_seconds_bucket" && s.labels.route === "/about" && s.labels.status === "200",
    );
    expect(buckets.map((s) => s.value)).toEqual([...buckets.map((s) => s.value)].sort((a, b) => a - b));
    expect(buckets.at(-1)?.labels.le).toBe("+Inf");
    expect(buckets.at(-1)?.value).toBe(sumOf(after, duration, { method: "GET", route: "/about", status: "200" }));

    const cache = "haat_page_cache_requests_total";
    expect(grew(cache, { result: "miss", route: "/:shop/product/:productId" })).toBe(1);
    expect(grew(cache, { result: "hit", route: "/:shop/product/:productId" })).toBe(1);

    expect(grew("haat_checkouts_total", { outcome: "placed" })).toBe(1);
    expect(grew("haat_checkouts_total", { outcome: "replayed" })).toBe(1);
    expect(grew("haat_checkouts_total", { outcome: "refused" })).toBe(1);
    expect(grew("haat_checkout_refusals_total", { reason: "address_not_found" })).toBe(1);

    expect(sumOf(after, "haat_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sumOf(after, "haat_db_pool_max_connections")).toBe(10);
    expect(after.some((s) => s.name === "haat_db_pool_waiting_requests")).toBe(true);
    // The placed checkout queued its e-mails; no worker runs in this test, so they wait.
    expect(sumOf(after, "haat_job_queue_jobs", { queue: "mail", state: "created" })).toBeGreaterThanOrEqual(2);
    expect(text).toContain("# TYPE haat_job_failures_total counter");
    // prom-client's process metrics.
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
    ])
      expect(after.some((s) => s.name === name)).toBe(true);

    // No label carries what was in a URL.
    for (const secret of [productId, checkoutId, shopper.addressId, HANDLE, "from=metrics"]) expect(text).not.toContain(secret);
  });
});

// ── who may read it ────────────────────────────────────────────────────────────────────────────
/** This machine's first non-loopback IPv4 address: a socket from it is not a local one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: "manual" });
  return { status: res.status, body: await res.text() };
}

describe("who may read /metrics", () => {
  it("refuses a request that came through a proxy on this machine, whatever it claims", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect((await get(`${server.url}/metrics`, { [header]: "127.0.0.1" })).status).toBe(404);
    }
    expect((await get(`${server.url}/metrics`, { "x-forwarded-for": "127.0.0.1", authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  // A second listener on this machine's outward address, serving the same app: a real non-local socket.
  it.skipIf(!outside)("answers a non-local socket 404 like any missing file, unless it brings the token", async () => {
    const app = await createHttpApp({ services: server.services, buildDir: productionBuildDir() });
    const listener = http.createServer(app);
    await new Promise<void>((resolve) => listener.listen(0, outside, resolve));
    const base = `http://${outside}:${(listener.address() as AddressInfo).port}`;
    try {
      const missingFile = await get(`${base}/media/no-such-file.webp`);
      const answers = {
        plain: await get(`${base}/metrics`),
        "claims localhost": await get(`${base}/metrics`, {
          "x-forwarded-for": "127.0.0.1",
          "x-real-ip": "127.0.0.1",
          forwarded: "for=127.0.0.1",
        }),
        "wrong token": await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}x` }),
        "token without scheme": await get(`${base}/metrics`, { authorization: TOKEN }),
      };
      for (const [what, answer] of Object.entries(answers)) expect({ what, ...answer }).toEqual({ what, ...missingFile });
      expect(missingFile.status).toBe(404);
      const right = await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(right.status).toBe(200);
      expect(right.body).toContain("haat_http_request_duration_seconds_bucket");
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

// ── labels are route patterns, never URLs ──────────────────────────────────────────────────────
describe("routeLabel", () => {
  let build: ServerBuild;
  let patternOf: (id: string) => string;
  /** React Router's own answer: matchRoutes over the build's tree, its matches' paths joined. */
  let routerPattern: (pathname: string) => string | null;
  beforeAll(async () => {
    build = (await import(pathToFileURL(path.join(productionBuildDir(), "server/index.js")).href)) as ServerBuild;
    const routes = Object.values(build.routes).filter((r) => r !== undefined);
    const byId = new Map(routes.map((r) => [r.id, r]));
    patternOf = (id) => {
      const parts: string[] = [];
      for (let r = byId.get(id); r; r = r.parentId ? byId.get(r.parentId) : undefined) if (r.path) parts.unshift(r.path);
      return `/${parts.join("/")}`;
    };
    const tree = (parentId?: string): RouteObject[] =>
      routes
        .filter((r) => r.parentId === parentId)
        .map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: tree(r.id) }) as RouteObject);
    const root = tree();
    routerPattern = (pathname) => {
      const matches = matchRoutes(root, { pathname });
      return matches
        ? `/${matches
            .map((m) => m.route.path)
            .filter(Boolean)
            .join("/")}`
        : null;
    };
  });

  const segment = (literal: string[]) =>
    fc.oneof(
      fc.uuid(),
      fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
      fc.constantFrom(
        ...literal,
        "assets",
        "media",
        "api",
        "auth",
        "metrics",
        "..",
        ".",
        "%2e%2e",
        "favicon.ico",
        "x.webp",
        "%00",
        "ABOUT",
      ),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.string({ maxLength: 12 }),
    );
  const literalsOf = () => [...new Set(Object.keys(build.routes).flatMap((id) => patternOf(id).split("/")))];

  it("labels any path with a route pattern of the build or a fixed group, never with a part of the path", () => {
    const patterns = Object.keys(build.routes).map((id) => patternOf(id));
    const allowed = new Set([
      ...patterns,
      ...patterns.map((p) => `${p}.data`),
      ...["/assets/*", "/media/*", "/api/auth/*", "/healthz", "/metrics", "static", "unmatched"],
    ]);
    const words = [...allowed].join(" ");
    fc.assert(
      fc.property(fc.array(segment(literalsOf()), { maxLength: 6 }), fc.boolean(), (segments, data) => {
        const pathname = `/${segments.join("/")}${data ? ".data" : ""}`;
        const label = routeLabel(pathname, build.routes);
        expect(allowed.has(label), `${pathname} → ${label}`).toBe(true);
        // Whatever the path held that is not a route's own word stays out of the label.
        for (const s of segments) if (s.length > 2 && !words.includes(s)) expect(label).not.toContain(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("picks the route React Router's matchRoutes picks (ranked once per build, not per request)", () => {
    const warn = console.warn;
    console.warn = () => {}; // matchRoutes' note on every malformed percent-encoding
    try {
      fc.assert(
        fc.property(fc.array(segment(literalsOf()), { maxLength: 6 }), (segments) => {
          const pathname = `/${segments.join("/")}`;
          if (/^\/(assets|media|api\/auth)\/|^\/(healthz|metrics)$/.test(pathname)) return; // not React Router's
          // React Router treats a segment after one with a backslash oddly (browsers never send one):
          // the label may then differ from its choice, and is still one of the patterns (test above).
          if (/\\|%5c/i.test(pathname)) return;
          const label = routeLabel(pathname, build.routes);
          const router = routerPattern(pathname);
          if (label === "static") expect(router).toMatch(/\/[:*][^/]*$/);
          else expect(label, pathname).toBe(router ?? "unmatched");
        }),
        { numRuns: 3000 },
      );
    } finally {
      console.warn = warn;
    }
  });
});
