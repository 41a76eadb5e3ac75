// The signed-in person as the app sees them, read from better-auth's session once per request
// (app/http/session.server.ts). A domain shape, so the rules that take a viewer
// (app/domain/platform/viewer.server.ts) and the router contexts that carry one (app/context.ts)
// name it from below both.
import type { Role } from "~/db/schema";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  mobile: string | null;
}
