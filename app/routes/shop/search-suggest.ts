// GET /{shop}/search/suggest?q= — the header's search-as-you-type: up to 5 products and 3
// categories as JSON (docs/decisions/0088-forgiving-search.md). One indexed query per request; the
// same answer for everyone, so browsers and proxies may keep it for a minute.
import { catalogDbContext, shopContext } from "~/context";
import type { SuggestReply } from "~/domain/catalog/listing";
import { suggest } from "~/domain/catalog/search.server";
import { PAGE_LOAD_VARY, sendPageLoadTo } from "~/http/page-load.server";
import { imageUrl } from "~/media/urls";
import type { Route } from "./+types/search-suggest";

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  // A person who opens this URL gets the search results page for the same words.
  sendPageLoadTo(request, q ? `/${shop.handle}?${new URLSearchParams({ q })}` : `/${shop.handle}`);
  const found = q && shop.status === "active" ? await suggest(context.get(catalogDbContext), shop.id, q) : { products: [], categories: [] };
  const reply: SuggestReply = {
    q,
    products: found.products.map(({ imageKey, ...p }) => ({ ...p, image: imageKey ? imageUrl(imageKey, 320) : null })),
    categories: found.categories,
  };
  return Response.json(reply, { headers: { "cache-control": "public, max-age=60", vary: PAGE_LOAD_VARY } });
}
