// The platform pages' header: who is signed in, from the request's session.

import { type RouteContext, servicesContext } from "~/context";
import type { Viewer } from "~/domain/platform/viewer";
import { viewerOf } from "~/domain/platform/viewer.server";
import { getSessionUser } from "./session.server";

export async function platformViewer(context: RouteContext, request: Request): Promise<Viewer | null> {
  return viewerOf(context.get(servicesContext).db, await getSessionUser(context, request));
}
