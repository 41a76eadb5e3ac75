// The whole platform on a small server (npm run bench:memory): `npm start`'s cluster (a primary, one
// worker per core, at most 8) with its embedded PostgreSQL, in a fresh data folder, held in a cgroup v1
// memory group of BENCH_MEMORY_LIMIT_MB (1,024) where the machine lets us make one — else measured
// only — through four phases:
//   1. first start: migrations and the demo platform's seed;
//   2. the demo shop grows by BENCH_EXTRA_PRODUCTS (10,000) products through the CSV import;
//   3. load: autocannon, BENCH_CONNECTIONS (10) for BENCH_SECONDS (60), cycling through the demo shop's
//      home, colour + size listings, searches and product pages (page cache as configured: on);
//   4. idle: BENCH_IDLE_SECONDS (60) after the load stops.
// Every 250 ms it reads each process's PSS (/proc/<pid>/smaps_rollup: shared memory counted once) and
// RSS, and the group's own usage; it prints each phase's peaks (and the idle phase's last reading),
// the load's throughput, and whether the group ever hit its limit or killed a process.
// The group's own figures count the page cache of the files PostgreSQL wrote (the kernel takes it
// back under the limit); "anon + shmem" is what it cannot take back.
// Env: BENCH_PORT (4710), BENCH_DIR (/tmp/haat-bench), BUILD_DIR, BENCH_BUILD, WEB_CONCURRENCY,
// BENCH_MEMORY_DATA (a data folder to keep and reuse: phase 1 is then a plain restart and phase 2 is
// skipped once done), and any server variable (e.g. POSTGRES_PROFILE, PAGE_CACHE_MB) passes through.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDatabase } from "../../app/db/client.server";
import { runningEmbeddedUrl } from "../../app/db/embedded.server";
import { importCatalog } from "../../app/domain/catalog/csv.server";
import { generateCsv } from "./catalogue-csv";
import { BENCH_DIR, BROWSER, BUILD_DIR, ensureBuild, envNumber, LOAD, machine, printTable, writeResults } from "./harness";
import { createMemoryGroup, type MemoryGroup, type MemorySample, processTree, sample } from "./process-memory";

const LIMIT_MB = envNumber("BENCH_MEMORY_LIMIT_MB", 1024);
const EXTRA_PRODUCTS = envNumber("BENCH_EXTRA_PRODUCTS", 10_000);
const SECONDS = envNumber("BENCH_SECONDS", 60);
const IDLE_SECONDS = envNumber("BENCH_IDLE_SECONDS", 60);
const PORT = envNumber("BENCH_PORT", 4710);
const WORKERS = envNumber("WEB_CONCURRENCY", Math.min(os.availableParallelism(), 8));
const SHOP = "demo";

/** Peaks of the samples taken in one phase, and its last sample. */
class Phase {
  peak = { groupMb: 0, groupUnreclaimableMb: 0, totalPssMb: 0, nodePssMb: 0, postgresPssMb: 0, nodeRssMb: 0 };
  last: MemorySample | null = null;
  add(s: MemorySample) {
    this.last = s;
    this.peak.groupMb = Math.max(this.peak.groupMb, s.groupMb ?? 0);
    this.peak.groupUnreclaimableMb = Math.max(this.peak.groupUnreclaimableMb, s.groupUnreclaimableMb ?? 0);
    this.peak.totalPssMb = Math.max(this.peak.totalPssMb, s.totalPssMb);
    this.peak.nodePssMb = Math.max(this.peak.nodePssMb, s.nodePssMb);
    this.peak.postgresPssMb = Math.max(this.peak.postgresPssMb, s.postgresPssMb);
    this.peak.nodeRssMb = Math.max(this.peak.nodeRssMb, ...Object.values(s.nodeRssMb));
  }
}

function startPlatform(dataDir: string, group: MemoryGroup | null): ChildProcess {
  const main = path.join(BUILD_DIR, "server", "main.js");
  // In the group before node starts, so the workers and PostgreSQL it forks are in it too.
  const [command, args] = group
    ? ["sh", ["-c", `echo $$ > ${group.dir}/cgroup.procs && exec "$0" "$@"`, process.execPath, main]]
    : [process.execPath, [main]];
  return spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_CONCURRENCY: String(WORKERS),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Samples the platform's processes every 250 ms into whichever phase is current. */
function sampler(root: number, group: MemoryGroup | null) {
  const phases = new Map<string, Phase>();
  let current = new Phase();
  const timer = setInterval(() => current.add(sample(group ? group.pids() : processTree(root), group)), 250);
  return {
    phase(name: string) {
      current = new Phase();
      phases.set(name, current);
      group?.resetPeak();
    },
    groupPeak: () => group?.peakMb() ?? null,
    phases,
    stop: () => clearInterval(timer),
  };
}

async function waitUntilHealthy(child: ChildProcess, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited while starting (code ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the platform did not answer /healthz within ${seconds} s`);
}

/** Grows the demo shop once per data folder (a marker file says it was), then picks products to ask for. */
async function growDemoShop(dataDir: string) {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error("the embedded PostgreSQL is not running");
  const db = createDatabase(url, 2);
  const marker = path.join(dataDir, `bench-grown-${EXTRA_PRODUCTS}`);
  try {
    const [demo] = (await db.execute(sql`select id from seller where handle = ${SHOP}`)).rows as Array<{ id: string }>;
    if (!existsSync(marker)) {
      const result = await importCatalog(db, demo.id, generateCsv(EXTRA_PRODUCTS), { dryRun: false, createCategories: true });
      if (result.errors.length > 0) throw new Error(`the import failed: ${JSON.stringify(result.errors.slice(0, 3))}`);
      await fs.writeFile(marker, `${result.created}\n`);
    }
    // Active ones only: a hidden product's page is a 404.
    const picked = await db.execute(sql`select id from product where seller_id = ${demo.id} and active order by random() limit 200`);
    const settings = await db.execute(
      sql`select name, current_setting(name) as setting from pg_settings where name in ('shared_buffers', 'work_mem', 'maintenance_work_mem', 'max_connections', 'effective_cache_size')`,
    );
    return {
      productIds: (picked.rows as Array<{ id: string }>).map((p) => p.id),
      settings: settings.rows as Array<{ name: string; setting: string }>,
    };
  } finally {
    await db.$client.end();
  }
}

/** What shoppers ask for, in turn: listings, filters, searches and product pages of the grown shop. */
function requests(productIds: string[]) {
  const listings = [
    `/${SHOP}`,
    `/${SHOP}?mode=all&color=Red&size=M`,
    `/${SHOP}?mode=all&color=Blue&sort=price-asc`,
    `/${SHOP}?mode=all&q=silk`,
    `/${SHOP}?mode=all&q=cotton%20shirt&page=2`,
  ];
  return productIds.flatMap((id, i) => [
    { path: `/${SHOP}/product/${id}` },
    ...(i % 2 === 0 ? [{ path: listings[(i / 2) % listings.length] }] : []),
  ]);
}

const mb = (n: number | null | undefined) => (n === null || n === undefined ? "—" : Math.round(n));

async function main() {
  ensureBuild();
  await fs.mkdir(BENCH_DIR, { recursive: true });
  const given = process.env.BENCH_MEMORY_DATA;
  const dataDir = given ? path.resolve(given) : await fs.mkdtemp(path.join(BENCH_DIR, "memory-"));
  const group = createMemoryGroup(`haat-bench-${process.pid}`, LIMIT_MB);
  console.log(
    group
      ? `the platform runs in cgroup v1 memory group ${group.dir}, limit ${LIMIT_MB} MB (memory + swap)`
      : "no cgroup memory group could be made here: the platform's memory is measured (PSS), not limited",
  );
  const child = startPlatform(dataDir, group);
  const watch = sampler(child.pid as number, group);
  const groupPeaks: Record<string, number | null> = {};
  let load: autocannon.Result | undefined;
  let grown: Awaited<ReturnType<typeof growDemoShop>> | undefined;
  try {
    const grownBefore = existsSync(path.join(dataDir, `bench-grown-${EXTRA_PRODUCTS}`));
    const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      watch.phase(name);
      const result = await work();
      groupPeaks[name] = watch.groupPeak();
      return result;
    };
    await phase(given && grownBefore ? "restart (data folder kept)" : "first start (migrations, demo seed)", () =>
      waitUntilHealthy(child, 900),
    );
    grown = await phase(grownBefore ? "picking products (import done before)" : `CSV import of ${EXTRA_PRODUCTS} products`, () =>
      growDemoShop(dataDir),
    );
    const productIds = grown.productIds;
    load = await phase(`load (${LOAD.connections} connections, ${SECONDS} s)`, () =>
      autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: LOAD.connections,
        duration: SECONDS,
        headers: BROWSER,
        requests: requests(productIds),
      }),
    );
    await phase(`idle (${IDLE_SECONDS} s after the load)`, () => new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000)));
  } finally {
    watch.stop();
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  const rows = [...watch.phases].map(([name, p]) => ({
    phase: name,
    "group peak MB": mb(groupPeaks[name]),
    "group anon + shmem": group ? mb(p.peak.groupUnreclaimableMb) : "—",
    "PSS peak MB": mb(p.peak.totalPssMb),
    "node PSS": mb(p.peak.nodePssMb),
    "postgres PSS": mb(p.peak.postgresPssMb),
    "largest node RSS": mb(p.peak.nodeRssMb),
  }));
  printTable(rows);
  const idle = [...watch.phases.values()].at(-1)?.last;
  const idleRss = Object.values(idle?.nodeRssMb ?? {}).map((r) => Math.round(r));
  console.log(
    `\nnode processes' RSS at the end of the idle phase (MB): ${idleRss.join(", ")}; PSS of everything: ${mb(idle?.totalPssMb)} MB`,
  );
  if (load)
    console.log(
      `load: ${load.requests.average} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`,
    );
  if (group) console.log(`cgroup: hit its limit ${group.failures()} times, ${group.oomKills()} processes killed for memory`);
  console.log(`PostgreSQL settings: ${grown?.settings.map((s) => `${s.name}=${s.setting}`).join(", ")}`);
  const file = await writeResults("memory", {
    machine: machine(),
    limitMb: group ? LIMIT_MB : null,
    workers: WORKERS,
    extraProducts: EXTRA_PRODUCTS,
    phases: rows,
    idleNodeRssMb: idleRss,
    load: load && { rps: load.requests.average, p50: load.latency.p50, p99: load.latency.p99, non2xx: load.non2xx, errors: load.errors },
    cgroup: group && { failures: group.failures(), oomKills: group.oomKills() },
    postgres: grown?.settings,
  });
  group?.remove();
  if (!given) await fs.rm(dataDir, { recursive: true, force: true });
  console.log(`results: ${file}`);
}

await main();
