// Who is looking at a platform page, as its header shows them: their name and where they can go.
import type { AppLoadContext } from "react-router";
import { getSessionUser, type SessionUser } from "~/auth/session.server";
import type { Database } from "~/db/client.server";
import { findShopByOwner } from "~/domain/sellers/shops.server";

export interface Viewer {
  name: string;
  /** Their own shop's dashboard (sellers only). */
  dashboard: string | null;
  /** The admin console (admins only). */
  admin: string | null;
}

export async function platformViewer(context: AppLoadContext, request: Request): Promise<Viewer | null> {
  return viewerOf(context.services.db, await getSessionUser(context, request));
}

export async function viewerOf(db: Database, user: SessionUser | null): Promise<Viewer | null> {
  if (!user) return null;
  const shop = user.role === "seller" ? await findShopByOwner(db, user.id) : null;
  return {
    name: user.name,
    dashboard: shop ? `/${shop.handle}/dashboard` : null,
    admin: user.role === "admin" ? "/admin" : null,
  };
}
