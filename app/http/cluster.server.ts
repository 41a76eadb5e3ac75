// The primary's side of `WEB_CONCURRENCY` > 1 (docs/decisions/0091-one-process-per-core.md): forks
// the HTTP workers (node:cluster, all on one port), replaces one that dies unexpectedly, with a
// back-off so a crash loop does not spin, and stops them gracefully. server.ts owns the database.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** A replacement waits 1 s, 2 s, 4 s … up to 30 s while workers keep dying within 10 s of their start. */
export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableAfterMs: 10_000 };
/** How long stop() waits for a worker (whose own shutdown gives up after 10 s) before SIGKILL. */
const STOP_GRACE_MS = 15_000;

export interface WorkerPool {
  /**
   * Resolves once `count` workers have listened. Rejects when a worker exits before any has
   * listened: a boot failure (the port taken, a bad build) that a restart would only repeat.
   */
  ready: Promise<void>;
  /** SIGTERM to every worker (each finishes its requests in flight); true when all exited with 0. */
  stop(): Promise<boolean>;
}

export function delayBeforeRestart(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(RESTART_BACKOFF.firstMs * 2 ** (quickDeaths - 1), RESTART_BACKOFF.maxMs);
}

export function startWorkerPool(options: { count: number; env: Record<string, string>; log: Logger }): WorkerPool {
  const { count, env, log } = options;
  const forkedAt = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let listened = 0;
  let quickDeaths = 0;
  let stopping = false;
  let settle: { resolve(): void; reject(error: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const fork = () => forkedAt.set(cluster.fork(env).id, Date.now());

  cluster.on("listening", () => {
    listened++;
    if (listened === count) settle?.resolve();
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (forkedAt.get(worker.id) ?? 0);
    forkedAt.delete(worker.id);
    if (stopping) return;
    const pid = worker.process.pid;
    if (listened === 0) {
      settle?.reject(new Error(`server worker ${pid} exited (${signal ?? code}) before the server was up`));
      return;
    }
    quickDeaths = lived < RESTART_BACKOFF.stableAfterMs ? quickDeaths + 1 : 0;
    const delay = delayBeforeRestart(quickDeaths);
    log.error({ worker: pid, code, signal, restartInMs: delay }, "server worker died; starting another");
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    async stop() {
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w) && !w?.isDead());
      const exits = workers.map(
        (worker) =>
          new Promise<boolean>((resolve) => {
            const force = setTimeout(() => worker.process.kill("SIGKILL"), STOP_GRACE_MS);
            worker.once("exit", (code) => {
              clearTimeout(force);
              resolve(code === 0);
            });
            // Each worker runs server.ts's own graceful shutdown on SIGTERM.
            worker.process.kill("SIGTERM");
          }),
      );
      return (await Promise.all(exits)).every(Boolean);
    },
  };
}
