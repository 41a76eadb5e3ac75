// Storefront page cache: a guest's shop home or product page (HTML or single-fetch `.data`) is
// rendered once per shop content version and URL, then served from memory for a few seconds.
// Rendering a shop page costs ~20 ms of CPU; a hit costs about one indexed lookup.
//
// Correctness rules:
// - Only guests without a cart: a request carrying a session, cart or notice cookie always renders
//   (its header differs).
// - The key holds the request's language (app/i18n/locale.server.ts) and `seller.content_version`,
//   which triggers bump on every catalogue, category, banner or profile change (drizzle/0003), read
//   per request: edits show at once everywhere.
// - Stock moved by orders doesn't bump it (see the migration), so entries live PAGE_CACHE_SECONDS.
// - Only 200 responses without Set-Cookie are kept; the CSP nonce is replaced on every hit.
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type Locale, mapLocales } from "~/i18n/locales";
import type { AppServices } from "~/services.server";
import { buildLoadContext } from "./load-context.server";
import { BROWSER_COOKIE, FLASH_COOKIE } from "./signed-cookies.server";

/** Shop home and product pages, their `.data` twins; capture 1 is the shop handle. */
const CACHEABLE_PATH = /^\/([a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?)(?:\/product\/[0-9a-f-]{36})?(?:\.data)?$/;
const MAX_URL_LENGTH = 512;
/** A request with one of these renders for itself: a session, a guest's cart (its badge), a notice to show. */
const PERSONAL_COOKIES = ["better-auth.", `${BROWSER_COOKIE}=`, `${FLASH_COOKIE}=`];
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "x-remix-response"];

interface Entry {
  /** Body split at the nonce it was rendered with, UTF-8 encoded once; joined with each response's nonce. */
  parts: Buffer[];
  headers: Array<[string, string]>;
  bytes: number;
  expiresAt: number;
}

interface Rendered {
  status: number;
  headers: Headers;
  /** The body split at the nonce it was rendered with (see Entry.parts), done once per render. */
  parts: Buffer[];
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
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Rendered>>();
  let totalBytes = 0;

  function remember(key: string, entry: Entry) {
    if (entry.bytes > maxBytes / 8) return;
    forget(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    // Map order is insertion order: the oldest entries go first.
    for (const [oldKey] of entries) {
      if (totalBytes <= maxBytes) break;
      forget(oldKey);
    }
  }

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    totalBytes -= old.bytes;
  }

  async function render(req: ExpressRequest, locale: Locale, nonce: string): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const url = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
    const response = await handlers[locale](
      new Request(url, { method: "GET", headers }),
      await buildLoadContext(builds[locale], services, {
        cspNonce: nonce,
        singleFetch: req.path.endsWith(".data"),
        Provider: RouterContextProvider,
      }),
    );
    const parts = (await response.text()).split(nonce).map((part) => Buffer.from(part));
    return { status: response.status, headers: response.headers, parts };
  }

  function withNonce(parts: Buffer[], nonce: string): Buffer {
    if (parts.length === 1) return parts[0];
    const glue = Buffer.from(nonce);
    return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
  }

  function send(res: ExpressResponse, status: number, headers: Iterable<[string, string]>, body: Buffer, cache: string) {
    res.status(status);
    for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
    res.setHeader("X-Cache", cache);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }

  return async function pageCache(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const match = CACHEABLE_PATH.exec(req.path);
    const cookie = req.headers.cookie ?? "";
    if (!match || req.originalUrl.length > MAX_URL_LENGTH || PERSONAL_COOKIES.some((name) => cookie.includes(name))) return next();
    try {
      const shop = await services.db.$client.query<{ status: string; content_version: string }>(
        "select status, content_version from seller where handle = $1",
        [match[1]],
      );
      // Unknown and suspended shops take the normal path (redirect, 404 page).
      if (shop.rows[0]?.status !== "active") return next();
      const locale = res.locals.locale as Locale;
      const key = `${match[1]}\u0000${locale}\u0000${shop.rows[0].content_version}\u0000${req.originalUrl}\u0000${req.get("host")}`;
      const nonce = res.locals.cspNonce as string;

      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return send(res, 200, hit.headers, withNonce(hit.parts, nonce), "HIT");

      // Concurrent misses of one page share a single render.
      let pending = inFlight.get(key);
      const leader = !pending;
      if (!pending) {
        pending = render(req, locale, nonce).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const rendered = await pending;
      const { parts } = rendered;
      const cacheable = rendered.status === 200 && !rendered.headers.has("set-cookie");
      // A response meant for one requester (a cookie, an error) is never handed to another.
      if (!leader && !cacheable) return next();
      if (leader && cacheable) {
        const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
          const value = rendered.headers.get(name);
          return value === null ? [] : [[name, value]];
        });
        remember(key, { parts, headers, bytes: parts.reduce((n, part) => n + part.length, 0), expiresAt: Date.now() + ttlSeconds * 1000 });
      }
      const cookies = rendered.headers.getSetCookie();
      if (cookies.length) res.setHeader("set-cookie", cookies);
      send(res, rendered.status, rendered.headers.entries(), withNonce(parts, nonce), "MISS");
    } catch (error) {
      next(error);
    }
  };
}
