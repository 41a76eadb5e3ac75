// The peer bench's database server: Debian's PostgreSQL 15 as a private cluster in the scratch folder,
// on a port of its own, with the bench harness's settings. Both shops' databases live in it, so Haat
// and Vendure read from the same server with the same buffer cache.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { BenchPostgres } from "./harness";

const PG_BIN = "/usr/lib/postgresql/15/bin";
// The same as the harness's own cluster (harness.ts): a server's usual buffer cache, checkpoints spaced out.
const SETTINGS = ["shared_buffers=1GB", "max_wal_size=8GB", "checkpoint_timeout=30min", "max_connections=200"];

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, the cluster runs as Debian's `postgres` user. */
function run(command: string, args: string[]): void {
  const [bin, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(bin, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
}

function ensureInstalled(): void {
  if (existsSync(path.join(PG_BIN, "postgres"))) return;
  console.log("installing Debian's postgresql-15 …");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "postgresql-15"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

/** Starts (initialising the first time) the cluster in `dir` on `port`; a cluster left running by an interrupted run is restarted. */
export async function peerPostgres(dir: string, port: number): Promise<BenchPostgres> {
  ensureInstalled();
  const data = path.join(dir, "data");
  await fs.mkdir(dir, { recursive: true });
  if (asRoot) spawnSync("chown", ["postgres", dir]);
  if (!existsSync(path.join(data, "PG_VERSION")))
    run(path.join(PG_BIN, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  if (existsSync(path.join(data, "postmaster.pid"))) {
    try {
      run(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "fast", "stop"]);
    } catch {}
  }
  const options = [`-p ${port}`, "-c listen_addresses=127.0.0.1", `-k ${dir}`, ...SETTINGS.map((s) => `-c ${s}`)].join(" ");
  run(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const version = (await c.query<{ v: string }>("select current_setting('server_version') v")).rows[0].v;
  await c.end();
  return {
    adminUrl,
    label: `Debian PostgreSQL ${version} (${data}, port ${port})`,
    stop: async () => run(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]),
  };
}

/** The postmaster's pid: its processes' CPU is the database's share of a scenario. */
export async function postmasterPid(dir: string): Promise<number> {
  return Number((await fs.readFile(path.join(dir, "data", "postmaster.pid"), "utf8")).split("\n")[0]);
}
