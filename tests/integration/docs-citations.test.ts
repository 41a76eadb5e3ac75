// Every `docs/…` file that code, tests, scripts or the README cite must exist, and every cited
// section of product.md must be one of its headings, so a citation cannot silently go stale
// (docs/decisions/0068-product-reference-in-repo.md). Links between the docs are checked too, and
// every decision record carries its Date and Status and has its row in the decision index.
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

/** "2026-11-24" is a day; "2026-02-30" and "2026-13-01" are not. */
function isCalendarDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
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

  it("give every decision record a Date, a Status (superseded once a later record says so) and a row in the index, in number order", () => {
    const dir = "docs/decisions";
    const records = readdirSync(join(ROOT, dir))
      .filter((name) => /^\d{4}-.+\.md$/.test(name) && !name.startsWith("0000-"))
      .sort();
    const index = readFileSync(join(ROOT, dir, "README.md"), "utf8");
    const rows = [...index.matchAll(/^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\) \|.*\| ([^|]+) \|$/gm)].map(([, number, file, status]) => ({
      number,
      file,
      status: status.trim(),
    }));
    // Date, Status and Supersedes belong to the header: the lines between the title and the first section.
    const headers = new Map(records.map((name) => [name, readFileSync(join(ROOT, dir, name), "utf8").split(/^## /m)[0]]));
    const problems: string[] = [];
    for (const [name, header] of headers) {
      const date = header.match(/^Date: (\d{4}-\d{2}-\d{2})$/m)?.[1];
      if (!date || !isCalendarDay(date)) problems.push(`${name}: no "Date: YYYY-MM-DD" line`);
      const status = header.match(/^Status: (proposed|accepted|superseded)\b/m)?.[1];
      if (!status) problems.push(`${name}: no "Status: proposed | accepted | superseded …" line`);
      const row = rows.find((r) => r.file === name);
      if (!row) problems.push(`${name}: no row in ${dir}/README.md`);
      else if (status && !row.status.startsWith(status)) problems.push(`${name}: Status ${status}, the index says "${row.status}"`);
      // A record this one supersedes, even in part, says so in its own Status.
      const supersedes = header.match(/^Supersedes: (.*)$/m)?.[1] ?? "";
      for (const [, older] of supersedes.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g))
        if (!headers.get(older)?.match(/^Status: superseded\b/m))
          problems.push(`${name} supersedes ${older}, whose Status does not say so`);
    }
    const numbers = rows.map((r) => r.number);
    if (numbers.join() !== [...numbers].sort().join()) problems.push(`${dir}/README.md: rows out of number order`);
    expect(problems).toEqual([]);
    // The scan itself works: there are over a hundred records and as many rows.
    expect(records.length).toBeGreaterThan(100);
    expect(rows.length).toBeGreaterThan(100);
  });
});
