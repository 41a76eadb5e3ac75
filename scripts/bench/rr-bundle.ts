// Does React Router's production bundle make server renders cheaper? Its package.json sends Node to
// dist/development whatever NODE_ENV says (no `production` condition). This bench runs the
// production build twice on the same database: as built, and with every `react-router` import and
// require sent to dist/production (rr-bundle-preload.mjs, RR_BUNDLE=production). autocannon loads
// uncached pages of the demo shop in turn, alternating the two servers and their order each round,
// and reads each server's CPU time (/proc/<pid>/stat: user + system, every thread, so the libuv
// pool's compression too) around every run: CPU ms per request is the figure that a shared
// machine disturbs least; req/s and p99 are printed beside it. Each server also says on exit which
// builds of react-router, react and react-dom/server it ran. Then each is started once more under
// --cpu-prof for one run of the listing: each package's share of the CPU time, React Router's too.
//
//   npx tsx scripts/bench/rr-bundle.ts
// Env: BENCH_SECONDS (8 per run), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_PORT (4575: as
// built, +1 production bundle), BENCH_DIR (/tmp/haat-bench), BUILD_DIR, BENCH_BUILD (harness.ts).
import { readdirSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { summariseProfile } from "./cpu-profile";
import {
  BENCH_DIR,
  BROWSER,
  benchPostgres,
  cpuSeconds,
  ensureBuild,
  envNumber,
  freshDatabase,
  machine,
  printTable,
  type RunningServer,
  startServer,
  writeResults,
} from "./harness";

const SECONDS = envNumber("BENCH_SECONDS", 8);
const ROUNDS = envNumber("BENCH_ROUNDS", 3);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 10);
const PORT = envNumber("BENCH_PORT", 4575);
const DATABASE = "haat_rr_bundle";
const SIDES = ["as built", "production bundle"] as const;
type Side = (typeof SIDES)[number];
/** What each side's server gets as RR_BUNDLE (rr-bundle-preload.mjs). */
const RR_BUNDLE: Record<Side, string> = { "as built": "", "production bundle": "production" };
const DEV_BRANCH_FUNCTIONS = new Set(["useRoutesImpl", "mapRouteProperties", "warning", "warningOnce", "DefaultErrorComponent"]);
const DEV_BRANCHES = "react-router: functions with dev-warning branches";

interface Run {
  requests: number;
  rps: number;
  p99: number;
  cpuMsPerRequest: number;
}

async function load(server: RunningServer, urlPath: string, seconds: number): Promise<Run> {
  const cpuBefore = cpuSeconds(server.pid);
  const r = await autocannon({ url: `${server.url}${urlPath}`, connections: CONNECTIONS, duration: seconds, headers: BROWSER });
  // autocannon returns at the deadline with requests still in flight: let them finish first.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${urlPath}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { requests: r.requests.total, rps: r.requests.average, p99: r.latency.p99, cpuMsPerRequest: (cpu * 1000) / r.requests.total };
}

/**
 * `urlPath` loaded for 2 + SECONDS s on a server started under --cpu-prof: each package's share (%)
 * of the busy CPU time. Shares, not milliseconds: the profile spans the server's start too, and a
 * busier machine serves fewer requests in the same time.
 */
async function profile(port: number, env: Record<string, string>, nodeArgs: string[], urlPath: string) {
  const dir = await fs.mkdtemp(path.join(BENCH_DIR, "rr-bundle-profile-"));
  const server = await startServer(port, env, 120, [...nodeArgs, "--cpu-prof", `--cpu-prof-dir=${dir}`]);
  try {
    for (const seconds of [2, SECONDS]) await load(server, urlPath, seconds);
  } finally {
    await server.stop(); // the profile is written as the process exits
  }
  const file = path.join(dir, readdirSync(dir).find((f) => f.endsWith(".cpuprofile")) as string);
  const { busyMs, groups, functions } = summariseProfile(file, Number.POSITIVE_INFINITY);
  const shares = new Map(groups.map((g) => [g.group, g["%"]]));
  // The functions of react-router that hold its ENABLE_DEV_WARNINGS branches (the one difference
  // between its two bundles), with the warnings they call: all the production bundle could save.
  const devBranches = functions.filter((f) => f.group === "react-router" && DEV_BRANCH_FUNCTIONS.has(f.function));
  shares.set(DEV_BRANCHES, Number(((100 * devBranches.reduce((ms, f) => ms + f["self ms"], 0)) / busyMs).toFixed(2)));
  return shares;
}

async function main() {
  ensureBuild();
  const pgServer = await benchPostgres();
  const servers: Partial<Record<Side, RunningServer>> = {};
  try {
    const dataDir = await fs.mkdtemp(path.join(BENCH_DIR, "rr-bundle-"));
    // Both servers on one database (seeded by the first), the page cache off.
    const env = {
      DATABASE_URL: await freshDatabase(pgServer.adminUrl, DATABASE),
      SEED_DEMO: "true",
      DATA_DIR: dataDir,
      PAGE_CACHE_SECONDS: "0",
    };
    const preload = ["--import", path.resolve("scripts/bench/rr-bundle-preload.mjs")];
    console.log(`${pgServer.label}; seeding the demo shop and starting both servers …`);
    // One after the other: the first seeds the demo.
    for (const [i, side] of SIDES.entries())
      servers[side] = await startServer(PORT + i, { ...env, RR_BUNDLE: RR_BUNDLE[side] }, 300, preload);

    const home = await (await fetch(`${(servers["as built"] as RunningServer).url}/demo`)).text();
    const product = home.match(/\/demo\/product\/[0-9a-f-]{36}/)?.[0];
    if (!product) throw new Error("no product link on /demo");
    const paths = ["/demo", "/demo?mode=all", product, `${product}.data`];

    // Warm both (JIT, pool, first renders), then alternate, the order flipped every round.
    for (const side of SIDES) for (const p of paths) await load(servers[side] as RunningServer, p, 2);
    const runs: Record<string, Record<Side, Run[]>> = Object.fromEntries(
      paths.map((p) => [p, { "as built": [], "production bundle": [] }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? SIDES : ([...SIDES].reverse() as Side[]);
      for (const p of paths) {
        for (const side of order) {
          const run = await load(servers[side] as RunningServer, p, SECONDS);
          runs[p][side].push(run);
          console.log(
            `  round ${round + 1} ${p} ${side}: ${run.rps.toFixed(0)} req/s, ${run.cpuMsPerRequest.toFixed(2)} CPU ms/req, p99 ${run.p99} ms (load ${os.loadavg()[0].toFixed(1)})`,
          );
        }
      }
    }

    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const rows = paths.map((p) => {
      const [built, prod] = SIDES.map((side) => ({
        cpu: mean(runs[p][side].map((r) => r.cpuMsPerRequest)),
        rps: mean(runs[p][side].map((r) => r.rps)),
        p99: mean(runs[p][side].map((r) => r.p99)),
      }));
      return {
        path: p.replace(/[0-9a-f-]{36}/, "<id>"),
        "CPU ms/req as built": Number(built.cpu.toFixed(2)),
        "CPU ms/req production": Number(prod.cpu.toFixed(2)),
        "CPU production/built": Number((prod.cpu / built.cpu).toFixed(3)),
        "req/s as built": Math.round(built.rps),
        "req/s production": Math.round(prod.rps),
        "req/s production/built": Number((prod.rps / built.rps).toFixed(3)),
        "p99 ms built/production": `${built.p99.toFixed(0)}/${prod.p99.toFixed(0)}`,
      };
    });
    console.log(`\n${ROUNDS} alternating rounds of ${SECONDS} s per page and server, ${CONNECTIONS} connections, page cache off:`);
    printTable(rows);

    // The same listing under the profiler, one server at a time (each stopped to write its profile).
    const listing = "/demo?mode=all";
    const profiles: Partial<Record<Side, Map<string, number>>> = {};
    for (const [i, side] of SIDES.entries()) {
      await servers[side]?.stop();
      delete servers[side];
      profiles[side] = await profile(PORT + i, { ...env, RR_BUNDLE: RR_BUNDLE[side] }, preload, listing);
    }
    const groups = [...(profiles["as built"] as Map<string, number>).keys()].filter((g) => g !== DEV_BRANCHES).slice(0, 10);
    groups.push(DEV_BRANCHES);
    const profileRows = groups.map((group) => ({
      group,
      "% as built": profiles["as built"]?.get(group) ?? 0,
      "% production": profiles["production bundle"]?.get(group) ?? 0,
    }));
    console.log(`\nCPU profile of ${listing}, each package's share of the busy CPU time (self time):`);
    printTable(profileRows);
    console.log(
      `results: ${await writeResults("rr-bundle", { machine: machine(), seconds: SECONDS, connections: CONNECTIONS, runs, rows, profileRows })}`,
    );
  } finally {
    for (const server of Object.values(servers)) await server?.stop();
    await pgServer.stop();
  }
}

await main();
