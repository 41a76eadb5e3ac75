// Calling a loader or action the way the framework does: the real per-request context
// (app/context.ts) and the guards above the route run first (the shop layout's middleware, then the
// route's own), so a test sees exactly what a request would, redirects and 404s included.
import type { RouterContextProvider } from "react-router";
import type { AppServices } from "../../app/context";
import { requestContext } from "../../app/context";
import { middleware as dashboardLayoutGuards } from "../../app/routes/dashboard/layout";
import { middleware as shopLayoutGuards } from "../../app/routes/shop/layout";

export { requestContext };

/** Any route module's middleware function (each is typed by its own route's params). */
type Guard = (args: never, next: () => Promise<Response>) => unknown;

export interface RouteCall {
  services: AppServices;
  request: Request;
  params: Record<string, string>;
  /** The guards in order, parents first; default: the storefront layout's. */
  guards?: readonly Guard[];
  /** Sent as React Router's single fetch (`/path.data`: a fetcher), not as a document. */
  singleFetch?: boolean;
  /** The matched route's whole pattern, as React Router hands it (e.g. ":shop/orders/:orderId"); default none. */
  pattern?: string;
}

/** The args a storefront route gets: the context after its guards have run (their throws propagate). */
export async function routeArgs({ services, request, params, guards = shopLayoutGuards, singleFetch = false, pattern = "" }: RouteCall) {
  const context: RouterContextProvider = requestContext(services, "", singleFetch);
  const args = { request, url: askedUrl(request), params, context, pattern };
  for (const guard of guards) await guard(args as never, async () => new Response());
  return args as never;
}

/**
 * The `url` React Router hands loaders, actions and middleware beside the raw request: single fetch's
 * `.data` suffix and `_routes` parameter taken off (as its server runtime's getNormalizedPath does).
 */
function askedUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/** The guards of a storefront route module: the shop layout's, then its own `middleware`. */
export const shopGuards = (module: { middleware?: readonly Guard[] }): readonly Guard[] => [
  ...shopLayoutGuards,
  ...(module.middleware ?? []),
];

/** The guards of every dashboard route: the dashboard layout's (the shop and its owner). */
export const dashboardGuards: readonly Guard[] = dashboardLayoutGuards;
