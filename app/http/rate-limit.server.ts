// Our forms' rate limits over HTTP: the client address and the route `headers` that keeps the
// 429's Retry-After (counting and the refusal itself: app/domain/rate-limit.server.ts enforceRateLimit).

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
