// A person who opens the URL of a data-only route (a route module with a loader or action and no
// component: JSON for scripts, a file, a redirect) in the browser gets a page or a redirect, never
// a raw JSON body. Every such route of the production build's route table, as a guest, a customer
// and the shop's owner, with generated params (real, foreign and malformed ids, any pincode).
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, productionBuildDir, startAppServer } from "./support/app-server";
import { buildTwoShopWorld, type TwoShopWorld } from "./support/two-shop-world";

let server: AppServer;
let build: ServerBuild;
let world: TwoShopWorld;

beforeAll(async () => {
  server = await startAppServer();
  build = (await import(pathToFileURL(path.join(productionBuildDir(), "server/index.js")).href)) as ServerBuild;
  world = await buildTwoShopWorld(server, { a: "loads-a", b: "loads-b" });
});
afterAll(async () => {
  await server?.close();
});

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
const routes = () => Object.values(build.routes).filter((r): r is BuildRoute => Boolean(r));
/** No component: what it answers is whatever its loader returns (or React Router's own JSON error). */
const dataOnly = () => routes().filter((r) => !r.module.default && (r.module.loader || r.module.action));

function patternOf(r: BuildRoute): string {
  const parts: string[] = [];
  for (let at: BuildRoute | undefined = r; at; at = at.parentId ? build.routes[at.parentId] : undefined)
    if (at.path) parts.unshift(at.path);
  return `/${parts.join("/")}`;
}

const ids = () =>
  fc.oneof(
    fc.constantFrom(world.orderA.id, world.orderB.id, world.orderBinA.id, world.shopA.productId),
    fc.uuid(),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
/** Values for each param a route can have; a route with another one fails below until it is added here. */
const paramValues = (name: string): fc.Arbitrary<string> | undefined =>
  ({
    shop: fc.constantFrom(world.shopA.handle, world.shopB.handle),
    pin: fc.oneof(fc.stringMatching(/^[1-9]\d{5}$/), fc.constantFrom("110001", "560038"), fc.string({ maxLength: 8 })),
    orderId: ids(),
    productId: ids(),
    exportId: ids(),
    userId: fc.oneof(fc.constantFrom(world.people.customerA.userId as string), fc.string({ minLength: 1, maxLength: 12 })),
    // A GSTR-1 download's sheet, and a credit note's file name.
    sheet: fc.oneof(fc.constantFrom("b2b", "hsn_b2c", "docs"), fc.string({ maxLength: 8 })),
    file: fc.oneof(fc.constantFrom("DEMO-CN-26-27-1.pdf", "x.pdf"), fc.string({ maxLength: 12 })),
  })[name];
const query = fc.oneof(
  fc.constant(""),
  fc.constantFrom("?orders", "?order=x", "?q=saree"),
  fc.string({ maxLength: 10 }).map((q) => `?q=${encodeURIComponent(q)}`),
);

/** A browser's navigation: what Chromium sends when a person types the URL or follows a link. */
const PAGE_LOAD = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
};

/** A GET with exactly these headers (fetch() would set its own Sec-Fetch-Mode: cors). */
function navigate(url: string, cookie: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${url}`, { headers: { ...PAGE_LOAD, ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe("a page load of a data-only route", () => {
  it("the build has such routes, and each param they use has generated values", () => {
    const names = dataOnly().flatMap((r) => [...patternOf(r).matchAll(/:(\w+)/g)].map((m) => m[1]));
    expect(dataOnly().length).toBeGreaterThan(5);
    expect(names.filter((n) => !paramValues(n))).toEqual([]);
  });

  it("is answered with a page or a redirect, never JSON, for anyone and any params", async () => {
    const people = [world.people.guest, world.people.customerA, world.people.sellerA];
    const failures: string[] = [];
    for (const r of dataOnly()) {
      const pattern = patternOf(r);
      const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map((m) => [m[1], paramValues(m[1]) as fc.Arbitrary<string>]));
      const run = fc.assert(
        fc.asyncProperty(fc.record(params), query, fc.constantFrom(...people), async (values, q, who) => {
          const url = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name])) + q;
          const res = await navigate(url, who.cookie);
          const type = res.type;
          const body = res.body;
          const what = `${r.id} ${url} as ${who.label}: ${res.status} ${type} ${body.slice(0, 80)}`;
          expect(type, what).not.toMatch(/json/i);
          if (res.status < 300 || res.status >= 400) expect(type, what).not.toBe("");
          // A 2xx/4xx body is HTML or the route's own file (PDF, CSV, XML, text), never JSON text.
          expect(() => JSON.parse(body), what).toThrow();
        }),
        { numRuns: 12 },
      );
      // Every failing route is listed, not only the first.
      await run.catch((e: Error) => failures.push(String(e.cause instanceof Error ? e.cause.message : e.message).split("\n")[0]));
    }
    expect(failures).toEqual([]);
  });
});
