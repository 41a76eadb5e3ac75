// Our forms' rate limits over HTTP: the client address, the 429 reply with Retry-After, and the
// route `headers` that keeps it (the counting itself is app/domain/rate-limit.server.ts).
import { data } from "react-router";
import { type RouteContext, servicesContext } from "~/context";
import { consumeRateLimit, LIMITED_FORMS, tooManyRequestsInit, tooManyRequestsMessage } from "~/domain/rate-limit.server";

/** The client address the Express app wrote on the request (app/http/app.server.ts). */
export function clientIp(request: Request): string {
  return request.headers.get("x-haat-client-ip") ?? "unknown";
}

/**
 * For an action: null when the request may go on, otherwise the 429 reply
 * `{ ok: false, error }` with Retry-After. `subject` is who is counted: `ip:…` or `user:…`.
 */
export async function refuseIfRateLimited(context: RouteContext, form: keyof typeof LIMITED_FORMS, subject: string) {
  const { db, env } = context.get(servicesContext);
  const result = await consumeRateLimit(db, `${form}:${subject}`, env[LIMITED_FORMS[form]]);
  if (result.allowed) return null;
  return data({ ok: false as const, error: tooManyRequestsMessage(result.retryAfter) }, tooManyRequestsInit(result.retryAfter));
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
