// The floors (npm run bench:floor): what the storefront's uncached pages cost against two bare
// node:http servers. The SQL floor (scripts/bench/floor-server.ts) has a pg pool and runs the very SQL
// statements the app runs for a request; the render floor (scripts/bench/render-floor-server.ts) runs
// the same SQL and then does the least any React SSR app must: it renders the build's route
// components with the loader data the app produced for that request through renderToPipeableStream
// (for `.data`, encodes that data with React Router's turbo-stream encoder) and compresses the body as
// the app does — no request handling by the router, no middleware, session or Express.
//
// 1. Capture: the production server runs once with scripts/bench/floor-capture.mjs loaded and answers
//    four pages per sampled shop — the shop home (listing), a listing filtered by colour, size and
//    price, a search and a product page — as a guest and signed in, one request at a time; every
//    statement pg sent for each request is recorded with its parameters, so the floors run what the
//    app's loaders, middleware and session lookup actually send — no SQL is copied by hand, and each
//    shop's request has its own parameters. Each request's `.data` body is kept too: the loader data
//    the render floor renders and sends.
// 2. Measure: a fresh production server (PAGE_CACHE_SECONDS=0, nothing loaded into it, one process)
//    and both floors run side by side; each set's SQL floor, render floor (HTML and .data) and app
//    scenarios (HTML and .data) are loaded in turn with autocannon at BENCH_CONNECTIONS,
//    BENCH_FLOOR_PASSES times (every other pass in reverse order). Each app scenario is printed with
//    the CPU its process spent per request (all its threads, from /proc: the figure a busy machine
//    disturbs least) beside the two floors', its ratio to the render floor's, and its p99 latency.
//    One request's body from each server is kept in BENCH_DIR/floor-probes.
// 3. BENCH_PROFILE=1: the uncached listing HTML (guest) again, on the app and then on the render
//    floor, each under `node --cpu-prof`, with its top self-time functions and packages
//    (scripts/bench/cpu-profile.ts).
//
// Env as npm run bench (BENCH_PRODUCTS, BENCH_SELLERS, BENCH_SECONDS, BENCH_WARMUP, BENCH_CONNECTIONS,
// BENCH_DIR, BUILD_DIR, BENCH_BUILD), plus BENCH_PORT (4700; the SQL floor listens on the next port,
// the render floor on the one after), BENCH_SHOPS (100 shops captured and requested),
// BENCH_FLOOR_PASSES (2), BENCH_PROFILE_SECONDS (20), BENCH_SERVER_NODE_OPTIONS (node options for the
// measured app server, e.g. an experiment's --import).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { createDatabase } from "../../app/db/client.server";
import { ensureCatalogue } from "./catalogue";
import { summariseProfile } from "./cpu-profile";
import type { FloorStatements, Statement } from "./floor-server";
import {
  BENCH_DIR,
  BROWSER,
  BUILD_DIR,
  benchPostgres,
  cpuSeconds,
  ensureBuild,
  envNumber,
  LOAD,
  machine,
  printTable,
  startServer,
  writeResults,
} from "./harness";
import { catalogueSize, sampleShops } from "./plans";
import { ensureRatings } from "./ratings";
import type { FloorLoaderData } from "./render-floor-server";
import { type Customer, signInCustomer } from "./sign-in";

const { seconds: SECONDS, warmup: WARMUP, connections: CONNECTIONS, port: PORT } = LOAD;
const SHOPS = envNumber("BENCH_SHOPS", 100);
const PASSES = envNumber("BENCH_FLOOR_PASSES", 2);
const PROFILE_SECONDS = envNumber("BENCH_PROFILE_SECONDS", 20);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBES_DIR = path.join(BENCH_DIR, "floor-probes");

/** The header that marks a request to capture (scripts/bench/floor-capture.mjs); its value names the request. */
const CAPTURE_HEADER = "x-bench-capture";
/** One statement as floor-capture.mjs records it. */
interface CapturedStatement {
  key: string;
  text: string;
  values: unknown[];
  rowMode?: string;
  name?: string;
  started: number;
  ended: number;
}

type Shop = Awaited<ReturnType<typeof sampleShops>>[number];
type User = "guest" | "signed in";
const USERS: User[] = ["guest", "signed in"];
const PAGES = {
  listing: (shop: Shop) => `/${shop.handle}`,
  // All products of one colour and size within a price range (the shop's first product's colour and size).
  filtered: (shop: Shop) =>
    `/${shop.handle}?mode=all&color=${encodeURIComponent(shop.lines[0].color)}&size=${encodeURIComponent(shop.lines[0].size)}&min=200&max=6000`,
  // A fabric every generated shop sells (scripts/bench/catalogue.ts), by relevance.
  search: (shop: Shop) => `/${shop.handle}?mode=all&q=silk`,
  product: (shop: Shop) => `/${shop.handle}/product/${shop.lines[0].productId}`,
} as const;
type Page = keyof typeof PAGES;
const PAGE_NAMES: Record<Page, string> = {
  listing: "listing",
  filtered: "listing with filters",
  search: "search",
  product: "product",
};

/** A page's address, or its `.data` (the suffix goes before the query, as React Router's client puts it). */
export function pagePath(page: Page, shop: Shop, suffix: "" | ".data"): string {
  const [pathname, search] = PAGES[page](shop).split("?");
  return `${pathname}${suffix}${search ? `?${search}` : ""}`;
}

/** The floor set of a page and user, e.g. "listing/guest". */
const setOf = (page: Page, user: User) => `${page}/${user === "guest" ? "guest" : "signed-in"}`;

/**
 * Whether the app sent the render floor's body for the first shop's request: the same bytes once each
 * response's own CSP nonces are set aside, and the `fetchpriority="low"` the app's entry adds to module
 * preloads (app/http/module-preload-priority.server.ts: a choice of the app's, not something every SSR
 * app must do, so the render floor leaves it out).
 */
function sameBody(appTarget: string, renderTarget: string): string {
  const read = (name: string) =>
    readFileSync(probeFile(name), "utf8")
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replaceAll('<link rel="modulepreload" fetchpriority="low"', '<link rel="modulepreload"');
  return read(appTarget) === read(renderTarget) ? "yes" : "NO";
}

/** Groups one request's statements as the app ran them: a statement that started after another ended waited for it. */
export function inWaves(statements: CapturedStatement[]): Statement[][] {
  const waves: CapturedStatement[][] = [];
  for (const s of [...statements].sort((a, b) => a.started - b.started)) {
    const wave = waves.at(-1);
    if (wave?.every((w) => s.started < w.ended)) wave.push(s);
    else waves.push([s]);
  }
  return waves.map((wave) => wave.map(({ text, values, rowMode, name }) => ({ text, values, rowMode, name })));
}

/** Who answers a target: the app, the SQL floor (floor-server.ts) or the render floor (render-floor-server.ts). */
type ServerKind = "app" | "sql floor" | "render floor";

interface Target {
  name: string;
  set: string;
  server: ServerKind;
  /** "HTML" or ".data"; none for the SQL floor. */
  kind?: "HTML" | ".data";
  /** The path and headers of a request for shop number i, on connection `context`. */
  call(i: number, context: { customer?: Customer }): { path: string; headers: Record<string, string> };
}

function targets(shops: Shop[], customers: Customer[]): Target[] {
  let next = 0;
  return (Object.keys(PAGES) as Page[]).flatMap((page) =>
    USERS.flatMap((user): Target[] => {
      const set = setOf(page, user);
      // Each connection is one signed-in customer, as each browser is.
      const cookie = (context: { customer?: Customer }): Record<string, string> => {
        if (user === "guest") return {};
        context.customer ??= customers[next++ % customers.length];
        return { cookie: context.customer.cookie };
      };
      const app = (suffix: "" | ".data", kind: "HTML" | ".data"): Target => ({
        name: `${PAGE_NAMES[page]} ${kind}, ${user}`,
        set,
        server: "app",
        kind,
        call: (i, context) => ({ path: pagePath(page, shops[i], suffix), headers: { ...BROWSER, ...cookie(context) } }),
      });
      // The render floor compresses as the app does for what the browser accepts.
      const render = (suffix: "" | ".data", kind: "HTML" | ".data"): Target => ({
        name: `render floor: ${set} ${kind}`,
        set,
        server: "render floor",
        kind,
        call: (i) => ({ path: `/${set}/${i}${suffix}`, headers: { "accept-encoding": BROWSER["accept-encoding"] } }),
      });
      return [
        { name: `SQL floor: ${set}`, set, server: "sql floor", call: (i) => ({ path: `/${set}/${i}`, headers: {} }) },
        render("", "HTML"),
        render(".data", ".data"),
        app("", "HTML"),
        app(".data", ".data"),
      ];
    }),
  );
}

interface Measured {
  "req/s": number;
  /** The serving process's CPU (all threads) per request: steadier than req/s on a shared machine. */
  "CPU ms/req": number;
  "p50 ms": number;
  "p99 ms": number;
  "non-2xx": number;
  errors: number;
  /** The uncompressed body of one request (the first shop's). */
  bytes: number;
}

/** A server a scenario is measured on: where it answers, and the process whose CPU is read. */
interface Served {
  url: string;
  pid: number;
}

/** Where one request's body from a scenario is kept (the first shop's; signed in, as the first customer, as captured). */
const probeFile = (name: string) => path.join(PROBES_DIR, `${name.replace(/[^a-z0-9.]+/gi, "-")}.txt`);

async function measure(server: Served, target: Target, shops: number, first: Customer | undefined): Promise<Measured> {
  const probe = target.call(0, { customer: first });
  const res = await fetch(`${server.url}${probe.path}`, { headers: probe.headers });
  if (res.status !== 200) throw new Error(`${target.name}: GET ${probe.path} → ${res.status} ${(await res.text()).slice(0, 300)}`);
  // Kept for a look at what each server sent (the render floor's page beside the app's).
  const body = Buffer.from(await res.arrayBuffer());
  mkdirSync(PROBES_DIR, { recursive: true });
  writeFileSync(probeFile(target.name), body);
  const run = (duration: number) =>
    autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (req, context) => ({
            ...req,
            ...target.call(Math.floor(Math.random() * shops), context as { customer?: Customer }),
          }),
        },
      ],
    });
  if (WARMUP > 0) await run(WARMUP);
  const cpuBefore = cpuSeconds(server.pid);
  const r = await run(SECONDS);
  const cpuMs = (cpuSeconds(server.pid) - cpuBefore) * 1000;
  const row = {
    "req/s": Math.round(r.requests.average),
    "CPU ms/req": Number((cpuMs / Math.max(1, r.requests.total)).toFixed(2)),
    "p50 ms": r.latency.p50,
    "p99 ms": r.latency.p99,
    "non-2xx": r.non2xx,
    errors: r.errors + r.timeouts,
    bytes: body.length,
  };
  console.log(
    `  ${target.name}: ${row["req/s"]} req/s, ${row["CPU ms/req"]} CPU ms/req, p50 ${row["p50 ms"]} ms, p99 ${row["p99 ms"]} ms, ${row["non-2xx"]} non-2xx (load ${os.loadavg()[0].toFixed(1)})`,
  );
  return row;
}

/** A floor server (`script` in this folder) as a child process; resolves once it answers. */
async function startFloor(
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Served & { stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--import", "tsx", path.join(HERE, script)], {
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR, FLOOR_PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`${script} exited while starting`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 120) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exit;
    },
  };
}

/**
 * Loads each page once per shop and user through the capture hook; returns the statements per floor
 * set, and each request's loader data as the app answered its `.data` (the render floor's input).
 */
async function capture(appEnv: Record<string, string>, shops: Shop[], db: ReturnType<typeof createDatabase>) {
  const file = path.join(BENCH_DIR, "floor-capture.jsonl");
  rmSync(file, { force: true });
  const hook = pathToFileURL(path.join(HERE, "floor-capture.mjs")).href;
  const server = await startServer(PORT, {
    ...appEnv,
    NODE_OPTIONS: `--import ${hook}`,
    BENCH_CAPTURE_FILE: file,
    BENCH_CAPTURE_HEADER: CAPTURE_HEADER,
  });
  try {
    const customers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => signInCustomer(server.url, db, i)));
    const loaderData: FloorLoaderData = {};
    for (const [i, shop] of shops.entries()) {
      for (const page of Object.keys(PAGES) as Page[]) {
        for (const user of USERS) {
          // Every shop's HTML and .data, each once uncaptured first: what the measured requests run is
          // a warm server's SQL (a shop's navigation, for one, is then kept in memory:
          // docs/decisions/0104-shop-content-cache.md). The .data's SQL is captured for the first few
          // only, to check it runs the same; its body for every shop is the loader data the render
          // floor renders and sends.
          for (const suffix of ["", ".data"] as const) {
            for (const captured of suffix === "" || i < 3 ? [false, true] : [false]) {
              const headers: Record<string, string> = { ...BROWSER };
              if (captured) headers[CAPTURE_HEADER] = `${setOf(page, user)}${suffix}/${i}`;
              if (user === "signed in") headers.cookie = customers[i % customers.length].cookie;
              const res = await fetch(`${server.url}${pagePath(page, shop, suffix)}`, { headers });
              const body = await res.text();
              if (res.status !== 200) throw new Error(`capturing ${pagePath(page, shop, suffix)} (${user}): ${res.status}`);
              if (suffix === ".data" && !captured) {
                loaderData[setOf(page, user)] ??= [];
                loaderData[setOf(page, user)][i] = { path: PAGES[page](shop), data: body };
              }
            }
          }
        }
      }
    }
    const byKey = new Map<string, CapturedStatement[]>();
    for (const s of readStatements(file)) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
    return { customers, byKey, loaderData };
  } finally {
    await server.stop();
  }
}

function readStatements(file: string): CapturedStatement[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedStatement);
}

/** What each set runs, for the report: statements per request, waves, and the first request's statements. */
function describeSets(sets: FloorStatements, byKey: Map<string, CapturedStatement[]>) {
  return Object.entries(sets).map(([set, requests]) => {
    const counts = new Set(requests.map((r) => r.flat().length));
    const texts = (key: string) => (byKey.get(key) ?? []).map((s) => s.text).sort();
    const sameForData = [0, 1, 2].every((i) => JSON.stringify(texts(`${set}/${i}`)) === JSON.stringify(texts(`${set}.data/${i}`)));
    const writes = requests[0].flat().filter((s) => !/^\s*(select|with)\b/i.test(s.text));
    return {
      set,
      requests: requests.length,
      "statements per request": [...counts].join("/"),
      waves: requests[0].map((w) => w.length).join("+"),
      ".data runs the same SQL": sameForData ? "yes" : "NO",
      "not a read": writes.map((s) => s.text.slice(0, 40)).join(" | ") || "-",
    };
  });
}

/** One scenario loaded for BENCH_PROFILE_SECONDS on a server started under `node --cpu-prof`; where its CPU went. */
async function profileScenario(
  label: string,
  start: (nodeArgs: string[]) => Promise<Served & { stop(): Promise<void> }>,
  target: Target,
  shops: number,
) {
  const dir = path.join(BENCH_DIR, "cpu-profile", label.replace(/[^a-z0-9]+/gi, "-"));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await start(["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  let requests = 0;
  try {
    const r = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: PROFILE_SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, ...target.call(Math.floor(Math.random() * shops), {}) }) }],
    });
    requests = r.requests.total;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await server.stop(); // the profile is written as the process exits
  }
  const file = path.join(dir, readdirSync(dir).find((f) => f.endsWith(".cpuprofile")) as string);
  return { label, file, requests, ...summariseProfile(file, 15) };
}

async function main() {
  const pgServer = await benchPostgres();
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let renderFloor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    const size = catalogueSize();
    console.log(`${pgServer.label}; catalogue ${size.products} products / ${size.sellers} sellers`);
    const catalogue = await ensureCatalogue(pgServer.adminUrl, size);
    await ensureRatings(catalogue.url);
    const shops = await sampleShops(catalogue.url, SHOPS);
    const db = createDatabase(catalogue.url, 2);
    ensureBuild();
    const appEnv = {
      DATABASE_URL: catalogue.url,
      DATA_DIR: path.join(BENCH_DIR, "app"),
      PAGE_CACHE_SECONDS: "0",
      LOGIN_ATTEMPTS_PER_MINUTE: "1000",
      LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
    };

    console.log(`capturing the SQL of ${shops.length} shops' pages …`);
    const { customers, byKey, loaderData } = await capture(appEnv, shops, db);
    await db.$client.end();
    const sets: FloorStatements = {};
    for (const page of Object.keys(PAGES) as Page[]) {
      for (const user of USERS) {
        const set = setOf(page, user);
        sets[set] = shops.map((_, i) => {
          const statements = byKey.get(`${set}/${i}`);
          if (!statements?.length) throw new Error(`nothing captured for ${set}/${i}`);
          return inWaves(statements);
        });
      }
    }
    const statementsFile = path.join(BENCH_DIR, "floor-statements.json");
    writeFileSync(statementsFile, JSON.stringify(sets));
    const loaderDataFile = path.join(BENCH_DIR, "floor-loader-data.json");
    writeFileSync(loaderDataFile, JSON.stringify(loaderData));
    const described = describeSets(sets, byKey);
    printTable(described);

    app = await startServer(PORT, { ...appEnv, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? "" });
    floor = await startFloor("floor-server.ts", PORT + 1, { DATABASE_URL: catalogue.url, FLOOR_STATEMENTS: statementsFile });
    const renderFloorEnv = { DATABASE_URL: catalogue.url, FLOOR_STATEMENTS: statementsFile, FLOOR_LOADER_DATA: loaderDataFile };
    renderFloor = await startFloor("render-floor-server.ts", PORT + 2, renderFloorEnv);
    const servers: Record<ServerKind, Served> = { app, "sql floor": floor, "render floor": renderFloor };
    const all = targets(shops, customers);
    const runs = new Map<string, Measured[]>();
    const stopSampling = app.sampleRss();
    for (let pass = 0; pass < PASSES; pass++) {
      console.log(`pass ${pass + 1} of ${PASSES}`);
      for (const target of pass % 2 ? [...all].reverse() : all) {
        const row = await measure(servers[target.server], target, shops.length, customers[0]);
        runs.set(target.name, [...(runs.get(target.name) ?? []), row]);
      }
    }
    const appPeakMb = stopSampling();
    // autocannon returns at the deadline with requests still in flight: let them finish first.
    await new Promise((r) => setTimeout(r, 2000));
    await app.stop();
    app = undefined;
    await floor.stop();
    floor = undefined;
    await renderFloor.stop();
    renderFloor = undefined;

    const mean = (name: string, key: keyof Measured) => {
      const rows = runs.get(name) ?? [];
      return rows.reduce((a, r) => a + r[key], 0) / rows.length;
    };
    const measured = all.map((t) => ({
      scenario: t.name,
      "req/s": Math.round(mean(t.name, "req/s")),
      "req/s per pass": (runs.get(t.name) ?? []).map((r) => r["req/s"]).join(" / "),
      "CPU ms/req": Number(mean(t.name, "CPU ms/req").toFixed(2)),
      "p50 ms": Number(mean(t.name, "p50 ms").toFixed(1)),
      "p99 ms": Number(mean(t.name, "p99 ms").toFixed(1)),
      "non-2xx": (runs.get(t.name) ?? []).reduce((a, r) => a + r["non-2xx"] + r.errors, 0),
      bytes: Math.round(mean(t.name, "bytes")),
    }));
    // Each app scenario beside its two floors: CPU per request is the figure compared (req/s moves
    // with whatever else the shared machine runs).
    const cpu = (name: string) => mean(name, "CPU ms/req");
    const results = all
      .filter((t) => t.server === "app")
      .map((t) => {
        const render = `render floor: ${t.set} ${t.kind}`;
        return {
          scenario: t.name,
          "app CPU ms/req": Number(cpu(t.name).toFixed(2)),
          "SQL floor CPU ms/req": Number(cpu(`SQL floor: ${t.set}`).toFixed(2)),
          "render floor CPU ms/req": Number(cpu(render).toFixed(2)),
          "× render floor": Number((cpu(t.name) / cpu(render)).toFixed(2)),
          "same body": sameBody(t.name, render),
          "app p99 ms": Number(mean(t.name, "p99 ms").toFixed(1)),
          "render floor p99 ms": Number(mean(render, "p99 ms").toFixed(1)),
          "app req/s": Math.round(mean(t.name, "req/s")),
        };
      });
    // The shop home's HTML as a guest, in the app and in the render floor.
    const profiles =
      process.env.BENCH_PROFILE === "1"
        ? [
            await profileScenario(
              "app: listing HTML, guest",
              (nodeArgs) => startServer(PORT, { ...appEnv, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? "" }, 120, nodeArgs),
              all.find((t) => t.name === "listing HTML, guest") as Target,
              shops.length,
            ),
            await profileScenario(
              "render floor: listing HTML, guest",
              (nodeArgs) => startFloor("render-floor-server.ts", PORT + 2, renderFloorEnv, nodeArgs),
              all.find((t) => t.name === "render floor: listing/guest HTML") as Target,
              shops.length,
            ),
          ]
        : [];

    console.log(
      `\n${catalogue.products} products, ${catalogue.sellers} sellers; ${CONNECTIONS} connections, ${SECONDS} s per scenario × ${PASSES} passes (alternating, every other pass reversed), requests spread over ${shops.length} shops; PAGE_CACHE_SECONDS=0; ${pgServer.label}\n`,
    );
    printTable(measured);
    console.log(
      `\nEach scenario's CPU per request beside the SQL floor's and the render floor's (target ≤ 1.5× the render floor; p99 target ≤ 100 ms):\n`,
    );
    printTable(results);
    console.log(`\napp server peak RSS while measured: ${appPeakMb} MB`);
    if (process.env.BENCH_SERVER_NODE_OPTIONS) console.log(`app server NODE_OPTIONS: ${process.env.BENCH_SERVER_NODE_OPTIONS}`);
    for (const profile of profiles) {
      console.log(
        `\nCPU profile of ${profile.label} (uncached), ${PROFILE_SECONDS} s, ${profile.requests} requests: ${Math.round(profile.busyMs)} ms busy (${(profile.busyMs / profile.requests).toFixed(1)} ms per request, boot included), ${profile.file}\n`,
      );
      printTable(profile.functions);
      console.log();
      printTable(profile.groups);
    }
    const file = await writeResults("floor", {
      startedAt: new Date().toISOString(),
      machine: machine(),
      postgres: pgServer.label,
      catalogue: { products: catalogue.products, sellers: catalogue.sellers },
      build: BUILD_DIR,
      serverNodeOptions: process.env.BENCH_SERVER_NODE_OPTIONS ?? "",
      connections: CONNECTIONS,
      seconds: SECONDS,
      passes: PASSES,
      shops: shops.length,
      sets: described,
      measured,
      results,
      appPeakRssMb: appPeakMb,
      profiles,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await app?.stop();
    await floor?.stop();
    await renderFloor?.stop();
    await pgServer.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
