// Where a plain form (no JavaScript) goes back to after its POST: a path taken from the request,
// kept inside the shop it was posted in. Forms repeated on a page (every product card's cart and
// wishlist forms) name no return path: the page they were posted from is the request's Referer.
import { safeRedirectPath } from "./session.server";

/** `back` if it is a same-site path inside /{handle}, else `fallback`. */
export function backInShop(back: unknown, handle: string, fallback = `/${handle}`): string {
  const path = safeRedirectPath(back, fallback);
  return path === `/${handle}` || path.startsWith(`/${handle}/`) || path.startsWith(`/${handle}?`) ? path : fallback;
}

/**
 * The path and query of the page a form was posted from: its Referer when it is this host (browsers
 * send it for same-origin posts under the app's strict-origin-when-cross-origin policy), else null.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  return from.host === new URL(request.url).host ? `${from.pathname}${from.search}` : null;
}
