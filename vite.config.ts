import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { firstLoadBudget } from "./scripts/vite/first-load-budget";
import { perLanguageScripts } from "./scripts/vite/locale-scripts";
import { precompressAssets } from "./scripts/vite/precompress-assets";

// None of them may import the message catalogue: a manual chunk takes in everything its modules
// import, and through the catalogue's index that is every message of the app (it made this chunk
// 109 KB gzipped instead of 51).
const SHARED_SMALL_MODULES = [
  "/app/media/urls.",
  "/app/utils/money.",
  "/app/db/schema/values.",
  "/app/components/shop/icons.",
  // The form-reply helpers every form shares.
  "/app/utils/reply.",
  // The page's language, which most modules ask for (its browser runtime is a few lines, decision 0089).
  "/app/paraglide/runtime.",
  "/app/i18n/m.",
  "/app/i18n/locales.",
];

/**
 * After the server build, compiles server.ts and the app code it imports (services, HTTP app, demo
 * seed) into <build>/server/main.js, so production runs plain `node` with no TypeScript loader
 * (docs/decisions/0010-node-lts-compiled-server.md). Packages stay imports of node_modules, and
 * dynamic imports stay separate chunks (the AWS SDK loads only with STORAGE_DRIVER=s3).
 */
function compiledServerEntry(): Plugin {
  return {
    name: "haat:compiled-server-entry",
    apply: "build",
    async closeBundle() {
      const { config } = this.environment;
      if (config.consumer !== "server") return;
      const esbuild = await import("esbuild");
      await esbuild.build({
        entryPoints: { main: "server.ts" },
        outdir: config.build.outDir,
        chunkNames: "main-chunks/[name]-[hash]",
        bundle: true,
        splitting: true,
        format: "esm",
        platform: "node",
        target: "node20.19",
        packages: "external",
        tsconfig: "tsconfig.json",
        logLevel: "warning",
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // Compiles messages/ into app/paraglide on start and on every change (also `npm run i18n`).
    paraglideVitePlugin({ project: "./project.inlang", outdir: "./app/paraglide", emitTsDeclarations: true }),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    compiledServerEntry(),
    // Browser scripts in one copy per language, each with only its own texts (decision 0089).
    perLanguageScripts(),
    // Then every browser asset once in brotli and gzip, for the server to send as it is (decision 0098).
    precompressAssets(),
    // Last, on what a browser gets: a page whose first-load JS or CSS grew past its budget fails the build.
    firstLoadBudget(),
  ],
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Small modules most pages share go in one chunk: a dozen 150-byte chunks cost more in
        // per-file overhead than their code (the first-load budgets: scripts/vite/first-load-budget.ts).
        manualChunks(id) {
          if (SHARED_SMALL_MODULES.some((m) => id.includes(m))) return "shared";
        },
      },
    },
  },
});
