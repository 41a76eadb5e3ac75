// Our forms' rate limits over HTTP: the client address, the signed browser cookie that tells people
// behind one address apart, and the route `headers` that keeps the 429's Retry-After (counting and
// the refusal itself: app/domain/rate-limit.server.ts).
import { randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { type RouteContext, servicesContext } from "~/context";
import type { Sender } from "~/domain/rate-limit.server";

/** The client address the Express app wrote on the request (app/http/app.server.ts). */
export function clientIp(request: Request): string {
  return request.headers.get("x-haat-client-ip") ?? "unknown";
}

/**
 * A route `headers` export for routes whose action may refuse with 429: React Router passes only
 * an action's cookies on to the HTTP response unless the route's `headers` says otherwise.
 */
export function keepRetryAfter({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

const BROWSER_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** A random id per browser, signed with the auth secret so it cannot be forged or chosen. */
async function browserCookie(context: RouteContext) {
  const { auth, env } = context.get(servicesContext);
  const { secret } = await auth.$context;
  return createCookie("haat_browser", {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: BROWSER_COOKIE_MAX_AGE,
    secure: env.BASE_URL?.startsWith("https:") ?? false,
  });
}

/**
 * Who is posting: the signed-in user, else the browser's signed cookie, else nobody known (then
 * `setCookie` gives the browser its id for its next post). See enforceSenderLimit.
 */
export async function formSender(context: RouteContext, request: Request): Promise<{ sender: Sender; setCookie: string | null }> {
  const address = clientIp(request);
  const user = await getSessionUser(context, request);
  const cookie = await browserCookie(context);
  const id: unknown = await cookie.parse(request.headers.get("cookie"));
  const browser = typeof id === "string" && /^[0-9a-f-]{36}$/.test(id) ? id : null;
  const setCookie = browser ? null : await cookie.serialize(randomUUID());
  const person = user ? `user:${user.id}` : browser ? `browser:${browser}` : null;
  return { sender: { address, person }, setCookie };
}
