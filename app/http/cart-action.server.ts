// The one cart action (POST /{shop}/cart, docs/decisions/0084-server-cart.md). A fetcher (single
// fetch) gets the reply envelope; a plain form post without JavaScript goes back where it came
// from (its redirectTo, else its Referer) with the outcome as a one-time notice. A guest's first change names the browser.
import { redirect } from "react-router";
import { cartOwnerContext, type RouteContext, servicesContext, shopContext, singleFetchContext } from "~/context";
import { changeCart } from "~/domain/cart/cart.server";
import { type CartForm, CartFormSchema, type CartReply } from "~/domain/cart/forms";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import type { Flash } from "~/utils/flash";
import { refererPath } from "./back-in-shop.server";
import { asDomainError, errorReply, invalidSubmission, parseSubmission, replySuccess } from "./reply.server";
import { safeRedirectPath } from "./session.server";
import { flashCookie, newBrowserId } from "./signed-cookies.server";

// A function: the text is made in the request's language.
const done = (intent: CartForm["intent"]): string =>
  ({
    add: m.shop_item_added_to_cart(),
    set: m.shop_cart_updated(),
    remove: m.shop_cart_item_removed(),
    clear: m.shop_cart_cleared(),
    import: m.shop_cart_restored(),
  })[intent];

export async function handleCartAction(request: Request, context: RouteContext) {
  const services = context.get(servicesContext);
  const shop = context.get(shopContext);
  const { form, submission } = await parseSubmission(request, CartFormSchema);
  // A form's own redirectTo, else the page it was posted from, else the cart.
  const back = safeRedirectPath(form.get("redirectTo") ?? refererPath(request), `/${shop.handle}/cart`);
  const headers = new Headers();
  let reply: CartReply | null = null;
  let failure: unknown = null;
  if (submission.status !== "success") {
    if (context.get(singleFetchContext)) return invalidSubmission(submission);
    const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
    failure = new DomainError("invalid_input", first ?? m.shop_check_form());
  } else {
    let owner = context.get(cartOwnerContext);
    let cookie: string | null = null;
    // A guest's first addition names the browser; anything else without a cart has nothing to change.
    if (!owner && (submission.value.intent === "add" || submission.value.intent === "import")) {
      const fresh = await newBrowserId(services);
      owner = { guestId: fresh.id };
      cookie = fresh.setCookie;
    }
    try {
      // A browser without a cart asks about an id that owns none: the rules answer (nothing to change).
      reply = await changeCart(services.db, owner ?? { guestId: crypto.randomUUID() }, shop, submission.value);
      if (cookie) headers.append("Set-Cookie", cookie);
    } catch (error) {
      if (!asDomainError(error)) throw error;
      failure = error;
    }
  }
  const intent = submission.status === "success" ? submission.value.intent : null;
  if (context.get(singleFetchContext)) {
    if (!reply) return errorReply(failure, submission);
    return replySuccess(reply, intent ? done(intent) : undefined, { headers });
  }
  const flash: Flash = reply
    ? reply.changes?.length
      ? { kind: "warning", text: done("import"), description: reply.changes.join(" ") }
      : { kind: "success", text: done(intent ?? "set") }
    : { kind: "error", text: asDomainError(failure)?.message ?? m.shop_check_form() };
  headers.append("Set-Cookie", await flashCookie(services, flash));
  return redirect(back, { status: 303, headers });
}
