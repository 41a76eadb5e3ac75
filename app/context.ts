// The typed router contexts every loader, action and middleware reads (docs/decisions/0070-guards-in-middleware.md).
// app/http/app.server.ts fills services and the CSP nonce per request; the layouts' middleware
// (app/http/guards.server.ts) fills the shop and the signed-in person once, before any child runs.
// The services' shape lives here, below app/http and the routes that read it; the composition root
// (app/services.server.ts) makes them (docs/decisions/0124-layers-and-one-composition-root.md).
import type { Logger } from "pino";
import { createContext, RouterContextProvider } from "react-router";
import type { Auth } from "~/auth/auth.server";
import type { Database } from "~/db/client.server";
import type { BackupSettings } from "~/domain/backups/settings";
import type { CartOwner } from "~/domain/cart/cart.server";
import type { Shop } from "~/domain/sellers/shops.server";
import type { SessionUser } from "~/domain/session-user";
import type { Mailer } from "~/mail/mailer.server";
import type { Storage } from "~/media/storage.server";
import type { JobQueue } from "~/queue/queue.server";
import type { Env } from "~/utils/env.server";
import type { Flash } from "~/utils/flash";

/** Everything the app runs on, made once per process by createServices (app/services.server.ts). */
export interface AppServices {
  env: Env;
  /** The primary: every write, transaction and read of what a person just wrote. */
  db: Database;
  /**
   * The read replica (DATABASE_REPLICA_URL), or `db` itself when there is none. Reached only through
   * `catalogDbContext`, whose middleware decides per request whether the replica may answer.
   */
  catalogDb: Database;
  auth: Auth;
  /** The server's secret (BETTER_AUTH_SECRET or DATA_DIR/auth-secret): signs our own cookies too. */
  secret: string;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /** The durable job queue; its workers run only once started (server.ts, or a test). */
  jobs: JobQueue;
  /** True when the database is the embedded one (demo data is allowed there). */
  embedded: boolean;
  /** Whether and where this install backs itself up (app/domain/backups/settings.ts). */
  backups: BackupSettings;
  close(): Promise<void>;
}

/** What loaders, actions and middleware receive as `context`. */
export type RouteContext = Readonly<RouterContextProvider>;

export const servicesContext = createContext<AppServices>();
export const cspNonceContext = createContext<string>();
/** The shop in the URL, resolved by the shop layout's or the dashboard layout's middleware. */
export const shopContext = createContext<Shop>();
/**
 * Where this storefront request reads the shop's catalogue (listing, product, search, sitemap): the
 * replica for a guest's GET of a catalogue page, else the primary (app/http/read-routing.server.ts).
 * Carts, orders, wishlists and every write use `services.db`, never this.
 */
export const catalogDbContext = createContext<Database>();
/** The shop's owner, proven by the dashboard layout's middleware. */
export const ownerContext = createContext<SessionUser>();
/** The admin, proven by the admin layout's middleware. */
export const adminContext = createContext<SessionUser>();
/** The signed-in customer of a customer-only shop page, proven by that route's middleware. */
export const customerContext = createContext<SessionUser>();
/** Whose cart the request is about (app/http/shop-session.server.ts); null: a guest without one yet. */
export const cartOwnerContext = createContext<CartOwner | null>(null);
/** The one-time notice this page shows (a no-JavaScript form post's outcome, a merged guest cart). */
export const flashContext = createContext<Flash | null>(null);
/**
 * The request is React Router's single fetch (`/path.data`: a fetcher or a client navigation), not
 * a document. Middleware cannot tell otherwise: React Router hands it the URL without `.data`.
 */
export const singleFetchContext = createContext<boolean>(false);

/** Puts what every request starts with into a fresh provider (app/http/load-context.server.ts). */
export function fillRequestContext(
  context: RouterContextProvider,
  services: AppServices,
  cspNonce: string,
  singleFetch = false,
): RouterContextProvider {
  context.set(servicesContext, services);
  context.set(cspNonceContext, cspNonce);
  context.set(singleFetchContext, singleFetch);
  return context;
}

/** The per-request context, as the HTTP app builds it; tests hand it to loaders and actions. */
export function requestContext(services: AppServices, cspNonce = "", singleFetch = false): RouterContextProvider {
  return fillRequestContext(new RouterContextProvider(), services, cspNonce, singleFetch);
}
