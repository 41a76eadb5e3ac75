// The render floor (npm run bench:floor): the least any React SSR app must do for a page. A bare
// node:http server that, for request n of a set, runs the SQL the app ran for it (floor-server.ts's
// wave runner) and then, with the loader data the app produced for that request (captured from its
// `.data` answer):
//   GET /<set>/<n>       renders the production build's route components (root layout, shop layout,
//                        page) through renderToPipeableStream, as the app's entry does (its
//                        `pageDocument`: React Router's ServerRouter in the same providers), fed a
//                        hand-built static router context — no createStaticHandler().query, no
//                        middleware, no session, no Express — and compresses the whole page once;
//   GET /<set>/<n>.data  serialises the same loader data with React Router's own turbo-stream encoder
//                        and compresses it the same way.
// Compression is the app's (app/http/compression.server.ts): brotli 4 with a 256 KB window, or gzip 6.
//
// Env: FLOOR_PORT, DATABASE_URL, FLOOR_STATEMENTS (as floor-server.ts), FLOOR_LOADER_DATA (the JSON
// file floor.ts writes: set → requests → { path, data: the app's `.data` body }), BUILD_DIR.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  type EntryContext,
  type RouteObject,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { brotliOptions, chooseEncoding, gzipOptions } from "../../app/http/compression.server";
import { createFloorPool, type FloorStatements, listenUntilStopped, runWaves } from "./floor-server";

/** One captured request: its path (with any query) and the app's `.data` body for it. */
export interface CapturedPage {
  path: string;
  data: string;
}
/** For each set (e.g. "listing/guest"), each captured request's page. */
export type FloorLoaderData = Record<string, CapturedPage[]>;

/** What the app's entry (app/entry.server.tsx) gives the floor beside React Router's own exports. */
interface AppEntry {
  pageDocument(context: EntryContext, url: string, nonce: string, locale: string): ReactElement;
  streamTimeout?: number;
}
type Encode = (data: unknown, signal: AbortSignal, streamTimeout: number | undefined, serverMode: string) => ReadableStream<Uint8Array>;

// React Router's own encoder and handoff string, as its request handler uses them (not exported from
// the package's entry; these are the files its entry re-exports from, so the same module instances).
const routerEntry = import.meta.resolve("react-router");
const { encodeViaTurboStream } = (await import(new URL("./lib/server-runtime/single-fetch.js", routerEntry).href)) as {
  encodeViaTurboStream: Encode;
};
const { createServerHandoffString } = (await import(new URL("./lib/server-runtime/serverHandoff.js", routerEntry).href)) as {
  createServerHandoffString(handoff: unknown): string;
};
/** Matches a path against routes whose branches were flattened and ranked once, as React Router's handler keeps them. */
interface RouteMatcher {
  update(routes: RouteObject[]): void;
  match(location: string): StaticHandlerContext["matches"] | null;
}
const { createDataRouteMatcher } = (await import(new URL("./lib/router/router.js", routerEntry).href)) as {
  createDataRouteMatcher(future: object, basename: string): RouteMatcher;
};

/** A request ready to render: everything React Router's handler would have worked out before rendering. */
interface Page {
  url: string;
  location: StaticHandlerContext["location"];
  matches: StaticHandlerContext["matches"];
  /** The app's `.data` result: route id → { data }. */
  results: Record<string, { data: unknown }>;
  loaderData: Record<string, unknown>;
}

/** The build's flat route manifest as the nested routes matchRoutes walks. */
function routeTree(build: ServerBuild): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((r) => r?.parentId === parentId)
      .map((r) => {
        const route = r as NonNullable<typeof r>;
        const children = childrenOf(route.id);
        return route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
      });
  return childrenOf(undefined);
}

async function decodePage(captured: CapturedPage, matcher: RouteMatcher, origin: string): Promise<Page> {
  const body = new Blob([captured.data]).stream();
  const decoded = await decodeViaTurboStream(body, globalThis as unknown as Window);
  await decoded.done;
  const results = decoded.value as Record<string, { data: unknown }>;
  const url = new URL(captured.path, origin);
  const matches = matcher.match(url.pathname);
  if (!matches) throw new Error(`no route matches ${captured.path}`);
  // The search as React Router's handler normalises it (URLSearchParams' form: a space is "+").
  const search = new URLSearchParams(url.search).toString();
  return {
    url: url.href,
    location: { pathname: url.pathname, search: search && `?${search}`, hash: "", state: null, key: "default" },
    matches,
    results,
    loaderData: Object.fromEntries(Object.entries(results).map(([id, r]) => [id, r.data])),
  };
}

/** The whole body, compressed in one call as the app compresses a body written within one turn. */
function send(req: http.IncomingMessage, res: http.ServerResponse, type: string, body: Buffer, headers: Record<string, string> = {}) {
  const encoding = body.length >= 1024 ? chooseEncoding(req.headers) : "identity";
  const sent =
    encoding === "br" ? brotliCompressSync(body, brotliOptions(body.length)) : encoding === "gzip" ? gzipSync(body, gzipOptions) : body;
  res.writeHead(200, {
    ...headers,
    "content-type": type,
    vary: "Accept-Encoding",
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": sent.length,
  });
  res.end(sent);
}

async function main() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const entry = build.entry.module as unknown as AppEntry;
  // Links and route discovery ask the router to match paths while rendering: matched as the app's
  // handler matches them, against branches ranked once.
  const matcher = createDataRouteMatcher({ ...build.future }, "/");
  matcher.update(routeTree(build));
  const routeModules = Object.fromEntries(Object.entries(build.routes).map(([id, r]) => [id, r?.module]));
  const serverHandoffString = createServerHandoffString({
    basename: build.basename,
    future: build.future,
    routeDiscovery: build.routeDiscovery,
    ssr: build.ssr,
    isSpaMode: false,
  });
  const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS as string, "utf8")) as FloorStatements;
  const captured = JSON.parse(readFileSync(process.env.FLOOR_LOADER_DATA as string, "utf8")) as FloorLoaderData;
  const origin = `http://127.0.0.1:${process.env.FLOOR_PORT}`;
  const pages: Record<string, Page[]> = {};
  for (const [set, list] of Object.entries(captured)) pages[set] = await Promise.all(list.map((c) => decodePage(c, matcher, origin)));
  const pool = createFloorPool();

  function renderHtml(page: Page, res: http.ServerResponse, req: http.IncomingMessage) {
    const nonce = randomBytes(16).toString("base64");
    const signal = new AbortController().signal;
    const staticHandlerContext = {
      basename: "/",
      location: page.location,
      matches: page.matches,
      loaderData: page.loaderData,
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      _match: (location: string) => matcher.match(location),
    } as unknown as StaticHandlerContext;
    const context = {
      manifest: build.assets,
      branches: [],
      routeModules,
      staticHandlerContext,
      serverHandoffString,
      serverHandoffStream: encodeViaTurboStream(
        { loaderData: page.loaderData, actionData: null, errors: null },
        signal,
        entry.streamTimeout,
        "production",
      ),
      renderMeta: {},
      future: build.future,
      ssr: build.ssr,
      routeDiscovery: build.routeDiscovery,
      isSpaMode: false,
      serializeError: (error: Error) => ({ message: error.message, stack: undefined }),
    } as unknown as EntryContext;
    const chunks: Buffer[] = [];
    const collected = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        send(req, res, "text/html; charset=utf-8", Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(entry.pageDocument(context, page.url, nonce, "en"), {
      nonce,
      onShellReady: () => pipe(collected),
      onShellError: (error) => res.writeHead(500).end(String(error)),
      onError: (error) => console.error(error),
    });
  }

  async function encodeData(page: Page, res: http.ServerResponse, req: http.IncomingMessage) {
    const stream = encodeViaTurboStream(page.results, new AbortController().signal, entry.streamTimeout, "production");
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    send(req, res, "text/x-script", Buffer.concat(chunks), { "x-remix-response": "yes" });
  }

  const server = http.createServer(async (req, res) => {
    const match = /^\/(.+)\/(\d+)(\.data)?$/.exec(req.url ?? "");
    const list = match ? pages[match[1]] : undefined;
    const waves = match ? statements[match[1]] : undefined;
    if (req.url === "/healthz" || !match || !list || !waves) {
      res.writeHead(req.url === "/healthz" ? 200 : 404).end();
      return;
    }
    try {
      const n = Number(match[2]);
      await runWaves(pool, waves[n % waves.length]);
      const page = list[n % list.length];
      if (match[3]) await encodeData(page, res, req);
      else renderHtml(page, res, req);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  listenUntilStopped(server, pool);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
