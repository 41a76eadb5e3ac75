// /{shop}/wishlist: the shopper's saved products in this shop (docs/decisions/0083-wishlist.md). A
// guest's list is kept in the browser: the page asks this loader for those ids (?ids=) once it runs.
// POST: add or remove one product (the hearts, and this page's Remove), or merge a guest's list.
import { useEffect } from "react";
import { Link, redirect, useActionData, useFetcher, useLoaderData } from "react-router";
import { removeGuestWishlistId, useGuestWishlist } from "~/components/shop/wishlist-heart";
import { WishlistItems } from "~/components/shop/wishlist-items";
import { buttonVariants } from "~/components/ui/button";
import { customerContext, servicesContext, shopContext, singleFetchContext } from "~/context";
import { WishlistFormSchema } from "~/domain/wishlist/forms";
import type { WishlistItem } from "~/domain/wishlist/wishlist";
import { parseMergeIds } from "~/domain/wishlist/wishlist";
import { addToWishlist, listGuestWishlist, listWishlist, mergeGuestWishlist, removeFromWishlist } from "~/domain/wishlist/wishlist.server";
import { backInShop, refererPath } from "~/http/back-in-shop.server";
import { customerWritesGuard } from "~/http/guards.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import { failureMessage } from "~/utils/reply";
import type { Route } from "./+types/wishlist";

// A guest may look at the page (their list is in the browser); a guest's post goes to the shop's login.
export const middleware: Route.MiddlewareFunction[] = [customerWritesGuard];

export const meta: Route.MetaFunction = () => [{ title: m.shop_wishlist_title() }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  const { db } = context.get(servicesContext);
  if (user) return { shop: shop.handle, guest: false, items: await listWishlist(db, user.id, shop.id) };
  const ids = parseMergeIds(new URL(request.url).searchParams.get("ids") ?? "");
  return { shop: shop.handle, guest: true, items: await listGuestWishlist(db, shop.id, ids) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const { submission } = await parseSubmission(request, WishlistFormSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const { db } = context.get(servicesContext);
  const v = submission.value;
  try {
    if (v.intent === "merge") return replySuccess(await mergeGuestWishlist(db, user.id, shop.id, parseMergeIds(v.ids)));
    if (v.intent === "add") await addToWishlist(db, user.id, shop.id, v.productId);
    else await removeFromWishlist(db, user.id, shop.id, v.productId);
  } catch (error) {
    return errorReply(error, submission);
  }
  // A plain form (no JavaScript) goes back to the page it was posted from, in this shop only.
  if (!context.get(singleFetchContext)) throw redirect(backInShop(v.back ?? refererPath(request), shop.handle, `/${shop.handle}/wishlist`));
  return replySuccess({ saved: v.intent === "add" }, v.intent === "add" ? m.shop_wishlist_saved() : m.shop_wishlist_removed());
}

export default function WishlistPage() {
  const { shop, guest, items } = useLoaderData<typeof loader>();
  const error = failureMessage(useActionData<typeof action>());
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">{m.shop_wishlist()}</h1>
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {guest ? <GuestWishlist shop={shop} /> : <WishlistItems shop={shop} items={items} />}
    </main>
  );
}

/** A guest's list: the ids in this browser, priced by this route's loader. */
function GuestWishlist({ shop }: { shop: string }) {
  const ids = useGuestWishlist(shop);
  const fetcher = useFetcher<typeof loader>();
  const key = ids.join(",");
  useEffect(() => {
    if (key) fetcher.load(`/${shop}/wishlist?${new URLSearchParams({ ids: key })}`);
  }, [key, shop, fetcher.load]);
  // Only what is still in the list (a removal shows at once), in the list's order.
  const byId = new Map((fetcher.data?.items ?? []).map((item: WishlistItem) => [item.productId, item]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  if (key && !fetcher.data) return null;
  return (
    <>
      <p className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">
        {m.shop_wishlist_guest_note()}
        <Link to={`/${shop}/login?${new URLSearchParams({ redirectTo: `/${shop}/wishlist` })}`} className={buttonVariants({ size: "sm" })}>
          {m.common_login()}
        </Link>
      </p>
      <WishlistItems shop={shop} items={items} onRemove={(id) => removeGuestWishlistId(shop, id)} />
    </>
  );
}
