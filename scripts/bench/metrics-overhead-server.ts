// The server side of scripts/bench/metrics-overhead.ts, compiled by it with esbuild and run on plain
// node like build/server/main.js (under tsx, react-router resolves to another copy than the build's):
// the demo shop, the page cache off, the production build served twice, with the request timer on
// PORT and without it on PORT + 1. Prints "ready" when both listen; SIGTERM stops it.
import path from "node:path";
import pino from "pino";
import { createHttpApp } from "../../app/http/app.server";
import { createServices } from "../../app/services.server";
import { parseEnv } from "../../app/utils/env.server";
import { seedDemo } from "../seed/demo.server";

const env = parseEnv({ ...process.env, NODE_ENV: "production", PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn" });
const services = await createServices(env, pino({ level: "warn" }));
await seedDemo(services);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const servers = [
  (await createHttpApp({ services, buildDir })).listen(env.PORT, "127.0.0.1"),
  (await createHttpApp({ services, buildDir, metrics: false })).listen(env.PORT + 1, "127.0.0.1"),
];
await Promise.all(servers.map((s) => new Promise((resolve) => (s.listening ? resolve(null) : s.once("listening", resolve)))));
console.log("ready");
process.once("SIGTERM", async () => {
  for (const server of servers) server.close();
  // Renders the client gave up on still finish; the pool closes once they have (10 s at most).
  const pool = services.db.$client;
  for (let i = 0; i < 100 && pool.totalCount !== pool.idleCount; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  await services.close();
  process.exit(0);
});
