// `npm start`: build the app when the build is missing or older than the sources, then serve it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_ENTRY = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const stale = !existsSync(BUILD_ENTRY) || Math.max(...SOURCES.map(newestMtime)) > statSync(BUILD_ENTRY).mtimeMs;
if (stale) {
  const started = Date.now();
  console.log("Building Haat…");
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.NODE_ENV ??= "production";
await import("../server.ts");
