// Private PostgreSQL 15 clusters from Debian's binaries, for tests that need servers of their own (a
// primary and its streaming replica): initdb, pg_ctl and pg_basebackup in a temporary folder, run as
// the `postgres` user when the test runs as root (PostgreSQL refuses to run as root), on a given port,
// with every statement logged so a test can count what each server was asked.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const PG_BIN = "/usr/lib/postgresql/15/bin";

function run(program: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [command, all] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(PG_BIN, program), ...args]]
    : [path.join(PG_BIN, program), args];
  const result = spawnSync(command, all, { encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) {
    const why = result.error
      ? `${result.error.message} (Debian's postgresql-15 package provides ${PG_BIN}; .ci/run installs it)`
      : result.stderr + result.stdout;
    throw new Error(`${program} ${args.join(" ")} failed (${result.status}):\n${why}`);
  }
  return result.stdout;
}

export interface Cluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:PORT/DATABASE */
  url(database: string): string;
  /** The server's log: one line per statement (log_statement=all), with its parameters. */
  log(): string;
  /** Its log's length now: `log().slice(mark)` is what came after. */
  mark(): number;
  start(): void;
  stop(): void;
}

function cluster(root: string, name: string, port: number, settings: string[]): Cluster {
  const dir = path.join(root, name);
  const logFile = path.join(root, `${name}.log`);
  const options = [`-p ${port}`, `-k ${root}`, "-c listen_addresses=127.0.0.1", "-c log_statement=all", "-c fsync=off", ...settings];
  return {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    log: () => readFileSync(logFile, "utf8"),
    mark: () => statSync(logFile).size,
    start: () => void run("pg_ctl", ["-D", dir, "-l", logFile, "-w", "-t", "60", "-o", options.join(" "), "start"]),
    stop: () => void run("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]),
  };
}

/** A new temporary folder for clusters, owned by the user they run as. */
export async function newClusterRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "haat-pg-"));
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres:postgres", root]);
  return root;
}

/** A new primary, started (wal_level replica and replication connections are initdb's defaults). */
export function startPrimary(root: string, port: number): Cluster {
  const primary = cluster(root, "primary", port, []);
  run("initdb", ["-D", primary.dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  primary.start();
  return primary;
}

/** A streaming replica of `primary` (pg_basebackup -R), started, applying each commit `applyDelay` late. */
export function startReplica(root: string, primary: Cluster, port: number, applyDelay: string): Cluster {
  const replica = cluster(root, "replica", port, [`-c recovery_min_apply_delay=${applyDelay}`]);
  const from = ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres"];
  run("pg_basebackup", [...from, "-D", replica.dir, "-R", "-X", "stream", "--checkpoint=fast", "--no-sync"]);
  replica.start();
  return replica;
}
