// Who is looking at a platform page: the header's name and links for a signed-in user.

import type { Database } from "~/db/client.server";
import { findShopByOwner } from "~/domain/sellers/shops.server";
import type { SessionUser } from "~/domain/session-user";
import type { Viewer } from "./viewer";

export async function viewerOf(db: Database, user: SessionUser | null): Promise<Viewer | null> {
  if (!user) return null;
  const shop = user.role === "seller" ? await findShopByOwner(db, user.id) : null;
  return {
    name: user.name,
    dashboard: shop ? `/${shop.handle}/dashboard` : null,
    admin: user.role === "admin" ? "/admin" : null,
  };
}
