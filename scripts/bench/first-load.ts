// First-load JavaScript of the storefront: for the shop home, a product page and the cart, in English
// and in Hindi, every JS file the server-rendered HTML modulepreloads (<link rel="modulepreload">) or
// imports (the inline module script), each fetched uncompressed and gzipped at level 9, summed per page.
//   npm run bench:first-load                      # starts this build (BUILD_DIR) on fresh demo data
//   npm run bench:first-load -- base=http://127.0.0.1:4390 head=http://127.0.0.1:4391
// With URLs it measures servers already running the demo platform (shop `demo`), side by side.
// Beside them, the framework floor: a React Router app of one page with loader data and a link
// (scripts/bench/framework-floor/), built here and weighed the way the build's budget check weighs
// a page (scripts/vite/first-load-budget.ts) — what any page of a React Router app downloads at the least.
// Env: BENCH_FL_PORT (4702), BUILD_DIR (build), BENCH_DIR (/tmp/haat-bench).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { readFromDirectory, readManifest, weighScripts } from "../vite/first-load-budget";
import { benchTargets, envNumber, printTable, writeResults } from "./harness";

const SHOP = "demo";

/** The JS files a page's HTML loads before it is interactive, as absolute paths on the server. */
function firstLoadScripts(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]);
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const m of script[1].matchAll(/import\s*(?:[^"'()]*?from\s*)?\(?\s*["']([^"']+\.js)["']/g)) files.add(m[1]);
  }
  return [...files];
}

async function gzippedBytes(base: string, file: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(file);
  if (known !== undefined) return known;
  const res = await fetch(new URL(file, base), { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  const bytes = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  cache.set(file, bytes);
  return bytes;
}

async function measure(label: string, base: string) {
  const home = await (await fetch(`${base}/${SHOP}`)).text();
  const productPath = home.match(new RegExp(`/${SHOP}/product/[0-9a-f-]{36}`))?.[0];
  if (!productPath) throw new Error(`${label}: no product link on /${SHOP}`);
  const english = [
    { page: "shop home", path: `/${SHOP}` },
    { page: "product page", path: productPath },
    { page: "cart", path: `/${SHOP}/cart` },
  ];
  // Each language has its own copy of the scripts (docs/decisions/0089-per-language-scripts.md).
  const pages = [...english, ...english.map((p) => ({ page: `${p.page}, Hindi`, path: `${p.path}?lang=hi` }))];
  const cache = new Map<string, number>();
  const rows = [];
  for (const p of pages) {
    const res = await fetch(`${base}${p.path}`);
    if (!res.ok) throw new Error(`${label} ${p.path}: HTTP ${res.status}`);
    const files = firstLoadScripts(await res.text());
    let bytes = 0;
    for (const f of files) bytes += await gzippedBytes(base, f, cache);
    rows.push({ build: label, page: p.page, files: files.length, "gzip -9 KB": Number((bytes / 1024).toFixed(1)) });
  }
  return { rows, sizes: Object.fromEntries(cache) };
}

/** Builds scripts/bench/framework-floor and weighs its one page's first-load JavaScript. */
function frameworkFloor() {
  const app = path.join(path.dirname(fileURLToPath(import.meta.url)), "framework-floor");
  // Its CLI under this very node, as scripts/start.js runs it.
  const dev = path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json"));
  execFileSync(process.execPath, [path.join(dev, "bin.cjs"), "build"], { cwd: app, stdio: "ignore" });
  const client = path.join(os.tmpdir(), "haat-framework-floor", "client");
  const { files, kB } = weighScripts(readManifest(client), ["root", "routes/home"], readFromDirectory(client));
  return { build: "framework floor", page: "one page, loader data, a link", files, "gzip -9 KB": kB };
}

async function main() {
  const { targets, stop } = await benchTargets("first-load", envNumber("BENCH_FL_PORT", 4702));
  try {
    const results = [];
    for (const t of targets) results.push({ ...t, ...(await measure(t.label, t.url)) });
    const floor = frameworkFloor();
    printTable([...results.flatMap((r) => r.rows), floor]);
    console.log(`results: ${await writeResults("first-load", { results, frameworkFloor: floor })}`);
  } finally {
    await stop?.();
  }
}

await main();
