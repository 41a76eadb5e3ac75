// CSRF: a state-changing request to a React Router action must come from a page of this site.
// Browsers name the page's origin on every cross-origin POST/PUT/PATCH/DELETE (Origin; Fetch
// Metadata's Sec-Fetch-Site too), so a request that names another origin is refused. A request
// that names none comes from a non-browser client (curl, a script), which holds no victim's
// cookies: it is let through, and the action checks the session like for anyone else.
// The session cookie is also SameSite=Lax (better-auth's default), a second wall for old browsers.

import type { RequestHandler } from "express";
import * as m from "~/i18n/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The refusal in the request's language (the English text is what tests compare with). */
export const crossSiteRefused = () => m.platform_cross_site_refused();
export const CROSS_SITE_REFUSED = m.platform_cross_site_refused({}, { locale: "en" });

/** Why the request must be refused, or null when it is same-origin (or from a non-browser). */
export function crossOriginReason(
  headers: { origin?: string; referer?: string; "sec-fetch-site"?: string },
  allowedOrigin: string,
): string | null {
  const origin = headers.origin;
  // "null" is an opaque origin (sandboxed frame, data: URL, cross-site redirect): never ours.
  if (origin !== undefined) return origin === allowedOrigin ? null : `origin ${origin}`;
  const site = headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return `sec-fetch-site ${site}`;
  if (site === undefined && headers.referer) {
    let refererOrigin: string;
    try {
      refererOrigin = new URL(headers.referer).origin;
    } catch {
      return "malformed referer";
    }
    if (refererOrigin !== allowedOrigin) return `referer ${refererOrigin}`;
  }
  return null;
}

/** `baseUrl` is read per request: tests point the app at the port it got after start-up. */
export function sameOriginOnly(baseUrl: () => string, onRefused: (reason: string) => void): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const reason = crossOriginReason(req.headers as Record<string, string | undefined>, new URL(baseUrl()).origin);
    if (!reason) return next();
    onRefused(reason);
    res.status(403).type("text/plain").send(crossSiteRefused());
  };
}
