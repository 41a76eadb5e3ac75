// What the request timer of GET /metrics costs (docs/decisions/0092-metrics.md): the production build
// served twice from one process (metrics-overhead-server.ts), with and without requestMetrics, against
// the demo shop with the page cache off; autocannon (its own process) alternates between them and
// prints requests/s and p99 of each and their ratio, all from one run.
//
// `npx tsx scripts/bench/metrics-overhead.ts` after `npx react-router build`. Env: BENCH_PATH (/demo,
// the demo shop's home), BENCH_SECONDS (10 per round), BENCH_ROUNDS (3 of each, alternating),
// BENCH_CONNECTIONS (10), BENCH_PORT (4331: with, +1 without), BENCH_DIR (/tmp/haat-metrics-bench).
import { spawn } from "node:child_process";
import path from "node:path";
import { BUILD_DIR, envNumber, machine, printTable, writeResults } from "./harness";

const PATH = process.env.BENCH_PATH ?? "/demo";
const SECONDS = envNumber("BENCH_SECONDS", 10);
const ROUNDS = envNumber("BENCH_ROUNDS", 3);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 10);
const PORT = envNumber("BENCH_PORT", 4331);

// The servers run in their own process, compiled like build/server/main.js (vite.config.ts).
const esbuild = await import("esbuild");
const serverJs = path.resolve(BUILD_DIR, "bench/metrics-overhead-server.js");
await esbuild.build({
  entryPoints: ["scripts/bench/metrics-overhead-server.ts"],
  outfile: serverJs,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  packages: "external",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
const server = spawn(process.execPath, [serverJs], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: process.env.BENCH_DIR ?? "/tmp/haat-metrics-bench", BUILD_DIR },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("ready")) resolve();
    else process.stdout.write(chunk);
  });
  server.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
});
// Whatever happens below, the server (and its embedded PostgreSQL) stops with this process.
process.once("exit", () => server.kill("SIGTERM"));

interface Round {
  requests: number;
  p99: number;
}

/** autocannon in its own process, its JSON summary. */
function measure(port: number, seconds: number): Promise<Round> {
  const args = ["-j", "-c", String(CONNECTIONS), "-d", String(seconds), `http://127.0.0.1:${port}${PATH}`];
  const child = spawn(process.execPath, [path.resolve("node_modules/autocannon/autocannon.js"), ...args]);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => {
      try {
        const summary = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
        if (summary.non2xx > 0) throw new Error(`${summary.non2xx} answers were not 2xx at ${PATH}`);
        resolve({ requests: summary.requests.average, p99: summary.latency.p99 });
      } catch (error) {
        reject(error);
      }
    });
  });
}

const ports = { with: PORT, without: PORT + 1 };
for (const port of Object.values(ports)) {
  const probe = await fetch(`http://127.0.0.1:${port}${PATH}`, { redirect: "manual" });
  if (probe.status !== 200) throw new Error(`${PATH} answered ${probe.status} ${probe.headers.get("location") ?? ""}`);
}
// Warm both (JIT, pool, React Router's first renders), then alternate, starting with a different side each round.
for (const side of ["with", "without"] as const) await measure(ports[side], 3);
const rounds: Record<"with" | "without", Round[]> = { with: [], without: [] };
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? (["with", "without"] as const) : (["without", "with"] as const);
  for (const side of order) rounds[side].push(await measure(ports[side], SECONDS));
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const summary = Object.fromEntries(
  (["with", "without"] as const).map((side) => [
    side,
    { rps: mean(rounds[side].map((r) => r.requests)), p99: mean(rounds[side].map((r) => r.p99)) },
  ]),
) as Record<"with" | "without", { rps: number; p99: number }>;
printTable(
  (["without", "with"] as const).map((side) => ({
    "request timer": side,
    path: PATH,
    "req/s (mean)": summary[side].rps.toFixed(1),
    "p99 ms (mean)": summary[side].p99.toFixed(1),
    rounds: rounds[side].map((r) => r.requests.toFixed(0)).join(" / "),
  })),
);
const ratio = summary.with.rps / summary.without.rps;
console.log(`\nreq/s with the timer / without: ${ratio.toFixed(3)}  (p99 ${(summary.with.p99 / summary.without.p99).toFixed(3)}×)`);
console.log(
  `results: ${await writeResults("metrics-overhead", { machine: machine(), path: PATH, seconds: SECONDS, connections: CONNECTIONS, rounds, summary, ratio })}`,
);

server.kill("SIGTERM");
