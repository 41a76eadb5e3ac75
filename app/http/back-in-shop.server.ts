// Where a plain form (no JavaScript) goes back to after its POST: a path taken from the request,
// kept inside the shop it was posted in.
import { safeRedirectPath } from "~/auth/session.server";

/** `back` if it is a same-site path inside /{handle}, else `fallback`. */
export function backInShop(back: unknown, handle: string, fallback = `/${handle}`): string {
  const path = safeRedirectPath(back, fallback);
  return path === `/${handle}` || path.startsWith(`/${handle}/`) || path.startsWith(`/${handle}?`) ? path : fallback;
}
