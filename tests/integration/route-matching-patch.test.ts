// patches/react-router+7.18.4.patch lets React Router's route matching skip a branch whose static
// path segments cannot match the pathname (docs/decisions/0106-route-matching-patch.md). The skip
// must never change a result: for generated route trees and pathnames, matching with the skip
// returns exactly what matching every branch returns.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { createStaticHandler, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

type Branch = { path?: string; routesMeta: unknown[] };
type MatchRoutesImpl = (routes: RouteObject[], pathname: string, basename: string, allowPartial: boolean, branches: Branch[]) => unknown;

// The bundle Node loads for `react-router` (its chunk names change with each release).
async function loadMatchRoutesImpl(): Promise<MatchRoutesImpl> {
  const dir = path.resolve("node_modules/react-router/dist/development");
  const chunk = readdirSync(dir).find(
    (name) => name.endsWith(".mjs") && readFileSync(path.join(dir, name), "utf8").includes("function branchMayMatch("),
  );
  if (!chunk) throw new Error("the route matching patch is not applied (run npm install)");
  return (await import(pathToFileURL(path.join(dir, chunk)).href)).matchRoutesImpl;
}

// The handler's data routes and their flattened, ranked branches (React Router's internals).
const staticHandlerOf = (routes: RouteObject[]) =>
  createStaticHandler(routes) as unknown as { dataRoutes: RouteObject[]; _internalRouteBranches: Branch[] };

// Segments that exercise every case the skip distinguishes: plain literals in two cases, a
// literal that is not plain ASCII, dynamic, optional and splat segments.
const LITERALS = ["shop", "Shop", "product", "a", "b", "x.y", "é", "a b", "dashboard"];
const segment = fc.oneof(fc.constantFrom(...LITERALS), fc.constantFrom(":id", ":shop", ":x"), fc.constantFrom("shop?", ":id?", "product?"));
const routePath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([segments, splat]) => [...segments, ...(splat ? ["*"] : [])].join("/"));

const routeTree: fc.Arbitrary<RouteObject[]> = fc.letrec<{ routes: RouteObject[]; route: RouteObject }>((tie) => ({
  routes: fc.array(tie("route"), { minLength: 1, maxLength: 4 }),
  route: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ index: fc.constant(true as const), caseSensitive: fc.boolean() }),
    fc.record({ path: routePath, caseSensitive: fc.boolean() }),
    fc.record({
      path: fc.option(routePath, { nil: undefined }),
      caseSensitive: fc.boolean(),
      children: tie("routes") as fc.Arbitrary<RouteObject[]>,
    }),
  ) as fc.Arbitrary<RouteObject>,
})).routes;

// Pathnames built from the same words, in other cases (with letters whose case mappings leave
// ASCII: ſ, the Kelvin sign), percent-encoded, with empty segments.
const pathSegment = fc.oneof(
  fc.constantFrom(...LITERALS, "SHOP", "PRODUCT", "Dashboard", "%73hop", "a%20b", "%C3%A9", "É", "\u017Fhop", "\u212A", "", "x"),
  fc.string({ maxLength: 4 }).filter((text) => !text.includes("/")),
);
const pathname = fc
  .tuple(fc.array(pathSegment, { maxLength: 5 }), fc.boolean())
  .map(([segments, trailing]) => `/${segments.join("/")}${trailing ? "/" : ""}`);

describe("React Router route matching with the static-segment skip", () => {
  it("returns what matching every branch returns", async () => {
    const matchRoutesImpl = await loadMatchRoutesImpl();
    fc.assert(
      fc.property(routeTree, fc.array(pathname, { minLength: 1, maxLength: 8 }), fc.boolean(), (routes, pathnames, allowPartial) => {
        const handler = staticHandlerOf(routes);
        const branches = handler._internalRouteBranches;
        // Without a path string a branch has no static segments to compare, so none is skipped.
        const unskippable = branches.map((branch) => ({ ...branch, path: undefined }));
        for (const pathname of pathnames) {
          const skipping = matchRoutesImpl(handler.dataRoutes, pathname, "/", allowPartial, branches);
          const trying = matchRoutesImpl(handler.dataRoutes, pathname, "/", allowPartial, unskippable);
          expect(skipping).toEqual(trying);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("still finds the routes of hand-written paths", async () => {
    const matchRoutesImpl = await loadMatchRoutesImpl();
    const routes: RouteObject[] = [
      { path: "/", children: [{ path: "dashboard/*" }, { path: ":shop", children: [{ index: true }, { path: "product/:id" }] }] },
    ];
    const handler = staticHandlerOf(routes);
    const matchedPathnames = (pathname: string) =>
      (
        matchRoutesImpl(handler.dataRoutes, pathname, "/", false, handler._internalRouteBranches) as Array<{ pathname: string }> | null
      )?.map((match) => match.pathname) ?? null;
    expect(matchedPathnames("/Dashboard/orders")).toEqual(["/", "/Dashboard/orders"]);
    expect(matchedPathnames("/asha/PRODUCT/7")).toEqual(["/", "/asha", "/asha/PRODUCT/7"]);
    expect(matchedPathnames("/asha")).toEqual(["/", "/asha", "/asha/"]);
    expect(matchedPathnames("/asha/product")).toBeNull();
  });
});
