// `npm run test:hardening`: hostile-input, access, abuse, crash and scale-out tests. They drive the
// production build over real HTTP, so they run after `react-router build` (scripts/test.ts does).
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest files start first, mail-durability before all (most of its ~90 s is waiting for
 * pg-boss polls), so the workers end together; without a timing cache vitest would start the
 * largest files first, and the long waits last.
 */
const LONGEST_FIRST = ["mail-durability", "fuzz", "access-matrix", "crash-safety", "cluster", "redirects"].map(
  (name) => `/tests/hardening/${name}.test.ts`,
);

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((suffix) => file.moduleId.endsWith(suffix));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/hardening/**/*.test.ts"],
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Three files at a time on a 2-core CI machine (the default, one below the core count, left a core
    // idle): much of a file's time is spent waiting on its own servers, PostgreSQL, polls and sleeps. Files with fixed ports keep
    // them apart (scale-out 4600–4602, crash-safety 4610–4621, cluster 4630–4631, dev-server 4640,
    // mail-durability 4650–4651, backup-restore 4660, pooler 4700–4703, replica 4720–4722); the rest listen on free ones.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
  },
});
