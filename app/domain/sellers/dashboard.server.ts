// Dashboard actions' error replies. The dashboard's guard (the shop and its owner) is the layout's
// middleware now: app/http/guards.server.ts.
import { data } from "react-router";
import { errorReply } from "~/utils/actions.server";

/** Dashboard actions answer domain errors (CatalogError, OrderError, BannerError, …) with their 4xx. */
export const dashboardError = errorReply;

/** A 404 for a main record that is missing or belongs to another shop (the two look the same). */
export function notFound(message: string): never {
  throw data(message, 404);
}
