// The access log from a request: the signed-in owner, admin or person the guard proved, and the client
// address. Started beside the page's own reads so it adds no round trip of its own.
import { adminContext, customerContext, ownerContext, type RouteContext, servicesContext } from "~/context";
import { type AccessEntry, recordAccess } from "~/domain/privacy/access-log.server";
import { clientIp } from "./rate-limit.server";

const ACTORS = { owner: ownerContext, admin: adminContext, customer: customerContext };

export function logAccess(context: RouteContext, request: Request, who: keyof typeof ACTORS, entry: Omit<AccessEntry, "actor" | "ip">) {
  const actor = context.get(ACTORS[who]);
  const ip = clientIp(request);
  return recordAccess(context.get(servicesContext).db, {
    ...entry,
    actor: { id: actor.id, role: actor.role },
    ip: ip === "unknown" ? null : ip,
  });
}
