// The build's first-load budget check (scripts/vite/first-load-budget.ts) on the production build
// these tests run against: within budget as built, and failing, for the page that grew and for no
// other, when one route module gains a static import of an oversized chunk.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  appStylesheets,
  overBudget,
  readFromDirectory,
  readManifest,
  staticClosure,
  weighPages,
} from "../../scripts/vite/first-load-budget";

const CLIENT = path.resolve(process.env.BUILD_DIR ?? "build", "client");

describe("first-load budget check", () => {
  const manifest = readManifest(CLIENT);
  const stylesheets = appStylesheets(CLIENT);
  const read = readFromDirectory(CLIENT);

  it("passes the build as it is, and weighs every page in every language", () => {
    const weights = weighPages(manifest, stylesheets, read);
    expect(overBudget(weights)).toEqual([]);
    expect(weights.map((w) => `${w.page} ${w.locale}`)).toContain("shop home hi");
    for (const w of weights) {
      // React DOM and React Router alone are over 100 KB gzipped (docs/performance.md#first-load).
      expect(w.jsKB).toBeGreaterThan(100);
      expect(w.cssKB).toBeGreaterThan(5);
    }
  });

  it("fails the page whose route module gains an oversized import, in both languages", () => {
    const productModule = manifest.routes["routes/shop/product"]?.module as string;
    const oversized = "/assets/oversized-import.js";
    // Random bytes as hex do not compress below half their size: 40 KB of them is ~20 KB gzipped.
    const chunk = Buffer.from(`export const blob = "${randomBytes(20 * 1024).toString("hex")}";`);
    const grown: typeof read = (address) => {
      if (/^\/assets\/(\w+\/)?oversized-import\.js$/.test(address)) return chunk;
      const bytes = read(address);
      if (address.endsWith(path.posix.basename(productModule)))
        return Buffer.concat([Buffer.from('import"./oversized-import.js";'), bytes]);
      return bytes;
    };
    expect(staticClosure([productModule], grown)).toContain(oversized);

    const problems = overBudget(weighPages(manifest, stylesheets, grown));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^product page \(en\): first-load JavaScript [\d.]+ KB, budget [\d.]+ KB$/);
    expect(problems[1]).toMatch(/^product page \(hi\): first-load JavaScript/);
  });
});
