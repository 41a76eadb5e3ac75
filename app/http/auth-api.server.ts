// Calls better-auth's own HTTP endpoints from our actions, so rate limiting, cookies and
// origin checks apply exactly as for a browser calling /api/auth directly.

import { googleConfigured } from "~/auth/auth.server";
import { type RouteContext, servicesContext } from "~/context";
import { DomainError, type DomainErrorStatus } from "~/domain/errors";
import { rateLimited } from "~/domain/rate-limit.server";
import type { SignUp } from "~/domain/sellers/register.server";
import * as m from "~/i18n/messages";

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

/** better-auth's own refusals that reach people, in the request's language (English as better-auth says them). */
const authMessages = (): Record<string, string> => ({
  INVALID_EMAIL_OR_PASSWORD: m.platform_auth_invalid_credentials(),
  USER_ALREADY_EXISTS: m.platform_auth_user_exists(),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: m.platform_auth_user_exists_other_email(),
  PASSWORD_TOO_SHORT: m.platform_auth_password_too_short(),
  PASSWORD_TOO_LONG: m.platform_auth_password_too_long(),
  INVALID_EMAIL: m.platform_auth_invalid_email(),
});

/**
 * A failed auth call as the one DomainError: 429 keeps its wait (the reply sends Retry-After);
 * otherwise better-auth's message (or `messages[its code]`, or `fallback`) with `status`, at `field`.
 * The code is better-auth's, snake_cased (a registered email is `email_taken`).
 */
export async function authRefusal(
  response: Response,
  fallback: string,
  options: { status: DomainErrorStatus; field?: string; messages?: Record<string, string> },
): Promise<DomainError> {
  if (response.status === 429) return rateLimited(retryAfterOf(response));
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: string; code?: string } | null;
  const authCode = body?.code ?? "";
  const code = authCode.startsWith("USER_ALREADY_EXISTS") ? "email_taken" : authCode.toLowerCase() || "auth_refused";
  const message = options.messages?.[authCode] ?? authMessages()[authCode] ?? (body?.message || fallback);
  return new DomainError(code, message, { status: options.status, field: options.field });
}

/** Sign-up through better-auth's own endpoint for this request; a refusal throws (see authRefusal), at the email field. */
export function signUpWith(context: RouteContext, request: Request): SignUp {
  return async (account) => {
    const response = await authRequest(context, request, "/sign-up/email", account);
    if (!response.ok) throw await authRefusal(response, m.platform_signup_failed(), { status: 400, field: "email" });
    const body = (await response.clone().json()) as { user: { id: string } };
    return { userId: body.user.id, headers: cookiesOf(response) };
  };
}

/** Whether the auth screens offer 'Sign in with Google' (only when it can work). */
export function googleSignInEnabled(context: RouteContext): boolean {
  const { env } = context.get(servicesContext);
  return googleConfigured({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
}
