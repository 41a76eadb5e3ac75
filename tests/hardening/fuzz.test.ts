// Property-based fuzzing of every route action, every loader and better-auth's API over real HTTP
// (production build, real PostgreSQL). Properties, per generated request:
//   1. the answer is never a 5xx;
//   2. a rejected request changes nothing in the database.
// "Rejected" means: a 4xx status; or a 2xx single-fetch (.data) answer whose payload says
// `ok: false` (an action that reports an error without a 4xx); or any answer to a request that
// was not allowed to change anything at all (wrong person, another shop, unknown shop, read-only
// endpoints) — redirects to a login page included. Changes are seen by triggers that log every
// row written to an app table (support/db-changes.ts); sessions and rate-limit rows do not count.
//
// Reproducible: FUZZ_SEED (printed) seeds every route's generator; FUZZ_RUNS scales the request
// budget (default 5,200, split over the routes by weight); FUZZ_LANES (default 3) is how many
// servers share the work. A failure report names the route, the person, the URL and the body
// (FUZZ_FULL=1: whole values); rerun with the same FUZZ_SEED to get the same requests.
// FUZZ_VERBOSE=1 prints, per route, the statuses and refusal messages seen: a generator whose
// requests never get past validation shows up there.
import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, productionBuildDir, startAppServer } from "./support/app-server";
import { changeMark, changesSince, trackChanges } from "./support/db-changes";
import { ACTION_FUZZ, AUTH_FUZZ, type Params, paramArbitrary, queryArbitrary, SESSION_ENDERS } from "./support/fuzz-routes";
import { type Body, describeBody, encodeBody, type Fields } from "./support/fuzz-values";
import { buildWorld, ensureSession, repairWorld, type Who, type World } from "./support/fuzz-world";
import { describeHostile, HOSTILE_PARTS, hostileRequest, routePattern, sendHostile } from "./support/hostile-requests";
import { singleFetchPath } from "./support/single-fetch";

const SEED = Number(process.env.FUZZ_SEED ?? 8_2026);
const BUDGET = Number(process.env.FUZZ_RUNS ?? 5_200);
console.info(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${BUDGET}`);

type Route = NonNullable<ServerBuild["routes"][string]>;
const build = (await import(pathToFileURL(path.join(productionBuildDir(), "server/index.js")).href)) as ServerBuild;
const routes = Object.values(build.routes).filter((r): r is Route => r !== undefined);

const patternOf = (route: Route) => routePattern(build, route);

interface Planned {
  who: Who;
  method: "GET" | "POST";
  path: string;
  query: Fields;
  body?: Body;
  /** Single fetch (`.data`, what the browser's router sends) or a plain document request. */
  singleFetch: boolean;
  origin: string | null;
  ip: string;
  /** For the leaver: sign in again first if an earlier request may have ended the session. */
  refresh: boolean;
  mayChange: boolean;
}

interface Target {
  name: string;
  weight: number;
  plan(world: World): fc.Arbitrary<Planned>;
}

const common = fc.record({
  singleFetch: fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }),
  origin: fc.oneof({ arbitrary: fc.constant("self"), weight: 8 }, { arbitrary: fc.constantFrom(null, "https://evil.example"), weight: 1 }),
  ip: fc.ipV4(),
  refresh: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
});

function paramsOf(pattern: string, world: World): fc.Arbitrary<Params> {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return fc.record(Object.fromEntries(names.map((n) => [n, paramArbitrary(n, world)])));
}

function fill(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => segment(params[name] ?? ""));
}

/** A path segment; a lone surrogate (which encodeURIComponent refuses) goes out as invalid UTF-8. */
function segment(value: string): string {
  return [...value].map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
}

const actionRoutes = routes.filter((r) => r.module.action);
const loaderRoutes = routes.filter((r) => r.module.loader);

const targets: Target[] = [
  ...actionRoutes
    .filter((r) => ACTION_FUZZ[r.id])
    .map((route): Target => {
      const fuzz = ACTION_FUZZ[route.id];
      const pattern = patternOf(route);
      return {
        name: `POST ${route.id}`,
        weight: fuzz.weight ?? 3,
        plan: (world) =>
          fc
            .record({ who: fc.constantFrom(...fuzz.who), params: paramsOf(pattern, world), body: fuzz.body(world), common })
            .map(({ who, params, body, common: c }) => ({
              ...c,
              who,
              method: "POST" as const,
              path: fill(pattern, params) + (route.index ? "?index" : ""),
              query: [],
              body,
              mayChange: fuzz.mayChange(who, params),
            })),
      };
    }),
  ...loaderRoutes.map((route): Target => {
    const pattern = patternOf(route);
    return {
      name: `GET ${route.id}`,
      weight: 1,
      plan: (world) =>
        fc
          .record({
            who: fc.constantFrom<Who>("guest", "customer", "seller", "admin"),
            params: paramsOf(pattern, world),
            query: queryArbitrary,
            common,
          })
          .map(({ who, params, query, common: c }) => ({
            ...c,
            who,
            method: "GET" as const,
            path: fill(pattern, params) + (route.index ? "?index" : ""),
            query,
            mayChange: true, // loaders may write (an order opened is seen); only their 4xx must not
          })),
    };
  }),
];

const authTargets: Target[] = Object.entries(AUTH_FUZZ).map(([endpoint, fuzz]): Target => {
  const pattern = `/api/auth${endpoint}`;
  return {
    name: `${fuzz.method} ${pattern}`,
    weight: 1,
    plan: (world) =>
      fc
        .record({ who: fc.constantFrom(...fuzz.who), params: paramsOf(pattern, world), input: fuzz.input(world), common })
        .map(({ who, params, input, common: c }) => ({
          ...c,
          singleFetch: false,
          who,
          method: fuzz.method,
          path: fill(pattern, params),
          query: fuzz.method === "GET" && input.kind === "urlencoded" ? input.fields : [],
          body: fuzz.method === "POST" ? input : undefined,
          mayChange: fuzz.mayChange,
        })),
  };
});

/** The browser router's data URL for a path (`/x?index` → `/x.data?index`, `/` → `/_.data`). */
function dataUrl(pathAndQuery: string): string {
  const [pathname, search = ""] = pathAndQuery.split("?");
  return `${singleFetchPath(pathname as string)}${search ? `?${search}` : ""}`;
}

function urlOf(p: Planned): string {
  let target = p.singleFetch ? dataUrl(p.path) : p.path;
  if (p.query.length > 0) {
    const extra = new URLSearchParams(p.query.map(([k, v]) => [k, typeof v === "string" ? v : v.name]));
    target += `${target.includes("?") ? "&" : "?"}${extra.toString()}`;
  }
  return target;
}

const seedOf = (name: string) => createHash("sha256").update(`${SEED}:${name}`).digest().readInt32LE(0);

/** A 2xx single-fetch payload that carries `ok: false` (turbo-stream keeps keys and values in order). */
const reportsError = (status: number, text: string) => status < 300 && /"ok",false\b/.test(text);

/**
 * One app server with its own database and world per lane. Lanes run concurrently, one request at
 * a time each, so every change in a lane's database is that request's. Target i always runs on
 * lane i % FUZZ_LANES after the targets before it there: a full run with the same FUZZ_SEED and
 * FUZZ_LANES sends the same requests against the same data again.
 */
interface Lane {
  server: AppServer;
  world: World;
  leaverMayBeSignedOut: boolean;
}
const LANES = Number(process.env.FUZZ_LANES ?? 3);
const lanes: Lane[] = [];
/** Per lane, the end of its queue of targets. */
const queues: Array<Promise<unknown>> = [];
let sent = 0;
let targetsRun = 0;
const spent = { requests: 0, checks: 0 };
/** Per target, how many answers of each status (printed with FUZZ_VERBOSE=1, to see generators get past validation). */
const statuses = new Map<string, Record<string, number>>();

function onLane<T>(index: number, run: (lane: Lane) => Promise<T>): Promise<T> {
  const i = index % lanes.length;
  const result = (queues[i] ?? Promise.resolve()).then(() => run(lanes[i] as Lane));
  queues[i] = result.catch(() => {}); // a failed target does not stop the lane
  return result;
}

/**
 * Thousands of bad requests make the app and better-auth log thousands of warnings; they are
 * counted and a few distinct ones shown at the end instead of flooding the test output.
 */
const quietened = { count: 0, distinct: new Set<string>() };
const { warn, error } = console;
function quieten(...args: unknown[]) {
  quietened.count++;
  const line = args
    .map(String)
    .join(" ")
    .replace(/\S*\d{4}-\d\d-\d\dT[\d:.]+Z\S*\s*/, "");
  if (quietened.distinct.size < 8) quietened.distinct.add(line.slice(0, 160));
}

beforeAll(async () => {
  console.warn = quieten;
  console.error = quieten;
  const started = await Promise.all(
    Array.from({ length: LANES }, async (): Promise<Lane> => {
      // Client IPs come from X-Forwarded-For here, so per-IP rate limits (better-auth's and ours) do
      // not turn most requests into 429s after the first few hundred from 127.0.0.1.
      const server = await startAppServer({ TRUST_PROXY: "true" });
      const world = await buildWorld(server);
      await trackChanges(server.services.db);
      return { server, world, leaverMayBeSignedOut: false };
    }),
  );
  lanes.push(...started);
});
afterAll(async () => {
  if (process.env.FUZZ_VERBOSE) {
    for (const [name, counts] of statuses) {
      const lines = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
      console.info(`  ${name}\n${lines.map(([k, n]) => `      ${k}: ${n}`).join("\n")}`);
    }
  }
  console.warn = warn;
  console.error = error;
  if (quietened.count > 0)
    console.info(`fuzz: ${quietened.count} server log lines held back, e.g.\n  ${[...quietened.distinct].join("\n  ")}`);
  await Promise.all(lanes.map((lane) => lane.server.close()));
});

it("has a generator for every route with an action and every better-auth endpoint", () => {
  expect(actionRoutes.length).toBeGreaterThan(20);
  expect(
    actionRoutes.filter((r) => !ACTION_FUZZ[r.id]).map((r) => r.id),
    "routes with an action but no entry in support/fuzz-routes.ts ACTION_FUZZ",
  ).toEqual([]);
  expect(
    Object.keys(ACTION_FUZZ).filter((id) => !actionRoutes.some((r) => r.id === id)),
    "ACTION_FUZZ entries for routes without an action",
  ).toEqual([]);
  // better-auth's endpoints as the running instance has them, so a new one is not left un-fuzzed.
  const endpoints = Object.values((lanes[0] as Lane).server.services.auth.api)
    .map((endpoint) => (endpoint as { path?: string }).path)
    .filter((p): p is string => typeof p === "string");
  expect(
    endpoints.filter((p) => !AUTH_FUZZ[p]),
    "better-auth endpoints with no entry in AUTH_FUZZ",
  ).toEqual([]);
  expect(
    Object.keys(AUTH_FUZZ).filter((p) => !endpoints.includes(p)),
    "AUTH_FUZZ entries for endpoints better-auth no longer has",
  ).toEqual([]);
});

async function send(lane: Lane, p: Planned): Promise<{ status: number; text: string }> {
  const { server, world } = lane;
  const person = world.people[p.who];
  const { body, contentType } = p.body ? encodeBody(p.body) : { body: undefined, contentType: null };
  // identity: no gzip round trip for every response, on a machine the suite shares.
  const headers: Record<string, string> = { "x-forwarded-for": p.ip, "accept-encoding": "identity" };
  if (person.cookie) headers.cookie = person.cookie;
  if (contentType) headers["content-type"] = contentType;
  if (p.origin) headers.origin = p.origin === "self" ? server.url : p.origin;
  const started = performance.now();
  const res = await fetch(server.url + urlOf(p), { method: p.method, headers, body, redirect: "manual" });
  const text = await res.text();
  spent.requests += performance.now() - started;
  sent++;
  if (p.who === "leaver" && (SESSION_ENDERS.has(p.path.replace("/api/auth", "")) || p.path.startsWith("/logout"))) {
    lane.leaverMayBeSignedOut = true;
  }
  return { status: res.status, text };
}

function describeRequest(p: Planned): string {
  return `${p.method} ${urlOf(p)} as ${p.who}${p.origin === "self" ? "" : ` (origin ${p.origin})`}${p.body ? ` — ${describeBody(p.body)}` : ""}`;
}

async function fuzzTarget(lane: Lane, target: Target, numRuns: number) {
  const { server } = lane;
  const db = server.services.db;
  await repairWorld(server, lane.world);
  const failures = new Map<string, string>();
  let mark = await changeMark(db);
  await fc.assert(
    fc.asyncProperty(target.plan(lane.world), async (planned) => {
      // Signing in again costs a password hash: after a sign-out, most later requests go with the
      // ended session's cookie (a case worth sending too), one in four with a fresh one.
      if (planned.who === "leaver" && lane.leaverMayBeSignedOut && planned.refresh) {
        await ensureSession(server, lane.world, "leaver");
        lane.leaverMayBeSignedOut = false;
        mark = await changeMark(db); // a fresh leaver account is not this request's change
      }
      const { status, text } = await send(lane, planned);
      const counts = statuses.get(target.name) ?? {};
      const key = planned.mayChange ? String(status) : `${status}(not allowed)`;
      counts[key] = (counts[key] ?? 0) + 1;
      if (process.env.FUZZ_VERBOSE && planned.mayChange && status >= 400) {
        const message = /"(?:error|message)","([^"]{0,80})/.exec(text)?.[1] ?? text.slice(0, 60);
        counts[`  ${status} ${message}`] = (counts[`  ${status} ${message}`] ?? 0) + 1;
      }
      statuses.set(target.name, counts);
      const rejected = status >= 400 || reportsError(status, text) || !planned.mayChange;
      const started = performance.now();
      const changes = await changesSince(db, mark);
      if (changes.length > 0) mark = await changeMark(db);
      spent.checks += performance.now() - started;
      const problem =
        status >= 500
          ? `${status}: ${text.slice(0, 160)}`
          : rejected && changes.length > 0
            ? `rejected with ${status} but changed ${changes.join(", ")}`
            : null;
      if (problem) {
        // One example per kind of problem (and kind of body) keeps the report readable.
        const kind = `${problem.replace(/\d{2,}|[0-9a-f-]{36}/g, "#").slice(0, 200)} ${planned.body ? encodeBody(planned.body).contentType : ""}`;
        if (!failures.has(kind)) failures.set(kind, `${problem}\n      ← ${describeRequest(planned)}`);
      }
      return true; // record, don't stop: one run reports every kind of failure of this route
    }),
    { seed: seedOf(target.name), numRuns },
  );
  targetsRun++;
  if (failures.size > 0) throw new Error(`${target.name} (FUZZ_SEED=${SEED}):\n  ${[...failures.values()].join("\n  ")}`);
}

describe("every request is answered without a 5xx, and a rejected one changes nothing", () => {
  const all = [...targets, ...authTargets];
  const totalWeight = all.reduce((sum, t) => sum + t.weight, 0);
  const runsFor = (t: Target) => Math.max(5, Math.ceil((BUDGET * t.weight) / totalWeight));
  it.concurrent.for(all.map((t) => t.name))("%s", async (name) => {
    const index = all.findIndex((t) => t.name === name);
    const target = all[index] as Target;
    await onLane(index, (lane) => fuzzTarget(lane, target, runsFor(target)));
  });
});

/** Per route pattern and part of the request, how many malformed requests (FUZZ_HOSTILE_RUNS). */
const HOSTILE_RUNS = Number(process.env.FUZZ_HOSTILE_RUNS ?? 2);
const patterns = [...new Set(routes.map(patternOf))];

/** A `//` or `/\` path, and a NUL byte in each part of a request, sent to one route pattern. */
async function fuzzHostile(lane: Lane, pattern: string) {
  const { server, world } = lane;
  const db = server.services.db;
  await repairWorld(server, world);
  const problems: string[] = [];
  for (const part of HOSTILE_PARTS) {
    const planned = fc.record({ params: paramsOf(pattern, world), who: fc.constantFrom<Who>("guest", "customer", "seller") });
    const samples = fc.sample(
      planned.chain(({ params, who }) => hostileRequest(fill(pattern, params), part).map((request) => ({ request, who }))),
      { seed: seedOf(`hostile ${pattern} ${part}`), numRuns: HOSTILE_RUNS },
    );
    for (const { request, who } of samples) {
      const { cookie } = world.people[who];
      if (cookie && !request.headers.cookie) request.headers.cookie = cookie;
      const mark = await changeMark(db);
      const reply = await sendHostile(server.url, request);
      sent++;
      const changes = reply.status >= 400 ? await changesSince(db, mark) : [];
      if (reply.status >= 500) problems.push(`${reply.status}: ${reply.body.slice(0, 160)}\n      ← ${describeHostile(request)} as ${who}`);
      else if (changes.length > 0)
        problems.push(`refused with ${reply.status} but changed ${changes.join(", ")}\n      ← ${describeHostile(request)} as ${who}`);
    }
  }
  if (problems.length > 0) throw new Error(`${pattern} (FUZZ_SEED=${SEED}):\n  ${problems.join("\n  ")}`);
}

describe("a `//` or `/\\` path, or a NUL byte in any part of the request, on every route: no 5xx, a refusal changes nothing", () => {
  it.concurrent.for(patterns)("%s", async (pattern) => {
    await onLane(patterns.indexOf(pattern), (lane) => fuzzHostile(lane, pattern));
  });
});

it(`sent at least FUZZ_RUNS (${BUDGET}) generated requests`, () => {
  console.info(
    `fuzz: ${sent} requests over ${targetsRun} routes and endpoints (FUZZ_SEED=${SEED}); ` +
      `${Math.round(spent.requests / sent)} ms per request, ${Math.round(spent.checks / sent)} ms per change check (summed over lanes)`,
  );
  if (targetsRun < targets.length + authTargets.length) return; // a filtered run (-t) sends fewer
  expect(sent).toBeGreaterThanOrEqual(BUDGET);
});
