// Every `docs/…` file that code, tests, scripts or the README cite must exist, and every cited
// section of product.md must be one of its headings, so a citation cannot silently go stale
// (docs/decisions/0068-product-reference-in-repo.md). Links between the docs are checked too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCES = ["app", "scripts", "tests", "server.ts", "README.md", ".env.example", "docs"];
const TEXT = /\.(ts|tsx|js|mjs|css|md|sql|json)$|^\.env\.example$/;
const CITATION = /docs\/[\w./-]+\.md(?:#[\w-]+)?/g;
// Markdown links inside docs/: [text](target), targets that are not web addresses or bare anchors.
const LINK = /\]\(((?!https?:|mailto:|#)[^)\s]+)\)/g;

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(path.split("/").pop() ?? "") ? [path] : [];
  return readdirSync(full).flatMap((name) => (name === "node_modules" || name.startsWith(".") ? [] : files(join(path, name))));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const slugs = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
    m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-"),
  );
  return new Set(slugs);
}

const all = SOURCES.flatMap(files);

describe("docs citations", () => {
  it("cite only docs files that exist, and only product.md sections that exist", () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of all) {
      for (const [cited] of readFileSync(join(ROOT, file), "utf8").matchAll(CITATION)) {
        count++;
        const [path, anchor] = cited.split("#");
        if (!existsSync(join(ROOT, path))) problems.push(`${file}: ${cited} (no such file)`);
        else if (anchor && !anchors(readFileSync(join(ROOT, path), "utf8")).has(anchor))
          problems.push(`${file}: ${cited} (no such section)`);
      }
    }
    expect(problems).toEqual([]);
    // The scan itself works: the code cites product.md and the decisions many times.
    expect(count).toBeGreaterThan(50);
  });

  it("link between docs only to files and sections that exist", () => {
    const problems: string[] = [];
    for (const file of all.filter((f) => f.startsWith("docs/") && f.endsWith(".md"))) {
      for (const [, target] of readFileSync(join(ROOT, file), "utf8").matchAll(LINK)) {
        const [path, anchor] = target.split("#");
        const full = resolve(ROOT, dirname(file), path);
        if (!existsSync(full)) problems.push(`${file}: ${target} (no such file)`);
        else if (anchor && full.endsWith(".md") && !anchors(readFileSync(full, "utf8")).has(anchor))
          problems.push(`${file}: ${target} (no such section in ${relative(ROOT, full)})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
