// The typed router contexts every loader, action and middleware reads (docs/decisions/0070-guards-in-middleware.md).
// app/http/app.server.ts fills services and the CSP nonce per request; the layouts' middleware
// (app/http/guards.server.ts) fills the shop and the signed-in person once, before any child runs.
import { createContext, RouterContextProvider } from "react-router";
import type { SessionUser } from "./auth/session.server";
import type { CartOwner } from "./domain/cart/cart.server";
import type { Shop } from "./domain/sellers/shops.server";
import type { AppServices } from "./services.server";
import type { Flash } from "./utils/flash";

/** What loaders, actions and middleware receive as `context`. */
export type RouteContext = Readonly<RouterContextProvider>;

export const servicesContext = createContext<AppServices>();
export const cspNonceContext = createContext<string>();
/** The shop in the URL, resolved by the shop layout's or the dashboard layout's middleware. */
export const shopContext = createContext<Shop>();
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
