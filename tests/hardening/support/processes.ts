// Real server processes for the crash and scale-out tests: the compiled server
// (`node build/server/main.js`, as `npm start` runs it) and a local nginx, each in its own process
// group so a test can SIGKILL it whole, and nothing outlives the test file (every group still
// running is killed when the worker exits).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { productionBuildDir } from "./app-server";

const groups = new Set<number>();
process.on("exit", () => {
  for (const pgid of groups) killGroupNow(pgid, "SIGKILL");
});

function killGroupNow(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

export interface Proc {
  pid: number;
  /** Resolves when the process has exited (with its code, or null when a signal ended it). */
  exited: Promise<number | null>;
  /** Signals the whole process group and waits for the leader to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Proc {
  const out = openSync(logFile, "a");
  const child: ChildProcess = spawn(command, args, { cwd: process.cwd(), env, detached: true, stdio: ["ignore", out, out] });
  closeSync(out); // the child has its own copy
  const pid = child.pid as number;
  groups.add(pid);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      groups.delete(pid);
      resolve(code);
    });
  });
  return {
    pid,
    exited,
    async kill(signal = "SIGKILL") {
      killGroupNow(pid, signal);
      const timeout = setTimeout(() => killGroupNow(pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timeout);
      if (signal === "SIGKILL") return;
      killGroupNow(pid, "SIGKILL"); // anything the leader left behind in its group
    },
  };
}

/** Every process group these helpers started and that still runs: for afterAll, even after a failure. */
export async function killAll(): Promise<void> {
  for (const pgid of [...groups]) killGroupNow(pgid, "SIGKILL");
  const deadline = Date.now() + 10_000;
  while (groups.size > 0 && Date.now() < deadline) await sleep(50);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function lastLines(file: string, n = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-n).join("\n");
  } catch {
    return "(no log)";
  }
}

/** GET `url` until it answers 200; fails early when `proc` exits. */
export async function waitForOk(url: string, proc: Proc, logFile: string, timeoutMs = 150_000): Promise<void> {
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`process exited (${exitCode}) before ${url} answered:\n${lastLines(logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${lastLines(logFile)}`);
}

export interface AppProcessOptions {
  port: number;
  /** Without one the server starts its own embedded PostgreSQL under dataDir, as `npm start` does. */
  databaseUrl?: string;
  /** scripts/start.js (`npm start`: builds when stale, a worker per core) instead of main.js itself. */
  npmStart?: boolean;
  /**
   * With npmStart: the `npm start` command itself, as a user types it, under a PATH without this
   * test run's node_modules/.bin (so the machine's own `node` comes first, as in a fresh shell).
   */
  typedCommand?: boolean;
  dataDir: string;
  baseUrl: string;
  /** Extra environment (TRUST_PROXY, limits, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** `npm run dev` instead: server.ts from source under tsx, with Vite's dev server inside. */
  dev?: boolean;
}

export interface AppProcess extends Proc {
  port: number;
  /** http://localhost:PORT, this process directly. */
  url: string;
  logFile: string;
  /** The log so far (pino JSON lines and anything printed). */
  log(): string;
}

/**
  const [command, ...args] = opts.dev
    ? [path.resolve("node_modules/.bin/tsx"), "server.ts"]
    : [process.execPath, opts.npmStart ? path.resolve("scripts/start.js") : path.join(buildDir, "server/main.js")];
  const proc = spawnGroup(command, args, env, logFile);
 * (DATABASE_URL, SMTP_URL…) cannot leak in.
 */
export async function startAppProcess(opts: AppProcessOptions): Promise<AppProcess> {
  const buildDir = productionBuildDir();
  await mkdir(opts.dataDir, { recursive: true });
  const logFile = path.join(opts.dataDir, `server-${opts.port}.log`);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: opts.dev ? "development" : "production",
    ...(opts.dev ? {} : { BUILD_DIR: buildDir }),
    HOST: "127.0.0.1",
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl ?? "",
    DATA_DIR: opts.dataDir,
    BASE_URL: opts.baseUrl,
    LOG_LEVEL: "warn",
    LOGIN_ATTEMPTS_PER_MINUTE: "1000",
    LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
    ...opts.env,
  };
  const [command, ...args] = opts.dev
    ? [path.resolve("node_modules/.bin/tsx"), "server.ts"]
    : opts.npmStart && opts.typedCommand
      ? ["npm", "start"]
      : [process.execPath, opts.npmStart ? path.resolve("scripts/start.js") : path.join(buildDir, "server/main.js")];
  if (opts.typedCommand) env.PATH = shellPath();
  const proc = spawnGroup(command, args, env, logFile);
  const url = `http://localhost:${opts.port}`;
  try {
    await waitForOk(`http://127.0.0.1:${opts.port}/healthz`, proc, logFile);
  } catch (error) {
    await proc.kill();
    throw error;
  }
  return { ...proc, port: opts.port, url, logFile, log: () => readFileSync(logFile, "utf8") };
}

/** PATH as a fresh shell has it: without the node_modules/.bin folders that npx and npm put first. */
export function shellPath(): string {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`${path.sep}node_modules${path.sep}`))
    .join(path.delimiter);
}

/** Throws unless nothing listens on `port` (a leftover server would answer in our place). */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", () => reject(new Error(`port ${port} is already in use: stop whatever listens there first`)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

const NGINX_CANDIDATES = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"];

/** nginx from Debian (`npm test` installs nginx-light when it may), or a clear error. */
export function nginxBinary(): string {
  const found = NGINX_CANDIDATES.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found) {
    throw new Error(
      "nginx is missing: the scale-out test needs it as the reverse proxy. Install Debian's nginx-light " +
        "(`apt-get install nginx-light`; `npm test` does it when run as root) or set NGINX_PATH.",
    );
  }
  return found;
}

export interface Nginx extends Proc {
  url: string;
  dir: string;
  /** What nginx has proxied so far, and to which app server (127.0.0.1:PORT). */
  served(): Array<{ method: string; path: string; status: number; upstream: string }>;
}

/**
 * nginx on 127.0.0.1:`port` balancing round-robin over `upstreamPorts`, everything (config, pid,
 * logs, temp files) under `dir`. Host keeps its port ($http_host): React Router compares the
 * action's Origin with the URL it rebuilds from Host, so `$host` would break every form post.
 */
export async function startNginx(dir: string, port: number, upstreamPorts: number[]): Promise<Nginx> {
  const binary = nginxBinary();
  await mkdir(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const conf = `
${asRoot ? "user root root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream haat {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://haat;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const check = spawnSync(binary, ["-t", "-e", `${dir}/error.log`, "-p", dir, "-c", `${dir}/nginx.conf`], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx rejected its configuration:\n${check.stderr}`);
  const logFile = path.join(dir, "nginx.out");
  const proc = spawnGroup(binary, ["-e", `${dir}/error.log`, "-p", dir, "-c", `${dir}/nginx.conf`], { PATH: process.env.PATH }, logFile);
  try {
    await waitForOk(`http://127.0.0.1:${port}/healthz`, proc, path.join(dir, "error.log"), 30_000);
  } catch (error) {
    await proc.kill();
    throw error;
  }
  const served = () =>
    readFileSync(path.join(dir, "access.log"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [method, uri, status, upstream] = line.split(" ");
        return { method, path: uri, status: Number(status), upstream };
      });
  return { ...proc, url: `http://localhost:${port}`, dir, served };
}

const PGBOUNCER_CANDIDATES = [process.env.PGBOUNCER_PATH, "/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"];

/** pgbouncer from Debian (`npm test` installs it when it may), or a clear error. */
export function pgbouncerBinary(): string {
  const found = PGBOUNCER_CANDIDATES.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found) {
    throw new Error(
      "pgbouncer is missing: the pooler test puts it between the app and PostgreSQL. Install Debian's pgbouncer " +
        "(`apt-get install pgbouncer`; `npm test` does it when run as root) or set PGBOUNCER_PATH.",
    );
  }
  return found;
}

export interface Pgbouncer extends Proc {
  /** The app's URL: database `haat` through the pooler. */
  url: string;
  /** Runs a command on pgbouncer's admin console (SHOW POOLS, SHOW STATS…) and returns its rows. */
  admin(command: string): Promise<Array<Record<string, string | number | null>>>;
  log(): string;
}

/**
 * pgbouncer on 127.0.0.1:`port` in transaction mode, `poolSize` server connections to `backendUrl`'s
 * database for every client, offered as database `haat`; config and log under `dir`. Clients are
 * trusted (the backend's own password stays in the config); `pgbouncer` is the admin console's user.
 */
export async function startPgbouncer(dir: string, port: number, backendUrl: string, poolSize: number): Promise<Pgbouncer> {
  const binary = pgbouncerBinary();
  await mkdir(dir, { recursive: true });
  chmodSync(dir, 0o755); // readable by the user it runs as
  const backend = new URL(backendUrl);
  const user = decodeURIComponent(backend.username);
  const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;
  const server = [
    `host=${backend.hostname}`,
    `port=${backend.port || 5432}`,
    `dbname=${quote(decodeURIComponent(backend.pathname.slice(1)))}`,
    `user=${quote(user)}`,
    ...(backend.password ? [`password=${quote(decodeURIComponent(backend.password))}`] : []),
  ].join(" ");
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n"pgbouncer" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    `[databases]
haat = ${server}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
admin_users = pgbouncer
pool_mode = transaction
default_pool_size = ${poolSize}
reserve_pool_size = 0
max_client_conn = 200
`,
  );
  // pgbouncer refuses to run as root: it drops to postgres (Debian's PostgreSQL packages make that user).
  const asRoot = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const logFile = path.join(dir, "pgbouncer.log");
  const proc = spawnGroup(binary, [...asRoot, path.join(dir, "pgbouncer.ini")], { PATH: process.env.PATH }, logFile);
  const adminUrl = `postgres://pgbouncer@127.0.0.1:${port}/pgbouncer`;
  async function admin(command: string) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(command)).rows;
    } finally {
      await client.end();
    }
  }
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await admin("SHOW VERSION");
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await proc.kill();
        throw new Error(`pgbouncer did not answer: ${(error as Error).message}\n${lastLines(logFile)}`);
      }
      await sleep(100);
    }
  }
  return { ...proc, url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/haat`, admin, log: () => readFileSync(logFile, "utf8") };
}

/**
 * The temporary folders of one test file (data dirs, proxy configs): `make` names one `haat-<prefix>-…`,
 * `removeAll` deletes them at the end, or keeps and prints them with HARDENING_KEEP=1.
 */
export function scratchDirs() {
  const dirs: string[] = [];
  return {
    async make(prefix: string): Promise<string> {
      const dir = await mkdtemp(path.join(os.tmpdir(), `haat-${prefix}-`));
      dirs.push(dir);
      return dir;
    },
    async removeAll(): Promise<void> {
      if (process.env.HARDENING_KEEP) console.log(`kept ${dirs.join(" ")}`);
      else for (const d of dirs) await rm(d, { recursive: true, force: true });
    },
  };
}
