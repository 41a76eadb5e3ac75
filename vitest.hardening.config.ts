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
  },
});
