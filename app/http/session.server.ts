// Who is asking: helpers that loaders and actions call, throwing redirects or 401/403 responses.

import { redirect } from "react-router";
import { type RouteContext, servicesContext } from "~/context";
import type { Role } from "~/db/schema";
import type { SessionUser } from "~/domain/session-user";
import * as m from "~/i18n/messages";

// One session lookup per request however many middleware and loaders ask. Keyed on the request's
// router context, which all of them share (React Router hands each a Request object of its own, so
// keying on that read the session, and the user twice, two or three times a page), then on the
// method and the cookie: the loaders that run after an action get a GET, so they read again and see
// a profile edit; and a context that serves two sessions (tests reuse one) never mixes them up.
const sessionUsers = new WeakMap<RouteContext, Map<string, Promise<SessionUser | null>>>();

export function getSessionUser(context: RouteContext, request: Request): Promise<SessionUser | null> {
  let byRequest = sessionUsers.get(context);
  if (!byRequest) {
    byRequest = new Map();
    sessionUsers.set(context, byRequest);
  }
  const key = `${request.method} ${request.headers.get("cookie") ?? ""}`;
  let user = byRequest.get(key);
  if (!user) {
    user = readSessionUser(context, request);
    byRequest.set(key, user);
  }
  return user;
}

async function readSessionUser(context: RouteContext, request: Request): Promise<SessionUser | null> {
  // No better-auth session cookie (`better-auth.session_token`, `__Secure-` on HTTPS), no session:
  // a guest's page costs no call into better-auth.
  if (!request.headers.get("cookie")?.includes(".session_token=")) return null;
  const { auth } = context.get(servicesContext);
  // Never from a cookie cache: the user as stored now, read with the session, so a role changed in
  // the admin console counts from the next request (the app configures no cookie cache either).
  const session = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
  if (!session) return null;
  const { id, name, email, role, image, mobile } = session.user;
  return { id, name, email, role: role as Role, image: image ?? null, mobile: mobile ?? null };
}

/**
 * What a guard knows of a request: the request itself (its cookies) and the URL the person asked for,
 * as React Router normalizes it (no `.data` suffix or `_routes` bookkeeping of single fetch, which
 * `request.url` keeps), so a redirect repeats what the address bar showed.
 */
export interface AskedFor {
  context: RouteContext;
  request: Request;
  url: URL;
}

/** Where to send someone who must sign in first, remembering where they were going (`back`, else the URL asked for). */
export function loginRedirect(url: URL, loginPath: string, back?: string): Response {
  return redirect(`${loginPath}?redirectTo=${encodeURIComponent(back ?? `${url.pathname}${url.search}`)}`);
}

export async function requireUser({ context, request, url }: AskedFor, opts: { loginPath?: string } = {}): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) throw loginRedirect(url, opts.loginPath ?? "/login");
  return user;
}

export async function requireRole(
  asked: AskedFor,
  roles: Role | Role[],
  opts: { loginPath?: string; otherwise?: string } = {},
): Promise<SessionUser> {
  const user = await requireUser(asked, opts);
  const allowed = Array.isArray(roles) ? roles : [roles];
  if (!allowed.includes(user.role)) {
    if (opts.otherwise) throw redirect(opts.otherwise);
    throw new Response(m.platform_forbidden(), { status: 403 });
  }
  return user;
}

/** The admin console: anonymous visitors log in first, any other role goes to the platform home. */
export function requireAdmin(asked: AskedFor): Promise<SessionUser> {
  return requireRole(asked, "admin", { loginPath: "/login", otherwise: "/" });
}

/**
 * A shop's dashboard: only the seller who owns that shop. Anonymous visitors go to the shop's login
 * and come back; anyone else (customers, admins, other sellers) goes to the store home.
 */
export async function requireShopOwner(asked: AskedFor, shop: { handle: string; ownerUserId: string }): Promise<SessionUser> {
  const base = `/${shop.handle}`;
  const user = await requireUser(asked, { loginPath: `${base}/login` });
  if (user.role !== "seller" || user.id !== shop.ownerUserId) throw redirect(base);
  return user;
}

// Any origin works as the base: only whether the target stays on it matters.
const PARSE_BASE = "https://haat.invalid";
// C0 controls, DEL, C1 controls and backslashes: browsers strip or reinterpret them, so "/\t/evil"
// or "/\\evil" leave the site after the browser's own parsing.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;

function sameSitePath(value: string): string | null {
  if (!value.startsWith("/") || UNSAFE_CHARACTER.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  // The parser's own serialisation: percent-encoded ASCII, so it is a valid Location header and
  // means the same to every browser.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

/**
 * The one check for every redirect target taken from a request (redirectTo, errorTo, Google's
 * callbackURL): a same-site path after WHATWG URL parsing, else `fallback` (itself checked, else "/").
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  return (typeof value === "string" && sameSitePath(value)) || sameSitePath(fallback) || "/";
}
