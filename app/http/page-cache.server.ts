// Storefront page cache: a guest's shop home or product page (HTML or single-fetch `.data`) is
// rendered once per shop content version and URL, then served from memory for a few seconds.
// Rendering a shop page costs ~20 ms of CPU; a hit costs about one indexed lookup and a memory copy.
//
// Correctness rules:
// - Only guests without a cart: a request carrying a session, cart or notice cookie always renders
//   (its header differs).
// - The key holds the request's language (app/i18n/locale.server.ts) and `seller.content_version`,
//   which triggers bump on every catalogue, category, banner or profile change (drizzle/0003), read
//   per request: edits show at once everywhere.
// - Stock moved by orders doesn't bump it (see the migration), so entries live PAGE_CACHE_SECONDS.
// - Only 200 responses without Set-Cookie are kept, with their brotli and gzip variants made once
//   when stored: a hit sends the bytes the client accepts, never compressing again.
// - A compressed body cannot take a per-response nonce, so what this path sends carries no nonce:
//   its CSP allows its inline scripts by their SHA-256 hashes, computed once per render
//   (docs/decisions/0090-page-cache-sends-compressed-bytes.md).
import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { LRUCache } from "lru-cache";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { shopVersionByHandle } from "~/domain/sellers/content-cache.server";
import { type Locale, mapLocales } from "~/i18n/locales";
import { brotliOptions, COMPRESS_FROM_BYTES, chooseEncoding, gzipOptions, markPrecompressed } from "./compression.server";
import { buildLoadContext } from "./load-context.server";
import { RECENT_WRITE_COOKIE } from "./read-routing.server";
import { BROWSER_COOKIE, FLASH_COOKIE } from "./signed-cookies.server";

/** Shop home and product pages, their `.data` twins; capture 1 is the shop handle. */
const CACHEABLE_PATH = /^\/([a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?)(?:\/product\/[0-9a-f-]{36})?(?:\.data)?$/;
const MAX_URL_LENGTH = 512;
/**
 * A request with one of these renders for itself: a session, a guest's cart (its badge), a notice to
 * show, a write just made (its reads go to the primary, app/http/read-routing.server.ts).
 */
const PERSONAL_COOKIES = ["better-auth.", `${BROWSER_COOKIE}=`, `${FLASH_COOKIE}=`, `${RECENT_WRITE_COOKIE}=`];
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "x-remix-response", "link"];
/** Inline scripts (no src); JSON-LD and other data blocks are not scripts to a CSP. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * `'sha256-…'` for each inline script the app rendered (those carrying the render's own `nonce`), in
 * order of first appearance. A script that reached the HTML any other way, as markup injected
 * through some future bug would, gets no hash: the CSP refuses it as it refused it without a nonce.
 */
export function inlineScriptSources(html: string, nonce: string): string {
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || !attributes.includes(` nonce="${nonce}"`)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    sources.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...sources].join(" ");
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One body as sent: plain, and compressed when it is kept (made once, off the main thread). */
interface Body {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The CSP sources for the body's inline scripts, e.g. `'sha256-…' 'sha256-…'`. */
  scriptSources: string;
}

interface Entry extends Body {
  headers: Array<[string, string]>;
  bytes: number;
}

interface Rendered extends Body {
  status: number;
  headers: Headers;
}

export interface PageCacheOptions {
  services: AppServices;
  /** The build for each language (app/i18n/locale-builds.server.ts). */
  builds: Record<Locale, ServerBuild>;
  ttlSeconds: number;
  maxBytes: number;
}

export function createPageCache({ services, builds, ttlSeconds, maxBytes }: PageCacheOptions) {
  const handlers = mapLocales((locale) => createRequestHandler(builds[locale], services.env.NODE_ENV));
  // Least recently used out first, past maxBytes; an entry over an eighth of it is not kept. Expired
  // entries are dropped every ttl, asked for or not, so a quiet server gives their memory back.
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (entry) => entry.bytes,
    ttl: ttlSeconds * 1000,
  });
  setInterval(() => entries.purgeStale(), ttlSeconds * 1000).unref();
  const inFlight = new Map<string, Promise<Rendered>>();

  async function render(req: ExpressRequest, locale: Locale): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const url = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
    // Rendered with a nonce of its own, removed below: no CSP ever names it (decision 0090).
    const nonce = randomBytes(16).toString("base64");
    const response = await handlers[locale](
      new Request(url, { method: "GET", headers }),
      await buildLoadContext(builds[locale], services, {
        cspNonce: nonce,
        singleFetch: req.path.endsWith(".data"),
        Provider: RouterContextProvider,
      }),
    );
    const rendered = await response.text();
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    const body: Rendered = {
      status: response.status,
      headers: response.headers,
      plain: Buffer.from(rendered.replaceAll(` nonce="${nonce}"`, "")),
      scriptSources: isHtml ? inlineScriptSources(rendered, nonce) : "",
    };
    if (cacheable(body) && body.plain.length >= COMPRESS_FROM_BYTES) {
      [body.br, body.gzip] = await Promise.all([brotli(body.plain, brotliOptions(body.plain.length)), gzipAsync(body.plain, gzipOptions)]);
    }
    return body;
  }

  const cacheable = (rendered: Rendered) => rendered.status === 200 && !rendered.headers.has("set-cookie");

  function send(req: ExpressRequest, res: ExpressResponse, status: number, headers: Iterable<[string, string]>, body: Body, cache: string) {
    res.status(status);
    for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
    // Hash sources instead of the response's nonce: the body is the same for everyone.
    const csp = res.getHeader("content-security-policy");
    if (typeof csp === "string")
      res.setHeader("content-security-policy", csp.replace(/ ?'nonce-[^']*'/, body.scriptSources ? ` ${body.scriptSources}` : ""));
    res.setHeader("X-Cache", cache);
    const encoding = chooseEncoding(req.headers);
    const sent = encoding === "identity" ? undefined : body[encoding];
    if (body.br || body.gzip) {
      res.vary("Accept-Encoding");
      markPrecompressed(res);
    }
    if (sent) res.setHeader("Content-Encoding", encoding);
    const bytes = sent ?? body.plain;
    res.setHeader("Content-Length", bytes.length);
    res.end(bytes);
  }

  async function pageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const match = CACHEABLE_PATH.exec(req.path);
    const cookie = req.headers.cookie ?? "";
    if (!match || req.originalUrl.length > MAX_URL_LENGTH || PERSONAL_COOKIES.some((name) => cookie.includes(name))) return next();
    try {
      // From where the render will read the catalogue (a guest's GET: the replica, if any), so an entry
      // is never stored under a version newer than what it shows.
      const shop = await shopVersionByHandle(services.catalogDb, match[1]);
      // Unknown and suspended shops take the normal path (redirect, 404 page).
      if (shop?.status !== "active") return next();
      const locale = res.locals.locale as Locale;
      const key = `${match[1]}\u0000${locale}\u0000${shop.contentVersion}\u0000${req.originalUrl}\u0000${req.get("host")}`;
      const hit = entries.get(key);
      if (hit) return send(req, res, 200, hit.headers, hit, "HIT");

      // Concurrent misses of one page share a single render and its compression.
      let pending = inFlight.get(key);
      const leader = !pending;
      if (!pending) {
        pending = render(req, locale).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const rendered = await pending;
      // A response meant for one requester (a cookie, an error) is never handed to another.
      if (!leader && !cacheable(rendered)) return next();
      if (leader && cacheable(rendered)) {
        const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
          const value = rendered.headers.get(name);
          return value === null ? [] : [[name, value]];
        });
        const { plain, br, gzip, scriptSources } = rendered;
        const bytes = plain.length + (br?.length ?? 0) + (gzip?.length ?? 0) + scriptSources.length;
        entries.set(key, { plain, br, gzip, scriptSources, headers, bytes });
      }
      const cookies = rendered.headers.getSetCookie();
      if (cookies.length) res.setHeader("set-cookie", cookies);
      send(req, res, rendered.status, rendered.headers.entries(), rendered, "MISS");
    } catch (error) {
      next(error);
    }
  }

  /** What the cache holds now; `bytes` counts every variant of every entry. */
  const stats = () => ({ entries: entries.size, bytes: entries.calculatedSize, maxBytes });
  return Object.assign(pageCache, { stats });
}

export type PageCache = ReturnType<typeof createPageCache>;
