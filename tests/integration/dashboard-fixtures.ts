// Two shops with their owners' session cookies, and posting a form to a dashboard route's action
// or reading its loader the way the framework does (the dashboard's guards first).

import { registerSeller } from "../../app/domain/sellers/register.server";
import type { Shop } from "../../app/domain/sellers/shops.server";
import { signUpWith } from "../../app/http/auth-api.server";
import { dashboardGuards, requestContext, routeArgs } from "../setup/route-context";
import type { TestServices } from "../setup/test-services";

export interface OpenShop {
  shop: Shop;
  /** The owner's session cookie. */
  cookie: string;
}

export async function openShop(s: TestServices, handle: string, ip: string): Promise<OpenShop> {
  const request = new Request(`${s.env.BASE_URL}/register`, { method: "POST", headers: { "x-haat-client-ip": ip } });
  const { shop, headers } = await registerSeller(s.db, signUpWith(requestContext(s), request), {
    ownerName: `${handle} Owner`,
    email: `${handle}@example.com`,
    password: "saree-shop-1",
    shopName: `Shop ${handle}`,
    handle,
    phone: "9876543210",
    location: "Chennai, Tamil Nadu",
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { shop, cookie };
}

type Handler = (args: never) => unknown;

/** Calls a dashboard route's loader or action as `cookie`; a thrown Response or data() comes back as the value. */
export async function callDashboard(
  s: TestServices,
  handler: Handler,
  url: string,
  cookie: string,
  fields?: Record<string, string>,
): Promise<unknown> {
  const handle = new URL(url).pathname.split("/")[1];
  const body = fields ? new FormData() : undefined;
  for (const [k, v] of Object.entries(fields ?? {})) body?.append(k, v);
  const request = new Request(url, { method: fields ? "POST" : "GET", body, headers: cookie ? { cookie } : {} });
  return routeArgs({ services: s, request, params: { shop: handle }, guards: dashboardGuards })
    .then((args) => handler(args))
    .catch((e: unknown) => e);
}

/** The HTTP status of what a loader or action returned or threw. */
export const statusOf = (r: unknown) =>
  r instanceof Response ? r.status : ((r as { init?: { status?: number } | null }).init?.status ?? 200);

/** The reply envelope inside a data() answer. */
export const replyOf = (r: unknown) => (r as { data: unknown }).data;
