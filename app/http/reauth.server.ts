// What "Delete my account" needs of better-auth: the session the request comes from (its start, for
// a Google-only person's recent sign-in) and better-auth's own password check (no hashing of ours).
import { type RouteContext, servicesContext } from "~/context";
import type { Asker } from "~/domain/privacy/account-deletion.server";
import type { SessionUser } from "~/domain/session-user";

/** The signed-in person with the session they ask from; null without one. */
export async function askerOf(context: RouteContext, request: Request, user: SessionUser): Promise<Asker | null> {
  const { auth } = context.get(servicesContext);
  const found = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
  if (!found || found.user.id !== user.id) return null;
  return { userId: user.id, role: user.role, sessionId: found.session.id, sessionCreatedAt: new Date(found.session.createdAt) };
}

/** better-auth's verification of a stored password hash. */
export function passwordVerifier(context: RouteContext) {
  const { auth } = context.get(servicesContext);
  return async (hash: string, password: string) => (await auth.$context).password.verify({ hash, password });
}
