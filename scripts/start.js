// `npm start`: build the app when the build is missing or older than the sources, then run the
// compiled server (build/server/main.js) in this process, as the primary of one worker per core.
// Plain JavaScript, so production runs on `node` alone, without a TypeScript loader
// (docs/decisions/0010-node-lts-compiled-server.md).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

// BUILD_DIR matches react-router.config.ts; main.js is written last, after the React Router build.
const ENTRY = path.resolve(process.env.BUILD_DIR ?? "build", "server/main.js");
// Everything that ends up in the build: the app, and server.ts with what it imports outside app/.
const SOURCES = [
  "app",
  "public",
  "server.ts",
  "scripts/seed",
  "scripts/vite",
  "messages",
  "project.inlang",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const stale = !existsSync(ENTRY) || Math.max(...SOURCES.map(newestMtime)) > statSync(ENTRY).mtimeMs;
if (stale) {
  const started = Date.now();
  console.log("Building Haat…");
  // The CLI under this very node (not npx): the build runs on the Node version that will serve it.
  // Its file is the one the package names as its bin (bin.cjs in React Router 8, bin.js before).
  const dev = JSON.parse(readFileSync("node_modules/@react-router/dev/package.json", "utf8"));
  const cli = path.join("node_modules/@react-router/dev", typeof dev.bin === "string" ? dev.bin : dev.bin["react-router"]);
  execFileSync(process.execPath, [cli, "build"], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.NODE_ENV ??= "production";
// One server process per core unless WEB_CONCURRENCY says otherwise: main.js itself defaults to one
// (the e2e, hardening and bench servers), so only `npm start` is a cluster by default. At most 8:
// each process's pool holds up to 10 connections, and PostgreSQL allows 100 unless told otherwise
// (docs/decisions/0091-one-process-per-core.md).
if (!process.env.WEB_CONCURRENCY) process.env.WEB_CONCURRENCY = String(Math.min(os.availableParallelism(), 8));
await import(pathToFileURL(ENTRY).href);
