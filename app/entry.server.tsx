import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { InlineStylesheetProvider } from "~/components/stylesheet";
import { cspNonceContext } from "~/context";
import { CoalescingStream } from "~/http/coalescing-stream.server";
import { firstPaintLinkHeader, inlineStylesheet } from "~/http/inline-stylesheet.server";
import { lowPriorityModulePreloads } from "~/http/module-preload-priority.server";
import type { Locale } from "~/i18n/locales";
import { getLocale } from "~/i18n/m";
import { NonceProvider } from "~/utils/nonce";

// The server builds each request's router context with this copy (app/http/load-context.server.ts).
export { fillRequestContext } from "~/context";

export const streamTimeout = 5_000;

/**
 * What a page renders: the router's document inside the providers its components read. The bench's
 * render floor (scripts/bench/render-floor-server.ts) renders this same element through a bare server.
 */
export function pageDocument(routerContext: EntryContext, url: string, nonce: string, locale: Locale) {
  return (
    <NonceProvider value={nonce}>
      <InlineStylesheetProvider value={inlineStylesheet(locale)}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </InlineStylesheetProvider>
    </NonceProvider>
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  const locale = getLocale();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA-mode wait for all content; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(pageDocument(routerContext, request.url, nonce, locale), {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new CoalescingStream(lowPriorityModulePreloads);
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const hints = firstPaintLinkHeader(locale);
        if (hints) responseHeaders.set("Link", hints);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
