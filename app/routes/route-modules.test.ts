// The route-module build wraps a route's `export default function Name() {…}` in a call, so `Name`
// is no longer bound in the module: any other reference to it (an ErrorBoundary rendering the page,
// say) throws a ReferenceError at render time, and an error boundary that throws turns a 404 into a 500.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.join(import.meta.dirname);

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** Names a module's code uses for its own `export default function Name`, beyond that declaration. */
function selfReferencesToDefaultExport(source: string): string[] {
  const code = withoutComments(source);
  const name = /export\s+default\s+function\s+(\w+)/.exec(code)?.[1];
  if (!name) return [];
  const uses = code.match(new RegExp(`\\b${name}\\b`, "g")) ?? [];
  return uses.length > 1 ? [name] : [];
}

describe("route modules", () => {
  it("finds a reference to the default export by name (the check can fail)", () => {
    const broken = "export default function Page() { return null }\nexport function ErrorBoundary() { return <Page /> }";
    expect(selfReferencesToDefaultExport(broken)).toEqual(["Page"]);
    expect(selfReferencesToDefaultExport("// Page: a comment\nexport default function Page() { return null }")).toEqual([]);
  });

  it("never refer to their own `export default function` by name", () => {
    const modules = [...routeModules(ROUTES), path.join(ROUTES, "../root.tsx")];
    expect(modules.length).toBeGreaterThan(50);
    const offenders = modules.flatMap((file) =>
      selfReferencesToDefaultExport(readFileSync(file, "utf8")).map((name) => `${path.relative(ROUTES, file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
