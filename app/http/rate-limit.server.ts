// Our forms' rate limits over HTTP: the client address, the signed browser cookie that tells people
// behind one address apart, and the route `headers` that keeps the 429's Retry-After (counting and
// the refusal itself: app/domain/rate-limit.server.ts).

import { type RouteContext, servicesContext } from "~/context";
import type { Sender } from "~/domain/rate-limit.server";
import { getSessionUser } from "./session.server";
import { newBrowserId, readBrowserId } from "./signed-cookies.server";

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

/**
 * Who is posting, under every name they go by (see Sender): the signed-in user, the browser's signed
 * cookie, or for a guest without one the address's cookieless allowance; a browser without the
 * cookie gets an id with this answer (`setCookie`), under which this message counts once let through.
 */
export async function formSender(context: RouteContext, request: Request): Promise<{ sender: Sender; setCookie: string | null }> {
  const address = clientIp(request);
  const services = context.get(servicesContext);
  const [user, browser] = await Promise.all([getSessionUser(context, request), readBrowserId(services, request)]);
  // The same browser id a guest's cart uses (app/http/signed-cookies.server.ts).
  const issued = browser ? null : await newBrowserId(services);
  const names = [user ? `user:${user.id}` : null, browser ? `browser:${browser}` : null].filter((n): n is string => n !== null);
  if (names.length === 0) names.push(`no-cookie:${address}`);
  const sender: Sender = { address, names, issued: issued ? `browser:${issued.id}` : undefined };
  return { sender, setCookie: issued?.setCookie ?? null };
}
