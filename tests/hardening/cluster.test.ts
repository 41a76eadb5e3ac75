// One process per core (docs/decisions/0091-one-process-per-core.md): `npm start` (scripts/start.js)
// with WEB_CONCURRENCY=2 on a fresh DATA_DIR. The primary starts the embedded PostgreSQL, migrates
// and seeds once, then forks two HTTP workers on one port; every answer names its worker's pid
// (X-Haat-Worker). Both serve; a checkout, its replay and a rate limit behave the same through
// either; a worker killed is replaced; a port already taken stops the start with an error; SIGTERM
// to the primary lets a request in flight finish, then stops the workers and PostgreSQL, exit 0.
// HARDENING_CLUSTER_PORT moves the two ports used (default 4630, 4631).

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../app/db/client.server";
import { isSuccess } from "../../app/utils/reply";
import { makeProduct, makeShop, stockOf } from "../integration/checkout-fixtures";
import { productionBuildDir } from "./support/app-server";
import { describeHostile, HOSTILE_PARTS, hostileRequest, routePattern, sendHostile } from "./support/hostile-requests";
import { type AppProcess, assertPortFree, killAll, shellPath, sleep, startAppProcess } from "./support/processes";
import { checkout, newShopper } from "./support/shoppers";
import { Visitor } from "./support/visitor";

const PORT = Number(process.env.HARDENING_CLUSTER_PORT ?? 4630);
const TAKEN_PORT = PORT + 1;
const LOGIN_LIMIT = 4;

let app: AppProcess;
let dataDir: string;
let databaseUrl: string;
let db: Database;
const dirs: string[] = [];

// Each visitor connects from its own loopback address, so the per-address limits keep apart.
let lastHost = 0;
const newVisitor = () => new Visitor(app.url, `127.0.4.${++lastHost}`);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
const workerOf = (reply: { headers: http.IncomingHttpHeaders }) => Number(reply.headers["x-haat-worker"]);

/** Pino lines of the server's log, parsed. */
function logLines(proc: AppProcess): Array<{ pid: number; msg: string }> {
  return proc
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}\n${app.log().slice(-3000)}`);
    await sleep(100);
  }
}

/** The workers that answer /healthz now: `count` requests, each on a new connection. */
async function workersServing(count = 6): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < count; i++) {
    const reply = await newVisitor().request("/healthz");
    expect(reply.status).toBe(200);
    seen.add(workerOf(reply));
  }
  return seen;
}

beforeAll(async () => {
  for (const port of [PORT, TAKEN_PORT]) await assertPortFree(port);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "haat-cluster-"));
  dirs.push(dataDir);
  app = await startAppProcess({
    port: PORT,
    dataDir,
    baseUrl: `http://localhost:${PORT}`,
    npmStart: true,
    env: {
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_LIMIT),
      LOGIN_WINDOW_SECONDS: "3600",
      RATE_LIMIT_CHECKOUT: "1000/60",
    },
  });
  // /healthz answers once one worker listens; the primary says when both do.
  await until("the primary's 'Haat is ready'", () => logLines(app).find((l) => l.pid === app.pid && l.msg === "Haat is ready"));
  const pgPort = readFileSync(path.join(dataDir, "pg/postmaster.pid"), "utf8").split("\n")[3];
  const password = readFileSync(path.join(dataDir, "pg.password"), "utf8").trim();
  databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/haat`;
  db = createDatabase(databaseUrl, 2);
}, 240_000);

afterAll(async () => {
  await db?.$client.end().catch(() => {});
  await killAll();
  if (!process.env.HARDENING_KEEP) for (const d of dirs) await rm(d, { recursive: true, force: true });
  else console.log(`kept ${dirs.join(" ")}`);
});

describe("npm start with WEB_CONCURRENCY=2", () => {
  it("serves from two worker processes of the primary; the demo was seeded once, by a setup process that has exited", async () => {
    const workers = await workersServing();
    expect(workers.size).toBe(2);
    for (const pid of workers) {
      expect(pid).not.toBe(app.pid);
      expect(parentOf(pid), `worker ${pid} is the primary's child`).toBe(app.pid);
    }
    const demo = await newVisitor().request("/demo");
    expect(demo.status).toBe(200);
    const lines = logLines(app);
    expect(lines.filter((l) => l.msg === "embedded PostgreSQL started").map((l) => l.pid)).toEqual([app.pid]);
    // Migrating and seeding happen in a process of their own, so the primary keeps none of their memory.
    const seeded = lines.filter((l) => l.msg === "demo data seeded").map((l) => l.pid);
    expect(seeded).toHaveLength(1);
    expect([app.pid, ...workers]).not.toContain(seeded[0]);
    expect(existsSync(`/proc/${seeded[0]}`), "the setup process is gone").toBe(false);
  });

  it("places an order through either worker, and knows a replayed checkout id on the other", async () => {
    const shop = await makeShop(db);
    const product = await makeProduct(db, shop.id, { stock: 10 });
    const line = { productId: product.id, color: "Red", size: "M", quantity: 1 };
    const asha = await newShopper(newVisitor(), shop.handle, "Asha");
    const placedBy = new Set<number>();
    let orders = 0;
    while (placedBy.size < 2) {
      expect(orders, "orders were placed by both workers").toBeLessThan(6);
      const checkoutId = randomUUID();
      const placed = await checkout(asha, shop.handle, checkoutId, [line]);
      expect(placed.status).toBe(200);
      if (!isSuccess(placed.data) || !placed.data.data) throw new Error(`checkout refused: ${JSON.stringify(placed.data)}`);
      expect(placed.data.data.replayed).toBe(false);
      orders++;
      const { orderId } = placed.data.data;
      expect(orderId, "the order's id is the checkout id").toBe(checkoutId);
      const answeredBy = new Set([workerOf(placed)]);
      placedBy.add(workerOf(placed));
      // Retried (new connections take turns) until the other worker has answered it too, and once
      // more, so that the next order goes to the other worker.
      for (let replays = 0; answeredBy.size < 2 || replays < 2; replays++) {
        expect(replays, "the replay reached the other worker").toBeLessThan(8);
        const again = await checkout(asha, shop.handle, checkoutId, [line]);
        expect(again.status).toBe(200);
        expect(again.data).toMatchObject({ status: "success", data: { replayed: true, count: 1, orderId } });
        answeredBy.add(workerOf(again));
      }
    }
    expect(await stockOf(db, product, "M")).toBe(10 - orders);
  });

  it("counts a sign-in limit across both workers", async () => {
    const owner = await newShopper(newVisitor(), "demo", "Owner");
    const attacker = newVisitor();
    const counted = new Set<number>();
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const reply = await attacker.signIn(owner.email, "wrong-password");
      expect(reply.status, `attempt ${i + 1}`).toBe(401);
      counted.add(workerOf(reply));
    }
    expect(counted.size, "the attempts went to both workers").toBe(2);
    const refusedBy = new Set<number>();
    for (let i = 0; i < 2; i++) {
      const reply = await attacker.signIn(owner.email, "wrong-password");
      expect(reply.status).toBe(429);
      refusedBy.add(workerOf(reply));
    }
    expect(refusedBy.size, "both workers refuse").toBe(2);
  });

  it("answers a `//` or `/\\` path and a NUL byte in any part of a request on every route without a 5xx, and no worker exits", async () => {
    const before = await workersServing();
    const build = (await import(pathToFileURL(path.join(productionBuildDir(), "server/index.js")).href)) as ServerBuild;
    const patterns = [...new Set(Object.values(build.routes).map((route) => routePattern(build, route as NonNullable<typeof route>)))];
    const param = fc.constantFrom("demo", "00000000-0000-4000-8000-000000000000", "1");
    const problems: string[] = [];
    let sent = 0;
    for (const pattern of patterns) {
      if (problems.length >= 10) break; // enough to show what went wrong
      for (const part of HOSTILE_PARTS) {
        const filled = fc.array(param, { minLength: 3, maxLength: 3 }).chain((values) => {
          let next = 0;
          return hostileRequest(
            pattern.replace(/:\w+/g, () => values[next++] as string),
            part,
          );
        });
        const [request] = fc.sample(filled, { seed: sent, numRuns: 1 });
        sent++;
        // A worker that dies takes its connections with it: no answer is a failure, reported with the rest.
        const reply = await sendHostile(app.url, request).catch((error: Error) => ({ status: 0, error: error.message }));
        if (reply.status >= 500 || reply.status === 0) problems.push(`${reply.status || "no answer"} ← ${describeHostile(request)}`);
      }
    }
    expect(problems, `of the first ${sent} requests`).toEqual([]);
    expect(sent).toBe(patterns.length * HOSTILE_PARTS.length);
    expect(logLines(app).filter((l) => l.msg === "server worker died; starting another")).toEqual([]);
    expect(await workersServing()).toEqual(before);
  }, 300_000);

  it("replaces a worker that dies", async () => {
    const before = await workersServing();
    const [victim, survivor] = [...before];
    process.kill(victim, "SIGKILL");
    // A connection the primary hands over as the worker dies is lost with it: ask once it knows.
    await until("the primary to see the worker die", () =>
      logLines(app).find((l) => l.pid === app.pid && l.msg === "server worker died; starting another"),
    );
    const after = await until("a replacement worker", async () => {
      const now = await workersServing(4);
      return now.size === 2 && !now.has(victim) ? now : undefined;
    });
    expect(after.has(survivor)).toBe(true);
    const [replacement] = [...after].filter((pid) => pid !== survivor);
    expect(parentOf(replacement)).toBe(app.pid);
  });

  it("gives up with exit code 1 when the port is taken", async () => {
    // Someone else's server on the port (hanging up at once, so closing it waits for nobody).
    const blocker = net.createServer((socket) => socket.destroy()).listen(TAKEN_PORT, "127.0.0.1");
    await new Promise((resolve) => blocker.once("listening", resolve));
    const dir = await mkdtemp(path.join(os.tmpdir(), "haat-cluster-taken-"));
    dirs.push(dir);
    try {
      const started = startAppProcess({
        port: TAKEN_PORT,
        dataDir: dir,
        databaseUrl,
        baseUrl: `http://localhost:${TAKEN_PORT}`,
        npmStart: true,
        env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
      });
      // Nothing of ours answers there: startAppProcess fails when the process exits.
      await expect(started).rejects.toThrow(/process exited \(1\)/);
      const log = readFileSync(path.join(dir, `server-${TAKEN_PORT}.log`), "utf8");
      expect(log).toContain("EADDRINUSE");
      expect(log).toContain("the server did not start");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("`npm start` typed in a shell whose own node is the machine's serves on the project's Node 24", async () => {
    const machineNode = execFileSync("node", ["--version"], { env: { PATH: shellPath() }, encoding: "utf8" }).trim();
    const dir = await mkdtemp(path.join(os.tmpdir(), "haat-cluster-npm-"));
    dirs.push(dir);
    const typed = await startAppProcess({
      port: TAKEN_PORT,
      dataDir: dir,
      databaseUrl,
      baseUrl: `http://localhost:${TAKEN_PORT}`,
      npmStart: true,
      typedCommand: true,
      env: { WEB_CONCURRENCY: "1", LOG_LEVEL: "info" },
    });
    try {
      const ready = logLines(typed).find((l) => l.msg === "Haat is ready") as { node?: string } | undefined;
      expect(ready?.node, `the machine's own node is ${machineNode}`).toMatch(/^v24\./);
    } finally {
      await typed.kill();
    }
  });

  it("stops on SIGTERM: a request in flight finishes, then the workers and PostgreSQL stop, exit code 0", async () => {
    const workers = await workersServing();
    const postmaster = Number(readFileSync(path.join(dataDir, "pg/postmaster.pid"), "utf8").split("\n")[0]);
    expect(isAlive(postmaster)).toBe(true);

    // A sign-in whose body arrives in two parts, the second after SIGTERM.
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password" });
    let slowRequest: http.ClientRequest | undefined;
    const reply = new Promise<{ status: number; worker: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: PORT,
          path: "/api/auth/sign-in/email",
          method: "POST",
          agent: false,
          localAddress: "127.0.5.1",
          headers: {
            host: new URL(app.url).host,
            origin: app.url,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, worker: workerOf(res), body: Buffer.concat(chunks).toString("utf8") }),
          );
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      slowRequest = req;
    });
    await until("the slow request to be sent", () => slowRequest);
    await sleep(500); // its headers reach a worker

    const exited = app.exited;
    process.kill(app.pid, "SIGTERM");
    // The primary and both workers are shutting down…
    await until("every process shutting down", () => {
      const shutting = new Set(
        logLines(app)
          .filter((l) => l.msg === "shutting down")
          .map((l) => l.pid),
      );
      return [app.pid, ...workers].every((pid) => shutting.has(pid)) ? true : undefined;
    });
    // …and serve no new connections,
    await until("new connections not served", async () => {
      try {
        await new Visitor(app.url).request("/healthz", { timeoutMs: 2_000 });
        return undefined;
      } catch {
        return true;
      }
    });
    // while the request they already had is answered in full.
    slowRequest?.end(body.slice(10));
    const answer = await reply;
    expect(answer.status).toBe(401);
    expect(workers.has(answer.worker)).toBe(true);

    expect(await exited).toBe(0);
    for (const pid of [...workers, postmaster]) expect(isAlive(pid), `process ${pid} is gone`).toBe(false);
    expect(existsSync(path.join(dataDir, "pg/postmaster.pid")), "PostgreSQL shut down cleanly").toBe(false);
  });
});
