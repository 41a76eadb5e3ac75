import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two files at a time: vitest's default is one below the core count (one on a 2-core machine),
    // and a file spends much of its time waiting on PostgreSQL; each file has its own database.
    maxWorkers: 2,
    // A worker keeps the modules it imported for its next file: importing the app anew for each of
    // ~110 files was half the run's time. No test mocks a module or stubs the environment.
    isolate: false,
  },
});
