// `npm run test:hardening`: hostile-input, access, abuse, crash and scale-out tests. They drive the
// production build over real HTTP, so they run after `react-router build` (scripts/test.ts does).
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/hardening/**/*.test.ts"],
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Two files at a time (the default leaves one core idle on a 2-core CI machine): most of a file's
    // time is spent waiting on its own servers, PostgreSQL and sleeps. Files with fixed ports keep
    // them apart (scale-out 4600–4602, crash-safety 4610–4621, cluster 4630–4631, dev-server 4640,
    // mail-durability 4650–4651); the rest listen on free ones.
    maxWorkers: 2,
  },
});
