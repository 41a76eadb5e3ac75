// Calls better-auth's own HTTP endpoints from our actions, so rate limiting, cookies and
// origin checks apply exactly as for a browser calling /api/auth directly.
import type { AppLoadContext } from "react-router";

const FORWARDED = ["cookie", "user-agent", "x-haat-client-ip"];

export async function authRequest(context: AppLoadContext, request: Request, endpoint: string, body: unknown): Promise<Response> {
  const { env, auth } = context.services;
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

export async function authErrorMessage(response: Response, fallback: string): Promise<string> {
  if (response.status === 429) return "Too many attempts. Please wait a minute and try again.";
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message || fallback;
}
