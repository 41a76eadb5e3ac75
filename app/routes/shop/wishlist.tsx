// /{shop}/wishlist: the signed-in shopper's saved products in this shop (docs/decisions/0083-wishlist.md).
// POST: add or remove one product (the hearts, and this page's Remove), or merge a guest's list.
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { WishlistItems } from "~/components/shop/wishlist-items";
import { servicesContext, shopContext, singleFetchContext } from "~/context";
import { WishlistFormSchema } from "~/domain/wishlist/forms";
import { parseMergeIds } from "~/domain/wishlist/wishlist";
import { addToWishlist, listWishlist, mergeGuestWishlist, removeFromWishlist } from "~/domain/wishlist/wishlist.server";
import { backInShop, refererPath } from "~/http/back-in-shop.server";
import { customerGuard } from "~/http/guards.server";
import { notSignedIn } from "~/http/json.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { failureMessage } from "~/utils/reply";
import type { Route } from "./+types/wishlist";

// Signed-in shoppers; a guest's page view or plain-form heart goes to the shop's login.
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.shop_wishlist_title() }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  if (!user) throw data(m.shop_please_log_in(), 401); // customerGuard has sent guests to the login already
  return { shop: shop.handle, items: await listWishlist(context.get(servicesContext).db, user.id, shop.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  if (!user) return notSignedIn(m.shop_log_in_to_save());
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
  const { shop, items } = useLoaderData<typeof loader>();
  const error = failureMessage(useActionData<typeof action>());
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">{m.shop_wishlist()}</h1>
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <WishlistItems shop={shop} items={items} />
    </main>
  );
}
