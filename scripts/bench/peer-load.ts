// The peer bench's load: CONNECTIONS keep-alive connections, each running one operation after another
// until the time is up. An operation is one request or a sequence (Vendure's checkout), with state
// kept per connection (a session's cookie or token), which autocannon's per-loop context does not
// keep. Counts completed operations, their latency, and the CPU the measured processes used.

import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { BROWSER, cpuSeconds } from "./harness";
import type { Call } from "./requests";

export interface Reply {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

export type Send = (call: Call) => Promise<Reply>;

/** One operation on a connection: resolves true when it did what it should (a 200 is not enough for GraphQL or a fetcher). */
export type Operation<State> = (send: Send, state: State) => Promise<boolean>;

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(body).toString("utf8");
  return body.toString("utf8");
}

/** One keep-alive connection to `base` (a browser's headers on every request, replies decoded). */
export function openConnection(base: string): { send: Send; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send: Send = (call) =>
    new Promise((resolve, reject) => {
      const body = call.body === undefined ? undefined : typeof call.body === "string" ? call.body : JSON.stringify(call.body);
      const headers: Record<string, string | number> = { ...BROWSER, ...call.headers };
      if (body !== undefined) headers["content-length"] = Buffer.byteLength(body);
      const req = http.request(`${base}${call.path}`, { method: call.method ?? "GET", headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        // Decoded as a browser would, so what came back can be checked.
        res.on("end", () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              text: decode(Buffer.concat(chunks), res.headers["content-encoding"]),
              headers: res.headers,
            });
          } catch (error) {
            reject(error);
          }
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export interface LoadResult {
  completed: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The first failure's reply, to say what went wrong. */
  firstFailure?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;

/** Runs `operation` on `connections` connections for `seconds`; each connection's state is made once by `stateOf`. */
export async function drive<State>(
  base: string,
  connections: number,
  seconds: number,
  stateOf: (connection: number) => State,
  operation: Operation<State>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const { send, close } = openConnection(base);
      const state = stateOf(i);
      let last: Reply | undefined;
      const recording: Send = async (call) => {
        last = await send(call);
        return last;
      };
      try {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          let ok = false;
          try {
            ok = await operation(recording, state);
          } catch (error) {
            // A thrown error (a refused connection, the prepared carts run out) ends this connection's run.
            firstFailure ??= String(error);
            failed++;
            break;
          }
          if (ok) latencies.push(performance.now() - t0);
          else {
            failed++;
            firstFailure ??= `${last?.status} ${last?.text.slice(0, 300)}`;
          }
        }
      } finally {
        close();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    completed: latencies.length,
    failed,
    perSecond: latencies.length / elapsed,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    firstFailure,
  };
}

/** The process and every process it started (Vendure's or PostgreSQL's children), by /proc's parent links. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {} // it ended meanwhile
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * CPU seconds used so far by a process tree. PostgreSQL's backends come and go: a backend that ended
 * takes its time with it, so the bench's servers keep their pools' connections open (they do).
 */
export function treeCpuSeconds(root: number): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of processTree(root)) {
    try {
      used.set(pid, cpuSeconds(pid));
    } catch {}
  }
  return used;
}

/** CPU seconds between two samples of a tree, over the processes alive at both (and those that started in between). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
