// Calls better-auth's own HTTP endpoints from our actions, so rate limiting, cookies and
// origin checks apply exactly as for a browser calling /api/auth directly.
import { type RouteContext, servicesContext } from "~/context";
import { tooManyRequestsInit, tooManyRequestsMessage } from "~/domain/rate-limit.server";
import { googleConfigured } from "./auth.server";

const FORWARDED = ["cookie", "user-agent", "x-haat-client-ip"];

export async function authRequest(context: RouteContext, request: Request, endpoint: string, body: unknown): Promise<Response> {
  const { env, auth } = context.get(servicesContext);
  const headers = new Headers({ "content-type": "application/json", origin: env.BASE_URL });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(new Request(`${env.BASE_URL}/api/auth${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) }));
}

/** The Set-Cookie headers of an auth response, to pass on with our own redirect. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

/** Seconds to wait after better-auth refused with 429 (its Retry-After; auth.server.ts adds it). */
function retryAfterOf(response: Response): number {
  return Number(response.headers.get("Retry-After")) || 60;
}

/** Status and headers for our reply to a failed auth call: 429 stays 429 with Retry-After. */
export function authFailureInit(response: Response, status: number): ResponseInit {
  return response.status === 429 ? tooManyRequestsInit(retryAfterOf(response)) : { status };
}

export async function authErrorMessage(response: Response, fallback: string): Promise<string> {
  if (response.status === 429) return tooManyRequestsMessage(retryAfterOf(response));
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message || fallback;
}

/** Whether the auth screens offer 'Sign in with Google' (only when it can work). */
export function googleSignInEnabled(context: RouteContext): boolean {
  const { env } = context.get(servicesContext);
  return googleConfigured({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
}
