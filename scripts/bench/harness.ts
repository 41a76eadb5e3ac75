// What the benchmarks share: a PostgreSQL to put the catalogue in, an up-to-date production build,
// the production server as a child process (with its memory sampled), and the results folder.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../app/db/embedded.server";

export const BENCH_DIR = path.resolve(process.env.BENCH_DIR ?? "/tmp/haat-bench");
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw == null || raw === "") return fallback;
  const n = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got '${raw}'`);
  return n;
}

/** The load every HTTP benchmark applies: BENCH_SECONDS per scenario after BENCH_WARMUP, BENCH_CONNECTIONS, the server on BENCH_PORT. */
export const LOAD = {
  seconds: envNumber("BENCH_SECONDS", 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 3),
  connections: envNumber("BENCH_CONNECTIONS", 10),
  port: envNumber("BENCH_PORT", 4700),
};

/** What every browser request carries that changes the server's work: compression, and not a bot (streamed SSR). */
export const BROWSER = {
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

// Settings for the private cluster only (never applied to a server given by BENCH_ADMIN_URL): a
// database server's usual buffer cache instead of the 128 MB default, and checkpoints spaced out so
// the bulk load is not throttled by them.
const CLUSTER_SETTINGS: Record<string, string> = { shared_buffers: "1GB", max_wal_size: "8GB", checkpoint_timeout: "30min" };

export interface BenchPostgres {
  adminUrl: string;
  /** e.g. "embedded PostgreSQL 17.6 (/tmp/haat-bench/db)" */
  label: string;
  stop(): Promise<void>;
}

/**
 * BENCH_ADMIN_URL (any PostgreSQL ≥ 15; databases are created there), else the app's own embedded
 * PostgreSQL in BENCH_DIR/db: no install step, no root-only setup, the same server the app runs on by
 * default, and it persists between runs so a generated catalogue is reused.
 */
export async function benchPostgres(): Promise<BenchPostgres> {
  const given = process.env.BENCH_ADMIN_URL;
  if (given) {
    const version = await serverVersion(given);
    return { adminUrl: given, label: `PostgreSQL ${version} (BENCH_ADMIN_URL)`, stop: async () => {} };
  }
  const dir = path.join(BENCH_DIR, "db");
  let cluster = await startEmbeddedPostgres(dir);
  const adminUrl = () => cluster.url.replace(/\/haat$/, "/postgres");
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  const current = await c.query<{ name: string; setting: string }>(
    "select name, current_setting(name) setting from pg_settings where name = any($1)",
    [Object.keys(CLUSTER_SETTINGS)],
  );
  const stale = current.rows.filter((r) => r.setting !== CLUSTER_SETTINGS[r.name]);
  for (const r of stale) await c.query(`alter system set ${r.name} = '${CLUSTER_SETTINGS[r.name]}'`);
  await c.end();
  if (stale.length) {
    // shared_buffers takes effect on restart only.
    await cluster.stop();
    cluster = await startEmbeddedPostgres(dir);
  }
  const version = await serverVersion(adminUrl());
  return { adminUrl: adminUrl(), label: `embedded PostgreSQL ${version} (${dir})`, stop: () => cluster.stop() };
}

async function serverVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ v: string }>("select current_setting('server_version') v")).rows[0].v;
  } finally {
    await c.end();
  }
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** An empty database `name` on the server (dropped first if a run left one), as a connection URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

/**
 * Builds into BUILD_DIR when there is no build or app/ changed since. BENCH_BUILD=1 always builds;
 * BENCH_BUILD=0 keeps an existing build (to compare runs on the same code while app/ is being edited).
 */
export function ensureBuild(): void {
  const entry = path.join(BUILD_DIR, "server", "main.js");
  if (process.env.BENCH_BUILD === "0" && existsSync(entry)) return;
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const sources = Math.max(
    newestChange("app"),
    newestChange("scripts/seed"),
    ...["server.ts", "react-router.config.ts", "vite.config.ts"].filter(existsSync).map((f) => statSync(f).mtimeMs),
  );
  if (builtAt > sources && process.env.BENCH_BUILD !== "1") return;
  console.log(`building the production build into ${BUILD_DIR}/ …`);
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR },
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

/** CPU seconds a process has used so far (user + system, all its threads: the libuv pool's compression too). */
export function cpuSeconds(pid: number): number {
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return line ? Number(line[1]) : 0;
  } catch {
    return 0;
  }
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Peak resident memory of the server process since it started (VmHWM), in MB. */
  peakRssMb(): number;
  /** Samples VmRSS every 100 ms until the returned function is called; it returns the peak in MB. */
  sampleRss(): () => number;
  stop(): Promise<void>;
}

/** Whether a child process has exited, and a stop that sends SIGTERM (unless it has) and waits for the exit. */
export function stoppable(child: ChildProcess): { exited: () => boolean; stop: () => Promise<void> } {
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  return {
    exited: () => exited,
    stop: async () => {
      if (!exited) child.kill("SIGTERM");
      await exit;
    },
  };
}

/**
 * The production server (`node BUILD_DIR/server/main.js`, NODE_ENV=production) on a port of this
 * machine; `nodeArgs` go before the script (e.g. --cpu-prof, which NODE_OPTIONS may not carry).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  bootSeconds = 120,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(BUILD_DIR, "server", "main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = child.pid as number;
  const { exited, stop } = stoppable(child);
  const deadline = Date.now() + bootSeconds * 1000;
  for (;;) {
    if (exited()) throw new Error("the server exited while starting (see its output above)");
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within ${bootSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid,
    peakRssMb: () => Math.round(statusKb(pid, "VmHWM") / 1024),
    sampleRss() {
      let peak = statusKb(pid, "VmRSS");
      const timer = setInterval(() => {
        peak = Math.max(peak, statusKb(pid, "VmRSS"));
      }, 100);
      return () => {
        clearInterval(timer);
        return Math.round(Math.max(peak, statusKb(pid, "VmRSS")) / 1024);
      };
    },
    stop,
  };
}

export interface BenchTarget {
  label: string;
  url: string;
}

/**
 * The servers a comparison bench measures: its `label=URL` (or `URL`) arguments, or else this build
 * on a freshly seeded demo in BENCH_DIR/<name>-…, which `stop` ends.
 */
export async function benchTargets(name: string, port: number): Promise<{ targets: BenchTarget[]; stop?: () => Promise<void> }> {
  const targets = process.argv.slice(2).map((arg) => {
    const [label, url] = arg.includes("=") ? arg.split("=", 2) : [arg, arg];
    return { label, url: url.replace(/\/$/, "") };
  });
  if (targets.length > 0) return { targets };
  ensureBuild();
  await fs.mkdir(BENCH_DIR, { recursive: true }); // a fresh machine has no bench folder yet
  const dataDir = await fs.mkdtemp(path.join(BENCH_DIR, `${name}-`));
  console.log(`starting the production server on the demo data (seeding ${dataDir}) …`);
  const server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: "" }, 300);
  return { targets: [{ label: "this build", url: server.url }], stop: server.stop };
}

export const machine = () => ({
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  node: process.version,
});

/** Writes bench-results/<timestamp>-<kind>.json (the folder is git-ignored) and returns its path. */
export async function writeResults(kind: string, data: unknown): Promise<string> {
  await fs.mkdir("bench-results", { recursive: true });
  const file = path.join("bench-results", `${new Date().toISOString().replace(/[:.]/g, "-")}-${kind}.json`);
  await fs.writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** Prints rows as an aligned plain-text table (numbers right-aligned). */
export function printTable(rows: Array<Record<string, string | number>>): void {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const cell = (v: string | number, i: number) => (typeof v === "number" ? String(v).padStart(width[i]) : String(v).padEnd(width[i]));
  console.log(keys.map((k, i) => k.padEnd(width[i])).join("  "));
  console.log(width.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(keys.map((k, i) => cell(r[k], i)).join("  "));
}
