// A person's own page load (address bar, link, reload) of a route that answers scripts with JSON or
// nothing: it gets the page that shows the same thing, never a raw JSON body.
import { redirect } from "react-router";
import { throwNotFound } from "./reply.server";

/** A navigation rather than fetch() or a fetcher: Fetch Metadata says so, else an Accept asking for HTML first. */
export function isPageLoad(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return /^\s*text\/html/i.test(request.headers.get("accept") ?? "");
}

/** For JSON answers browsers may keep: a later page load of the same URL must not be served the kept JSON. */
export const PAGE_LOAD_VARY = "Sec-Fetch-Mode, Accept";

/** Sends a page load to `to`; anything else goes on to the JSON answer. */
export function sendPageLoadTo(request: Request, to: string): void {
  if (isPageLoad(request)) throw redirect(to, { headers: { Vary: PAGE_LOAD_VARY } });
}

/**
 * A missing record (or someone else's, which looks the same): a page load goes to `page`, which
 * shows the not-found page itself; a script gets the 404 reply.
 */
export function notFoundAt(request: Request, message: string, page: string): never {
  sendPageLoadTo(request, page);
  throwNotFound(message);
}
