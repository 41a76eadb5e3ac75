// Which database a storefront request reads its catalogue from, when a read replica is configured
// (DATABASE_REPLICA_URL). The replica lags the primary by a moment, so it serves only reads that may
// be a little old and were not just changed by the person asking (as Rails' DatabaseSelector does):
// - a GET of a catalogue page (CATALOGUE_PATTERNS): the shop's home and listing with its search,
//   product pages, the sitemap, search suggestions, the shop's About and FAQ pages;
// - not within DATABASE_REPLICA_STICKY_SECONDS of a write from the same browser (any non-GET request
//   marks it with a cookie holding the time), so a shopper's review or purchase (stock) shows at once;
// - not the shop's own seller, who sees their edits at once.
// Everything else (cart, checkout, orders, account pages, the dashboard, the header's cart count, the
// wishlist, every write) reads `services.db`, the primary. The shop's row is read from the same
// database as the catalogue, so the content version that keys the caches (page cache, shop content
// cache) is never newer than the content read under it.
import type { RequestHandler } from "express";
import type { AppServices, RouteContext } from "~/context";
import type { Database } from "~/db/client.server";
import type { Shop } from "~/domain/sellers/shops.server";
import { getSessionUser } from "./session.server";

/** Set on any non-GET request: the time of the browser's last write, in ms. */
export const RECENT_WRITE_COOKIE = "haat_wrote";

/** The storefront pages whose reads may come from the replica, by route pattern (app/routes.ts). */
export const CATALOGUE_PATTERNS: ReadonlySet<string> = new Set(
  ["", "/product/:productId", "/sitemap.xml", "/search/suggest", "/about", "/faq"].map((page) => `:shop${page}`),
);

const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * Express middleware (only with a replica): marks a browser that sent a write. Not signed: the cookie
 * can only send its holder's reads to the primary, as any POST of theirs already does. better-auth's
 * own endpoints set their cookies over it; they write sessions, which no catalogue read looks at.
 */
export function markWrites(services: AppServices): RequestHandler {
  const { env } = services;
  const attributes = `Path=/; Max-Age=${env.DATABASE_REPLICA_STICKY_SECONDS}; HttpOnly; SameSite=Lax${env.BASE_URL.startsWith("https://") ? "; Secure" : ""}`;
  return (req, res, next) => {
    if (!READ_METHODS.has(req.method)) res.append("Set-Cookie", `${RECENT_WRITE_COOKIE}=${Date.now()}; ${attributes}`);
    next();
  };
}

const WROTE_AT = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE}=(\\d+)`);

/** The browser wrote within the sticky window (either side: app servers' clocks differ a little). */
function wroteRecently(request: Request, stickySeconds: number): boolean {
  const at = WROTE_AT.exec(request.headers.get("cookie") ?? "");
  return at !== null && Math.abs(Date.now() - Number(at[1])) < stickySeconds * 1000;
}

export interface ShopRequest {
  context: RouteContext;
  request: Request;
  pattern?: string;
}

/**
 * The shop of this request, read by `find`, and the database its catalogue reads use: the replica
 * when the rules above allow it, else the primary.
 */
export async function readShop(
  { context, request, pattern }: ShopRequest,
  services: AppServices,
  find: (db: Database) => Promise<Shop>,
): Promise<{ shop: Shop; catalogDb: Database }> {
  const { db, catalogDb, env } = services;
  const replicaAllowed =
    catalogDb !== db &&
    READ_METHODS.has(request.method) &&
    CATALOGUE_PATTERNS.has((pattern ?? "").replace(/^\/+/, "")) &&
    !wroteRecently(request, env.DATABASE_REPLICA_STICKY_SECONDS);
  if (!replicaAllowed) return { shop: await find(db), catalogDb: db };
  const shop = await find(catalogDb);
  // No session cookie, no lookup (session.server.ts): a guest costs nothing here.
  if ((await getSessionUser(context, request))?.id === shop.ownerUserId) return { shop: await find(db), catalogDb: db };
  return { shop, catalogDb };
}
