// The wishlist page's list: each saved product with its price now, what changed since it was saved,
// its stock, 'Move to cart' and 'Remove' (docs/decisions/0083-wishlist.md).
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { CartForm, toastCartReply, useCartFetcher } from "~/components/cart/cart";
import { Price } from "~/components/shop/price";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import { priceChangeText, stockLabel, stockState, type WishlistItem } from "~/domain/wishlist/wishlist";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { isSuccess } from "~/utils/reply";

const STOCK_STYLE = {
  unavailable: "bg-gray-100 text-gray-700",
  "back-in-stock": "bg-green-100 text-green-800",
  "out-of-stock": "bg-red-50 text-red-700",
  "in-stock": "bg-green-50 text-green-800",
} as const;

/** `onRemove`: a guest's list, kept in the browser, takes the item off there instead of posting. */
export function WishlistItems({ shop, items, onRemove }: { shop: string; items: WishlistItem[]; onRemove?(productId: string): void }) {
  if (items.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center">
        <p className="text-gray-700">{m.shop_wishlist_empty()}</p>
        <Link to={`/${shop}`} className={buttonVariants({ variant: "primary", className: "mt-4" })}>
          {m.shop_continue_shopping()}
        </Link>
      </div>
    );
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {items.map((item) => (
        <WishlistRow key={item.productId} shop={shop} item={item} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function WishlistRow({ shop, item, onRemove }: { shop: string; item: WishlistItem; onRemove?(productId: string): void }) {
  const remover = useFetcher();
  const [choice, setChoice] = useState(0);
  const state = stockState(item);
  const change = item.available ? priceChangeText(item.savedPricePaise, item.currentPricePaise) : null;
  const option = item.options[choice] ?? item.options[0];
  const href = `/${shop}/product/${item.productId}`;
  const removing = remover.state !== "idle";

  // Added with the cart's own rule on the server; once it is in, the item leaves the list. Without
  // JavaScript the form adds it to the cart and the list keeps it.
  const mover = useCartFetcher((reply) => {
    if (!isSuccess(reply) || !option) return toastCartReply(reply);
    toast.success(m.shop_wishlist_moved({ name: item.name, color: colourLabel(option.color), size: sizeLabel(option.size) }));
    if (onRemove) return onRemove(item.productId);
    remover.submit({ intent: "remove", productId: item.productId }, { method: "post", action: `/${shop}/wishlist` });
  });

  return (
    <li className={`flex gap-4 p-4 ${removing ? "opacity-50" : ""}`}>
      <Link
        to={href}
        className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        tabIndex={-1}
        aria-hidden="true"
      >
        {item.imageKey ? (
          <img src={imageUrl(item.imageKey, 320)} alt="" width={96} height={120} className="h-30 w-24 rounded-md object-cover" />
        ) : (
          <span className="flex h-30 w-24 items-center justify-center rounded-md bg-gray-100 text-xs text-gray-500">
            {m.shop_no_image()}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="font-medium text-gray-900">
          <Link to={href} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
            {item.name}
          </Link>
        </h2>
        {item.available ? <Price pricePaise={item.pricePaise} salePricePaise={item.salePricePaise} /> : null}
        {change ? (
          <p className={`text-sm font-medium ${item.currentPricePaise < item.savedPricePaise ? "text-green-700" : "text-gray-700"}`}>
            {change}
          </p>
        ) : null}
        <p className="text-sm">
          <span className={`rounded px-1.5 py-0.5 font-medium ${STOCK_STYLE[state]}`}>{stockLabel(state)}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {item.options.length > 1 ? (
            <label className="text-sm">
              <span className="sr-only">{m.shop_wishlist_choice({ name: item.name })}</span>
              <select
                value={choice}
                onChange={(e) => setChoice(Number(e.target.value))}
                className="rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.options.map((o, i) => (
                  <option key={`${o.color}|${o.size}`} value={i}>
                    {colourLabel(o.color)} · {sizeLabel(o.size)}
                  </option>
                ))}
              </select>
            </label>
          ) : option ? (
            <span className="text-sm text-gray-600">
              {colourLabel(option.color)} · {sizeLabel(option.size)}
            </span>
          ) : null}
          {option ? (
            <CartForm
              fetcher={mover}
              intent="add"
              line={{ productId: item.productId, color: option.color, size: option.size }}
              quantity={1}
            >
              <button type="submit" disabled={removing} className={buttonVariants({ variant: "primary", size: "sm" })}>
                {m.shop_move_to_cart()}
              </button>
            </CartForm>
          ) : null}
          <remover.Form
            method="post"
            action={`/${shop}/wishlist`}
            onSubmit={(e) => {
              if (!onRemove) return;
              e.preventDefault();
              onRemove(item.productId);
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={item.productId} />
            <input type="hidden" name="back" value={`/${shop}/wishlist`} />
            <button
              type="submit"
              disabled={removing}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              aria-label={m.shop_remove_item({ name: item.name })}
            >
              {m.shop_remove()}
            </button>
          </remover.Form>
        </div>
      </div>
    </li>
  );
}
