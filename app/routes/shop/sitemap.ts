// /{shop}/sitemap.xml: the shop home and every active product, for search engines.

import { catalogDbContext, servicesContext, shopContext } from "~/context";
import { listSitemapProducts } from "~/domain/catalog/listing.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const base = `${context.get(servicesContext).env.BASE_URL}/${shop.handle}`;
  const products = await listSitemapProducts(context.get(catalogDbContext), shop);
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(base),
    ...products.map((p) => url(`${base}/product/${p.id}`, p.updatedAt)),
    "</urlset>",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
