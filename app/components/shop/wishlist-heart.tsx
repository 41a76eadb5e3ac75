// The wishlist heart on product cards and the product page (docs/decisions/0083-wishlist.md).
// Its state never comes from the page's own (cached) loader: a signed-in shopper's saved ids come
// from the shop layout (signed-in pages are never cached), a guest's from localStorage. Without
// JavaScript it is a plain form POST: saved for a signed-in shopper, the shop's login for a guest.
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toast";
import { guestWishlistKey, readGuestWishlist, toggleGuestId, WISHLIST_MAX } from "~/domain/wishlist/wishlist";
import * as m from "~/i18n/messages";
import { failureMessage, isFailure, type Reply } from "~/utils/reply";
import { HeartIcon } from "./icons";

/** What the shop layout's loader (routes/shop/layout.tsx) tells the hearts. */
interface LayoutWishlist {
  user: { id: string } | null;
  wishlist: string[];
}

// A signed-in shopper's toggles on this page session, so every heart agrees without re-running the
// page's loaders after each click (the layout's list is re-read on the next full load or action).
const listeners = new Set<() => void>();
const toggled = new Map<string, boolean>();
let version = 0;
// The layout's list the toggles were made on top of: a fresh list (any revalidation) replaces them.
let base: string[] | undefined;
const changed = () => {
  version++;
  for (const l of listeners) l();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener); // a guest's other tabs
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** A guest's saved ids in this shop (newest first), kept in step with the hearts; [] before hydration. */
export function useGuestWishlist(shop: string): string[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(guestWishlistKey(shop)) ?? "",
    () => "",
  );
  return useMemo(() => readGuestWishlist(shop, { getItem: () => raw || null }), [shop, raw]);
}

/** Takes a product off a guest's list (the wishlist page's Remove and Move to cart). */
export function removeGuestWishlistId(shop: string, productId: string) {
  localStorage.setItem(guestWishlistKey(shop), JSON.stringify(toggleGuestId(readGuestWishlist(shop), productId, false).ids));
  changed();
}

function useSaved(shop: string, productId: string): { userId: string | null; saved: boolean } {
  const layout = useRouteLoaderData("routes/shop/layout") as LayoutWishlist | undefined;
  const userId = layout?.user?.id ?? null;
  if (layout && layout.wishlist !== base) {
    base = layout.wishlist;
    toggled.clear();
  }
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const guestRaw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(guestWishlistKey(shop)) ?? "",
    () => "",
  );
  if (!userId) return { userId, saved: readGuestWishlist(shop, { getItem: () => guestRaw || null }).includes(productId) };
  return { userId, saved: toggled.get(`${userId}:${productId}`) ?? layout?.wishlist.includes(productId) ?? false };
}

export function WishlistHeart({ shop, productId, className = "" }: { shop: string; productId: string; className?: string }) {
  const { userId, saved } = useSaved(shop, productId);
  const fetcher = useFetcher<Reply<{ saved: boolean }>>();
  const key = `${userId}:${productId}`;

  // A refused save (full list, product gone, signed out meanwhile) puts the heart back and says why.
  useEffect(() => {
    if (fetcher.state !== "idle" || !isFailure(fetcher.data)) return;
    toggled.delete(key);
    changed();
    toast.error(failureMessage(fetcher.data) ?? m.shop_wishlist_update_failed());
  }, [fetcher.state, fetcher.data, key]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!userId) {
      const next = toggleGuestId(readGuestWishlist(shop), productId, !saved);
      if (next.error) {
        toast.error(next.error);
        return;
      }
      localStorage.setItem(guestWishlistKey(shop), JSON.stringify(next.ids));
      changed();
      return;
    }
    toggled.set(key, !saved);
    changed();
    fetcher.submit(
      { intent: saved ? "remove" : "add", productId },
      { method: "post", action: `/${shop}/wishlist`, defaultShouldRevalidate: false },
    );
  }

  return (
    // Without JavaScript the button names the intent and the action returns to the Referer: one field, not three.
    <form method="post" action={`/${shop}/wishlist`} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="productId" value={productId} />
      <button
        type="submit"
        name="intent"
        value={saved ? "remove" : "add"}
        aria-pressed={saved}
        aria-label={saved ? m.shop_wishlist_remove() : m.shop_wishlist_save()}
        title={saved ? m.shop_wishlist_remove() : m.shop_wishlist_save()}
        className="wishlist-heart"
      >
        <HeartIcon filled={saved} className="size-5" />
      </button>
    </form>
  );
}

/**
 * After sign-in, the guest's hearts in this shop are posted once to the wishlist's merge and the
 * guest list is cleared when the server took it (a failure keeps it for the next page).
 */
export function GuestWishlistMerge({ shop, userId }: { shop: string; userId: string | null }) {
  const fetcher = useFetcher<Reply<{ added: number }>>();
  const started = useRef<string | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (!userId || started.current === `${userId}:${shop}`) return;
    const ids = readGuestWishlist(shop);
    if (ids.length === 0) return;
    started.current = `${userId}:${shop}`;
    fetcher.submit({ intent: "merge", ids: ids.slice(0, WISHLIST_MAX).join(",") }, { method: "post", action: `/${shop}/wishlist` });
  }, [userId, shop, fetcher.submit]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (isFailure(fetcher.data)) {
      started.current = null;
      return;
    }
    localStorage.removeItem(guestWishlistKey(shop));
    changed(); // the merge's own revalidation brings the layout's saved ids
    if ((fetcher.data.data?.added ?? 0) > 0) toast.success(m.shop_wishlist_guest_merged());
  }, [fetcher.state, fetcher.data, shop]);

  return null;
}
