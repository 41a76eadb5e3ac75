// Preloaded (`node --import`) into the servers of scripts/bench/rr-bundle.ts. With
// RR_BUNDLE=production it sends every `react-router` import and require of the process to the
// package's dist/production files instead of the dist/development ones its Node export names (the
// two differ only in ENABLE_DEV_WARNINGS); imports and requires both, so the process still holds
// one copy (React Router's contexts compare by identity). Either way, on exit it prints which
// builds of react-router, react and react-dom/server the process loaded. Plain JavaScript: the
// server runs on plain node. A measuring tool, not part of the app.
import Module, { createRequire, register } from "node:module";
import { isMainThread } from "node:worker_threads";

const DEV = "/node_modules/react-router/dist/development/";
const PROD = "/node_modules/react-router/dist/production/";
// The entry files (index.mjs, dom-export.mjs, …) have the same names in both folders; their chunks
// do not, but the production entries import the production chunks themselves.
const toProduction = (where) => where.replace(DEV, PROD);

/** The ESM resolve hook (module.register runs this file again off the main thread for it). */
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  return { ...result, url: toProduction(result.url) };
}

if (isMainThread) {
  if (process.env.RR_BUNDLE === "production") {
    register(import.meta.url);
    // require() (createRequire in app/http/load-context.server.ts) resolves apart from the hooks on Node 20.
    const resolveFilename = Module._resolveFilename;
    Module._resolveFilename = function (...args) {
      return toProduction(resolveFilename.apply(this, args));
    };
  }
  const require = createRequire(import.meta.url);
  process.once("exit", () => {
    // Only those that ran: importing a CommonJS module from ESM also reads (without running) the
    // files it might re-export, e.g. react's development build beside the production one.
    const loaded = Object.entries(require.cache)
      .filter(([f, m]) => m?.loaded && /node_modules\/(react|react-dom|react-router)\/(cjs|dist)\//.test(f))
      .map(([f]) => f);
    const rel = loaded.map((f) => f.slice(f.indexOf("node_modules/") + 13)).sort();
    console.error(`[rr-bundle ${process.env.RR_BUNDLE || "as built"}] loaded: ${rel.join(", ")}`);
  });
}
