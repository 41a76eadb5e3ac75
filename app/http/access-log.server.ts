// The access log from a request: the signed-in owner or admin the guard proved, and the client
// address. Started beside the page's own reads so it adds no round trip of its own.
import { adminContext, ownerContext, type RouteContext, servicesContext } from "~/context";
import { type AccessEntry, recordAccess } from "~/domain/privacy/access-log.server";
import { clientIp } from "./rate-limit.server";

export function logAccess(context: RouteContext, request: Request, who: "owner" | "admin", entry: Omit<AccessEntry, "actor" | "ip">) {
  const actor = context.get(who === "owner" ? ownerContext : adminContext);
  const ip = clientIp(request);
  return recordAccess(context.get(servicesContext).db, {
    ...entry,
    actor: { id: actor.id, role: actor.role },
    ip: ip === "unknown" ? null : ip,
  });
}
