// Requests that are malformed at the level of HTTP rather than of one form: a path that starts with
// `//` or `/\` (a scheme-relative URL to a browser), and a NUL byte — which PostgreSQL text cannot
// hold — in each part of a request: a path segment, a query key or value, a cookie, a header, the
// body. Sent as they are over node:http (fetch and URL would fold `\` into `/` and `//x` into a
// host), to any route pattern. Shared by the in-process fuzz suite and the clustered `npm start`.
import http from "node:http";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { singleFetchPath } from "./single-fetch";

type Route = NonNullable<ServerBuild["routes"][string]>;

/** The full URL pattern of a route (its own path joined to its parents'). */
export function routePattern(build: ServerBuild, route: Route): string {
  const parts: string[] = [];
  for (let r: Route | undefined = route; r; r = r.parentId ? build.routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

export interface HostileRequest {
  method: "GET" | "POST";
  /** Path and query exactly as they go on the request line. */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

/** How a `//` or `/\` path may start (each a scheme-relative URL to a browser, or near one). */
const DOUBLE_PREFIXES = ["//", "/\\", "///", "//\\", "/\\/", "/%2F", "/%5C", "/%5c/"];
/** A NUL byte as a URL, a cookie or a form carries it. */
const NUL_FORMS = ["%00", "a%00", "%00b", "%2500", "%C0%80"];

/** Every part of a request a hostile value goes into. */
export const HOSTILE_PARTS = ["prefix", "segment", "query-key", "query-value", "cookie", "header", "body-form", "body-json"] as const;
export type HostilePart = (typeof HOSTILE_PARTS)[number];

/**
 * A hostile request to a concrete path (a route pattern with its parameters filled in, starting
 * with `/`), spoiling the given part of it; `.data` is the single-fetch form of the same route.
 */
export function hostileRequest(path: string, part?: HostilePart): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      where: part ? fc.constant(part) : fc.constantFrom(...HOSTILE_PARTS),
      prefix: fc.constantFrom(...DOUBLE_PREFIXES),
      nul: fc.constantFrom(...NUL_FORMS),
      at: fc.nat(),
      singleFetch: fc.boolean(),
      post: fc.boolean(),
    })
    .map(({ where, prefix, nul, at, singleFetch, post }): HostileRequest => {
      const base = singleFetch ? singleFetchPath(path) : path;
      const segments = base.split("/");
      const i = 1 + (at % Math.max(1, segments.length - 1));
      const request: HostileRequest = { method: post ? "POST" : "GET", target: base, headers: {} };
      switch (where) {
        case "prefix":
          request.target = prefix + base.slice(1);
          break;
        case "segment":
          segments[i] = `${segments[i] ?? ""}${nul}`;
          request.target = segments.join("/");
          break;
        case "query-key":
          request.target = `${base}?${nul}=1`;
          break;
        case "query-value":
          request.target = `${base}?q=${nul}&page=${nul}`;
          break;
        case "cookie":
          request.headers.cookie = `haat_cart=${nul}; better-auth.session_token=${nul}`;
          break;
        case "header":
          request.headers["accept-language"] = `hi${nul}`;
          request.headers["x-forwarded-for"] = `127.0.0.1${nul}`;
          break;
        case "body-form":
          request.method = "POST";
          request.headers["content-type"] = "application/x-www-form-urlencoded";
          request.body = `intent=${nul}&name=a${nul}&q=${nul}`;
          break;
        case "body-json":
          request.method = "POST";
          request.headers["content-type"] = "application/json";
          request.body = JSON.stringify({ intent: "\u0000", name: "a\u0000b", email: "x\u0000@example.com" });
          break;
      }
      return request;
    });
}

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends a hostile request byte for byte (one connection, no redirects followed). */
export function sendHostile(baseUrl: string, request: HostileRequest): Promise<RawReply> {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { host: url.host, "accept-encoding": "identity", ...request.headers };
  if (request.method === "POST") headers.origin = url.origin;
  if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: request.target, method: request.method, headers, agent: false, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out: ${request.method} ${request.target}`)));
    req.on("error", (error) => reject(new Error(`${request.method} ${request.target}: ${error.message}`)));
    req.end(request.body);
  });
}

export const describeHostile = (r: HostileRequest) =>
  `${r.method} ${r.target}${Object.keys(r.headers).length ? ` ${JSON.stringify(r.headers)}` : ""}${r.body ? ` body ${JSON.stringify(r.body)}` : ""}`;
