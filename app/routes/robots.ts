// /robots.txt: everything public may be crawled except personal pages; each active shop's sitemap is listed.

import { servicesContext } from "~/context";
import { listActiveShopHandles } from "~/domain/catalog/listing.server";
import type { Route } from "./+types/robots";

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.get(servicesContext).env.BASE_URL;
  const handles = await listActiveShopHandles(context.get(servicesContext).db);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /*/cart",
    "Disallow: /*/checkout",
    "Disallow: /*/orders",
    "Disallow: /*/profile",
    "Disallow: /*/dashboard",
    "",
    ...handles.map((h) => `Sitemap: ${base}/${h}/sitemap.xml`),
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
