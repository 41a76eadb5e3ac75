// `npm start`: build the app when the build is missing or older than the sources, then run the
// compiled server (build/server/main.js) in this process. Plain JavaScript, so production runs on
// `node` alone, without a TypeScript loader (docs/decisions/0010-node-lts-compiled-server.md).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(ENTRY).href);
